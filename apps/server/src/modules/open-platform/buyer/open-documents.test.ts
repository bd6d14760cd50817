import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_CODE } from '@mall/shared';
import { operatorAuth } from '../../../testing/accounts';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { makeProduct, seedShopBasics } from '../../../testing/checkout.fixture';
import { must, type Who } from '../../../testing/company.fixture';
import { XINGHU_TITLE } from '../../../testing/finance-invoice.fixture';
import { openCall, openParty, type OpenParty } from '../../../testing/open-platform.fixture';
import { pdfText } from '../../../testing/pdf';

// The buyer API's after-sales, invoices and statements: a company's system requests after-sales on a SKU of
// its order and follows it, lists its invoices and downloads their PDF and XML, and reads its credit
// statements with their lines. Another company's app gets 404 for every id of A's, an app without the scope
// 403, and bad input a Chinese 400 in the platform's envelope.

let app: TestApp;
let op: Who;
let a: OpenParty;
let b: OpenParty;
/** A company whose app holds the product scopes only. */
let narrow: OpenParty;
let skuId: number;
/** A's received order (through the API), its invoice (issued) and its credit statement. */
let orderNo: string;
let invoiceId: number;
let invoiceNo: string;
let statementId: number;
let creditOrderNo: string;

const open = (p: OpenParty, method: 'GET' | 'POST', url: string, payload?: object) =>
  openCall(app, p, method, url, payload);

/** Submits and confirms an order through the API; the shop accepts and ships it. Returns its number. */
async function shippedOrder(p: OpenParty, payMethod: 'offline' | 'credit'): Promise<string> {
  const ok = must(app);
  const placed = await open(p, 'POST', '/open/v1/orders', {
    idempotencyKey: randomUUID(),
    poNumber: `PO-${randomUUID().slice(0, 8)}`,
    addressId: p.addressId,
    payMethod,
    items: [{ skuId, quantity: 3 }],
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const { id, orders } = placed.json().data as { id: number; orders: { orderNo: string }[] };
  await open(p, 'POST', `/open/v1/orders/${id}/confirm`);
  const no = orders[0]!.orderNo;
  if (payMethod === 'offline')
    await ok(op, 'POST', '/api/admin/order/confirmOfflinePayment', { orderNo: no, note: '到账' });
  await ok(op, 'POST', '/api/admin/order/accept', { orderNo: no });
  await ok(op, 'POST', '/api/admin/order/ship', {
    orderNo: no,
    carrier: '顺丰速运',
    trackingNo: 'SF9988776655',
  });
  return no;
}

beforeAll(async () => {
  app = await buildTestApp();
  await seedShopBasics(app.db.db);
  skuId = (await makeProduct(app.db.db, { id: 91001, priceFen: 11300, stock: 1000 })).skuId;
  op = await operatorAuth(app);
  [a, b, narrow] = [
    await openParty(app, op),
    await openParty(app, op),
    await openParty(app, op, ['products']),
  ];
  const ok = must(app);
  const admin = a.company.admin;

  // A received order, invoiced (electronic 专票, issued).
  orderNo = await shippedOrder(a, 'offline');
  await ok(admin, 'POST', '/api/order/confirmReceipt', { orderNo });
  const titleId = (await ok<{ id: number }>(admin, 'POST', '/api/invoice/title/add', XINGHU_TITLE)).id;
  invoiceId = (
    await ok<{ id: number }>(admin, 'POST', '/api/invoice/apply', { orderNos: [orderNo], type: 2, titleId })
  ).id;
  invoiceNo = `2632000000${String(Date.now()).slice(-10)}`;
  await ok(op, 'POST', '/api/admin/invoice/issue', { id: invoiceId, invoiceNo, issueDate: '2026-11-29' });

  // Credit (账期): the 管理员 is also 财务; one credit order shipped, then a statement.
  await app.db.db.execute(
    sql`update company_members set roles = roles || '["财务"]'::jsonb where user_id = ${admin.id}`,
  );
  await ok(op, 'POST', '/api/admin/credit/accounts/save', {
    companyId: a.company.id,
    limit: '100000',
    termDays: 30,
    statementDay: 5,
  });
  creditOrderNo = await shippedOrder(a, 'credit');
  // Statements bill received goods (2026-11-30-statements-on-received.md).
  await ok(admin, 'POST', '/api/order/confirmReceipt', { orderNo: creditOrderNo });
  statementId = (
    await ok<{ id: number }>(op, 'POST', '/api/admin/credit/statements/produce', { companyId: a.company.id })
  ).id;
}, 180_000);
afterAll(async () => {
  await app?.close();
});

/** 404 with the platform's code (another company's id answers as an unknown one). */
async function expectNotFound(p: OpenParty, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await open(p, method, url, payload);
  expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([404, OPEN_CODE.NOT_FOUND]);
}

async function expectScopeRefused(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await open(narrow, method, url, payload);
  expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([403, OPEN_CODE.SCOPE_MISSING]);
  expect(res.json().msg).toMatch(/^应用未获得「.+」权限$/);
}

async function expectBadInput(url: string, text: string, method: 'GET' | 'POST' = 'GET', payload?: object) {
  const res = await open(a, method, url, payload);
  expect([res.statusCode, res.json().code], url).toEqual([400, OPEN_CODE.BAD_REQUEST]);
  expect(res.json().msg).toContain(text);
}

describe('after-sales through the open platform (scope orders)', () => {
  const request = (over: object = {}) => ({
    orderNo,
    skuId,
    type: 1,
    quantity: 1,
    reason: '收到商品破损',
    description: '外箱压损',
    ...over,
  });

  it('requests after-sales on a SKU of the order, then reads its status and the order’s requests', async () => {
    const res = await open(a, 'POST', '/open/v1/afs', request());
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json().data as { afsNo: string; timeline: { event: string }[] };
    expect(made).toMatchObject({
      orderNo,
      skuId,
      type: 1,
      typeText: '仅退款',
      status: 1,
      statusText: '待审核',
      quantity: 1,
      refundAmountFen: 11300,
      refundedAmountFen: 0,
      description: '外箱压损',
      refund: null,
    });
    expect(made.timeline.map((t) => t.event)).toEqual(['applied']);

    const detail = await open(a, 'GET', `/open/v1/afs/${made.afsNo}`);
    expect(detail.json().data).toMatchObject({ afsNo: made.afsNo, statusText: '待审核' });
    const list = await open(a, 'GET', `/open/v1/afs?orderNo=${orderNo}&size=10`);
    expect(list.json().data).toMatchObject({
      items: [{ afsNo: made.afsNo }],
      page: 1,
      size: 10,
      more: false,
    });

    // No more than was bought: 3 units, 1 requested.
    const over = await open(a, 'POST', '/open/v1/afs', request({ quantity: 3 }));
    expect([over.statusCode, over.json().code]).toEqual([409, OPEN_CODE.CONFLICT]);
    expect(over.json().msg).toContain('最多还可申请 2');

    // Another company's app: as if none of it existed.
    await expectNotFound(b, 'GET', `/open/v1/afs/${made.afsNo}`);
    await expectNotFound(b, 'GET', `/open/v1/afs?orderNo=${orderNo}`);
    await expectNotFound(b, 'POST', '/open/v1/afs', request());
    await expectScopeRefused('GET', `/open/v1/afs/${made.afsNo}`);
    await expectScopeRefused('GET', `/open/v1/afs?orderNo=${orderNo}`);
    await expectScopeRefused('POST', '/open/v1/afs', request());
  });

  it('refuses bad input in Chinese', async () => {
    await expectBadInput('/open/v1/afs/not-an-afs', '售后单号格式不正确');
    await expectBadInput('/open/v1/afs', '请提供订单号');
    await expectBadInput('/open/v1/afs?orderNo=1234567890123&size=500', 'size 最多 50');
    await expectBadInput('/open/v1/afs', '请选择售后类型', 'POST', request({ type: 5 }));
    await expectBadInput('/open/v1/afs', 'SKU 编号应为整数', 'POST', request({ skuId: 'x' }));
    await expectBadInput('/open/v1/afs', '请选择申请原因', 'POST', request({ reason: '随便' }));
    const foreignSku = await open(a, 'POST', '/open/v1/afs', request({ skuId: 123451 }));
    expect([foreignSku.statusCode, foreignSku.json().msg]).toEqual([
      404,
      `订单 ${orderNo} 中没有 SKU 123451`,
    ]);
    await expectNotFound(a, 'GET', '/open/v1/afs/SH2099010199999');
  });
});

describe('invoices through the open platform (scope invoices)', () => {
  it('lists the company’s invoices and downloads an issued one’s PDF and XML', async () => {
    const list = await open(a, 'GET', '/open/v1/invoices?status=2');
    expect(list.statusCode, list.body).toBe(200);
    const { items } = list.json().data as { items: { id: number; totalFen: number }[] };
    expect(items).toEqual([
      expect.objectContaining({
        id: invoiceId,
        invoiceNo,
        status: 2,
        statusText: '已开票',
        totalFen: 33900,
        buyerName: XINGHU_TITLE.companyName,
        orderNos: [orderNo],
        hasFiles: true,
      }),
    ]);

    const pdf = await open(a, 'GET', `/open/v1/invoices/${invoiceId}/pdf`);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await pdfText(pdf.rawPayload)).replace(/\s+/g, '')).toContain(XINGHU_TITLE.companyName);

    const xml = await open(a, 'GET', `/open/v1/invoices/${invoiceId}/xml`);
    expect(xml.statusCode, xml.body).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoiceNo}.xml"`);
    const doc = new XMLParser({ parseTagValue: false }).parse(xml.body) as {
      EInvoice: {
        EInvoiceData: {
          BuyerInformation: { BuyerName: string; BuyerIdNum: string };
          BasicInformation: Record<string, string>;
          IssuItemInformation: { Quantity: string; ItemName: string };
          AdditionalInformation: { OrderNo: string };
        };
        TaxSupervisionInfo: { InvoiceNumber: string; IssueTime: string };
      };
    };
    const data = doc.EInvoice.EInvoiceData;
    expect(doc.EInvoice.TaxSupervisionInfo).toEqual({ InvoiceNumber: invoiceNo, IssueTime: '2026-11-29' });
    expect(data.BuyerInformation).toMatchObject({
      BuyerName: XINGHU_TITLE.companyName,
      BuyerIdNum: XINGHU_TITLE.taxNo,
    });
    expect(data.BasicInformation).toMatchObject({
      'TotalTax-includedAmount': '339.00',
      'TotalTax-includedAmountInChinese': '叁佰叁拾玖元整',
    });
    expect(data.IssuItemInformation.Quantity).toBe('3');
    expect(data.AdditionalInformation.OrderNo).toBe(orderNo);
  });

  it('gives another company’s app nothing, refuses an app without the scope, and bad input', async () => {
    await expectNotFound(b, 'GET', `/open/v1/invoices/${invoiceId}/pdf`);
    await expectNotFound(b, 'GET', `/open/v1/invoices/${invoiceId}/xml`);
    const theirs = (await open(b, 'GET', '/open/v1/invoices')).json().data as { items: unknown[] };
    expect(theirs.items).toEqual([]);
    await expectScopeRefused('GET', '/open/v1/invoices');
    await expectScopeRefused('GET', `/open/v1/invoices/${invoiceId}/xml`);
    await expectBadInput('/open/v1/invoices/abc/pdf', '发票编号应为整数');
    await expectBadInput('/open/v1/invoices?status=9', 'status 应为 1–4');
    await expectNotFound(a, 'GET', '/open/v1/invoices/999999999/xml');
  });
});

describe('credit statements through the open platform (scope statements)', () => {
  it('lists the company’s statements and reads one’s lines', async () => {
    const list = await open(a, 'GET', '/open/v1/statements');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data).toMatchObject({
      items: [{ id: statementId, ordersFen: 33900, amountDueFen: 33900, status: 1, statusText: '待确认' }],
      more: false,
    });
    const lines = await open(a, 'GET', `/open/v1/statements/${statementId}/lines`);
    expect(lines.statusCode, lines.body).toBe(200);
    expect(lines.json().data).toMatchObject({
      id: statementId,
      lines: [{ kind: 'order', orderNo: creditOrderNo, amountFen: 33900 }],
    });
  });

  it('gives another company’s app nothing, refuses an app without the scope, and bad input', async () => {
    await expectNotFound(b, 'GET', `/open/v1/statements/${statementId}/lines`);
    expect((await open(b, 'GET', '/open/v1/statements')).json().data.items).toEqual([]);
    await expectScopeRefused('GET', '/open/v1/statements');
    await expectScopeRefused('GET', `/open/v1/statements/${statementId}/lines`);
    await expectBadInput('/open/v1/statements/0/lines', '对账单编号应为正整数');
    await expectBadInput('/open/v1/statements?page=0', 'page 至少为 1');
  });
});

describe('document messages (scopes invoices and statements, with messages)', () => {
  it('tells the company’s app its invoice was issued and its statement is ready; another company hears neither', async () => {
    await app.jobs.add('open.messages', {});
    await app.jobs.idle();
    type Message = { type: string; data: Record<string, unknown> };
    const pulled = async (p: OpenParty) => {
      const res = await open(p, 'GET', '/open/v1/messages?size=100');
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as Message[]).filter((m) => /^(invoice|statement)\./.test(m.type));
    };
    const mine = await pulled(a);
    expect(mine.find((m) => m.type === 'invoice.issued')?.data).toMatchObject({
      invoiceId,
      invoiceNo,
      issueDate: '2026-11-29',
      orderNos: [orderNo],
    });
    expect(mine.find((m) => m.type === 'statement.ready')?.data).toMatchObject({
      statementId,
      amountFen: 33900,
    });
    expect(await pulled(b)).toEqual([]);
    // An app without the messages scope has no queue to read.
    const res = await open(narrow, 'GET', '/open/v1/messages');
    expect([res.statusCode, res.json().code]).toEqual([403, OPEN_CODE.SCOPE_MISSING]);
  });
});
