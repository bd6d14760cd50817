import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, expect, it } from 'vitest';
import { operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { makeProduct, seedShopBasics } from '../../../testing/checkout.fixture';
import { addressOf, companyTitleBody, must, verifiedCompany } from '../../../testing/company.fixture';
import { deliver, markPaid } from '../../../testing/trade.fixture';

const w = useTestApp();

beforeAll(async () => {
  await seedShopBasics(w.app.db.db);
  await makeProduct(w.app.db.db, { id: 7401, priceFen: 11_300, stock: 100 });
}, 60_000);

it('a company order’s 采购单号 is on the order, the invoice application and the issued invoice PDF', async () => {
  const ok = must(w.app);
  const op = { headers: (await operatorAuth(w.app, '超级管理员')).headers };
  const company = await verifiedCompany(w.app, op);
  const buyer = company.admin;
  const addressId = await addressOf(w.app, buyer);
  const title = await ok<{ id: number }>(
    buyer,
    'POST',
    '/api/company/invoice-titles/add',
    companyTitleBody(company.name),
  );
  const { orderNo } = await ok<{ orderNo: string }>(buyer, 'POST', '/api/checkout/submit', {
    idempotencyKey: randomUUID(),
    addressId,
    payMethod: 4,
    items: [{ skuId: 74011, quantity: 1 }],
    poNumber: 'PO-2026-1125',
  });
  await markPaid(w.app, orderNo);
  await deliver(w.app, op, buyer, orderNo);
  const found = await ok<{ list: { orderNo: string }[] }>(buyer, 'POST', '/api/order/list', {
    poNumber: '1125',
  });
  expect(found.list.map((o) => o.orderNo)).toEqual([orderNo]);
  const invoice = await ok<{ id: number; poNumbers: string[] }>(buyer, 'POST', '/api/invoice/apply', {
    orderNos: [orderNo],
    type: 2,
    titleId: title.id,
  });
  expect(invoice.poNumbers).toEqual(['PO-2026-1125']);
  await ok(op, 'POST', '/api/admin/invoice/issue', {
    id: invoice.id,
    invoiceNo: '24312000000099999999',
    issueDate: '2026-11-25',
  });
  const pdf = await w.app.inject({
    method: 'GET',
    url: `/api/invoice/pdf/${invoice.id}`,
    headers: buyer.headers,
  });
  expect(pdf.statusCode).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
    mergePages: true,
  });
  expect(text.replace(/\s+/g, '')).toContain('采购单号：PO-2026-1125');
});
