import { useNavigate, useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageCard } from '@/components/page-card';
import { paths } from '@/config/paths';
import { ProductEditor } from '@/features/catalogue/components/product-editor';
import { ProductTaxCodeCard } from '@/features/tax-codes/components/product-tax-code-card';
import { ProductPartsCard } from '@/features/parametric/components/product-parts-card';
import { isPortal } from '@/config/surface';
import { t } from '@/locales/zh-CN';

/** /catalogue/products/new and /catalogue/products/:id. */
export default function ProductEditorRoute() {
  const { id } = useParams();
  const navigate = useNavigate();
  const productId = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <>
      <BackLink to={paths.products.getHref()} label={t.catalogue.productsTitle} />
      <PageCard title={productId ? t.catalogue.editProduct : t.catalogue.newProduct}>
        <ProductEditor
          key={productId ?? 'new'}
          id={productId}
          onCreated={(newId) => navigate(paths.productEdit.getHref(newId), { replace: true })}
          // The tax code and substitutes are the operators' data; a shop keeps its own part numbers.
          aside={(p) => (
            <>
              {!isPortal && <ProductTaxCodeCard productId={p.id} skuIds={p.skus.map((s) => s.id)} />}
              <ProductPartsCard key={p.skus.map((s) => s.id).join()} skus={p.skus} substitutes={!isPortal} />
            </>
          )}
        />
      </PageCard>
    </>
  );
}
