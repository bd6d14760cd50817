import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceTitle, UnappliedPage } from '@mall/shared';
import { auditRows, lastAudit } from '../../../testing/audit';
import { XINGHU_RECEIVER, XINGHU_TITLE } from '../../../testing/finance-invoice.fixture';
import { tradeWorld, type TradeWorld } from '../../../testing/trade-world.fixture';
import { buildInvoice, taxOf } from './invoice.amounts';
import { addAddress, deliver, markPaid, messageTitles, placeOrder } from '../../../testing/trade.fixture';

let { app, call, a, b, fin, ops, addrA } = {} as TradeWorld; // set in beforeAll
let titleA: InvoiceTitle;
const sku = (id: number) => id * 10 + 1;

const TITLE = { ...XINGHU_TITLE, ...XINGHU_RECEIVER };

beforeAll(async () => {
  ({ app, call, a, b, fin, ops, addrA } = await tradeWorld([
    { id: 601, priceFen: 11300, stock: 1000 },
    { id: 602, priceFen: 1999, stock: 1000 },
  ]));
});
afterAll(async () => {
  await app.close();
});

async function paidOrder(items: { skuId: number; quantity: number }[]) {
  const o = await placeOrder(app, a, addrA, items);
  await markPaid(app, o.orderNo);
  return o.orderNo;
}

describe('invoice titles', () => {
  it('adds, validates the taxpayer id check digit, lists default first, edits and deletes', async () => {
    const bad = await call(a, 'POST', '/api/invoice/title/add', { ...TITLE, taxNo: '91350100M000100Y44' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('纳税人识别号校验位不正确，请核对统一社会信用代码');
    const short = await call(a, 'POST', '/api/invoice/title/add', { ...TITLE, taxNo: '9135010' });
    expect(short.json().msg).toBe('纳税人识别号应为 18 位统一社会信用代码');

    const first = await call(a, 'POST', '/api/invoice/title/add', { ...TITLE, taxNo: '91350100m000100y43' });
    expect(first.statusCode, first.body).toBe(200);
    titleA = first.json().data;
    expect(titleA).toMatchObject({ taxNo: '91350100M000100Y43', isDefault: 1 });
    const second = (
      await call(a, 'POST', '/api/invoice/title/add', {
        ...TITLE,
        companyName: '苏州星湖精密机械有限公司第二分公司',
        taxNo: '91110000600037341L',
      })
    ).json().data as InvoiceTitle;
    expect(second.isDefault).toBe(0);
    await call(a, 'POST', '/api/invoice/title/setDefault', { id: second.id });
    let list = (await call(a, 'POST', '/api/invoice/title/list')).json().data as InvoiceTitle[];
    expect(list.map((t) => [t.id, t.isDefault])).toEqual([
      [second.id, 1],
      [titleA.id, 0],
    ]);
    const edited = await call(a, 'POST', '/api/invoice/title/edit', {
      ...TITLE,
      id: titleA.id,
      regPhone: '0512-1234567',
    });
    expect(edited.json().data.regPhone).toBe('0512-1234567');
    await call(a, 'POST', '/api/invoice/title/delete', { id: second.id });
    list = (await call(a, 'POST', '/api/invoice/title/list')).json().data;
    expect(list.map((t) => [t.id, t.isDefault])).toEqual([[titleA.id, 1]]);
  });

  it('another buyer cannot see, edit, delete or use the title', async () => {
    expect((await call(b, 'POST', '/api/invoice/title/list')).json().data).toEqual([]);
    for (const url of ['/api/invoice/title/delete', '/api/invoice/title/setDefault'])
      expect((await call(b, 'POST', url, { id: titleA.id })).statusCode).toBe(404);
    expect((await call(b, 'POST', '/api/invoice/title/edit', { ...TITLE, id: titleA.id })).statusCode).toBe(
      404,
    );
    expect((await call(null, 'POST', '/api/invoice/title/list')).statusCode).toBe(401);
  });

  it('checkout copies the chosen title into the order and refuses a foreign one', async () => {
    const o = await call(a, 'POST', '/api/checkout/submit', {
      idempotencyKey: `inv-${Date.now()}`,
      addressId: addrA,
      payMethod: 4,
      items: [{ skuId: sku(602), quantity: 1 }],
      invoice: { type: 2, titleId: titleA.id },
    });
    expect(o.statusCode, o.body).toBe(200);
    const d = (await call(a, 'POST', '/api/order/detail', { orderNo: o.json().data.orderNo })).json().data;
    expect(d.invoice).toMatchObject({ titleName: TITLE.companyName, taxNo: TITLE.taxNo });
    const addrB = await addAddress(app, b);
    const foreign = await call(b, 'POST', '/api/checkout/submit', {
      idempotencyKey: `inv-b-${Date.now()}`,
      addressId: addrB,
      payMethod: 4,
      items: [{ skuId: sku(602), quantity: 1 }],
      invoice: { type: 2, titleId: titleA.id },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe('发票抬头不存在');
  });
});

describe('amount rules', () => {
  it('tax is 13/113 of the tax-inclusive amount, per line, and the figures add up', () => {
    expect(taxOf(11300)).toBe(1300);
    expect(taxOf(1999)).toBe(230); // 229.97… rounds half up
    const wrench = { skuId: 1, title: '扳手', brandName: '', modelNo: 'A', specValues: [], unit: '把' };
    const built = buildInvoice(
      [
        {
          ...wrench,
          priceFen: 11300,
          quantity: 2,
          amountFen: 22600,
          refundedFen: 11300,
          returnedQuantity: 1,
        },
        { ...wrench, priceFen: 11300, quantity: 1, amountFen: 11300, refundedFen: 0, returnedQuantity: 0 },
        {
          skuId: 2,
          title: '螺丝',
          brandName: '',
          modelNo: 'B',
          specValues: [],
          unit: '盒',
          priceFen: 1999,
          quantity: 1,
          amountFen: 1999,
          refundedFen: 1999,
          returnedQuantity: 0,
        },
      ],
      35899,
    );
    // 3 × 113 − 113 refunded; the fully refunded line is dropped.
    expect(built.lines).toHaveLength(1);
    expect(built.lines[0]).toMatchObject({
      quantity: 2,
      amountInclTax: '226.00',
      taxAmount: '26.00',
      amountExclTax: '200.00',
      unitPriceExclTax: '100.0000',
      taxRate: '13%',
    });
    expect(built.amounts).toMatchObject({
      totalAmount: '226.00',
      totalAmountCapital: '贰佰贰拾陆元整',
      refundedAmount: '132.99',
      ordersAmount: '358.99',
    });
  });
});

describe('applying, operator moves and the PDF', () => {
  let orderNos: string[];
  let invoice: InvoiceDetail;

  it('lists paid orders awaiting invoicing and previews one invoice over two of them', async () => {
    orderNos = [
      await paidOrder([{ skuId: sku(601), quantity: 2 }]),
      await paidOrder([{ skuId: sku(602), quantity: 3 }]),
    ];
    const unpaid = (await placeOrder(app, a, addrA, [{ skuId: sku(602), quantity: 1 }])).orderNo;
    const page = (await call(a, 'POST', '/api/invoice/unapplied/list', {})).json().data as UnappliedPage;
    const listed = page.list.map((o) => o.orderNo);
    expect(listed).toEqual(expect.arrayContaining(orderNos));
    expect(listed).not.toContain(unpaid);
    expect(page.list.find((o) => o.orderNo === orderNos[0])).toMatchObject({
      invoiceableAmount: '226.00',
      refundedAmount: '0.00',
    });

    const preview = await call(a, 'POST', '/api/invoice/applyPreview', {
      orderNos,
      type: 2,
      titleId: titleA.id,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    // 2 × 113.00 + 3 × 19.99 = 285.97
    expect(preview.json().data).toMatchObject({
      typeLabel: '增值税电子专用发票',
      kind: 20,
      title: { companyName: TITLE.companyName, taxNo: TITLE.taxNo },
      amounts: { totalAmount: '285.97', totalAmountCapital: '贰佰捌拾伍元玖角柒分', taxRate: '13%' },
    });

    const notPaid = await call(a, 'POST', '/api/invoice/apply', {
      orderNos: [unpaid],
      type: 2,
      titleId: titleA.id,
    });
    expect(notPaid.statusCode).toBe(409);
  });

  it('refuses types other than 2/4, kind other than 20, and foreign orders or titles', async () => {
    for (const type of [1, 3]) {
      const r = await call(a, 'POST', '/api/invoice/apply', { orderNos, type, titleId: titleA.id });
      expect(r.statusCode).toBe(400);
      expect(r.json().msg).toBe('发票类型只能选择增值税专用发票（电子或纸质）');
    }
    expect(
      (await call(a, 'POST', '/api/invoice/apply', { orderNos, type: 2, kind: 10, titleId: titleA.id }))
        .statusCode,
    ).toBe(400);
    const asB = await call(b, 'POST', '/api/invoice/apply', { orderNos, type: 2, titleId: titleA.id });
    expect(asB.statusCode).toBe(404);
  });

  it('applies once (申请中, message); a second application for the same order → 409', async () => {
    const res = await call(a, 'POST', '/api/invoice/apply', { orderNos, type: 2, titleId: titleA.id });
    expect(res.statusCode, res.body).toBe(200);
    invoice = res.json().data;
    expect(invoice).toMatchObject({
      status: 1,
      statusLabel: '申请中',
      totalAmount: '285.97',
      orderNos,
      hasPdf: false,
    });
    expect(invoice.applyNo).toMatch(/^KP\d{16}$/);
    const again = await call(a, 'POST', '/api/invoice/apply', {
      orderNos: [orderNos[1]],
      type: 4,
      titleId: titleA.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(`订单 ${orderNos[1]} 已申请开票，请勿重复申请`);
    const unapplied = (await call(a, 'POST', '/api/invoice/unapplied/list', {})).json().data as UnappliedPage;
    expect(unapplied.list.map((o) => o.orderNo)).not.toContain(orderNos[0]);
    expect(await messageTitles(app, a)).toContain('开票申请已提交');
  });

  it('two concurrent applications for one order: exactly one wins', async () => {
    const no = await paidOrder([{ skuId: sku(602), quantity: 1 }]);
    const results = await Promise.all(
      [2, 4].map((type) =>
        call(a, 'POST', '/api/invoice/apply', { orderNos: [no], type, titleId: titleA.id }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('operator calls refuse buyer tokens and roles other than 财务/超级管理员', async () => {
    expect((await call(a, 'POST', '/api/admin/invoice/list', {})).statusCode).toBe(403);
    expect((await call(ops, 'POST', '/api/admin/invoice/list', {})).statusCode).toBe(403);
    expect(
      (await call(ops, 'POST', '/api/admin/invoice/reject', { id: invoice.id, reason: '抬头有误' }))
        .statusCode,
    ).toBe(403);
    expect((await call(null, 'POST', '/api/admin/invoice/list', {})).statusCode).toBe(401);
    const list = await call(fin, 'POST', '/api/admin/invoice/list', { status: 1 });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.list.map((i: { id: number }) => i.id)).toContain(invoice.id);
  });

  it('issues with number and date, makes a PDF holding title, taxpayer id and amount; buyer downloads it', async () => {
    const early = await call(a, 'GET', `/api/invoice/pdf/${invoice.id}`);
    expect(early.statusCode).toBe(409);
    const res = await call(fin, 'POST', '/api/admin/invoice/issue', {
      id: invoice.id,
      invoiceNo: '24312000000012345678',
      issueDate: '2026-11-24',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 2,
      statusLabel: '已开票',
      hasPdf: true,
      invoiceNo: '24312000000012345678',
    });
    const pdf = await call(a, 'GET', `/api/invoice/pdf/${invoice.id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.length).toBeLessThan(300_000);
    const doc = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const { text } = await extractText(doc, { mergePages: true });
    const flat = text.replace(/\s+/g, '');
    expect(flat).toContain(TITLE.companyName);
    expect(flat).toContain(TITLE.taxNo);
    expect(flat).toContain('285.97');
    expect(flat).toContain('贰佰捌拾伍元玖角柒分');
    expect(flat).toContain('13%');
    expect(flat).toContain('增值税电子专用发票');
    expect((await call(b, 'GET', `/api/invoice/pdf/${invoice.id}`)).statusCode).toBe(404);
    expect((await call(b, 'POST', '/api/invoice/detail', { id: invoice.id })).statusCode).toBe(404);
    const orders = await app.db.db.execute(
      sql`select invoice_status from orders where order_no = ${orderNos[0]}`,
    );
    expect((orders as unknown as { rows: { invoice_status: number }[] }).rows[0]!.invoice_status).toBe(2);
    // 站内信 of invoice.issued, from the notification service, to the applicant.
    expect(
      (await messageTitles(app, a)).filter((t) => t.startsWith('发票已开具：24312000000012345678（¥')),
    ).toHaveLength(1);
  });

  it('illegal moves answer 409; void frees the orders for a new application', async () => {
    const rej = await call(fin, 'POST', '/api/admin/invoice/reject', { id: invoice.id, reason: '抬头有误' });
    expect(rej.statusCode).toBe(409);
    expect(rej.json().msg).toBe('发票当前状态为“已开票”，不能驳回');
    expect(
      (
        await call(fin, 'POST', '/api/admin/invoice/issue', {
          id: invoice.id,
          invoiceNo: '12345678',
          issueDate: '2026-11-24',
        })
      ).statusCode,
    ).toBe(409);
    const v = await call(fin, 'POST', '/api/admin/invoice/void', {
      id: invoice.id,
      reason: '购买方信息有误',
      redInvoiceNo: '22345678',
      redIssueDate: '2026-11-25',
    });
    expect(v.json().data).toMatchObject({ status: 4, statusLabel: '已作废', voidReason: '购买方信息有误' });
    expect(
      (
        await call(fin, 'POST', '/api/admin/invoice/void', {
          id: invoice.id,
          reason: '再次作废',
          redInvoiceNo: '32345678',
          redIssueDate: '2026-11-25',
        })
      ).statusCode,
    ).toBe(409);
    // The reversed blue invoice stays on record; its red-letter one has its own PDF.
    expect((await call(a, 'GET', `/api/invoice/pdf/${invoice.id}`)).statusCode).toBe(200);
    expect((await call(a, 'GET', `/api/invoice/red-pdf/${invoice.id}`)).statusCode).toBe(200);
    const again = await call(a, 'POST', '/api/invoice/apply', { orderNos, type: 4, titleId: titleA.id });
    expect(again.statusCode, again.body).toBe(200);
    const paper = again.json().data as InvoiceDetail;
    const noCourier = await call(fin, 'POST', '/api/admin/invoice/issue', {
      id: paper.id,
      invoiceNo: '12345678',
      issueDate: '2026-11-25',
    });
    expect(noCourier.statusCode).toBe(400);
    const issued = await call(fin, 'POST', '/api/admin/invoice/issue', {
      id: paper.id,
      invoiceNo: '12345678',
      issueDate: '2026-11-25',
      courier: '顺丰速运',
      trackingNo: 'SF1029384756',
    });
    expect(issued.json().data).toMatchObject({
      status: 2,
      hasPdf: false,
      shipment: { courier: '顺丰速运', trackingNo: 'SF1029384756' },
    });
    expect((await call(a, 'GET', `/api/invoice/pdf/${paper.id}`)).statusCode).toBe(409);
    const list = (await call(a, 'POST', '/api/invoice/list', {})).json().data;
    expect(list.list.map((i: { statusLabel: string }) => i.statusLabel)).toEqual(
      expect.arrayContaining(['已开票', '已作废']),
    );
    expect((await call(b, 'POST', '/api/invoice/list', {})).json().data.total).toBe(0);
  });

  it('reject sends the reason and frees the orders', async () => {
    const no = await paidOrder([{ skuId: sku(601), quantity: 1 }]);
    const inv = (
      await call(a, 'POST', '/api/invoice/apply', { orderNos: [no], type: 2, titleId: titleA.id })
    ).json().data;
    const r = await call(fin, 'POST', '/api/admin/invoice/reject', { id: inv.id, reason: '请核对开户行' });
    expect(r.json().data).toMatchObject({ statusLabel: '已驳回', rejectReason: '请核对开户行' });
    const page = (await call(a, 'POST', '/api/invoice/unapplied/list', { pageSize: 50 })).json()
      .data as UnappliedPage;
    expect(page.list.map((o) => o.orderNo)).toContain(no);
    expect(await messageTitles(app, a)).toContain('开票申请被驳回');
  });

  it('a completed order can be invoiced too', async () => {
    const no = await paidOrder([{ skuId: sku(602), quantity: 1 }]);
    await deliver(app, ops, a, no);
    const r = await call(a, 'POST', '/api/invoice/apply', { orderNos: [no], type: 2, titleId: titleA.id });
    expect(r.statusCode, r.body).toBe(200);
  });

  it('every issue, reject and void is in the audit log with the operator and before/after; refused moves are not', async () => {
    const issue = await auditRows(app, 'invoice.issue', invoice.id);
    // The second issue of the same invoice answered 409: one row only.
    expect(issue).toHaveLength(1);
    expect(issue[0]).toMatchObject({ role: '财务', targetType: 'invoice' });
    expect(issue[0]!.before).toMatchObject({ status: 1, invoiceNo: null });
    expect(issue[0]!.after).toMatchObject({
      status: 2,
      invoiceNo: '24312000000012345678',
      issueDate: '2026-11-24',
    });
    expect(issue[0]!.after).not.toHaveProperty('pdf');
    const voided = await lastAudit(app, 'invoice.void', invoice.id);
    expect(voided.before).toMatchObject({ status: 2 });
    expect(voided.after).toMatchObject({ status: 4, voidReason: '购买方信息有误' });
    expect(voided.summary).toContain('作废发票');
    const rejected = (await auditRows(app, 'invoice.reject')).find(
      (r) => (r.after as { rejectReason?: string }).rejectReason === '请核对开户行',
    );
    expect(rejected?.before).toMatchObject({ status: 1, rejectReason: null });
    expect(rejected?.after).toMatchObject({ status: 3 });
  });
});
