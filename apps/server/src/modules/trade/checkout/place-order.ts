import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CREDIT_MSG,
  fenToYuan,
  PAY_METHOD,
  PAY_METHOD_LABEL,
  type SubmitResult,
  type checkoutSubmitBody,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db, type DbOrTx, type Tx } from '../../../db/client';
import { AppError, conflict, notFound } from '../../../lib/app-error';
import { toOrderAddress } from '../address';
import { ONLINE_PAY_OFF } from '../payment';
import { removeCartLines } from '../cart';
import { lineGoods, recordPlaced } from '../order';
import { orderLines, orders, type OrderInvoiceSnapshot, type OrderRow } from '../order/order.table';
import type { PricedCheckoutLine } from './checkout.lines';
import { LINE_ADDRESS_MSG, lineDeliveryAddress, pricedSubmission } from './line-addresses';
import { chinaDate } from '../../../lib/china-day';

export type SubmitInput = z.output<typeof checkoutSubmitBody>;

/** Resolves a buyer's saved invoice title (发票抬头); the invoice module provides it. */
export type InvoiceTitleLookup = (
  db: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
  userId: number,
  titleId: number,
) => Promise<{ titleName: string; taxNo: string } | null>;

export type PlaceOrderDeps = {
  payTimeoutMinutes: number;
  /** False when no online channel is configured: only 线下/对公转账 is accepted. */
  onlinePayment?: boolean;
  /** Without one, the title id is kept as chosen and resolved when the invoice is applied for. */
  invoiceTitles?: InvoiceTitleLookup;
};

/** Company fields of an order (企业采购). */
export type OrderCompanyFields = {
  companyId: number;
  departmentId: number | null;
  poNumber: string;
  requestId?: number | null;
};

/** Extras of an order placed from an accepted bidding quote, or by a company member. */
export type PlaceOrderHooks = {
  /** Quoted unit prices (fen) by SKU id, replacing the catalogue price of those lines. */
  prices?: ReadonlyMap<number, number>;
  /** Company, cost centre, 采购单号 and purchase request written on the order. */
  company?: OrderCompanyFields;
  /** Runs inside the transaction once the lines are priced and checked, before anything is written. */
  beforePlace?: (tx: Tx, lines: readonly PricedCheckoutLine[], payFen: number) => Promise<void>;
  /** Runs inside the order's transaction once the order is written (throw to roll everything back). */
  afterPlaced?: (tx: Tx, order: OrderRow) => Promise<void>;
  /** 账期支付: debits the company's credit inside the order's transaction (only company members have it). */
  payOnCredit?: (tx: Tx, order: OrderRow) => Promise<void>;
};

/** Runs both hooks' afterPlaced, in order (a bidding order of a company member). */
export function mergeHooks(a: PlaceOrderHooks = {}, b: PlaceOrderHooks = {}): PlaceOrderHooks {
  const after = [a.afterPlaced, b.afterPlaced].filter((f) => f !== undefined);
  const before = [a.beforePlace, b.beforePlace].filter((f) => f !== undefined);
  return {
    prices: a.prices ?? b.prices,
    company: a.company ?? b.company,
    payOnCredit: a.payOnCredit ?? b.payOnCredit,
    beforePlace: before.length
      ? async (tx, lines, payFen) => {
          for (const f of before) await f(tx, lines, payFen);
        }
      : undefined,
    afterPlaced: after.length
      ? async (tx, order) => {
          for (const f of after) await f(tx, order);
        }
      : undefined,
  };
}

export type PlaceOrderResult = { result: SubmitResult; reindex: number[] };

/** Thrown inside the transaction when another submit with the same key already placed the order. */
class Repeated extends Error {}

function toResult(o: OrderRow, repeated: boolean, group: readonly OrderRow[] = []): SubmitResult {
  return {
    orderId: o.id,
    orderNo: o.orderNo,
    status: o.status,
    payStatus: o.payStatus,
    payMethod: o.payMethod,
    payAmount: fenToYuan(group.length ? group.reduce((n, g) => n + g.payAmountFen, 0) : o.payAmountFen),
    payDeadline: o.payDeadline?.toISOString() ?? null,
    repeated,
    ...(group.length > 1 && {
      orders: group.map((g) => ({
        orderNo: g.orderNo,
        sellerName: g.sellerName,
        payAmount: fenToYuan(g.payAmountFen),
      })),
    }),
  };
}

/** The orders of a multi-seller checkout, first order first (empty for a single-seller one). */
async function groupOf(db: DbOrTx, first: OrderRow): Promise<OrderRow[]> {
  if (!first.payGroup) return [];
  return db.select().from(orders).where(eq(orders.payGroup, first.payGroup)).orderBy(orders.id);
}

/** The idempotency key of the n-th seller's order of a checkout (the first keeps the buyer's key). */
const sellerKey = (key: string, n: number) => (n === 0 ? key : `${key.slice(0, 58)}~s${n}`);

/** Lines grouped by seller (product's shop, 0 = the platform), in the order the sellers first appear. */
async function bySeller(
  tx: DbOrTx,
  lines: readonly PricedCheckoutLine[],
): Promise<{ merchantId: number; sellerName: string; lines: PricedCheckoutLine[] }[]> {
  const rows = await queryRows<{ id: number; merchant_id: number; seller_name: string }>(
    tx,
    sql`select id, merchant_id, seller_name from products
        where id = any(${sql.param([...new Set(lines.map((l) => l.productId))])}::int[])`,
    'checkout_sellers',
  );
  const seller = new Map(rows.map((r) => [r.id, r]));
  const groups = new Map<number, { merchantId: number; sellerName: string; lines: PricedCheckoutLine[] }>();
  for (const line of lines) {
    const s = seller.get(line.productId);
    const id = s?.merchant_id ?? 0;
    const group = groups.get(id) ?? { merchantId: id, sellerName: s?.seller_name ?? '', lines: [] };
    group.lines.push(line);
    groups.set(id, group);
  }
  return [...groups.values()];
}

/** Today in China (YYYY-MM-DD). */

async function existingOrder(db: Db, userId: number, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .prepare('order_by_idempotency_key')
    .execute();
  return row ?? null;
}

/**
 * Reserves the lines' stock and counts their sales. Lock order, the same as releasing on cancel: first the
 * provincial warehouse rows, then the SKU rows, each by SKU id — no deadlock between two orders or an order
 * and a cancel. 409 when a warehouse no longer holds the quantity. Returns the products whose stock reached
 * zero (their search rows change).
 */
async function reserveStock(tx: DbOrTx, lines: readonly PricedCheckoutLine[]): Promise<number[]> {
  const sorted = [...lines].sort((a, b) => a.skuId - b.skuId);
  const short = (line: PricedCheckoutLine) => conflict(`“${line.title}”库存不足，请减少购买数量后重试`);
  const reindex: number[] = [];
  for (const line of sorted.filter((l) => l.stockAreaCode !== '0000')) {
    const [left] = await queryRows<{ stock: number }>(
      tx,
      sql`update sku_area_stocks set stock = stock - ${line.quantity}
          where sku_id = ${line.skuId} and area_code = ${line.stockAreaCode} and stock >= ${line.quantity}
          returning stock`,
      'checkout_reserve_area_stock',
    );
    if (!left) throw short(line);
    if (left.stock === 0) reindex.push(line.productId);
  }
  for (const line of sorted) {
    const national = line.stockAreaCode === '0000' ? line.quantity : 0;
    const [left] = await queryRows<{ stock: number }>(
      tx,
      sql`update skus set stock = stock - ${national}, sales_count = sales_count + ${line.quantity}
          where id = ${line.skuId} and stock >= ${national} returning stock`,
      'checkout_reserve_stock',
    );
    if (!left) throw short(line);
    if (national > 0 && left.stock === 0) reindex.push(line.productId);
  }
  return reindex;
}

/**
 * 提交订单: places one order in ONE transaction — re-prices the lines and re-checks shelf, sales area (the
 * delivery address's province), moq/step and stock (409 with the reason when anything changed), inserts the
 * order (unique per buyer and idempotency key: a repeat returns the first order), reserves stock with a
 * conditional UPDATE per SKU and warehouse (never below zero), writes the lines, the timeline entry and the order-placed
 * message, and removes the bought cart lines. Returns the products whose stock reached zero (search refresh).
 */
export async function placeOrder(
  db: Db,
  deps: PlaceOrderDeps,
  userId: number,
  input: SubmitInput,
  hooks: PlaceOrderHooks = {},
): Promise<PlaceOrderResult> {
  const before = await existingOrder(db, userId, input.idempotencyKey);
  if (before) return { result: toResult(before, true, await groupOf(db, before)), reindex: [] };
  const onCredit = input.payMethod === PAY_METHOD.CREDIT;
  if (onCredit && !hooks.payOnCredit) throw new AppError(400, CREDIT_MSG.NOT_ALLOWED);
  if (deps.onlinePayment === false && input.payMethod !== 4 && !onCredit)
    throw new AppError(400, ONLINE_PAY_OFF);
  if (input.expectedDeliveryDate && input.expectedDeliveryDate < chinaDate())
    throw new AppError(400, '期望交货日期不能早于今天');
  if (input.lineAddresses?.length && !hooks.company) throw new AppError(400, LINE_ADDRESS_MSG.COMPANY_ONLY);

  try {
    return await db.transaction(async (tx) => {
      // The price resolver prices every line (a bidding quote's prices replace the others), each line in the
      // province it is delivered to.
      const priced = await pricedSubmission(tx, userId, input, hooks.prices);
      const { address, elsewhere, lines, amountFen: payFen } = priced;
      if (hooks.beforePlace) await hooks.beforePlace(tx, lines, payFen);

      let invoice: OrderInvoiceSnapshot | null = null;
      if (input.invoice) {
        const title = deps.invoiceTitles
          ? await deps.invoiceTitles(tx, userId, input.invoice.titleId)
          : { titleName: '', taxNo: '' };
        if (!title) throw notFound('发票抬头不存在');
        invoice = { type: input.invoice.type, titleId: input.invoice.titleId, ...title };
      }

      const online = input.payMethod !== 4 && !onCredit;
      // One order per seller (a cart of one seller — the usual case — places exactly one, as before); they
      // share the stock reservation, the cart clean-up and one payment.
      const sellers = await bySeller(tx, lines);
      const placed: OrderRow[] = [];
      for (const [n, group] of sellers.entries()) {
        const groupFen = group.lines.reduce((sum, l) => sum + l.amountFen, 0);
        const [order] = await tx
          .insert(orders)
          .values({
            userId,
            idempotencyKey: sellerKey(input.idempotencyKey, n),
            payMethod: input.payMethod,
            goodsAmountFen: groupFen,
            payAmountFen: groupFen,
            itemCount: group.lines.reduce((sum, l) => sum + l.quantity, 0),
            lineCount: group.lines.length,
            areaCode: address.provinceCode,
            address: toOrderAddress(address),
            invoice,
            remark: input.remark,
            ...(hooks.company && {
              companyId: hooks.company.companyId,
              departmentId: hooks.company.departmentId,
              poNumber: hooks.company.poNumber,
              requestId: hooks.company.requestId ?? null,
            }),
            expectedDeliveryDate: input.expectedDeliveryDate ?? null,
            merchantId: group.merchantId,
            sellerName: group.sellerName,
            // 账期支付 is paid at placement (the credit is debited below); one SQL text for every method.
            payStatus: sql`case when ${onCredit}::boolean then 2 else 0 end`,
            paidAt: sql`case when ${onCredit}::boolean then now() end`,
            // One SQL text for both kinds of payment (a prepared statement): offline orders have no deadline.
            payDeadline: sql`case when ${online}::boolean then now() + make_interval(mins => ${deps.payTimeoutMinutes}) end`,
          })
          .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
          .returning()
          .prepare(hooks.company ? 'order_insert_company' : 'order_insert')
          .execute();
        if (!order) throw new Repeated();
        placed.push(order);
      }
      if (placed.length > 1) {
        const groupNo = placed[0]!.orderNo;
        await tx
          .update(orders)
          .set({ payGroup: groupNo })
          .where(
            inArray(
              orders.id,
              placed.map((o) => o.id),
            ),
          );
        for (const o of placed) o.payGroup = groupNo;
      }

      const reindex = await reserveStock(tx, lines);
      for (const [n, order] of placed.entries()) {
        const group = sellers[n]!;
        if (onCredit) await hooks.payOnCredit!(tx, order);
        const insertLines = tx.insert(orderLines).values(
          group.lines.map((l) => ({
            orderId: order.id,
            ...lineGoods(l),
            productId: l.productId,
            image: l.image,
            stockAreaCode: l.stockAreaCode,
            deliveryAddress: lineDeliveryAddress(elsewhere, l.skuId),
          })),
        );
        // The SQL text depends on the number of lines: the usual small orders get a prepared statement each.
        await (
          group.lines.length <= 10
            ? insertLines.prepare(`order_lines_insert_${group.lines.length}`)
            : insertLines
        ).execute();
        const fen = order.payAmountFen;
        await recordPlaced(tx, order, {
          note: `${PAY_METHOD_LABEL[input.payMethod]}，应付 ¥${fenToYuan(fen)}${placed.length > 1 ? `，卖家 ${order.sellerName}` : ''}`,
          actor: { kind: 'buyer', id: userId },
        });
        if (hooks.afterPlaced) await hooks.afterPlaced(tx, order);
      }
      await removeCartLines(
        tx,
        userId,
        lines.flatMap((l) => (l.cartLineId ? [l.cartLineId] : [])),
      );
      return { result: toResult(placed[0]!, false, placed.length > 1 ? placed : []), reindex };
    });
  } catch (err) {
    if (!(err instanceof Repeated) && !isUniqueViolation(err)) throw err;
    const first = await existingOrder(db, userId, input.idempotencyKey);
    if (!first) throw err;
    return { result: toResult(first, true, await groupOf(db, first)), reindex: [] };
  }
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
