import { and, asc, count, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  AFS_EVENT_LABEL,
  AFS_STATUS,
  AFS_STATUS_LABEL,
  AFS_TYPE,
  fenToYuan,
  MESSAGE_TYPE,
  type AfsDetail,
  type AfsEvent,
  type AfsStatus,
} from '@mall/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/app-error';
import { recordMove, statusTimeline, writeHistory, type HistoryEntry } from '../../../lib/document';
import { recordAudit, snapshot, type AuditActor } from '../../platform/audit';
import { writeMessage } from '../../content/message';
import { orderLines, orders } from '../order/order.table';
import { type PaymentProvider } from '../payment';
import { usernamesByIds } from '../../identity/user';
import { afsGraph, type AfsMove } from './afs.graph';
import { afsHistory, afsRequests, type AfsRow } from './afs.table';
import { MESSAGES, RETURN_ADDRESS, returnAddressOf, toItem } from './afs.view';

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

/**
 * Work the seller's 发出换货 does in its transaction for the domains above trade (fulfilment records the
 * re-shipment as a replacement shipment of the request's line and quantity). Trade imports none of them.
 */
export type AfsExchangeShipHook = (
  tx: DbOrTx,
  exchange: {
    afsNo: string;
    orderId: number;
    orderLineId: number;
    quantity: number;
    carrier: string;
    trackingNo: string;
  },
  actor: Actor,
) => Promise<void>;

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
  /** Run inside the 发出换货 move's transaction, after the request moved. */
  onExchangeShip?: readonly AfsExchangeShipHook[];
};

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

/** Quantity and refund held by live requests of each line of `orderId` (but `exceptId`). */
export async function lineUsageOf(tx: DbOrTx, orderId: number, exceptId?: number) {
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

/** The buyer's 售后 message about `event` of a request. */
async function notifyAfs(tx: DbOrTx, row: AfsRow, event: AfsEvent, note: string) {
  const [title, content] = MESSAGES[event](row, note);
  await writeMessage(tx, {
    userId: row.userId,
    type: MESSAGE_TYPE.AFTER_SALES,
    title,
    content,
    link: afsLink(row.afsNo),
  });
}

/** One timeline entry of a request and its buyer's message. */
export async function recordAfs(
  tx: DbOrTx,
  row: AfsRow,
  event: AfsEvent,
  to: number,
  note: string,
  actor: Actor,
) {
  await writeHistory(tx, afsEntry(row.id, event, to, note, actor));
  await notifyAfs(tx, row, event, note);
}

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
  protected lineUsage(tx: DbOrTx, orderId: number, exceptId?: number) {
    return lineUsageOf(tx, orderId, exceptId);
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
      await notifyAfs(tx, updated, event, note);
      if (opts.audit)
        await recordAudit(tx, opts.audit, {
          action: `afs.${move}`,
          targetType: 'afs',
          targetId: row.afsNo,
          summary: `售后单${action} ${row.afsNo}${opts.note ? `：${opts.note}` : ''}`,
          before: snapshot(row, AFS_AUDIT_FIELDS),
          after: snapshot(updated, AFS_AUDIT_FIELDS),
        });
      if (move === 'shipExchange')
        for (const hook of this.deps.onExchangeShip ?? [])
          await hook(
            tx,
            {
              afsNo: updated.afsNo,
              orderId: updated.orderId,
              orderLineId: updated.orderLineId,
              quantity: updated.quantity,
              carrier: updated.exchangeCarrier ?? '',
              trackingNo: updated.exchangeTrackingNo ?? '',
            },
            actor,
          );
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
      .select({ afs: afsRequests, line: orderLines, orderNo: orders.orderNo })
      .from(afsRequests)
      .innerJoin(orderLines, eq(orderLines.id, afsRequests.orderLineId))
      .innerJoin(orders, eq(orders.id, afsRequests.orderId))
      .where(where)
      .orderBy(desc(afsRequests.createdAt), desc(afsRequests.id));
    const rows = await (limit ? q.limit(limit.pageSize).offset((limit.pageNum - 1) * limit.pageSize) : q);
    const usernames = await usernamesByIds(
      this.db,
      rows.map((r) => r.afs.userId),
    );
    return rows.map((r) => ({ ...r, username: usernames.get(r.afs.userId) ?? '' }));
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
      timeline: statusTimeline(history, AFS_EVENT_LABEL, AFS_STATUS_LABEL),
    };
  }
}
