/**
 * `npm run lighthouse`: Lighthouse (the npm package pinned in the lock file) in Debian's Chromium against the
 * production build (`npm run build` first) served on a fresh embedded database, on the home page, a product
 * page, a search page and a category page, with the desktop preset and Lighthouse's default mobile preset
 * (simulated slow 4G and 4× CPU). Each page runs LIGHTHOUSE_RUNS times (default 3); the table shows the median
 * of each column. Performance and accessibility categories. Downloads nothing. Not part of CI: too slow and too noisy on a
 * shared machine.
 *
 * Environment: LIGHTHOUSE_PORT (default 3190; Chromium's debugging port is the next one), LIGHTHOUSE_RUNS,
 * LIGHTHOUSE_SEED_PRODUCTS (default 600), CHROMIUM_PATH (default /usr/bin/chromium), LIGHTHOUSE_JSON (a file
 * to write the medians to), LIGHTHOUSE_REPORTS (a folder to keep every run's full report in),
 * LIGHTHOUSE_PAGES (e.g. `home,product`) and LIGHTHOUSE_PRESETS (`desktop` or `mobile`) to run fewer.
 * A run Lighthouse itself reports as failed (NO_NAVSTART and the like, seen on a loaded machine) is repeated
 * up to twice.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(root, 'apps/server/dist/server.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3190);
const debugPort = port + 1;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const origin = `http://127.0.0.1:${port}`;

interface Row {
  page: string;
  preset: 'desktop' | 'mobile';
  score: number;
  a11y: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKB: number;
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function waitFor(url: string, timeoutMs: number, child: ChildProcess): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The first `<loc>` of a sitemap file that matches, as a path. */
async function firstLoc(file: string, pattern: RegExp): Promise<string> {
  const xml = await (await fetch(`${origin}/sitemap/${file}`)).text();
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const p = new URL(loc!).pathname;
    if (pattern.test(p)) return p;
  }
  throw new Error(`no URL matching ${pattern} in /sitemap/${file}`);
}

function startServer(dataDir: string): ChildProcess {
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_PRODUCTS: process.env.LIGHTHOUSE_SEED_PRODUCTS ?? '600',
      CAPTCHA_PROVIDER: 'test',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

function startChromium(profile: string): ChildProcess {
  return spawn(
    chromium,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--no-default-browser-check',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
}

const reports = process.env.LIGHTHOUSE_REPORTS;
let reportNo = 0;

async function measure(
  url: string,
  preset: Row['preset'],
  attempt = 1,
): Promise<Omit<Row, 'page' | 'preset'>> {
  const flags: Flags = {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    const problem = `${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt >= 3) throw new Error(problem);
    console.error(`${problem} — once more`);
    return measure(url, preset, attempt + 1);
  }
  if (reports) {
    fs.mkdirSync(reports, { recursive: true });
    const page = new URL(url).pathname.split('/')[1] || 'home';
    const name = `${String(++reportNo).padStart(2, '0')}-${preset}-${page}.json`;
    fs.writeFileSync(path.join(reports, name), JSON.stringify(lhr));
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number }[] } | undefined;
  const script = summary?.items?.find((i) => i.resourceType === 'script')?.transferSize ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    a11y: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbtMs: audit('total-blocking-time'),
    jsKB: script / 1024,
  };
}

function table(rows: Row[]): string {
  const lines = [
    '| page | preset | performance | accessibility | LCP | CLS | TBT | JS transferred |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.page} | ${r.preset} | ${r.score} | ${r.a11y} | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.cls.toFixed(3)} | ` +
        `${Math.round(r.tbtMs)} ms | ${Math.round(r.jsKB)} KiB |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  for (const file of [serverEntry, webIndex]) {
    if (!fs.existsSync(file))
      throw new Error(`${path.relative(root, file)} is missing: run npm run build first`);
  }
  const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-lighthouse-'));
  const server = startServer(path.join(temp, 'data'));
  let browser: ChildProcess | undefined;
  const stop = () => {
    browser?.kill();
    server.kill();
    fs.rmSync(temp, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', stop).once('SIGTERM', stop);
  try {
    await waitFor(`${origin}/api/health`, 180_000, server);
    const only = process.env.LIGHTHOUSE_PAGES?.split(',');
    const pages = (
      [
        ['home', '/'],
        ['product', await firstLoc('products-1.xml', /^\/goods\/\d+$/)],
        ['search', `/search?value=${encodeURIComponent('螺丝刀')}`],
        ['category', await firstLoc('categories.xml', /^\/cate-menu\/three-cate\//)],
      ] as [string, string][]
    ).filter(([name]) => !only || only.includes(name));
    const presets = (['desktop', 'mobile'] as const).filter(
      (p) => !process.env.LIGHTHOUSE_PRESETS || process.env.LIGHTHOUSE_PRESETS.split(',').includes(p),
    );
    browser = startChromium(path.join(temp, 'profile'));
    await waitFor(`http://127.0.0.1:${debugPort}/json/version`, 30_000, browser);
    const version = (await (await fetch(`http://127.0.0.1:${debugPort}/json/version`)).json()) as {
      Browser: string;
    };

    const rows: Row[] = [];
    for (const preset of presets) {
      for (const [name, p] of pages) {
        const samples = [];
        for (let i = 0; i < runs; i++) samples.push(await measure(origin + p, preset));
        const row: Row = {
          page: `${name} (${decodeURIComponent(p)})`,
          preset,
          score: median(samples.map((s) => s.score)),
          a11y: median(samples.map((s) => s.a11y)),
          lcpMs: median(samples.map((s) => s.lcpMs)),
          cls: median(samples.map((s) => s.cls)),
          tbtMs: median(samples.map((s) => s.tbtMs)),
          jsKB: median(samples.map((s) => s.jsKB)),
        };
        rows.push(row);
        console.error(
          `${preset} ${name}: scores ${samples.map((s) => s.score).join(', ')} → ${row.score}, ` +
            `accessibility ${samples.map((s) => s.a11y).join(', ')}, ` +
            `LCP ${samples.map((s) => Math.round(s.lcpMs)).join(', ')} ms`,
        );
      }
    }
    console.log(`\nLighthouse ${lighthouseVersion()}, ${version.Browser}, median of ${runs} runs each\n`);
    console.log(table(rows));
    if (process.env.LIGHTHOUSE_JSON)
      fs.writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(rows, null, 2));
  } finally {
    browser?.kill();
    server.kill();
    await new Promise((r) => setTimeout(r, 500));
    fs.rmSync(temp, { recursive: true, force: true });
  }
}

/** The version npm installed (hoisted to the root's node_modules or kept in e2e's own, as the lock file has it). */
function lighthouseVersion(): string {
  const pkg = createRequire(import.meta.url).resolve('lighthouse/package.json');
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
