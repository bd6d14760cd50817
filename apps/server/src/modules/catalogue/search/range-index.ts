import { sql } from 'drizzle-orm';
import { decimalToMicro } from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';

/*
 * The range index (参数选型): the typed values of a set of numeric attributes and the search rows of the
 * products that carry them, read at once and held per index version (search.service.ts); range-listing.ts
 * answers a ranged category listing from it.
 */

/**
 * The typed values of one attribute: parallel columns of rows (micro base units; an unread value holds
 * lo = +∞ and hi = −∞, inside no range and no bound). `sku` is the SKU's index in the index's SKUs, `row`
 * its product's in `rows` (−1: not on the shelf).
 */
type Values = { sku: Int32Array; row: Int32Array; lo: Float64Array; hi: Float64Array };

/** A product's search row, as the listing statement reads it (on the shelf only). */
export type Row = {
  id: number;
  cats: [number, number, number];
  brand: number;
  price: number;
  sales: number;
  /** created_at in microseconds since the epoch (ties ordered as PostgreSQL orders them). */
  created: number;
  inStock: boolean;
  areas: string[];
  keys: string[];
  /** Each key's attribute name (before its first '='). */
  names: string[];
};

/** The typed values of a set of numeric attributes and the search rows of the products that carry them. */
export type RangeIndex = { values: Map<number, Values>; rows: Row[]; skus: number };

/**
 * Reads the index of `attributeIds`; null when a value is not held exactly in micro units (a number beyond
 * 2^53 micro units, or an interval with one end unread): the statement answers those listings.
 */
export async function loadRangeIndex(
  db: DbOrTx,
  attributeIds: readonly number[],
): Promise<RangeIndex | null> {
  const ids = sql.param([...attributeIds]);
  const [vals, prods] = await Promise.all([
    queryRows<{ s: number; p: number; a: number; lo: string | null; hi: string | null }>(
      db,
      sql`select sku_id as s, product_id as p, attribute_id::int as a, min_value::text as lo, max_value::text as hi
          from sku_attribute_values where attribute_id = any(${ids}::bigint[]) and problem is null`,
    ),
    queryRows<{
      id: number;
      c1: number;
      c2: number;
      c3: number;
      brand: number;
      price: number;
      sales: number;
      created: string;
      stock: boolean;
      areas: string[];
      keys: string[];
    }>(
      db,
      sql`select s.product_id as id, s.first_category_id as c1, s.second_category_id as c2, s.category_id as c3,
            s.brand_id as brand, s.min_price_fen as price, s.sales_count as sales,
            ((extract(epoch from s.created_at) * 1000000)::bigint)::text as created, s.in_stock as stock,
            s.area_codes as areas, s.attr_keys as keys
          from product_search s
          where s.on_shelf and s.product_id = any(array(select distinct product_id from sku_attribute_values
            where attribute_id = any(${ids}::bigint[]) and problem is null))`,
    ),
  ]);
  const rows: Row[] = [];
  const rowOf = new Map<number, number>();
  for (const r of prods) {
    const created = Number(r.created);
    if (!Number.isSafeInteger(created)) return null;
    rowOf.set(r.id, rows.length);
    rows.push({
      id: r.id,
      cats: [r.c1, r.c2, r.c3],
      brand: r.brand,
      price: r.price,
      sales: r.sales,
      created,
      inStock: r.stock,
      areas: r.areas,
      keys: r.keys,
      names: r.keys.map((k) => (k.includes('=') ? k.slice(0, k.indexOf('=')) : k)),
    });
  }
  const skuOf = new Map<number, number>();
  const byAttr = new Map<number, typeof vals>();
  for (const v of vals) {
    if (!skuOf.has(v.s)) skuOf.set(v.s, skuOf.size);
    const list = byAttr.get(v.a) ?? [];
    list.push(v);
    byAttr.set(v.a, list);
  }
  const values = new Map<number, Values>();
  for (const [attr, list] of byAttr) {
    const col: Values = {
      sku: new Int32Array(list.length),
      row: new Int32Array(list.length),
      lo: new Float64Array(list.length),
      hi: new Float64Array(list.length),
    };
    for (let i = 0; i < list.length; i++) {
      const v = list[i]!;
      if (v.lo === null && v.hi === null) {
        col.lo[i] = Infinity;
        col.hi[i] = -Infinity;
      } else {
        const lo = v.lo === null ? undefined : decimalToMicro(v.lo);
        const hi = v.hi === null ? undefined : decimalToMicro(v.hi);
        if (lo === undefined || hi === undefined) return null;
        col.lo[i] = lo;
        col.hi[i] = hi;
      }
      col.sku[i] = skuOf.get(v.s)!;
      col.row[i] = rowOf.get(v.p) ?? -1;
    }
    values.set(attr, col);
  }
  return { values, rows, skus: skuOf.size };
}
