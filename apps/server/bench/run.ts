/**
 * `npm run bench`: seeds a catalogue into a fresh database, starts the built server, drives it with
 * autocannon and prints a table (seed time; requests/s, p50, p99 per call; server RSS after the run).
 *
 *   npm run bench                         PostgreSQL (DATABASE_URL or the local server), 100,000 SPUs
 *   npm run bench -- --pglite             embedded PGlite, 2,000 SPUs
 *   npm run bench -- --products 20000 --duration 5 --connections 32 --redis redis://127.0.0.1:6379
 *   npm run bench -- --only quick-order --products 20000 --duration 5 --database mall_bench_quick
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { hasWrk } from './wrk';
import { startBenchServer, type BenchServer } from './bench-server';
import { driveDrawn, startBaseline, type DriveOptions } from './drawn';
import { Redis } from 'ioredis';
import pg from 'pg';
import { loadEnv } from '../src/config/env';
import { openDb } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedIfEmpty } from '../src/seed';
import { repoRoot, serverRoot } from '../src/lib/paths';
import type { BenchRow } from './bench-kit';
import { allScenarios, type Scenario } from './scenarios';
import { printSearchQuality } from './search-quality';
import { runOrderBench } from './orders';
import { prepareOpenBench, runOpenBench } from './open-platform';
import { prepareQuickOrderBench, runQuickOrderBench } from './quick-order';
import { preparePricingBench, runPricingBench } from './pricing';
import { prepareTraffic, trafficCalls, type Distribution, type TrafficPrepared } from './traffic';

const { values: args } = parseArgs({
  options: {
    pglite: { type: 'boolean', default: false },
    products: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    /** Interleaved visitor/member rounds per call of the pricing group (each --duration seconds a side). */
    rounds: { type: 'string', default: '6' },
    port: { type: 'string', default: '3300' },
    /** The database the run drops and seeds (another name lets two checkouts bench side by side). */
    database: { type: 'string', default: 'mall_bench' },
    /**
     * Keep the database when it already holds the asked-for catalogue (a 1,000,000-SPU seed takes minutes):
     * no drop, no seed. The seed figure is then the one of the run that made it.
     */
    reuse: { type: 'boolean', default: false },
    redis: { type: 'string', default: process.env.REDIS_URL ?? '' },
    /**
     * A scenario group (home, listing, discovery: one key each, cache figures), traffic (product pages,
     * categories and keywords drawn uniformly and by a Zipf law, cold and warm), orders (checkout, oversell,
     * add-to-cart), quick-order (a 500-line paste matched) or pricing (listing, search and detail for a
     * member with agreement prices beside a visitor), open (the open platform's batch price and stock, and its
     * pool and change feed paged by 10,000). Several: comma-separated.
     */
    only: { type: 'string' },
    /**
     * The load generator of the traffic group: autocannon (Node, the default) or wrk (C, Debian's `wrk`:
     * it leaves the server more of a two-core host; issue 15 measured with it).
     */
    driver: { type: 'string', default: 'autocannon' },
    /**
     * With the traffic group: the one-query baseline (bench/baseline-server.ts, Fastify + pg reading one
     * product row) driven with the same drawn product-detail calls right after ours (issue 51's pair).
     */
    baseline: { type: 'boolean', default: false },
    /** With the traffic group: only the drawn calls whose names contain one of these (comma-separated). */
    calls: { type: 'string' },
    /** KEY=VALUE for the server's environment, repeatable (e.g. OPEN_MESSAGES_EVERY_SECONDS=3600). */
    'server-env': { type: 'string', multiple: true, default: [] },
    /** A flag for the server's node, repeatable (e.g. --cpu-prof, which NODE_OPTIONS does not take). */
    'server-node-arg': { type: 'string', multiple: true, default: [] },
    /**
     * API processes: 1 (the default) runs the server alone; more run the deployed shape, that many processes
     * behind Debian's nginx (deploy/cluster.mjs), PostgreSQL and --redis only.
     */
    processes: { type: 'string', default: '1' },
  },
});

/** The --server-env pairs; a malformed one stops the run before anything is measured. */
const serverEnv = Object.fromEntries(
  args['server-env'].map((pair) => {
    const at = pair.indexOf('=');
    if (at < 1) throw new Error(`--server-env: KEY=VALUE expected, got ${pair}`);
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);

const usePglite = args.pglite;
const groups = args.only ? new Set(args.only.split(',').map((g) => g.trim())) : null;
const wants = (group: string) => !groups || groups.has(group);
const products = Number(args.products ?? (usePglite ? 2000 : 100_000));
const duration = Number(args.duration);
const connections = Number(args.connections);
const port = Number(args.port);
const processes = Number(args.processes);
if (!Number.isInteger(processes) || processes < 1) throw new Error('--processes: a whole number ≥ 1');
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** What a browser sends with every call: JSON bodies and compressed answers accepted. */
const BROWSER_HEADERS = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
const drawOpts: DriveOptions = {
  driver: args.driver as DriveOptions['driver'],
  duration,
  connections,
  headers: BROWSER_HEADERS,
};

function fmt(n: number, digits = 1) {
  return n.toFixed(digits);
}

/** The bench database: dropped and created empty, or (--reuse) kept when it holds `products` SPUs. */
async function freshPostgres(): Promise<{ url: string; reused: boolean }> {
  const name = args.database;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`--database: not a plain database name: ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  if (args.reuse) {
    const existing = new pg.Client({ connectionString: url.toString() });
    // The catalogue's own SPUs (the demo shops add theirs on top).
    const count = await existing
      .connect()
      .then(() =>
        existing.query<{ n: number }>('select count(*)::int as n from products where merchant_id = 0'),
      )
      .then((r) => r.rows[0]!.n)
      .catch(() => -1)
      .finally(() => existing.end().catch(() => {}));
    // The seed adds a few demo products (the demo shop's) beside the catalogue.
    if (count >= products && count - products < 1000) return { url: url.toString(), reused: true };
    console.log(`  --reuse: ${name} holds ${count < 0 ? 'no catalogue' : `${count} SPUs`}; seeding afresh`);
  }
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return { url: url.toString(), reused: false };
}

async function seed(databaseUrl: string | undefined, dataDir: string): Promise<number> {
  const env = loadEnv({
    NODE_ENV: 'test',
    SEED_PRODUCTS: String(products),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
  });
  const handle = await openDb({ databaseUrl, dataDir });
  await runMigrations(handle);
  const started = performance.now();
  await seedIfEmpty({ db: handle.db, env, log: (msg) => console.log(`  ${msg}`) });
  const seconds = (performance.now() - started) / 1000;
  await handle.close();
  return seconds;
}

function ensureBuilt() {
  const root = repoRoot();
  if (!fs.existsSync(path.join(serverRoot(), 'dist', 'server.js'))) {
    const r = spawnSync('npm', ['run', 'build', '-w', '@mall/server'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('server build failed');
  }
}

/** The server's environment: the bench's settings, then --server-env. */
function serverEnvironment(databaseUrl: string | undefined, dataDir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Bench buyers log in through the real calls; the test captcha provider lets them past the captcha step.
    CAPTCHA_PROVIDER: 'test',
    ORDER_SWEEP_INTERVAL_SECONDS: '0',
    // The scheduled jobs are off under NODE_ENV=test; the notification service's reader of the outbox runs as
    // in production (every 5 s), so placing orders is measured with its notifications.
    NOTIFY_OUTBOX_EVERY_SECONDS: '5',
    // One app drives 32 connections: its per-app limits would answer most calls 429.
    OPEN_RATE_PER_SECOND: '100000',
    OPEN_BATCH_RATE_PER_SECOND: '100000',
    SEED_PRODUCTS: String(products),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(args.redis ? { REDIS_URL: args.redis } : {}),
    ...serverEnv,
  };
}

const startServer = (databaseUrl: string | undefined, dataDir: string): Promise<BenchServer> =>
  startBenchServer({
    port,
    processes,
    env: serverEnvironment(databaseUrl, dataDir),
    nodeArgs: args['server-node-arg'],
    runDir: path.join(dataDir, 'cluster'),
  });

async function drive(s: Scenario): Promise<BenchRow | null> {
  const url = `http://127.0.0.1:${port}${s.path}`;
  const probe = await fetch(url, {
    method: s.method,
    headers: BROWSER_HEADERS,
    body: s.body === undefined ? undefined : JSON.stringify(s.body),
  });
  if (probe.status === 404 && s.optional) {
    console.log(`  skipped ${s.name}: ${s.path} not on this server yet`);
    return null;
  }
  if (!probe.ok) throw new Error(`${s.name}: ${s.path} answered ${probe.status}: ${await probe.text()}`);
  const options = {
    url,
    method: s.method,
    connections,
    duration,
    headers: BROWSER_HEADERS,
    ...(s.body === undefined ? {} : { body: JSON.stringify(s.body) }),
  };
  await autocannon({ ...options, duration: Math.min(2, duration) }); // warm-up
  const result = await autocannon(options);
  return {
    group: `${s.group} (one key: cache figure)`,
    name: s.name,
    rps: fmt(result.requests.average, 0),
    p50: fmt(result.latency.p50),
    p99: fmt(result.latency.p99),
    errors: String(result.errors + result.non2xx + result.timeouts),
  };
}

/** Empties the application's caches: the Redis keys of the store (the server process is restarted too). */
async function clearRedisCache() {
  if (!args.redis) return;
  const redis = new Redis(args.redis, { lazyConnect: false, maxRetriesPerRequest: 2 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', 'mall:*', 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * One drawn call, cold (just restarted, caches empty) then warm (the same draw again). With --baseline, the
 * product-detail draws go to the baseline right after ours, cold and warm alike.
 */
async function driveTraffic(
  prepared: TrafficPrepared,
  restart: () => Promise<void>,
  databaseUrl: string | undefined,
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const baseline = args.baseline && databaseUrl ? await startBaseline(databaseUrl, port + 1) : null;
  try {
    const named = args.calls?.split(',').map((c) => c.trim());
    for (const call of trafficCalls.filter((c) => !named || named.some((n) => c.name.includes(n)))) {
      for (const distribution of ['uniform', 'zipf'] as Distribution[]) {
        await restart();
        for (const phase of ['cold', 'warm'] as const) {
          const name = `${call.name}, ${distribution} over ${call.keys(prepared).toLocaleString('en-US')} keys, ${phase}`;
          rows.push(await driveDrawn(drawOpts, port, call.draw(prepared, distribution, 20261125), name));
          if (baseline && call.name === 'product detail')
            rows.push(
              await driveDrawn(
                drawOpts,
                baseline.port,
                call.draw(prepared, distribution, 20261125),
                `baseline (one query, Fastify + pg): ${name}`,
              ),
            );
        }
      }
    }
  } finally {
    await baseline?.stop();
  }
  return rows;
}

async function main() {
  if (args.driver !== 'autocannon' && args.driver !== 'wrk') throw new Error('--driver: autocannon or wrk');
  if (args.driver === 'wrk' && !hasWrk()) throw new Error("--driver wrk: install Debian's wrk first");
  console.log(
    `bench: ${usePglite ? 'PGlite' : 'PostgreSQL'}, ${products} SPUs, ${connections} connections, ${duration}s per call`,
  );
  ensureBuilt();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-'));
  const fresh = usePglite ? null : await freshPostgres();
  const databaseUrl = fresh?.url;
  const seedSeconds = fresh?.reused ? null : await seed(databaseUrl, dataDir);
  console.log(
    seedSeconds === null
      ? `  seed: reused ${args.database} (${products} SPUs)`
      : `  seed: ${fmt(seedSeconds)} s`,
  );
  if (wants('discovery')) await printSearchQuality(databaseUrl, dataDir);
  // Written before the server starts: an embedded database has one owner.
  const quickOrder = wants('quick-order') ? await prepareQuickOrderBench(databaseUrl, dataDir) : null;
  const traffic = wants('traffic') ? await prepareTraffic(databaseUrl, dataDir) : null;
  // The pricing bench writes the member's prices from this process while the server runs: PostgreSQL only.
  const pricing = wants('pricing') && !usePglite ? await preparePricingBench(databaseUrl, dataDir) : null;
  const open = wants('open') ? await prepareOpenBench(databaseUrl, dataDir) : null;

  let server = await startServer(databaseUrl, dataDir);
  const restart = async () => {
    // Let the backlog of the last run drain first: the client has gone, its queued calls still run.
    await new Promise((r) => setTimeout(r, 3000));
    await server.stop();
    await clearRedisCache();
    server = await startServer(databaseUrl, dataDir);
  };
  const rows: BenchRow[] = [];
  try {
    const scenarios = allScenarios.filter((s) => wants(s.group));
    for (const s of scenarios) {
      const row = await drive(s);
      if (row) rows.push(row);
    }
    if (traffic) rows.push(...(await driveTraffic(traffic, restart, databaseUrl)));
    if (quickOrder) rows.push(...(await runQuickOrderBench({ port, duration, prepared: quickOrder })));
    if (open)
      rows.push(
        ...(await runOpenBench({
          port,
          connections,
          duration,
          prepared: open,
          driver: args.driver as 'autocannon' | 'wrk',
        })),
      );
    if (pricing && databaseUrl)
      rows.push(
        ...(await runPricingBench({
          port,
          duration,
          rounds: Number(args.rounds),
          databaseUrl,
          prepared: pricing,
        })),
      );
    // The order benches write their fixtures from this process; an embedded database belongs to the server.
    if (usePglite && wants('orders'))
      console.log('  order benches skipped: they need PostgreSQL (the embedded database has one owner)');
    else if (wants('orders'))
      rows.push(...(await runOrderBench({ databaseUrl, dataDir, port, connections, duration })));
    const rss = server.rssMb().max;
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${fmt(os.totalmem() / 2 ** 30, 0)} GiB, Node ${process.version}`;
    console.log('');
    console.log(`| call | req/s | p50 ms | p99 ms | errors |`);
    console.log(`|---|---:|---:|---:|---:|`);
    for (const r of rows)
      console.log(`| ${r.group}: ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`);
    console.log('');
    console.log(
      `seed ${products} SPUs: ${seedSeconds === null ? 'reused' : `${fmt(seedSeconds)} s`} · server RSS after the run: ${fmt(server.rssMb().max, 0)} MB (${fmt(rss, 0)} MB before the last read)${processes > 1 ? `, the largest of ${processes} processes behind nginx (${fmt(server.rssMb().sum, 0)} MB in all)` : ''}`,
    );
    console.log(
      `database: ${usePglite ? 'PGlite (embedded)' : 'PostgreSQL'}; store: ${args.redis ? 'Redis' : 'memory'}; machine: ${machine}`,
    );
    fs.mkdirSync(path.join(repoRoot(), '.bench'), { recursive: true });
    fs.writeFileSync(
      path.join(repoRoot(), '.bench', `last-${usePglite ? 'pglite' : 'postgres'}.json`),
      JSON.stringify(
        {
          at: new Date().toISOString(),
          products,
          seedSeconds,
          rssMb: server.rssMb().max,
          processes,
          machine,
          rows,
        },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
