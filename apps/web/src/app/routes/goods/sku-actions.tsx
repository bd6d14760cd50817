import type { ProductDetail, SkuOption } from '@mall/shared';
import { CompareSkuToggle } from '@/features/compare/components/compare-toggle';

/** Under the product page's buy buttons: 加入对比 for the SKU chosen now. */
export function GoodsSkuActions({ detail, sku }: { detail: ProductDetail; sku: SkuOption | undefined }) {
  // The values that tell this SKU from the product's others (功率 36W), as the spec selector shows them.
  const spec = sku ? sku.specValues.filter(Boolean).join(' / ') : '';
  return (
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
  );
}
