import { CART_UNAVAILABLE_REASON } from '@mall/shared';
import { areaScope } from '../../catalogue/region';

export type SkuFacts = {
  onShelf: boolean;
  salesAreaCodes: string[];
  stock: number;
  moq: number;
  step: number;
  unit: string;
};

/** The SKU columns a read selects for the rules. */
export type SkuFactsRow = {
  on_shelf: boolean;
  sales_area_codes: string[];
  stock: number;
  moq: number;
  step: number;
  unit: string;
};

/** The same, null where a left-joined SKU is gone. */
type SkuFactsColumns = { [K in keyof SkuFactsRow]: SkuFactsRow[K] | null };

/** The rules' facts of a SKU as a read selected them; a gone SKU is off shelf with nothing in stock. */
export function skuFactsOf(r: SkuFactsColumns): SkuFacts {
  return {
    onShelf: r.on_shelf ?? false,
    salesAreaCodes: r.sales_area_codes ?? [],
    stock: r.stock ?? 0,
    moq: r.moq ?? 1,
    step: r.step ?? 1,
    unit: r.unit ?? '',
  };
}

/** The largest quantity of the form moq + n × step that the stock covers (0 when even the moq is not). */
export function maxBuyable(f: Pick<SkuFacts, 'stock' | 'moq' | 'step'>): number {
  if (f.stock < f.moq) return 0;
  return f.moq + Math.floor((f.stock - f.moq) / f.step) * f.step;
}

/** Why the SKU cannot be bought in the area at all (listed apart in the cart), else null. */
export function unavailableReason(f: SkuFacts, areaCode: string): string | null {
  if (!f.onShelf) return CART_UNAVAILABLE_REASON.OFF_SHELF;
  if (!areaScope(areaCode).includes(f.salesAreaCodes)) return CART_UNAVAILABLE_REASON.NOT_IN_AREA;
  if (maxBuyable(f) === 0) return CART_UNAVAILABLE_REASON.OUT_OF_STOCK;
  return null;
}

/** The Chinese reason a quantity breaks the moq/step/stock rules, else null. */
export function quantityProblem(f: SkuFacts, quantity: number): string | null {
  if (quantity < f.moq) return `起订量为 ${f.moq}${f.unit}`;
  if ((quantity - f.moq) % f.step !== 0)
    return f.moq === f.step || f.moq % f.step === 0
      ? `购买数量须为 ${f.step}${f.unit}的整数倍`
      : `购买数量须在起订量 ${f.moq}${f.unit}的基础上按 ${f.step}${f.unit}递增`;
  const max = maxBuyable(f);
  if (quantity > max) return max > 0 ? `库存不足，最多可购买 ${max}${f.unit}` : '商品已售罄';
  return null;
}
