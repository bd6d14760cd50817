import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import {
  fenToYuan,
  type AdminOrderPage,
  type BuyAgainResult,
  type OrderCounts,
  type OrderDetail,
  type OrderPage,
  type Remittance,
  type adminOrderListBody,
  type orderListBody,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db } from '../../../db/client';
import { columnByIds } from '../../../lib/by-id';
import { forbidden, notFound } from '../../../lib/app-error';
import { chinaDayRange, likeContains } from '../../../lib/china-day';
import { newestFirstPage } from '../../../lib/newest-page';
import type { AuditActor } from '../../platform/audit';
import { addToCart, cartCount } from '../cart';
import { payments, remittances } from '../payment/payment.table';
import { buyersByIds, userIdsLike } from '../../identity/user';
import {
  moveOrderByNo,
  type OrderCancelHook,
  type OrderReceiveHook,
  type OrderShipHook,
} from './order.lifecycle';
import { orderHistory, orderLines, orders, type OrderLineRow, type OrderRow } from './order.table';
import { withMaterialCodes, type MaterialCodes } from '../material-codes';
import { toDetail, toListItem, type CompanyFacts } from './order.view';

const DATE_RANGE_DAYS = { '01': 3, '02': 7, '03': 365 } as const;

/** 待结算: delivered or completed, not paid. 待开票: paid, no invoice yet, not cancelled. */
const VIEW_WHERE = {
  toSettle: sql`${orders.status} in (4, 5) and ${orders.payStatus} in (0, 1)`,
  toInvoice: sql`${orders.payStatus} = 2 and ${orders.invoiceStatus} = 0 and ${orders.status} <> 7`,
} as const;

/** Orders read side and the buyer's and operator's actions on them. */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly opts: {
      autoCompleteDays: number;
      /** After-sales window in days (AFS_WINDOW_DAYS); 15 when not given. */
      afsWindowDays?: number;
      onReindex: (productIds: number[]) => void;
      /** Products whose stock rose (a cancellation put it back), after the commit: back-in-stock alerts. */
      onRestock?: (productIds: number[]) => void;
      /** The company orders a buyer may see, as a condition (null: not a member of a company). */
      companyScope?: (userId: number) => Promise<SQL | null>;
      /** What a cancellation gives back in its transaction (budgets, credit): registered at app build. */
      onCancel?: readonly OrderCancelHook[];
      /** What a whole-order ship does in its transaction (fulfilment records the shipment): at app build. */
      onShip?: readonly OrderShipHook[];
      /** What a whole-order receipt does in its transaction (fulfilment receives the shipments): at app build. */
      onReceive?: readonly OrderReceiveHook[];
      /** The company's material codes on a company order's lines, as its members see them. */
      materialCodes?: MaterialCodes;
    },
  ) {}

  private async scopeOf(userId: number): Promise<SQL> {
    const scope = this.opts.companyScope ? await this.opts.companyScope(userId) : null;
    if (!scope) throw forbidden('您还没有加入企业');
    return scope;
  }

  /** Buyer names and cost centres of the company orders among `rows`. */
  private async companyFacts(rows: OrderRow[]): Promise<Map<number, CompanyFacts>> {
    const ids = rows.filter((r) => r.companyId !== null).map((r) => r.id);
    if (!ids.length) return new Map();
    const facts = await queryRows<{ id: number; buyer: string; dept: string | null }>(
      this.db,
      sql`select o.id, coalesce(nullif(u.name, ''), u.username) as buyer, d.name as dept
          from orders o join users u on u.id = o.user_id left join company_departments d on d.id = o.department_id
          where o.id = any(${sql.param(ids)}::bigint[])`,
    );
    return new Map(facts.map((f) => [Number(f.id), { buyerName: f.buyer, costCentre: f.dept ?? '' }]));
  }

  private async linesOf(orderIds: number[]): Promise<Map<number, OrderLineRow[]>> {
    const map = new Map<number, OrderLineRow[]>();
    if (!orderIds.length) return map;
    const rows = await this.db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(orderLines.id);
    for (const r of rows) map.set(r.orderId, [...(map.get(r.orderId) ?? []), r]);
    return map;
  }

  /** One page of the buyer's orders by status tab or view, order number, product name and date range. */
  async list(userId: number, q: z.output<typeof orderListBody>): Promise<OrderPage> {
    const where = and(
      q.scope === 'company' ? await this.scopeOf(userId) : eq(orders.userId, userId),
      q.poNumber ? ilike(orders.poNumber, `%${q.poNumber.replace(/[%_\\]/g, '')}%`) : undefined,
      q.type !== -1 ? eq(orders.status, q.type) : undefined,
      q.view ? VIEW_WHERE[q.view] : undefined,
      q.orderNo ? ilike(orders.orderNo, `%${q.orderNo.replace(/[%_\\]/g, '')}%`) : undefined,
      q.productName
        ? sql`exists (select 1 from order_lines l where l.order_id = ${orders.id}
                and l.title ilike ${`%${q.productName.replace(/[%_\\]/g, '')}%`})`
        : undefined,
      q.dateRange
        ? sql`${orders.createdAt} >= now() - make_interval(days => ${DATE_RANGE_DAYS[q.dateRange]})`
        : undefined,
    );
    return this.page(where, q.pageNum, q.pageSize, userId);
  }

  private async page(
    where: SQL | undefined,
    pageNum: number,
    pageSize: number,
    viewerId?: number,
  ): Promise<OrderPage> {
    const { rows, total } = await newestFirstPage(this.db, orders, where, { pageNum, pageSize });
    const [lines, facts] = await Promise.all([this.linesOf(rows.map((r) => r.id)), this.companyFacts(rows)]);
    return {
      list: rows.map((o) => toListItem(o, lines.get(o.id) ?? [], facts.get(o.id), viewerId)),
      total,
      pageNum,
      pageSize,
    };
  }

  /** Order counts for the tabs and the quick panel. */
  async counts(userId: number): Promise<OrderCounts> {
    const [row] = await this.db
      .select({
        all: count(),
        pendingAcceptance: sql<number>`count(*) filter (where ${orders.status} = 1)`.mapWith(Number),
        pendingShipment: sql<number>`count(*) filter (where ${orders.status} = 2)`.mapWith(Number),
        pendingReceipt: sql<number>`count(*) filter (where ${orders.status} = 4)`.mapWith(Number),
        completed: sql<number>`count(*) filter (where ${orders.status} = 5)`.mapWith(Number),
        cancelled: sql<number>`count(*) filter (where ${orders.status} = 7)`.mapWith(Number),
        toSettle: sql<number>`count(*) filter (where ${VIEW_WHERE.toSettle})`.mapWith(Number),
        toInvoice: sql<number>`count(*) filter (where ${VIEW_WHERE.toInvoice})`.mapWith(Number),
      })
      .from(orders)
      .where(eq(orders.userId, userId));
    return row!;
  }

  private async findRow(orderNo: string, userId?: number): Promise<OrderRow> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), userId !== undefined ? eq(orders.userId, userId) : undefined));
    if (!row) throw notFound('订单不存在');
    return row;
  }

  /**
   * The order as a buyer sees it: their own, or a company order their company roles let them see (管理员 and
   * 财务 all, a department head their departments'); anything else → 404.
   */
  async detailForBuyer(orderNo: string, userId: number): Promise<OrderDetail> {
    const [own] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
    if (own) return this.detail(orderNo, userId);
    const scope = this.opts.companyScope ? await this.opts.companyScope(userId) : null;
    if (!scope) throw notFound('订单不存在');
    const [seen] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), scope));
    if (!seen) throw notFound('订单不存在');
    return this.detail(orderNo, undefined, userId);
  }

  /** The order in full; `userId` scopes it to a buyer (another buyer's order → 404). */
  async detail(orderNo: string, userId?: number, viewerId?: number): Promise<OrderDetail> {
    const order = await this.findRow(orderNo, userId);
    const [lines, history, [payment], [remit]] = await Promise.all([
      this.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id),
      this.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id)).orderBy(orderHistory.id),
      this.db
        .select({ tradeNo: payments.tradeNo })
        .from(payments)
        .where(eq(payments.orderId, order.id))
        .orderBy(sql`${payments.status} = 1 desc`, desc(payments.id))
        .limit(1),
      this.db.select().from(remittances).where(eq(remittances.orderId, order.id)),
    ]);
    const remittance: Remittance | null = remit
      ? {
          payerName: remit.payerName,
          payerBank: remit.payerBank,
          payerAccount: remit.payerAccount,
          amount: fenToYuan(remit.amountFen),
          remittedAt: remit.remittedAt,
          voucherNo: remit.voucherNo,
          remark: remit.remark,
          status: remit.status,
          confirmedAt: remit.confirmedAt?.toISOString() ?? null,
        }
      : null;
    const facts = (await this.companyFacts([order])).get(order.id);
    const detail = toDetail({
      order,
      facts,
      viewerId,
      lines,
      history,
      tradeNo: payment?.tradeNo ?? null,
      remittance,
      autoCompleteDays: this.opts.autoCompleteDays,
      afsWindowDays: this.opts.afsWindowDays ?? 15,
    });
    // A buyer's view of a company order: the lines carry the company's own codes for their SKUs.
    const buyerView = userId !== undefined || viewerId !== undefined;
    const owner = buyerView && order.companyId ? { companyId: order.companyId } : null;
    return {
      ...detail,
      lines: await withMaterialCodes(this.opts.materialCodes, this.db, owner, detail.lines),
    };
  }

  /** Runs a life-cycle move and answers the fresh detail. */
  async move(
    by: { orderNo: string; userId?: number },
    input: Parameters<typeof moveOrderByNo>[2],
  ): Promise<OrderDetail> {
    const { reindex, restocked } = await moveOrderByNo(
      this.db,
      by,
      input,
      this.opts.onCancel,
      this.opts.onShip,
      this.opts.onReceive,
    );
    if (reindex.length) this.opts.onReindex(reindex);
    if (restocked.length) this.opts.onRestock?.(restocked);
    return this.detail(by.orderNo, by.userId);
  }

  /** Buyer cancels while 1 or 2 and unpaid. */
  cancelByBuyer(userId: number, orderNo: string, reason: string) {
    return this.move(
      { orderNo, userId },
      { move: 'cancel', actor: { kind: 'buyer', id: userId }, note: reason },
    );
  }

  /** Buyer confirms receipt (4 → 5). */
  confirmReceipt(userId: number, orderNo: string) {
    return this.move({ orderNo, userId }, { move: 'receive', actor: { kind: 'buyer', id: userId } });
  }

  /** Puts the order's lines back into the buyer's cart (skipping what can no longer be bought). */
  async buyAgain(userId: number, orderNo: string): Promise<BuyAgainResult> {
    const order = await this.findRow(orderNo, userId);
    const lines = await this.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const skipped: BuyAgainResult['skipped'] = [];
    let added = 0;
    for (const line of lines) {
      try {
        await addToCart(this.db, userId, line.skuId, line.quantity, order.areaCode);
        added++;
      } catch (err) {
        skipped.push({ title: line.title, reason: err instanceof Error ? err.message : '无法加入购物车' });
      }
    }
    return { cartNum: await cartCount(this.db, userId), added, skipped };
  }

  /** Operator list: every buyer's orders by status, payment status, order number, buyer, product and days. */
  /** `sellerId`: the merchant portal's list (that shop's orders only). */
  async adminList(q: z.output<typeof adminOrderListBody>, sellerId?: number): Promise<AdminOrderPage> {
    const where = and(
      sellerId !== undefined ? eq(orders.merchantId, sellerId) : undefined,
      q.status !== -1 ? eq(orders.status, q.status) : undefined,
      q.payStatus !== undefined ? eq(orders.payStatus, q.payStatus) : undefined,
      q.orderNo ? ilike(orders.orderNo, `%${q.orderNo.replace(/[%_\\]/g, '')}%`) : undefined,
      q.buyer
        ? sql`${orders.userId} in (${userIdsLike(`%${q.buyer.replace(/[%_\\]/g, '')}%`, true)})`
        : undefined,
      q.product
        ? sql`exists (select 1 from order_lines l where l.order_id = ${orders.id}
                and l.title ilike ${likeContains(q.product)})`
        : undefined,
      chinaDayRange(orders.createdAt, q.startDate, q.endDate),
    );
    const page = await this.page(where, q.pageNum, q.pageSize);
    const buyerIds = [...new Set(await this.userIdsOf(page.list.map((o) => o.id)))];
    const buyers = await buyersByIds(this.db, buyerIds);
    const owner = await this.ownerMap(page.list.map((o) => o.id));
    return {
      ...page,
      list: page.list.map((o) => {
        const b = buyers.find((x) => x.id === owner.get(o.id));
        return { ...o, buyer: b ?? { id: 0, username: '', companyName: '' } };
      }),
    };
  }

  private ownerMap(orderIds: number[]): Promise<Map<number, number>> {
    return columnByIds(this.db, orders, 'userId', orderIds);
  }

  private async userIdsOf(orderIds: number[]): Promise<number[]> {
    return [...(await this.ownerMap(orderIds)).values()];
  }

  /** The shop's own order, or 404 订单不存在 (another shop's order answers exactly like an unknown one). */
  async assertSeller(orderNo: string, merchantId: number): Promise<void> {
    const [row] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), eq(orders.merchantId, merchantId)));
    if (!row) throw notFound('订单不存在');
  }

  /** A shop's staff move its own order: accept, ship, cancel (audited with role 商家). */
  async merchantMove(
    orderNo: string,
    merchantId: number,
    op: AuditActor,
    input: Omit<Parameters<typeof moveOrderByNo>[2], 'actor' | 'audit'>,
  ) {
    await this.assertSeller(orderNo, merchantId);
    return this.move({ orderNo }, { ...input, actor: { kind: 'merchant', id: op.operatorId }, audit: op });
  }

  /** Operator moves: accept, ship, cancel (each written to the audit log in the move's transaction). */
  operatorMove(
    orderNo: string,
    op: AuditActor,
    input: Omit<Parameters<typeof moveOrderByNo>[2], 'actor' | 'audit'>,
  ) {
    return this.move({ orderNo }, { ...input, actor: { kind: 'operator', id: op.operatorId }, audit: op });
  }
}
