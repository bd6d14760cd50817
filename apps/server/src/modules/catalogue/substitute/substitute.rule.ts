import { sql, type SQL } from 'drizzle-orm';
import { SUBSTITUTE_TOLERANCE } from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { areaScope, stockAreaOf } from '../region';

/** One substitute of a SKU: an operator's link (with its note) or the rule's proposal (with its distance). */
export type SubstituteCandidate = {
  skuId: number;
  productId: number;
  linked: boolean;
  note: string;
  /** The rule's distance: the sum over numeric key parameters of the relative gap (0 = equal); 0 for links. */
  score: number;
};

type Row = {
  origin: number;
  sku_id: number;
  product_id: number;
  linked: boolean;
  note: string;
  score: number;
  ord: number;
  sales: number;
};

const p = (values: unknown[]) => sql.param(values);

/**
 * The rule's statement part: for each origin (CTE `o`: sku_id, product_id, category_id), the SKUs of other
 * products of the same level-three category whose typed values equal every key parameter of the origin —
 * the category's filter attributes (is_filter) the origin has a readable value of: numbers and ranges within
 * ±tolerance at both ends, enums and yes/no exactly. An origin without a key value proposes nothing.
 */
function ruleCte(tolerance: number): SQL {
  const lo = sql`(1 - ${tolerance}::numeric)`;
  const hi = sql`(1 + ${tolerance}::numeric)`;
  return sql`keys as (
      select o.sku_id as origin, v.attribute_id, a.type, v.min_value, v.max_value, v.enum_value, v.bool_value
      from o join sku_attribute_values v on v.sku_id = o.sku_id and v.problem is null
      join category_attributes a on a.id = v.attribute_id and a.is_filter),
    key_count as (select origin, count(*) as n from keys group by origin),
    ruled as (
      select k.origin, c.sku_id, count(*) as n,
        sum(case when k.type in ('number', 'range') and k.min_value + k.max_value > 0
          then (abs(c.min_value - k.min_value) + abs(c.max_value - k.max_value)) / (k.min_value + k.max_value)
          else 0 end) as score
      from keys k join o on o.sku_id = k.origin
      join sku_attribute_values c on c.attribute_id = k.attribute_id and c.problem is null
        and c.product_id <> o.product_id
      join products cp on cp.id = c.product_id and cp.category_id = o.category_id
      where case
        when k.type in ('number', 'range') then
          c.min_value between k.min_value * ${lo} and k.min_value * ${hi}
          and c.max_value between k.max_value * ${lo} and k.max_value * ${hi}
        when k.type = 'enum' then c.enum_value = k.enum_value
        else c.bool_value = k.bool_value end
      group by k.origin, c.sku_id)`;
}

/**
 * Substitutes of each of `skuIds`, in one statement: operator links first (in the order linked), then the
 * rule's proposals (nearest first, then best sellers), at most `limit` each. With an area, only SKUs that
 * can be bought there now (on shelf, sold in the area, the area's stock covers the minimum order); without
 * one (the console), every SKU. Another SKU of the origin's own product is never proposed.
 */
export async function substituteCandidates(
  db: DbOrTx,
  skuIds: readonly number[],
  opts: { areaCode: string | null; limit: number; tolerance?: number },
): Promise<Map<number, SubstituteCandidate[]>> {
  const out = new Map<number, SubstituteCandidate[]>();
  const ids = [...new Set(skuIds)];
  if (!ids.length) return out;
  const area = opts.areaCode;
  const available = area
    ? sql`and p.on_shelf ${areaScope(area).and(sql`p.sales_area_codes`)}
        and coalesce(a.stock, k.stock) >= greatest(p.moq, 1)`
    : sql``;
  const rows = await queryRows<Row>(
    db,
    sql`with o as (
        select k.id as sku_id, k.product_id, p.category_id from skus k join products p on p.id = k.product_id
        where k.id = any(${p(ids)}::int[])),
      ${ruleCte(opts.tolerance ?? SUBSTITUTE_TOLERANCE)},
      candidates as (
        select l.sku_id as origin, l.substitute_sku_id as sku_id, true as linked, l.note, 0::numeric as score,
          l.id as ord
        from sku_substitutes l where l.sku_id = any(${p(ids)}::int[])
        union all
        select r.origin, r.sku_id, false, '', r.score, 0 from ruled r
        join key_count kc on kc.origin = r.origin and kc.n = r.n)
      select x.origin, x.sku_id, k.product_id, x.linked, x.note, x.score::float8 as score, x.ord::float8 as ord,
        p.sales_count as sales
      from candidates x join skus k on k.id = x.sku_id join products p on p.id = k.product_id
      left join sku_area_stocks a on a.sku_id = k.id and a.area_code = ${stockAreaOf(area ?? '0000')}
      where x.sku_id <> x.origin ${available}`,
  );
  rows.sort(
    (a, b) =>
      Number(b.linked) - Number(a.linked) ||
      a.ord - b.ord ||
      a.score - b.score ||
      b.sales - a.sales ||
      a.sku_id - b.sku_id,
  );
  for (const r of rows) {
    const list = out.get(r.origin) ?? [];
    if (list.length >= opts.limit || list.some((c) => c.skuId === r.sku_id)) continue;
    list.push({
      skuId: r.sku_id,
      productId: r.product_id,
      linked: r.linked,
      note: r.note,
      score: r.score,
    });
    out.set(r.origin, list);
  }
  return out;
}
