import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';
import { billsRefundedLine } from '../invoice';
import { einvoiceIssues, type EinvoiceIssueRow } from './einvoice.table';
import { einvoiceRedForms } from './red-form.table';

/** An issued blue 数电票 with its buyer's side: the application's user and, for company orders, the company. */
export type BlueInvoice = EinvoiceIssueRow & {
  number: string;
  buyerUserId: number;
  buyerCompanyId: number | null;
};

/** The issued blue 数电票 of an invoice application (one live request per application), with its buyer. */
export async function issuedBlueOf(db: DbOrTx, invoiceId: number): Promise<BlueInvoice | null> {
  const [row] = await db
    .select()
    .from(einvoiceIssues)
    .where(and(eq(einvoiceIssues.invoiceId, invoiceId), eq(einvoiceIssues.status, 'issued')))
    .orderBy(desc(einvoiceIssues.id))
    .limit(1);
  if (!row?.number) return null;
  const [buyer] = await queryRows<{ user_id: number; company_id: number | null }>(
    db,
    sql`select i.user_id,
          (select o.company_id from invoice_orders io join orders o on o.id = io.order_id
            where io.invoice_id = i.id and o.company_id is not null order by o.id limit 1) as company_id
        from invoices i where i.id = ${invoiceId}`,
  );
  if (!buyer) return null;
  return {
    ...row,
    number: row.number,
    buyerUserId: Number(buyer.user_id),
    buyerCompanyId: buyer.company_id === null ? null : Number(buyer.company_id),
  };
}

/** What each blue line has left to reverse: its quantity and tax-inclusive amount less the live forms'. */
export async function remainingOf(
  db: DbOrTx,
  blue: EinvoiceIssueRow,
): Promise<{ quantity: number; amountFen: number }[]> {
  const forms = await db
    .select({ lines: einvoiceRedForms.lines })
    .from(einvoiceRedForms)
    .where(
      and(
        eq(einvoiceRedForms.blueIssueId, blue.id),
        inArray(einvoiceRedForms.status, ['pending', 'confirmed', 'no_confirm']),
      ),
    );
  const left = blue.request.lines.map((l) => ({ quantity: l.quantity, amountFen: l.amountInclFen }));
  for (const form of forms)
    for (const l of form.lines) {
      const line = left[l.blueIndex];
      if (!line) continue;
      line.quantity += l.quantity;
      line.amountFen += l.amountInclFen;
    }
  return left;
}

/** A refunded after-sales request as a red form needs it: its order, line, quantity, refund and kind. */
export type RefundFacts = {
  afsNo: string;
  type: number;
  orderId: number;
  quantity: number;
  refundedFen: number;
  invoiceId: number | null;
  /** The blue request's line the order line was merged into (by SKU and price, as the application merged). */
  lineIndex: number | null;
};

export async function refundFacts(db: DbOrTx, afsNo: string): Promise<RefundFacts | null> {
  const [row] = await queryRows<{
    type: number;
    order_id: number;
    quantity: number;
    refunded_fen: string | number;
    invoice_id: number | null;
    line_index: string | number | null;
  }>(
    db,
    sql`select a.type, a.order_id, a.quantity, a.refunded_fen, io.invoice_id,
          (select g.n from (
             select l.sku_id, l.price_fen, row_number() over (order by min(l.id)) - 1 as n
             from invoice_orders io2 join order_lines l on l.order_id = io2.order_id
               left join invoice_shipment_lines s2 on s2.invoice_id = io2.invoice_id and s2.order_line_id = l.id
             where io2.invoice_id = io.invoice_id and io2.active
               and (io2.shipment_id = 0 or s2.order_line_id is not null)
             group by l.sku_id, l.price_fen) g
           where g.sku_id = ol.sku_id and g.price_fen = ol.price_fen) as line_index
        from afs_requests a join order_lines ol on ol.id = a.order_line_id
        left join invoice_orders io on io.order_id = a.order_id and io.active and ${billsRefundedLine}
        where a.afs_no = ${afsNo}
        order by io.invoice_id desc nulls last limit 1`,
  );
  if (!row) return null;
  return {
    afsNo,
    type: row.type,
    orderId: Number(row.order_id),
    quantity: row.quantity,
    refundedFen: Number(row.refunded_fen),
    invoiceId: row.invoice_id === null ? null : Number(row.invoice_id),
    lineIndex: row.line_index === null ? null : Number(row.line_index),
  };
}
