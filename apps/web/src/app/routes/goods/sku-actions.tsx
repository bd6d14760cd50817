import type { ProductDetail, SkuOption } from '@mall/shared';
import { lazyComponent } from '@/components/lazy-antd';
import { useUserStore } from '@/lib/user-store';
import { CompareSkuToggle } from '@/features/compare/components/compare-toggle';

/** My company's 物料编码 of the chosen SKU: loaded (code and request) only for a signed-in buyer. */
const SkuMaterialCode = lazyComponent(() => import('@/features/company/components/sku-material-code'));

/** 替代品: loaded (code and request) only when the chosen SKU cannot be bought here. */
const Substitutes = lazyComponent(() => import('@/features/product/components/substitutes'));

/**
 * Under the product page's buy buttons: 加入对比 for the SKU chosen now, my company's 物料编码 of it (set
 * here by its 管理员/采购员), and its 替代品 when it cannot be bought in the area (off shelf, not sold there,
 * stock short of the minimum order).
 */
export function GoodsSkuActions({ detail, sku }: { detail: ProductDetail; sku: SkuOption | undefined }) {
  // The values that tell this SKU from the product's others (功率 36W), as the spec selector shows them.
  const signedIn = useUserStore((s) => s.user !== null);
  const spec = sku ? sku.specValues.filter(Boolean).join(' / ') : '';
  const blocked =
    !!sku && (!detail.onShelf || !detail.area.inArea || !sku.available || sku.stock < detail.moq);
  return (
    <>
      <CompareSkuToggle
        entry={
          sku
            ? {
                skuId: sku.skuId,
                productId: detail.productId,
                title: detail.title,
                image: detail.images[0] ?? '',
                spec,
              }
            : null
        }
      />
      {sku && signedIn && (
        <SkuMaterialCode
          productId={detail.productId}
          skuId={sku.skuId}
          label={[detail.title, spec].filter(Boolean).join(' ')}
        />
      )}
      {blocked && <Substitutes skuId={sku.skuId} areaCode={detail.area.areaCode} />}
    </>
  );
}
