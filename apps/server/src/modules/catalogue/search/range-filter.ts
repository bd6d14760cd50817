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

/** Joins to `x` (a sku_attribute_values row) the same SKU's values inside each of `asks`. */
function sameSku(x: string, asks: readonly RangeAsk[]): SQL {
  return sql.join(
    asks.map(
      (ask, i) =>
        sql`join sku_attribute_values ${sql.raw(`r${i}`)} on ${sql.raw(`r${i}`)}.sku_id = ${sql.raw(x)}.sku_id
          and ${inside(`r${i}`, ask)}`,
    ),
    sql` `,
  );
}

/**
 * The products one of whose SKUs lies inside every asked range (non-empty), as a subquery of product ids:
 * the first range reads the range index, the others join on the same SKU.
 */
export function rangeMatch(asks: readonly RangeAsk[]): SQL {
  const [first, ...rest] = asks;
  return sql`(select x.product_id from sku_attribute_values x ${sameSku('x', rest)} where ${inside('x', first!)})`;
}

/**
 * The bounds of `attrs` over `products` (a subquery of product ids matching every filter but the ranges), each
 * honouring the other attributes' asked ranges on the same SKU, as one JSON array of [id, min, max]. One
 * grouped read for the attributes without a range of their own, one per attribute with one.
 */
export function rangeBoundsSql(attrs: readonly RangeAttr[], asks: readonly RangeAsk[], products: SQL): SQL {
  const asked = new Set(asks.map((a) => a.attributeId));
  const parts: SQL[] = [];
  const bounds = (ids: number[], others: readonly RangeAsk[]) =>
    sql`select x.attribute_id::int as id, min(x.min_value)::text as lo, max(x.max_value)::text as hi
      from sku_attribute_values x ${sameSku('x', others)}
      where x.attribute_id = any(${p(ids)}::bigint[]) and x.problem is null and x.product_id in ${products}
      group by 1`;
  const free = attrs.filter((a) => !asked.has(a.id)).map((a) => a.id);
  if (free.length) parts.push(bounds(free, asks));
  for (const a of attrs)
    if (asked.has(a.id))
      parts.push(
        bounds(
          [a.id],
          asks.filter((x) => x.attributeId !== a.id),
        ),
      );
  if (!parts.length) return sql`null`;
  return sql`(select json_agg(json_build_array(id, lo, hi)) from (${sql.join(
    parts.map((q) => sql`(${q})`),
    sql` union all `,
  )}) b)`;
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
