import { PageCard } from '@/components/page-card';
import { AgreementPrices } from '@/features/pricing/components/agreement-prices';
import { t } from '@/locales/zh-CN';

export default function AgreementPricesRoute() {
  return (
    <PageCard title={t.pricing.title}>
      <AgreementPrices />
    </PageCard>
  );
}
