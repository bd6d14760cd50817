import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BiddingDetail, PortalBiddingDetail } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { catalogueFacts, shopSkus } from '../../../testing/shop.fixture';
import { operations } from '../../../testing/sweep/openapi';
import { addAddress, caller, type Who } from '../../../testing/trade.fixture';
import { biddingBody } from '../../../testing/bidding.fixture';

// Invitation, sealed quotes from shops, the line-by-line award and two awards at once.

const w = useTestApp(() => buildCatalogueApp(40), 240_000);
let call: ReturnType<typeof caller>;
let buyer: Who;
let stranger: Who;
let op: Who;
let addr: number;
type Shop = Who & { shopId: number; skus: number[]; name: string };
/** A, B and C are granted the request's category (invited); D another one (not invited). */
let A: Shop;
let B: Shop;
let C: Shop;
let D: Shop;
let cat0: number;
let cat1: number;

const requestBody = (openBidding = false) =>
  biddingBody(
    '密封竞价测试',
    [
      { productName: '内六角扳手', spec: '9 件套', quantity: 3, unit: '套', categoryId: cat0 },
      { productName: '棘轮扳手', spec: '12mm', quantity: 2, unit: '把', categoryId: cat0 },
      { productName: '劳保手套', spec: 'L', quantity: 5, unit: '双' },
    ],
    { openBidding },
  );

/** Prices no other number in the answers comes near: each shop's is recognisable in any body. */
const PRICE = { A: [31731, 42842], B: [53953, 64064], C: [75175, 86286] } as const;
const quoteOf = (shop: Shop, id: number, prices: readonly number[], lineNos = [1, 2]) => ({
  id,
  lines: lineNos.map((lineNo, i) => ({ lineNo, skuId: shop.skus[i]!, unitPriceFen: prices[i]! })),
  deliveryDays: 5,
  validDays: 10,
  remark: '含税含运费',
});
/** Every form a shop's prices can take in an answer: unit prices, amounts and totals, in fen and yuan. */
function priceForms(prices: readonly number[]): string[] {
  const amounts = [prices[0]! * 3, prices[1]! * 2];
  const all = [...prices, ...amounts, amounts[0]! + amounts[1]!];
  return all.flatMap((f) => [String(f), (f / 100).toFixed(2)]);
}

async function shopWithSkus(tag: string, categoryId: number, leaf: number, brand: number): Promise<Shop> {
  const grant = { categoryId, brandId: brand, leaf };
  const { shop, skus } = await shopSkus(w.app, op.headers, `竞价${tag}五金`, grant, 2);
  return { headers: shop.headers, shopId: shop.shopId, skus, name: shop.name };
}

beforeAll(async () => {
  call = caller(w.app);
  op = await operatorAuth(w.app, '超级管理员');
  const facts = await catalogueFacts(w.app);
  cat0 = facts.cats[0]!.first;
  cat1 = facts.cats[1]!.first;
  const brand = facts.brands[0]!.id;
  A = await shopWithSkus('甲', cat0, facts.cats[0]!.leaf, brand);
  B = await shopWithSkus('乙', cat0, facts.cats[0]!.leaf, brand);
  C = await shopWithSkus('丙', cat0, facts.cats[0]!.leaf, brand);
  D = await shopWithSkus('丁', cat1, facts.cats[1]!.leaf, brand);
  buyer = await buyerAuth(w.app);
  stranger = await buyerAuth(w.app);
  addr = await addAddress(w.app, buyer);
}, 240_000);

async function publish(openBidding = false): Promise<{ id: number; biddingNo: string }> {
  const res = await call(buyer, 'POST', '/api/bidding/publish', requestBody(openBidding));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
async function quote(shop: Shop, body: object) {
  return call(shop, 'POST', '/api/portal/bidding/quote', body);
}
/** 选标 by `who` (the buyer unless said): each [lineNo, quoteId] pair awards that line to that quote. */
const award = (id: number, pairs: [number, number][], who: Who = buyer) =>
  call(who, 'POST', '/api/bidding/award', {
    id,
    addressId: addr,
    payMethod: 4,
    awards: pairs.map(([lineNo, quoteId]) => ({ lineNo, quoteId })),
  });
const passDeadline = (id: number) =>
  w.app.db.db.execute(
    sql`update bidding_requests set deadline = now() - interval '1 second' where id = ${id}`,
  );

describe('invitation and quotes', () => {
  it('invites the shops granted a line’s category, with a portal message; others answer 404', async () => {
    const { id, biddingNo } = await publish();
    for (const s of [A, B, C]) {
      const list = (await call(s, 'POST', '/api/portal/bidding/list', { status: 1 })).json().data;
      expect(list.list.map((r: { id: number }) => r.id)).toContain(id);
      const notices = (await call(s, 'GET', '/api/portal/notice/list')).json().data;
      expect(notices.list[0].title).toBe('新的竞价邀请');
      expect(notices.list[0].content).toContain(biddingNo);
    }
    expect((await call(D, 'POST', '/api/portal/bidding/list', {})).json().data.list).toHaveLength(0);
    expect((await call(D, 'POST', '/api/portal/bidding/detail', { id })).statusCode).toBe(404);
    expect((await quote(D, quoteOf(D, id, [100, 200]))).statusCode).toBe(404);
  });

  it('takes a shop’s quote against its own approved SKUs only, editable until the deadline', async () => {
    const { id } = await publish();
    const foreign = await quote(A, quoteOf({ ...A, skus: B.skus }, id, PRICE.A));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().msg).toContain('只能以本店审核通过的商品报价');
    expect((await quote(A, { ...quoteOf(A, id, PRICE.A), lines: [] })).statusCode).toBe(400);
    const first = await quote(A, quoteOf(A, id, [1000, 2000]));
    expect(first.statusCode, first.body).toBe(200);
    const again = await quote(A, { ...quoteOf(A, id, PRICE.A), attachment: '' });
    expect(again.json().data.quoteId).toBe(first.json().data.quoteId);
    const mine = (await call(A, 'POST', '/api/portal/bidding/detail', { id })).json()
      .data as PortalBiddingDetail;
    expect(mine.myQuote?.lines.map((l) => l.unitPriceFen)).toEqual([...PRICE.A]);
    expect(mine.myQuote?.totalFen).toBe(PRICE.A[0] * 3 + PRICE.A[1] * 2);
    await passDeadline(id);
    const late = await quote(A, quoteOf(A, id, PRICE.A));
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toBe('竞价单已截止，不能再报价');
  });
});

describe('sealed bids', () => {
  it('before the deadline no bidding call shows a shop’s prices to another shop or the buyer; after it the buyer sees all', async () => {
    const { id } = await publish();
    expect((await quote(A, quoteOf(A, id, PRICE.A))).statusCode).toBe(200);
    expect((await quote(B, quoteOf(B, id, PRICE.B))).statusCode).toBe(200);
    expect((await quote(C, quoteOf(C, id, PRICE.C, [2, 1]))).statusCode).toBe(200);
    const forms = { A: priceForms(PRICE.A), B: priceForms(PRICE.B), C: priceForms([PRICE.C[1], PRICE.C[0]]) };
    const others = (k: 'A' | 'B' | 'C') => Object.entries(forms).flatMap(([n, f]) => (n === k ? [] : f));
    const everyPrice = [...forms.A, ...forms.B, ...forms.C];

    // Every call of the bidding area (and the messages and portal notices, which talk about quotes).
    const ops = operations(w.app).filter((o) => o.path.includes('bidding'));
    type Call = [Who, 'GET' | 'POST', string, object?];
    const reads = (who: Who, name: string): Call[] =>
      name === 'buyer'
        ? [
            [who, 'POST', '/api/bidding/list', {}],
            [who, 'GET', `/api/bidding/detail?id=${id}`],
            [
              who,
              'POST',
              '/api/bidding/award',
              { id, addressId: addr, payMethod: 4, awards: [{ lineNo: 1, quoteId: 1 }] },
            ],
            [who, 'POST', '/api/bidding/accept', { id, quoteId: 1, addressId: addr, payMethod: 4 }],
            [who, 'POST', '/api/message/list', { pageSize: 50 }],
          ]
        : name === 'operator'
          ? [
              [who, 'POST', '/api/admin/bidding/list', {}],
              [who, 'GET', `/api/admin/bidding/detail?id=${id}`],
            ]
          : [
              [who, 'POST', '/api/portal/bidding/list', {}],
              [who, 'POST', '/api/portal/bidding/detail', { id }],
              [who, 'POST', '/api/portal/bidding/skus', {}],
              [who, 'GET', '/api/portal/notice/list'],
            ];
    const callers: [string, Who, string[]][] = [
      ['buyer', buyer, everyPrice],
      ['operator', op, everyPrice],
      ['shop A', A, others('A')],
      ['shop B', B, others('B')],
      ['shop C', C, others('C')],
      ['shop D', D, everyPrice],
      ['other buyer', stranger, everyPrice],
    ];
    const covered = new Set<string>();
    let calls = 0;
    const leaks: string[] = [];
    for (const [name, who, secret] of callers) {
      const kind = name.startsWith('shop') ? 'shop' : name === 'other buyer' ? 'buyer' : name;
      for (const [reader, method, url, payload] of reads(who, kind)) {
        const res = await call(reader, method, url, payload);
        calls++;
        covered.add(`${method} ${url.split('?')[0]}`);
        const hit = secret.find((s) =>
          new RegExp(`(^|[^0-9])${s.replace('.', '\\.')}([^0-9]|$)`).test(res.body),
        );
        if (hit) leaks.push(`${name} ${method} ${url}: ${res.statusCode} shows ${hit}`);
      }
    }
    // The write calls of the area answer without prices too (their answers were read above where 2xx).
    covered
      .add('POST /api/bidding/publish')
      .add('POST /api/bidding/cancel')
      .add('POST /api/portal/bidding/quote');
    covered.add('POST /api/admin/bidding/quote');
    const missing = ops.map((o) => o.key).filter((k) => !covered.has(k));
    expect(missing, 'bidding calls the sealed sweep does not make').toEqual([]);
    console.log(`sealed-bid sweep: bidding routes ${ops.length}, calls ${calls}, leaks ${leaks.length}`);
    expect(leaks).toEqual([]);

    // The buyer sees who quoted and how many lines, sealed.
    const sealed = (await call(buyer, 'GET', `/api/bidding/detail?id=${id}`)).json().data as BiddingDetail;
    expect(sealed.quotes.map((q) => [q.supplierName, q.sealed, q.lineCount, q.totalFen])).toEqual([
      [A.name, true, 2, null],
      [B.name, true, 2, null],
      [C.name, true, 2, null],
    ]);
    const early = await award(id, [[1, sealed.quotes[0]!.id]]);
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('密封竞价须在报价截止后才能比价选标');

    await passDeadline(id);
    const open = (await call(buyer, 'GET', `/api/bidding/detail?id=${id}`)).json().data as BiddingDetail;
    for (const f of everyPrice.filter((s) => !s.includes('.')))
      expect(JSON.stringify(open.quotes)).toContain(f);
    expect(open.quotes.every((q) => !q.sealed)).toBe(true);
    // Still nothing of the others for a shop.
    for (const [who, k] of [
      [A, 'A'],
      [B, 'B'],
    ] as const) {
      const body = (await call(who, 'POST', '/api/portal/bidding/detail', { id })).body;
      expect(others(k).some((s) => body.includes(s))).toBe(false);
    }
  });

  it('公开竞价 shows the buyer prices at once', async () => {
    const { id } = await publish(true);
    await quote(A, quoteOf(A, id, PRICE.A));
    const d = (await call(buyer, 'GET', `/api/bidding/detail?id=${id}`)).json().data as BiddingDetail;
    expect(d.quotes[0]).toMatchObject({ sealed: false, totalFen: PRICE.A[0] * 3 + PRICE.A[1] * 2 });
  });
});

describe('award', () => {
  it('awards line by line: one order per awarded shop at the quoted prices; winners and losers told; closed', async () => {
    const { id } = await publish();
    const qa = (await quote(A, quoteOf(A, id, PRICE.A))).json().data.quoteId as number;
    const qb = (await quote(B, quoteOf(B, id, PRICE.B))).json().data.quoteId as number;
    await quote(C, quoteOf(C, id, PRICE.C));
    await passDeadline(id);
    const res = await award(id, [
      [1, qb],
      [2, qa],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const orderNos = res.json().data.orderNos as string[];
    expect(orderNos).toHaveLength(2);
    const lines = await queryRows<{
      order_no: string;
      merchant_id: number;
      sku_id: number;
      price_fen: number;
      quantity: number;
    }>(
      w.app.db.db,
      sql`select o.order_no, o.merchant_id, l.sku_id, l.price_fen, l.quantity from orders o
          join order_lines l on l.order_id = o.id where o.order_no = any(${sql.param(orderNos)}::text[]) order by o.id`,
    );
    expect(lines.map((l) => [l.merchant_id, l.sku_id, l.price_fen, l.quantity])).toEqual(
      expect.arrayContaining([
        [B.shopId, B.skus[0], PRICE.B[0], 3],
        [A.shopId, A.skus[1], PRICE.A[1], 2],
      ]),
    );
    expect(lines).toHaveLength(2);
    const d = (await call(buyer, 'GET', `/api/bidding/detail?id=${id}`)).json().data as BiddingDetail;
    expect(d.statusLabel).toBe('已选标');
    expect(d.awards.map((a) => a.lineNo)).toEqual([1, 2]);
    expect(new Set(d.orderNos)).toEqual(new Set(orderNos));
    const title = async (s: Shop) =>
      (await call(s, 'GET', '/api/portal/notice/list')).json().data.list[0].title;
    expect(await title(A)).toBe('竞价中标通知');
    expect(await title(B)).toBe('竞价中标通知');
    expect(await title(C)).toBe('竞价未中标通知');
    // Each shop sees its own order in the portal.
    const portalOrders = (await call(A, 'POST', '/api/portal/order/list', {})).json().data.list;
    expect(portalOrders.map((o: { orderNo: string }) => o.orderNo)).toEqual(
      expect.arrayContaining([
        orderNos.find((n) => lines.find((l) => l.order_no === n)?.merchant_id === A.shopId),
      ]),
    );
    // Closed: no more quotes, a different award refused, the same award answers the same orders.
    expect((await quote(A, quoteOf(A, id, PRICE.A))).statusCode).toBe(409);
    const again = await award(id, [
      [2, qa],
      [1, qb],
    ]);
    expect(again.json().data?.orderNos).toEqual(orderNos);
    const other = await award(id, [[1, qa]]);
    expect(other.statusCode).toBe(409);
    // Foreign buyer: 404.
    expect((await award(id, [[1, qa]], stranger)).statusCode).toBe(404);
  });

  it('refuses a line the chosen shop did not quote, and two awards at once: one wins', async () => {
    const { id } = await publish(true);
    const qa = (await quote(A, quoteOf(A, id, PRICE.A))).json().data.quoteId as number;
    const qb = (await quote(B, quoteOf(B, id, PRICE.B))).json().data.quoteId as number;
    const bad = await award(id, [[3, qa]]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('未对第 3 条明细报价');
    const before = await queryRows<{ n: number }>(w.app.db.db, sql`select count(*)::int as n from orders`);
    const whole = (quoteId: number) =>
      award(id, [
        [1, quoteId],
        [2, quoteId],
      ]);
    const results = await Promise.all([whole(qa), whole(qb)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const after = await queryRows<{ n: number }>(w.app.db.db, sql`select count(*)::int as n from orders`);
    expect(after[0]!.n - before[0]!.n).toBe(1);
    const d = (await call(buyer, 'GET', `/api/bidding/detail?id=${id}`)).json().data as BiddingDetail;
    expect(d.orderNos).toEqual(results.find((r) => r.statusCode === 200)!.json().data.orderNos);
  });
});
