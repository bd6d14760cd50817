/**
 * Order benches (PostgreSQL): 200 concurrent checkouts of one SKU with stock 50 (exactly 50
 * orders, stock 0), order placement throughput on distinct SKUs (≥ 300 orders/s at 32 connections) and
 * add-to-cart p99 (≤ 20 ms). Setup: bench products and buyers straight into the database, buyers log in
 * through the real calls (the bench server runs CAPTCHA_PROVIDER=test).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { openDb } from '../src/db/client';
import { hashPassword } from '../src/lib/password';
import { benchLogin } from './login';
import { makeProduct, makeProducts, seedShopBasics, SUZHOU_ADDRESS } from '../src/testing/checkout.fixture';
import type { BenchRow } from './bench-kit';

// One buyer per connection and then some: a buyer's own clicks come one after another, as in a browser.
const BUYERS = 64;
const DISTINCT_FIRST = 9_000_001;
const DISTINCT_COUNT = 50_000;
const CART_FIRST = 9_100_001;
const CART_COUNT = 64;
const HOT_PRODUCT = 9_200_001;

type Buyer = { auth: string; addressId: number };

async function setup(databaseUrl: string | undefined, dataDir: string, port: number): Promise<Buyer[]> {
  const handle = await openDb({ databaseUrl, dataDir });
  const db = handle.db;
  await seedShopBasics(db);
  await makeProducts(db, DISTINCT_FIRST, DISTINCT_COUNT, { priceFen: 990, stock: 1000 });
  await makeProducts(db, CART_FIRST, CART_COUNT, { priceFen: 1250, stock: 1_000_000 });
  await makeProduct(db, { id: HOT_PRODUCT, priceFen: 5000, stock: 50 });
  const hash = await hashPassword('Bench@123456');
  const tag = Date.now().toString(36);
  const ids: number[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const rows = await db.execute(sql`insert into users (username, mobile, password_hash, company_name)
      values (${`bench_${tag}_${i}`}, ${`137${String(Date.now() % 1e6).padStart(6, '0')}${String(i).padStart(2, '0')}`},
        ${hash}, '压测机电有限公司') returning id`);
    ids.push(Number((rows as unknown as { rows: { id: number }[] }).rows[0]!.id));
  }
  // Every bench buyer belongs to one of 8 verified companies, each with an approval rule (for orders of
  // ¥100,000 or more: the bench's orders never match it, yet every checkout evaluates it) and a monthly member
  // budget each buyer's orders are charged to (place-order with rule and budget checks on its path).
  const COMPANIES = 8;
  for (let c = 0; c < COMPANIES; c++) {
    const rows = await db.execute(sql`insert into companies (name, credit_code, license_image, contact_name,
        contact_mobile, status, created_by, verified_at)
      values (${`压测机电${tag}${c}有限公司`}, ${`BENCH${tag}${c}`.slice(0, 18)}, '', '压测', '13700000000', 2, ${ids[c]!}, now())
      returning id`);
    const companyId = Number((rows as unknown as { rows: { id: number }[] }).rows[0]!.id);
    const members = ids.filter((_, i) => i % COMPANIES === c);
    for (const userId of members) {
      await db.execute(sql`insert into company_members (user_id, company_id, roles)
        values (${userId}, ${companyId}, '["采购员"]'::jsonb)`);
      await db.execute(sql`insert into budgets (company_id, scope, scope_id, period, amount_fen)
        values (${companyId}, 'member', ${userId}, 'month', 100000000000)`);
    }
    await db.execute(sql`insert into approval_rules (company_id, name, min_amount_fen, levels)
      values (${companyId}, '大额审批', 10000000, ${JSON.stringify([{ kind: 'members', userIds: [members[0]] }])}::jsonb)`);
  }

  const buyers: Buyer[] = [];
  for (const [i, id] of ids.entries()) {
    const rows = await db.execute(sql`insert into addresses (user_id, contact_name, mobile, province_code,
        province_name, city_code, city_name, district_code, district_name, detail, is_default)
      values (${id}, ${SUZHOU_ADDRESS.contactName}, ${SUZHOU_ADDRESS.mobile}, '320000', '江苏省', '320500', '苏州市',
        '320505', '虎丘区', ${SUZHOU_ADDRESS.detail}, true) returning id`);
    const addressId = Number((rows as unknown as { rows: { id: number }[] }).rows[0]!.id);
    const username = `bench_${tag}_${i}`;
    // Each buyer signs in from his own office address (the bench talks to the server as a local proxy
    // would), so the per-IP login limit counts each of them separately.
    const from = `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const auth = await benchLogin(`http://127.0.0.1:${port}`, username, 'Bench@123456', from);
    buyers.push({ auth, addressId });
  }
  await handle.close();
  return buyers;
}

async function hotStock(databaseUrl: string | undefined, dataDir: string): Promise<number> {
  const handle = await openDb({ databaseUrl, dataDir });
  const result = (await handle.db.execute(
    sql`select stock from skus where id = ${HOT_PRODUCT * 10 + 1}`,
  )) as unknown as {
    rows: { stock: number }[];
  };
  await handle.close();
  return result.rows[0]!.stock;
}

const fmt = (n: number, d = 1) => n.toFixed(d);
/** The steady load of the add-to-cart latency figure. */
const CART_RATE = 1000;

type Request = autocannon.Request;

function row(name: string, r: autocannon.Result): BenchRow {
  return {
    group: 'orders',
    name,
    rps: fmt(r.requests.average, 0),
    p50: fmt(r.latency.p50),
    p99: fmt(r.latency.p99),
    errors: String(r.errors + r.non2xx + r.timeouts),
  };
}

/** POSTs to `url` as the buyers in turn (request n as buyer n mod the count), each with `body(n, buyer)`. */
function asBuyers(
  url: string,
  connections: number,
  buyers: readonly Buyer[],
  body: (n: number, buyer: Buyer) => object,
): autocannon.Options {
  let seq = 0;
  return {
    url,
    method: 'POST',
    connections,
    requests: [
      {
        setupRequest: (req: Request) => {
          const n = seq++;
          const buyer = buyers[n % buyers.length]!;
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: buyer.auth },
            body: JSON.stringify(body(n, buyer)),
          };
        },
      },
    ],
  };
}

/** Runs the three order benches against the started server; prints the oversell line, returns table rows. */
export async function runOrderBench(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
  port: number;
  connections: number;
  duration: number;
}): Promise<BenchRow[]> {
  const buyers = await setup(opts.databaseUrl, opts.dataDir, opts.port);
  const base = `http://127.0.0.1:${opts.port}`;
  const rows: BenchRow[] = [];

  // 1. Oversell: 200 concurrent checkouts of one SKU with stock 50.
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: 200 }, (_, i) => {
      const buyer = buyers[i % buyers.length]!;
      return fetch(`${base}/api/checkout/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: buyer.auth },
        body: JSON.stringify({
          idempotencyKey: randomUUID(),
          addressId: buyer.addressId,
          payMethod: 4,
          items: [{ skuId: HOT_PRODUCT * 10 + 1, quantity: 1 }],
        }),
      }).then((r) => r.status);
    }),
  );
  const succeeded = results.filter((s) => s === 200).length;
  const refused = results.filter((s) => s === 409).length;
  const stock = await hotStock(opts.databaseUrl, opts.dataDir);
  console.log(
    `  oversell: 200 concurrent checkouts of one SKU with stock 50 → ${succeeded} orders succeeded, ${refused} refused (409), ` +
      `other ${200 - succeeded - refused}; final stock ${stock} (${fmt(performance.now() - started, 0)} ms) ` +
      `${succeeded === 50 && stock === 0 ? 'OK' : 'FAILED'}`,
  );
  rows.push({
    group: 'orders',
    name: `oversell check: 200 concurrent × stock 50 → ${succeeded} orders, stock ${stock}`,
    rps: '-',
    p50: '-',
    p99: '-',
    errors: String(200 - succeeded - refused),
  });

  // 2. Order placement on distinct SKUs (after a warm-up, as every other call: pooled connections open and
  // prepare their statements).
  const placeOptions = asBuyers(`${base}/api/checkout/submit`, opts.connections, buyers, (n, buyer) => ({
    idempotencyKey: randomUUID(),
    addressId: buyer.addressId,
    payMethod: 4,
    items: [{ skuId: (DISTINCT_FIRST + (n % DISTINCT_COUNT)) * 10 + 1, quantity: 1 }],
  }));
  await autocannon({ ...placeOptions, duration: Math.min(2, opts.duration) });
  const place = await autocannon({ ...placeOptions, duration: opts.duration });
  rows.push(row(`place order, distinct SKUs (≥ 300 orders/s; ${place['2xx']} orders)`, place));

  // 3. Add to cart (lines merge: each buyer cycles over the cart SKUs). First flat out at 32 connections
  // (throughput; the p99 of a saturated closed loop is just connections ÷ throughput), then at a steady
  // 1,000 requests/s offered over the same connections — the latency a buyer sees on a busy day.
  const cartOptions = asBuyers(`${base}/api/cart/list/saveCartProduct`, opts.connections, buyers, (n) => ({
    skuId: (CART_FIRST + (Math.floor(n / BUYERS) % CART_COUNT)) * 10 + 1,
    quantity: 1,
  }));
  await autocannon({ ...cartOptions, duration: Math.min(2, opts.duration) });
  rows.push(row('add to cart, flat out', await autocannon({ ...cartOptions, duration: opts.duration })));
  rows.push(
    row(
      `add to cart at ${CART_RATE} req/s offered (p99 ≤ 20 ms)`,
      await autocannon({ ...cartOptions, duration: opts.duration, overallRate: CART_RATE }),
    ),
  );
  return rows;
}
