import { PageCard } from '@/components/page-card';
import { NoticeList } from '@/features/content/components/notice-list';
import { t } from '@/locales/zh-CN';

export default function Route() {
  return (
    <PageCard title={t.content.noticesTitle}>
      <NoticeList />
    </PageCard>
  );
}
