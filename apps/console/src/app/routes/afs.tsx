import { PageCard } from '@/components/page-card';
import { paths } from '@/config/paths';
import { AfsList } from '@/features/afs/components/afs-list';
import { t } from '@/locales/zh-CN';

export default function AfsRoute() {
  return (
    <PageCard title={t.afs.title}>
      <AfsList detailHref={paths.afsDetail.getHref} />
    </PageCard>
  );
}
