import { eq } from 'drizzle-orm';
import { RED_FORM_STATUS_LABEL, type RedForm } from '@mall/shared';
import type { DbOrTx } from '../../../db/client';
import { einvoiceIssues } from './einvoice.table';
import type { RedFormRow } from './red-form.table';

/** A form as both sides see it: the blue invoice's number and parties, the lines, the red invoice's state. */
export async function redFormView(db: DbOrTx, r: RedFormRow): Promise<RedForm> {
  const [blue] = await db
    .select({ number: einvoiceIssues.number, request: einvoiceIssues.request })
    .from(einvoiceIssues)
    .where(eq(einvoiceIssues.id, r.blueIssueId));
  return {
    id: r.id,
    invoiceId: r.invoiceId,
    merchantId: r.merchantId,
    serial: r.serial,
    formNumber: r.formNumber,
    blueNumber: blue?.number ?? '',
    sellerName: blue?.request.seller.name ?? '',
    buyerName: blue?.request.buyer.name ?? '',
    applicant: r.applicant,
    applicantLabel: r.applicant === 'seller' ? '销售方' : '购买方',
    reason: r.reason,
    lines: r.lines.map((l) => ({
      index: l.blueIndex,
      name: l.name,
      quantity: l.quantity,
      amountFen: l.amountInclFen,
    })),
    totalFen: r.totalFen,
    status: r.status,
    statusLabel: RED_FORM_STATUS_LABEL[r.status],
    needsConfirm: r.needsConfirm,
    confirmBy: r.confirmBy?.toISOString() ?? null,
    rejectReason: r.rejectReason,
    afsNo: r.afsNo,
    redStatus: r.redStatus,
    redNumber: r.redNumber,
    redLastAnswer: r.redLastAnswer,
    createdAt: r.createdAt.toISOString(),
  };
}
