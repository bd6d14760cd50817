import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminInvoicePage, InvoiceDetail, InvoiceTitle, UnappliedPage } from '@mall/shared';
import { XINGHU_TITLE } from '../../../testing/finance-invoice.fixture';
import { tradeWorld, type TradeWorld } from '../../../testing/trade-world.fixture';
import { lastAudit } from '../../../testing/audit';
import { deliver, markPaid, messageTitles, placeOrder, refundedLine } from '../../../testing/trade.fixture';

// Red-letter (红字) invoices: voiding an issued invoice reverses it with a negative invoice; a refund after
// issue marks the invoice for reversal; the orders are invoiced again for what is left.
let { app, call, a, b, fin, ops } = {} as TradeWorld; // set in beforeAll
let addr: number;
let title: InvoiceTitle;
let seq = 0;

beforeAll(async () => {
  ({
    app,
    call,
    a,
    b,
    fin,
    ops,
    addrA: addr,
  } = await tradeWorld([{ id: 651, priceFen: 11300, stock: 1000 }]));
  const res = await call(a, 'POST', '/api/invoice/title/add', XINGHU_TITLE);
  title = res.json().data as InvoiceTitle;
});
afterAll(async () => {
  await app.close();
});

const invoiceNo = () => `2431200000${String(++seq).padStart(10, '0')}`;

/** A paid, received order of A (2 × ¥113.00) with an issued electronic invoice over it. */
async function issuedInvoice() {
  const o = await placeOrder(app, a, addr, [{ skuId: 6511, quantity: 2 }]);
  await markPaid(app, o.orderNo);
  await deliver(app, ops, a, o.orderNo);
  const applied = await call(a, 'POST', '/api/invoice/apply', {
    orderNos: [o.orderNo],
    type: 2,
    titleId: title.id,
  });
  const inv = applied.json().data as InvoiceDetail;
  const no = invoiceNo();
  const issued = await call(fin, 'POST', '/api/admin/invoice/issue', {
    id: inv.id,
    invoiceNo: no,
    issueDate: '2026-11-20',
  });
  expect(issued.statusCode, issued.body).toBe(200);
  return { orderNo: o.orderNo, id: inv.id, blueNo: no };
}

async function refundOnly(orderNo: string, quantity: number) {
  const info = (await call(a, 'POST', '/api/afs/applyInfo', { orderNo })).json().data;
  return refundedLine(app, { buyer: a, ops, fin }, orderNo, info.lines[0].orderLineId, quantity);
}

const voidBody = (id: number, over: object = {}) => ({
  id,
  reason: '购买方信息有误',
  redInvoiceNo: invoiceNo(),
  redIssueDate: '2026-11-22',
  ...over,
});
const unapplied = async () =>
  (await call(a, 'POST', '/api/invoice/unapplied/list', { pageSize: 50 })).json().data as UnappliedPage;

describe('voiding an issued invoice issues a red-letter invoice', () => {
  it('reverses it in full with negative amounts, a 红字 PDF naming the blue number, an audit row; orders freed', async () => {
    const { orderNo, id, blueNo } = await issuedInvoice();
    const body = voidBody(id);
    const res = await call(fin, 'POST', '/api/admin/invoice/void', body);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data as InvoiceDetail;
    expect(d).toMatchObject({ status: 4, statusLabel: '已作废', invoiceNo: blueNo, totalAmount: '226.00' });
    expect(d.redLetter).toMatchObject({
      invoiceNo: body.redInvoiceNo,
      issueDate: '2026-11-22',
      blueInvoiceNo: blueNo,
      reason: '购买方信息有误',
      totalAmount: '-226.00',
      amountExclTax: '-200.00',
      taxAmount: '-26.00',
      pdfUrl: `/api/invoice/red-pdf/${id}`,
    });
    // The buyer sees it on their detail too and downloads both documents.
    const mine = (await call(a, 'POST', '/api/invoice/detail', { id })).json().data as InvoiceDetail;
    expect(mine.redLetter?.invoiceNo).toBe(body.redInvoiceNo);
    expect(mine.timeline.at(-1)!.note).toContain(`红字发票号码 ${body.redInvoiceNo}`);
    const pdf = await call(a, 'GET', `/api/invoice/red-pdf/${id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain('增值税电子专用发票（红字）');
    expect(flat).toContain('红字负数');
    expect(flat).toContain(`对应正数发票号码：${blueNo}`);
    expect(flat).toContain(body.redInvoiceNo);
    expect(flat).toContain('-226.00');
    expect(flat).toContain('（负数）贰佰贰拾陆元整');
    expect((await call(a, 'GET', `/api/invoice/pdf/${id}`)).statusCode).toBe(200);
    expect((await call(b, 'GET', `/api/invoice/red-pdf/${id}`)).statusCode).toBe(404);
    expect((await call(fin, 'GET', `/api/admin/invoice/red-pdf/${id}`)).statusCode).toBe(200);
    // Orders back to 待开票; the buyer was told.
    expect((await unapplied()).list.map((o) => o.orderNo)).toContain(orderNo);
    expect(await messageTitles(app, a)).toContain('发票已作废');
    const audit = await lastAudit(app, 'invoice.void');
    expect(audit).toMatchObject({ targetType: 'invoice', targetId: String(id) });
    expect(audit.before).toMatchObject({ status: 2, invoiceNo: blueNo });
    expect(audit.after).toMatchObject({ status: 4, redLetter: { invoiceNo: body.redInvoiceNo } });
    expect(JSON.stringify(audit.after)).not.toContain('"pdf"');
  });

  it('answers a repeated 作废 or 开票 (a click after a lost answer) with what the first made, once', async () => {
    const { id, blueNo } = await issuedInvoice();
    const again = await call(fin, 'POST', '/api/admin/invoice/issue', {
      id,
      invoiceNo: blueNo,
      issueDate: '2026-11-20',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ status: 2, invoiceNo: blueNo });
    const body = voidBody(id);
    const both = await Promise.all([1, 2].map(() => call(fin, 'POST', '/api/admin/invoice/void', body)));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const later = await call(fin, 'POST', '/api/admin/invoice/void', body);
    expect(later.statusCode, later.body).toBe(200);
    for (const r of [...both, later])
      expect(r.json().data).toMatchObject({ status: 4, redLetter: { invoiceNo: body.redInvoiceNo } });
    const d = (await call(fin, 'POST', '/api/admin/invoice/detail', { id })).json().data as InvoiceDetail;
    expect(d.timeline.filter((t) => t.note.includes('红字发票号码'))).toHaveLength(1);
    // Another red number on a voided invoice is still a conflict; so is a different blue number.
    const other = await call(fin, 'POST', '/api/admin/invoice/void', voidBody(id));
    expect(other.statusCode).toBe(409);
    const reissue = await call(fin, 'POST', '/api/admin/invoice/issue', {
      id,
      invoiceNo: invoiceNo(),
      issueDate: '2026-11-20',
    });
    expect(reissue.statusCode).toBe(409);
  });

  it('refuses a void without red-letter number or with a wrong one; nothing changes', async () => {
    const { id, blueNo } = await issuedInvoice();
    const bad = async (over: object, status: number, msg: string) => {
      const r = await call(fin, 'POST', '/api/admin/invoice/void', voidBody(id, over));
      expect(r.statusCode, JSON.stringify(over)).toBe(status);
      expect(r.json().msg).toContain(msg);
    };
    const r = await call(fin, 'POST', '/api/admin/invoice/void', { id, reason: '信息有误' });
    expect(r.statusCode).toBe(400);
    expect(r.json().msg).toContain('请输入红字发票号码');
    await bad({ redInvoiceNo: '123' }, 400, '红字发票号码应为 8 位或 20 位数字');
    await bad({ redInvoiceNo: blueNo }, 400, '红字发票号码不能与蓝字发票号码相同');
    await bad({ redIssueDate: '2026-11-19' }, 400, '红字发票开票日期不能早于蓝字发票开票日期');
    const other = await issuedInvoice();
    await bad({ redInvoiceNo: other.blueNo }, 409, `发票号码 ${other.blueNo} 已被使用`);
    const d = (await call(fin, 'POST', '/api/admin/invoice/detail', { id })).json().data as InvoiceDetail;
    expect(d).toMatchObject({ status: 2, redLetter: null });
  });

  it('is refused to buyers and to roles other than finance', async () => {
    const { id } = await issuedInvoice();
    expect((await call(a, 'POST', '/api/admin/invoice/void', voidBody(id))).statusCode).toBe(403);
    expect((await call(ops, 'POST', '/api/admin/invoice/void', voidBody(id))).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/admin/invoice/void', voidBody(id))).statusCode).toBe(401);
    expect((await call(ops, 'GET', `/api/admin/invoice/red-pdf/${id}`)).statusCode).toBe(403);
  });
});

describe('a refund on an invoiced order', () => {
  it('marks the issued invoice for reversal; after the red letter the order is invoiced for what is left', async () => {
    const { orderNo, id } = await issuedInvoice();
    await refundOnly(orderNo, 1);
    const d = (await call(fin, 'POST', '/api/admin/invoice/detail', { id })).json().data as InvoiceDetail;
    expect(d.status).toBe(2);
    expect(d.redLetterDue).toMatch(/^订单 \d+ 售后 SH\d+ 退款 ¥113\.00，需开具红字发票冲销后按剩余金额重开$/);
    const due = (await call(fin, 'POST', '/api/admin/invoice/list', { redLetterDue: true })).json()
      .data as AdminInvoicePage;
    expect(due.list.map((i) => i.id)).toEqual([id]);
    expect(await messageTitles(app, a)).toContain('发票需冲红重开');
    // Not invoiceable again until reversed.
    expect((await unapplied()).list.map((o) => o.orderNo)).not.toContain(orderNo);

    const v = await call(
      fin,
      'POST',
      '/api/admin/invoice/void',
      voidBody(id, { reason: '部分退款，冲红重开' }),
    );
    expect(v.statusCode, v.body).toBe(200);
    expect((v.json().data as InvoiceDetail).redLetter?.totalAmount).toBe('-226.00');
    const after = (await call(fin, 'POST', '/api/admin/invoice/list', { redLetterDue: true })).json()
      .data as AdminInvoicePage;
    expect(after.list.map((i) => i.id)).not.toContain(id);
    const line = (await unapplied()).list.find((o) => o.orderNo === orderNo);
    expect(line).toMatchObject({
      payAmount: '226.00',
      refundedAmount: '113.00',
      invoiceableAmount: '113.00',
    });
    const again = await call(a, 'POST', '/api/invoice/apply', {
      orderNos: [orderNo],
      type: 2,
      titleId: title.id,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json().data as InvoiceDetail).totalAmount).toBe('113.00');
  });

  it('refunded while the application is pending: issuing is refused until it is rejected and re-applied', async () => {
    const o = await placeOrder(app, a, addr, [{ skuId: 6511, quantity: 2 }]);
    await markPaid(app, o.orderNo);
    await deliver(app, ops, a, o.orderNo);
    const inv = (
      await call(a, 'POST', '/api/invoice/apply', { orderNos: [o.orderNo], type: 2, titleId: title.id })
    ).json().data as InvoiceDetail;
    await refundOnly(o.orderNo, 1);
    const issue = await call(fin, 'POST', '/api/admin/invoice/issue', {
      id: inv.id,
      invoiceNo: invoiceNo(),
      issueDate: '2026-11-22',
    });
    expect(issue.statusCode).toBe(409);
    expect(issue.json().msg).toBe('申请提交后相关订单发生了退款，发票金额已变化，请驳回后由买家重新申请');
    const detail = (await call(a, 'POST', '/api/invoice/detail', { id: inv.id })).json()
      .data as InvoiceDetail;
    expect(detail.timeline.map((e) => e.eventLabel)).toContain('订单退款');
  });
});
