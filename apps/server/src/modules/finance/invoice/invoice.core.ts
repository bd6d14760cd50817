import { and, asc, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import {
  MESSAGE_TYPE,
  fenToYuan,
  INVOICE_STATUS,
  INVOICE_STATUS_LABEL,
  INVOICE_TYPE_LABEL,
  type InvoiceDetail,
  type InvoiceListItem,
  type InvoiceStatus,
} from '@mall/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/app-error';
import { recordMove, writeHistory } from '../../../lib/document';
import { writeMessage } from '../../content/message';
import { setOrdersInvoiceStatus } from '../../trade/order';
import { settleShipmentOrders } from './invoice.shipment-reads';
import { findRedLetter, toRedLetter } from './invoice.red-letter';
import { invoiceEntry, invoiceGraph, type InvoiceActor } from './invoice.graph';
import { invoiceHistory, invoiceOrders, invoices, type InvoiceRow } from './invoice.table';
import type { MaterialCodes } from '../../trade/material-codes';

const EVENT_LABEL: Record<string, string> = {
  applied: '提交开票申请',
  issued: '发票已开具',
  rejected: '开票申请被驳回',
  voided: '发票已作废（已开具红字发票）',
  refunded: '订单退款',
};

export const invoiceLink = (id: number) => `/unappliedInvoice/list?tab=invoices&id=${id}`;

/** A message about the invoice to its applicant, linking to it in 我的发票. */
export const tellApplicant = (
  tx: DbOrTx,
  row: Pick<InvoiceRow, 'id' | 'userId'>,
  message: { title: string; content: string },
) =>
  writeMessage(tx, { userId: row.userId, type: MESSAGE_TYPE.INVOICE, ...message, link: invoiceLink(row.id) });

export function toListItem(row: InvoiceRow): InvoiceListItem {
  return {
    id: row.id,
    applyNo: row.applyNo,
    type: row.type,
    typeLabel: INVOICE_TYPE_LABEL[row.type as 2] ?? '',
    kind: row.kind,
    status: row.status,
    statusLabel: INVOICE_STATUS_LABEL[row.status as InvoiceStatus] ?? '',
    companyName: row.title.companyName,
    taxNo: row.title.taxNo,
    totalAmount: fenToYuan(row.totalFen),
    orderNos: row.orderNos,
    poNumbers: row.poNumbers,
    invoiceNo: row.invoiceNo,
    issueDate: row.issueDate,
    rejectReason: row.rejectReason,
    // A reversed (voided) electronic invoice keeps its PDF: it stays on record next to its red-letter one.
    hasPdf: (row.status === INVOICE_STATUS.ISSUED || row.status === INVOICE_STATUS.VOIDED) && row.type === 2,
    appliedAt: row.createdAt.toISOString(),
    redLetterDue: row.status === INVOICE_STATUS.ISSUED ? row.redLetterDue : null,
    sellerId: row.merchantId,
    sellerName: row.sellerName,
  };
}

/** Which invoice, as whose: `userId` scopes it to a buyer, `merchantId` to a shop (operators: neither). */
type InvoiceScope = { id: number; userId?: number; merchantId?: number };

/** The columns of a list (everything but the PDF bytes). */
const { pdf: _pdf, ...columnsButPdf } = getTableColumns(invoices);
const listColumns = columnsButPdf;

/** What the buyer's and the handlers' sides of invoicing share: the invoice's lock, its moves, its reads and PDFs. */
export class InvoiceCore {
  constructor(
    protected readonly db: Db,
    /** The PDF of the 数电票 issued for an application (einvoice's), which has no stored PDF of its own. */
    private readonly einvoicePdf?: (invoiceId: number) => Promise<Buffer | null>,
    /** The applicant's company's 物料编码 (trade's hook), kept on the application's lines. */
    protected readonly materialCodes?: MaterialCodes,
  ) {}

  /** One page of the invoices `where` picks (newest first, without their PDF) and how many it picks. */
  protected async listPage(where: SQL | undefined, q: { pageNum: number; pageSize: number }) {
    const [rows, [total]] = await Promise.all([
      this.db
        .select(listColumns)
        .from(invoices)
        .where(where)
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize),
      this.db.select({ n: count() }).from(invoices).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }

  protected record(tx: DbOrTx, invoiceId: number, event: string, note: string, actor: InvoiceActor) {
    return writeHistory(tx, invoiceEntry(invoiceId, event, note, actor));
  }

  /** One move of the graph on a locked invoice: the status, `set` and the timeline row. */
  protected move(
    tx: DbOrTx,
    row: InvoiceRow,
    move: keyof typeof invoiceGraph.moves,
    note: string,
    actor: InvoiceActor,
    set: Partial<typeof invoices.$inferInsert>,
  ) {
    const { to, event } = invoiceGraph.moves[move];
    return recordMove(
      tx,
      { table: invoices, graph: invoiceGraph, move, id: row.id, from: row.status, to, set },
      invoiceEntry(row.id, event, note, actor),
    );
  }

  /** `userId` scopes to a buyer, `merchantId` to a shop's invoices: anything else answers 404 like unknown. */
  protected async find(by: InvoiceScope, tx: DbOrTx = this.db): Promise<InvoiceRow> {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.id, by.id),
          by.userId !== undefined ? eq(invoices.userId, by.userId) : undefined,
          by.merchantId !== undefined ? eq(invoices.merchantId, by.merchantId) : undefined,
        ),
      );
    if (!row) throw notFound('发票不存在');
    return row;
  }

  protected async lock(tx: DbOrTx, id: number, merchantId?: number): Promise<InvoiceRow> {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(
        and(eq(invoices.id, id), merchantId !== undefined ? eq(invoices.merchantId, merchantId) : undefined),
      )
      .for('update');
    if (!row) throw notFound('发票不存在');
    return row;
  }

  /**
   * Moves the invoice's orders to `status`; `active` false frees them for a new application. An order invoiced
   * by shipment takes its status from all its live applications instead (after the invoice moved).
   */
  protected async setOrders(tx: DbOrTx, invoiceId: number, status: number, active: boolean) {
    const links = await tx
      .update(invoiceOrders)
      .set({ active })
      .where(eq(invoiceOrders.invoiceId, invoiceId))
      .returning({ orderId: invoiceOrders.orderId, shipmentId: invoiceOrders.shipmentId });
    const whole = links.filter((l) => l.shipmentId === 0).map((l) => l.orderId);
    if (whole.length) await setOrdersInvoiceStatus(tx, whole, status);
    await settleShipmentOrders(
      tx,
      links.filter((l) => l.shipmentId !== 0).map((l) => l.orderId),
    );
  }

  /** One invoice with its timeline; `userId` scopes it to a buyer (404 otherwise). */
  async detail(by: InvoiceScope): Promise<InvoiceDetail> {
    const row = await this.find(by);
    const history = await this.db
      .select()
      .from(invoiceHistory)
      .where(eq(invoiceHistory.invoiceId, row.id))
      .orderBy(asc(invoiceHistory.id));
    const item = toListItem(row);
    const red = row.status === INVOICE_STATUS.VOIDED ? await findRedLetter(this.db, row.id) : null;
    return {
      ...item,
      title: row.title,
      amounts: row.amounts,
      lines: row.lines,
      remark: row.remark,
      shipment:
        row.type === 4 && row.courier ? { courier: row.courier, trackingNo: row.trackingNo ?? '' } : null,
      voidReason: row.voidReason,
      pdfUrl: item.hasPdf ? `/api/invoice/pdf/${row.id}` : null,
      redLetter: red ? toRedLetter(red, `/api/invoice/red-pdf/${row.id}`) : null,
      timeline: history.map((h) => ({
        event: h.event,
        eventLabel: EVENT_LABEL[h.event] ?? h.event,
        note: h.note,
        at: h.createdAt.toISOString(),
      })),
    };
  }

  /** The PDF of an issued electronic invoice; `userId` scopes it to a buyer. */
  async pdf(by: InvoiceScope): Promise<{ data: Buffer; fileName: string }> {
    const row = await this.find(by);
    if (row.type !== 2) throw conflict('纸质发票没有电子版文件');
    if (row.status !== INVOICE_STATUS.ISSUED && row.status !== INVOICE_STATUS.VOIDED)
      throw conflict('发票尚未开具');
    const data = row.pdf ?? (await this.einvoicePdf?.(row.id));
    if (!data) throw conflict('发票尚未开具');
    return { data, fileName: `invoice-${row.invoiceNo ?? row.applyNo}.pdf` };
  }

  /** The PDF of the red-letter invoice that reversed invoice `id`; `userId` scopes it to a buyer. */
  async redPdf(by: InvoiceScope): Promise<{ data: Buffer; fileName: string }> {
    const row = await this.find(by);
    const red = await findRedLetter(this.db, row.id);
    if (!red) throw conflict('该发票没有红字发票');
    if (!red.pdf) throw conflict('纸质红字发票没有电子版文件');
    return { data: red.pdf, fileName: `invoice-red-${red.invoiceNo}.pdf` };
  }
}
