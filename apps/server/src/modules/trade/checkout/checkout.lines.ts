import { and, eq, sql } from 'drizzle-orm';
import { fenToYuan, type CheckoutLine } from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { quantityProblem, skuFactsOf, unavailableReason } from '../cart';
import { cartLines } from '../cart/cart.table';
import { skuInAreaColumns, skusInArea, type SkuInAreaRow } from '../../catalogue/catalogue';
import { productImagePath } from '../../catalogue/media';
import {
  hiddenProducts,
  POOL_MSG,
  resolveCheckoutPrices,
  shownPrice,
  type CheckoutPricing,
} from '../../catalogue/pricing';

export type Wanted = { skuId: number; quantity: number; cartLineId: number | null };

export type PricedCheckoutLine = CheckoutLine & {
  priceFen: number;
  amountFen: number;
  /** The warehouse the stock comes from (a province with its own stock of the SKU, else 0000). */
  stockAreaCode: string;
};

/** What is being bought: the buyer's named cart lines (404 when any is not his) or direct items. */
export async function resolveWanted(
  db: DbOrTx,
  userId: number,
  source: { cartLineIds?: number[]; items?: { skuId: number; quantity: number }[] },
): Promise<Wanted[]> {
  if (source.cartLineIds) {
    const ids = [...new Set(source.cartLineIds)];
    const rows = await db
      .select({ id: cartLines.id, skuId: cartLines.skuId, quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.userId, userId), sql`${cartLines.id} = any(${sql.param(ids)}::bigint[])`))
      .prepare('checkout_cart_lines')
      .execute();
    if (rows.length !== ids.length) throw notFound('购物车商品不存在或已结算，请刷新购物车');
    return rows.map((r) => ({ skuId: r.skuId, quantity: r.quantity, cartLineId: r.id }));
  }
  const merged = new Map<number, number>();
  for (const item of source.items ?? [])
    merged.set(item.skuId, (merged.get(item.skuId) ?? 0) + item.quantity);
  return [...merged].map(([skuId, quantity]) => ({ skuId, quantity, cartLineId: null }));
}

type FactsRow = SkuInAreaRow & { stock_area_code: string };

/**
 * Prices the wanted lines now through the price resolver (for `buyer`: agreement price, tier, quotation lock,
 * bidding price) and checks shelf, sales area, moq/step and stock for each.
 */
export async function priceLines(
  db: DbOrTx,
  wanted: Wanted[],
  areaCode: string,
  buyer: CheckoutPricing | null,
): Promise<PricedCheckoutLine[]> {
  const skuIds = wanted.map((w) => w.skuId);
  const rows = await queryRows<FactsRow>(
    db,
    sql`select k.id as sku_id, ${skuInAreaColumns}, coalesce(a.area_code, '0000') as stock_area_code
        from ${skusInArea(areaCode)} join brands b on b.id = p.brand_id
        where k.id = any(${sql.param(skuIds)}::int[])`,
    'checkout_price_lines',
  );
  const bySku = new Map(rows.map((r) => [r.sku_id, r]));
  const outOfPool = await hiddenProducts(
    db,
    buyer?.userId,
    rows.map((r) => r.product_id),
  );
  const prices = await resolveCheckoutPrices(
    db,
    buyer,
    wanted.map((w) => ({ ...w, listFen: bySku.get(w.skuId)?.price_fen ?? 0 })),
  );
  return wanted.map((w, i) => {
    const r = bySku.get(w.skuId);
    if (!r)
      return {
        skuId: w.skuId,
        productId: 0,
        cartLineId: w.cartLineId,
        image: '',
        title: '商品已下架',
        brandName: '',
        modelNo: '',
        specValues: [],
        unit: '',
        price: '0.00',
        quantity: w.quantity,
        amount: '0.00',
        stock: 0,
        available: false,
        reason: '商品已下架',
        priceFen: 0,
        amountFen: 0,
        stockAreaCode: '0000',
      };
    const facts = skuFactsOf(r);
    const reason = outOfPool.has(r.product_id)
      ? POOL_MSG.REASON
      : (unavailableReason(facts, areaCode) ?? quantityProblem(facts, w.quantity));
    const specValues = Object.values(r.spec);
    const unitFen = prices[i]!.unitFen;
    return {
      skuId: w.skuId,
      productId: r.product_id,
      cartLineId: w.cartLineId,
      image: productImagePath(r.product_id),
      title: r.title,
      brandName: r.brand_name,
      modelNo: r.model_no,
      specValues,
      unit: r.unit,
      ...shownPrice(prices[i]!),
      quantity: w.quantity,
      amount: fenToYuan(unitFen * w.quantity),
      stock: r.stock,
      available: reason === null,
      reason,
      priceFen: unitFen,
      amountFen: unitFen * w.quantity,
      stockAreaCode: r.stock_area_code,
    };
  });
}

/** The buyer-facing problems of unavailable lines (“title”：reason). */
export function problemsOf(lines: readonly PricedCheckoutLine[]): string[] {
  return lines.filter((l) => !l.available).map((l) => `“${l.title}”${l.reason ?? ''}`);
}
