import { sql } from 'drizzle-orm';
import { COMPARE_MSG, decimalToMicro, isUnitCode, type CompareItem, type CompareResult } from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import { productImagePath } from '../media';
import { skuInAreaColumns, skusInArea, type SkuInAreaRow } from '../catalogue';
import { areaScope, provinceName, resolveAreaCode } from '../region';
import { shownPrice, unitPrices } from '../pricing';

type Row = SkuInAreaRow & {
  attrs: Record<string, string[]>;
  images: string[];
  brand_id: number;
  category_id: number;
  category_title: string;
  parent_id: number;
  first_id: number;
  /** The SKU's readable typed values: [name, display unit, min, max] (base units, decimal text). */
  typed: [string, string, string, string][] | null;
};

/** The attributes with their typed values (issue 50), so the page can write a row in one unit. */
function withTyped(attributes: CompareItem['attributes'], typed: Row['typed']): CompareItem['attributes'] {
  if (!typed?.length) return attributes;
  const byName = new Map(typed.map(([name, unit, lo, hi]) => [name, { unit, lo, hi }]));
  return attributes.map((a) => {
    const t = byName.get(a.name);
    const min = t && decimalToMicro(t.lo);
    const max = t && decimalToMicro(t.hi);
    if (!t || min === undefined || max === undefined || !isUnitCode(t.unit)) return a;
    return { ...a, typed: { min, max, unit: t.unit } };
  });
}

/** A SKU's attributes in its product's order: its own spec value, else the product's values. */
export function skuAttributes(
  attrs: Record<string, string[]>,
  spec: Record<string, string>,
): CompareItem['attributes'] {
  const out = Object.entries(attrs).map(([name, values]) => ({
    name,
    value: spec[name] ?? values.join('、'),
  }));
  for (const [name, value] of Object.entries(spec)) {
    if (!(name in attrs)) out.push({ name, value });
  }
  return out.filter((a) => a.value.trim() !== '');
}

/** The SKU's values of the attributes that tell it from the product's other SKUs (功率 36W). */
function varyingSpec(attrs: Record<string, string[]>, spec: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(spec).filter(([name]) => (attrs[name]?.length ?? 0) > 1));
}

/**
 * The compare page's data for up to four SKUs in the chosen area, in one statement: the asked order kept,
 * unknown and off-shelf SKUs reported in `missing` rather than refused, so one stale id in a buyer's compare
 * list does not hide the others. Records no browsing history (the buyer opened no product page).
 */
export async function compareSkus(
  db: Db,
  skuIds: readonly number[],
  areaCodeInput: string,
  userId: number | null = null,
) {
  const areaCode = resolveAreaCode(areaCodeInput);
  const scope = areaScope(areaCode);
  const rows = await queryRows<Row>(
    db,
    sql`select k.id as sku_id, ${skuInAreaColumns}, p.attrs, p.images, p.brand_id,
          p.category_id, c3.title as category_title, c3.parent_id, c2.parent_id as first_id,
          (select json_agg(json_build_array(a.name, a.unit, v.min_value::text, v.max_value::text))
            from sku_attribute_values v join category_attributes a on a.id = v.attribute_id
            where v.sku_id = k.id and v.problem is null and v.min_value is not null
              and a.type in ('number', 'range')) as typed
        from ${skusInArea(areaCode)}
        join brands b on b.id = p.brand_id
        join categories c3 on c3.id = p.category_id
        join categories c2 on c2.id = c3.parent_id
        where k.id = any(${sql.param([...skuIds])}::int[])`,
  );
  const byId = new Map(rows.map((r) => [r.sku_id, r]));
  const resolved = await unitPrices(db, userId, rows);
  const priceOf = new Map(resolved.map((p, i) => [rows[i]!.sku_id, p]));
  const items: CompareItem[] = [];
  const missing: CompareResult['missing'] = [];
  for (const skuId of skuIds) {
    const r = byId.get(skuId);
    if (!r) {
      missing.push({ skuId, title: null, reason: COMPARE_MSG.NOT_FOUND });
      continue;
    }
    if (!r.on_shelf) {
      missing.push({ skuId, title: r.title, reason: COMPARE_MSG.OFF_SHELF });
      continue;
    }
    const inArea = scope.includes(r.sales_area_codes);
    items.push({
      skuId: r.sku_id,
      productId: r.product_id,
      title: r.title,
      image: r.images[0] ?? productImagePath(r.product_id),
      brandId: r.brand_id,
      brandName: r.brand_name,
      modelNo: r.model_no,
      code: r.code,
      spec: varyingSpec(r.attrs, r.spec),
      category: { id: r.category_id, title: r.category_title, parentId: r.parent_id, firstId: r.first_id },
      ...shownPrice(priceOf.get(r.sku_id)!),
      unit: r.unit,
      moq: r.moq,
      step: r.step,
      stock: r.stock,
      inArea,
      available: inArea && r.stock >= r.moq,
      attributes: withTyped(skuAttributes(r.attrs, r.spec), r.typed),
    });
  }
  const areaName = areaCode === '0000' ? '全国' : (provinceName(areaCode) ?? areaCode);
  return { items, missing, area: { areaCode, areaName } } satisfies CompareResult;
}
