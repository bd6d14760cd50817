import type { DbOrTx } from '../../../db/client';
import { recordEvent } from '../../platform/events';
import type { BlueInvoice } from './red-form.reads';
import type { RedFormRow } from './red-form.table';

/** The outbox's event of a 红字确认单 that waits for the other party's confirmation (notification reads it). */
export const RED_FORM_WAITING = 'redform.waiting';

/**
 * What a waiting form's event carries: who applied (the other side must confirm), the form's and the blue
 * invoice's numbers, the red amount (positive 分: what the form reverses), the deadline, both parties' names
 * and the buyer's side (the person, or the company whose 财务 confirm).
 */
export type RedFormWaitingData = {
  formNumber: string;
  blueNumber: string;
  applicant: 'seller' | 'buyer';
  reason: string;
  redFen: number;
  /** ISO time, or null for a form without a window. */
  confirmBy: string | null;
  sellerName: string;
  buyerName: string;
  buyerUserId: number;
  buyerCompanyId: number | null;
};

/**
 * Records, in `tx`, that the form `row` now waits for the other party (its number given by the provider):
 * written with that number, so a form the provider refused tells nothing.
 */
export async function recordRedFormWaiting(
  tx: DbOrTx,
  row: RedFormRow,
  blue: BlueInvoice,
  formNumber: string,
): Promise<void> {
  const data: RedFormWaitingData = {
    formNumber,
    blueNumber: blue.number,
    applicant: row.applicant,
    reason: row.reason,
    redFen: -row.totalFen,
    confirmBy: row.confirmBy ? row.confirmBy.toISOString() : null,
    sellerName: blue.request.seller.name,
    buyerName: blue.request.buyer.name,
    buyerUserId: row.buyerUserId,
    buyerCompanyId: row.buyerCompanyId,
  };
  await recordEvent(tx, {
    type: RED_FORM_WAITING,
    companyId: row.buyerCompanyId,
    merchantId: row.merchantId,
    subjectId: row.id,
    data,
  });
}
