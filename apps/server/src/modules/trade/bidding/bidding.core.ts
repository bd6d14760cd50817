import { and, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import {
  BIDDING_STATUS,
  BIDDING_STATUS_LABEL,
  MESSAGE_TYPE,
  type BiddingItem,
  type BiddingQuote,
  type BiddingStatus,
} from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { chinaTimeText } from '../../../lib/china-day';
import { recordMove } from '../../../lib/document';
import { writeMessage } from '../../content/message';
import {
  biddingRequests,
  type BiddingQuoteRow,
  type BiddingRequestRow,
  type StoredQuoteLine,
} from './bidding.table';
import { biddingGraph } from './bidding.graph';

// The bidding request's core, shared by the buyer's, the operators' and the shops' faces: its status, the
// sealing rule, the wire shapes, the quote numbers, its moves and the buyer's messages.

export const DAY_MS = 24 * 3600_000;

/** Date-time in China, e.g. 2026-11-30 18:00. */
export const fmt = (d: Date): string => chinaTimeText(d);

/** 1 进行中 / 2 已截止 are read from the deadline; 3 and 4 are stored. */
export function biddingStatus(
  row: Pick<BiddingRequestRow, 'state' | 'deadline'>,
  now = Date.now(),
): BiddingStatus {
  if (row.state !== BIDDING_STATUS.OPEN) return row.state as BiddingStatus;
  return row.deadline.getTime() > now ? BIDDING_STATUS.OPEN : BIDDING_STATUS.CLOSED;
}

/** The conditions of a list filtered by a status as the caller sees it (进行中 and 已截止 by the deadline). */
export function statusWhere(status: number | undefined): SQL[] {
  const now = new Date();
  if (status === BIDDING_STATUS.OPEN)
    return [eq(biddingRequests.state, 1), gt(biddingRequests.deadline, now)];
  if (status === BIDDING_STATUS.CLOSED)
    return [eq(biddingRequests.state, 1), lte(biddingRequests.deadline, now)];
  return status ? [eq(biddingRequests.state, status)] : [];
}

const detailLink = (id: number) => `/product-bidding/detail?id=${id}`;
export const portalLink = (id: number) => `/bidding/quote?id=${id}`;

/** 密封竞价 before the deadline: prices are withheld from the buyer and operators. */
export function isSealed(
  row: Pick<BiddingRequestRow, 'openBidding' | 'deadline'>,
  now = Date.now(),
): boolean {
  return !row.openBidding && row.deadline.getTime() > now;
}

/** A quote as the wire shows it; `sealed` withholds its prices. */
export function toQuote(
  q: BiddingQuoteRow,
  sealed: boolean,
  expired: boolean,
  chosen: boolean,
): BiddingQuote {
  return {
    id: q.id,
    merchantId: q.merchantId,
    supplierName: q.supplierName,
    sealed,
    lineCount: q.lines.length,
    lines: sealed ? [] : q.lines,
    totalFen: sealed ? null : q.totalFen,
    attachment: sealed ? '' : q.attachment,
    deliveryDays: q.deliveryDays,
    validUntil: q.validUntil,
    expired,
    remark: sealed ? '' : q.remark,
    chosen,
    createdAt: q.updatedAt.toISOString(),
  };
}

/** The buyer's 竞价 message about their request. */
export function biddingMessage(tx: DbOrTx, row: BiddingRequestRow, title: string, content: string) {
  return writeMessage(tx, {
    userId: row.userId,
    type: MESSAGE_TYPE.BIDDING,
    title,
    content,
    link: detailLink(row.id),
  });
}

export function toItem(row: BiddingRequestRow, quoteCount: number): BiddingItem {
  const status = biddingStatus(row);
  return {
    id: row.id,
    biddingNo: row.biddingNo,
    title: row.title,
    status,
    statusLabel: BIDDING_STATUS_LABEL[status],
    lineCount: row.lines.length,
    quoteCount,
    areaCode: row.areaCode,
    areaName: row.areaName,
    deadline: row.deadline.toISOString(),
    budgetFen: row.budgetFen,
    orderNo: row.orderNo,
    orderNos: [...new Set(row.awards.map((a) => a.orderNo))],
    requestNo: row.requestNo,
    openBidding: row.openBidding,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A request, the buyer's own (`userId`) or any (operators: null); 404 otherwise. */
export async function findBidding(db: DbOrTx, userId: number | null, id: number): Promise<BiddingRequestRow> {
  const [row] = await db
    .select()
    .from(biddingRequests)
    .where(
      userId === null
        ? eq(biddingRequests.id, id)
        : and(eq(biddingRequests.id, id), eq(biddingRequests.userId, userId)),
    );
  if (!row) throw notFound('竞价单不存在');
  return row;
}

/** 409 unless quotes are still taken (进行中). */
export function assertQuotable(row: BiddingRequestRow) {
  biddingGraph.assertMove(biddingStatus(row), 'quote');
}

/**
 * Moves a request's stored state by one conditional update (`from` → the move's state): of two moves at once
 * one wins, the other answers 409 竞价单状态已变化，请刷新后重试.
 */
export function moveBidding(
  tx: DbOrTx,
  id: number,
  move: 'award' | 'cancel' | 'hold',
  from: BiddingStatus,
  set?: { requestNo: string },
) {
  const { to } = biddingGraph.moves[move];
  return recordMove(
    tx,
    { table: biddingRequests, statusKey: 'state', graph: biddingGraph, move, id, from, to, set },
    null,
  );
}

/** Titles of SKUs (product title and specification) for the comparison table. */
export async function skuTitles(db: DbOrTx, skuIds: number[]): Promise<Map<number, string>> {
  const rows = await queryRows<{ id: number; title: string; spec: Record<string, string> }>(
    db,
    sql`select s.id, p.title, s.spec from skus s join products p on p.id = s.product_id
        where s.id = any(${sql.param(skuIds)}::int[])`,
  );
  return new Map(
    rows.map((r) => [Number(r.id), [r.title, ...Object.values(r.spec ?? {})].join(' ').slice(0, 120)]),
  );
}

/** Quote lines with amounts (unit price × the request line's quantity) and the total, in fen. */
export function quoteLines(
  row: BiddingRequestRow,
  given: readonly { lineNo: number; skuId: number; unitPriceFen: number }[],
  titles: Map<number, string>,
): { lines: StoredQuoteLine[]; totalFen: number } {
  const qty = new Map(row.lines.map((l) => [l.lineNo, l.quantity]));
  const lines = [...given]
    .sort((a, b) => a.lineNo - b.lineNo)
    .map((l) => ({
      lineNo: l.lineNo,
      skuId: l.skuId,
      unitPriceFen: l.unitPriceFen,
      amountFen: l.unitPriceFen * (qty.get(l.lineNo) ?? 0),
      skuTitle: titles.get(l.skuId) ?? '',
    }));
  return { lines, totalFen: lines.reduce((n, l) => n + l.amountFen, 0) };
}
