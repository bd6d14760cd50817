import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CartList } from '@mall/shared';
import { useTestApp } from '../../../testing/world';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { makeProduct, seedShopBasics, SUZHOU_ADDRESS } from '../../../testing/checkout.fixture';
import { writeMessage } from '../../content/message';
import { downloadedBook } from '../../../testing/xlsx';

// Cart, quotation, addresses and messages: the buyer's own things, and nobody else's.

const w = useTestApp();
let a: Awaited<ReturnType<typeof buyerAuth>>;
let b: Awaited<ReturnType<typeof buyerAuth>>;
const P = { plain: 101, moq: 102, beijingOnly: 103, off: 104, scarce: 105 };
const sku = (id: number) => id * 10 + 1;

beforeAll(async () => {
  const db = w.app.db.db;
  await seedShopBasics(db);
  await makeProduct(db, { id: P.plain, priceFen: 1250, stock: 100 });
  await makeProduct(db, { id: P.moq, priceFen: 333, stock: 40, moq: 10, step: 5 });
  await makeProduct(db, { id: P.beijingOnly, areas: ['110000'] });
  await makeProduct(db, { id: P.off, onShelf: false });
  await makeProduct(db, { id: P.scarce, stock: 3 });
  [a, b] = await Promise.all([buyerAuth(w.app), buyerAuth(w.app)]);
});

const call = (
  who: { headers: Record<string, string> } | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => w.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const cartOf = async (who: typeof a, areaCode = '320000') =>
  (await call(who, 'POST', '/api/cart/list/getCartList', { areaCode })).json().data as CartList;

describe('cart', () => {
  it('adds, merges a SKU into one line, and counts lines (not quantities)', async () => {
    const add = await call(a, 'POST', '/api/cart/list/saveCartProduct', { skuId: sku(P.plain), quantity: 2 });
    expect(add.statusCode).toBe(200);
    expect(add.json().data.cartNum).toBe(1);
    const again = await call(a, 'POST', '/api/cart/list/saveCartProduct', {
      skuId: sku(P.plain),
      quantity: 3,
    });
    expect(again.json().data).toEqual({ cartNum: 1, lineId: add.json().data.lineId });
    await call(a, 'POST', '/api/cart/list/saveCartProduct', { skuId: sku(P.moq), quantity: 15 });
    const count = await call(a, 'GET', '/api/cart/list/getCartListCount');
    expect(count.json().data).toEqual({ cartNum: 2 });
    const cart = await cartOf(a);
    const plain = cart.lines.find((l) => l.skuId === sku(P.plain))!;
    expect(plain).toMatchObject({
      quantity: 5,
      price: '12.50',
      amount: '62.50',
      selected: 1,
      available: true,
      unit: '套',
    });
    expect(plain.specValues).toEqual(expect.arrayContaining(['9件套', '铬钒钢']));
    expect(cart.totals).toEqual({
      selectedLines: 2,
      selectedQuantity: 20,
      selectedAmount: '112.45',
      allSelected: 1,
    });
  });

  it('refuses quantities that break the moq, the step or the stock, with the reason', async () => {
    const msg = async (skuId: number, quantity: number) =>
      (await call(a, 'POST', '/api/cart/list/saveCartProduct', { skuId, quantity })).json().msg as string;
    const fresh = await buyerAuth(w.app);
    const one = async (skuId: number, quantity: number) =>
      (await call(fresh, 'POST', '/api/cart/list/saveCartProduct', { skuId, quantity })).json().msg;
    expect(await one(sku(P.moq), 5)).toBe('起订量为 10套');
    expect(await one(sku(P.moq), 12)).toBe('购买数量须为 5套的整数倍');
    expect(await one(sku(P.moq), 45)).toBe('库存不足，最多可购买 40套');
    expect(await one(sku(P.off), 1)).toBe('商品已下架');
    expect(await one(9_999_991, 1)).toBe('商品不存在或已下架');
    expect(await msg(sku(P.moq), 30)).toMatch(/库存不足，最多可购买 40套（购物车中已有 15套）/);
    const bad = await call(a, 'POST', '/api/cart/list/saveCartProduct', { skuId: sku(P.plain), quantity: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/购买数量/);
  });

  it('checks the sales area: not sold there → refused on add, listed apart when the area changes', async () => {
    const res = await call(a, 'POST', '/api/cart/list/saveCartProduct', {
      skuId: sku(P.beijingOnly),
      quantity: 1,
      areaCode: '320000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('该区域暂不销售');
    await call(a, 'POST', '/api/cart/list/saveCartProduct', {
      skuId: sku(P.beijingOnly),
      quantity: 1,
      areaCode: ['110000'],
    });
    const inSuzhou = await cartOf(a, '320000');
    const apart = inSuzhou.unavailableLines.find((l) => l.skuId === sku(P.beijingOnly))!;
    expect(apart).toMatchObject({ available: false, selected: 0, reason: '该区域暂不销售' });
    expect(inSuzhou.totals.selectedLines).toBe(2);
    const inBeijing = await cartOf(a, '110000');
    expect(inBeijing.lines.map((l) => l.skuId)).toContain(sku(P.beijingOnly));
  });

  it('a line whose stock fell below its quantity stays listed, unselectable, with 库存不足', async () => {
    await call(a, 'POST', '/api/cart/list/saveCartProduct', { skuId: sku(P.scarce), quantity: 3 });
    await w.app.db.db.execute(sql`update skus set stock = 2 where id = ${sku(P.scarce)}`);
    const line = (await cartOf(a)).lines.find((l) => l.skuId === sku(P.scarce))!;
    expect(line).toMatchObject({ available: false, selected: 0, reason: '库存不足，最多可购买 2套' });
    const fixed = await call(a, 'POST', '/api/cart/list/editCartProduct', { ids: [line.id], quantity: 2 });
    expect(fixed.statusCode).toBe(200);
    const after = (fixed.json().data as CartList).lines.find((l) => l.id === line.id)!;
    expect(after).toMatchObject({ available: true, selected: 1, quantity: 2 });
  });

  it('selects and unselects one line or all, edits a quantity within the rules', async () => {
    const cart = await cartOf(a);
    const moqLine = cart.lines.find((l) => l.skuId === sku(P.moq))!;
    const none = await call(a, 'POST', '/api/cart/list/editCartProduct', { all: 1, selected: 0 });
    expect((none.json().data as CartList).totals).toMatchObject({
      selectedLines: 0,
      allSelected: 0,
      selectedAmount: '0.00',
    });
    const one = await call(a, 'POST', '/api/cart/list/editCartProduct', { ids: [moqLine.id], selected: 1 });
    expect((one.json().data as CartList).totals).toMatchObject({ selectedLines: 1, selectedAmount: '49.95' });
    const bad = await call(a, 'POST', '/api/cart/list/editCartProduct', { ids: [moqLine.id], quantity: 11 });
    expect(bad.statusCode).toBe(400);
    const good = await call(a, 'POST', '/api/cart/list/editCartProduct', { ids: [moqLine.id], quantity: 20 });
    expect((good.json().data as CartList).totals.selectedAmount).toBe('66.60');
    await call(a, 'POST', '/api/cart/list/editCartProduct', { all: 1, selected: 1 });
  });

  it('exports the selected lines as a real .xlsx quotation with the total in 大写', async () => {
    const res = await call(a, 'POST', '/api/cart/list/exportCartsQuotation', { areaCode: '320000' });
    expect(String(res.headers['content-disposition'])).toMatch(
      /attachment; .*filename\*=UTF-8''%E6%8A%A5%E4%BB%B7%E5%8D%95/,
    );
    const book = await downloadedBook(res);
    const sheet = book.getWorksheet('报价单')!;
    const text: string[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => text.push(String(cell.value))));
    const all = text.join('|');
    expect(all).toContain('工业品商城 报价单');
    expect(all).toContain('测试机电有限公司');
    expect(all).toMatch(/报价单号：BJ\d{14}/);
    expect(all).toContain('含税单价（元）');
    expect(all).toContain('世达');
    expect(all).toContain('SATA-101');
    // 5 × 12.50 + 20 × 3.33 + 2 × 12.50 = 154.10 (the Beijing-only line is not sold in 江苏 and is left out).
    expect(all).toContain('154.1');
    expect(all).toContain('合计大写：壹佰伍拾肆元壹角');
    expect(all).toMatch(/7 天内（至 \d{4}-\d{2}-\d{2}）有效/);
    expect(all).not.toContain('SATA-103');
  });

  it('an add passed on again by the load balancer (same X-Request-Id) counts once; a new click counts again', async () => {
    const add = (requestId: string) =>
      w.app.inject({
        method: 'POST',
        url: '/api/cart/list/saveCartProduct',
        headers: { ...b.headers, 'x-request-id': requestId },
        payload: { skuId: sku(P.plain), quantity: 2 },
      });
    const quantity = async () => (await cartOf(b)).lines.find((l) => l.skuId === sku(P.plain))?.quantity;
    const first = await add('0f8fad5bd9cb469fa16570867728950e');
    expect(first.statusCode).toBe(200);
    const retried = await add('0f8fad5bd9cb469fa16570867728950e');
    expect([retried.statusCode, retried.json().data]).toEqual([200, first.json().data]);
    expect(await quantity()).toBe(2);
    await add('7c9e6679742540de944be07fc1f90ae7');
    expect(await quantity()).toBe(4);
    await call(b, 'POST', '/api/cart/list/saveCartProduct', { skuId: sku(P.plain), quantity: 1 }); // no id
    await call(b, 'POST', '/api/cart/list/saveCartProduct', { skuId: sku(P.plain), quantity: 1 });
    expect(await quantity()).toBe(6);
    await call(b, 'POST', '/api/cart/list/deleteCartProduct', {
      ids: (await cartOf(b)).lines.map((l) => l.id),
    });
  });

  it('deletes one or many lines; the count follows at once', async () => {
    const cart = await cartOf(a);
    const ids = cart.unavailableLines.map((l) => l.id);
    const res = await call(a, 'POST', '/api/cart/list/deleteCartProduct', { ids });
    expect(res.json().data.cartNum).toBe(cart.cartNum - ids.length);
  });
});

describe('addresses', () => {
  it('adds with region names from the codes, validates the path, keeps one default', async () => {
    const first = await call(a, 'POST', '/api/address/add', SUZHOU_ADDRESS);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      provinceName: '江苏省',
      cityName: '苏州市',
      districtName: '虎丘区',
      isDefault: 1,
      fullAddress: '江苏省苏州市虎丘区星湖街 328 号 设备部',
    });
    const muni = await call(a, 'POST', '/api/address/add', {
      ...SUZHOU_ADDRESS,
      provinceCode: '110000',
      cityCode: '110101',
      districtCode: '',
      isDefault: 1,
    });
    expect(muni.json().data).toMatchObject({ provinceName: '北京市', cityName: '东城区', isDefault: 1 });
    const wrongParent = await call(a, 'POST', '/api/address/add', { ...SUZHOU_ADDRESS, cityCode: '440100' });
    expect(wrongParent.statusCode).toBe(400);
    expect(wrongParent.json().msg).toBe('所选地区不正确');
    const notLeaf = await call(a, 'POST', '/api/address/add', { ...SUZHOU_ADDRESS, districtCode: '' });
    expect(notLeaf.json().msg).toBe('请选择完整的省市区');
    const badMobile = await call(a, 'POST', '/api/address/add', { ...SUZHOU_ADDRESS, mobile: '123' });
    expect(badMobile.json().msg).toMatch(/手机号格式不正确/);
    const list = (await call(a, 'GET', '/api/address/list')).json().data as {
      id: number;
      isDefault: number;
    }[];
    expect(list.filter((x) => x.isDefault === 1)).toHaveLength(1);
    expect(list[0]!.id).toBe(muni.json().data.id);
    await call(a, 'POST', '/api/address/setDefault', { id: first.json().data.id });
    const del = await call(a, 'POST', '/api/address/delete', { id: first.json().data.id });
    expect(del.statusCode).toBe(200);
    const after = (await call(a, 'GET', '/api/address/list')).json().data as { isDefault: number }[];
    expect(after).toHaveLength(1);
    expect(after[0]!.isDefault).toBe(1);
  });
});

describe('messages', () => {
  it('counts unread, lists by type with unread first, reads, batch reads and deletes', async () => {
    const db = w.app.db.db;
    await writeMessage(db, {
      userId: a.buyer.id,
      type: 1,
      title: '订单已提交',
      content: '订单 1 已提交',
      link: '/order/list',
    });
    await writeMessage(db, { userId: a.buyer.id, type: 5, title: '系统升级公告', content: '今晚升级' });
    await writeMessage(db, { userId: a.buyer.id, type: 1, title: '订单已发货', content: '订单 1 已发货' });
    const count = await call(a, 'POST', '/api/system-message/getMessageCount', { id: 1 });
    expect(count.json().data).toEqual({ messageNum: 3 });
    const orders = await call(a, 'POST', '/api/system-message/getMessageList', {
      applicationType: 1,
      type: 1,
    });
    const page = orders.json().data;
    expect(page.total).toBe(2);
    expect(page.list[0]).toMatchObject({ title: '订单已发货', typeLabel: '订单', readStatus: 0 });
    const detail = await call(a, 'POST', '/api/system-message/getMessageDetail', { id: page.list[1].id });
    expect(detail.json().data).toMatchObject({
      content: '订单 1 已提交',
      readStatus: 1,
      link: '/order/list',
    });
    const unreadFirst = (
      await call(a, 'POST', '/api/system-message/getMessageList', { unreadFirst: 1 })
    ).json().data;
    expect(unreadFirst.list.map((m: { readStatus: number }) => m.readStatus)).toEqual([0, 0, 1]);
    expect(unreadFirst.unread).toBe(2);
    const read = await call(a, 'POST', '/api/system-message/batchReadMessage', { ids: [page.list[0].id] });
    expect(read.json().data).toEqual({ messageNum: 1 });
    const del = await call(a, 'POST', '/api/system-message/deleteMessages', { ids: [page.list[0].id] });
    expect(del.json().data).toEqual({ messageNum: 1 });
    const all = await call(a, 'POST', '/api/system-message/batchReadMessage', { all: 1 });
    expect(all.json().data).toEqual({ messageNum: 0 });
  });
});

describe('isolation', () => {
  it("another buyer's cart lines, addresses and messages are out of reach", async () => {
    const lineId = (await cartOf(a)).lines[0]!.id;
    const addressId = ((await call(a, 'GET', '/api/address/list')).json().data as { id: number }[])[0]!.id;
    await writeMessage(w.app.db.db, { userId: a.buyer.id, type: 1, title: '私密', content: '私密内容' });
    const msgId = (await call(a, 'POST', '/api/system-message/getMessageList', {})).json().data.list[0].id;

    const edit = await call(b, 'POST', '/api/cart/list/editCartProduct', { ids: [lineId], quantity: 1 });
    expect(edit.statusCode).toBe(404);
    const select = await call(b, 'POST', '/api/cart/list/editCartProduct', { ids: [lineId], selected: 0 });
    expect(select.statusCode).toBe(404);
    expect((await call(b, 'POST', '/api/cart/list/deleteCartProduct', { ids: [lineId] })).statusCode).toBe(
      404,
    );
    const quote = await call(b, 'POST', '/api/cart/list/exportCartsQuotation', { ids: [lineId] });
    expect(quote.statusCode).toBe(400);
    expect((await cartOf(b)).cartNum).toBe(0);
    expect((await call(b, 'GET', '/api/cart/list/getCartListCount')).json().data.cartNum).toBe(0);

    for (const url of ['/api/address/edit', '/api/address/delete', '/api/address/setDefault']) {
      const res = await call(b, 'POST', url, { ...SUZHOU_ADDRESS, id: addressId });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().data).toBeNull();
    }
    expect((await call(b, 'GET', '/api/address/list')).json().data).toEqual([]);

    const detail = await call(b, 'POST', '/api/system-message/getMessageDetail', { id: msgId });
    expect(detail.statusCode).toBe(404);
    await call(b, 'POST', '/api/system-message/deleteMessages', { ids: [msgId] });
    await call(b, 'POST', '/api/system-message/batchReadMessage', { ids: [msgId] });
    expect((await call(b, 'POST', '/api/system-message/getMessageList', {})).json().data.total).toBe(0);
    const still = await call(a, 'POST', '/api/system-message/getMessageDetail', { id: msgId });
    expect(still.json().data.title).toBe('私密');

    expect((await call(null, 'POST', '/api/cart/list/getCartList', {})).statusCode).toBe(401);
    const op = await operatorAuth(w.app);
    expect((await call(op, 'GET', '/api/cart/list/getCartListCount')).statusCode).toBe(403);
  });
});
