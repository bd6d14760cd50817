import { PageCard } from '@/components/page-card';
import { ShopList } from '@/features/shops/components/shop-list';
import { t } from '@/locales/zh-CN';

/** /shops: the marketplace's shops. */
export default function ShopsRoute() {
  return (
    <PageCard title={t.shops.title}>
      <ShopList />
    </PageCard>
  );
}
