import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceDetail, MatchLine, MatchPage } from '@mall/shared';
import { buyerAuth } from '../../../testing/accounts';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { makeProduct, seedShopBasics } from '../../../testing/checkout.fixture';
import { addMember, verifiedCompany } from '../../../testing/company.fixture';
import {
  matchParties,
  operatorShipments,
  shipped,
  type MatchParties,
  type ShipLine,
} from '../../../testing/shipment.fixture';
import { caller, markPaid, placeOrder, type Who } from '../../../testing/trade.fixture';
import { invoicedPerLine, matchStatus } from './match.core';
import { downloadedBook } from '../../../testing/xlsx';

// Three-way match (三单匹配, issue 48 item 5): per company order line, ordered vs received (accepted) vs
// invoiced (reds netted), the statuses each on purpose, the export, roles and isolation.

let app: TestApp;
let call: ReturnType<typeof caller>;
let { op, fin, company, finance, address, title } = {} as MatchParties; // set in beforeAll
let seq = 0;
const sku = (id: number) => id * 10 + 1;

beforeAll(async () => {
  app = await buildTestApp();
  call = caller(app);
  await seedShopBasics(app.db.db);
  for (const id of [711, 712]) await makeProduct(app.db.db, { id, priceFen: 1000, stock: 10_000 });
  ({ op, fin, company, finance, address, title } = await matchParties(app));
});
afterAll(async () => {
  await app.close();
});

/** A paid, accepted order of the company (its 管理员 buys): quantities of SKU 711 and 712 (¥10.00 each). */
async function companyOrder(quantities: number[]) {
  const { orderNo } = await placeOrder(
    app,
    company.admin,
    address,
    quantities.map((quantity, i) => ({ skuId: sku(711 + i), quantity })),
  );
  await app.db.db.execute(sql`update orders set company_id = ${company.id} where order_no = ${orderNo}`);
  expect((await call(op, 'POST', '/api/admin/order/accept', { orderNo })).statusCode).toBe(200);
  await markPaid(app, orderNo);
  const view = await operatorShipments(app, op, orderNo);
  return { orderNo, lineIds: view.lines.map((l) => l.orderLineId) };
}
const ship = (orderNo: string, lines: ShipLine[]) => shipped(app, op, orderNo, lines);
async function receive(orderNo: string, shipmentId: number, lines: object[]) {
  const res = await call(company.admin, 'POST', '/api/order/shipments/receipt', {
    orderNo,
    shipmentId,
    lines,
  });
  expect(res.statusCode, res.body).toBe(200);
}
async function invoice(orderNo: string) {
  const applied = await call(company.admin, 'POST', '/api/invoice/apply', {
    orderNos: [orderNo],
    type: 2,
    titleId: title.id,
  });
  expect(applied.statusCode, applied.body).toBe(200);
  const id = (applied.json().data as InvoiceDetail).id;
  const issued = await call(fin, 'POST', '/api/admin/invoice/issue', {
    id,
    invoiceNo: `2431300000${String(++seq).padStart(10, '0')}`,
    issueDate: '2026-11-20',
  });
  expect(issued.statusCode, issued.body).toBe(200);
  return id;
}
async function board(orderNo: string, who: Who = finance): Promise<MatchLine[]> {
  const res = await call(who, 'POST', '/api/company/match/list', { orderNo });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as MatchPage).list;
}
const statuses = async (orderNo: string) =>
  (await board(orderNo)).map((l) => [l.status, l.diffQuantity, l.diffFen]);

describe('three-way match statuses', () => {
  it('a short shipment: 待收货, then 数量不符 with the difference, then 待开票, then 匹配 once invoiced', async () => {
    const { orderNo, lineIds } = await companyOrder([3, 2]);
    const [a, b] = lineIds as [number, number];
    const first = await ship(orderNo, [{ orderLineId: a, quantity: 2 }]);
    expect(await statuses(orderNo)).toEqual([
      ['待收货', -3, -3000],
      ['待收货', -2, -2000],
    ]);
    await receive(orderNo, first, [{ orderLineId: a, accepted: 2 }]);
    const lines = await board(orderNo);
    expect(lines[0]).toMatchObject({
      orderedQuantity: 3,
      orderedFen: 3000,
      receivedQuantity: 2,
      receivedFen: 2000,
      invoicedQuantity: 0,
      status: '数量不符',
      diffQuantity: -1,
      diffFen: -1000,
    });
    const second = await ship(orderNo, [
      { orderLineId: a, quantity: 1 },
      { orderLineId: b, quantity: 2 },
    ]);
    await receive(orderNo, second, [
      { orderLineId: a, accepted: 1 },
      { orderLineId: b, accepted: 2 },
    ]);
    expect(await statuses(orderNo)).toEqual([
      ['待开票', -3, -3000],
      ['待开票', -2, -2000],
    ]);
    await invoice(orderNo);
    expect(await statuses(orderNo)).toEqual([
      ['匹配', 0, 0],
      ['匹配', 0, 0],
    ]);
  });

  it('a red-letter invoice nets its blue one to nothing (待开票); invoiced again it is 匹配', async () => {
    const { orderNo, lineIds } = await companyOrder([2]);
    const s = await ship(orderNo, [{ orderLineId: lineIds[0]!, quantity: 2 }]);
    await receive(orderNo, s, [{ orderLineId: lineIds[0]!, accepted: 2 }]);
    const id = await invoice(orderNo);
    expect(await statuses(orderNo)).toEqual([['匹配', 0, 0]]);
    const voided = await call(fin, 'POST', '/api/admin/invoice/void', {
      id,
      reason: '购买方信息有误',
      redInvoiceNo: `2431300000${String(++seq).padStart(10, '0')}`,
      redIssueDate: '2026-11-22',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    const [line] = await board(orderNo);
    expect(line).toMatchObject({ invoicedQuantity: 0, invoicedFen: 0, status: '待开票', diffFen: -2000 });
    await invoice(orderNo);
    expect(await statuses(orderNo)).toEqual([['匹配', 0, 0]]);
  });

  it('an invoice before the goods arrive is 超额开票 with the excess; a rejected piece never counts as received', async () => {
    const { orderNo, lineIds } = await companyOrder([2, 1]);
    const [a, b] = lineIds as [number, number];
    await invoice(orderNo);
    expect(await statuses(orderNo)).toEqual([
      ['超额开票', 2, 2000],
      ['超额开票', 1, 1000],
    ]);
    const s = await ship(orderNo, [
      { orderLineId: a, quantity: 2 },
      { orderLineId: b, quantity: 1 },
    ]);
    await receive(orderNo, s, [
      { orderLineId: a, accepted: 2 },
      { orderLineId: b, rejected: 1, rejectReason: '破损' },
    ]);
    expect(await statuses(orderNo)).toEqual([
      ['匹配', 0, 0],
      ['超额开票', 1, 1000],
    ]);
  });

  it('a price change by a red 数电票 (折让, amount only) is 金额不符 with the difference in 分', () => {
    const lines = [{ id: 1, orderId: 9, title: '内六角扳手', quantity: 4 }];
    const invoiced = invoicedPerLine(lines, [
      {
        orderIds: [9],
        lines: [
          { name: '*五金工具*内六角扳手', quantity: 4, inclFen: 4000 },
          { name: '*五金工具*内六角扳手', quantity: 0, inclFen: -400 },
          { name: '运输服务*运费', quantity: 1, inclFen: 800 },
        ],
      },
    ]).get(1)!;
    expect(invoiced).toEqual({ quantity: 4, fen: 3600 });
    const m = matchStatus({ priceFen: 1000, ordered: 4, received: 4, invoiced: 4, invoicedFen: 3600 });
    expect(m).toEqual({ status: '金额不符', diffQuantity: 0, diffFen: -400 });
    // A merged printed line is shared out over the order lines of the same title, up to each one's quantity.
    const shared = invoicedPerLine(
      [
        { id: 1, orderId: 1, title: '手套', quantity: 2 },
        { id: 2, orderId: 2, title: '手套', quantity: 3 },
      ],
      [{ orderIds: [1, 2], lines: [{ name: '手套', quantity: 5, inclFen: 5000 }] }],
    );
    expect([shared.get(1), shared.get(2)]).toEqual([
      { quantity: 2, fen: 2000 },
      { quantity: 3, fen: 3000 },
    ]);
  });
});

describe('the board: filters, export, roles, isolation', () => {
  it('filters by status and month, pages, and exports an .xlsx that reads back', async () => {
    const { orderNo } = await companyOrder([1]);
    const pending = await call(finance, 'POST', '/api/company/match/list', {
      status: '待收货',
      pageSize: 100,
    });
    expect(pending.statusCode).toBe(200);
    const page = pending.json().data as MatchPage;
    expect(page.list.every((l) => l.status === '待收货')).toBe(true);
    expect(page.list.some((l) => l.orderNo === orderNo)).toBe(true);
    const past = await call(finance, 'POST', '/api/company/match/list', { month: '2020-01' });
    expect((past.json().data as MatchPage).total).toBe(0);
    const bad = await call(finance, 'POST', '/api/company/match/list', { month: '2026-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('月份格式应为 YYYY-MM');
    // A year before 2000 is refused, not read as a date (the fuzzer's 0274-11 answered 500).
    const ancient = await call(fin, 'POST', '/api/admin/fulfilment/match/list', { month: '0274-11' });
    expect(ancient.statusCode).toBe(400);
    const paged = (await call(finance, 'POST', '/api/company/match/list', { pageSize: 1 })).json()
      .data as MatchPage;
    expect(paged.list).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);

    const file = await app.inject({
      method: 'GET',
      url: `/api/company/match/export?orderNo=${orderNo}`,
      headers: finance.headers,
    });
    const book = await downloadedBook(file);
    const sheet = book.getWorksheet('三单匹配')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('订单号');
    expect(sheet.getRow(2).getCell(1).value).toBe(orderNo);
    expect(sheet.getRow(2).getCell(11).value).toBe('待收货');
    expect(sheet.rowCount).toBe(2);
  });

  it('refuses members without 财务 or 管理员 (403) and people outside a company; another company sees none', async () => {
    const { orderNo } = await companyOrder([1]);
    expect(await board(orderNo, company.admin)).toHaveLength(1);
    const purchaser = await addMember(app, company, ['采购员', '收货人']);
    for (const [method, url] of [
      ['POST', '/api/company/match/list'],
      ['GET', '/api/company/match/export'],
    ] as const) {
      const res = await call(purchaser, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('需要财务或管理员角色才能查看三单匹配，请联系企业管理员分配');
    }
    const loner = (await buyerAuth(app)) as Who;
    const none = await call(loner, 'POST', '/api/company/match/list', {});
    expect(none.statusCode).toBe(403);
    expect(none.json().msg).toBe('您还没有加入企业');
    const elsewhere = await verifiedCompany(app, op);
    const theirFinance = await addMember(app, elsewhere, ['财务']);
    expect(await board(orderNo, theirFinance)).toEqual([]);
    const all = (await call(theirFinance, 'POST', '/api/company/match/list', { pageSize: 100 })).json()
      .data as MatchPage;
    expect(all.total).toBe(0);
  });

  it('the console sees every company’s board (finance area), filtered by company; 运营 is refused', async () => {
    const { orderNo } = await companyOrder([1]);
    const res = await call(fin, 'POST', '/api/admin/fulfilment/match/list', {
      companyId: company.id,
      orderNo,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as MatchPage).list).toMatchObject([
      { companyId: company.id, orderNo, status: '待收货' },
    ]);
    const other = await call(fin, 'POST', '/api/admin/fulfilment/match/list', {
      companyId: company.id + 999,
      orderNo,
    });
    expect((other.json().data as MatchPage).total).toBe(0);
    expect((await call(op, 'POST', '/api/admin/fulfilment/match/list', {})).statusCode).toBe(403);
  });
});
