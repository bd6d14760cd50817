/**
 * Quick order bench (budget p95 ≤ 1.5 s for a 500-line paste on 100,000 SPUs, PostgreSQL):
 * a 500-line mixed paste drawn from the seeded catalogue — SKU codes, model numbers in another case or width,
 * misspelt names, unknown parts — posted to /api/quick-order/match by one buyer after another, then by four
 * at once. The list and the buyer are written before the server starts (an embedded database has one owner).
 */
import { sql } from 'drizzle-orm';
import { openDb } from '../src/db/client';
import { Rng } from '../src/seed/rng';
import { hashPassword } from '../src/lib/password';
import { benchLogin } from './login';
import { insertBenchUser, type BenchRow } from './bench-kit';

export type QuickOrderPrepared = { username: string; password: string; text: string; lines: number };

const PASSWORD = 'Bench@123456';
const LINES = { codes: 200, models: 125, misspelt: 100, unknown: 75 } as const;

type Sample = { code: string; model_no: string; moq: number; title: string; cat: string; latin: string };

/** 3m → ３ｍ: the full-width form of ASCII letters and digits. */
const fullWidth = (s: string) =>
  s.replace(/[0-9A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

/** One character dropped (or two swapped) in the category word, one letter dropped from the Latin brand. */
function misspell(s: Sample, rng: Rng): string {
  const chars = [...s.cat];
  if (chars.length >= 3 && rng.chance(0.5)) chars.splice(rng.int(1, chars.length - 1), 1);
  else if (chars.length >= 2) {
    const i = rng.int(0, chars.length - 2);
    [chars[i], chars[i + 1]] = [chars[i + 1]!, chars[i]!];
  }
  const latin = s.latin.toLowerCase();
  const brand = latin.length > 4 ? latin.slice(0, 2) + latin.slice(3) : latin;
  return `${brand} ${chars.join('')}`;
}

/** Writes the bench buyer (default address in 江苏) and builds the paste from the catalogue. */
export async function prepareQuickOrderBench(
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<QuickOrderPrepared> {
  const handle = await openDb({ databaseUrl, dataDir });
  const db = handle.db;
  const username = `bench_qo_${Date.now().toString(36)}`;
  const userId = await insertBenchUser(db, {
    username,
    mobilePrefix: '136',
    passwordHash: await hashPassword(PASSWORD),
    companyName: '压测机电有限公司',
  });
  await db.execute(sql`insert into addresses (user_id, contact_name, mobile, province_code, province_name,
      city_code, city_name, district_code, district_name, detail, is_default)
    values (${userId}, '李工', '13900139000', '320000', '江苏省', '320500', '苏州市', '320505', '虎丘区',
      '星湖街 328 号', true)`);
  const sample = (
    (await db.execute(sql`select k.code, p.model_no, p.moq, p.title, c.title as cat, b.latin_name as latin
      from skus k join products p on p.id = k.product_id join categories c on c.id = p.category_id
      join brands b on b.id = p.brand_id
      where k.id % 37 = 0 order by k.id limit 2000`)) as unknown as { rows: Sample[] }
  ).rows;
  await handle.close();

  const rng = new Rng(20261125);
  const lines: string[] = ['商品编码/型号/名称\t数量'];
  for (let i = 0; i < LINES.codes; i++) {
    const s = rng.pick(sample);
    // Some below the minimum or off the step: the adjustment path too.
    lines.push(`${s.code}\t${rng.chance(0.2) ? 1 : s.moq * rng.int(1, 5)}`);
  }
  for (let i = 0; i < LINES.models; i++) {
    const s = rng.pick(sample);
    const model = rng.chance(0.4)
      ? s.model_no.toLowerCase()
      : rng.chance(0.5)
        ? fullWidth(s.model_no)
        : s.model_no.replace(/-/g, ' ');
    lines.push(`${model}，${rng.int(1, 20)}`);
  }
  for (let i = 0; i < LINES.misspelt; i++) lines.push(`${misspell(rng.pick(sample), rng)} ${rng.int(1, 50)}`);
  for (let i = 0; i < LINES.unknown; i++)
    lines.push(
      rng.chance(0.5)
        ? `进口密封圈 Φ${rng.int(10, 90)}×${rng.int(1, 5)}.${rng.int(1, 9)}\t${rng.int(1, 100)}`
        : `非标件 QX${rng.int(100000, 999999)}-${rng.int(10, 99)}ZZ\t${rng.int(1, 10)}`,
    );
  // Shuffled, as a real list is: the stages see every kind mixed.
  const body = lines.slice(1);
  for (let i = body.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [body[i], body[j]] = [body[j]!, body[i]!];
  }
  return { username, password: PASSWORD, text: [lines[0], ...body].join('\r\n'), lines: body.length };
}

const fmt = (n: number, d = 0) => n.toFixed(d);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Posts the paste for `seconds` from `workers` buyers at once (each waits for its answer); latencies in ms. */
async function drive(url: string, auth: string, text: string, workers: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      // At least five answers per worker, however slow: a p95 needs a few.
      for (let n = 0; n < 5 || performance.now() < end; n++) {
        const t0 = performance.now();
        const res = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'accept-encoding': 'gzip, deflate, br',
            authorization: auth,
          },
          body: JSON.stringify({ text }),
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!res.ok) errors++;
      }
    }),
  );
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    rps: sorted.length / ((performance.now() - started) / 1000),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    errors,
  };
}

/** Logs the bench buyer in, checks the outcomes once, then measures one buyer and four at once. */
export async function runQuickOrderBench(opts: {
  port: number;
  duration: number;
  prepared: QuickOrderPrepared;
}): Promise<BenchRow[]> {
  const base = `http://127.0.0.1:${opts.port}`;
  const json = { 'content-type': 'application/json' };
  const { username, password, text, lines } = opts.prepared;
  const auth = await benchLogin(base, username, password);
  const url = `${base}/api/quick-order/match`;

  const first = await fetch(url, {
    method: 'POST',
    headers: { ...json, authorization: auth },
    body: JSON.stringify({ text }),
  });
  const answer = (await first.json()) as {
    msg: string;
    data?: { areaName: string; lines: unknown[]; summary: Record<string, number> };
  };
  if (!first.ok || !answer.data) throw new Error(`quick order match answered ${first.status}: ${answer.msg}`);
  console.log(
    `  quick order: ${lines} lines (${Object.entries(LINES)
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}), area ${answer.data.areaName} → ${Object.entries(answer.data.summary)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );

  const rows: BenchRow[] = [];
  for (const workers of [1, 4]) {
    await drive(url, auth, text, workers, Math.min(2, opts.duration)); // warm-up
    const r = await drive(url, auth, text, workers, opts.duration);
    console.log(
      `  quick order, ${workers} buyer(s) at once: ${r.count} pastes, p50 ${fmt(r.p50)} ms, p95 ${fmt(r.p95)} ms, p99 ${fmt(r.p99)} ms`,
    );
    rows.push({
      group: 'quick-order',
      name: `match a ${lines}-line paste, ${workers} buyer${workers > 1 ? 's' : ''} at once (p95 ${fmt(r.p95)} ms; budget ≤ 1,500)`,
      rps: fmt(r.rps, 1),
      p50: fmt(r.p50),
      p99: fmt(r.p99),
      errors: String(r.errors),
    });
  }
  return rows;
}
