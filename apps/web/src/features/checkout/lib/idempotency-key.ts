/** A fresh idempotency key (uuid) for one checkout page visit. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Reads the checkout source from the URL: ?cartIds=1,2 (from the cart) or ?skuId=&quantity= (立即购买). */
export function sourceFromSearch(
  search: URLSearchParams,
): { cartLineIds: number[] } | { items: { skuId: number; quantity: number }[] } | null {
  const cartIds = (search.get('cartIds') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  if (cartIds.length > 0) return { cartLineIds: cartIds };
  const skuId = Number(search.get('skuId'));
  const quantity = Number(search.get('quantity') ?? 1);
  if (Number.isInteger(skuId) && skuId > 0 && Number.isInteger(quantity) && quantity > 0) {
    return { items: [{ skuId, quantity }] };
  }
  return null;
}
