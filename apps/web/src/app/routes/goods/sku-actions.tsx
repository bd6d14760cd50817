import type { ProductDetail, SkuOption } from '@mall/shared';
import { CompareSkuToggle } from '@/features/compare/components/compare-toggle';

/** Under the product page's buy buttons: 加入对比 for the SKU chosen now. */
export function GoodsSkuActions({ detail, sku }: { detail: ProductDetail; sku: SkuOption | undefined }) {
  const spec = sku ? Object.values(sku.spec).filter(Boolean).join(' / ') : '';
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
