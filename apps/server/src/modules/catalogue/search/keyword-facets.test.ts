import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductSearchResult } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { useTestApp } from '../../../testing/world';
import { buildCatalogueApp, freshSearch, preparedAndWhole } from '../../../testing/search.fixture';
import { refreshKeywordFacets } from './keyword-facets';

/**
 * A plain keyword search for a brand or category name reads its total and facets from `keyword_facets`,
 * prepared when the index rows it finds change, and ranks only its head: every page must be exactly what
 * the search computes whole, in 全国, in a mainland province and in an area the rows do not prepare, in
 * any sort, before and after writes.
 */

const w = useTestApp(() => buildCatalogueApp());

const AREAS = ['0000', '440000', '810000'];
/** Pages 1–3 of 20 are inside the ranked head, page 4 past it; another sort ranks its own head. */
const PAGES = [
  { pageNum: 1, sort: undefined },
  { pageNum: 3, sort: undefined },
  { pageNum: 4, sort: undefined },
  { pageNum: 2, sort: 'priceAsc' },
] as const;

const search = (keyword: string, areaCode: string, page: (typeof PAGES)[number]) =>
  freshSearch(w.app, {
    keyword,
    areaCode,
    pageSize: 20,
    pageNum: page.pageNum,
    ...(page.sort && { sort: page.sort }),
  });

/** Each keyword's pages in each area: read with the prepared rows, then computed whole (rows gone). */
function keywordsPreparedAndWhole(keywords: readonly string[]) {
  const read = async () => {
    const out: ProductSearchResult[] = [];
    for (const keyword of keywords)
      for (const area of AREAS) for (const page of PAGES) out.push(await search(keyword, area, page));
    return out;
  };
  return preparedAndWhole(w.app, 'keyword_facets', read, () => refreshKeywordFacets(w.app.db.db, 'all'));
}

const preparedTerms = async (limit: number) =>
  (
    await queryRows<{ term: string }>(
      w.app.db.db,
      // The broadest names first (several pages), and some narrow ones.
      sql`(select term from keyword_facets where area = '*' order by total desc, term limit ${limit})
          union all (select term from keyword_facets where area = '*' and total between 1 and 20
            order by term limit 2)`,
    )
  ).map((r) => r.term);

describe('keyword facets prepared at write time', () => {
  it('are prepared for every brand and category name on shelf', async () => {
    const [row] = await queryRows<{ missing: number; prepared: number }>(
      w.app.db.db,
      sql`select count(*) filter (where not exists (select 1 from keyword_facets k where k.term = t.term))::int
            as missing, count(*)::int as prepared
          from search_terms t where t.kind in (2, 3) and t.freq > 0`,
    );
    expect(row!.prepared).toBeGreaterThan(20);
    // A name whose query another name already has (a brand's Latin name, say) shares its rows.
    expect(row!.missing).toBeLessThan(row!.prepared / 4);
  });

  it('give each page, in every area and sort, what the search computes whole', async () => {
    const keywords = await preparedTerms(3);
    const { prepared, whole } = await keywordsPreparedAndWhole(keywords);
    expect(prepared.some((r) => r.total > 60 && r.facets.brands.length > 1)).toBe(true);
    expect(prepared.some((r) => r.facets.attributes.length > 0)).toBe(true);
    expect(
      prepared.some((r, i) => r.total !== prepared[i - (i % (AREAS.length * PAGES.length))]!.total),
    ).toBe(true);
    expect(prepared).toEqual(whole);
  });

  it('are what the search reads (a changed row changes the answer)', async () => {
    const [keyword] = await preparedTerms(1);
    const before = await search(keyword!, '0000', PAGES[0]);
    await w.app.db.db.execute(
      sql`update keyword_facets set total = total + 1000 where term = ${keyword!} and area = '*'`,
    );
    expect((await search(keyword!, '0000', PAGES[0])).total).toBe(before.total + 1000);
    // The head too: rotated by one, page 1 starts with the second product.
    await w.app.db.db.execute(
      sql`update keyword_facets set head = head[2:] || head[1:1] where term = ${keyword!} and area = '*'`,
    );
    expect((await search(keyword!, '0000', PAGES[0])).list[0]!.productId).toBe(before.list[1]!.productId);
    await refreshKeywordFacets(w.app.db.db, 'all');
    expect(await search(keyword!, '0000', PAGES[0])).toEqual(before);
  });

  it('follow a product renamed into a keyword, moved, re-branded, limited to one province and unshelved', async () => {
    const [keyword] = await preparedTerms(1);
    const [renamed, other] = await queryRows<{ id: number; brand: string }>(
      w.app.db.db,
      sql`select p.id, b.name as brand from products p join brands b on b.id = p.brand_id
          where p.on_shelf and p.merchant_id = 0 order by p.id desc limit 2`,
    );
    const [target] = await queryRows<{ id: number; parent_id: number; grand: number }>(
      w.app.db.db,
      sql`select c.id, c.parent_id, (select parent_id from categories where id = c.parent_id) as grand
          from categories c where c.level = 3 order by c.id desc limit 1`,
    );
    await w.app.db.db.execute(sql`update products set title = ${`${keyword} ${renamed!.id}`},
        category_id = ${target!.id}, second_category_id = ${target!.parent_id},
        first_category_id = ${target!.grand}, brand_id = (select min(id) from brands),
        sales_area_codes = '{440000}' where id = ${renamed!.id}`);
    await w.app.db.db.execute(sql`update products set on_shelf = false where id = ${other!.id}`);
    // Two writes reindexed at once, as two operators saving at the same moment.
    await Promise.all([
      w.app.searchIndex.reindexProducts([renamed!.id]),
      w.app.searchIndex.reindexProducts([other!.id]),
    ]);
    const after = await search(keyword!, '440000', PAGES[0]);
    expect(after.list.map((c) => c.productId)).toContain(renamed!.id);
    const { prepared, whole } = await keywordsPreparedAndWhole([keyword!, other!.brand]);
    expect(prepared).toEqual(whole);
  });

  it('rank the head again when sales move products into it and out of it', async () => {
    const [keyword] = await preparedTerms(1);
    const ids = async () =>
      [PAGES[0], PAGES[1], PAGES[2]].map(async (page) => (await search(keyword!, '0000', page)).list);
    const before = (await Promise.all(await ids())).flat().map((c) => c.productId);
    const [top, past] = [before[0]!, before[40]!]; // page 1's first, page 4's first (past the head)
    await w.app.db.db.execute(sql`update products set sales_count = 0 where id = ${top}`);
    await w.app.db.db.execute(
      sql`update products set sales_count = sales_count + 1000000 where id = ${past}`,
    );
    await w.app.searchIndex.reindexProducts([top, past]);
    const { prepared, whole } = await keywordsPreparedAndWhole([keyword!]);
    // The sales changed the order (else the test could not tell a stale head).
    const wholeIds = whole.slice(0, 3).flatMap((r) => r.list.map((c) => c.productId));
    expect(wholeIds).not.toEqual(before);
    expect(prepared).toEqual(whole);
  });
});
