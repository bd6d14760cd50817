import { PageCard } from '@/components/page-card';
import { BannerList } from '@/features/content/components/banner-list';
import { t } from '@/locales/zh-CN';

export default function Route() {
  return (
    <PageCard title={t.content.bannersTitle}>
      <BannerList />
    </PageCard>
  );
}
