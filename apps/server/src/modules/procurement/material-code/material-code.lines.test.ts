import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CartList,
  InvoiceApplyPreview,
  InvoiceDetail,
  OrderDetail,
  QuotationDetail,
} from '@mall/shared';
import { pdfText } from '../../../testing/pdf';
import { downloadedBook } from '../../../testing/xlsx';
import { makeProducts } from '../../../testing/checkout.fixture';
import { markPaid } from '../../../testing/trade.fixture';
import { operatorShipments, shipped } from '../../../testing/shipment.fixture';
import {
  addMember,
  addressOf,
  checkoutBody,
  companyTitleBody,
  useCompanyWorld,
  type TestCompany,
  type Who,
} from '../../../testing/company.fixture';

// A company's members see its own material codes (客户物料编码) on their cart's lines, on its orders' lines and
// on their quotations (detail, .xlsx, PDF); nobody else does, not even for the same SKUs (issue 50 part 4).

const FIRST = 941001; // 3 products, SKU ids product × 10 + 1, codes SKU-<product id>
const sku = (i: number) => (FIRST + i) * 10 + 1;
const w = useCompanyWorld([]);
let a: TestCompany;
let buyerOfA: Who;
let memberOfB: Who;
let orderNo = '';

beforeAll(async () => {
  await makeProducts(w.app.db.db, FIRST, 3);
  a = await w.company();
  buyerOfA = await addMember(w.app, a, ['采购员']);
  memberOfB = await addMember(w.app, await w.company(), ['管理员']);
  for (const [i, code] of [
    [0, 'WL-A-001'],
    [1, 'WL-A-002'],
  ] as const)
    await w.ok(a.admin, 'POST', '/api/company/material-codes/add', { code, skuId: sku(i) });
  // Company B keeps another code for the first SKU: each company sees only its own.
  await w.ok(memberOfB, 'POST', '/api/company/material-codes/add', { code: 'B-9', skuId: sku(0) });
}, 120_000);

/** The company buyer's order of `items`. */
const orderOf = async (items: { skuId: number; quantity: number }[]) =>
  w.ok<{ orderNo: string }>(
    buyerOfA,
    'POST',
    '/api/checkout/submit',
    checkoutBody(await addressOf(w.app, buyerOfA), items),
  );
const cartOf = (who: Who) => w.ok<CartList>(who, 'POST', '/api/cart/list/getCartList', { areaCode: '0000' });
const codesOf = (lines: { skuId: number; materialCode?: string }[]) =>
  Object.fromEntries(lines.map((l) => [l.skuId, l.materialCode ?? null]));

describe('material codes on the lines', () => {
  it('shows the company’s own code on its member’s cart lines, and no code where it keeps none', async () => {
    for (const who of [buyerOfA, memberOfB])
      for (let i = 0; i < 3; i++)
        await w.ok(who, 'POST', '/api/cart/list/saveCartProduct', { skuId: sku(i), quantity: 1 });
    expect(codesOf((await cartOf(buyerOfA)).lines)).toEqual({
      [sku(0)]: 'WL-A-001',
      [sku(1)]: 'WL-A-002',
      [sku(2)]: null,
    });
    expect(codesOf((await cartOf(memberOfB)).lines)).toEqual({
      [sku(0)]: 'B-9',
      [sku(1)]: null,
      [sku(2)]: null,
    });
  });

  it('shows them on the company order’s lines to its members, and to nobody else', async () => {
    const order = await orderOf([
      { skuId: sku(0), quantity: 2 },
      { skuId: sku(2), quantity: 1 },
    ]);
    orderNo = order.orderNo;
    const want = { [sku(0)]: 'WL-A-001', [sku(2)]: null };
    const seen = await w.ok<OrderDetail>(buyerOfA, 'POST', '/api/order/detail', order);
    expect(codesOf(seen.lines)).toEqual(want);
    // The company's 管理员 sees the colleague's order with the same codes.
    expect(codesOf((await w.ok<OrderDetail>(a.admin, 'POST', '/api/order/detail', order)).lines)).toEqual(
      want,
    );
    // Another company's member: no such order.
    expect((await w.c(memberOfB, 'POST', '/api/order/detail', order)).statusCode).toBe(404);
  });

  it('shows them on the member’s quotation, its .xlsx (a 物料编码 column) and its PDF', async () => {
    const q = await w.ok<QuotationDetail>(buyerOfA, 'POST', '/api/quotation/create', { validDays: 7 });
    expect(codesOf(q.lines)).toEqual({ [sku(0)]: 'WL-A-001', [sku(1)]: 'WL-A-002', [sku(2)]: null });
    const seen = await w.ok<QuotationDetail>(buyerOfA, 'POST', '/api/quotation/detail', { id: q.id });
    expect(codesOf(seen.lines)).toEqual(codesOf(q.lines));
    const file = (format: 'xlsx' | 'pdf') =>
      w.app.inject({
        method: 'POST',
        url: '/api/quotation/download',
        headers: buyerOfA.headers,
        payload: { id: q.id, format },
      });
    const sheet = (await downloadedBook(await file('xlsx'))).getWorksheet('报价单')!;
    const header = (sheet.getRow(7).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['序号', '商品编码', '物料编码', '商品名称']);
    const codeColumn = [8, 9, 10].map((r) => sheet.getRow(r).getCell(3).value);
    expect(codeColumn.sort()).toEqual(['', 'WL-A-001', 'WL-A-002']);
    const pdf = await pdfText(new Uint8Array((await file('pdf')).rawPayload));
    expect(pdf).toContain('物料 WL-A-001');
    expect(pdf).toContain('物料 WL-A-002');
    // B's member has a code for the first SKU, but B's quotation shows B's code, never A's.
    const theirs = await w.ok<QuotationDetail>(memberOfB, 'POST', '/api/quotation/create', { validDays: 7 });
    expect(Object.values(codesOf(theirs.lines)).filter(Boolean)).toEqual(['B-9']);
  });

  it('keeps them on the invoice application’s lines (preview and the applied invoice)', async () => {
    expect(orderNo).not.toBe('');
    await markPaid(w.app, orderNo);
    const title = await w.ok<{ id: number }>(
      a.admin,
      'POST',
      '/api/company/invoice-titles/add',
      companyTitleBody(a.name),
    );
    const body = { orderNos: [orderNo], type: 2, titleId: title.id };
    const preview = await w.ok<InvoiceApplyPreview>(buyerOfA, 'POST', '/api/invoice/applyPreview', body);
    const codes = (lines: { materialCode?: string }[]) => lines.map((l) => l.materialCode ?? null).sort();
    expect(codes(preview.lines)).toEqual(['WL-A-001', null]);
    const applied = await w.ok<InvoiceDetail>(buyerOfA, 'POST', '/api/invoice/apply', body);
    const seen = await w.ok<InvoiceDetail>(buyerOfA, 'POST', '/api/invoice/detail', { id: applied.id });
    expect(codes(seen.lines)).toEqual(['WL-A-001', null]);

    // 按包裹开票: the shipment's lines keep them too (WL-A-002 shipped, the uncoded SKU not yet).
    const other = await orderOf([
      { skuId: sku(1), quantity: 2 },
      { skuId: sku(2), quantity: 1 },
    ]);
    await markPaid(w.app, other.orderNo);
    await w.ok(w.op, 'POST', '/api/admin/order/accept', other);
    const lines = (await operatorShipments(w.app, w.op, other.orderNo)).lines;
    const coded = lines.find((l) => l.ordered === 2)!; // sku(1)
    const shipmentId = await shipped(w.app, w.op, other.orderNo, [
      { orderLineId: coded.orderLineId, quantity: 2 },
    ]);
    const byShipment = await w.ok<InvoiceDetail>(buyerOfA, 'POST', '/api/order/shipments/invoice', {
      orderNo: other.orderNo,
      shipmentId,
      type: 2,
      titleId: title.id,
    });
    expect(byShipment.lines.map((l) => [l.quantity, l.materialCode ?? null])).toEqual([[2, 'WL-A-002']]);
  });
});
