import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, SubmitResult } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { freePort } from '../../../testing/free-port';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { makeProduct, seedShopBasics, SUZHOU_ADDRESS } from '../../../testing/checkout.fixture';
import { paidNotice, postNotice } from '../../../testing/trade-payment.fixture';
import { tellOutbox } from '../../../testing/trade.fixture';
import { addresses } from '../address/address.table';
import { cancelOverdueOrders, completeShippedOrders } from './order.sweeps';

// Checkout, the order life cycle, payment and isolation.

type Who = { headers: Record<string, string>; buyer?: { id: number } };
let app: TestApp;
let a: Awaited<ReturnType<typeof buyerAuth>>;
let b: Awaited<ReturnType<typeof buyerAuth>>;
let op: Awaited<ReturnType<typeof operatorAuth>>;
let addrA: number;
const sku = (id: number) => id * 10 + 1;

/** The app's public origin's port: where the gateway's notifications must arrive. */
let publicPort: number;

beforeAll(async () => {
  publicPort = await freePort();
  app = await buildTestApp({ PUBLIC_ORIGIN: `http://127.0.0.1:${publicPort}` });
  const db = app.db.db;
  await seedShopBasics(db);
  for (const id of [201, 202, 203, 204, 205, 206]) await makeProduct(db, { id, priceFen: 1999, stock: 100 });
  await makeProduct(db, { id: 207, areas: ['110000'] });
  await makeProduct(db, { id: 208, priceFen: 500, stock: 50 });
  [a, b, op] = await Promise.all([buyerAuth(app), buyerAuth(app), operatorAuth(app, '运营')]);
  addrA = (await call(a, 'POST', '/api/address/add', SUZHOU_ADDRESS)).json().data.id;
});
afterAll(async () => {
  await app.close();
});

function call(who: Who | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
}
async function submit(who: Who, body: Record<string, unknown>) {
  return call(who, 'POST', '/api/checkout/submit', {
    idempotencyKey: randomUUID(),
    addressId: addrA,
    payMethod: 4,
    ...body,
  });
}
async function buyNow(skuId: number, payMethod = 4, quantity = 1): Promise<SubmitResult> {
  const res = await submit(a, { items: [{ skuId, quantity }], payMethod });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SubmitResult;
}
const detail = async (orderNo: string, who: Who = a) =>
  (await call(who, 'POST', '/api/order/detail', { orderNo })).json().data as OrderDetail;
const stockOf = async (skuId: number) =>
  (await queryRows<{ stock: number }>(app.db.db, sql`select stock from skus where id = ${skuId}`))[0]!.stock;

describe('checkout', () => {
  it('previews against the address province and places one order from cart lines', async () => {
    const line = (
      await call(a, 'POST', '/api/cart/list/saveCartProduct', { skuId: sku(201), quantity: 3 })
    ).json().data.lineId;
    await call(a, 'POST', '/api/cart/list/saveCartProduct', {
      skuId: sku(207),
      quantity: 1,
      areaCode: '110000',
    });
    const bj = (await call(a, 'POST', '/api/cart/list/getCartList', { areaCode: '110000' })).json().data
      .lines;
    const bjLine = bj.find((l: { skuId: number }) => l.skuId === sku(207)).id;
    const preview = await call(a, 'POST', '/api/checkout/preview', {
      cartLineIds: [line, bjLine],
      addressId: addrA,
    });
    const p = preview.json().data;
    expect(p).toMatchObject({
      areaCode: '320000',
      canSubmit: false,
      amounts: { payAmount: '59.97', itemCount: 3 },
    });
    expect(p.problems[0]).toMatch(/该区域暂不销售/);
    expect(p.payMethods.map((m: { label: string }) => m.label)).toEqual([
      '支付宝',
      '微信',
      '银联',
      '线下/对公转账',
    ]);
    expect(p.invoiceTypes.map((t: { value: number }) => t.value)).toEqual([2, 4]);

    const refused = await submit(a, { cartLineIds: [line, bjLine] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toMatch(/商品信息有变化.*该区域暂不销售/);

    // A saved invoice title of the buyer (the invoice module checks ownership and copies it).
    const title = await call(a, 'POST', '/api/invoice/title/add', {
      companyName: '苏州星湖精密机械有限公司',
      taxNo: '91350100M000100Y43',
      regAddress: '苏州工业园区星湖街 328 号',
      regPhone: '0512-62881234',
      bankName: '中国银行苏州工业园区支行',
      bankAccount: '540212345678',
    });
    const res = await submit(a, {
      cartLineIds: [line],
      invoice: { type: 2, titleId: title.json().data.id },
      remark: '请工作日送货',
      expectedDeliveryDate: '2099-01-01',
      expectedPayAmount: '59.97',
    });
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json().data as SubmitResult;
    expect(placed).toMatchObject({
      status: 1,
      payStatus: 0,
      payMethod: 4,
      payAmount: '59.97',
      repeated: false,
      payDeadline: null,
    });
    expect(placed.orderNo).toMatch(/^\d{18}$/);
    expect(await stockOf(sku(201))).toBe(97);
    const cart = (await call(a, 'POST', '/api/cart/list/getCartList', { areaCode: '110000' })).json().data;
    expect(cart.lines.map((l: { id: number }) => l.id)).not.toContain(line);
    const d = await detail(placed.orderNo);
    expect(d).toMatchObject({
      statusLabel: '待接单',
      remark: '请工作日送货',
      expectedDeliveryDate: '2099-01-01',
      invoice: { type: 2, typeLabel: '增值税电子专用发票', kind: 20 },
      address: { provinceName: '江苏省', districtName: '虎丘区', contactName: '李工' },
      payment: { methodLabel: '线下/对公转账', statusLabel: '待支付' },
    });
    expect(d.timeline.map((t) => t.eventLabel)).toEqual(['提交订单']);
    // The 站内信 is the notification service's, told from the outbox (a few seconds later, on its schedule).
    const inbox = async () =>
      (await call(a, 'POST', '/api/system-message/getMessageList', { type: 1 })).json().data.list as {
        title: string;
        summary: string;
        link: string;
      }[];
    expect((await inbox()).filter((m) => m.link.endsWith(placed.orderNo))).toEqual([]);
    await tellOutbox(app);
    expect((await inbox())[0]).toMatchObject({
      title: `已提交：订单 ${placed.orderNo}（¥${placed.payAmount}）`,
      link: `/order/detail?orderNo=${placed.orderNo}`,
    });
    expect((await inbox())[0]!.summary).toContain('请按页面提示对公转账并提交汇款信息');
  });

  it('is idempotent: a repeated or concurrent submit with one key places one order', async () => {
    const body = { idempotencyKey: randomUUID(), items: [{ skuId: sku(202), quantity: 2 }] };
    const [x, y, z] = await Promise.all([submit(a, body), submit(a, body), submit(a, body)]);
    const nos = [x, y, z].map((r) => r.json().data.orderNo);
    expect(new Set(nos).size).toBe(1);
    expect([x, y, z].filter((r) => r.json().data.repeated === false)).toHaveLength(1);
    const again = await submit(a, body);
    expect(again.json().data).toMatchObject({ orderNo: nos[0], repeated: true });
    expect(await stockOf(sku(202))).toBe(98);
  });

  it('answers 409 when the price or the stock changed since the buyer looked', async () => {
    const price = await submit(a, { items: [{ skuId: sku(203), quantity: 1 }], expectedPayAmount: '10.00' });
    expect(price.statusCode).toBe(409);
    expect(price.json().msg).toBe('商品价格有变动，应付金额已更新为 ¥19.99，请确认后重新提交');
    const stock = await submit(a, { items: [{ skuId: sku(203), quantity: 101 }] });
    expect(stock.statusCode).toBe(409);
    expect(stock.json().msg).toMatch(/库存不足，最多可购买 100套/);
    const past = await submit(a, {
      items: [{ skuId: sku(203), quantity: 1 }],
      expectedDeliveryDate: '2001-01-01',
    });
    expect(past.json().msg).toBe('期望交货日期不能早于今天');
    const plainInvoice = await submit(a, {
      items: [{ skuId: sku(203), quantity: 1 }],
      invoice: { type: 1, titleId: 1 },
    });
    expect(plainInvoice.statusCode).toBe(400);
    expect(await stockOf(sku(203))).toBe(100);
  });

  it('never oversells: 200 concurrent checkouts of a SKU with stock 50 → exactly 50 orders, stock 0', async () => {
    const rows = await app.db.db
      .insert(addresses)
      .values({
        ...SUZHOU_ADDRESS,
        userId: b.buyer.id,
        provinceName: '江苏省',
        cityName: '苏州市',
        districtName: '虎丘区',
      })
      .returning();
    const buyers = [
      { who: a, addressId: addrA },
      { who: b, addressId: rows[0]!.id },
    ];
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const { who, addressId } = buyers[i % 2]!;
        return submit(who, { addressId, items: [{ skuId: sku(208), quantity: 1 }] });
      }),
    );
    const okCount = results.filter((r) => r.statusCode === 200).length;
    expect(okCount).toBe(50);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(150);
    expect(results.find((r) => r.statusCode === 409)!.json().msg).toMatch(/库存不足|已售罄/);
    expect(await stockOf(sku(208))).toBe(0);
    const [n] = await queryRows<{ n: number }>(
      app.db.db,
      sql`select coalesce(sum(quantity), 0)::int as n from order_lines where sku_id = ${sku(208)}`,
    );
    expect(n!.n).toBe(50);
  });
});

describe('life cycle', () => {
  const opCall = (url: string, body: object, who: Who = op) => call(who, 'POST', url, body);
  const accept = (orderNo: string) => opCall('/api/admin/order/accept', { orderNo });
  const ship = (orderNo: string) =>
    opCall('/api/admin/order/ship', { orderNo, carrier: '顺丰速运', trackingNo: 'SF1234567890' });
  const opCancel = (orderNo: string) =>
    opCall('/api/admin/order/cancel', { orderNo, reason: '客户要求取消' });
  const buyerCancel = (orderNo: string) =>
    call(a, 'POST', '/api/order/cancel', { orderNo, reason: '不想买了' });
  const receive = (orderNo: string) => call(a, 'POST', '/api/order/confirmReceipt', { orderNo });
  const MOVES = { accept, ship, opCancel, buyerCancel, receive };
  const LEGAL: Record<number, (keyof typeof MOVES)[]> = {
    1: ['accept', 'opCancel', 'buyerCancel'],
    2: ['ship', 'opCancel', 'buyerCancel'],
    4: ['receive'],
    5: [],
    7: [],
  };
  async function orderIn(status: 1 | 2 | 4 | 5 | 7) {
    const { orderNo } = await buyNow(sku(204));
    if (status === 7) await buyerCancel(orderNo);
    if (status >= 2 && status !== 7) await accept(orderNo);
    if (status >= 4 && status !== 7) await ship(orderNo);
    if (status === 5) await receive(orderNo);
    expect((await detail(orderNo)).status).toBe(status);
    return orderNo;
  }

  it('refuses every move the graph does not allow with 409 and a Chinese msg', async () => {
    for (const status of [1, 2, 4, 5, 7] as const) {
      const orderNo = await orderIn(status);
      for (const [name, move] of Object.entries(MOVES)) {
        if (LEGAL[status]!.includes(name as keyof typeof MOVES)) continue;
        const res = await move(orderNo);
        expect(res.statusCode, `${name} from ${status}`).toBe(409);
        expect(res.json().msg).toMatch(/^订单当前状态为“.+”，不能/);
      }
      expect((await detail(orderNo)).status).toBe(status);
    }
  });

  it('walks 1 → 2 → 4 → 5 with a timeline, shipment facts and a message for every step', async () => {
    const { orderNo } = await buyNow(sku(205));
    expect((await accept(orderNo)).json().data.statusLabel).toBe('待发货');
    const shipped = (await ship(orderNo)).json().data as OrderDetail;
    expect(shipped).toMatchObject({
      status: 4,
      shipment: { carrier: '顺丰速运', trackingNo: 'SF1234567890' },
    });
    expect(shipped.autoCompleteAt).not.toBeNull();
    const done = (await receive(orderNo)).json().data as OrderDetail;
    expect(done.statusLabel).toBe('已完成');
    expect(done.timeline.map((t) => t.eventLabel)).toEqual([
      '提交订单',
      '商家已接单',
      '商品已发货',
      '确认收货',
    ]);
    expect(done.actions.canBuyAgain).toBe(true);
    await tellOutbox(app);
    const titles = (await call(a, 'POST', '/api/system-message/getMessageList', { type: 1, pageSize: 100 }))
      .json()
      .data.list.filter((m: { link: string }) => m.link.endsWith(orderNo))
      .map((m: { title: string }) => m.title);
    // 接单 and 发货 are notification events (told from the outbox); 收货 is the order's own message.
    expect(titles).toHaveLength(4);
    expect(titles).toEqual(
      expect.arrayContaining([
        '订单已完成',
        `已发货：订单 ${orderNo}（顺丰速运 SF1234567890）`,
        `已接单：订单 ${orderNo}`,
        expect.stringMatching(new RegExp(`^已提交：订单 ${orderNo}（¥`)),
      ]),
    );
    const again = await call(a, 'POST', '/api/order/buyAgain', { orderNo });
    expect(again.json().data).toMatchObject({ added: 1, skipped: [] });
    const filtered = await call(a, 'POST', '/api/order/list', {
      type: 5,
      orderNo: orderNo.slice(-6),
      dateRange: '01',
    });
    expect(filtered.json().data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([orderNo]);
    const byName = await call(a, 'POST', '/api/order/list', { productName: '扳手套装 205' });
    expect(
      byName.json().data.list.every((o: { lines: { title: string }[] }) => o.lines[0]!.title.includes('205')),
    ).toBe(true);
    const counts = (await call(a, 'GET', '/api/order/getOrderCount')).json().data;
    expect(counts.completed).toBeGreaterThanOrEqual(2);
    // Completed and unpaid (offline): 待结算.
    const settle = (await call(a, 'POST', '/api/order/list', { view: 'toSettle' })).json().data.list;
    expect(settle.map((o: { orderNo: string }) => o.orderNo)).toContain(orderNo);
  });

  it('cancelling releases the stock; a paid order cannot be cancelled by the buyer', async () => {
    const before = await stockOf(sku(206));
    const { orderNo } = await buyNow(sku(206), 4, 5);
    expect(await stockOf(sku(206))).toBe(before - 5);
    const cancelled = (await buyerCancel(orderNo)).json().data as OrderDetail;
    expect(cancelled).toMatchObject({ status: 7, cancelReason: '不想买了', payStatus: 3 });
    expect(await stockOf(sku(206))).toBe(before);

    const paid = await buyNow(sku(206));
    const fin = await operatorAuth(app, '财务');
    await call(a, 'POST', '/api/pay/offline/submitRemittance', {
      orderNo: paid.orderNo,
      payerName: '测试机电有限公司',
      payerBank: '工商银行',
      payerAccount: '6222 0000 1111',
      amount: '19.99',
      remittedAt: '2026-11-23 10:00',
    });
    expect((await buyerCancel(paid.orderNo)).statusCode).toBe(409);
    await call(fin, 'POST', '/api/admin/order/confirmOfflinePayment', { orderNo: paid.orderNo });
    const res = await buyerCancel(paid.orderNo);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('订单已支付，不能自行取消，请联系客服');
    const byOp = (await opCancel(paid.orderNo)).json().data as OrderDetail;
    expect(byOp).toMatchObject({ status: 7, payStatusLabel: '待退款' });
  });

  it('sweeps: unpaid online orders past the deadline are cancelled; shipped ones complete after N days', async () => {
    const before = await stockOf(sku(206));
    const online = await buyNow(sku(206), 1, 2);
    expect(online.payDeadline).not.toBeNull();
    expect((await cancelOverdueOrders(app.db.db)).ids).toHaveLength(0);
    const later = new Date(Date.now() + (app.env.ORDER_PAY_TIMEOUT_MINUTES + 1) * 60_000);
    const swept = await cancelOverdueOrders(app.db.db, later);
    expect(swept.ids.length).toBeGreaterThanOrEqual(1);
    const d = await detail(online.orderNo);
    expect(d).toMatchObject({ status: 7, cancelReason: '超时未支付，系统自动取消' });
    expect(d.timeline.at(-1)!.actor).toBe('system');
    expect(await stockOf(sku(206))).toBe(before);

    const offline = await buyNow(sku(206));
    await accept(offline.orderNo);
    await ship(offline.orderNo);
    const days = app.env.ORDER_AUTO_COMPLETE_DAYS;
    expect(await completeShippedOrders(app.db.db, days)).toHaveLength(0);
    const done = await completeShippedOrders(app.db.db, days, new Date(Date.now() + (days + 1) * 86_400_000));
    expect(done.length).toBeGreaterThanOrEqual(1);
    expect((await detail(offline.orderNo)).timeline.at(-1)!.eventLabel).toBe('订单完成');
  });
});

describe('payment', () => {
  const notice = (tradeNo: string, amount: string, over: Record<string, string> = {}) =>
    paidNotice(app, tradeNo, amount, over);
  const notify = (params: Record<string, string>) => postNotice(app, params);

  it('opens the sandbox cashier with a QR code and verifies signature, amount, replays and age', async () => {
    const order = await buyNow(sku(203), 1);
    const start = await call(a, 'POST', '/api/pay/create', { orderNo: order.orderNo });
    expect(start.statusCode, start.body).toBe(200);
    const { tradeNo, cashierUrl, amount } = start.json().data;
    expect(amount).toBe('19.99');
    const page = await app.inject({ method: 'GET', url: cashierUrl });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('data:image/png;base64');
    expect(page.body).toContain('确认支付');

    const forged = { ...notice(tradeNo, '19.99'), sign: 'f'.repeat(64) };
    expect((await notify(forged)).statusCode).toBe(400);
    const tampered = notice(tradeNo, '19.99');
    tampered.total_amount = '0.01';
    expect((await notify(tampered)).body).toBe('fail');
    const cheap = await notify(notice(tradeNo, '0.01'));
    expect(cheap.statusCode).toBe(400);
    const stale = await notify(notice(tradeNo, '19.99', { notify_time: String(Date.now() - 3_600_000) }));
    expect(stale.statusCode).toBe(400);
    expect((await detail(order.orderNo)).payStatus).toBe(0);

    const good = notice(tradeNo, '19.99');
    const first = await notify(good);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('success');
    const replay = await notify(good);
    expect(replay.body).toBe('success');
    const second = await notify(notice(tradeNo, '19.99'));
    expect(second.body).toBe('success');
    const d = await detail(order.orderNo);
    expect(d.payment).toMatchObject({ status: 2, statusLabel: '已支付', tradeNo });
    expect(d.timeline.filter((t) => t.event === 'paid')).toHaveLength(1);
    const status = await call(a, 'POST', '/api/pay/getPayStatus', { orderNo: order.orderNo });
    expect(status.json().data.payStatusLabel).toBe('已支付');
    expect((await call(a, 'POST', '/api/pay/create', { orderNo: order.orderNo })).statusCode).toBe(409);
    // Paid online orders may now be accepted; unpaid ones may not.
    expect((await call(op, 'POST', '/api/admin/order/accept', { orderNo: order.orderNo })).statusCode).toBe(
      200,
    );
    const unpaid = await buyNow(sku(203), 2);
    const refused = await call(op, 'POST', '/api/admin/order/accept', { orderNo: unpaid.orderNo });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('在线支付的订单尚未支付，不能接单');
  });

  it('pays end to end over HTTP: cashier → 确认支付 → signed notification → order paid', async () => {
    const order = await buyNow(sku(203), 3);
    // Served on the configured public origin, so the gateway's signed notification comes back to it.
    const address = await app.listen({ port: publicPort, host: '127.0.0.1' });
    const start = await fetch(`${address}/api/pay/create`, {
      method: 'POST',
      headers: { ...a.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ orderNo: order.orderNo }),
    });
    const { cashierUrl } = ((await start.json()) as { data: { cashierUrl: string } }).data;
    const cashier = await fetch(`${address}${cashierUrl}`);
    const action = /action="([^"]+)"/.exec(await cashier.text())![1]!;
    const paid = await fetch(`${address}${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success',
    });
    expect(await paid.text()).toContain('支付成功');
    for (let i = 0; i < 50 && (await detail(order.orderNo)).payStatus !== 2; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await detail(order.orderNo)).payment.statusLabel).toBe('已支付');
  });

  it('offline transfer: remittance must match the amount; only operators with the role confirm', async () => {
    const order = await buyNow(sku(203));
    const body = {
      orderNo: order.orderNo,
      payerName: '测试机电有限公司',
      payerBank: '工商银行',
      payerAccount: '6222 0000 1111',
      remittedAt: '2026-11-23 10:00',
    };
    const wrong = await call(a, 'POST', '/api/pay/offline/submitRemittance', { ...body, amount: '1.00' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('汇款金额须与订单应付金额 ¥19.99 一致');
    const sent = await call(a, 'POST', '/api/pay/offline/submitRemittance', { ...body, amount: '19.99' });
    expect(sent.json().data.payStatusLabel).toBe('待确认收款');
    const goods = await operatorAuth(app, '商品');
    expect(
      (await call(goods, 'POST', '/api/admin/order/confirmOfflinePayment', { orderNo: order.orderNo }))
        .statusCode,
    ).toBe(403);
    // Confirming money is finance's (area payments): 运营 is refused, 财务 confirms.
    const ops = await call(op, 'POST', '/api/admin/order/confirmOfflinePayment', { orderNo: order.orderNo });
    expect(ops.statusCode).toBe(403);
    const fin = await operatorAuth(app, '财务');
    const ok = await call(fin, 'POST', '/api/admin/order/confirmOfflinePayment', { orderNo: order.orderNo });
    expect(ok.json().data.payment).toMatchObject({ status: 2, remittance: { status: 1, amount: '19.99' } });
    expect(
      (await call(fin, 'POST', '/api/admin/order/confirmOfflinePayment', { orderNo: order.orderNo }))
        .statusCode,
    ).toBe(409);
    expect((await call(a, 'GET', '/api/pay/offline/account')).json().data.bankName).toMatch(/银行/);
    const invoice = (await call(a, 'POST', '/api/order/list', { view: 'toInvoice' })).json().data.list;
    expect(invoice.map((o: { orderNo: string }) => o.orderNo)).toContain(order.orderNo);
  });
});

describe('isolation', () => {
  it("another buyer's orders, addresses and cart lines are out of reach on every call", async () => {
    const order = await buyNow(sku(203));
    const online = await buyNow(sku(203), 1);
    const cartLine = (
      await call(a, 'POST', '/api/cart/list/saveCartProduct', { skuId: sku(203), quantity: 1 })
    ).json().data.lineId;
    const orderNo = order.orderNo;
    const calls: [string, object][] = [
      ['/api/order/detail', { orderNo }],
      ['/api/order/cancel', { orderNo, reason: '不想买了' }],
      ['/api/order/confirmReceipt', { orderNo }],
      ['/api/order/buyAgain', { orderNo }],
      ['/api/pay/create', { orderNo: online.orderNo }],
      ['/api/pay/getPayStatus', { orderNo }],
      [
        '/api/pay/offline/submitRemittance',
        {
          orderNo,
          payerName: '某公司',
          payerBank: '某银行',
          payerAccount: '622200001111',
          amount: '19.99',
          remittedAt: '2026-11-23',
        },
      ],
      ['/api/checkout/preview', { cartLineIds: [cartLine] }],
      ['/api/checkout/preview', { items: [{ skuId: sku(203), quantity: 1 }], addressId: addrA }],
      [
        '/api/checkout/submit',
        {
          idempotencyKey: randomUUID(),
          addressId: addrA,
          payMethod: 4,
          items: [{ skuId: sku(203), quantity: 1 }],
        },
      ],
    ];
    for (const [url, body] of calls) {
      const res = await call(b, 'POST', url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().data, url).toBeNull();
    }
    const list = (await call(b, 'POST', '/api/order/list', {})).json().data.list;
    expect(list.map((o: { orderNo: string }) => o.orderNo)).not.toContain(orderNo);
    expect((await detail(orderNo)).status).toBe(1);

    for (const url of [
      '/api/admin/order/list',
      '/api/admin/order/detail',
      '/api/admin/order/accept',
      '/api/admin/order/ship',
      '/api/admin/order/cancel',
      '/api/admin/order/confirmOfflinePayment',
    ]) {
      const res = await call(a, 'POST', url, {
        orderNo,
        carrier: '顺丰速运',
        trackingNo: 'SF1234567890',
        reason: '测试',
      });
      expect(res.statusCode, url).toBe(403);
    }
    expect((await call(op, 'POST', '/api/order/list', {})).statusCode).toBe(403);
    expect((await call(null, 'POST', '/api/order/list', {})).statusCode).toBe(401);
    const adminList = await call(op, 'POST', '/api/admin/order/list', { orderNo });
    expect(adminList.json().data.list[0].buyer.username).toBe(a.buyer.username);
  });
});
