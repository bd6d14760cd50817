import { and, desc, eq, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import {
  AFS_TYPE,
  RED_FORM_CONFIRM_HOURS,
  RED_FORM_MSG,
  fenToYuan,
  type RedForm,
  type RedFormApplyBody,
  type RedFormStatus,
  type SellerBlueInvoiceQuery,
} from '@mall/shared';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/pg-errors';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/app-error';
import { companyContextOf, hasRole } from '../../identity/company';
import type { InvoiceProvider, RedLineRequest } from './einvoice.provider';
import { issuedBlueOf, refundFacts, remainingOf, type BlueInvoice } from './red-form.reads';
import { sellerBlueInvoice, sellerBlueInvoices } from './seller-invoices.reads';
import type { RedInvoicing } from './red-form.issuing';
import { recordRedFormWaiting } from './red-form.events';
import { einvoiceIssues } from './einvoice.table';
import { einvoiceRedForms, type RedFormRow } from './red-form.table';
import { redFormView } from './red-form.view';

/** Who acts on a form: the seller (an operator for 自营 = merchant 0, a shop's staff) or a buyer user. */
export type RedFormActor =
  { side: 'seller'; merchantId: number; userId: number } | { side: 'buyer'; userId: number };

type Party = { merchantId: number; buyerUserId: number; buyerCompanyId: number | null };
const LIVE: RedFormStatus[] = ['pending', 'confirmed', 'no_confirm'];

/**
 * 红字确认单: either side applies over an issued blue 数电票 (whole, or selected lines up to what is left after
 * earlier forms); when the buyer has confirmed the invoice's use the other party confirms or rejects within 72
 * hours (else the form is void), otherwise it is in effect at once. A form in effect produces the red invoice
 * (RedInvoicing). The provider is called outside any transaction; our row is written first, so the form's
 * serial is ours before the provider sees it and a retry reuses it.
 */
export class RedForms {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      provider: (merchantId: number) => Promise<InvoiceProvider>;
      red: RedInvoicing;
      now: () => Date;
    },
  ) {}

  async apply(actor: RedFormActor, body: RedFormApplyBody, afsNo = ''): Promise<RedForm> {
    await this.expireOverdue();
    const blue = await issuedBlueOf(this.db, body.invoiceId);
    if (!blue) throw notFound(RED_FORM_MSG.NO_BLUE);
    await this.requireParty(actor, blue, RED_FORM_MSG.NO_BLUE);
    const left = await remainingOf(this.db, blue);
    const lines = pickLines(blue, left, body);
    const needsConfirm = blue.useConfirmedAt !== null;
    const tries = await this.db.$count(einvoiceRedForms, eq(einvoiceRedForms.blueIssueId, blue.id));
    let row: RedFormRow;
    try {
      [row] = (await this.db
        .insert(einvoiceRedForms)
        .values({
          serial: `RF${String(blue.id).padStart(10, '0')}${String(tries + 1).padStart(2, '0')}`,
          blueIssueId: blue.id,
          invoiceId: blue.invoiceId,
          merchantId: blue.merchantId,
          buyerUserId: blue.buyerUserId,
          buyerCompanyId: blue.buyerCompanyId,
          applicant: actor.side,
          applicantId: actor.userId,
          reason: body.reason,
          lines,
          totalFen: lines.reduce((s, l) => s + l.amountInclFen, 0),
          status: needsConfirm ? 'pending' : 'no_confirm',
          needsConfirm,
          confirmBy: needsConfirm
            ? new Date(this.deps.now().getTime() + RED_FORM_CONFIRM_HOURS * 3600_000)
            : null,
          afsNo,
        })
        .returning()) as [RedFormRow];
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(RED_FORM_MSG.ONE_PENDING);
      throw err;
    }
    const provider = await this.deps.provider(blue.merchantId);
    let formNumber: string;
    try {
      const form = await provider.applyRedConfirmation({
        serial: row.serial,
        blueNumber: blue.number,
        sellerTaxId: blue.request.seller.taxId,
        buyerTaxId: blue.request.buyer.taxId,
        applicant: actor.side,
        reason: body.reason,
        needsConfirm,
        lines,
      });
      formNumber = form.formNumber;
    } catch (err) {
      const why = `${RED_FORM_MSG.PROVIDER}${err instanceof Error ? err.message : String(err)}`.slice(0, 200);
      await this.move(row.id, row.status, { status: 'revoked', rejectReason: why });
      throw conflict(why);
    }
    // The number and, for a form that waits, the outbox's event for the party who must confirm: together.
    await this.db.transaction(async (tx) => {
      await tx
        .update(einvoiceRedForms)
        .set({ formNumber, updatedAt: new Date() })
        .where(eq(einvoiceRedForms.id, row.id));
      if (needsConfirm) await recordRedFormWaiting(tx, row, blue, formNumber);
    });
    if (!needsConfirm) await this.deps.red.start(row.id);
    return this.view(row.id);
  }

  /** The other party's answer: confirmed (the red invoice follows) or rejected with a reason. */
  async decide(actor: RedFormActor, id: number, accept: boolean, reason = ''): Promise<RedForm> {
    const form = await this.pending(actor, id);
    if (form.applicant === actor.side) throw conflict(RED_FORM_MSG.OWN_FORM);
    const provider = await this.deps.provider(form.merchantId);
    try {
      if (accept) await provider.confirmRedConfirmation(form.formNumber);
      else await provider.rejectRedConfirmation(form.formNumber, reason);
    } catch (err) {
      throw conflict(
        `${RED_FORM_MSG.PROVIDER}${err instanceof Error ? err.message : String(err)}`.slice(0, 200),
      );
    }
    const moved = await this.move(form.id, 'pending', {
      status: accept ? 'confirmed' : 'rejected',
      rejectReason: reason,
      decidedAt: this.deps.now(),
    });
    if (!moved) throw conflict(RED_FORM_MSG.NOT_PENDING);
    if (accept) await this.deps.red.start(form.id);
    return this.view(form.id);
  }

  /** The applicant withdraws a form still waiting for the other party. */
  async revoke(actor: RedFormActor, id: number): Promise<RedForm> {
    const form = await this.pending(actor, id);
    if (form.applicant !== actor.side) throw conflict(RED_FORM_MSG.NOT_APPLICANT);
    try {
      await (await this.deps.provider(form.merchantId)).revokeRedConfirmation(form.formNumber);
    } catch (err) {
      throw conflict(
        `${RED_FORM_MSG.PROVIDER}${err instanceof Error ? err.message : String(err)}`.slice(0, 200),
      );
    }
    if (!(await this.move(form.id, 'pending', { status: 'revoked', decidedAt: this.deps.now() })))
      throw conflict(RED_FORM_MSG.NOT_PENDING);
    return this.view(form.id);
  }

  /**
   * 确认用途: the buyer (the person, or the company's 财务) confirms the use of a blue 普票; from then a red form
   * needs the other party's confirmation. A 专票 counts as confirmed from issue.
   */
  async confirmUse(userId: number, invoiceId: number): Promise<null> {
    const blue = await issuedBlueOf(this.db, invoiceId);
    if (!blue) throw notFound(RED_FORM_MSG.NO_BLUE);
    await this.requireParty({ side: 'buyer', userId }, blue, RED_FORM_MSG.NO_BLUE);
    await this.db
      .update(einvoiceIssues)
      .set({ useConfirmedAt: this.deps.now(), updatedAt: new Date() })
      .where(and(eq(einvoiceIssues.id, blue.id), isNull(einvoiceIssues.useConfirmedAt)));
    return null;
  }

  /** The forms of a seller (console: merchant 0; portal: the shop), newest first. */
  async listOfSeller(merchantId: number, filter: { status?: RedFormStatus; invoiceId?: number }) {
    await this.expireOverdue();
    return this.list(
      and(
        eq(einvoiceRedForms.merchantId, merchantId),
        filter.invoiceId ? eq(einvoiceRedForms.invoiceId, filter.invoiceId) : undefined,
        filter.status ? eq(einvoiceRedForms.status, filter.status) : undefined,
      )!,
    );
  }

  /** The seller's issued blue 数电票 to pick from when applying (with what is left to reverse). */
  async blueInvoicesOfSeller(merchantId: number, q: Partial<SellerBlueInvoiceQuery>) {
    await this.expireOverdue();
    return sellerBlueInvoices(this.db, merchantId, q);
  }

  /** One of the seller's issued blue 数电票 with its lines and what each has left (another's: 404). */
  async blueInvoiceOfSeller(merchantId: number, invoiceId: number) {
    await this.expireOverdue();
    return sellerBlueInvoice(this.db, merchantId, invoiceId);
  }

  /** The buyer's side: his own (a person's invoices) and, for the company's 财务, the company's. */
  async listOfBuyer(userId: number, status?: RedFormStatus): Promise<RedForm[]> {
    await this.expireOverdue();
    const ctx = await companyContextOf(this.db, userId);
    const finance = ctx && ctx.memberStatus === 1 && hasRole(ctx, '财务');
    const mine = and(isNull(einvoiceRedForms.buyerCompanyId), eq(einvoiceRedForms.buyerUserId, userId));
    return this.list(
      and(
        finance ? or(mine, eq(einvoiceRedForms.buyerCompanyId, ctx.companyId)) : mine,
        status ? eq(einvoiceRedForms.status, status) : undefined,
      )!,
    );
  }

  /** Opens a form for the refunded lines of an after-sales request (the trade refund's hook, by a job). */
  async openForRefund(afsNo: string): Promise<RedForm | null> {
    const facts = await refundFacts(this.db, afsNo);
    // The job is queued inside the refund's transaction: a worker (BullMQ's) may take it before the commit.
    // The refund not seen yet is an error, so the job is tried again after its backoff.
    if (facts && facts.refundedFen <= 0) throw new Error(`售后 ${afsNo} 的退款尚未提交，稍后重试`);
    if (!facts?.invoiceId || facts.lineIndex === null) return null;
    const blue = await issuedBlueOf(this.db, facts.invoiceId);
    if (!blue) return null;
    const [open] = await this.db
      .select({ id: einvoiceRedForms.id })
      .from(einvoiceRedForms)
      .where(and(eq(einvoiceRedForms.afsNo, afsNo), inArray(einvoiceRedForms.status, LIVE)));
    if (open) return this.view(open.id);
    const left = (await remainingOf(this.db, blue))[facts.lineIndex];
    if (!left || left.amountFen <= 0) return null;
    const returned = facts.type === AFS_TYPE.RETURN_REFUND;
    const quantity = returned ? Math.min(facts.quantity, left.quantity) : 0;
    return this.apply(
      { side: 'seller', merchantId: blue.merchantId, userId: 0 },
      {
        invoiceId: facts.invoiceId,
        reason: returned && quantity > 0 ? '销货退回' : '销售折让',
        lines: [{ index: facts.lineIndex, quantity, amountFen: Math.min(facts.refundedFen, left.amountFen) }],
      },
      afsNo,
    );
  }

  /** Forms past their confirmation window are void (已作废). */
  async expireOverdue(): Promise<number> {
    const rows = await this.db
      .update(einvoiceRedForms)
      .set({ status: 'expired', decidedAt: this.deps.now(), updatedAt: new Date() })
      .where(and(eq(einvoiceRedForms.status, 'pending'), lt(einvoiceRedForms.confirmBy, this.deps.now())))
      .returning({ id: einvoiceRedForms.id });
    return rows.length;
  }

  async view(id: number): Promise<RedForm> {
    const [row] = await this.list(eq(einvoiceRedForms.id, id));
    if (!row) throw notFound(RED_FORM_MSG.FORM_NOT_FOUND);
    return row;
  }

  private async list(where: SQL): Promise<RedForm[]> {
    const rows = await this.db
      .select()
      .from(einvoiceRedForms)
      .where(where)
      .orderBy(desc(einvoiceRedForms.id))
      .limit(200);
    return Promise.all(rows.map((r) => redFormView(this.db, r)));
  }

  /** A form the actor is a party of, still 待确认 and within its window (an overdue one is made void). */
  private async pending(actor: RedFormActor, id: number): Promise<RedFormRow> {
    const [form] = await this.db.select().from(einvoiceRedForms).where(eq(einvoiceRedForms.id, id));
    if (!form) throw notFound(RED_FORM_MSG.FORM_NOT_FOUND);
    await this.requireParty(actor, form);
    if (form.status !== 'pending') throw conflict(RED_FORM_MSG.NOT_PENDING);
    if (form.confirmBy && form.confirmBy < this.deps.now()) {
      await this.move(form.id, 'pending', { status: 'expired', decidedAt: this.deps.now() });
      throw conflict(RED_FORM_MSG.EXPIRED);
    }
    return form;
  }

  /**
   * The actor is the blue invoice's seller, or its buyer: the person who applied for a personal invoice, or the
   * buyer company's 财务. Anyone else is told the form (or invoice) does not exist; a member of the buyer
   * company without 财务 is refused (403).
   */
  private async requireParty(
    actor: RedFormActor,
    party: Party,
    notFoundMsg: string = RED_FORM_MSG.FORM_NOT_FOUND,
  ): Promise<void> {
    const missing = notFound(notFoundMsg);
    if (actor.side === 'seller') {
      if (actor.merchantId !== party.merchantId) throw missing;
      return;
    }
    if (party.buyerCompanyId === null) {
      if (actor.userId !== party.buyerUserId) throw missing;
      return;
    }
    const ctx = await companyContextOf(this.db, actor.userId);
    if (!ctx || ctx.companyId !== party.buyerCompanyId || ctx.memberStatus !== 1) throw missing;
    if (!hasRole(ctx, '财务')) throw forbidden(RED_FORM_MSG.NOT_FINANCE);
  }

  private async move(id: number, from: RedFormStatus, set: Partial<RedFormRow>): Promise<boolean> {
    const rows = await this.db
      .update(einvoiceRedForms)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(einvoiceRedForms.id, id), eq(einvoiceRedForms.status, from)))
      .returning({ id: einvoiceRedForms.id });
    return rows.length > 0;
  }
}

/**
 * The red lines asked: the selected ones, or every line with something left. Each reverses at most what is left
 * of its blue line (quantity and tax-inclusive amount after the live forms); a quantity of 0 only for 销售折让.
 */
function pickLines(
  blue: BlueInvoice,
  left: { quantity: number; amountFen: number }[],
  body: RedFormApplyBody,
): RedLineRequest[] {
  const asked =
    body.lines ??
    left
      .map((l, index) => ({ index, quantity: l.quantity, amountFen: l.amountFen }))
      .filter((l) => l.amountFen > 0);
  if (!asked.length) throw conflict(RED_FORM_MSG.NOTHING_LEFT);
  const seen = new Set<number>();
  return asked.map((a) => {
    const line = blue.request.lines[a.index];
    const rest = left[a.index];
    if (!line || !rest || seen.has(a.index)) throw badRequest(`${RED_FORM_MSG.LINE}：第${a.index + 1}行`);
    seen.add(a.index);
    if (a.quantity === 0 && body.reason !== '销售折让')
      throw badRequest(`第${a.index + 1}行须填写红冲数量（只有销售折让可以只冲金额）`);
    if (a.quantity > rest.quantity || a.amountFen > rest.amountFen)
      throw badRequest(
        `${RED_FORM_MSG.OVER}：第${a.index + 1}行「${line.name}」可冲 ${rest.quantity}${line.unit}、` +
          `¥${fenToYuan(rest.amountFen)}，申请 ${a.quantity}${line.unit}、¥${fenToYuan(a.amountFen)}`,
      );
    return { ...line, blueIndex: a.index, quantity: -a.quantity, amountInclFen: -a.amountFen };
  });
}
