import { PageCard } from '@/components/page-card';
import { QuotationSettingsForm } from '@/features/quotations/components/quotation-settings-form';
import { t } from '@/locales/zh-CN';

export default function Route() {
  return (
    <PageCard title={t.menu.quotationSettings}>
      <QuotationSettingsForm />
    </PageCard>
  );
}
