import { DEFAULT_AREA_ID, DEFAULT_AREA_TITLE } from '@mall/shared';
import { unavailableReason, type SkuFactsRow } from '../../trade/cart';
import { provinceName } from '../../catalogue/region';

/** An alert's SKU as it stands in the alert's area (stock of the area's warehouse, else the national one). */
export type AlertFacts = SkuFactsRow & { area_code: string };

/** An alert with its SKU and product as the reads select them (stock of the alert's area). */
export type AlertSkuRow = AlertFacts & {
  id: number;
  sku_id: number;
  product_id: number;
  code: string;
  spec: Record<string, string>;
  title: string;
};

/** Why the SKU cannot be bought in the alert's area now (the cart's rule), or null when it can. */
export function blockedBy(f: AlertFacts): string | null {
  return unavailableReason(
    {
      onShelf: f.on_shelf,
      salesAreaCodes: f.sales_area_codes,
      stock: f.stock,
      moq: Math.max(1, f.moq),
      step: Math.max(1, f.step),
      unit: f.unit,
    },
    f.area_code,
  );
}

export const areaNameOf = (areaCode: string) =>
  areaCode === DEFAULT_AREA_ID ? DEFAULT_AREA_TITLE : (provinceName(areaCode) ?? areaCode);

/** Spec values joined for display ("9件套 / 铬钒钢"). */
export const specText = (spec: Record<string, string> | null) => Object.values(spec ?? {}).join(' / ');
