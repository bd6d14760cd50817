import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RED_FORM_MSG,
  type EinvoiceIssue,
  type InvoiceDetail,
  type InvoiceTitle,
  type Page,
  type RedForm,
  type SellerBlueInvoice,
  type SellerBlueInvoiceDetail,
} from '@mall/shared';
import { operatorAuth } from '../../../testing/accounts';
import { einvoiceWorld, type EinvoiceWorld } from '../../../testing/einvoice.fixture';
import { XINGHU_TITLE } from '../../../testing/finance-invoice.fixture';
import { openShop } from '../../../testing/shop.fixture';
import type { Who } from '../../../testing/trade.fixture';

// The seller's picker for 申请红字确认单: its own issued blue 数电票, searched by 发票号码, buyer, 申请单号 or
// order number, each (and each line) with what live forms reversed and what is left; another seller sees none.

let { app, call, a, b, fin, ok, issueBlue, addrA } = {} as EinvoiceWorld;
const PRODUCT = 741;
const OTHER = 742;
const BASE = '/api/admin/invoice/einvoice';
const PORTAL = '/api/portal/invoice/einvoice';
let xinghu: { id: number; orderNo: string; number: string; applyNo: string };
let other: { id: number; orderNo: string; number: string; applyNo: string };
let shop: Who;

/** An issued blue 数电专票 over a delivered order of `who`: product 741 × 3 (¥113) and product 742 × 1 (¥50). */
async function blue(who: Who, addressId: number, titleId: number) {
  const inv = await issueBlue(who, addressId, titleId, [
    { skuId: PRODUCT * 10 + 1, quantity: 3 },
    { skuId: OTHER * 10 + 1, quantity: 1 },
  ]);
  const issued = await ok<EinvoiceIssue[]>(fin, `${BASE}/issue/list`, {});
  const number = issued.find((i) => i.invoiceId === inv.id)?.number;
  expect(number).toMatch(/^\d{20}$/);
  const detail = await ok<InvoiceDetail & { applyNo: string }>(who, '/api/invoice/detail', { id: inv.id });
  return { id: inv.id, orderNo: inv.orderNo, number: number!, applyNo: detail.applyNo };
}

const list = (who: Who, body: object, base = BASE) =>
  ok<Page<SellerBlueInvoice>>(who, `${base}/blue-invoices`, body);
const detail = (invoiceId: number) =>
  ok<SellerBlueInvoiceDetail>(fin, `${BASE}/blue-invoices/detail`, { invoiceId });

beforeAll(async () => {
  const world = await einvoiceWorld([
    { id: PRODUCT, priceFen: 11300, stock: 10_000 },
    { id: OTHER, priceFen: 5000, stock: 10_000 },
  ]);
  ({ app, call, a, b, fin, ok, issueBlue, addrA } = world);
  const t1 = await ok<InvoiceTitle>(a, '/api/invoice/title/add', XINGHU_TITLE);
  const t2 = await ok<InvoiceTitle>(a, '/api/invoice/title/add', {
    ...XINGHU_TITLE,
    companyName: '福州闽江五金有限公司',
    taxNo: '91110000600037341L',
  });
  xinghu = await blue(a, addrA, t1.id);
  other = await blue(a, addrA, t2.id);
  const superAdmin = (await operatorAuth(app)).headers;
  shop = { headers: (await openShop(app, superAdmin, { categoryIds: [], brandIds: [] })).headers };
}, 180_000);
afterAll(async () => {
  await app.close();
});

describe('the seller’s issued blue 数电票 for 申请红字确认单 (console: 自营)', () => {
  it('lists them newest first with number, buyer, 价税合计 and all of it reversible', async () => {
    const page = await list(fin, {});
    expect(page.total).toBe(2);
    expect(page.list.map((i) => i.invoiceId)).toEqual([other.id, xinghu.id]);
    expect(page.list[1]).toMatchObject({
      number: xinghu.number,
      applyNo: xinghu.applyNo,
      buyerName: XINGHU_TITLE.companyName,
      buyerTaxId: XINGHU_TITLE.taxNo,
      orderNos: [xinghu.orderNo],
      typeLabel: '数电票（增值税专用发票）',
      totalFen: 38900,
      reversedFen: 0,
      leftFen: 38900,
      hasPendingForm: false,
      // A 专票 counts as confirmed from issue: the buyer must confirm a form.
      needsConfirm: true,
    });
    expect(page.list[1]!.issuedAt).not.toBeNull();
  });

  it('finds one by part of its 发票号码, the buyer’s name, 申请单号 or order number', async () => {
    const found = async (keyword: string) => (await list(fin, { keyword })).list.map((i) => i.invoiceId);
    expect(await found(xinghu.number.slice(-8))).toEqual([xinghu.id]);
    expect(await found('闽江五金')).toEqual([other.id]);
    expect(await found(other.applyNo)).toEqual([other.id]);
    expect(await found(xinghu.orderNo)).toEqual([xinghu.id]);
    expect(await found('不存在的购买方')).toEqual([]);
    // LIKE's wildcards are searched as text.
    expect(await found('%')).toEqual([]);
    const long = await call(fin, 'POST', `${BASE}/blue-invoices`, { keyword: '长'.repeat(41) });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toContain('搜索词最多 40 个字');
  });

  it('shows each line and counts a live form’s reversal against it, a revoked one not', async () => {
    const before = await detail(xinghu.id);
    expect(before.lines).toEqual([
      expect.objectContaining({
        index: 0,
        name: expect.stringMatching(/^\*金属制品\*/),
        unit: '套',
        rate: '13',
        quantity: 3,
        amountFen: 33900,
        reversedQuantity: 0,
        leftQuantity: 3,
        leftFen: 33900,
      }),
      expect.objectContaining({ index: 1, quantity: 1, amountFen: 5000, leftQuantity: 1, leftFen: 5000 }),
    ]);
    const form = await ok<RedForm>(fin, `${BASE}/red-forms/apply`, {
      invoiceId: xinghu.id,
      reason: '销货退回',
      lines: [{ index: 0, quantity: 1, amountFen: 11300 }],
    });
    const after = await detail(xinghu.id);
    expect(after).toMatchObject({ reversedFen: 11300, leftFen: 27600, hasPendingForm: true });
    expect(after.lines[0]).toMatchObject({
      reversedQuantity: 1,
      reversedFen: 11300,
      leftQuantity: 2,
      leftFen: 22600,
    });
    // What the picker says is left is what the apply call allows (one form waits at a time, so revoke first).
    await ok(fin, `${BASE}/red-forms/revoke`, { id: form.id });
    expect((await detail(xinghu.id)).lines[0]).toMatchObject({ leftQuantity: 3, leftFen: 33900 });
    // 销售折让: an amount only, quantity 0; the line keeps its quantity.
    await ok<RedForm>(fin, `${BASE}/red-forms/apply`, {
      invoiceId: xinghu.id,
      reason: '销售折让',
      lines: [{ index: 1, quantity: 0, amountFen: 1000 }],
    });
    const allowance = await detail(xinghu.id);
    expect(allowance.lines[1]).toMatchObject({ reversedQuantity: 0, leftQuantity: 1, leftFen: 4000 });
    expect(allowance).toMatchObject({ reversedFen: 1000, leftFen: 37900 });
    const more = await call(fin, 'POST', `${BASE}/red-forms/apply`, {
      invoiceId: other.id,
      reason: '开票有误',
      lines: [{ index: 1, quantity: 2, amountFen: 5000 }],
    });
    expect(more.statusCode).toBe(400);
    expect(more.json().msg).toContain('可冲 1');
  });

  it('leaves out a fully reversed invoice when asked for reversible ones only', async () => {
    await ok<RedForm>(fin, `${BASE}/red-forms/apply`, { invoiceId: other.id, reason: '开票有误' });
    expect(await detail(other.id)).toMatchObject({ leftFen: 0, reversedFen: 38900 });
    expect((await list(fin, { reversibleOnly: true })).list.map((i) => i.invoiceId)).toEqual([xinghu.id]);
    expect((await list(fin, {})).total).toBe(2);
  });

  it('answers 404 for an application without an issued 数电票, and refuses a buyer', async () => {
    const none = await call(fin, 'POST', `${BASE}/blue-invoices/detail`, { invoiceId: 987654 });
    expect(none.statusCode).toBe(404);
    expect(none.json().msg).toBe(RED_FORM_MSG.NO_BLUE);
    expect((await call(b, 'POST', `${BASE}/blue-invoices`, {})).statusCode).toBe(403);
  });
});

describe('another seller (a shop in the portal)', () => {
  it('sees none of 自营’s invoices: an empty search and 404 for the invoice', async () => {
    expect(await list(shop, {}, PORTAL)).toMatchObject({ list: [], total: 0 });
    expect((await list(shop, { keyword: xinghu.number }, PORTAL)).list).toEqual([]);
    const res = await call(shop, 'POST', `${PORTAL}/blue-invoices/detail`, { invoiceId: xinghu.id });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(xinghu.number);
  });
});
