import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  EINVOICE_MSG,
  RED_FORM_MSG,
  type EinvoiceIssue,
  type InvoiceDetail,
  type InvoiceTitle,
  type RedForm,
} from '@mall/shared';
import { pdfText } from '../../../testing/pdf';
import { addMember, addressOf, verifiedCompany } from '../../../testing/company.fixture';
import { XINGHU_TITLE } from '../../../testing/finance-invoice.fixture';
import { einvoiceWorld, type EinvoiceWorld } from '../../../testing/einvoice.fixture';
import { markPaid, placeOrder, type Who } from '../../../testing/trade.fixture';
import { SellerTaxProfileService } from './einvoice-profile.service';
import { EinvoiceIssuing } from './einvoice.issuing';
import { SandboxProvider } from './einvoice.sandbox';
import { parseEinvoiceXml } from './einvoice.xml';
import { RedInvoicing } from './red-form.issuing';
import { RedForms, type RedFormActor } from './red-form.service';
import { einvoiceRedForms } from './red-form.table';

// 红字确认单 end to end through the sandbox: either side applies (whole or selected lines, never more than is
// left), the other party confirms (the red invoice follows, linked to the blue one) or rejects; only the buyer
// company's 财务 answers for the company; a 普票 without 确认用途 needs no confirmation; 72 hours, then void.

let { app, call, a, b, fin, ops, ok, issueBlue } = {} as EinvoiceWorld;
const PRODUCT = 731;
const SKU = PRODUCT * 10 + 1;
const OTHER = 732;
const FORMS = '/api/admin/invoice/einvoice/red-forms';
const BUYER_FORMS = '/api/invoice/einvoice/red-forms';
let admin: Who & { id: number };
let finance: Who;
let financeId: number;
let addr: number;
let titleId: number;
let personalTitleId: number;
let addrA: number;

/** The seller (自营's 财务) applies for a form over one line of blue invoice `invoiceId`. */
const sellerApplies = (
  invoiceId: number,
  reason: string,
  line: { index: number; quantity: number; amountFen: number },
) => ok<RedForm>(fin, `${FORMS}/apply`, { invoiceId, reason, lines: [line] });

/**
 * An issued blue 数电票 (type 2: 专票; 1: 普票) over a delivered order of `who` (2 lines: product 731 × qty and
 * product 732 × 1); answers the application's id.
 */
async function blue(who: Who, addressId: number, title: number, qty = 3, type = 2): Promise<number> {
  const lines = [
    { skuId: SKU, quantity: qty },
    { skuId: OTHER * 10 + 1, quantity: 1 },
  ];
  // Buyers choose 专票 only today; a 普票 (type 1, as older applications have) is set directly.
  const inv = await issueBlue(who, addressId, title, lines, async (id) => {
    if (type !== 2) await app.db.db.execute(sql`update invoices set type = ${type} where id = ${id}`);
  });
  const issued = await ok<EinvoiceIssue[]>(fin, '/api/admin/invoice/einvoice/issue/list', {});
  const request = issued.find((i) => i.invoiceId === inv.id);
  expect(request?.status).toBe('issued');
  // The application itself is 已开票 with the 数电票's number (the buyer's 我的发票 and the orders say so).
  const detail = await ok<InvoiceDetail>(who, '/api/invoice/detail', { id: inv.id });
  expect(detail).toMatchObject({ status: 2, invoiceNo: request!.number });
  return inv.id;
}

/** The application's status as its buyer sees it. */
const statusOf = async (who: Who, id: number) =>
  (await ok<InvoiceDetail>(who, '/api/invoice/detail', { id })).status;

beforeAll(async () => {
  const world = await einvoiceWorld([
    { id: PRODUCT, priceFen: 11300, stock: 10_000 },
    { id: OTHER, priceFen: 5000, stock: 10_000 },
  ]);
  ({ app, call, a, b, fin, ops, ok, issueBlue, addrA } = world);
  const company = await verifiedCompany(app, ops);
  admin = company.admin;
  const member = await addMember(app, company, ['财务']);
  finance = member;
  financeId = member.id;
  addr = await addressOf(app, admin);
  titleId = (await ok<InvoiceTitle>(admin, '/api/invoice/title/add', XINGHU_TITLE)).id;
  personalTitleId = (await ok<InvoiceTitle>(a, '/api/invoice/title/add', XINGHU_TITLE)).id;
}, 180_000);
afterAll(async () => {
  await app.close();
});

describe('红字确认单 (API)', () => {
  it('the seller applies for part; the company’s 财务 confirms; the red invoice is issued, linked to the blue one', async () => {
    const invoiceId = await blue(admin, addr, titleId);
    const over = await call(fin, 'POST', `${FORMS}/apply`, {
      invoiceId,
      reason: '销货退回',
      lines: [{ index: 0, quantity: 4, amountFen: 11300 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().msg).toContain(RED_FORM_MSG.OVER);
    expect(over.json().msg).toContain('可冲 3');

    const form = await sellerApplies(invoiceId, '销货退回', { index: 0, quantity: 1, amountFen: 11300 });
    expect(form).toMatchObject({
      status: 'pending',
      statusLabel: '待对方确认',
      needsConfirm: true,
      totalFen: -11300,
    });
    expect(form.lines).toEqual([
      { index: 0, name: expect.stringMatching(/^\*金属制品\*/), quantity: -1, amountFen: -11300 },
    ]);
    expect(form.formNumber).not.toBe('');
    expect(new Date(form.confirmBy!).getTime() - Date.now()).toBeGreaterThan(71 * 3600_000);
    // One form waits at a time.
    const second = await call(fin, 'POST', `${FORMS}/apply`, { invoiceId, reason: '开票有误' });
    expect(second.statusCode).toBe(409);
    expect(second.json().msg).toBe(RED_FORM_MSG.ONE_PENDING);

    // Not 财务 (the company's 管理员): 403; another buyer: not found; the seller cannot confirm its own.
    const notFinance = await call(admin, 'POST', `${BUYER_FORMS}/confirm`, { id: form.id });
    expect(notFinance.statusCode).toBe(403);
    expect(notFinance.json().msg).toBe(RED_FORM_MSG.NOT_FINANCE);
    expect((await call(b, 'POST', `${BUYER_FORMS}/confirm`, { id: form.id })).statusCode).toBe(404);
    expect((await ok<RedForm[]>(b, BUYER_FORMS, {})).some((f) => f.id === form.id)).toBe(false);
    expect((await ok<RedForm[]>(admin, BUYER_FORMS, {})).some((f) => f.id === form.id)).toBe(false);
    const own = await call(fin, 'POST', `${FORMS}/confirm`, { id: form.id });
    expect(own.statusCode).toBe(409);
    expect(own.json().msg).toBe(RED_FORM_MSG.OWN_FORM);

    const pending = await ok<RedForm[]>(finance, BUYER_FORMS, { status: 'pending' });
    expect(pending.map((f) => f.id)).toContain(form.id);
    const confirmed = await ok<RedForm>(finance, `${BUYER_FORMS}/confirm`, { id: form.id });
    expect(confirmed.status).toBe('confirmed');
    await app.jobs.idle();
    const [done] = await ok<RedForm[]>(fin, FORMS, { invoiceId });
    expect(done).toMatchObject({ id: form.id, redStatus: 'issued', redLastAnswer: '已开具' });
    expect(done!.redNumber).toMatch(/^\d{20}$/);
    const [row] = await app.db.db.select().from(einvoiceRedForms).where(eq(einvoiceRedForms.id, form.id));
    const xml = parseEinvoiceXml(row!.redXml);
    expect(xml).toMatchObject({
      redOf: done!.blueNumber,
      totalFen: -11300,
      buyerName: XINGHU_TITLE.companyName,
    });
    expect(xml.totalInWords).toMatch(/^（负数）/);
    // Reversed in part: the application stays 已开票.
    expect(await statusOf(admin, invoiceId)).toBe(2);
    // Confirmed twice: the form is no longer pending.
    expect((await call(finance, 'POST', `${BUYER_FORMS}/confirm`, { id: form.id })).statusCode).toBe(409);

    // The rest (2 of line 1, all of line 2) by a whole-invoice form; then nothing is left.
    const rest = await ok<RedForm>(fin, `${FORMS}/apply`, { invoiceId, reason: '开票有误' });
    expect(rest.lines.map((l) => [l.index, l.quantity, l.amountFen])).toEqual([
      [0, -2, -22600],
      [1, -1, -5000],
    ]);
    await ok(finance, `${BUYER_FORMS}/confirm`, { id: rest.id });
    const none = await call(fin, 'POST', `${FORMS}/apply`, { invoiceId, reason: '开票有误' });
    expect(none.statusCode).toBe(409);
    expect(none.json().msg).toBe(RED_FORM_MSG.NOTHING_LEFT);
    await app.jobs.idle();
    // Reversed in full: the application is 已作废 and its order may be invoiced again.
    expect(await statusOf(admin, invoiceId)).toBe(4);
    const { orderNos } = await ok<InvoiceDetail>(admin, '/api/invoice/detail', { id: invoiceId });
    const open = await ok<{ list: { orderNo: string }[] }>(admin, '/api/invoice/unapplied/list', {
      pageNum: 1,
      pageSize: 50,
    });
    expect(open.list.map((o) => o.orderNo)).toContain(orderNos[0]);
  });

  it('an application issued as a 数电票: its PDF is the 数电票’s; 作废 is refused (a 红字确认单 reverses it)', async () => {
    const invoiceId = await blue(admin, addr, titleId, 1);
    const { invoiceNo } = await ok<InvoiceDetail>(admin, '/api/invoice/detail', { id: invoiceId });
    const pdf = await call(admin, 'GET', `/api/invoice/pdf/${invoiceId}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(pdf.rawPayload)).toContain(invoiceNo!);
    const voided = await call(fin, 'POST', '/api/admin/invoice/void', {
      id: invoiceId,
      reason: '开票有误',
      redInvoiceNo: '12345678',
      redIssueDate: '2026-12-01',
    });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().msg).toBe(EINVOICE_MSG.VOID_BY_RED_FORM);
    expect(await statusOf(admin, invoiceId)).toBe(2);
  });

  it('a provider whose invoices hold fewer lines than the application refuses it, saying so', async () => {
    const o = await placeOrder(app, admin, addr, [
      { skuId: SKU, quantity: 1 },
      { skuId: OTHER * 10 + 1, quantity: 1 },
    ]);
    await markPaid(app, o.orderNo);
    const inv = await ok<{ id: number }>(admin, '/api/invoice/apply', {
      orderNos: [o.orderNo],
      type: 2,
      titleId,
    });
    const sandbox = new SandboxProvider(app.db.db, { maxLines: 1 });
    const issuing = new EinvoiceIssuing(app.db.db, {
      profiles: new SellerTaxProfileService(app.db.db, undefined),
      provider: async () => sandbox,
      enqueue: async () => {},
    });
    await expect(issuing.ask(inv.id)).rejects.toThrow(
      '该发票申请有 2 个开票行，超过开票服务单张发票 1 行的上限，请驳回后分开申请',
    );
  });

  it('the buyer’s 财务 rejects with a reason (the amount is free again); only the applicant revokes', async () => {
    const invoiceId = await blue(admin, addr, titleId, 2);
    const form = await sellerApplies(invoiceId, '销售折让', { index: 0, quantity: 0, amountFen: 1000 });
    const noReason = await call(finance, 'POST', `${BUYER_FORMS}/reject`, { id: form.id, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await ok<RedForm>(finance, `${BUYER_FORMS}/reject`, {
      id: form.id,
      reason: '折让金额未谈妥',
    });
    expect(rejected).toMatchObject({
      status: 'rejected',
      statusLabel: '已拒绝',
      rejectReason: '折让金额未谈妥',
      redStatus: 'none',
    });

    // The buyer's own application: the seller answers; the buyer may revoke it while it waits.
    const mine = await ok<RedForm>(finance, `${BUYER_FORMS}/apply`, { invoiceId, reason: '开票有误' });
    expect(mine).toMatchObject({ applicant: 'buyer', status: 'pending', totalFen: -(2 * 11300 + 5000) });
    const sellerRevoke = await call(fin, 'POST', `${FORMS}/revoke`, { id: mine.id });
    expect(sellerRevoke.json().msg).toBe(RED_FORM_MSG.NOT_APPLICANT);
    expect((await ok<RedForm>(finance, `${BUYER_FORMS}/revoke`, { id: mine.id })).status).toBe('revoked');
    const again = await ok<RedForm>(finance, `${BUYER_FORMS}/apply`, { invoiceId, reason: '开票有误' });
    expect((await ok<RedForm>(fin, `${FORMS}/reject`, { id: again.id, reason: '发票无误' })).status).toBe(
      'rejected',
    );
    // A shop never sees 自营's forms; a form of another seller is not found.
    expect((await call(fin, 'POST', `${FORMS}/confirm`, { id: 99_999_999 })).statusCode).toBe(404);
  });

  it('a 普票 whose use the buyer has not confirmed needs no confirmation: the red invoice follows at once', async () => {
    const invoiceId = await blue(a, addrA, personalTitleId, 1, 1);
    const form = await sellerApplies(invoiceId, '开票有误', { index: 1, quantity: 1, amountFen: 5000 });
    expect(form).toMatchObject({
      status: 'no_confirm',
      statusLabel: '无需确认',
      needsConfirm: false,
      confirmBy: null,
    });
    await app.jobs.idle();
    const [done] = await ok<RedForm[]>(a, BUYER_FORMS, {});
    expect(done).toMatchObject({ id: form.id, redStatus: 'issued' });
    // After 确认用途 the next form waits for the buyer (here the person himself).
    await ok(a, '/api/invoice/einvoice/confirm-use', { invoiceId });
    expect((await call(b, 'POST', '/api/invoice/einvoice/confirm-use', { invoiceId })).statusCode).toBe(404);
    const next = await ok<RedForm>(fin, `${FORMS}/apply`, { invoiceId, reason: '开票有误' });
    expect(next.status).toBe('pending');
    expect((await ok<RedForm>(a, `${BUYER_FORMS}/confirm`, { id: next.id })).status).toBe('confirmed');
    await app.jobs.idle();
  });

  it('an after-sales refund opens a form for the refunded line', async () => {
    const invoiceId = await blue(a, addrA, personalTitleId, 2);
    const detail = await ok<{ orderNos: string[] }>(a, '/api/invoice/detail', { id: invoiceId });
    const orderNo = detail.orderNos[0]!;
    const info = await ok<{ lines: { orderLineId: number; skuId: number }[] }>(a, '/api/afs/applyInfo', {
      orderNo,
    });
    const line = info.lines.find((l) => l.skuId === SKU)!;
    const { afsNo } = await ok<{ afsNo: string }>(a, '/api/afs/apply', {
      orderNo,
      orderLineId: line.orderLineId,
      type: 1,
      quantity: 1,
      reason: '商品质量问题',
    });
    await ok(ops, '/api/admin/afs/approve', { afsNo });
    await ok(fin, '/api/admin/afs/refund', { afsNo, note: '线下退款', amount: '50.00' });
    await app.jobs.idle();
    // On BullMQ the job may run before the refund commits, and then again after its backoff.
    const forms = await vi.waitFor(
      async () => {
        const listed = await ok<RedForm[]>(fin, FORMS, { invoiceId });
        expect(listed).toHaveLength(1);
        return listed;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(forms[0]).toMatchObject({
      afsNo,
      reason: '销售折让',
      applicant: 'seller',
      status: 'pending',
      totalFen: -5000,
    });
    expect(forms[0]!.lines).toEqual([expect.objectContaining({ index: 0, quantity: 0, amountFen: -5000 })]);
  });
});

describe('红字确认单 state machine (property)', () => {
  type Step =
    | { kind: 'apply'; side: 'seller' | 'buyer'; line: number; qty: number; fen: number }
    | { kind: 'decide'; side: 'seller' | 'buyer'; accept: boolean }
    | { kind: 'revoke'; side: 'seller' | 'buyer' }
    | { kind: 'wait'; hours: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      kind: fc.constant('apply' as const),
      side: fc.constantFrom('seller' as const, 'buyer' as const),
      line: fc.integer({ min: 0, max: 1 }),
      qty: fc.integer({ min: 1, max: 3 }),
      fen: fc.integer({ min: 1, max: 40_000 }),
    }),
    fc.record({
      kind: fc.constant('decide' as const),
      side: fc.constantFrom('seller' as const, 'buyer' as const),
      accept: fc.boolean(),
    }),
    fc.record({
      kind: fc.constant('revoke' as const),
      side: fc.constantFrom('seller' as const, 'buyer' as const),
    }),
    fc.record({ kind: fc.constant('wait' as const), hours: fc.constantFrom(1, 80) }),
  );

  it('follows the model: never more than invoiced, decided forms never move, confirmed ⇒ red, 72 h ⇒ void', async () => {
    const db = app.db.db;
    const sandbox = new SandboxProvider(db);
    let clock = Date.now();
    let queued: number[] = [];
    const red = new RedInvoicing(db, {
      provider: async () => sandbox,
      enqueue: async (id) => void queued.push(id),
    });
    const forms = new RedForms(db, { provider: async () => sandbox, red, now: () => new Date(clock) });
    const actorOf = (side: 'seller' | 'buyer'): RedFormActor =>
      side === 'seller' ? { side, merchantId: 0, userId: 1 } : { side, userId: financeId };
    type Live = {
      id: number;
      applicant: 'seller' | 'buyer';
      line: number;
      qty: number;
      fen: number;
      at: number;
    };

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
        const invoiceId = await blue(admin, addr, titleId, 3);
        const blueLines = [
          { qty: 3, fen: 33900 },
          { qty: 1, fen: 5000 },
        ];
        const used = [
          { qty: 0, fen: 0 },
          { qty: 0, fen: 0 },
        ];
        const free = (l: Live) => {
          used[l.line]!.qty -= l.qty;
          used[l.line]!.fen -= l.fen;
        };
        let live: Live | null = null;
        queued = [];
        const reds: number[] = [];
        for (const s of steps) {
          if (s.kind === 'wait') {
            clock += s.hours * 3600_000;
            continue;
          }
          // Past 72 hours the waiting form is void: its amount is free and it can no longer be answered.
          if (live && clock - live.at > 72 * 3600_000) {
            free(live);
            if (s.kind !== 'apply') {
              const late =
                s.kind === 'revoke'
                  ? forms.revoke(actorOf(s.side), live.id)
                  : forms.decide(actorOf(s.side), live.id, s.accept, '不同意');
              await expect(late).rejects.toMatchObject({ status: 409 });
            }
            live = null;
            if (s.kind !== 'apply') continue;
          }
          if (s.kind === 'apply') {
            const rest = {
              qty: blueLines[s.line]!.qty - used[s.line]!.qty,
              fen: blueLines[s.line]!.fen - used[s.line]!.fen,
            };
            const attempt = forms.apply(actorOf(s.side), {
              invoiceId,
              reason: '销货退回',
              lines: [{ index: s.line, quantity: s.qty, amountFen: s.fen }],
            });
            if (s.qty > rest.qty || s.fen > rest.fen)
              await expect(attempt).rejects.toMatchObject({ status: 400 });
            else if (live) await expect(attempt).rejects.toMatchObject({ status: 409 });
            else {
              const form = await attempt;
              expect(form).toMatchObject({ status: 'pending', totalFen: -s.fen, applicant: s.side });
              used[s.line]!.qty += s.qty;
              used[s.line]!.fen += s.fen;
              live = { id: form.id, applicant: s.side, line: s.line, qty: s.qty, fen: s.fen, at: clock };
            }
            continue;
          }
          if (!live) continue;
          const act =
            s.kind === 'revoke'
              ? forms.revoke(actorOf(s.side), live.id)
              : forms.decide(actorOf(s.side), live.id, s.accept, '不同意');
          const wrongSide = s.kind === 'revoke' ? s.side !== live.applicant : s.side === live.applicant;
          if (wrongSide) {
            await expect(act).rejects.toMatchObject({ status: 409 });
            continue;
          }
          const done = await act;
          const accepted = s.kind === 'decide' && s.accept;
          expect(done.status).toBe(s.kind === 'revoke' ? 'revoked' : accepted ? 'confirmed' : 'rejected');
          if (accepted) reds.push(live.id);
          else free(live);
          live = null;
        }
        // Confirmed forms, and only they, were queued for their red invoice; a decided form never moves.
        expect([...queued].sort()).toEqual([...reds].sort());
        const rows = await db
          .select()
          .from(einvoiceRedForms)
          .where(eq(einvoiceRedForms.invoiceId, invoiceId));
        for (const r of rows.filter((x) => x.status !== 'pending'))
          await expect(forms.revoke(actorOf(r.applicant), r.id)).rejects.toMatchObject({ status: 409 });
        // A form still waiting past its 72 hours when the steps end is voided by the sweep below: free, too.
        if (live && clock - live.at > 72 * 3600_000) free(live);
        await forms.expireOverdue();
        const after = await db
          .select()
          .from(einvoiceRedForms)
          .where(eq(einvoiceRedForms.invoiceId, invoiceId));
        const inForce = after.filter((r) => ['pending', 'confirmed', 'no_confirm'].includes(r.status));
        for (const [i, l] of blueLines.entries()) {
          const reversed = inForce.flatMap((r) => r.lines).filter((x) => x.blueIndex === i);
          expect(reversed.reduce((n, x) => n - x.amountInclFen, 0)).toBe(used[i]!.fen);
          expect(reversed.reduce((n, x) => n - x.quantity, 0)).toBe(used[i]!.qty);
          expect(used[i]!.fen).toBeLessThanOrEqual(l.fen);
        }
      }),
      { numRuns: 20 },
    );
    await sandbox.idle();
  }, 300_000);
});
