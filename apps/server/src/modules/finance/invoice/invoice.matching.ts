import { and, eq, inArray } from 'drizzle-orm';
import { yuanToFen } from '@mall/shared';
import type { DbOrTx } from '../../../db/client';
import { einvoiceRedForms } from '../einvoice/red-form.table';
import { invoiceOrders, invoiceRedLetters, invoices } from './invoice.table';

/** One invoice over orders as the three-way match reads it: the orders it covers and its lines, reds netted. */
export type InvoicedOrders = {
  invoiceId: number;
  orderIds: number[];
  /** Per printed line: name, quantity and tax-inclusive 分, blue plus every issued red (negative) line. */
  lines: { name: string; quantity: number; inclFen: number }[];
};

/**
 * The issued invoices (已开票, or 已作废 by a red-letter invoice) over any of `orderIds`, each with every order it
 * covers and its lines net of its red ones (a paper red letter reverses it whole; an issued 数电票 红字 reverses
 * the lines its form names). Read model for fulfilment's three-way match (三单匹配), owned here.
 */
export async function invoicedOrders(db: DbOrTx, orderIds: readonly number[]): Promise<InvoicedOrders[]> {
  if (!orderIds.length) return [];
  const links = await db
    .select({ invoiceId: invoiceOrders.invoiceId })
    .from(invoiceOrders)
    .where(inArray(invoiceOrders.orderId, [...orderIds]));
  const ids = [...new Set(links.map((l) => l.invoiceId))];
  if (!ids.length) return [];
  const [found, covered, letters, forms] = await Promise.all([
    db
      .select({ id: invoices.id, status: invoices.status, lines: invoices.lines })
      .from(invoices)
      .where(inArray(invoices.id, ids)),
    db.select().from(invoiceOrders).where(inArray(invoiceOrders.invoiceId, ids)),
    db
      .select({ invoiceId: invoiceRedLetters.invoiceId, lines: invoiceRedLetters.lines })
      .from(invoiceRedLetters)
      .where(inArray(invoiceRedLetters.invoiceId, ids)),
    db
      .select({ invoiceId: einvoiceRedForms.invoiceId, lines: einvoiceRedForms.lines })
      .from(einvoiceRedForms)
      .where(and(inArray(einvoiceRedForms.invoiceId, ids), eq(einvoiceRedForms.redStatus, 'issued'))),
  ]);
  const out: InvoicedOrders[] = [];
  for (const inv of found) {
    const reds = letters.filter((l) => l.invoiceId === inv.id);
    // 已作废 without a red letter was voided before it counted; 申请中 and 已驳回 were never issued.
    if (inv.status !== 2 && !(inv.status === 4 && reds.length)) continue;
    const lines = inv.lines.map((l) => ({
      name: l.name,
      quantity: l.quantity,
      inclFen: yuanToFen(l.amountInclTax),
    }));
    for (const r of reds)
      for (const l of r.lines)
        lines.push({ name: l.name, quantity: l.quantity, inclFen: yuanToFen(l.amountInclTax) });
    for (const f of forms.filter((x) => x.invoiceId === inv.id))
      for (const l of f.lines)
        // A red 数电票 line's amount is negative; its quantity reverses with it (none for a price-only 折让).
        lines.push({
          name: l.name,
          quantity: l.amountInclFen < 0 ? -Math.abs(l.quantity) : l.quantity,
          inclFen: l.amountInclFen,
        });
    out.push({
      invoiceId: inv.id,
      orderIds: covered.filter((c) => c.invoiceId === inv.id).map((c) => c.orderId),
      lines,
    });
  }
  return out.sort((x, y) => x.invoiceId - y.invoiceId);
}
