import type { DbOrTx } from '../../../db/client';
import { recordEvent } from '../../platform/events';
import type { BiddingRequestRow } from './bidding.table';
import { fmt, isSealed } from './bidding.core';

// The outbox events of a bidding request (platform's domain_events), written in the transaction that makes the
// change so that they exist exactly when it commits; the notification domain reads them (issue 49).

/** The request's own facts every bidding event carries. */
const about = (row: BiddingRequestRow) => ({
  biddingId: row.id,
  biddingNo: row.biddingNo,
  title: row.title,
  lineCount: row.lines.length,
  deadline: fmt(row.deadline),
});

/** The data of a `bidding.invited` event (one per invited shop). */
export type BiddingInvitedData = ReturnType<typeof about> & { areaName: string };
/**
 * The data of a `bidding.quoted` event: a supplier's first quote, told to the request's buyer `userId`; its
 * total is null while the request is sealed (密封竞价: no price before the deadline, as on its page).
 */
export type BiddingQuotedData = ReturnType<typeof about> & {
  userId: number;
  supplierName: string;
  totalFen: number | null;
  deliveryDays: number;
};
/** The data of a `bidding.awarded` event (one per winning shop): its lines won and its order. */
export type BiddingAwardedData = ReturnType<typeof about> & { wonLines: number; orderNo: string };

/** Shops invited to quote on `row`. */
export async function recordInvited(tx: DbOrTx, row: BiddingRequestRow, merchantIds: readonly number[]) {
  for (const merchantId of merchantIds)
    await recordEvent(tx, {
      type: 'bidding.invited',
      merchantId,
      subjectId: row.id,
      data: { ...about(row), areaName: row.areaName } satisfies BiddingInvitedData,
    });
}

/** A supplier (a shop, or the platform's own team: merchant 0) quoted on `row` for the first time. */
export async function recordQuoted(
  tx: DbOrTx,
  row: BiddingRequestRow,
  quote: { merchantId: number; supplierName: string; totalFen: number; deliveryDays: number },
) {
  await recordEvent(tx, {
    type: 'bidding.quoted',
    merchantId: quote.merchantId,
    subjectId: row.id,
    data: {
      ...about(row),
      userId: row.userId,
      supplierName: quote.supplierName,
      totalFen: isSealed(row) ? null : quote.totalFen,
      deliveryDays: quote.deliveryDays,
    } satisfies BiddingQuotedData,
  });
}

/** Shops that won lines of `row`: how many lines and the order placed with each. */
export async function recordAwarded(
  tx: DbOrTx,
  row: BiddingRequestRow,
  winners: readonly { merchantId: number; wonLines: number; orderNo: string }[],
) {
  for (const w of winners)
    await recordEvent(tx, {
      type: 'bidding.awarded',
      merchantId: w.merchantId,
      subjectId: row.id,
      data: { ...about(row), wonLines: w.wonLines, orderNo: w.orderNo } satisfies BiddingAwardedData,
    });
}
