import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';

/*
 * Product pools (商品池): while a company's pool is on, its active members see and buy only the
 * pool's products. Read at request time for the caller — the shared cached bodies stay the visitors'.
 */

/** Refusals of a product outside the caller's pool (cart, checkout). */
export const POOL_MSG = {
  OUT: '该商品不在贵公司的采购商品池内',
  REASON: '不在企业商品池内',
} as const;

/** SQL: `productId` is hidden from `userId` by a pool (false for visitors and unlimited buyers). */
export const hiddenByPool = (
  userId: SQL | number | ReturnType<typeof sql.placeholder>,
  productId: SQL,
): SQL =>
  sql`exists (select 1 from company_members m
        join company_pools cp on cp.company_id = m.company_id and cp.enabled
        where m.user_id = ${userId} and m.status = 1
          and not exists (select 1 from company_pool_products pp
            where pp.company_id = m.company_id and pp.product_id = ${productId}))`;

/** Which of `productIds` the caller's pool hides (empty when no pool limits the caller). */
export async function hiddenProducts(
  db: DbOrTx,
  userId: number | null | undefined,
  productIds: readonly number[],
): Promise<Set<number>> {
  if (!userId || !productIds.length) return new Set();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select x.id from unnest(${sql.param([...new Set(productIds)])}::int[]) as x(id)
        where ${hiddenByPool(userId, sql`x.id`)}`,
  );
  return new Set(rows.map((r) => Number(r.id)));
}
