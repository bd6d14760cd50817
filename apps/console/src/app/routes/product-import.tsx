import { BackLink } from '@/components/back-link';
import { PageCard } from '@/components/page-card';
import { paths } from '@/config/paths';
import { ProductImport } from '@/features/catalogue/components/product-import';
import { t } from '@/locales/zh-CN';

export default function ProductImportRoute() {
  return (
    <>
      <BackLink to={paths.products.getHref()} label={t.catalogue.productsTitle} />
      <PageCard title={t.catalogue.importTitle}>
        <ProductImport />
      </PageCard>
    </>
  );
}
