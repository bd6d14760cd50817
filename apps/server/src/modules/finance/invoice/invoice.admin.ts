import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import {
  EINVOICE_MSG,
  fenToYuan,
  INVOICE_STATUS,
  ORDER_INVOICE_STATUS,
  type adminInvoiceListBody,
  type AdminInvoicePage,
  type InvoiceDetail,
  type issueInvoiceBody,
} from '@mall/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client';
import { badRequest, conflict } from '../../../lib/app-error';
import { recordAudit, snapshot, type AuditActor } from '../../platform/audit';
import { userIdsLike, usernamesByIds } from '../../identity/user';
import { renderRowPdf } from './invoice.pdf';
import {
  checkRefundsUnchanged,
  findRedLetter,
  insertRedLetter,
  isEinvoice,
  prepareRedLetter,
  type RedLetterInput,
} from './invoice.red-letter';
import { invoiceGraph, type InvoiceActor } from './invoice.graph';
import { invoices, type InvoiceRow } from './invoice.table';
import { InvoiceCore, tellApplicant, toListItem } from './invoice.core';

/**
 * Who handles an invoice: operators (`merchantId` undefined) the platform's own (自营) invoices, a shop in
 * the merchant portal its own orders' invoices. Operators see every invoice but move only 自营 ones.
 */
type Handler = { op: AuditActor; merchantId?: number };

const actorOf = (h: Handler): InvoiceActor => ({
  kind: h.merchantId === undefined ? 'operator' : 'merchant',
  id: h.op.operatorId,
});

/** A shop's invoice is the shop's to issue, reject or void: the console only reads it. */
function checkHandler(row: InvoiceRow, h: Handler) {
  if (h.merchantId === undefined && row.merchantId !== 0)
    throw conflict(`该发票由店铺「${row.sellerName}」开具，平台只能查看`);
}

/** Invoice fields the audit log keeps (never the PDF bytes). */
const INVOICE_AUDIT_FIELDS = [
  'applyNo',
  'status',
  'invoiceNo',
  'issueDate',
  'courier',
  'trackingNo',
  'rejectReason',
  'voidReason',
  'totalFen',
  'orderNos',
] as const satisfies readonly (keyof InvoiceRow)[];

function auditInvoice(
  tx: DbOrTx,
  op: AuditActor,
  move: 'issue' | 'reject' | 'void',
  before: InvoiceRow,
  after: InvoiceRow | undefined,
  summary: string,
) {
  return recordAudit(tx, op, {
    action: `invoice.${move}`,
    targetType: 'invoice',
    targetId: before.id,
    summary,
    before: snapshot(before, INVOICE_AUDIT_FIELDS),
    after: snapshot(after, INVOICE_AUDIT_FIELDS),
  });
}

/**
 * The handlers' side of invoicing: operators for 自营 orders' invoices (and reading every shop's), a shop's
 * staff for its own in the merchant portal (`merchantId`): the list, 开票, 驳回 and 作废 with a red letter.
 */
export class InvoiceAdmin extends InvoiceCore {
  /** Operator list over every buyer; with `merchantId`, the shop's invoices only (the portal). */
  async adminList(q: z.output<typeof adminInvoiceListBody>, merchantId?: number): Promise<AdminInvoicePage> {
    const where = and(
      merchantId !== undefined ? eq(invoices.merchantId, merchantId) : undefined,
      merchantId === undefined && q.seller === 'platform' ? eq(invoices.merchantId, 0) : undefined,
      merchantId === undefined && q.seller === 'shops' ? sql`${invoices.merchantId} <> 0` : undefined,
      q.status ? eq(invoices.status, q.status) : undefined,
      q.redLetterDue
        ? and(eq(invoices.status, INVOICE_STATUS.ISSUED), isNotNull(invoices.redLetterDue))
        : undefined,
      q.buyer
        ? or(
            sql`${invoices.userId} in (${userIdsLike(`%${q.buyer}%`)})`,
            sql`${invoices.title}->>'companyName' ilike ${`%${q.buyer}%`}`,
          )
        : undefined,
    );
    const { rows, total } = await this.listPage(where, q);
    const usernames = await usernamesByIds(
      this.db,
      rows.map((r) => r.userId),
    );
    return {
      list: rows.map((r) => ({
        ...toListItem({ ...r, pdf: null }),
        buyer: { id: r.userId, username: usernames.get(r.userId) ?? '' },
      })),
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  /** 开票: attaches number and date, makes the PDF (electronic) or records the posting (paper). */
  async issue(h: Handler, input: z.output<typeof issueInvoiceBody>): Promise<InvoiceDetail> {
    const { op } = h;
    const before = await this.find({ id: input.id, merchantId: h.merchantId });
    checkHandler(before, h);
    // The same 开票 again (a click after the answer was lost): what it made, not a conflict.
    const repeat = (row: InvoiceRow) =>
      row.status === INVOICE_STATUS.ISSUED && row.invoiceNo === input.invoiceNo;
    if (repeat(before)) return this.detail({ id: input.id });
    invoiceGraph.assertMove(before.status, 'issue');
    if (before.type === 4 && (!input.courier || !input.trackingNo))
      throw badRequest('纸质发票请填写快递公司和快递单号');
    // The PDF is made before the transaction (it takes a moment); the status is checked again under lock.
    const pdf =
      before.type === 2
        ? await renderRowPdf(before, { invoiceNo: input.invoiceNo, issueDate: input.issueDate })
        : null;
    await this.db.transaction(async (tx) => {
      const row = await this.lock(tx, input.id, h.merchantId);
      if (repeat(row)) return;
      invoiceGraph.assertMove(row.status, 'issue');
      await checkRefundsUnchanged(tx, row);
      const note =
        row.type === 4
          ? `发票号码 ${input.invoiceNo}，${input.courier} ${input.trackingNo}`
          : `发票号码 ${input.invoiceNo}`;
      const after = await this.move(tx, row, 'issue', note, actorOf(h), {
        invoiceNo: input.invoiceNo,
        issueDate: input.issueDate,
        courier: row.type === 4 ? (input.courier ?? null) : null,
        trackingNo: row.type === 4 ? (input.trackingNo ?? null) : null,
        pdf,
      });
      await this.setOrders(tx, row.id, ORDER_INVOICE_STATUS.ISSUED, true);
      await auditInvoice(tx, op, 'issue', row, after, `开票 ${row.applyNo}：${note}`);
      // 发票已开具 is told by the notification service (invoice.issued, from the outbox): 站内信, mail, SMS.
    });
    return this.detail({ id: input.id });
  }

  /**
   * A 数电票 issued for the application through the seller's provider (the einvoice job, in its own
   * transaction): the application is 已开票 with the 20-digit number and date, its orders too, and the buyer
   * is told. Its files are the 数电票's (XML, and the PDF drawn from it, in the 发票夹), not a stored PDF. An
   * application no longer 申请中 (驳回 meanwhile) is left as it is; the same number again changes nothing.
   */
  async einvoiceIssued(
    tx: DbOrTx,
    e: { invoiceId: number; number: string; issueDate: string; typeLabel: string },
  ) {
    const row = await this.lock(tx, e.invoiceId);
    if (row.status !== INVOICE_STATUS.APPLYING) return;
    const note = `${e.typeLabel}已开具，发票号码 ${e.number}`;
    await this.move(
      tx,
      row,
      'issue',
      note,
      { kind: 'system', id: null },
      {
        invoiceNo: e.number,
        issueDate: e.issueDate,
        pdf: null,
      },
    );
    await this.setOrders(tx, row.id, ORDER_INVOICE_STATUS.ISSUED, true);
  }

  /**
   * A red 数电票 issued through a 红字确认单 over the application's blue one (the einvoice job, in its
   * transaction). Reversed in full, the application is 已作废 and its orders go back to 待开票, so the buyer may
   * apply again; in part (a refund's lines), it stays 已开票 and its timeline says so.
   */
  async einvoiceReversed(tx: DbOrTx, e: { invoiceId: number; redNumber: string; whole: boolean }) {
    const row = await this.lock(tx, e.invoiceId);
    if (row.status !== INVOICE_STATUS.ISSUED) return;
    const system = { kind: 'system', id: null } as const;
    if (!e.whole) {
      await this.record(tx, row.id, 'reversed', `红字数电票 ${e.redNumber} 已开具，部分冲红`, system);
      return;
    }
    await this.move(tx, row, 'void', `红字数电票 ${e.redNumber} 已开具，全额冲红`, system, {
      voidReason: '数电票已全额冲红',
      redLetterDue: null,
    });
    await this.setOrders(tx, row.id, ORDER_INVOICE_STATUS.NONE, false);
    await tellApplicant(tx, row, {
      title: '发票已冲红',
      content: `您的发票（${row.applyNo}，发票号码 ${row.invoiceNo ?? ''}）已开具红字数电票（号码 ${e.redNumber}）全额冲红，相关订单已回到待开票，可重新申请。`,
    });
  }

  /** 驳回 (申请中 only): the orders go back to 待开票. */
  async reject(h: Handler, id: number, reason: string): Promise<InvoiceDetail> {
    return this.release(h, id, 'reject', reason);
  }

  /**
   * 作废 (已开票 only) the way VAT practice does it: a red-letter invoice (its number and date from the tax
   * system) reverses the blue one in full and is kept with its own PDF; the blue invoice stays on record as
   * 已作废; the orders go back to 待开票 so the buyer can apply again for what is left after refunds.
   */
  async void(h: Handler, input: { id: number } & RedLetterInput): Promise<InvoiceDetail> {
    const actor = h.op;
    const before = await this.find({ id: input.id, merchantId: h.merchantId });
    checkHandler(before, h);
    // The same 作废 again (a click after the answer was lost): the red-letter invoice it made, not a conflict.
    const repeat = async (tx: DbOrTx, row: InvoiceRow) =>
      row.status === INVOICE_STATUS.VOIDED &&
      (await findRedLetter(tx, row.id))?.invoiceNo === input.redInvoiceNo;
    if (await repeat(this.db, before)) return this.detail({ id: input.id });
    invoiceGraph.assertMove(before.status, 'void');
    if (await isEinvoice(this.db, before.id)) throw conflict(EINVOICE_MSG.VOID_BY_RED_FORM);
    const prepared = await prepareRedLetter(before, input);
    await this.db.transaction(async (tx) => {
      const row = await this.lock(tx, input.id, h.merchantId);
      if (await repeat(tx, row)) return;
      invoiceGraph.assertMove(row.status, 'void');
      const red = await insertRedLetter(tx, row, input, prepared, actor.operatorId);
      const after = await this.move(
        tx,
        row,
        'void',
        `红字发票号码 ${red.invoiceNo}（¥${fenToYuan(red.totalFen)}）冲销蓝字发票 ${red.blueInvoiceNo}，原因：${input.reason}`,
        actorOf(h),
        { voidReason: input.reason, redLetterDue: null },
      );
      await this.setOrders(tx, row.id, ORDER_INVOICE_STATUS.NONE, false);
      await tellApplicant(tx, row, {
        title: '发票已作废',
        content: `您的发票（${row.applyNo}，发票号码 ${row.invoiceNo ?? ''}）已开具红字发票（号码 ${red.invoiceNo}）冲销，原因：${input.reason}。相关订单已回到待开票，可按剩余金额重新申请。`,
      });
      const { pdf: _b, ...beforeSnap } = row;
      const { pdf: _a, ...afterSnap } = after!;
      const { pdf: _r, ...redSnap } = red;
      await recordAudit(tx, actor, {
        action: 'invoice.void',
        targetType: 'invoice',
        targetId: row.id,
        summary: `作废发票 ${row.invoiceNo ?? row.applyNo}，开具红字发票 ${red.invoiceNo}`,
        before: beforeSnap,
        after: { ...afterSnap, redLetter: redSnap },
      });
    });
    return this.detail({ id: input.id });
  }

  protected async release(h: Handler, id: number, move: 'reject', reason: string) {
    const { op } = h;
    await this.db.transaction(async (tx) => {
      const row = await this.lock(tx, id, h.merchantId);
      checkHandler(row, h);
      const after = await this.move(tx, row, move, reason, actorOf(h), { rejectReason: reason });
      await this.setOrders(tx, row.id, ORDER_INVOICE_STATUS.NONE, false);
      await auditInvoice(
        tx,
        op,
        move,
        row,
        after,
        `${move === 'reject' ? '驳回开票申请' : '作废发票'} ${row.applyNo}：${reason}`,
      );
      await tellApplicant(tx, row, {
        title: '开票申请被驳回',
        content: `您的开票申请（${row.applyNo}）未通过，原因：${reason}。相关订单已回到待开票，可修改后重新申请。`,
      });
    });
    return this.detail({ id });
  }
}
