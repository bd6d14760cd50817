import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNATURE_HEADER } from '@mall/open-sdk';
import { queryRows } from '../../db/client';
import { operatorAuth } from '../../testing/accounts';
import { freePort } from '../../testing/free-port';
import { openCall, openParty, type OpenParty } from '../../testing/open-platform.fixture';
import { buildCatalogueApp } from '../../testing/search.fixture';
import { until } from '../../testing/webhook-receiver.fixture';
import { useTestApp } from '../../testing/world';

// The two programs of examples/ (issue 46: "examples/erp-sync.ts runs against npm start"), run as a company's
// IT would run them, with tsx, against the real server on a TCP port: the ERP sync copies the pool, prices and
// stock into its SQLite file and places one order; the webhook receiver takes signed deliveries, refuses a
// forged one and prints a replayed message once.

const EXAMPLES = path.resolve(import.meta.dirname, '../../../../../examples');
const TSX = path.resolve(EXAMPLES, '../node_modules/.bin/tsx');
const w = useTestApp(() => buildCatalogueApp(30), 180_000);
let baseUrl: string;
let party: OpenParty;
const running: ChildProcess[] = [];
/** A delivery's signature header as the platform writes it (t=…,v1=HMAC-SHA256 of "t.body"). */
const sign = (secret: string, body: string, t = Math.floor(Date.now() / 1000)) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;

/** Runs an example with tsx; its output so far, and its end. */
function example(file: string, env: Record<string, string>) {
  const child = spawn(TSX, [file], { cwd: EXAMPLES, env: { ...process.env, ...env } });
  running.push(child);
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (b: Buffer) => (out.stdout += b.toString()));
  child.stderr.on('data', (b: Buffer) => (out.stderr += b.toString()));
  const done = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? -1)));
  return { out, done, child };
}

beforeAll(async () => {
  await w.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(w.app.server.address() as AddressInfo).port}`;
  party = await openParty(w.app, await operatorAuth(w.app));
  // One agreement price of the company: the sync counts it apart from list prices.
  await w.app.db.db
    .execute(sql`insert into agreement_prices (company_id, sku_id, product_id, price_fen, starts_on, ends_on)
    select ${party.company.id}, k.id, k.product_id, 4321, '2026-01-01', '2030-12-31'
    from skus k join products p on p.id = k.product_id where p.on_shelf order by k.id limit 1`);
}, 180_000);
afterAll(() => {
  for (const child of running) child.kill();
});

describe('examples/', () => {
  it('erp-sync.ts copies the pool, prices and stock into SQLite and places one confirmed order', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'erp-sync-')), 'erp.sqlite');
    const run = example('erp-sync.ts', {
      MALL_URL: baseUrl,
      MALL_CLIENT_ID: party.clientId,
      MALL_CLIENT_SECRET: party.clientSecret,
      MALL_AREA: '320000',
      ERP_DB: file,
    });
    expect(await run.done, run.out.stderr).toBe(0);

    const pool = (await openCall(w.app, party, 'GET', '/open/v1/products?size=1000')).json().data as {
      items: { skuId: number }[];
    };
    const lines = run.out.stdout.split('\n');
    expect(lines[0]).toMatch(new RegExp(`^pool: ${pool.items.length} SKUs \\(feed cursor \\S+\\) → `));
    expect(lines[1]).toBe("prices: 1 at the company's agreement price, the rest at list price");
    const stock = (
      await openCall(w.app, party, 'POST', '/open/v1/stock/query', {
        skuIds: pool.items.slice(0, 100).map((i) => i.skuId),
        areaCode: '320000',
      })
    ).json().data as { items: { state: string }[] };
    const count = (state: string) => stock.items.filter((s) => s.state === state).length;
    expect(lines[2]).toBe(`stock in 320000: ${count('in_stock')} in stock, ${count('out_of_stock')} out`);
    const [, poNumber, orderNo] =
      /^order (ERP-\d{8}-\w{4}): confirmed, (\d+) 待接单 ¥\d+\.\d\d$/.exec(lines[3]!) ?? [];
    expect(poNumber, run.out.stdout).toBeDefined();
    expect(lines[4]).toMatch(/^done in \d+\.\d s$/);
    // A real SQLite file, and the order the company's own channels show with its PO number.
    expect(fs.readFileSync(file).subarray(0, 15).toString()).toBe('SQLite format 3');
    const [order] = await queryRows<{ po: string; company: number }>(
      w.app.db.db,
      sql`select po_number as po, company_id as company from orders where order_no = ${orderNo}`,
    );
    expect(order).toEqual({ po: poNumber, company: party.company.id });
  }, 120_000);

  it('webhook-receiver.ts prints each signed delivery once and refuses a forged one', async () => {
    const port = await freePort();
    const registered = (
      await openCall(w.app, party, 'POST', '/open/v1/webhooks', {
        url: `http://127.0.0.1:${port}/hook`,
        types: ['order.status'],
      })
    ).json().data as { webhook: { id: number }; secret: string };
    const receiver = example('webhook-receiver.ts', {
      WEBHOOK_SECRET: registered.secret,
      PORT: String(port),
    });
    await until(async () => receiver.out.stdout.includes('listening on'), 'the receiver to listen');

    const [sku] = await queryRows<{ id: number }>(
      w.app.db.db,
      sql`select k.id from skus k join products p on p.id = k.product_id
          where p.on_shelf and '0000' = any(p.sales_area_codes) and p.moq = 1 and p.step = 1 and k.stock >= 5
            and p.merchant_id = 0 order by k.id desc limit 1`,
    );
    const placed = (
      await openCall(w.app, party, 'POST', '/open/v1/orders', {
        idempotencyKey: randomUUID(),
        poNumber: 'PO-HOOK-1',
        addressId: party.addressId,
        items: [{ skuId: sku!.id, quantity: 1 }],
      })
    ).json().data as { id: number };
    await openCall(w.app, party, 'POST', `/open/v1/orders/${placed.id}/confirm`);
    await w.app.jobs.add('open.messages', {});
    await w.app.jobs.idle();
    const printed = () => receiver.out.stdout.split('\n').filter((l) => l.startsWith('order.status #'));
    await until(
      async () => printed().some((l) => l.includes('"poNumber":"PO-HOOK-1"')),
      'the receiver to print the order’s message',
    );

    // A replay brings the same message again: answered 200, not printed twice.
    const log = async () =>
      (await openCall(w.app, party, 'GET', `/open/v1/webhooks/${registered.webhook.id}/deliveries`)).json()
        .data as { id: number; state: string; attempts: number }[];
    const [first] = await log();
    expect(first).toMatchObject({ state: 'delivered', attempts: 1 });
    const before = printed().length;
    const replay = await openCall(w.app, party, 'POST', `/open/v1/webhooks/deliveries/${first!.id}/replay`);
    expect(replay.statusCode, replay.body).toBe(200);
    await until(async () => {
      const row = (await log()).find((d) => d.id === first!.id);
      return row?.state === 'delivered' && row.attempts === 2;
    }, 'the replay to be delivered');
    expect(printed().length).toBe(before);

    // Signed with another secret, or signed long ago: 401, and the receiver says why.
    const body = JSON.stringify({ id: 999_999, type: 'order.status', data: {} });
    for (const signature of [
      sign('whsec_not-the-endpoint-secret', body),
      sign(registered.secret, body, Math.floor(Date.now() / 1000) - 3600),
    ]) {
      const forged = await fetch(`http://127.0.0.1:${port}/hook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        body,
      });
      expect(forged.status).toBe(401);
    }
    expect(receiver.out.stderr).toContain('refused: bad or stale signature');
    expect(receiver.out.stdout).not.toContain('#999999');
  }, 120_000);
});
