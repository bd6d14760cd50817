import { PageCard } from '@/components/page-card';
import { PaymentList } from '@/features/finance/components/payment-list';
import { t } from '@/locales/zh-CN';

export default function PaymentsRoute() {
  return (
    <PageCard title={t.finance.paymentsTitle}>
      <PaymentList />
    </PageCard>
  );
}
