import type { ProductCard } from '@mall/shared';
import { lazyComponent } from '@/components/lazy-antd';
import { useUserStore } from '@/lib/user-store';

/** The company's codes on a tile: their code (and request) come only for a signed-in buyer. */
const TileNote = lazyComponent(() => import('@/features/company/components/material-code-tile'));

function SignedInTileNote({ productId }: { productId: number }) {
  const signedIn = useUserStore((s) => s.user !== null);
  return signedIn ? <TileNote productId={productId} /> : null;
}

/** The company's 物料编码 on every listing tile (for its members; nothing for anyone else). */
export function materialCodeTileNote(product: ProductCard) {
  return <SignedInTileNote productId={product.productId} />;
}
