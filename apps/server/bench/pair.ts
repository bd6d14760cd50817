/**
 * `npm run bench:pair`: two built checkouts side by side, in interleaved bursts. On a shared two-core host
 * a call's rate moves by a third from one minute to the next, so two runs minutes apart cannot show a 5 %
 * change. Here both servers run at once (each on its own database) and every call is driven in short
 * bursts, A, B, B, A, A, B … (the order flips each round), so the two see the same host within seconds;
 * the table gives each side's median over the rounds and the median of the per-round ratios.
 *
 *   npm run bench:pair -- --base ../wt-before --base-db mall_bench_base --db mall_bench_main --only listing,discovery
 *
 * `--only traffic` drives the drawn calls of `bench/traffic.ts` (product pages, category pages, keywords;
 * uniform and Zipf) the same way: each round draws with a seed of its own, the same for both sides, so
 * every round asks mostly for keys neither server has cached yet (uniform), or the popular few and a
 * long tail (Zipf). Both sides may use one database for it (it only reads).
 *
 * Both databases must already hold the catalogue (seed each with its own checkout's `npm run bench --
 * --database <name> --only home`, or reuse earlier bench databases), and both checkouts must be built
 * (`node scripts/build.mjs` in apps/server).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { serverRoot } from '../src/lib/paths';
import { allScenarios, type Scenario } from './scenarios';
import { prepareTraffic, trafficCalls, type Distribution, type DrawnRequest } from './traffic';

const { values: args } = parseArgs({
  options: {
    /** The other checkout's root (its apps/server/dist/server.js is started). */
    base: { type: 'string' },
    'base-db': { type: 'string', default: 'mall_bench_base' },
    db: { type: 'string', default: 'mall_bench' },
    only: { type: 'string', default: 'listing,discovery' },
    rounds: { type: 'string', default: '8' },
    /** Seconds per burst. */
    burst: { type: 'string', default: '3' },
    connections: { type: 'string', default: '32' },
    port: { type: 'string', default: '3400' },
    /** With the traffic group: only the drawn calls whose names contain one of these (comma-separated). */
    calls: { type: 'string' },
  },
});

if (!args.base) throw new Error('--base: the other checkout (for example ../wt-before)');
const rounds = Number(args.rounds);
const burst = Number(args.burst);
const connections = Number(args.connections);
const groups = new Set(args.only.split(',').map((g) => g.trim()));
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HEADERS = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };

function databaseUrl(name: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

type Side = { label: string; port: number; child: ChildProcess };

async function start(label: string, root: string, db: string, port: number): Promise<Side> {
  const entry = path.join(root, 'dist', 'server.js');
  if (!fs.existsSync(entry)) throw new Error(`${entry}: not built (node scripts/build.mjs)`);
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `mall-pair-${label}-`)),
      LOG_LEVEL: 'error',
      ORDER_SWEEP_INTERVAL_SECONDS: '0',
      DATABASE_URL: databaseUrl(db),
      ...(process.env.WARM_UP_MS ? { WARM_UP_MS: process.env.WARM_UP_MS } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { label, port, child };
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`${label}: server did not start`);
}

/** What a round drives: one fixed request (a scenario) or requests drawn one after another. */
type Load = { name: string; fixed?: Scenario; drawn?: (round: number) => () => DrawnRequest };

async function drive(side: Side, load: Load, seconds: number, round = 0) {
  const s = load.fixed;
  const next = load.drawn?.(round);
  const result = await autocannon({
    url: `http://127.0.0.1:${side.port}${s?.path ?? ''}`,
    connections,
    duration: seconds,
    headers: HEADERS,
    ...(s ? { method: s.method, ...(s.body === undefined ? {} : { body: JSON.stringify(s.body) }) } : {}),
    ...(next
      ? {
          requests: [
            {
              setupRequest: (req: object) => {
                const drawn = next();
                return { ...req, method: drawn.method, path: drawn.path, body: drawn.body, headers: HEADERS };
              },
            },
          ],
        }
      : {}),
  });
  const errors = result.errors + result.non2xx + result.timeouts;
  if (errors) throw new Error(`${side.label} ${load.name}: ${errors} failed requests`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function main() {
  const loads: Load[] = allScenarios
    .filter((s) => groups.has(s.group))
    .map((s) => ({ name: `${s.group}: ${s.name}`, fixed: s }));
  if (groups.has('traffic')) {
    const prepared = await prepareTraffic(
      databaseUrl(args.db),
      fs.mkdtempSync(path.join(os.tmpdir(), 'pair-')),
    );
    const named = args.calls?.split(',').map((c) => c.trim());
    for (const call of trafficCalls.filter((c) => !named || named.some((n) => c.name.includes(n))))
      for (const d of ['uniform', 'zipf'] as Distribution[])
        loads.push({
          name: `traffic: ${call.name}, ${d} over ${call.keys(prepared).toLocaleString('en-US')} keys`,
          drawn: (round) => call.draw(prepared, d, 20261126 + round * 7919),
        });
  }
  if (!loads.length) throw new Error(`--only ${args.only}: no scenario`);
  const port = Number(args.port);
  const a = await start('base', path.join(path.resolve(args.base!), 'apps', 'server'), args['base-db'], port);
  const b = await start('this', serverRoot(), args.db, port + 1);
  console.log(
    `pair: ${rounds} rounds × ${burst} s per side and call, ${connections} connections; base ${args.base} (${args['base-db']}), this checkout (${args.db})`,
  );
  const rows: string[] = [];
  try {
    for (const s of loads) {
      // Both warm: the first burst of each side is not counted (drawn loads: a seed no round uses).
      await drive(a, s, 2, -1);
      await drive(b, s, 2, -1);
      const seen = { base: [] as number[], this: [] as number[], p99a: [] as number[], p99b: [] as number[] };
      const ratios: number[] = [];
      for (let r = 0; r < rounds; r++) {
        const order = r % 2 ? [b, a] : [a, b];
        const out: Record<string, { rps: number; p99: number }> = {};
        for (const side of order) out[side.label] = await drive(side, s, burst, r);
        seen.base.push(out.base!.rps);
        seen.this.push(out.this!.rps);
        seen.p99a.push(out.base!.p99);
        seen.p99b.push(out.this!.p99);
        ratios.push(out.this!.rps / out.base!.rps);
      }
      const row = `| ${s.name} | ${median(seen.base).toFixed(0)} | ${median(seen.this).toFixed(0)} | ${median(ratios).toFixed(3)} | ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} | ${median(seen.p99a)} · ${median(seen.p99b)} |`;
      console.log(row);
      rows.push(row);
    }
  } finally {
    a.child.kill('SIGTERM');
    b.child.kill('SIGTERM');
  }
  console.log(
    '\n| call | base req/s (median) | this req/s (median) | this / base (median of rounds) | range | p99 ms base · this |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(r);
}

await main();
