import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { products } from './catalogue.table';

/** How many products each of these sellers (shops) has; a seller without products is absent. */
export async function productCountsBySeller(
  db: DbOrTx,
  merchantIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: products.merchantId, n: count() })
    .from(products)
    .where(inArray(products.merchantId, [...merchantIds]))
    .groupBy(products.merchantId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** The seller (shop; 0 for the platform's own) of each of these products; an unknown id is absent. */
export async function sellersOfProducts(
  db: DbOrTx,
  productIds: readonly number[],
): Promise<Map<number, number>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .select({ id: products.id, merchantId: products.merchantId })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((r) => [r.id, r.merchantId]));
}

/** Writes a shop's new name on its products, in the caller's transaction; returns the products' ids. */
export async function renameSellerOfProducts(
  tx: DbOrTx,
  merchantId: number,
  sellerName: string,
): Promise<number[]> {
  const rows = await tx
    .update(products)
    .set({ sellerName })
    .where(eq(products.merchantId, merchantId))
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}

/** Takes a shop's on-shelf products off shelf, in the caller's transaction; returns their ids. */
export async function shelveOffSellerProducts(tx: DbOrTx, merchantId: number): Promise<number[]> {
  const rows = await tx
    .update(products)
    .set({ onShelf: false })
    .where(and(eq(products.merchantId, merchantId), eq(products.onShelf, true)))
    .returning({ id: products.id });
  return rows.map((r) => r.id);
}
