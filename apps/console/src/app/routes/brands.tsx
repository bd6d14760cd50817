import { PageCard } from '@/components/page-card';
import { BrandList } from '@/features/catalogue/components/brand-list';
import { t } from '@/locales/zh-CN';

export default function BrandsRoute() {
  return (
    <PageCard title={t.catalogue.brandsTitle}>
      <BrandList />
    </PageCard>
  );
}
