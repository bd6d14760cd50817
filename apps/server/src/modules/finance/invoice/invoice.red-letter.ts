import { and, eq, inArray, sql } from 'drizzle-orm';
import { fenToYuan, INVOICE_STATUS, MESSAGE_TYPE, yuanToFen, type RedLetterInvoice } from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { badRequest, conflict } from '../../../lib/app-error';
import { writeHistory } from '../../../lib/document';
import { refundsByLine } from '../../trade/afs';
import { writeMessage } from '../../content/message';
import { orderNoOf } from '../../trade/order';
import { einvoiceIssues } from '../einvoice/einvoice.table';
import { negateInvoice } from './invoice.amounts';
import { invoiceEntry } from './invoice.graph';
import { renderRowPdf } from './invoice.pdf';
import {
  invoiceOrders,
  invoiceRedLetters,
  invoices,
  type InvoiceRedLetterRow,
  type InvoiceRow,
} from './invoice.table';

export type RedLetterInput = { reason: string; redInvoiceNo: string; redIssueDate: string };

/** The red-letter invoice for `blue`, checked and (electronic) rendered; written by `insertRedLetter`. */
export async function prepareRedLetter(blue: InvoiceRow, input: RedLetterInput) {
  if (!blue.invoiceNo || !blue.issueDate) throw conflict('发票尚未开具，不能开具红字发票');
  if (input.redInvoiceNo === blue.invoiceNo) throw badRequest('红字发票号码不能与蓝字发票号码相同');
  if (input.redIssueDate < blue.issueDate) throw badRequest('红字发票开票日期不能早于蓝字发票开票日期');
  const negated = negateInvoice(blue.lines, blue.amounts);
  const pdf =
    blue.type === 2
      ? await renderRowPdf(
          blue,
          { invoiceNo: input.redInvoiceNo, issueDate: input.redIssueDate },
          {
            lines: negated.lines,
            amounts: negated.amounts,
            poNumbers: undefined,
            remark: '',
            red: { blueInvoiceNo: blue.invoiceNo, reason: input.reason },
          },
        )
      : null;
  return { ...negated, pdf };
}

/** Stores the red-letter invoice (inside the void transaction, the blue one locked and still 已开票). */
export async function insertRedLetter(
  tx: DbOrTx,
  blue: InvoiceRow,
  input: RedLetterInput,
  prepared: Awaited<ReturnType<typeof prepareRedLetter>>,
  operatorId: number,
): Promise<InvoiceRedLetterRow> {
  const [taken] = await tx
    .select({ id: invoiceRedLetters.id })
    .from(invoiceRedLetters)
    .where(eq(invoiceRedLetters.invoiceNo, input.redInvoiceNo));
  const [blueTaken] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.invoiceNo, input.redInvoiceNo));
  if (taken || blueTaken) throw conflict(`发票号码 ${input.redInvoiceNo} 已被使用`);
  const [row] = await tx
    .insert(invoiceRedLetters)
    .values({
      invoiceId: blue.id,
      invoiceNo: input.redInvoiceNo,
      issueDate: input.redIssueDate,
      blueInvoiceNo: blue.invoiceNo!,
      reason: input.reason,
      lines: prepared.lines,
      amounts: prepared.amounts,
      totalFen: prepared.totalFen,
      pdf: prepared.pdf,
      operatorId,
    })
    .returning();
  return row!;
}

export async function findRedLetter(tx: DbOrTx, invoiceId: number) {
  const [row] = await tx.select().from(invoiceRedLetters).where(eq(invoiceRedLetters.invoiceId, invoiceId));
  return row ?? null;
}

export function toRedLetter(row: InvoiceRedLetterRow, pdfUrl: string | null): RedLetterInvoice {
  return {
    invoiceNo: row.invoiceNo,
    issueDate: row.issueDate,
    blueInvoiceNo: row.blueInvoiceNo,
    reason: row.reason,
    totalAmount: fenToYuan(row.totalFen),
    amountExclTax: row.amounts.amountExclTax,
    taxAmount: row.amounts.taxAmount,
    pdfUrl: row.pdf ? pdfUrl : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The timeline's actor of what the system records on its own. */
const SYSTEM = { kind: 'system', id: null } as const;

/**
 * Whether the live application `io` (invoice_orders) bills the order line of the after-sales request `a`
 * (afs_requests): one over the whole order does; one by shipment (按包裹开票) does when its shipment carried the
 * line. A line shipped in several parcels is billed by several: callers take the newest.
 */
export const billsRefundedLine = sql`(io.shipment_id = 0 or exists (select 1 from invoice_shipment_lines s
  where s.invoice_id = io.invoice_id and s.order_line_id = a.order_line_id))`;

/**
 * After an after-sales refund (inside its transaction): an issued invoice over the order no longer matches
 * what was paid, so it is marked for a red-letter reversal and the buyer told; finance then voids it with
 * a red-letter invoice and the buyer applies again for what is left.
 */
export async function markRedLetterDue(
  tx: DbOrTx,
  refund: { orderId: number; afsNo: string; refundedFen: number },
): Promise<void> {
  // The application that bills the refunded line: the order's, or (按包裹开票) the newest shipment's that
  // carried it, not merely the first application of the order.
  const [billed] = await queryRows<{ id: number }>(
    tx,
    sql`select io.invoice_id::int as id from afs_requests a
        join invoice_orders io on io.order_id = a.order_id and io.active and ${billsRefundedLine}
        where a.afs_no = ${refund.afsNo}
        order by io.invoice_id desc limit 1`,
  );
  const [hit] = billed
    ? await tx
        .select({ invoice: invoices })
        .from(invoices)
        .where(
          and(
            eq(invoices.id, billed.id),
            inArray(invoices.status, [INVOICE_STATUS.ISSUED, INVOICE_STATUS.APPLYING]),
          ),
        )
    : [];
  if (!hit) return;
  // The order always exists (an invoice is of orders); read apart since orders are trade's.
  const orderNo = await orderNoOf(tx, refund.orderId);
  if (orderNo === undefined) return;
  const { invoice } = hit;
  const amount = fenToYuan(refund.refundedFen);
  if (invoice.status === INVOICE_STATUS.APPLYING) {
    await writeHistory(
      tx,
      invoiceEntry(
        invoice.id,
        'refunded',
        `订单 ${orderNo} 售后 ${refund.afsNo} 退款 ¥${amount}，申请金额已变化，需驳回后重新申请`,
        SYSTEM,
      ),
    );
    return;
  }
  if (await isEinvoice(tx, invoice.id)) {
    // A 数电票: the refund's own job opens a 红字确认单 for the refunded lines (einvoice's red forms); the
    // paper-era red letter (作废) is not for it.
    await writeHistory(
      tx,
      invoiceEntry(
        invoice.id,
        'refunded',
        `订单 ${orderNo} 售后 ${refund.afsNo} 退款 ¥${amount}，将按退款商品开具红字确认单冲红`,
        SYSTEM,
      ),
    );
    return;
  }
  const due = `订单 ${orderNo} 售后 ${refund.afsNo} 退款 ¥${amount}，需开具红字发票冲销后按剩余金额重开`;
  await tx
    .update(invoices)
    .set({ redLetterDue: due.slice(0, 200) })
    .where(eq(invoices.id, invoice.id));
  await writeHistory(tx, invoiceEntry(invoice.id, 'refunded', due, SYSTEM));
  await writeMessage(tx, {
    userId: invoice.userId,
    type: MESSAGE_TYPE.INVOICE,
    title: '发票需冲红重开',
    content: `您的订单 ${orderNo} 已退款 ¥${amount}，原发票（发票号码 ${invoice.invoiceNo ?? ''}）将由财务开具红字发票冲销，之后您可按剩余金额重新申请开票。`,
    link: `/unappliedInvoice/list?tab=invoices&id=${invoice.id}`,
  });
}

/** 409 when refunds on the invoice's orders changed since the application (its amounts are stale). */
export async function checkRefundsUnchanged(tx: DbOrTx, invoice: InvoiceRow): Promise<void> {
  const links = await tx
    .select({ orderId: invoiceOrders.orderId })
    .from(invoiceOrders)
    .where(eq(invoiceOrders.invoiceId, invoice.id));
  const refunds = await refundsByLine(
    tx,
    links.map((l) => l.orderId),
  );
  const now = refunds.reduce((n, r) => n + r.refundedFen, 0);
  if (now !== yuanToFen(invoice.amounts.refundedAmount))
    throw conflict('申请提交后相关订单发生了退款，发票金额已变化，请驳回后由买家重新申请');
}

/** Whether the application was issued as a 数电票 (its reversal goes through a 红字确认单, not 作废). */
export async function isEinvoice(tx: DbOrTx, invoiceId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: einvoiceIssues.id })
    .from(einvoiceIssues)
    .where(and(eq(einvoiceIssues.invoiceId, invoiceId), eq(einvoiceIssues.status, 'issued')))
    .limit(1);
  return !!row;
}
