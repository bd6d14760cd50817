import { PageCard } from '@/components/page-card';
import { PunchoutConfigList } from '@/features/punchout/components/punchout-config-list';
import { t } from '@/locales/zh-CN';

export default function PunchoutRoute() {
  return (
    <PageCard title={t.punchout.title}>
      <PunchoutConfigList />
    </PageCard>
  );
}
