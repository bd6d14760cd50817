import { fenToYuan, yuanToFen, type ProductCard, type ProductDetail } from '@mall/shared';
import { PRICE_TAG } from './price-resolver';
import type { MemoAgreement, PricingCaller, PricingMemo } from './pricing-memo';

/*
 * Read-time overlay of a member's agreement prices (协议价) on the shared cached listing, search and detail
 * answers: the cached bodies stay the visitor's, and one indexed query for the page's products puts the
 * caller's company prices on top. Nothing is cached per company (docs/decisions/…-agreement-prices.md); the
 * prices come from the per-process memo (`PricingMemo`), so a hot member's page costs no query.
 */

const AGREEMENT = PRICE_TAG.agreement;

/** Lowest agreement price per product, from the rows of one query. */
export function lowestByProduct(rows: readonly MemoAgreement[]) {
  const low = new Map<number, number>();
  for (const r of rows) {
    const was = low.get(r.productId);
    if (was === undefined || r.priceFen < was) low.set(r.productId, r.priceFen);
  }
  return low;
}

// Wire prices are fenToYuan's "123.45": read and written here without regex or BigInt (a hot member's page
// overlays dozens per request); anything else goes through the shared functions.
const PLAIN = /^\d{1,13}\.\d\d$/;
export const fenOf = (yuan: string) => (PLAIN.test(yuan) ? Math.round(Number(yuan) * 100) : yuanToFen(yuan));
export const yuanOf = (fen: number) =>
  Number.isSafeInteger(fen) && fen >= 0 && fen < 1e15 ? (fen / 100).toFixed(2) : fenToYuan(fen);

/** A card with the agreement price when it is below the card's list price. */
function markCard<T extends ProductCard>(card: T, low: ReadonlyMap<number, number>): T {
  const agreed = low.get(card.productId);
  if (agreed === undefined || agreed >= fenOf(card.price)) return card;
  return { ...card, price: yuanOf(agreed), listPrice: card.price, priceTag: AGREEMENT };
}

/** Cards (of one or several lists) with the caller's agreement prices; the same arrays when none apply. */
export async function overlayCards<T extends ProductCard>(
  memo: PricingMemo,
  caller: PricingCaller,
  lists: readonly (readonly T[])[],
): Promise<T[][] | null> {
  if (!caller?.priced) return null;
  const ids = lists.flatMap((l) => l.map((c) => c.productId));
  if (!ids.length) return null;
  const rows = await memo.agreements(caller, ids);
  if (!rows.length) return null;
  const low = lowestByProduct(rows);
  return lists.map((l) => l.map((c) => markCard(c, low)));
}

/** The products whose agreement prices a detail shows: its own and its related cards'. */
export const detailProductIds = (detail: ProductDetail) => [
  detail.productId,
  ...detail.related.map((c) => c.productId),
];

/** The detail with these agreement prices (the caller's, valid today) on top; null when there are none. */
export function priceDetail(detail: ProductDetail, rows: readonly MemoAgreement[]): ProductDetail | null {
  if (!rows.length) return null;
  const bySku = new Map(rows.map((r) => [r.skuId, r.priceFen]));
  const skus = detail.skus.map((s) => {
    const agreed = bySku.get(s.skuId);
    if (agreed === undefined || agreed >= fenOf(s.price)) return s;
    return { ...s, price: yuanOf(agreed), listPrice: s.price, priceTag: AGREEMENT };
  });
  const prices = skus.map((s) => fenOf(s.price));
  const low = lowestByProduct(rows);
  return {
    ...detail,
    skus,
    minPrice: prices.length ? yuanOf(Math.min(...prices)) : detail.minPrice,
    maxPrice: prices.length ? yuanOf(Math.max(...prices)) : detail.maxPrice,
    related: detail.related.map((c) => markCard(c, low)),
  };
}
