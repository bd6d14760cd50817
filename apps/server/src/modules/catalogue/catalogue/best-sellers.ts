import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';
import type { AreaScope } from '../region';
import { products } from './catalogue.table';

/** An on-shelf product as the home page lists it. */
export type BestSeller = { id: number; title: string; default_sku_id: number; min_price_fen: number };

/**
 * The best-selling on-shelf products in scope of each level-two category (a read model of one query: up to
 * `limit` per category, by sales then id), each row with its category as `tab`.
 */
export async function bestSellersByLevelTwo(
  db: DbOrTx,
  levelTwoIds: readonly number[],
  scope: AreaScope,
  limit: number,
): Promise<(BestSeller & { tab: number })[]> {
  if (!levelTwoIds.length) return [];
  const area = scope.where(products.salesAreaCodes);
  return queryRows<BestSeller & { tab: number }>(
    db,
    sql`select t.tab, p.id, p.title, p.default_sku_id, p.min_price_fen
        from unnest(${sql.param([...levelTwoIds])}::int[]) as t(tab)
        cross join lateral (
          select id, title, default_sku_id, min_price_fen from products
          where on_shelf and second_category_id = t.tab ${area ? sql`and ${area}` : sql``}
          order by sales_count desc, id
          limit ${limit}
        ) p`,
  );
}

/** The best-selling on-shelf products in scope (by sales then id). */
export function bestSellers(db: DbOrTx, scope: AreaScope, limit: number): Promise<BestSeller[]> {
  const area = scope.where(products.salesAreaCodes);
  return queryRows<BestSeller>(
    db,
    sql`select id, title, default_sku_id, min_price_fen from products
        where on_shelf ${area ? sql`and ${area}` : sql``}
        order by sales_count desc, id limit ${limit}`,
  );
}
