import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOpenClient, OpenTokenError } from '@mall/open-sdk';
import { queryRows } from '../../db/client';
import { operatorAuth } from '../../testing/accounts';
import { useTestApp } from '../../testing/world';
import { openParty, type OpenParty } from '../../testing/open-platform.fixture';
import { buildCatalogueApp } from '../../testing/search.fixture';

// The generated TypeScript client (packages/open-sdk) against the real server on a TCP port: it takes its
// token itself, and its typed calls read the pool, prices and stock and place an order.

const w = useTestApp(() => buildCatalogueApp(30), 180_000);
let baseUrl: string;
let party: OpenParty;
let skuId: number;

beforeAll(async () => {
  await w.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(w.app.server.address() as AddressInfo).port}`;
  party = await openParty(w.app, await operatorAuth(w.app));
  [{ id: skuId } = { id: 0 }] = await queryRows<{ id: number }>(
    w.app.db.db,
    sql`select k.id from skus k join products p on p.id = k.product_id
        where p.on_shelf and '0000' = any(p.sales_area_codes) and p.moq = 1 and p.step = 1 and k.stock >= 5
          and p.merchant_id = 0 order by k.id limit 1`,
  );
}, 180_000);

describe('@mall/open-sdk', () => {
  it('takes a token and calls the pool, prices, stock and orders with typed bodies', async () => {
    const client = createOpenClient({ baseUrl, clientId: party.clientId, clientSecret: party.clientSecret });
    const pool = await client.GET('/open/v1/products', { params: { query: { size: 5 } } });
    expect(pool.response.status).toBe(200);
    expect(pool.data?.data.items.length).toBe(5);

    const prices = await client.POST('/open/v1/prices/query', { body: { skuIds: [skuId] } });
    expect(prices.data?.data.items[0]).toMatchObject({ skuId, priceFen: expect.any(Number) });
    const stock = await client.POST('/open/v1/stock/query', {
      body: { skuIds: [skuId], areaCode: '320000' },
    });
    expect(stock.data?.data.items[0]).toMatchObject({ skuId, state: 'in_stock' });

    const placed = await client.POST('/open/v1/orders', {
      body: {
        idempotencyKey: randomUUID(),
        poNumber: 'PO-SDK-1',
        addressId: party.addressId,
        items: [{ skuId, quantity: 1 }],
      },
    });
    expect(placed.data?.data).toMatchObject({ state: 'pending', poNumber: 'PO-SDK-1' });
    const id = placed.data!.data.id;
    const confirmed = await client.POST('/open/v1/orders/{id}/confirm', { params: { path: { id } } });
    expect(confirmed.data?.data.state).toBe('confirmed');
  });

  it('says why when the credentials are wrong', async () => {
    const client = createOpenClient({ baseUrl, clientId: party.clientId, clientSecret: 'ops_wrong' });
    const refused = await client.GET('/open/v1/addresses').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(OpenTokenError);
    expect((refused as OpenTokenError).status).toBe(401);
  });
});
