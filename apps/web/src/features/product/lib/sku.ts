import type { ProductDetail, SkuOption } from '@mall/shared';

type SkuData = Pick<ProductDetail, 'specAttrs' | 'skus'>;

/** The SKU with exactly these spec values (in the order of specAttrs), if any. */
export function findSku(data: SkuData, values: string[]): SkuOption | undefined {
  return data.skus.find((s) => sameValues(s.specValues, values));
}

function sameValues(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * Whether choosing `value` for attribute `index`, keeping the other chosen values, lands on a SKU that can be
 * bought. With `anySku` (the product is not sold in the area, so nothing can be bought) it only needs to exist.
 */
export function isChoosable(
  data: SkuData,
  selection: string[],
  index: number,
  value: string,
  anySku = false,
): boolean {
  return data.skus.some(
    (s) =>
      (anySku || s.available) &&
      s.specValues[index] === value &&
      s.specValues.every((v, j) => j === index || selection[j] === undefined || v === selection[j]),
  );
}

/**
 * The selection after choosing `value` for attribute `index`: the exact combination when it exists,
 * otherwise the first (preferably available) SKU carrying that value, so a choice never leads nowhere.
 */
export function choose(data: SkuData, selection: string[], index: number, value: string): string[] {
  const wanted = selection.map((v, i) => (i === index ? value : v));
  const exact = data.skus.find((s) => sameValues(s.specValues, wanted));
  if (exact) return wanted;
  const withValue = data.skus.filter((s) => s.specValues[index] === value);
  const best = withValue.find((s) => s.available) ?? withValue[0];
  return best ? [...best.specValues] : selection;
}

/**
 * The nearest quantity a buyer may order: at least the minimum order quantity, the minimum plus a whole
 * number of steps, and (when stock is known and enough) not above the stock.
 */
export function normalizeQuantity(raw: number, moq: number, step: number, stock: number): number {
  const min = Math.max(1, moq);
  const inc = Math.max(1, step);
  const wanted = Number.isFinite(raw) ? Math.floor(raw) : min;
  let qty = wanted <= min ? min : min + Math.ceil((wanted - min) / inc) * inc;
  if (stock >= min && qty > stock) qty = min + Math.floor((stock - min) / inc) * inc;
  return qty;
}

/** The largest quantity that can be ordered from `stock` (0 when not even the minimum is in stock). */
export function maxQuantity(moq: number, step: number, stock: number): number {
  const min = Math.max(1, moq);
  if (stock < min) return 0;
  return min + Math.floor((stock - min) / Math.max(1, step)) * Math.max(1, step);
}
