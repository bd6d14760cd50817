import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../../config/env';
import { queryRows } from '../../../db/client';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { buyerAuth } from '../../../testing/accounts';
import { makeProduct, seedShopBasics, SUZHOU_ADDRESS } from '../../../testing/checkout.fixture';
import { PRODUCTION_ENV } from '../../../testing/production-env';

// Without an online channel (PAY_PROVIDER=none, the production default) the shop takes offline transfers only.

describe('payment provider configuration', () => {
  it('refuses the sandbox gateway in production and defaults production to offline transfer only', () => {
    const prod = PRODUCTION_ENV;
    expect(() => loadEnv({ ...prod, PAY_PROVIDER: 'sandbox' })).toThrow(/PAY_PROVIDER=sandbox/);
    expect(loadEnv(prod).payProvider).toBe('none');
    expect(loadEnv({ NODE_ENV: 'development' }).payProvider).toBe('sandbox');
  });
});

describe('PAY_PROVIDER=none', () => {
  let app: TestApp;
  let buyer: Awaited<ReturnType<typeof buyerAuth>>;
  let addressId: number;
  const skuId = 301 * 10 + 1;

  beforeAll(async () => {
    app = await buildTestApp({ PAY_PROVIDER: 'none' });
    await seedShopBasics(app.db.db);
    await makeProduct(app.db.db, { id: 301, priceFen: 1200, stock: 10 });
    buyer = await buyerAuth(app);
    const added = await app.inject({
      method: 'POST',
      url: '/api/address/add',
      headers: buyer.headers,
      payload: SUZHOU_ADDRESS,
    });
    addressId = added.json().data.id;
  });
  afterAll(async () => {
    await app.close();
  });

  const submit = (payMethod: number) =>
    app.inject({
      method: 'POST',
      url: '/api/checkout/submit',
      headers: buyer.headers,
      payload: { idempotencyKey: randomUUID(), addressId, payMethod, items: [{ skuId, quantity: 1 }] },
    });

  it('offers and accepts only 线下/对公转账; an online method is refused before anything is written', async () => {
    const preview = await app.inject({
      method: 'POST',
      url: '/api/checkout/preview',
      headers: buyer.headers,
      payload: { addressId, items: [{ skuId, quantity: 1 }] },
    });
    expect(preview.json().data.payMethods).toEqual([{ value: 4, label: '线下/对公转账', online: false }]);

    const online = await submit(1);
    expect(online.statusCode).toBe(400);
    expect(online.json().msg).toBe('在线支付暂未开通，请选择线下/对公转账');
    const [count] = await queryRows<{ n: number }>(app.db.db, sql`select count(*)::int as n from orders`);
    expect(count!.n).toBe(0);

    const offline = await submit(4);
    expect(offline.statusCode).toBe(200);
    expect(offline.json().data).toMatchObject({ status: 1, payMethod: 4 });
  });

  it('serves no sandbox cashier', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/pay/sandbox/cashier/P20261122000000000001' });
    expect(res.statusCode).toBe(404);
  });
});

describe('PUBLIC_ORIGIN', () => {
  let app: TestApp;
  // Stands in for the shop's public address: records where the gateway's notifications arrive.
  const received: string[] = [];
  const origin = http.createServer((req, res) => {
    received.push(`${req.method} ${req.url}`);
    res.end('fail');
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const { port } = origin.address() as AddressInfo;
    app = await buildTestApp({ PUBLIC_ORIGIN: `http://127.0.0.1:${port}/` });
    await seedShopBasics(app.db.db);
    await makeProduct(app.db.db, { id: 302, priceFen: 1500, stock: 10 });
  });
  afterAll(async () => {
    await app.close();
    origin.close();
  });

  it('sends notifications and return links to the configured origin, never to the Host the caller sent', async () => {
    const buyer = await buyerAuth(app);
    const headers = { ...buyer.headers, host: 'evil.example.net', 'x-forwarded-host': 'evil.example.net' };
    const address = await app.inject({
      method: 'POST',
      url: '/api/address/add',
      headers,
      payload: SUZHOU_ADDRESS,
    });
    const order = await app.inject({
      method: 'POST',
      url: '/api/checkout/submit',
      headers,
      payload: {
        idempotencyKey: randomUUID(),
        addressId: address.json().data.id,
        payMethod: 1,
        items: [{ skuId: 302 * 10 + 1, quantity: 1 }],
      },
    });
    expect(order.statusCode, order.body).toBe(200);
    const start = await app.inject({
      method: 'POST',
      url: '/api/pay/create',
      headers,
      payload: { orderNo: order.json().data.orderNo },
    });
    expect(start.statusCode, start.body).toBe(200);
    const { tradeNo } = start.json().data;
    await app.inject({
      method: 'POST',
      url: `/api/pay/sandbox/pay/${tradeNo}`,
      headers: { host: 'evil.example.net', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=success',
    });
    await expect.poll(() => received, { timeout: 5000 }).toContain('POST /api/pay/notify/sandbox');
    const page = await app.inject({
      method: 'GET',
      url: `/api/pay/sandbox/cashier/${tradeNo}`,
      headers: { host: 'evil.example.net' },
    });
    const { port } = origin.address() as AddressInfo;
    expect(page.body).toContain(`href="http://127.0.0.1:${port}/order/detail?orderNo=`);
    expect(page.body).not.toContain('evil.example.net');
  });

  it('defaults to http://HOST:PORT and refuses a malformed origin', () => {
    expect(loadEnv({ PORT: '3456' }).publicOrigin).toBe('http://127.0.0.1:3456');
    expect(loadEnv({ PUBLIC_ORIGIN: 'https://mall.example.com/shop/' }).publicOrigin).toBe(
      'https://mall.example.com',
    );
    expect(() => loadEnv({ PUBLIC_ORIGIN: 'mall.example.com' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => loadEnv({ PUBLIC_ORIGIN: 'ftp://mall.example.com' })).toThrow(/PUBLIC_ORIGIN/);
  });
});
