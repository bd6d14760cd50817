import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BiddingDetail, BiddingPage } from '@mall/shared';
import { auditRows } from '../../../testing/audit';
import { tradeWorld, type TradeWorld } from '../../../testing/trade-world.fixture';
import { addAddress, messageTitles, type Who } from '../../../testing/trade.fixture';
import { biddingBody } from '../../../testing/bidding.fixture';

let { app, call, a, b, ops, fin, addrA } = {} as TradeWorld; // set in beforeAll

// The single-quote flow: 公开竞价 (prices visible at once); sealed bidding is bidding-sealed.test.ts.
const BODY = biddingBody(
  '车间维修工具采购',
  [
    { productName: '内六角扳手套装', brand: '世达', spec: '9件套 1.5-10mm', quantity: 10, unit: '套' },
    { productName: '棘轮扳手', spec: '12mm', quantity: 5, unit: '把' },
  ],
  { openBidding: true, budgetFen: 500000, invoiceType: 2 },
);

beforeAll(async () => {
  ({ app, call, a, b, ops, fin, addrA } = await tradeWorld([
    { id: 701, priceFen: 11300, stock: 1000 },
    { id: 702, priceFen: 1999, stock: 1000 },
  ]));
});
afterAll(async () => {
  await app.close();
});

async function publish(body: object = BODY): Promise<number> {
  const res = await call(a, 'POST', '/api/bidding/publish', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

const quoteBody = (id: number) => ({
  id,
  lines: [
    { lineNo: 1, skuId: 7011, unitPriceFen: 9900 },
    { lineNo: 2, skuId: 7021, unitPriceFen: 1500 },
  ],
  deliveryDays: 3,
  validDays: 7,
  remark: '含税含运费',
});

async function detail(who: Who, id: number): Promise<BiddingDetail> {
  const res = await call(who, 'GET', `/api/bidding/detail?id=${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BiddingDetail;
}

describe('publish', () => {
  it('publishes a request with two lines, lists it as 进行中 and messages the buyer', async () => {
    const id = await publish();
    const d = await detail(a, id);
    expect(d.status).toBe(1);
    expect(d.statusLabel).toBe('进行中');
    expect(d.biddingNo).toMatch(/^JJ\d{14}$/);
    expect(d.lines.map((l) => [l.lineNo, l.productName, l.brand])).toEqual([
      [1, '内六角扳手套装', '世达'],
      [2, '棘轮扳手', ''],
    ]);
    expect(d.areaName).toBe('江苏省 苏州市 虎丘区');
    expect(d.budgetFen).toBe(500000);
    const list = (await call(a, 'POST', '/api/bidding/list', { status: 1 })).json().data as BiddingPage;
    expect(list.list.some((i) => i.id === id)).toBe(true);
    expect(await messageTitles(app, a)).toContain('竞价单发布成功');
  });

  it('answers bad input with a clear 400', async () => {
    const cases: [object, string][] = [
      [{ ...BODY, title: undefined }, '请填写竞价标题'],
      [{ ...BODY, title: '长'.repeat(51) }, '竞价标题不能超过 50 个字'],
      [{ ...BODY, lines: [] }, '请至少添加一条采购明细'],
      [{ ...BODY, lines: [{ ...BODY.lines[0], quantity: 0 }] }, '数量最少为 1'],
      [{ ...BODY, lines: [{ ...BODY.lines[0], spec: '' }] }, '请填写规格型号'],
      [{ ...BODY, deadline: new Date(Date.now() - 60_000).toISOString() }, '截止时间必须晚于当前时间'],
      [{ ...BODY, deadline: 'tomorrow' }, '请选择截止时间'],
      [{ ...BODY, areaCode: '999999' }, '交货地区不存在'],
      [{ ...BODY, contactMobile: '123' }, '手机号'],
      [{ ...BODY, attachments: ['/etc/passwd'] }, '附件不正确'],
    ];
    for (const [body, msg] of cases) {
      const res = await call(a, 'POST', '/api/bidding/publish', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toContain(msg);
    }
  });

  it('needs a buyer token', async () => {
    expect((await call(null, 'POST', '/api/bidding/publish', BODY)).statusCode).toBe(401);
    expect((await call(ops, 'POST', '/api/bidding/publish', BODY)).statusCode).toBe(403);
  });
});

describe('quote, accept, cancel', () => {
  it('operator quotes, the buyer sees the quote and accepting places an order at the quoted prices', async () => {
    const id = await publish();
    const open = (await call(ops, 'POST', '/api/admin/bidding/list', { status: 1, pageSize: 50 })).json()
      .data as BiddingPage;
    expect(open.list.some((i) => i.id === id)).toBe(true);
    const q = await call(ops, 'POST', '/api/admin/bidding/quote', quoteBody(id));
    expect(q.statusCode, q.body).toBe(200);
    const quoteId = q.json().data.quoteId as number;
    // 站内信 of bidding.quoted, from the notification service.
    expect(
      (await messageTitles(app, a)).filter((t) => /^收到报价：竞价单 JJ\d{14} 收到 /.test(t)),
    ).toHaveLength(1);
    const audit = (await auditRows(app, 'bidding.quote')).find(
      (r) => (r.after as { quoteId?: number }).quoteId === quoteId,
    );
    expect(audit).toMatchObject({ targetType: 'bidding', role: '运营', before: null });
    expect(audit?.after).toMatchObject({ totalFen: 9900 * 10 + 1500 * 5, deliveryDays: 3 });

    const d = await detail(a, id);
    expect(d.quotes).toHaveLength(1);
    expect(d.quotes[0]).toMatchObject({ id: quoteId, totalFen: 9900 * 10 + 1500 * 5, deliveryDays: 3 });

    const res = await call(a, 'POST', '/api/bidding/accept', { id, quoteId, addressId: addrA, payMethod: 4 });
    expect(res.statusCode, res.body).toBe(200);
    const orderNo = res.json().data.orderNo as string;
    const order = (await call(a, 'GET', `/api/order/detail?orderNo=${orderNo}`)).json();
    const rows = await app.db.db.execute(sql`select pay_amount_fen from orders where order_no = ${orderNo}`);
    expect(Number((rows as unknown as { rows: { pay_amount_fen: number }[] }).rows[0]?.pay_amount_fen)).toBe(
      106500,
    );
    expect(order).toBeTruthy();
    const after = await detail(a, id);
    expect(after.status).toBe(3);
    expect(after.orderNo).toBe(orderNo);
    expect(after.quotes[0]?.chosen).toBe(true);
    const titles = await messageTitles(app, a);
    expect(titles).toContain('已选定报价');
    expect(titles).toContain(`已提交：订单 ${orderNo}（¥1065.00）`);

    // Repeating the accept returns the same order; no more quotes, no cancel.
    const again = await call(a, 'POST', '/api/bidding/accept', {
      id,
      quoteId,
      addressId: addrA,
      payMethod: 4,
    });
    expect(again.json().data.orderNo).toBe(orderNo);
    expect((await call(ops, 'POST', '/api/admin/bidding/quote', quoteBody(id))).statusCode).toBe(409);
    expect((await call(a, 'POST', '/api/bidding/cancel', { id })).statusCode).toBe(409);
    // The refused quote left no audit row.
    expect(await auditRows(app, 'bidding.quote', audit!.targetId)).toHaveLength(1);
  });

  it('rejects a bad quote with 400 and a quote from a role without the right with 403', async () => {
    const id = await publish();
    const partial = { ...quoteBody(id), lines: [quoteBody(id).lines[0]] };
    expect((await call(ops, 'POST', '/api/admin/bidding/quote', partial)).json().msg).toContain('每一条明细');
    const ghost = {
      ...quoteBody(id),
      lines: [
        { lineNo: 1, skuId: 999991, unitPriceFen: 100 },
        { lineNo: 2, skuId: 7021, unitPriceFen: 100 },
      ],
    };
    const res = await call(ops, 'POST', '/api/admin/bidding/quote', ghost);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('商品规格不存在');
    expect(
      (await call(ops, 'POST', '/api/admin/bidding/quote', { ...quoteBody(id), deliveryDays: 0 })).statusCode,
    ).toBe(400);
    expect((await call(fin, 'POST', '/api/admin/bidding/quote', quoteBody(id))).statusCode).toBe(403);
    expect((await call(a, 'POST', '/api/admin/bidding/quote', quoteBody(id))).statusCode).toBe(403);
    expect((await call(ops, 'POST', '/api/admin/bidding/quote', { ...quoteBody(999999) })).statusCode).toBe(
      404,
    );
  });

  it('cancels an open request (message) and then refuses quotes and accepts', async () => {
    const id = await publish();
    const quoteId = (await call(ops, 'POST', '/api/admin/bidding/quote', quoteBody(id))).json().data.quoteId;
    const res = await call(a, 'POST', '/api/bidding/cancel', { id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(a, id)).statusLabel).toBe('已取消');
    expect(await messageTitles(app, a)).toContain('竞价单已取消');
    expect((await call(ops, 'POST', '/api/admin/bidding/quote', quoteBody(id))).statusCode).toBe(409);
    const acc = await call(a, 'POST', '/api/bidding/accept', { id, quoteId, addressId: addrA, payMethod: 4 });
    expect(acc.statusCode).toBe(409);
    const cancelled = (await call(a, 'POST', '/api/bidding/list', { status: 4 })).json().data as BiddingPage;
    expect(cancelled.list.map((i) => i.id)).toContain(id);
  });

  it('closes a request when its deadline passes: 已截止, no more quotes, a valid quote can still be chosen', async () => {
    const id = await publish();
    const quoteId = (await call(ops, 'POST', '/api/admin/bidding/quote', quoteBody(id))).json().data.quoteId;
    await app.db.db.execute(
      sql`update bidding_requests set deadline = now() - interval '1 minute' where id = ${id}`,
    );
    expect((await detail(a, id)).statusLabel).toBe('已截止');
    const closed = (await call(a, 'POST', '/api/bidding/list', { status: 2 })).json().data as BiddingPage;
    expect(closed.list.map((i) => i.id)).toContain(id);
    const res = await call(ops, 'POST', '/api/admin/bidding/quote', quoteBody(id));
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain('已截止');
    const acc = await call(a, 'POST', '/api/bidding/accept', { id, quoteId, addressId: addrA, payMethod: 4 });
    expect(acc.statusCode, acc.body).toBe(200);
  });

  it('keeps requests private: foreign ids answer 404', async () => {
    const id = await publish();
    const quoteId = (await call(ops, 'POST', '/api/admin/bidding/quote', quoteBody(id))).json().data.quoteId;
    expect((await call(b, 'GET', `/api/bidding/detail?id=${id}`)).statusCode).toBe(404);
    expect((await call(b, 'POST', '/api/bidding/cancel', { id })).statusCode).toBe(404);
    const addrB = await addAddress(app, b);
    expect(
      (await call(b, 'POST', '/api/bidding/accept', { id, quoteId, addressId: addrB, payMethod: 4 }))
        .statusCode,
    ).toBe(404);
    // a foreign address, an unknown quote
    const other = await call(a, 'POST', '/api/bidding/accept', {
      id,
      quoteId,
      addressId: addrB,
      payMethod: 4,
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await call(a, 'POST', '/api/bidding/accept', { id, quoteId: 999999, addressId: addrA, payMethod: 4 }))
        .statusCode,
    ).toBe(404);
    const listB = (await call(b, 'POST', '/api/bidding/list', {})).json().data as BiddingPage;
    expect(listB.total).toBe(0);
    expect((await call(a, 'GET', '/api/bidding/detail?id=abc')).statusCode).toBe(400);
  });
});
