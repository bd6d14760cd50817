import type { ProductCard } from '@mall/shared';
import { CompareTileToggle } from '@/features/compare/components/compare-toggle';

/** The 对比 check box of every listing tile (category, search, brand, scene zone listings). */
export function compareTileExtra(product: ProductCard) {
  return (
    <CompareTileToggle
      entry={{
        skuId: product.skuId,
        productId: product.productId,
        title: product.title,
        image: product.image,
        spec: '',
      }}
    />
  );
}
