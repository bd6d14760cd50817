import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  PRODUCT_SHEET_COLUMNS,
  STOCK_ALERT_MAX_WAITING,
  STOCK_ALERT_MSG,
  type AdminProduct,
  type AdminProductSaveBody,
  type MessagePage,
  type SmsOutboxEntry,
  type StockAlertItem,
  type StockAlertPage,
} from '@mall/shared';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { smsAnyTime, tellFromOutboxNow } from '../../../testing/sms-notice.fixture';
import { useTestApp } from '../../../testing/world';
import type { Envelope } from '../../../testing/envelope';
import { gloveBody, seedShopBasics, SUZHOU_ADDRESS } from '../../../testing/checkout.fixture';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { uploadFile } from '../../../testing/multipart';
import { downloadedBook } from '../../../testing/xlsx';

// 到货提醒: subscribing, firing once from every stock writer (console edit, spreadsheet
// import, an order cancellation), two restocks at once, and one buyer's alerts hidden from another.

type Buyer = Awaited<ReturnType<typeof buyerAuth>>;
const w = useTestApp(() => buildCatalogueApp(40), 120_000);
let op: Record<string, string>;
let a: Buyer;
let b: Buyer;
let c: Buyer;
let seq = 0;

beforeAll(async () => {
  await seedShopBasics(w.app.db.db);
  op = (await operatorAuth(w.app, '商品')).headers;
  [a, b, c] = [await buyerAuth(w.app), await buyerAuth(w.app), await buyerAuth(w.app)];
}, 120_000);

async function post<T>(url: string, payload: object, headers: Record<string, string> = {}) {
  const res = await w.app.inject({ method: 'POST', url, payload, headers });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}
async function okPost<T>(url: string, payload: object, headers: Record<string, string>) {
  const r = await post<T>(url, payload, headers);
  expect(r.status, `${url} ${JSON.stringify(r.body)}`).toBe(200);
  return r.body.data;
}

type SkuDraft = { stock: number; areaStocks?: { areaCode: string; stock: number }[] };
/** A console product with one SKU per draft (sizes S, M, …), sold in `areas`. */
async function createProduct(
  skus: SkuDraft[],
  over: Partial<AdminProductSaveBody> = {},
): Promise<AdminProduct> {
  const tag = `DH${++seq}${randomUUID().slice(0, 4)}`;
  const sizes = ['S', 'M', 'L', 'XL'];
  return okPost<AdminProduct>(
    '/api/admin/catalogue/product/save',
    {
      ...gloveBody(
        tag,
        `世达 到货提醒测试手套 ${tag}`,
        skus.map((s, i) => ({ ...s, spec: skus.length > 1 ? { 尺寸: sizes[i]! } : undefined })),
        skus.length > 1 ? [{ name: '尺寸', values: sizes.slice(0, skus.length) }] : [],
      ),
      ...over,
    },
    op,
  );
}
/** Saves the product again in the console with these SKU stocks (national, and provincial rows). */
async function editStock(product: AdminProduct, skus: SkuDraft[], over: Partial<AdminProductSaveBody> = {}) {
  return okPost<AdminProduct>(
    '/api/admin/catalogue/product/save',
    {
      ...product,
      skus: product.skus.map((k, i) => ({
        ...k,
        stock: skus[i]?.stock ?? k.stock,
        areaStocks: skus[i]?.areaStocks ?? k.areaStocks,
      })),
      ...over,
    },
    op,
  );
}
const subscribe = (who: Buyer | null, skuId: number, areaCode = '320000') =>
  post<StockAlertItem>('/api/stock-alert/subscribe', { skuId, areaCode }, who?.headers ?? {});
const alerts = async (who: Buyer) =>
  (await okPost<StockAlertPage>('/api/stock-alert/list', { pageSize: 100 }, who.headers)).list;
const alertOf = async (who: Buyer, id: number) => (await alerts(who)).find((x) => x.id === id);
/** The buyer's 到货提醒 messages (the 站内信 of stock.back, told from the outbox: read it first). */
const alertMessages = async (who: Buyer) => {
  await tellFromOutboxNow(w.app);
  return (
    await okPost<MessagePage>('/api/system-message/getMessageList', { type: 7, pageSize: 100 }, who.headers)
  ).list;
};
async function outbox(mobile: string) {
  const res = await w.app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${mobile}` });
  return (res.json() as Envelope<SmsOutboxEntry[]>).data;
}
/** Waits for the background checks the writes started. */
const settled = () => w.app.jobs.idle();

async function addressOf(who: Buyer): Promise<number> {
  return (await okPost<{ id: number }>('/api/address/add', { ...SUZHOU_ADDRESS }, who.headers)).id;
}
async function order(who: Buyer, skuId: number, quantity: number, addressId: number): Promise<string> {
  const placed = await okPost<{ orderNo: string }>(
    '/api/checkout/submit',
    { idempotencyKey: randomUUID(), addressId, payMethod: 4, items: [{ skuId, quantity }] },
    who.headers,
  );
  return placed.orderNo;
}
const cancel = (who: Buyer, orderNo: string) =>
  post<unknown>('/api/order/cancel', { orderNo, reason: '计划有变' }, who.headers);

describe('subscribing (到货通知)', () => {
  it('takes a SKU sold out in the area, answers the same alert again, and refuses what cannot wait', async () => {
    const p = await createProduct([{ stock: 0 }, { stock: 25 }]);
    const [empty, full] = p.skus;

    const first = await subscribe(a, empty!.id);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.msg).toBe(STOCK_ALERT_MSG.SUBSCRIBED);
    expect(first.body.data).toMatchObject({
      skuId: empty!.id,
      productId: p.id,
      title: p.title,
      code: empty!.code,
      spec: 'S',
      price: '12.50',
      unit: '副',
      areaCode: '320000',
      areaName: '江苏省',
      state: 1,
      stateLabel: '等待到货',
      available: false,
      notifiedAt: null,
    });
    const again = await subscribe(a, empty!.id, '320500'); // a city of 江苏 is 江苏
    expect(again.body.msg).toBe(STOCK_ALERT_MSG.ALREADY);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await alerts(a)).filter((x) => x.skuId === empty!.id)).toHaveLength(1);

    const inStock = await subscribe(a, full!.id);
    expect([inStock.status, inStock.body.msg]).toEqual([400, STOCK_ALERT_MSG.IN_STOCK]);
    const unknown = await subscribe(a, 2_000_000_000);
    expect([unknown.status, unknown.body.msg]).toEqual([404, STOCK_ALERT_MSG.SKU_NOT_FOUND]);
    const badArea = await subscribe(a, empty!.id, '990000');
    expect(badArea.status).toBe(400);
    expect((await subscribe(null, empty!.id)).status).toBe(401);

    const states = await okPost<{ waiting: number[] }>(
      '/api/stock-alert/states',
      { skuIds: [empty!.id, full!.id], areaCode: ['320000'] },
      a.headers,
    );
    expect(states.waiting).toEqual([empty!.id]);
    const elsewhere = await okPost<{ waiting: number[] }>(
      '/api/stock-alert/states',
      { skuIds: [empty!.id], areaCode: '330000' },
      a.headers,
    );
    expect(elsewhere.waiting).toEqual([]);
  });

  it('refuses a product off the shelf or not sold in the area; counts stock below the minimum as sold out', async () => {
    const off = await createProduct([{ stock: 0 }], { onShelf: false });
    const r1 = await subscribe(a, off.skus[0]!.id);
    expect([r1.status, r1.body.msg]).toEqual([400, STOCK_ALERT_MSG.OFF_SHELF]);

    const zhejiangOnly = await createProduct([{ stock: 0 }], { salesAreaCodes: ['330000'] });
    const r2 = await subscribe(a, zhejiangOnly.skus[0]!.id, '320000');
    expect([r2.status, r2.body.msg]).toEqual([400, STOCK_ALERT_MSG.NOT_IN_AREA]);
    expect((await subscribe(a, zhejiangOnly.skus[0]!.id, '330000')).status).toBe(200);

    // 3 in stock but 10 is the minimum order: it cannot be bought, so it can be waited for.
    const short = await createProduct([{ stock: 3 }], { moq: 10, step: 5 });
    expect((await subscribe(a, short.skus[0]!.id)).status).toBe(200);

    // At most STOCK_ALERT_MAX_WAITING waiting alerts per buyer.
    const d = await buyerAuth(w.app);
    await w.app.db.db.execute(sql`insert into stock_alerts (user_id, sku_id, area_code)
      select ${d.buyer.id}, id, '320000' from skus order by id limit ${STOCK_ALERT_MAX_WAITING}`);
    const full = await subscribe(d, short.skus[0]!.id);
    expect([full.status, full.body.msg]).toEqual([400, STOCK_ALERT_MSG.TOO_MANY]);
  });

  it('reads the area’s own warehouse: 浙江 sold out while the national stock is not', async () => {
    const p = await createProduct([{ stock: 50, areaStocks: [{ areaCode: '330000', stock: 0 }] }]);
    const sku = p.skus[0]!.id;
    expect((await subscribe(b, sku, '320000')).body.msg).toBe(STOCK_ALERT_MSG.IN_STOCK);
    const zj = await subscribe(b, sku, '330000');
    expect(zj.status).toBe(200);
    expect(zj.body.data.areaName).toBe('浙江省');

    // More national stock does not help 浙江, which buys from its own warehouse.
    await editStock(p, [{ stock: 80, areaStocks: [{ areaCode: '330000', stock: 0 }] }]);
    await settled();
    expect((await alertOf(b, zj.body.data.id))!.state).toBe(1);
    // Stock in the 浙江 warehouse fires it.
    await editStock(p, [{ stock: 80, areaStocks: [{ areaCode: '330000', stock: 6 }] }]);
    await settled();
    expect((await alertOf(b, zj.body.data.id))!.state).toBe(2);
  });
});

describe('firing', () => {
  it('on a console stock edit: one message per subscriber, an SMS to who has 短信 on, 已通知, never twice', async () => {
    // a keeps 到货提醒 短信 on (the platform's default; quiet hours off): the notification service texts
    // him; b switched it off.
    await smsAnyTime(w.app, a, 'stock');
    await smsAnyTime(w.app, b, 'stock', false);
    const p = await createProduct([{ stock: 0 }, { stock: 0 }]);
    const [s1, s2] = p.skus;
    const alertA = (await subscribe(a, s1!.id, '320000')).body.data;
    const alertB = (await subscribe(b, s1!.id, '0000')).body.data;
    const alertB2 = (await subscribe(b, s2!.id, '0000')).body.data;
    const before = { a: (await alertMessages(a)).length, b: (await alertMessages(b)).length };

    // Only the first SKU comes back.
    await editStock(p, [{ stock: 20 }, { stock: 0 }]);
    await tellFromOutboxNow(w.app);
    const msgsA = await alertMessages(a);
    expect(msgsA).toHaveLength(before.a + 1);
    expect(msgsA[0]).toMatchObject({
      type: 7,
      typeLabel: '到货提醒',
      title: `到货提醒：${p.title}（S） 已到货`,
      link: `/goods/${s1!.id}`,
      readStatus: 0,
    });
    expect(msgsA[0]!.summary).toContain('已在江苏省到货');
    expect(msgsA[0]!.summary).toContain(s1!.code);
    expect(await alertMessages(b)).toHaveLength(before.b + 1);
    const itemA = await alertOf(a, alertA.id);
    expect(itemA).toMatchObject({ state: 2, stateLabel: '已通知', available: true });
    expect(itemA!.notifiedAt).not.toBeNull();
    expect((await alertOf(b, alertB.id))!.state).toBe(2);
    expect((await alertOf(b, alertB2.id))!.state).toBe(1);
    const sms = (await outbox(a.buyer.mobile)).filter((e) => e.content.includes(p.title.slice(0, 20)));
    expect(sms).toHaveLength(1);
    expect(sms[0]!.content).toMatch(/^【工业品商城】到货提醒：.+（S） 已到货，详情：http.*\/goods\//);
    expect(
      (await outbox(b.buyer.mobile)).filter((e) => e.content.includes(p.title.slice(0, 20))),
    ).toHaveLength(0);

    // More stock, another save: nothing new.
    await editStock(p, [{ stock: 40 }, { stock: 0 }]);
    await tellFromOutboxNow(w.app);
    expect(await alertMessages(a)).toHaveLength(before.a + 1);
    expect(
      (await outbox(a.buyer.mobile)).filter((e) => e.content.includes(p.title.slice(0, 20))),
    ).toHaveLength(1);

    // Sold out again: the notified alert stays 已通知 until the buyer subscribes anew, which fires again.
    await editStock(p, [{ stock: 0 }, { stock: 0 }]);
    const renewed = await subscribe(a, s1!.id, '320000');
    expect(renewed.body.msg).toBe(STOCK_ALERT_MSG.SUBSCRIBED);
    expect(renewed.body.data).toMatchObject({ id: alertA.id, state: 1, notifiedAt: null });
    await editStock(p, [{ stock: 5 }, { stock: 0 }]);
    await settled();
    expect(await alertMessages(a)).toHaveLength(before.a + 2);
  });

  it('on a spreadsheet import that raises the stock', async () => {
    const p = await createProduct([{ stock: 0 }]);
    const alert = (await subscribe(c, p.skus[0]!.id)).body.data;
    const exported = await w.app.inject({
      method: 'GET',
      url: `/api/admin/catalogue/export?keyword=${encodeURIComponent(p.modelNo)}`,
      headers: op,
    });
    const book = await downloadedBook(exported);
    const sheet = book.worksheets[0]!;
    const stockColumn = PRODUCT_SHEET_COLUMNS.indexOf('库存') + 1;
    expect(sheet.getRow(1).getCell(stockColumn).value).toBe('库存');
    expect(sheet.getRow(2).getCell(1).value).toBe(p.id);
    sheet.getRow(2).getCell(stockColumn).value = 120;
    const data = Buffer.from(await book.xlsx.writeBuffer());
    const res = await uploadFile(w.app, '/api/admin/catalogue/import', op, data, 'products.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    await settled();
    expect((await alertOf(c, alert.id))!.state).toBe(2);
    expect((await alertMessages(c)).filter((m) => m.link === `/goods/${p.skus[0]!.id}`)).toHaveLength(1);
  });

  it('on a cancellation that puts the stock back', async () => {
    const p = await createProduct([{ stock: 2 }]);
    const sku = p.skus[0]!.id;
    const orderNo = await order(c, sku, 2, await addressOf(c));
    const alert = (await subscribe(a, sku)).body.data;
    expect(alert.state).toBe(1);
    expect((await cancel(c, orderNo)).status).toBe(200);
    await settled();
    expect((await alertOf(a, alert.id))!.state).toBe(2);
    expect((await alertMessages(a)).filter((m) => m.link === `/goods/${sku}`)).toHaveLength(1);
  });

  it('two restocks at once (two cancellations, and checks racing) notify each subscriber once', async () => {
    const p = await createProduct([{ stock: 4 }]);
    const sku = p.skus[0]!.id;
    const address = await addressOf(c);
    const [o1, o2] = [await order(c, sku, 2, address), await order(c, sku, 2, address)];
    const alertA = (await subscribe(a, sku)).body.data;
    const alertB = (await subscribe(b, sku, '0000')).body.data;
    const [r1, r2] = await Promise.all([cancel(c, o1), cancel(c, o2)]);
    expect([r1.status, r2.status]).toEqual([200, 200]);
    await settled();
    for (const [who, id] of [
      [a, alertA.id],
      [b, alertB.id],
    ] as const) {
      expect((await alertOf(who, id))!.state).toBe(2);
      expect((await alertMessages(who)).filter((m) => m.link === `/goods/${sku}`)).toHaveLength(1);
    }

    // The checks themselves, raced directly: of three at once, one claims the alert.
    const q = await createProduct([{ stock: 0 }]);
    const alert = (await subscribe(a, q.skus[0]!.id)).body.data;
    // The subscription queues a check of its own: let it run (and find nothing) before the stock comes back,
    // or on a slow host it would claim the alert in the middle of the race below.
    await settled();
    await w.app.db.db.execute(sql`update skus set stock = 9 where id = ${q.skus[0]!.id}`);
    const counts = await Promise.all([1, 2, 3].map(() => w.app.stockAlerts.notifyDue([q.id])));
    expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
    expect((await alertOf(a, alert.id))!.state).toBe(2);
    expect((await alertMessages(a)).filter((m) => m.link === `/goods/${q.skus[0]!.id}`)).toHaveLength(1);
  });

  it('waits while the product is off the shelf and fires when it returns to it', async () => {
    const p = await createProduct([{ stock: 0 }]);
    const alert = (await subscribe(b, p.skus[0]!.id)).body.data;
    await editStock(p, [{ stock: 30 }], { onShelf: false });
    await settled();
    expect((await alertOf(b, alert.id))!.state).toBe(1);
    const shelf = await post('/api/admin/catalogue/product/shelf', { ids: [p.id], onShelf: true }, op);
    expect(shelf.status).toBe(200);
    await settled();
    expect((await alertOf(b, alert.id))!.state).toBe(2);
  });
});

describe('my alerts', () => {
  it('lists, filters and cancels the buyer’s own; another buyer can neither see nor cancel them', async () => {
    const p = await createProduct([{ stock: 0 }, { stock: 0 }]);
    const mine = (await subscribe(c, p.skus[0]!.id)).body.data;
    const other = (await subscribe(c, p.skus[1]!.id)).body.data;

    const foreign = await post('/api/stock-alert/cancel', { id: mine.id }, b.headers);
    expect([foreign.status, foreign.body.msg]).toEqual([404, STOCK_ALERT_MSG.NOT_FOUND]);
    expect((await alerts(b)).some((x) => x.id === mine.id || x.id === other.id)).toBe(false);
    expect((await post('/api/stock-alert/cancel', { id: mine.id })).status).toBe(401);

    const cancelled = await post<StockAlertItem>('/api/stock-alert/cancel', { id: mine.id }, c.headers);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.msg).toBe(STOCK_ALERT_MSG.CANCELLED);
    expect(cancelled.body.data).toMatchObject({ state: 3, stateLabel: '已取消' });
    expect((await post('/api/stock-alert/cancel', { id: mine.id }, c.headers)).status).toBe(200);

    const waiting = await okPost<StockAlertPage>('/api/stock-alert/list', { state: 1 }, c.headers);
    expect(waiting.list.map((x) => x.id)).toContain(other.id);
    expect(waiting.list.map((x) => x.id)).not.toContain(mine.id);

    // A cancelled alert does not fire; the waiting one does and can no longer be cancelled.
    const before = (await alertMessages(c)).length;
    await editStock(p, [{ stock: 10 }, { stock: 10 }]);
    await settled();
    expect(await alertMessages(c)).toHaveLength(before + 1);
    expect((await alertOf(c, mine.id))!.state).toBe(3);
    const late = await post('/api/stock-alert/cancel', { id: other.id }, c.headers);
    expect([late.status, late.body.msg]).toEqual([409, STOCK_ALERT_MSG.ALREADY_NOTIFIED]);

    const bad = await post('/api/stock-alert/cancel', { id: 'x' }, c.headers);
    expect(bad.status).toBe(400);
    const empty = await post('/api/stock-alert/states', { skuIds: [] }, c.headers);
    expect(empty.status).toBe(400);
  });
});
