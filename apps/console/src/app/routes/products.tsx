import { PageCard } from '@/components/page-card';
import { paths } from '@/config/paths';
import { ProductList } from '@/features/catalogue/components/product-list';
import { t } from '@/locales/zh-CN';

export default function ProductsRoute() {
  return (
    <PageCard title={t.catalogue.productsTitle}>
      <ProductList
        editHref={paths.productEdit.getHref}
        newHref={paths.productNew.getHref()}
        importHref={paths.productImport.getHref()}
      />
    </PageCard>
  );
}
