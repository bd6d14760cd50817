/**
 * Open-platform bench (issue 46's budgets: batch price and stock of 100 SKUs keep p99 ≤ 30 ms at 32
 * connections on 100,000 SPUs; the pool and its change feed page 10,000 SKUs in ≤ 1 s per page). A verified
 * company with 500 agreement prices spread over the catalogue and an app acting as its member are written
 * before the server starts. Every batch call asks for 100 SKUs drawn uniformly over the whole catalogue
 * (stock: and one of the 31 provinces), each request a new draw, as ERPs syncing their lists do.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { openDb } from '../src/db/client';
import { Rng } from '../src/seed/rng';
import { insertBenchUser, type BenchRow, type Rows } from './bench-kit';
import { driveWithWrk } from './wrk';

export type OpenPrepared = { clientId: string; clientSecret: string; skuIds: number[] };

const PROVINCES = [
  '110000',
  '120000',
  '130000',
  '140000',
  '150000',
  '210000',
  '220000',
  '230000',
  '310000',
  '320000',
  '330000',
  '340000',
  '350000',
  '360000',
  '370000',
  '410000',
  '420000',
  '430000',
  '440000',
  '450000',
  '460000',
  '500000',
  '510000',
  '520000',
  '530000',
  '540000',
  '610000',
  '620000',
  '630000',
  '640000',
  '650000',
];

/** The company, its member, 500 agreement prices and the app (secret stored as the server stores it). */
export async function prepareOpenBench(
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<OpenPrepared> {
  const handle = await openDb({ databaseUrl, dataDir });
  const db = handle.db;
  const tag = Date.now().toString(36);
  const userId = await insertBenchUser(db, {
    username: `bench_open_${tag}`,
    mobilePrefix: '134',
    passwordHash: 'x',
    companyName: '开放平台压测有限公司',
  });
  const company = (await db.execute(sql`insert into companies (name, credit_code, license_image, contact_name,
      contact_mobile, status, created_by, verified_at)
    values (${`开放平台压测${tag}有限公司`}, upper(substr(md5(${tag}), 1, 18)), '', '压测', '13700000000', 2, ${userId}, now())
    returning id`)) as unknown as Rows<{ id: number }>;
  const companyId = Number(company.rows[0]!.id);
  await db.execute(sql`insert into company_members (user_id, company_id, roles)
    values (${userId}, ${companyId}, '["管理员","采购员"]'::jsonb)`);
  const skus = (await db.execute(sql`select k.id from skus k join products p on p.id = k.product_id
    where p.on_shelf and p.review_status = 2 order by k.id`)) as unknown as Rows<{ id: number }>;
  const skuIds = skus.rows.map((r) => Number(r.id));
  await db.execute(sql`insert into agreement_prices (company_id, sku_id, product_id, price_fen, starts_on, ends_on)
    select ${companyId}, k.id, k.product_id, greatest(1, k.price_fen * 9 / 10), current_date - 1, current_date + 365
    from skus k where k.id = any(${sql.param(skuIds.filter((_, i) => i % Math.max(1, Math.floor(skuIds.length / 500)) === 0).slice(0, 500))}::int[])
    on conflict do nothing`);
  const clientId = `bench-open-${tag}`;
  const clientSecret = `bench-open-secret-${tag}`;
  await db.execute(sql`insert into open_apps (owner_kind, owner_id, name, client_id, secret_hash, scopes, agent_user_id)
    values ('company', ${companyId}, '压测 ERP', ${clientId}, ${createHash('sha256').update(clientSecret).digest('hex')},
      '["products","prices","stock"]'::jsonb, ${userId})`);
  await handle.close();
  return { clientId, clientSecret, skuIds };
}

function fmt(n: number, digits = 1): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

/**
 * Drives the batch calls with autocannon (or wrk: `--driver wrk`, a load generator in C that leaves the
 * server the cores a separate machine would), then pages the pool and the feed by 10,000.
 */
export async function runOpenBench(opts: {
  port: number;
  connections: number;
  duration: number;
  prepared: OpenPrepared;
  driver?: 'autocannon' | 'wrk';
}): Promise<BenchRow[]> {
  const base = `http://127.0.0.1:${opts.port}`;
  const tokenRes = await fetch(`${base}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: opts.prepared.clientId,
      client_secret: opts.prepared.clientSecret,
    }).toString(),
  });
  if (!tokenRes.ok) throw new Error(`open bench: token ${tokenRes.status} ${await tokenRes.text()}`);
  const token = ((await tokenRes.json()) as { access_token: string }).access_token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const { skuIds } = opts.prepared;
  const rng = new Rng(20261129);
  const draw = () => Array.from({ length: 100 }, () => skuIds[rng.int(0, skuIds.length - 1)]!);
  const rows: BenchRow[] = [];
  const calls: { name: string; path: string; body: () => object }[] = [
    {
      name: 'batch price, 100 SKUs drawn uniformly',
      path: '/open/v1/prices/query',
      body: () => ({ skuIds: draw() }),
    },
    {
      name: 'batch stock, 100 SKUs drawn uniformly, a province drawn',
      path: '/open/v1/stock/query',
      body: () => ({ skuIds: draw(), areaCode: PROVINCES[rng.int(0, PROVINCES.length - 1)] }),
    },
  ];
  for (const call of calls) {
    if (opts.driver === 'wrk') {
      // 10,000 drawn bodies, sent in order and again from the start: nothing is cached, so a repeat costs
      // what a first call does.
      const drawRequests = () =>
        Array.from({ length: 10_000 }, () => ({
          method: 'POST' as const,
          path: call.path,
          body: JSON.stringify(call.body()),
        }));
      // A warm-up of its own draw, not counted, as the other benches have: the call's first seconds (code
      // compiled, pool connections opened, the first collections) are the server's start, not its service.
      await driveWithWrk({
        url: base,
        requests: drawRequests(),
        headers,
        connections: opts.connections,
        duration: Math.min(3, opts.duration),
      });
      const requests = drawRequests();
      const r = await driveWithWrk({
        url: base,
        requests,
        headers,
        connections: opts.connections,
        duration: opts.duration,
      });
      rows.push({
        group: 'open',
        name: `${call.name} (wrk)`,
        rps: fmt(r.rps, 0),
        p50: fmt(r.p50),
        p99: fmt(r.p99),
        errors: String(r.errors),
      });
      continue;
    }
    const driven = (duration: number) =>
      autocannon({
        url: `${base}${call.path}`,
        connections: opts.connections,
        duration,
        method: 'POST',
        headers,
        requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(call.body()) }) }],
      });
    await driven(Math.min(3, opts.duration)); // warm-up, not counted
    const result = await driven(opts.duration);
    const bad = result.non2xx + result.errors;
    rows.push({
      group: 'open',
      name: call.name,
      rps: fmt(result.requests.average, 0),
      p50: fmt(result.latency.p50),
      p99: fmt(result.latency.p99),
      errors: String(bad),
    });
  }
  // Pages of 10,000, one after another as an ERP pulls them: the slowest and the median page.
  for (const feed of ['/open/v1/products', '/open/v1/products/changes'] as const) {
    const times: number[] = [];
    let cursor = '';
    let skus = 0;
    for (let page = 0; page < 1000; page++) {
      const started = performance.now();
      const res = await fetch(`${base}${feed}?size=10000${cursor ? `&cursor=${cursor}` : ''}`, { headers });
      const body = (await res.json()) as {
        data: { items: unknown[]; nextCursor?: string | null; cursor?: string; more?: boolean };
      };
      times.push(performance.now() - started);
      skus += body.data.items.length;
      const next =
        feed === '/open/v1/products' ? body.data.nextCursor : body.data.more ? body.data.cursor : null;
      if (!next) break;
      cursor = next;
    }
    const sorted = [...times].sort((a, b) => a - b);
    rows.push({
      group: 'open',
      name: `${feed === '/open/v1/products' ? 'pool' : 'change feed'}: ${times.length} pages of 10,000 (${skus.toLocaleString('en-US')} SKUs), median · slowest page ms`,
      rps: '—',
      p50: fmt(sorted[Math.floor(sorted.length / 2)]!, 0),
      p99: fmt(sorted.at(-1)!, 0),
      errors: '0',
    });
  }
  return rows;
}
