import { PageCard } from '@/components/page-card';
import { QuotationList } from '@/features/quotations/components/quotation-list';
import { t } from '@/locales/zh-CN';

export default function Route() {
  return (
    <PageCard title={t.menu.quotations}>
      <QuotationList />
    </PageCard>
  );
}
