import { mkdtemp } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CommentList, MyComment, PendingCommentPage, ProductDetail } from '@mall/shared';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { buildTestApp } from '../../../testing/build-test-app';
import { useTestApp } from '../../../testing/world';
import { makeProduct, seedShopBasics } from '../../../testing/checkout.fixture';
import { addAddress, caller, deliver, markPaid, placeOrder, type Who } from '../../../testing/trade.fixture';
import { filterSensitive } from './comment.filter';

const w = useTestApp(async () =>
  buildTestApp({ DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'mall-comment-')) }),
);
let call: ReturnType<typeof caller>;
let a: Awaited<ReturnType<typeof buyerAuth>>;
let b: Who;
let ops: Who;
let addrA: number;
let lines: PendingCommentPage['list'];
let openOrderLine: number;
const sku = (id: number) => id * 10 + 1;

beforeAll(async () => {
  call = caller(w.app);
  await seedShopBasics(w.app.db.db);
  // The product page needs the fixture products' category path (16 → 19 → 1909).
  await w.app.db.db.execute(sql`insert into categories (id, parent_id, level, title) values
    (16, 0, 1, '工具耗材'), (19, 16, 2, '手动工具'), (1909, 19, 3, '扳手') on conflict (id) do nothing`);
  await makeProduct(w.app.db.db, { id: 801, priceFen: 2500 });
  await makeProduct(w.app.db.db, { id: 802, priceFen: 900 });
  [a, b, ops] = await Promise.all([buyerAuth(w.app), buyerAuth(w.app), operatorAuth(w.app, '运营')]);
  addrA = await addAddress(w.app, a);
  const done = await placeOrder(w.app, a, addrA, [
    { skuId: sku(801), quantity: 1 },
    { skuId: sku(802), quantity: 2 },
  ]);
  await markPaid(w.app, done.orderNo);
  await deliver(w.app, ops, a, done.orderNo);
  const open = await placeOrder(w.app, a, addrA, [{ skuId: sku(801), quantity: 1 }]);
  const d = (await call(a, 'POST', '/api/order/detail', { orderNo: open.orderNo })).json().data;
  openOrderLine = d.lines[0].id;
});

describe('comment posting', () => {
  it('lists the lines of completed orders awaiting a comment (not those of open orders)', async () => {
    const page = (await call(a, 'POST', '/api/comment/pending/list', {})).json().data as PendingCommentPage;
    lines = page.list;
    expect(page.total).toBe(2);
    expect(lines.map((l) => l.productId).sort()).toEqual([801, 802]);
    expect(lines.map((l) => l.orderLineId)).not.toContain(openOrderLine);
  });

  it('validates rating and length, refuses open orders, foreign lines and a second comment', async () => {
    const line = lines.find((l) => l.productId === 801)!;
    const post = (who: Who, body: object) =>
      call(who, 'POST', '/api/comment/add', {
        orderLineId: line.orderLineId,
        rating: 5,
        content: '质量很好，发货很快',
        ...body,
      });
    expect((await post(a, { rating: 0 })).json().msg).toBe('评分为 1–5 星');
    expect((await post(a, { rating: 6 })).statusCode).toBe(400);
    expect((await post(a, { content: '好' })).json().msg).toBe('评价内容至少 5 个字');
    expect((await post(a, { content: '好'.repeat(501) })).json().msg).toBe('评价内容不能超过 500 个字');
    expect((await post(a, { orderLineId: openOrderLine })).statusCode).toBe(409);
    expect((await post(b, {})).statusCode).toBe(404);
    expect((await post(a, { photos: ['https://evil.example.com/a.png'] })).statusCode).toBe(400);
    const first = await post(a, { content: '扳手质量很好，他妈的太好用了', anonymous: 0 });
    expect(first.statusCode, first.body).toBe(200);
    const c = first.json().data as MyComment;
    expect(c).toMatchObject({ rating: 5, filtered: true, anonymous: 0 });
    expect(c.content).toBe('扳手质量很好，＊＊＊太好用了');
    const again = await post(a, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该商品已评价，每件商品只能评价一次');
    expect((await post(null as unknown as Who, {})).statusCode).toBe(401);
  });

  it('anonymous comments, the posted list and the product page summary and list', async () => {
    const line = lines.find((l) => l.productId === 802)!;
    // The detail body is cached: a new comment must still show on the product page at once.
    const summaryOf802 = async () =>
      ((await call(null, 'GET', '/api/product/detail/802')).json().data as ProductDetail).commentSummary;
    expect((await summaryOf802()).total).toBe(0);
    const res = await call(a, 'POST', '/api/comment/add', {
      orderLineId: line.orderLineId,
      rating: 3,
      content: '乳胶手套性能一般，尺码偏小',
      anonymous: 1,
    });
    expect(res.json().data).toMatchObject({ content: '乳胶手套性能一般，尺码偏小', filtered: false });
    expect(await summaryOf802()).toMatchObject({ total: 1, average: '3.0' });
    const posted = (await call(a, 'POST', '/api/comment/posted/list', {})).json().data;
    expect(posted.total).toBe(2);
    expect((await call(a, 'POST', '/api/comment/pending/list', {})).json().data.total).toBe(0);
    expect((await call(b, 'POST', '/api/comment/posted/list', {})).json().data.total).toBe(0);

    const detail = (await call(null, 'GET', '/api/product/detail/801')).json().data as ProductDetail;
    expect(detail.commentSummary).toEqual({
      total: 1,
      average: '5.0',
      goodRate: 100,
      byRating: [
        { rating: 5, count: 1 },
        { rating: 4, count: 0 },
        { rating: 3, count: 0 },
        { rating: 2, count: 0 },
        { rating: 1, count: 0 },
      ],
    });
    const list = (await call(null, 'POST', '/api/product/getCommentList', { productId: 801 })).json()
      .data as CommentList;
    expect(list.total).toBe(1);
    expect(list.list[0]!.username).toBe(`${a.buyer.username[0]}***${a.buyer.username.at(-1)}`);
    expect(list.list[0]!.specText).toContain('9件套');
    const anon = (await call(null, 'POST', '/api/product/getCommentList', { productId: 802 })).json()
      .data as CommentList;
    expect(anon.list[0]).toMatchObject({ username: '匿名用户', rating: 3 });
    expect(anon.summary).toMatchObject({ total: 1, average: '3.0', goodRate: 0 });
  });

  it('the sensitive-word list leaves everyday industrial words alone', () => {
    expect(filterSensitive('性能稳定的乳胶手套，大写金额柒佰元').filtered).toBe(false);
  });
});
