import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BiddingAwardResult, BiddingDetail, PurchaseRequest } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { makeProduct, seedShopBasics } from '../../../testing/checkout.fixture';
import {
  addMember,
  addressOf,
  call,
  must,
  verifiedCompany,
  type Who,
} from '../../../testing/company.fixture';
import { biddingBody } from '../../../testing/bidding.fixture';

// An award a company approval rule catches becomes a purchase request holding the quoted
// prices; the last approval places the orders at those prices and closes the request; a rejection or a
// withdrawal makes it awardable again; two awards at once: one wins.

const w = useTestApp();
let op: Who;
let buyer: Who & { id: number };
let approver: Who & { id: number };
let addressId: number;
// Line 1 from the platform (自营, product 7301), line 2 from shop 9301 (product 7302); shop 9302 loses.
const SELF_SKU = 73011;
const SHOP_SKU = 73021;
const LOSER_SKU = 73031;
const SHOP = 9301;
const LOSER = 9302;
// Catalogue ¥120 / ¥50; the quotes: ¥99.00 ×10 and ¥31.17 ×4 (loser ¥40.00).
const PRICE = { self: 9900, shop: 3117, loser: 4000 };

const BODY = biddingBody(
  '审批选标测试',
  [
    { productName: '内六角扳手套装', spec: '9件套', quantity: 10, unit: '套' },
    { productName: '劳保手套', spec: 'L', quantity: 4, unit: '双' },
  ],
  { openBidding: true },
);

beforeAll(async () => {
  await seedShopBasics(w.app.db.db);
  await makeProduct(w.app.db.db, { id: 7301, priceFen: 12_000, stock: 1000 });
  await makeProduct(w.app.db.db, { id: 7302, priceFen: 5_000, stock: 1000 });
  await makeProduct(w.app.db.db, { id: 7303, priceFen: 5_000, stock: 1000 });
  await w.app.db.db.execute(
    sql`update products set merchant_id = ${SHOP}, seller_name = '审批乙五金' where id = 7302`,
  );
  await w.app.db.db.execute(
    sql`update products set merchant_id = ${LOSER}, seller_name = '审批丙五金' where id = 7303`,
  );
  op = { headers: (await operatorAuth(w.app, '超级管理员')).headers };
  const ok = must(w.app);
  const company = await verifiedCompany(w.app, op);
  approver = await addMember(w.app, company, ['审批人']);
  buyer = await addMember(w.app, company, ['采购员']);
  await ok(company.admin, 'POST', '/api/company/approval-rules/save', {
    name: '竞价大额',
    minAmount: '100',
    levels: [{ kind: 'members', userIds: [approver.id] }],
  });
  addressId = await addressOf(w.app, buyer);
}, 60_000);

/** Publishes (公开竞价) and quotes: the platform line 1, shop 9301 line 2, shop 9302 line 2 (dearer). */
async function published(): Promise<{ id: number; self: number; shop: number }> {
  const ok = must(w.app);
  const { id } = await ok<{ id: number }>(buyer, 'POST', '/api/bidding/publish', BODY);
  const self = await rawQuote(id, 0, [[1, SELF_SKU, PRICE.self]]);
  const shop = await rawQuote(id, SHOP, [[2, SHOP_SKU, PRICE.shop]]);
  await rawQuote(id, LOSER, [[2, LOSER_SKU, PRICE.loser]]);
  return { id, self, shop };
}

/** A quote written straight into the table (the portal's own path is bidding-sealed.test.ts). */
async function rawQuote(requestId: number, merchantId: number, lines: [number, number, number][]) {
  const qty = new Map(BODY.lines.map((l, i) => [i + 1, l.quantity]));
  const stored = lines.map(([lineNo, skuId, unitPriceFen]) => ({
    lineNo,
    skuId,
    unitPriceFen,
    amountFen: unitPriceFen * qty.get(lineNo)!,
  }));
  const [row] = await queryRows<{ id: number }>(
    w.app.db.db,
    sql`insert into bidding_quotes (request_id, operator_id, merchant_id, supplier_name, lines, total_fen,
          delivery_days, valid_until)
        values (${requestId}, 0, ${merchantId}, ${`店铺${merchantId}`}, ${JSON.stringify(stored)}::jsonb,
          ${stored.reduce((n, l) => n + l.amountFen, 0)}, 5, current_date + 7) returning id`,
  );
  return Number(row!.id);
}

const awardBody = (id: number, self: number, shop: number) => ({
  id,
  addressId,
  payMethod: 4,
  awards: [
    { lineNo: 1, quoteId: self },
    { lineNo: 2, quoteId: shop },
  ],
});

async function detail(id: number): Promise<BiddingDetail> {
  return must(w.app)<BiddingDetail>(buyer, 'GET', `/api/bidding/detail?id=${id}`);
}
const request = (requestNo: string) =>
  must(w.app)<PurchaseRequest>(buyer, 'GET', `/api/company/requests/detail?requestNo=${requestNo}`);
const ordersOf = (userId: number) =>
  queryRows<{ order_no: string; merchant_id: number; pay_amount_fen: number; request_id: number | null }>(
    w.app.db.db,
    sql`select order_no, merchant_id, pay_amount_fen, request_id from orders where user_id = ${userId}
        order by id`,
  );

describe('an award a company rule catches', () => {
  it('becomes a purchase request at the quoted prices; the approval places the orders and closes it', async () => {
    const ok = must(w.app);
    const { id, self, shop } = await published();
    const res = await call(w.app)(buyer, 'POST', '/api/bidding/award', awardBody(id, self, shop));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('已提交审批');
    const award = res.json().data as BiddingAwardResult;
    expect(award.orderNos).toEqual([]);
    expect(award.requestNo).toMatch(/^SQ\d+$/);
    expect(await ordersOf(buyer.id)).toEqual([]);

    const pr = await request(award.requestNo!);
    expect(pr.status).toBe(1);
    expect(pr.biddingNo).toMatch(/^JJ/);
    expect(pr.remark).toContain(pr.biddingNo!);
    expect(pr.lines.map((l) => [l.skuId, l.price, l.quantity])).toEqual([
      [SELF_SKU, '99.00', 10],
      [SHOP_SKU, '31.17', 4],
    ]);
    expect(pr.amount).toBe('1114.68');

    const held = await detail(id);
    expect([held.status, held.statusLabel, held.requestNo]).toEqual([5, '审批中', award.requestNo]);
    expect(held.quotes.every((q) => q.expired)).toBe(true);
    // Neither awarded twice nor cancelled nor quoted while the request waits.
    const again = await call(w.app)(buyer, 'POST', '/api/bidding/award', awardBody(id, self, shop));
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain('审批中');
    expect((await call(w.app)(buyer, 'POST', '/api/bidding/cancel', { id })).statusCode).toBe(409);

    await ok(approver, 'POST', '/api/company/requests/approve', { requestNos: [award.requestNo] });
    const orders = await ordersOf(buyer.id);
    expect(orders.map((o) => [o.merchant_id, o.pay_amount_fen])).toEqual([
      [0, 99_000],
      [SHOP, 12_468],
    ]);
    expect(new Set(orders.map((o) => o.request_id)).size).toBe(1);
    const lines = await queryRows<{ sku_id: number; price_fen: number }>(
      w.app.db.db,
      sql`select l.sku_id, l.price_fen from order_lines l join orders o on o.id = l.order_id
          where o.user_id = ${buyer.id} order by l.sku_id`,
    );
    expect(lines.map((l) => [Number(l.sku_id), l.price_fen])).toEqual([
      [SELF_SKU, PRICE.self],
      [SHOP_SKU, PRICE.shop],
    ]);
    const closed = await detail(id);
    expect([closed.status, closed.statusLabel]).toEqual([3, '已选标']);
    expect(closed.orderNos.sort()).toEqual(orders.map((o) => o.order_no).sort());
    expect(closed.awards.map((a) => [a.lineNo, a.quoteId])).toEqual([
      [1, self],
      [2, shop],
    ]);
    expect((await request(award.requestNo!)).status).toBe(2);
    const notices = await queryRows<{ merchant_id: number; title: string }>(
      w.app.db.db,
      sql`select merchant_id, title from merchant_notices where merchant_id in (${SHOP}, ${LOSER})
          order by merchant_id`,
    );
    expect(notices.map((n) => [n.merchant_id, n.title])).toEqual([
      [SHOP, '竞价中标通知'],
      [LOSER, '竞价未中标通知'],
    ]);
  });

  it('is awardable again after a rejection or a withdrawal', async () => {
    const ok = must(w.app);
    const { id, self, shop } = await published();
    const first = await ok<BiddingAwardResult>(
      buyer,
      'POST',
      '/api/bidding/award',
      awardBody(id, self, shop),
    );
    await ok(approver, 'POST', '/api/company/requests/reject', {
      requestNos: [first.requestNo],
      comment: '预算不足',
    });
    const back = await detail(id);
    expect([back.status, back.statusLabel]).toEqual([1, '进行中']);
    expect(back.quotes.some((q) => q.expired)).toBe(false);

    const second = await ok<BiddingAwardResult>(
      buyer,
      'POST',
      '/api/bidding/award',
      awardBody(id, self, shop),
    );
    expect(second.requestNo).not.toBe(first.requestNo);
    expect((await detail(id)).requestNo).toBe(second.requestNo);
    await ok(buyer, 'POST', '/api/company/requests/withdraw', { requestNo: second.requestNo });
    expect((await detail(id)).status).toBe(1);

    // Awardable again: a third award waits for approval once more.
    const third = await ok<BiddingAwardResult>(
      buyer,
      'POST',
      '/api/bidding/award',
      awardBody(id, self, shop),
    );
    expect((await detail(id)).status).toBe(5);
    expect(third.requestNo).toBeTruthy();
  });

  it('two awards at once: one becomes the purchase request, the other answers 409', async () => {
    const { id, self, shop } = await published();
    const c = call(w.app);
    const answers = await Promise.all([
      c(buyer, 'POST', '/api/bidding/award', awardBody(id, self, shop)),
      c(buyer, 'POST', '/api/bidding/award', {
        ...awardBody(id, self, shop),
        awards: [{ lineNo: 1, quoteId: self }],
      }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const requests = await queryRows<{ n: number }>(
      w.app.db.db,
      sql`select count(*)::int as n from purchase_requests where bidding ->> 'id' = ${String(id)}`,
    );
    expect(requests[0]!.n).toBe(1);
    const d = await detail(id);
    expect(d.status).toBe(5);
  });
});
