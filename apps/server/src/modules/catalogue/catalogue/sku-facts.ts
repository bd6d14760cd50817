import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';

/**
 * Read functions other domains use instead of the catalogue's tables: the level-one category of SKUs (for
 * classification codes kept per category), and SKUs found by their code (a buyer's system sends the code it
 * was given).
 */
export async function skuFirstCategories(
  db: DbOrTx,
  skuIds: readonly number[],
): Promise<Map<number, number>> {
  if (!skuIds.length) return new Map();
  const rows = await queryRows<{ id: number; first_category_id: number }>(
    db,
    sql`select k.id, p.first_category_id from skus k join products p on p.id = k.product_id
        where k.id = any(${sql.param([...skuIds])}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.first_category_id)]));
}

/** SKU ids by code (the first SKU of a code shared by several). */
export async function skuIdsByCode(db: DbOrTx, codes: readonly string[]): Promise<Map<string, number>> {
  if (!codes.length) return new Map();
  const rows = await queryRows<{ id: number; code: string }>(
    db,
    sql`select min(k.id) as id, k.code from skus k where k.code = any(${sql.param([...codes])}::text[]) group by k.code`,
  );
  return new Map(rows.map((r) => [r.code, Number(r.id)]));
}

/** The codes of SKUs by id (a buyer's system may name a SKU by the `sku:{id}` the shop sent it). */
export async function skuCodesById(db: DbOrTx, skuIds: readonly number[]): Promise<Map<number, string>> {
  if (!skuIds.length) return new Map();
  const rows = await queryRows<{ id: number; code: string }>(
    db,
    sql`select k.id, k.code from skus k where k.id = any(${sql.param([...skuIds])}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.code]));
}
