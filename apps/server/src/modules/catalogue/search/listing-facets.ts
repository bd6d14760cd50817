import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';
import type { AreaScope } from '../region';
import { BAND_CASE, type CountedFacets } from './search-hits';

/**
 * Facets of plain category listings prepared when products are written (table `listing_facets`, see its
 * comment): the first page of a category nobody asked for lately costs its page of ids and one primary-key
 * read instead of the facet statement over every product of the category.
 */

const p = (values: unknown[]) => sql.param(values);

/** The live listing's cuts (search-engine.ts): brands by count then id, 60; categories likewise, 40. */
const BRAND_FACETS = 60;
const CATEGORY_FACETS = 40;

/**
 * The area sets a prepared row may be read for: `['*']` for 全国, `['0000', province]` for a mainland
 * province; undefined for an area whose listing is not prepared (Hong Kong, Macao, Taiwan: only their own
 * products, which the rows do not split out).
 */
export function preparedAreas(area: AreaScope): string[] | undefined {
  const codes = area.codes;
  if (codes === null) return ['*'];
  return codes.length === 2 && codes[0] === '0000' ? [...codes] : undefined;
}

/**
 * What a plain listing's facets read of one product's index row (`inputs`, as text), its categories, and its
 * full-text document (which keywords find it: keyword_facets).
 */
type FacetInput = { cats: number[]; inputs: string; doc: string; sales: number };
/** Rows' facet inputs by product id (before or after a change). */
type FacetRows = ReadonlyMap<number, FacetInput>;

/** The facet inputs of these products' index rows, read before and after a write (`touchedCategories`). */
export async function facetInputs(
  db: DbOrTx,
  productIds: readonly number[],
): Promise<Map<number, FacetInput>> {
  const rows = await queryRows<FacetInput & { product_id: number }>(
    db,
    sql`select product_id,
          array[category_id, second_category_id, first_category_id] as cats,
          json_build_array(category_id, second_category_id, first_category_id, brand_id, ${BAND_CASE}, on_shelf,
            area_codes, attr_keys, ranges)::text as inputs, doc::text as doc, sales_count as sales
        from product_search where product_id = any(${p([...productIds])}::int[])`,
  );
  return new Map(
    rows.map((r) => [r.product_id, { cats: r.cats, inputs: r.inputs, doc: r.doc, sales: r.sales }]),
  );
}

/**
 * What `take` gives of each side (old and new) of the rows that `changed` says changed, once each: the rows
 * of either side are paired by product id.
 */
function ofChanged<T>(
  before: FacetRows,
  after: FacetRows,
  changed: (was: FacetInput | undefined, now: FacetInput | undefined) => boolean,
  take: (side: FacetInput) => readonly T[],
): T[] {
  const found = new Set<T>();
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(id);
    const now = after.get(id);
    if (!changed(was, now)) continue;
    for (const side of [was, now]) for (const t of side ? take(side) : []) found.add(t);
  }
  return [...found];
}

/** The categories (any level) whose prepared facets a change of these rows touches: old and new ones. */
export function touchedCategories(before: FacetRows, after: FacetRows): number[] {
  return ofChanged(
    before,
    after,
    (was, now) => was?.inputs !== now?.inputs,
    (side) => side.cats,
  );
}

/**
 * The documents (before and after) of the rows whose facet inputs or document changed: the keywords that
 * find one of them are the ones whose prepared facets the change touches.
 */
export function changedDocs(before: FacetRows, after: FacetRows): string[] {
  return ofChanged(
    before,
    after,
    (was, now) => was?.inputs !== now?.inputs || was?.doc !== now?.doc,
    (side) => [side.doc],
  );
}

/**
 * The documents of the rows whose sales alone changed (`changedDocs` has the others): the keywords that find
 * one of them rank their heads again.
 */
export function salesChangedDocs(before: FacetRows, after: FacetRows): string[] {
  const docs: string[] = [];
  for (const [id, now] of after) {
    const was = before.get(id);
    if (was && was.inputs === now.inputs && was.doc === now.doc && was.sales !== now.sales)
      docs.push(now.doc);
  }
  return docs;
}

/**
 * The area sets a product on shelf counts under (lateral over `s`, a product_search row): `*`, and its
 * nationwide set or each mainland province it is sold in.
 */
export const AREA_SETS = sql`cross join lateral (
    select '*'::text as area
    union all select '0000' where '0000' = any(s.area_codes)
    union all select x from unnest(s.area_codes) x
      where not ('0000' = any(s.area_codes)) and x ~ '^[0-9]{2}0000$' and x < '710000'
  ) a`;

/**
 * Inserts into `table` the complete counts (total, brands, level-3 categories, price bands, attributes) of
 * `rows` per key and area, and for listings the bounds of the numeric attributes. `rows` selects `area`,
 * brand_id, category_id, min_price_fen, attr_keys (listings: and ranges) and the key columns (`keys`: its
 * name in `rows` → the table's column).
 */
export function insertFacetCounts(
  table: 'listing_facets' | 'keyword_facets',
  keys: Record<string, string>,
  rows: SQL,
): SQL {
  const bounds = table === 'listing_facets';
  const k = sql.raw(Object.keys(keys).join(', '));
  const n = Object.keys(keys).length;
  const by = (extra: number) =>
    sql.raw(Array.from({ length: n + 1 + extra }, (_, i) => String(i + 1)).join(', '));
  const tk = sql.raw(
    Object.keys(keys)
      .map((key) => `t.${key}`)
      .join(', '),
  );
  return sql`
      with base as materialized (${rows}),
      totals as (select ${k}, area, count(*)::int as total from base group by ${by(0)}),
      brands as (select ${k}, area, json_agg(json_build_array(brand_id, n)) as j
        from (select ${k}, area, brand_id, count(*)::int as n from base group by ${by(1)}) x group by ${by(0)}),
      cats as (select ${k}, area, json_agg(json_build_array(category_id, n)) as j
        from (select ${k}, area, category_id, count(*)::int as n from base group by ${by(1)}) x
        group by ${by(0)}),
      prices as (select ${k}, area, json_agg(json_build_array(band, n)) as j
        from (select ${k}, area, ${BAND_CASE} as band, count(*)::int as n from base group by ${by(1)}) x
        group by ${by(0)}),
      attrs as (select ${k}, area, json_agg(json_build_array(k, n)) as j
        from (select ${k}, area, k, count(*)::int as n from base, unnest(attr_keys) k group by ${by(1)}) x
        group by ${by(0)})
      ${
        bounds
          ? sql`, rng as (select ${k}, area, json_agg(json_build_array(id, lo, hi) order by id) as j
        from (select ${k}, area, (r->>0)::int as id, min((r->>1)::numeric)::text as lo,
            max((r->>2)::numeric)::text as hi
          from base, jsonb_array_elements(base.ranges) r group by ${by(1)}) x
        group by ${by(0)})`
          : sql``
      }
      insert into ${sql.raw(table)} (${sql.raw(Object.values(keys).join(', '))}, area, total, brands,
        categories, prices, attrs ${bounds ? sql`, ranges` : sql``})
      select ${tk}, t.area, t.total, coalesce(b.j, '[]'), coalesce(c.j, '[]'), coalesce(pr.j, '[]'),
        coalesce(a.j, '[]') ${bounds ? sql`, coalesce(rg.j, '[]')` : sql``}
      from totals t
      left join brands b using (${k}, area)
      left join cats c using (${k}, area)
      left join prices pr using (${k}, area)
      left join attrs a using (${k}, area)
      ${bounds ? sql`left join rng rg using (${k}, area)` : sql``}`;
}

/**
 * Recomputes the prepared facets of these categories (any level) from the index rows, or of every category.
 * Serialised by an advisory lock and run after the index rows are written and committed: a refresh always
 * reads every write committed before it started, so the last refresh of a category leaves its counts exact.
 */
export async function refreshListingFacets(
  db: DbOrTx,
  categoryIds: readonly number[] | 'all',
): Promise<void> {
  const ids = categoryIds === 'all' ? null : [...new Set(categoryIds)];
  if (ids && !ids.length) return;
  const ofCategories = (column: SQL) => (ids ? sql`${column} = any(${p(ids)}::int[])` : sql`true`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('listing_facets'))`);
    await tx.execute(
      ids
        ? sql`delete from listing_facets where category_id = any(${p(ids)}::int[])`
        : sql`delete from listing_facets`,
    );
    // Each product on shelf counts in its three categories.
    await tx.execute(
      insertFacetCounts(
        'listing_facets',
        { cat: 'category_id' },
        sql`select s.brand_id, s.category_id, s.min_price_fen, s.attr_keys, s.ranges, c.cat, a.area
          from product_search s
          cross join lateral (values (s.category_id), (s.second_category_id), (s.first_category_id)) c(cat)
          ${AREA_SETS}
          where s.on_shelf and ${
            ids
              ? sql`(${ofCategories(sql`s.category_id`)} or ${ofCategories(sql`s.second_category_id`)}
                    or ${ofCategories(sql`s.first_category_id`)}) and ${ofCategories(sql`c.cat`)}`
              : sql`true`
          }`,
      ),
    );
    // A category without products on shelf is prepared too: its `*` row says so (total 0).
    await tx.execute(sql`
      insert into listing_facets (category_id, area, total, brands, categories, prices, attrs)
      select id, '*', 0, '[]', '[]', '[]', '[]' from categories where ${ofCategories(sql`id`)}
      on conflict do nothing`);
  });
}

type Bound = [number, string | null, string | null];

export type FacetRow = {
  area: string;
  total: number;
  brands: [number, number][] | null;
  categories: [number, number][] | null;
  prices: [number, number][] | null;
  attrs: [string, number][] | null;
  /** Listings only: the bounds of the numeric attributes. */
  ranges?: Bound[] | null;
};

/** The lower of two decimal texts (null: no bound), or the higher with `higher`. */
function outer(a: string | null, b: string | null, higher: boolean): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return Number(b) < Number(a) !== higher ? b : a;
}

/**
 * The bounds of a plain listing's numeric attributes from its prepared rows (`preparedFacetRows`), the rows of
 * `areas` together: each attribute's lowest minimum and highest maximum, as the live listing computes them.
 */
export function preparedBounds(rows: readonly FacetRow[] | null, areas: readonly string[]): Bound[] {
  const bounds = new Map<number, Bound>();
  for (const row of rows ?? []) {
    if (!areas.includes(row.area)) continue;
    for (const [id, lo, hi] of row.ranges ?? []) {
      const had = bounds.get(id);
      bounds.set(id, had ? [id, outer(had[1], lo, false), outer(had[2], hi, true)] : [id, lo, hi]);
    }
  }
  return [...bounds.values()];
}

function addCounts<K>(into: Map<K, number>, pairs: readonly [K, number][]) {
  for (const [key, n] of pairs) into.set(key, (into.get(key) ?? 0) + n);
}

/** Entries by count, then key (the live listing's order), the first `limit`. */
function topByCount(counts: Map<number, number>, limit: number): { id: number; count: number }[] {
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([id, count]) => ({ id, count }));
}

/**
 * The prepared rows of a plain listing of this category in these areas (`preparedAreas`), as a JSON array
 * for a subselect: the `*` row always (it says the category is prepared), its counts only for 全国.
 */
export function preparedFacetRows(categoryId: number, areas: readonly string[]): SQL {
  return preparedRowsOf(sql`listing_facets where category_id = ${categoryId}`, areas, true);
}

/** `preparedFacetRows` of a plain keyword search, by its full-text query (table keyword_facets). */
export function preparedKeywordRows(query: string, areas: readonly string[]): SQL {
  return preparedRowsOf(sql`keyword_facets where query = ${query}`, areas, false);
}

function preparedRowsOf(tableWhere: SQL, areas: readonly string[], bounds: boolean): SQL {
  const wanted = sql`area = any(${p([...areas])}::text[])`;
  return sql`(select json_agg(json_build_object('area', area, 'total', total,
      'brands', case when ${wanted} then brands end, 'categories', case when ${wanted} then categories end,
      'prices', case when ${wanted} then prices end, 'attrs', case when ${wanted} then attrs end
      ${bounds ? sql`, 'ranges', case when ${wanted} then ranges end` : sql``}))
    from ${tableWhere} and (area = '*' or ${wanted}))`;
}

/**
 * The total and facets of a plain listing from its prepared rows (`preparedFacetRows`): exactly what the
 * live listing counts. Undefined when the category is not prepared (then the listing computes them).
 */
export function preparedFacets(
  rows: readonly FacetRow[] | null,
  areas: readonly string[],
): CountedFacets | undefined {
  if (!rows?.some((r) => r.area === '*')) return undefined;
  let total = 0;
  const brands = new Map<number, number>();
  const categories = new Map<number, number>();
  const prices = new Map<number, number>();
  const attrs = new Map<string, number>();
  for (const row of rows) {
    if (!areas.includes(row.area)) continue;
    total += row.total;
    addCounts(brands, row.brands ?? []);
    addCounts(categories, row.categories ?? []);
    addCounts(prices, row.prices ?? []);
    addCounts(attrs, row.attrs ?? []);
  }
  return {
    total,
    facets: {
      brands: topByCount(brands, BRAND_FACETS),
      categories: topByCount(categories, CATEGORY_FACETS),
      prices: [...prices].map(([band, count]) => ({ band, count })).sort((a, b) => a.band - b.band),
      attrs: [...attrs].map(([key, count]) => {
        const at = key.indexOf('=');
        return { name: key.slice(0, at), value: key.slice(at + 1), count };
      }),
    },
  };
}
