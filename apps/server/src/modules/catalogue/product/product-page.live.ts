import type DataLoader from 'dataloader';
import { sql } from 'drizzle-orm';
import { preparedRows, type DbOrTx } from '../../../db/client';
import { turnBatcher } from '../../../lib/turn-batch';
import { stockAreaOf } from '../region';
import type { PreparedPage } from './product-page.prepare';

/** What a request reads of a product beside its prepared page: live stock, shelf, sales, comments. */
export type LiveRow = {
  /** The id asked for (a SKU's or a product's). */
  asked: number;
  id: number;
  on_shelf: boolean;
  sales_count: number;
  sales_area_codes: string[];
  default_sku_id: number;
  category_id: number;
  /** The id asked for is a SKU's. */
  by_sku: boolean;
  /** [sku id, stock in the area, from the province's own warehouse]. */
  stocks: [number, number, boolean][];
  area_name: string | null;
  ratings: { rating: number; n: number }[] | null;
  page: PreparedPage | null;
  packed: Buffer | Uint8Array | null;
  stamp: string | number | null;
  format: string | null;
};

/**
 * The live parts of several pages in one area, in one statement (one text per kind of area: 全国 names
 * itself), prepared once per connection. Each id is tried as a SKU's first, then as a product's.
 */
const liveStatement = (db: DbOrTx, national: boolean) =>
  preparedRows<LiveRow>(db, `product-pages:${national ? 'national' : 'region'}`, () => {
    return sql`select q.asked, p.id, p.on_shelf, p.sales_count, p.sales_area_codes, p.default_sku_id,
        p.category_id, r.by_sku,
        (select coalesce(json_agg(json_build_array(k.id, coalesce(a.stock, k.stock), a.stock is not null)),
            '[]'::json)
          from skus k left join sku_area_stocks a on a.sku_id = k.id and a.area_code = ${sql.placeholder('stockArea')}
          where k.product_id = p.id) as stocks,
        ${national ? sql`'全国'` : sql`(select name from regions where code = ${sql.placeholder('area')})`} as area_name,
        (select json_agg(json_build_object('rating', x.rating, 'n', x.n))
          from (select rating, count(*)::int as n from comments where product_id = p.id group by rating) x
        ) as ratings,
        g.page, g.packed, g.format, g.stamp
      from unnest(${sql.placeholder('ids')}::int[]) as q(asked)
      cross join lateral (select k.product_id, k.id is not null as by_sku
        from (select 1) one left join skus k on k.id = q.asked) r
      join products p on p.id = coalesce(r.product_id, q.asked)
      left join product_pages g on g.product_id = p.id`;
  });

/** Reads of the live parts gathered per area (turnBatcher): one statement for every page asked for meanwhile. */
const readers = new WeakMap<DbOrTx, Map<string, DataLoader<number, LiveRow | undefined>>>();

export function liveReader(db: DbOrTx, areaCode: string): DataLoader<number, LiveRow | undefined> {
  let byArea = readers.get(db);
  if (!byArea) readers.set(db, (byArea = new Map()));
  let reader = byArea.get(areaCode);
  if (!reader) {
    const national = areaCode === '0000';
    const statement = liveStatement(db, national);
    const stockArea = stockAreaOf(areaCode);
    reader = turnBatcher<number, LiveRow | undefined>(
      async (ids) => {
        const rows = await statement(national ? { ids, stockArea } : { ids, stockArea, area: areaCode });
        return new Map(rows.map((row) => [row.asked, row]));
      },
      { maxBatchSize: 64, missing: undefined },
    );
    byArea.set(areaCode, reader);
  }
  return reader;
}
