import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { recordAudit, type AuditActor } from '../../platform/audit';

/** A SKU's national stock, or its list price in 分, or both, as a seller's program sets them. */
export type SkuLevel = { skuId: number; stock?: number; priceFen?: number };

const p = (values: unknown[]) => sql.param(values);

/**
 * Sets the national stock and the list price of a seller's SKUs, all or none: a SKU of another seller (or
 * none) answers 404 with its id, exactly like an unknown one. Unlike a product edit, the product keeps its
 * review and shelf state: stock and price are the seller's to keep current. Lock order as placing an order
 * takes it (SKU rows by id, then the products' cheapest SKU). Each product changed gets an audit entry.
 * Returns the products changed.
 */
export async function writeSkuLevels(
  tx: Tx,
  actor: AuditActor,
  sellerId: number,
  levels: readonly SkuLevel[],
  via: string,
): Promise<number[]> {
  const ids = [...new Set(levels.map((l) => l.skuId))].sort((a, b) => a - b);
  const before = await queryRows<{
    id: number;
    product_id: number;
    title: string;
    stock: number;
    price_fen: number;
  }>(
    tx,
    sql`select k.id, k.product_id, p.title, k.stock, k.price_fen from skus k
        join products p on p.id = k.product_id and p.merchant_id = ${sellerId}
        where k.id = any(${p(ids)}::int[]) order by k.id for update of k`,
  );
  const missing = ids.filter((id) => !before.some((r) => r.id === id));
  if (missing.length) throw notFound(`SKU 不存在：${missing.slice(0, 10).join('、')}`);
  const rows = levels.map((l) => ({ id: l.skuId, stock: l.stock ?? null, price: l.priceFen ?? null }));
  await tx.execute(sql`update skus k set stock = coalesce(t.stock, k.stock), price_fen = coalesce(t.price, k.price_fen)
      from unnest(${p(rows.map((r) => r.id))}::int[], ${p(rows.map((r) => r.stock))}::int[],
        ${p(rows.map((r) => r.price))}::int[]) as t(id, stock, price)
      where k.id = t.id`);
  const productIds = [...new Set(before.map((r) => r.product_id))];
  if (rows.some((r) => r.price !== null))
    // The listing price and the SKU shown are the cheapest SKU's (ties: the first in the product's order).
    await tx.execute(sql`update products p set min_price_fen = c.price_fen, default_sku_id = c.id
        from (select distinct on (product_id) product_id, id, price_fen from skus
              where product_id = any(${p(productIds)}::int[]) order by product_id, price_fen, sort, id) c
        where p.id = c.product_id`);
  const after = await queryRows<{ id: number; stock: number; price_fen: number }>(
    tx,
    sql`select id, stock, price_fen from skus where id = any(${p(ids)}::int[]) order by id`,
  );
  for (const productId of productIds) {
    const own = before.filter((r) => r.product_id === productId);
    const snap = (list: { id: number; stock: number; price_fen: number }[]) =>
      list
        .filter((r) => own.some((o) => o.id === r.id))
        .map((r) => ({ skuId: r.id, stock: r.stock, priceFen: r.price_fen }));
    await recordAudit(tx, actor, {
      action: 'product.skuLevels',
      targetType: 'product',
      targetId: productId,
      summary: `修改商品「${own[0]!.title}」的库存或价格${via}`,
      before: { id: productId, skus: snap(before) },
      after: { id: productId, skus: snap(after) },
    });
  }
  return productIds;
}
