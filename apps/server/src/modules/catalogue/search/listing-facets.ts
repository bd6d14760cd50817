import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
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

/** What a plain listing's facets read of one product's index row (`inputs`, as text), and its categories. */
type FacetInput = { cats: number[]; inputs: string };

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
            area_codes, attr_keys)::text as inputs
        from product_search where product_id = any(${p([...productIds])}::int[])`,
  );
  return new Map(rows.map((r) => [r.product_id, { cats: r.cats, inputs: r.inputs }]));
}

/** The categories (any level) whose prepared facets a change of these rows touches: old and new ones. */
export function touchedCategories(
  before: ReadonlyMap<number, FacetInput>,
  after: ReadonlyMap<number, FacetInput>,
): number[] {
  const touched = new Set<number>();
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const was = before.get(id);
    const now = after.get(id);
    if (was?.inputs === now?.inputs) continue;
    for (const c of [...(was?.cats ?? []), ...(now?.cats ?? [])]) touched.add(c);
  }
  return [...touched];
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
    // Each product on shelf counts in its three categories, under `*` and under its nationwide set or each
    // mainland province it is sold in.
    await tx.execute(sql`
      with base as materialized (
        select s.brand_id, s.category_id, s.min_price_fen, s.attr_keys, c.cat, a.area
        from product_search s
        cross join lateral (values (s.category_id), (s.second_category_id), (s.first_category_id)) c(cat)
        cross join lateral (
          select '*'::text as area
          union all select '0000' where '0000' = any(s.area_codes)
          union all select x from unnest(s.area_codes) x
            where not ('0000' = any(s.area_codes)) and x ~ '^[0-9]{2}0000$' and x < '710000'
        ) a
        where s.on_shelf and ${
          ids
            ? sql`(${ofCategories(sql`s.category_id`)} or ${ofCategories(sql`s.second_category_id`)}
                  or ${ofCategories(sql`s.first_category_id`)}) and ${ofCategories(sql`c.cat`)}`
            : sql`true`
        }
      ),
      totals as (select cat, area, count(*)::int as total from base group by 1, 2),
      brands as (select cat, area, json_agg(json_build_array(brand_id, n)) as j
        from (select cat, area, brand_id, count(*)::int as n from base group by 1, 2, 3) x group by 1, 2),
      cats as (select cat, area, json_agg(json_build_array(category_id, n)) as j
        from (select cat, area, category_id, count(*)::int as n from base group by 1, 2, 3) x group by 1, 2),
      prices as (select cat, area, json_agg(json_build_array(band, n)) as j
        from (select cat, area, ${BAND_CASE} as band, count(*)::int as n from base group by 1, 2, 3) x
        group by 1, 2),
      attrs as (select cat, area, json_agg(json_build_array(k, n)) as j
        from (select cat, area, k, count(*)::int as n from base, unnest(attr_keys) k group by 1, 2, 3) x
        group by 1, 2)
      insert into listing_facets (category_id, area, total, brands, categories, prices, attrs)
      select t.cat, t.area, t.total, coalesce(b.j, '[]'), coalesce(c.j, '[]'), coalesce(pr.j, '[]'),
        coalesce(a.j, '[]')
      from totals t
      left join brands b using (cat, area)
      left join cats c using (cat, area)
      left join prices pr using (cat, area)
      left join attrs a using (cat, area)`);
    // A category without products on shelf is prepared too: its `*` row says so (total 0).
    await tx.execute(sql`
      insert into listing_facets (category_id, area, total, brands, categories, prices, attrs)
      select id, '*', 0, '[]', '[]', '[]', '[]' from categories where ${ofCategories(sql`id`)}
      on conflict do nothing`);
  });
}

/** Prepares every category's facets when none are (a database from before the table, on start). */
export async function prepareListingFacetsIfMissing(db: Db): Promise<boolean> {
  const rows = await queryRows<{ ready: boolean; indexed: boolean }>(
    db,
    sql`select exists (select 1 from listing_facets) as ready, exists (select 1 from product_search) as indexed`,
  );
  if (rows[0]!.ready || !rows[0]!.indexed) return false;
  await refreshListingFacets(db, 'all');
  return true;
}

export type FacetRow = {
  area: string;
  total: number;
  brands: [number, number][] | null;
  categories: [number, number][] | null;
  prices: [number, number][] | null;
  attrs: [string, number][] | null;
};

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
  const wanted = sql`area = any(${p([...areas])}::text[])`;
  return sql`(select json_agg(json_build_object('area', area, 'total', total,
      'brands', case when ${wanted} then brands end, 'categories', case when ${wanted} then categories end,
      'prices', case when ${wanted} then prices end, 'attrs', case when ${wanted} then attrs end))
    from listing_facets where category_id = ${categoryId} and (area = '*' or ${wanted}))`;
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
