import { and, asc, count, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  AFS_EVENT_LABEL,
  AFS_REASONS,
  AFS_STATUS,
  AFS_STATUS_LABEL,
  AFS_TYPE,
  AFS_TYPE_LABEL,
  fenToYuan,
  MESSAGE_TYPE,
  ORDER_STATUS_LABEL,
  PAY_STATUS,
  REFUND_STATUS_LABEL,
  type afsApplyBody,
  type AfsApplyInfo,
  type AfsDetail,
  type AfsEvent,
  type afsListBody,
  type AfsListItem,
  type AfsPage,
  type AfsStatus,
  type AfsType,
  type OrderStatus,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { recordMove, writeHistory, type HistoryEntry } from '../../../lib/document';
import { recordAudit, snapshot, type AuditActor } from '../../platform/audit';
import { writeMessage } from '../../content/message';
import { afsDeadlineOf, lockOrder, orderLines, orders, type OrderLineRow } from '../order';
import { type PaymentProvider } from '../payment';
import { users } from '../../identity/user';
import { afsGraph, type AfsMove } from './afs.graph';
import { afsHistory, afsRequests, type AfsRow } from './afs.table';

export const REFUND_CHANNEL_NOTE: Record<string, string> = {
  online: '（原路退回）',
  offline: '（线下转账）',
  credit: '（退回账期额度）',
};

export type Actor = { kind: 'buyer' | 'operator' | 'merchant' | 'system'; id: number | null };
/** Who a request is read or moved for: a buyer (their own), a shop (its orders' requests), or operators (all). */
type Scope = { afsNo: string; userId?: number; merchantId?: number };

/** Requests of a shop's orders (the seller's after-sales in the merchant portal). */
export const ofShop = (merchantId: number | undefined): SQL | undefined =>
  merchantId === undefined
    ? undefined
    : sql`${afsRequests.orderId} in (select id from orders where merchant_id = ${merchantId})`;

/** Fields of a request the audit log keeps before and after an operator's move. */
const AFS_AUDIT_FIELDS = [
  'afsNo',
  'status',
  'refundFen',
  'refundedFen',
  'refundChannel',
  'refundNo',
  'rejectReason',
  'exchangeCarrier',
  'exchangeTrackingNo',
] as const satisfies readonly (keyof AfsRow)[];
type ApplyInput = z.output<typeof afsApplyBody>;

/** Where returned goods go (shown while 待寄回). */
const RETURN_ADDRESS = '上海市浦东新区张江路 665 号 工业品商城售后仓 售后部 收 021-50801234';

/** Where a request's goods go back: fixed at approval; requests approved before that went to the platform. */
const returnAddressOf = (a: AfsRow) => a.returnAddress || RETURN_ADDRESS;

/**
 * The seller's 退货地址 for goods of this order: the platform's warehouse for 自营 orders, the shop's own
 * for a shop's (a shop that has not set one cannot approve a return: 409).
 */
async function sellerReturnAddress(tx: DbOrTx, orderId: number): Promise<string> {
  const [row] = await queryRows<{ merchant_id: number; return_address: string | null }>(
    tx,
    sql`select o.merchant_id, m.return_address from orders o left join merchants m on m.id = o.merchant_id
        where o.id = ${orderId}`,
  );
  if (!row || Number(row.merchant_id) === 0) return RETURN_ADDRESS;
  if (!row.return_address) throw conflict('店铺尚未设置退货地址，请先在店铺设置中填写退货地址');
  return row.return_address;
}
/** Requests that no longer hold quantity or money of their line. */
const DEAD: AfsStatus[] = [AFS_STATUS.REJECTED, AFS_STATUS.CANCELLED];

const afsLink = (afsNo: string) => `/afs/list?afsNo=${afsNo}`;

export type AfsDeps = {
  provider: PaymentProvider;
  /** Whether an uploaded image URL points to a stored file. */
  photoExists: (url: string) => Promise<boolean>;
  /** Requests may be opened within this many days of receipt or completion (AFS_WINDOW_DAYS); 15 if not given. */
  windowDays?: number;
  /**
   * Called inside the refund's transaction (the invoice module marks an issued invoice over the order for a
   * red-letter reversal).
   */
  onRefunded?: (tx: DbOrTx, refund: { orderId: number; afsNo: string; refundedFen: number }) => Promise<void>;
};

/** 'YYYY-MM-DD HH:mm' in China Standard Time. */
const chinaMinute = (d: Date) =>
  new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

/** The refusal when the after-sales window of an order has closed, or null while it is open. */
function afsWindowClosed(deadline: Date | null, days: number, now = new Date()): string | null {
  if (!deadline || now.getTime() <= deadline.getTime()) return null;
  return `已超过售后申请期限：确认收货后 ${days} 天内可申请售后（已于 ${chinaMinute(deadline)} 截止），如有问题请联系客服`;
}

function refundStatusOf(row: Pick<AfsRow, 'type' | 'status'>): 1 | 2 | 3 | null {
  if (row.type === 3) return null;
  if (row.status === AFS_STATUS.REFUNDING) return 2;
  if (row.status === AFS_STATUS.REFUNDED) return 3;
  if ([AFS_STATUS.PENDING_REVIEW, AFS_STATUS.AWAITING_RETURN, AFS_STATUS.RETURNED].includes(row.status as 1))
    return 1;
  return null;
}

type Joined = { afs: AfsRow; line: OrderLineRow; orderNo: string };

export function toItem({ afs, line, orderNo }: Joined): AfsListItem {
  const refundStatus = refundStatusOf(afs);
  return {
    afsNo: afs.afsNo,
    orderNo,
    orderLineId: afs.orderLineId,
    type: afs.type,
    typeLabel: AFS_TYPE_LABEL[afs.type as AfsType] ?? '',
    status: afs.status,
    statusLabel: AFS_STATUS_LABEL[afs.status as AfsStatus] ?? '',
    refundStatus,
    refundStatusLabel: refundStatus ? REFUND_STATUS_LABEL[refundStatus] : null,
    product: {
      skuId: line.skuId,
      productId: line.productId,
      title: line.title,
      image: line.image,
      specValues: line.specValues,
      unit: line.unit,
      price: fenToYuan(line.priceFen),
    },
    quantity: afs.quantity,
    reason: afs.reason,
    refundAmount: fenToYuan(afs.refundFen),
    refundedAmount: fenToYuan(afs.refundedFen),
    createdAt: afs.createdAt.toISOString(),
    actions: {
      canCancel: afs.status === AFS_STATUS.PENDING_REVIEW,
      canShipReturn: afs.status === AFS_STATUS.AWAITING_RETURN,
    },
  };
}

const MESSAGES: Record<AfsEvent, (a: AfsRow, note: string) => [string, string]> = {
  applied: (a) => [
    '售后申请已提交',
    `您的售后申请 ${a.afsNo}（${AFS_TYPE_LABEL[a.type as AfsType]}）已提交，平台将尽快审核。`,
  ],
  cancelled: (a) => ['售后申请已取消', `您已取消售后申请 ${a.afsNo}。`],
  approved: (a) => [
    '售后申请已通过',
    a.type === 1
      ? `您的售后申请 ${a.afsNo} 已审核通过，平台将为您退款 ¥${fenToYuan(a.refundFen)}。`
      : `您的售后申请 ${a.afsNo} 已审核通过，请将商品寄回：${returnAddressOf(a)}，并填写退货物流单号。`,
  ],
  rejected: (a, note) => ['售后申请被驳回', `您的售后申请 ${a.afsNo} 未通过审核，原因：${note}。`],
  returnShipped: (a, note) => [
    '退货物流已提交',
    `您已为售后申请 ${a.afsNo} 寄回商品（${note}），平台收货后将继续处理。`,
  ],
  returnReceived: (a) => [
    '平台已收到退货',
    a.type === 3
      ? `平台已收到售后申请 ${a.afsNo} 的退货，将尽快为您发出换货商品。`
      : `平台已收到售后申请 ${a.afsNo} 的退货，将尽快为您退款。`,
  ],
  refunded: (a, note) => ['退款已完成', `售后申请 ${a.afsNo} 已退款 ${note}，请注意查收。`],
  exchangeShipped: (a, note) => [
    '换货商品已发出',
    `售后申请 ${a.afsNo} 的换货商品已发出（${note}），请注意查收。`,
  ],
};

/** After-sales requests: apply, list, detail, buyer moves and the operator's moves (approve … refund). */
/** One entry of a request's timeline. */
const afsEntry = (
  afsId: number,
  event: AfsEvent,
  toStatus: number,
  note: string,
  actor: Actor,
): HistoryEntry<typeof afsHistory> => ({
  table: afsHistory,
  values: { afsId, event, toStatus, note, actorKind: actor.kind, actorId: actor.id },
});

/**
 * What the buyer's and the handlers' sides of after-sales share: the request's lock, its moves through the
 * graph (status, timeline, message, audit), its reads and its detail.
 */
export class AfsCore {
  constructor(
    protected readonly db: Db,
    protected readonly deps: AfsDeps,
  ) {}

  protected get windowDays(): number {
    return this.deps.windowDays ?? 15;
  }

  /** Quantity and refund held by live requests of each line of `orderId`. */
  protected async lineUsage(tx: DbOrTx, orderId: number, exceptId?: number) {
    const rows = await tx
      .select({
        lineId: afsRequests.orderLineId,
        quantity: sql<number>`coalesce(sum(${afsRequests.quantity}), 0)::int`,
        refundFen: sql<number>`coalesce(sum(case when ${afsRequests.status} = ${AFS_STATUS.REFUNDED}
          then ${afsRequests.refundedFen} else ${afsRequests.refundFen} end), 0)::bigint`,
      })
      .from(afsRequests)
      .where(
        and(
          eq(afsRequests.orderId, orderId),
          notInArray(afsRequests.status, DEAD),
          exceptId ? ne(afsRequests.id, exceptId) : undefined,
        ),
      )
      .groupBy(afsRequests.orderLineId);
    return new Map(
      rows.map((r) => [r.lineId, { quantity: Number(r.quantity), refundFen: Number(r.refundFen) }]),
    );
  }

  protected async record(tx: DbOrTx, row: AfsRow, event: AfsEvent, to: number, note: string, actor: Actor) {
    await writeHistory(tx, afsEntry(row.id, event, to, note, actor));
    await this.notify(tx, row, event, note);
  }

  /** The buyer's 售后 message about `event`. */
  protected async notify(tx: DbOrTx, row: AfsRow, event: AfsEvent, note: string) {
    const [title, content] = MESSAGES[event](row, note);
    await writeMessage(tx, {
      userId: row.userId,
      type: MESSAGE_TYPE.AFTER_SALES,
      title,
      content,
      link: afsLink(row.afsNo),
    });
  }

  protected async lock(tx: DbOrTx, by: Scope): Promise<AfsRow> {
    const [row] = await tx
      .select()
      .from(afsRequests)
      .where(
        and(
          eq(afsRequests.afsNo, by.afsNo),
          by.userId !== undefined ? eq(afsRequests.userId, by.userId) : undefined,
          ofShop(by.merchantId),
        ),
      )
      .for('update');
    if (!row) throw notFound('售后单不存在');
    return row;
  }

  /** Runs one move of the graph on a locked request: status, extra columns, timeline and message. */
  protected async move(
    by: Scope,
    move: AfsMove,
    actor: Actor,
    opts: { note?: string; set?: Partial<typeof afsRequests.$inferInsert>; audit?: AuditActor } = {},
  ): Promise<AfsDetail> {
    await this.db.transaction(async (tx) => {
      const row = await this.lock(tx, by);
      // The graph is checked before the seller's return address is looked up (which may refuse on its own).
      afsGraph.assertMove(row.status, move);
      const { event, action } = afsGraph.moves[move];
      const to = afsGraph.moves[move].to(row.type);
      const note = opts.note ?? '';
      const returnAddress =
        move === 'approve' && row.type !== AFS_TYPE.REFUND_ONLY
          ? { returnAddress: await sellerReturnAddress(tx, row.orderId) }
          : {};
      const updated = await recordMove(
        tx,
        {
          table: afsRequests,
          graph: afsGraph,
          move,
          id: row.id,
          from: row.status,
          to,
          set: { ...opts.set, ...returnAddress },
        },
        afsEntry(row.id, event, to, note, actor),
      );
      await this.notify(tx, updated, event, note);
      if (opts.audit)
        await recordAudit(tx, opts.audit, {
          action: `afs.${move}`,
          targetType: 'afs',
          targetId: row.afsNo,
          summary: `售后单${action} ${row.afsNo}${opts.note ? `：${opts.note}` : ''}`,
          before: snapshot(row, AFS_AUDIT_FIELDS),
          after: snapshot(updated, AFS_AUDIT_FIELDS),
        });
      if (move === 'refund' && this.deps.onRefunded)
        await this.deps.onRefunded(tx, {
          orderId: updated.orderId,
          afsNo: updated.afsNo,
          refundedFen: updated.refundedFen,
        });
    });
    return this.detail(by);
  }

  protected async joined(where: SQL | undefined, limit?: { pageNum: number; pageSize: number }) {
    const q = this.db
      .select({ afs: afsRequests, line: orderLines, orderNo: orders.orderNo, username: users.username })
      .from(afsRequests)
      .innerJoin(orderLines, eq(orderLines.id, afsRequests.orderLineId))
      .innerJoin(orders, eq(orders.id, afsRequests.orderId))
      .innerJoin(users, eq(users.id, afsRequests.userId))
      .where(where)
      .orderBy(desc(afsRequests.createdAt), desc(afsRequests.id));
    return limit ? q.limit(limit.pageSize).offset((limit.pageNum - 1) * limit.pageSize) : q;
  }

  protected async count(where: SQL | undefined) {
    const [r] = await this.db
      .select({ n: count() })
      .from(afsRequests)
      .innerJoin(orders, eq(orders.id, afsRequests.orderId))
      .where(where);
    return r?.n ?? 0;
  }

  protected refundWhere(refundStatus?: number): SQL | undefined {
    if (!refundStatus) return undefined;
    const statuses = refundStatus === 1 ? [1, 5, 6] : [refundStatus];
    return and(inArray(afsRequests.type, [1, 2]), inArray(afsRequests.status, statuses));
  }

  /** One request with its timeline; `userId` scopes it to a buyer (404 otherwise). */
  async detail(by: Scope): Promise<AfsDetail> {
    const [r] = await this.joined(
      and(
        eq(afsRequests.afsNo, by.afsNo),
        by.userId !== undefined ? eq(afsRequests.userId, by.userId) : undefined,
        ofShop(by.merchantId),
      ),
    );
    if (!r) throw notFound('售后单不存在');
    const history = await this.db
      .select()
      .from(afsHistory)
      .where(eq(afsHistory.afsId, r.afs.id))
      .orderBy(asc(afsHistory.id));
    const a = r.afs;
    return {
      ...toItem(r),
      description: a.description,
      photos: a.photos,
      rejectReason: a.rejectReason,
      returnAddress: a.type !== 1 && [5, 6].includes(a.status) ? returnAddressOf(a) : null,
      returnShipment: a.returnCarrier
        ? { carrier: a.returnCarrier, trackingNo: a.returnTrackingNo ?? '' }
        : null,
      exchangeShipment: a.exchangeCarrier
        ? { carrier: a.exchangeCarrier, trackingNo: a.exchangeTrackingNo ?? '' }
        : null,
      refund:
        a.refundedAt && a.refundChannel
          ? {
              channel: a.refundChannel,
              refundNo: a.refundNo ?? '',
              amount: fenToYuan(a.refundedFen),
              refundedAt: a.refundedAt.toISOString(),
            }
          : null,
      timeline: history.map((h) => ({
        event: h.event,
        eventLabel: AFS_EVENT_LABEL[h.event as AfsEvent] ?? h.event,
        status: h.toStatus,
        statusLabel: AFS_STATUS_LABEL[h.toStatus as AfsStatus] ?? '',
        note: h.note,
        actor: h.actorKind,
        at: h.createdAt.toISOString(),
      })),
    };
  }
}

/** The buyer's side of after-sales: what may be requested, applying, cancelling, the return shipment, the list. */
export class AfsService extends AfsCore {
  /** What may be requested on an order of the buyer, line by line. */
  async applyInfo(userId: number, orderNo: string): Promise<AfsApplyInfo> {
    const [order] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
    if (!order) throw notFound('订单不存在');
    const [lines, usage] = await Promise.all([
      this.db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
      this.lineUsage(this.db, order.id),
    ]);
    const received = order.status === 4 || order.status === 5;
    const deadline = afsDeadlineOf(order, this.windowDays);
    const closed = afsWindowClosed(deadline, this.windowDays);
    const paid = order.payStatus === PAY_STATUS.PAID;
    return {
      orderNo,
      orderStatus: order.status,
      payStatus: order.payStatus,
      canApply: received && !closed,
      reason: !received
        ? `订单当前状态为“${ORDER_STATUS_LABEL[order.status as OrderStatus] ?? ''}”，收货后才能申请售后`
        : closed,
      deadline: deadline?.toISOString() ?? null,
      types: (paid ? [1, 2, 3] : [3]).map((value) => ({ value, label: AFS_TYPE_LABEL[value as AfsType] })),
      reasons: [...AFS_REASONS],
      lines: lines.map((l) => {
        const used = usage.get(l.id) ?? { quantity: 0, refundFen: 0 };
        return {
          orderLineId: l.id,
          skuId: l.skuId,
          productId: l.productId,
          title: l.title,
          image: l.image,
          specValues: l.specValues,
          unit: l.unit,
          price: fenToYuan(l.priceFen),
          quantity: l.quantity,
          amount: fenToYuan(l.amountFen),
          requestedQuantity: used.quantity,
          availableQuantity: Math.max(l.quantity - used.quantity, 0),
          refundedAmount: fenToYuan(used.refundFen),
        };
      }),
    };
  }

  /**
   * 申请售后 in one transaction with the order locked: the order is the buyer's and received (4) or completed
   * (5); refunds need a paid order; quantity ≤ bought − requested; the refund due is price × quantity within
   * what is left of the line's paid amount. Photos must be stored uploads.
   */
  async apply(userId: number, input: ApplyInput): Promise<AfsDetail> {
    for (const url of input.photos)
      if (!(await this.deps.photoExists(url))) throw badRequest('图片不存在，请重新上传');
    const afsNo = await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, { orderNo: input.orderNo, userId });
      if (order.status !== 4 && order.status !== 5)
        throw conflict(
          `订单当前状态为“${ORDER_STATUS_LABEL[order.status as OrderStatus] ?? ''}”，收货后才能申请售后`,
        );
      const closed = afsWindowClosed(afsDeadlineOf(order, this.windowDays), this.windowDays);
      if (closed) throw conflict(closed);
      const [line] = await tx
        .select()
        .from(orderLines)
        .where(and(eq(orderLines.id, input.orderLineId), eq(orderLines.orderId, order.id)));
      if (!line) throw notFound('订单商品不存在');
      if (input.type !== 3 && order.payStatus !== PAY_STATUS.PAID)
        throw conflict('订单尚未付款，不能申请退款，可申请换货或联系客服');
      const used = (await this.lineUsage(tx, order.id)).get(line.id) ?? { quantity: 0, refundFen: 0 };
      const left = line.quantity - used.quantity;
      if (input.quantity > left)
        throw conflict(
          left > 0 ? `申请数量超过可申请数量，最多还可申请 ${left}${line.unit}` : '该商品已全部申请过售后',
        );
      let refundFen = 0;
      if (input.type !== 3) {
        const cap = line.amountFen - used.refundFen;
        refundFen = Math.min(line.priceFen * input.quantity, cap);
        if (refundFen <= 0) throw conflict('该商品的实付金额已全部退款');
      }
      const [row] = await tx
        .insert(afsRequests)
        .values({
          userId,
          orderId: order.id,
          orderLineId: line.id,
          type: input.type,
          quantity: input.quantity,
          reason: input.reason,
          description: input.description,
          photos: input.photos,
          refundFen,
        })
        .returning();
      await this.record(tx, row!, 'applied', AFS_STATUS.PENDING_REVIEW, input.reason, {
        kind: 'buyer',
        id: userId,
      });
      return row!.afsNo;
    });
    return this.detail({ afsNo, userId });
  }

  /** Buyer cancels while 待审核. */
  cancel(userId: number, afsNo: string) {
    return this.move({ afsNo, userId }, 'cancel', { kind: 'buyer', id: userId });
  }

  /** Buyer enters the return shipment (待寄回 → 已寄回). */
  shipReturn(userId: number, b: { afsNo: string; carrier: string; trackingNo: string }) {
    return this.move(
      { afsNo: b.afsNo, userId },
      'shipReturn',
      { kind: 'buyer', id: userId },
      {
        note: `${b.carrier} ${b.trackingNo}`,
        set: { returnCarrier: b.carrier, returnTrackingNo: b.trackingNo },
      },
    );
  }

  /** The buyer's requests (/afs/list), newest first. */
  async list(userId: number, q: z.output<typeof afsListBody>): Promise<AfsPage> {
    const where = and(
      eq(afsRequests.userId, userId),
      q.status ? eq(afsRequests.status, q.status) : undefined,
      this.refundWhere(q.refundStatus),
      q.orderNo ? eq(orders.orderNo, q.orderNo) : undefined,
    );
    const [rows, total] = await Promise.all([this.joined(where, q), this.count(where)]);
    return { list: rows.map(toItem), total, pageNum: q.pageNum, pageSize: q.pageSize };
  }
}
