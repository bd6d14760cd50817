import { PageCard } from '@/components/page-card';
import { RefundList } from '@/features/finance/components/refund-list';
import { t } from '@/locales/zh-CN';

export default function RefundsRoute() {
  return (
    <PageCard title={t.finance.refundsTitle}>
      <RefundList />
    </PageCard>
  );
}
