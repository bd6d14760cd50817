import { PageCard } from '@/components/page-card';
import { MerchantList } from '@/features/merchants/components/merchant-list';
import { t } from '@/locales/zh-CN';

export default function MerchantsRoute() {
  return (
    <PageCard title={t.merchants.title}>
      <MerchantList />
    </PageCard>
  );
}
