import { sql, type SQL } from 'drizzle-orm';
import {
  CATALOGUE_MSG,
  UNITS,
  decimalToMicro,
  formatQuantity,
  isUnitCode,
  microToDecimal,
  parseQuantity,
  unitOf,
  type ProductSearchQuery,
  type UnitCode,
} from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/app-error';

/*
 * Range filters on numeric attributes (参数选型, issue 50 part 2) over `sku_attribute_values` (min/max in the
 * base unit; a point value has min = max). docs/decisions/2026-11-30-range-filters.md.
 */

const p = (values: unknown[]) => sql.param(values);

/** A numeric filter attribute (category_attributes, type number or range, is_filter). */
export type RangeAttr = {
  id: number;
  name: string;
  type: 'number' | 'range';
  unit: UnitCode;
  sort: number;
  /** Its category and that category's ancestors. */
  path: number[];
};

/** A range asked for, in base units as the numeric columns hold them (decimal text); an end may be open. */
export type RangeAsk = { attributeId: number; min?: string; max?: string };

/** The lowest and highest value of an attribute over the matching products (decimal base units). */
export type RangeBounds = { attributeId: number; min: string | null; max: string | null };

/** Every numeric filter attribute and the category tree, as one index version holds them. */
export type RangeCatalogue = { attrs: Map<number, RangeAttr>; parents: Map<number, number> };

export async function loadRangeCatalogue(db: DbOrTx): Promise<RangeCatalogue> {
  const [attrs, cats] = await Promise.all([
    queryRows<{
      id: number;
      name: string;
      type: 'number' | 'range';
      unit: string;
      sort: number;
      cat: number;
    }>(
      db,
      sql`select id::int as id, name, type, unit, sort, category_id as cat from category_attributes
          where is_filter and type in ('number', 'range')`,
    ),
    queryRows<{ id: number; parent: number }>(db, sql`select id, parent_id as parent from categories`),
  ]);
  const parents = new Map(cats.map((c) => [c.id, c.parent]));
  const map = new Map<number, RangeAttr>();
  for (const a of attrs) {
    if (!isUnitCode(a.unit)) continue;
    map.set(a.id, { ...a, unit: a.unit, path: pathOf(parents, a.cat) });
  }
  return { attrs: map, parents };
}

function pathOf(parents: ReadonlyMap<number, number>, id: number): number[] {
  const path: number[] = [];
  for (let c = id; c > 0 && path.length < 5; c = parents.get(c) ?? 0) path.push(c);
  return path;
}

/**
 * The numeric filter attributes a listing of `categoryId` answers bounds for: defined on it, an ancestor or a
 * descendant; in display order.
 */
export function attrsOfCategory(rc: RangeCatalogue, categoryId: number): RangeAttr[] {
  const own = pathOf(rc.parents, categoryId);
  return [...rc.attrs.values()]
    .filter((a) => a.path.includes(categoryId) || own.includes(a.path[0]!))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** One end typed by the buyer → decimal base units; a unit of another dimension or a too fine value is 400. */
function boundOf(text: string | undefined, attr: RangeAttr, unit: UnitCode): string | undefined {
  if (text === undefined) return undefined;
  const q = parseQuantity(text, UNITS[attr.unit].dimension, { bareUnit: unit });
  if (q.kind !== 'number')
    throw badRequest(q.kind === 'unparsed' ? q.reason : CATALOGUE_MSG.RANGE_VALUE_INVALID);
  return microToDecimal(q.micro);
}

/** The request's ranges in base units (ends normalised with units.ts); an unknown attribute or unit is 400. */
export function rangeAsks(rc: RangeCatalogue, ranges: ProductSearchQuery['ranges']): RangeAsk[] {
  const asks: RangeAsk[] = [];
  for (const [key, r] of Object.entries(ranges ?? {})) {
    const attr = rc.attrs.get(Number(key));
    if (!attr) throw badRequest(CATALOGUE_MSG.RANGE_ATTRIBUTE_NOT_FOUND);
    const unit = r.unit ? unitOf(r.unit) : attr.unit;
    if (!unit) throw badRequest(`无法识别的单位「${r.unit}」`);
    if (UNITS[unit].dimension !== UNITS[attr.unit].dimension)
      throw badRequest(`单位「${r.unit}」不能用于「${attr.name}」`);
    const min = boundOf(r.min, attr, unit);
    const max = boundOf(r.max, attr, unit);
    if (min === undefined && max === undefined) continue;
    if (min !== undefined && max !== undefined && decimalToMicro(min)! > decimalToMicro(max)!)
      throw badRequest(CATALOGUE_MSG.RANGE_ORDER);
    asks.push({ attributeId: attr.id, min, max });
  }
  return asks.sort((a, b) => a.attributeId - b.attributeId);
}

/** A base-unit decimal written in the attribute's display unit, as a plain decimal ("20", "0.5"). */
export function inDisplayUnit(decimal: string | null, unit: UnitCode): string | null {
  if (decimal === null) return null;
  const micro = decimalToMicro(decimal);
  return micro === undefined ? null : formatQuantity(micro, unit).replace(/\s*[^\d.]+$/, '');
}

/** The typed value row `v` lies in (number) or overlaps (range) the asked range; unread values never do. */
function inside(v: string, ask: RangeAsk): SQL {
  const a = sql.raw(v);
  const parts = [sql`${a}.attribute_id = ${ask.attributeId}`, sql`${a}.problem is null`];
  if (ask.max !== undefined) parts.push(sql`${a}.min_value <= ${ask.max}::numeric`);
  if (ask.min !== undefined) parts.push(sql`${a}.max_value >= ${ask.min}::numeric`);
  return sql.join(parts, sql` and `);
}

/** The asked ranges' flags of a SKU (k0, k1…), every one of them but `skip`'s, joined with `and` (none: true). */
function allInside(asks: readonly RangeAsk[], skip?: number): SQL {
  const ks = asks.flatMap((a, i) => (a.attributeId === skip ? [] : [sql.raw(`k.k${i}`)]));
  return ks.length ? sql.join(ks, sql` and `) : sql`true`;
}

/**
 * With ranges asked, three CTEs over `cand` (a CTE of the product ids matching every filter but the ranges):
 * `rv`, the typed values of their SKUs for the asked attributes and `attrIds`, read once; `rk`, per SKU whether
 * it lies inside each asked range (k0, k1…); `rp`, the products one of whose SKUs lies inside every one.
 * Grouping per SKU, rather than joining the values once per range, keeps the plan off the planner's guess of
 * how two ranges overlap: it guessed 1 SKU for 1,645 and rescanned the match once per product (1.6 s).
 */
export function rangeCtes(asks: readonly RangeAsk[], attrIds: readonly number[]): SQL {
  const ids = [...new Set([...asks.map((a) => a.attributeId), ...attrIds])];
  const flags = asks.map((ask, i) => sql`bool_or(${inside('v', ask)}) as ${sql.raw(`k${i}`)}`);
  return sql`rv as materialized (select x.sku_id, x.product_id, x.attribute_id, x.min_value, x.max_value, x.problem
      from sku_attribute_values x
      where x.attribute_id = any(${p(ids)}::bigint[]) and x.problem is null
        and x.product_id in (select product_id from cand)),
    rk as materialized (select v.sku_id, ${sql.join(flags, sql`, `)} from rv v group by v.sku_id),
    rp as (select distinct v.product_id from rv v join rk k on k.sku_id = v.sku_id where ${allInside(asks)})`;
}

const boundsJson = (rows: SQL) => sql`(select json_agg(json_build_array(id, lo, hi)) from (${rows}) t)`;

/**
 * The bounds of `attrs` over `products` (a subquery of product ids matching every filter), as one JSON array of
 * [id, min, max]: no range asked.
 */
export function rangeBoundsSql(attrs: readonly RangeAttr[], products: SQL): SQL {
  return boundsJson(sql`select x.attribute_id::int as id, min(x.min_value)::text as lo, max(x.max_value)::text as hi
    from sku_attribute_values x
    where x.attribute_id = any(${p(attrs.map((a) => a.id))}::bigint[]) and x.problem is null
      and x.product_id in ${products}
    group by 1`);
}

/**
 * The bounds of `attrs` with ranges asked, from `rangeCtes`' values: over the products of `base` that `keep`
 * (every filter but the ranges), each attribute honouring the other attributes' asked ranges on the same SKU.
 */
export function askedBoundsSql(
  attrs: readonly RangeAttr[],
  asks: readonly RangeAsk[],
  base: SQL,
  keep: SQL,
): SQL {
  const own = asks
    .filter((a) => attrs.some((x) => x.id === a.attributeId))
    .map((a) => sql`when ${a.attributeId} then ${allInside(asks, a.attributeId)}`);
  const honours = own.length
    ? sql`case v.attribute_id ${sql.join(own, sql` `)} else ${allInside(asks)} end`
    : allInside(asks);
  return boundsJson(sql`select v.attribute_id::int as id, min(v.min_value)::text as lo, max(v.max_value)::text as hi
    from rv v join rk k on k.sku_id = v.sku_id join ${base} b on b.product_id = v.product_id
    where v.attribute_id = any(${p(attrs.map((a) => a.id))}::bigint[]) and ${keep} and ${honours}
    group by 1`);
}

/** The bounds of every attribute of the request from the statement's rows (none read: nulls). */
export function boundsOf(
  attrs: readonly RangeAttr[],
  rows: readonly [number, string | null, string | null][] | null,
): RangeBounds[] {
  const got = new Map((rows ?? []).map(([id, lo, hi]) => [Number(id), [lo, hi] as const]));
  return attrs.map((a) => {
    const b = got.get(a.id);
    return { attributeId: a.id, min: b?.[0] ?? null, max: b?.[1] ?? null };
  });
}
