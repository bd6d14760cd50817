import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import { XINGHU_TITLE } from '../../../testing/finance-invoice.fixture';
import { pdfText } from '../../../testing/pdf';
import { openShop, ordersOfTwoSellers, portalStaff, useShopWorld } from '../../../testing/shop.fixture';
import { chinaDate } from '../../../lib/china-day';

// Each order is invoiced by its seller: a shop's orders' invoice applications are handled in the merchant
// portal (/api/portal/invoice, the console's calls with the shop's scope); the console keeps 自营 ones and
// only reads shops' ones.

const w = useShopWorld();
const { post } = w;
let finance: Record<string, string>;
beforeAll(async () => {
  finance = (await operatorAuth(w.app, '财务')).headers;
});
const today = () => chinaDate();

/** A shop with an approved product; a buyer's paid checkout of it and a 自营 product (two orders). */
async function paidOrdersOfTwoSellers() {
  const { shop, buyer, own, platformOrder } = await ordersOfTwoSellers(w.app, w, w.facts);
  await w.app.db.db.execute(
    sql`update orders set pay_status = 2, paid_at = now(), status = 2 where order_no in (${own}, ${platformOrder})`,
  );
  const title = (await post('/api/invoice/title/add', buyer.headers, XINGHU_TITLE)).json().data;
  const apply = (orderNos: string[]) =>
    post('/api/invoice/apply', buyer.headers, { orderNos, type: 2, kind: 20, titleId: title.id });
  return { shop, buyer, own, platformOrder, apply };
}

describe('invoices of a shop’s orders', () => {
  it('are the shop’s to issue, reject and void; the console keeps 自营 ones and only reads shops’', async () => {
    const { shop, buyer, own, platformOrder, apply } = await paidOrdersOfTwoSellers();
    const h = shop.headers;

    // 待开票 names who invoices each order.
    const waiting = await w.app.inject({
      method: 'POST',
      url: '/api/invoice/unapplied/list',
      headers: buyer.headers,
      payload: {},
    });
    const sellers = Object.fromEntries(
      (waiting.json().data.list as { orderNo: string; sellerId: number; sellerName: string }[]).map((o) => [
        o.orderNo,
        [o.sellerId, o.sellerName],
      ]),
    );
    expect(sellers[own]).toEqual([shop.shopId, shop.name]);
    expect(sellers[platformOrder]).toEqual([0, '工业品商城自营']);

    // One invoice cannot cover two sellers' orders.
    const mixed = await apply([own, platformOrder]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().msg).toBe('所选订单来自不同卖家，每张发票只能包含同一卖家的订单，请按卖家分别申请');

    const mine = await apply([own]);
    expect(mine.statusCode, mine.body).toBe(200);
    const shopInvoice = mine.json().data;
    expect(shopInvoice).toMatchObject({ sellerId: shop.shopId, sellerName: shop.name, status: 1 });
    const theirs = (await apply([platformOrder])).json().data;
    expect(theirs).toMatchObject({ sellerId: 0, sellerName: '工业品商城自营' });

    // The portal lists only the shop's invoices, with the status filter.
    const list = await post('/api/portal/invoice/list', h, {});
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.list.map((i: { id: number }) => i.id)).toEqual([shopInvoice.id]);
    expect((await post('/api/portal/invoice/list', h, { status: 2 })).json().data.total).toBe(0);
    // Asking for every seller's invoices from the portal still answers the shop's only.
    expect((await post('/api/portal/invoice/list', h, { seller: 'platform' })).json().data.total).toBe(1);

    // A 自营 invoice is not reachable from the portal: every call answers as for an unknown one.
    for (const [url, body] of [
      ['/api/portal/invoice/detail', { id: theirs.id }],
      ['/api/portal/invoice/issue', { id: theirs.id, invoiceNo: '12345678', issueDate: today() }],
      ['/api/portal/invoice/reject', { id: theirs.id, reason: '抬头有误' }],
      [
        '/api/portal/invoice/void',
        { id: theirs.id, reason: '开错', redInvoiceNo: '87654321', redIssueDate: today() },
      ],
    ] as const) {
      const res = await post(url, h, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().msg).toBe('发票不存在');
    }
    const pdf404 = await w.app.inject({
      method: 'GET',
      url: `/api/portal/invoice/pdf/${theirs.id}`,
      headers: h,
    });
    expect(pdf404.statusCode).toBe(404);

    // Another shop sees nothing of this shop's invoice and cannot issue it.
    const other = await openShop(w.app, w.ops, {
      categoryIds: [w.facts.cats[0]!.first],
      brandIds: [w.facts.brands[0]!.id],
    });
    expect((await post('/api/portal/invoice/list', other.headers, {})).json().data.total).toBe(0);
    const foreign = await post('/api/portal/invoice/issue', other.headers, {
      id: shopInvoice.id,
      invoiceNo: '12345678',
      issueDate: today(),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe('发票不存在');

    // The console sees the shop's invoice (filter 店铺开票) but cannot move it.
    const shops = await post('/api/admin/invoice/list', finance, {
      seller: 'shops',
      buyer: XINGHU_TITLE.companyName,
    });
    expect(shops.json().data.list.map((i: { id: number }) => i.id)).toContain(shopInvoice.id);
    expect(shops.json().data.list.map((i: { id: number }) => i.id)).not.toContain(theirs.id);
    const platformOnly = await post('/api/admin/invoice/list', finance, { seller: 'platform' });
    expect(platformOnly.json().data.list.map((i: { id: number }) => i.id)).not.toContain(shopInvoice.id);
    expect((await post('/api/admin/invoice/detail', finance, { id: shopInvoice.id })).statusCode).toBe(200);
    const consoleIssue = await post('/api/admin/invoice/issue', finance, {
      id: shopInvoice.id,
      invoiceNo: '12345678',
      issueDate: today(),
    });
    expect(consoleIssue.statusCode).toBe(409);
    expect(consoleIssue.json().msg).toBe(`该发票由店铺「${shop.name}」开具，平台只能查看`);
    const consoleReject = await post('/api/admin/invoice/reject', finance, {
      id: shopInvoice.id,
      reason: '不开',
    });
    expect(consoleReject.statusCode).toBe(409);
    // The console still issues 自营 invoices.
    const platformIssued = await post('/api/admin/invoice/issue', finance, {
      id: theirs.id,
      invoiceNo: '11112222',
      issueDate: today(),
    });
    expect(platformIssued.statusCode, platformIssued.body).toBe(200);

    // Bad input in Chinese.
    const badNo = await post('/api/portal/invoice/issue', h, {
      id: shopInvoice.id,
      invoiceNo: '12ab',
      issueDate: today(),
    });
    expect(badNo.statusCode).toBe(400);
    expect(badNo.json().msg).toBe('发票号码应为 8 位或 20 位数字');
    const noReason = await post('/api/portal/invoice/reject', h, { id: shopInvoice.id, reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toMatch(/原因/);

    // The shop issues: the PDF names the shop as 销售方; the buyer sees the shop as issuer.
    const issued = await post('/api/portal/invoice/issue', h, {
      id: shopInvoice.id,
      invoiceNo: '22223333',
      issueDate: today(),
    });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data).toMatchObject({ status: 2, invoiceNo: '22223333', hasPdf: true });
    const pdf = await w.app.inject({
      method: 'GET',
      url: `/api/portal/invoice/pdf/${shopInvoice.id}`,
      headers: h,
    });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(shop.name);
    expect(text).not.toContain('工业品商城（上海）供应链有限公司');
    const buyerView = await post('/api/invoice/detail', buyer.headers, { id: shopInvoice.id });
    expect(buyerView.json().data).toMatchObject({ status: 2, sellerName: shop.name });
    const buyerPdf = await w.app.inject({
      method: 'GET',
      url: `/api/invoice/pdf/${shopInvoice.id}`,
      headers: buyer.headers,
    });
    expect(await pdfText(buyerPdf.rawPayload)).toContain(shop.name);
    const audit = await queryRows<{ operator_name: string; role: string }>(
      w.app.db.db,
      sql`select operator_name, role from audit_log where action = 'invoice.issue' and target_id = ${String(shopInvoice.id)}`,
    );
    expect(audit[0]).toMatchObject({ role: '商家' });
    expect(audit[0]!.operator_name).toMatch(new RegExp(`^商家${shop.shopId}:`));

    // The shop voids it with a red letter; the order is back at 待开票; a new application is rejected.
    const voided = await post('/api/portal/invoice/void', h, {
      id: shopInvoice.id,
      reason: '抬头开错',
      redInvoiceNo: '33334444',
      redIssueDate: today(),
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data.status).toBe(4);
    const red = await w.app.inject({
      method: 'GET',
      url: `/api/portal/invoice/red-pdf/${shopInvoice.id}`,
      headers: h,
    });
    expect(red.statusCode).toBe(200);
    expect(await pdfText(red.rawPayload)).toContain(shop.name);
    const again = (await apply([own])).json().data;
    expect(again.sellerId).toBe(shop.shopId);
    const rejected = await post('/api/portal/invoice/reject', h, { id: again.id, reason: '请改为纸质发票' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 3, rejectReason: '请改为纸质发票' });
    expect(rejected.json().data.timeline.at(-1)).toMatchObject({ event: 'rejected' });
  }, 120_000);

  it('is for 店铺管理员 and 财务 only', async () => {
    const shop = await openShop(w.app, w.ops, {
      categoryIds: [w.facts.cats[0]!.first],
      brandIds: [w.facts.brands[0]!.id],
    });
    const staffOf = (role: string) =>
      portalStaff(w.app, shop.headers, {
        username: `inv${role === '财务' ? 'f' : 'o'}${Date.now().toString(36).slice(-6)}`,
        name: `${role}专员`,
        role,
      });
    expect((await post('/api/portal/invoice/list', await staffOf('财务'), {})).statusCode).toBe(200);
    const denied = await post('/api/portal/invoice/list', await staffOf('订单/售后'), {});
    expect(denied.statusCode).toBe(403);
    expect(denied.json().msg).toBe('当前角色没有此操作的权限');
  }, 60_000);
});
