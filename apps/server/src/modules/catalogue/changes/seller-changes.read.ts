import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';

/*
 * A shop's products as its own system keeps them (the merchant API's product list): by the time they last
 * changed (products.updated_at, kept by triggers), then id. A named read model of the catalogue's tables.
 */

export type SellerProductChange = {
  productId: number;
  title: string;
  modelNo: string;
  brandId: number;
  categoryId: number;
  minPriceFen: number;
  onShelf: boolean;
  reviewStatus: number;
  reviewReason: string;
  updatedAt: Date;
  /** updated_at in microseconds since 1970 (exact, for the next page's position). */
  updatedMicros: string;
  skus: { skuId: number; code: string; priceFen: number; stock: number }[];
};

/**
 * The shop's products changed at or after `since` (or all), after the position `after` (microseconds, id),
 * oldest change first, at most `limit`.
 */
export async function sellerProductsChanged(
  db: DbOrTx,
  merchantId: number,
  q: { since: Date | null; after: { micros: string; id: number } | null; limit: number },
): Promise<SellerProductChange[]> {
  const position = q.after
    ? sql`and (p.updated_at, p.id) > (timestamptz 'epoch' + ${q.after.micros}::bigint * interval '1 microsecond', ${q.after.id}::int)`
    : sql``;
  const rows = await queryRows<{
    id: number;
    title: string;
    model_no: string;
    brand_id: number;
    category_id: number;
    min_price_fen: number;
    on_shelf: boolean;
    review_status: number;
    review_reason: string;
    updated_at: string | Date;
    micros: string;
    skus: { skuId: number; code: string; priceFen: number; stock: number }[];
  }>(
    db,
    sql`select p.id, p.title, p.model_no, p.brand_id, p.category_id, p.min_price_fen, p.on_shelf,
          p.review_status, p.review_reason, p.updated_at,
          (extract(epoch from p.updated_at) * 1000000)::bigint::text as micros,
          coalesce((select json_agg(json_build_object('skuId', k.id, 'code', k.code, 'priceFen', k.price_fen,
              'stock', k.stock) order by k.sort, k.id) from skus k where k.product_id = p.id), '[]') as skus
        from products p
        where p.merchant_id = ${merchantId} and p.merchant_id <> 0
          ${q.since ? sql`and p.updated_at >= ${q.since.toISOString()}::timestamptz` : sql``}
          ${position}
        order by p.updated_at, p.id limit ${q.limit}`,
  );
  return rows.map((r) => ({
    productId: r.id,
    title: r.title,
    modelNo: r.model_no,
    brandId: r.brand_id,
    categoryId: r.category_id,
    minPriceFen: r.min_price_fen,
    onShelf: r.on_shelf,
    reviewStatus: r.review_status,
    reviewReason: r.review_reason,
    updatedAt: new Date(r.updated_at),
    updatedMicros: r.micros,
    skus: r.skus,
  }));
}
