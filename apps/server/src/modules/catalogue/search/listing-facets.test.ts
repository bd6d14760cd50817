import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductSearchResult } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { useTestApp } from '../../../testing/world';
import { buildCatalogueApp, freshSearch, preparedAndWhole } from '../../../testing/search.fixture';
import { refreshListingFacets } from './listing-facets';

/**
 * A plain category listing's total and facets come from `listing_facets`, prepared when the index rows
 * change: they must be exactly what the listing computes whole, in 全国, in a mainland province (its own
 * products plus the nationwide ones) and in an area the rows do not prepare, before and after writes.
 */

const w = useTestApp(() => buildCatalogueApp());

const AREAS = ['0000', '440000', '110000', '810000'];

const listing = (categoryId: number, areaCode: string) =>
  freshSearch(w.app, { categoryId, areaCode, pageSize: 5, pageNum: 2 });

/** Each category's listing in each area: read with the prepared rows, then computed whole (rows gone). */
function listingsPreparedAndWhole(categoryIds: readonly number[]) {
  const read = async () => {
    const out: ProductSearchResult[] = [];
    for (const id of categoryIds) for (const area of AREAS) out.push(await listing(id, area));
    return out;
  };
  return preparedAndWhole(w.app, 'listing_facets', read, () => refreshListingFacets(w.app.db.db, 'all'));
}

async function categoriesOf(productId: number): Promise<number[]> {
  const [row] = await queryRows<{ c1: number; c2: number; c3: number }>(
    w.app.db.db,
    sql`select first_category_id as c1, second_category_id as c2, category_id as c3 from products
        where id = ${productId}`,
  );
  return [row!.c1, row!.c2, row!.c3];
}

describe('listing facets prepared at write time', () => {
  it('give every level of category, in every area, the total and facets computed whole', async () => {
    const [l1, l2, l3] = await Promise.all(
      [1, 2, 3].map((level) =>
        queryRows<{ id: number }>(
          w.app.db.db,
          sql`select id from categories where level = ${level} order by id limit 3`,
        ),
      ),
    );
    const ids = [...l1!, ...l2!, ...l3!].map((r) => r.id);
    const { prepared, whole } = await listingsPreparedAndWhole(ids);
    expect(prepared.some((r) => r.facets.brands.length > 1 && r.facets.attributes.length > 0)).toBe(true);
    expect(prepared.some((r, i) => r.total !== prepared[i - (i % AREAS.length)]!.total)).toBe(true);
    expect(prepared).toEqual(whole);
  });

  it('are what the listing reads (a changed row changes the answer)', async () => {
    const id = 1909;
    const before = await listing(id, '0000');
    await w.app.db.db.execute(
      sql`update listing_facets set total = total + 1000 where category_id = ${id} and area = '*'`,
    );
    expect((await listing(id, '0000')).total).toBe(before.total + 1000);
    await refreshListingFacets(w.app.db.db, [id]);
    expect(await listing(id, '0000')).toEqual(before);
  });

  it('follow a product moved, re-priced, re-branded, limited to one province and unshelved', async () => {
    const [moved, other] = await queryRows<{ id: number; category_id: number }>(
      w.app.db.db,
      sql`select id, category_id from products where on_shelf and merchant_id = 0 order by id limit 2`,
    );
    const [target] = await queryRows<{ id: number; parent_id: number }>(
      w.app.db.db,
      sql`select c.id, c.parent_id from categories c where c.level = 3
            and c.parent_id <> (select parent_id from categories where id = ${moved!.category_id})
          order by c.id limit 1`,
    );
    const [grand] = await queryRows<{ parent_id: number }>(
      w.app.db.db,
      sql`select parent_id from categories where id = ${target!.parent_id}`,
    );
    const touched = [...(await categoriesOf(moved!.id)), ...(await categoriesOf(other!.id))];
    await w.app.db.db.execute(sql`update products set category_id = ${target!.id},
        second_category_id = ${target!.parent_id}, first_category_id = ${grand!.parent_id},
        min_price_fen = min_price_fen * 40 + 123456, brand_id = (select max(id) from brands),
        sales_area_codes = '{440000}' where id = ${moved!.id}`);
    await w.app.db.db.execute(sql`update products set on_shelf = false where id = ${other!.id}`);
    // Two writes reindexed at once, as two operators saving at the same moment.
    await Promise.all([
      w.app.searchIndex.reindexProducts([moved!.id]),
      w.app.searchIndex.reindexProducts([other!.id]),
    ]);
    touched.push(...(await categoriesOf(moved!.id)));
    const { prepared, whole } = await listingsPreparedAndWhole([...new Set(touched)]);
    expect(prepared).toEqual(whole);
  });
});
