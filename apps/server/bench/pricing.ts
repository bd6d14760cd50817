/**
 * Agreement-price bench: 1,000 verified companies × 500 agreement prices spread over the
 * catalogue; one member of the first company, whose 500 include SKUs the measured calls show (the detail
 * SKU, the first 螺丝刀 results, the filtered listing's first products). Listing with filters, search with
 * facets and detail are driven for a visitor and for the member side by side (visitor, member, visitor,
 * member, in interleaved rounds); the member's figure must stay within 1.3× the visitor's. Written
 * before the server starts.
 */
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { openDb } from '../src/db/client';
import { hashPassword } from '../src/lib/password';
import { benchLogin } from './login';
import { discoveryScenarios, type Scenario } from './scenarios';
import { insertBenchUser, type BenchRow, type Rows } from './bench-kit';

export type PricingPrepared = {
  username: string;
  password: string;
  companies: number;
  prices: number;
  memberCompany: number;
  skuCount: number;
};

const PASSWORD = 'Bench@123456';
const COMPANIES = 1000;
const PER_COMPANY = 500;
const CALLS = ['category listing + brand + attribute filter', 'search 螺丝刀 with facets', 'product detail'];

export async function preparePricingBench(
  databaseUrl: string | undefined,
  dataDir: string,
): Promise<PricingPrepared> {
  const handle = await openDb({ databaseUrl, dataDir });
  const db = handle.db;
  const tag = Date.now().toString(36);
  const username = `bench_price_${tag}`;
  const userId = await insertBenchUser(db, {
    username,
    mobilePrefix: '135',
    passwordHash: await hashPassword(PASSWORD),
    companyName: '协议价压测有限公司',
  });
  const companies =
    (await db.execute(sql`insert into companies (name, credit_code, license_image, contact_name,
      contact_mobile, status, created_by, verified_at)
    select '协议价压测' || ${tag} || g || '有限公司', upper(substr(md5(${tag} || g), 1, 18)), '', '压测', '13700000000', 2,
      ${userId}, now()
    from generate_series(1, ${COMPANIES}) g
    returning id`)) as unknown as Rows<{ id: number }>;
  const ids = companies.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  const first = ids[0]!;
  await db.execute(sql`insert into company_members (user_id, company_id, roles)
    values (${userId}, ${first}, '["采购员"]'::jsonb)`);
  // Every other company 500 SKUs spread over the catalogue; the member's are written once the server can
  // say which SKUs the measured calls show (runPricingBench).
  // SKU ids are sparse (the seed numbers them per product), so the spread picks by position in id order.
  const skuCount = Number(
    ((await db.execute(sql`select count(*)::int as n from skus`)) as unknown as Rows<{ n: number }>).rows[0]!
      .n,
  );
  await db.execute(sql`insert into agreement_prices (company_id, sku_id, product_id, price_fen, starts_on, ends_on)
    select c.id, k.id, k.product_id, greatest(1, k.price_fen * 9 / 10), current_date - 1, current_date + 365
    from unnest(${sql.param(ids)}::bigint[]) as c(id)
    cross join generate_series(1, ${PER_COMPANY}) g
    join (select id, product_id, price_fen, row_number() over (order by id) as n from skus) k
      on k.n = 1 + ((c.id * 1000003 + g * 7919) % ${skuCount})
    where c.id <> ${first}
    on conflict do nothing`);
  const prices = Number(
    (
      (await db.execute(
        sql`select count(*)::int as n from agreement_prices where company_id = any(${sql.param(ids)}::bigint[])`,
      )) as unknown as Rows<{ n: number }>
    ).rows[0]!.n,
  );
  await db.execute(sql`analyze agreement_prices`);
  await handle.close();
  return { username, password: PASSWORD, companies: ids.length, prices, memberCompany: first, skuCount };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function measure(port: number, s: Scenario, duration: number, auth?: string) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${s.path}`,
    method: s.method,
    connections: 32,
    duration,
    headers: {
      'content-type': 'application/json',
      'accept-encoding': 'gzip, deflate, br',
      ...(auth ? { authorization: auth } : {}),
    },
    ...(s.body === undefined ? {} : { body: JSON.stringify(s.body) }),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

/** How many prices in an answer carry the 协议价 tag (the member must see some, the visitor none). */
async function tagged(port: number, s: Scenario, auth?: string): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}${s.path}`, {
    method: s.method,
    headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
    ...(s.body === undefined ? {} : { body: JSON.stringify(s.body) }),
  });
  return ((await res.text()).match(/"priceTag":"协议价"/g) ?? []).length;
}

/**
 * The member company's 500: every SKU of the products the three calls show a visitor, then SKUs spread over
 * the catalogue up to 500.
 */
async function priceWhatTheCallsShow(databaseUrl: string, port: number, prepared: PricingPrepared) {
  const shown = new Set<number>();
  for (const name of CALLS) {
    const s = discoveryScenarios.find((d) => d.name.startsWith(name))!;
    const res = await fetch(`http://127.0.0.1:${port}${s.path}`, {
      method: s.method,
      headers: { 'content-type': 'application/json' },
      ...(s.body === undefined ? {} : { body: JSON.stringify(s.body) }),
    });
    for (const m of (await res.text()).matchAll(/"productId":(\d+)/g)) shown.add(Number(m[1]));
  }
  const handle = await openDb({ databaseUrl, poolSize: 1 });
  const company = prepared.memberCompany;
  await handle.db
    .execute(sql`insert into agreement_prices (company_id, sku_id, product_id, price_fen, starts_on, ends_on)
    select ${company}, k.id, k.product_id, greatest(1, k.price_fen * 9 / 10), current_date - 1, current_date + 365
    from skus k where k.product_id = any(${sql.param([...shown])}::int[])
    on conflict do nothing`);
  await handle.db
    .execute(sql`insert into agreement_prices (company_id, sku_id, product_id, price_fen, starts_on, ends_on)
    select ${company}, k.id, k.product_id, greatest(1, k.price_fen * 9 / 10), current_date - 1, current_date + 365
    from generate_series(1, ${PER_COMPANY}) g
    join (select id, product_id, price_fen, row_number() over (order by id) as n from skus) k
      on k.n = 1 + ((g * 7919) % ${prepared.skuCount})
    order by g
    limit greatest(0, ${PER_COMPANY} - (select count(*) from agreement_prices where company_id = ${company}))
    on conflict do nothing`);
  await handle.close();
  return shown.size;
}

export async function runPricingBench(opts: {
  port: number;
  duration: number;
  /** Interleaved visitor/member rounds per call. */
  rounds: number;
  databaseUrl: string;
  prepared: PricingPrepared;
}) {
  const { port, duration, prepared } = opts;
  const products = await priceWhatTheCallsShow(opts.databaseUrl, port, prepared);
  const auth = await benchLogin(
    `http://127.0.0.1:${port}`,
    prepared.username,
    prepared.password,
    '10.30.0.1',
  );
  console.log(
    `  agreement prices: ${prepared.companies} companies, ${(prepared.prices + PER_COMPANY).toLocaleString('en-US')} prices; the member's include every SKU of the ${products} products the calls show`,
  );
  const rows: BenchRow[] = [];
  for (const name of CALLS) {
    const s = discoveryScenarios.find((d) => d.name.startsWith(name))!;
    const marks = { visitor: await tagged(port, s), member: await tagged(port, s, auth) };
    if (marks.visitor !== 0 || marks.member === 0)
      throw new Error(`${name}: 协议价 marks visitor ${marks.visitor}, member ${marks.member}`);
    await measure(port, s, Math.min(2, duration));
    await measure(port, s, Math.min(2, duration), auth);
    const runs = {
      visitor: [] as Awaited<ReturnType<typeof measure>>[],
      member: [] as Awaited<ReturnType<typeof measure>>[],
    };
    // Interleaved rounds, the order flipped each round: on a shared host a call's rate moves by a third
    // from one minute to the next, so each round's member / visitor ratio is taken within seconds and the
    // median of the rounds' ratios is the figure.
    const slowdown: number[] = [];
    const p99Ratio: number[] = [];
    for (let round = 0; round < opts.rounds; round++) {
      const first = round % 2 ? 'member' : 'visitor';
      type Measured = Awaited<ReturnType<typeof measure>>;
      const got: { visitor?: Measured; member?: Measured } = {};
      for (const who of first === 'visitor'
        ? (['visitor', 'member'] as const)
        : (['member', 'visitor'] as const))
        got[who] = await measure(port, s, duration, who === 'member' ? auth : undefined);
      runs.visitor.push(got.visitor!);
      runs.member.push(got.member!);
      slowdown.push(got.visitor!.rps / got.member!.rps);
      p99Ratio.push(got.member!.p99 / got.visitor!.p99);
    }
    for (const who of ['visitor', 'member'] as const) {
      const r = runs[who];
      rows.push({
        group: 'pricing',
        name: `${name}, ${who}${who === 'member' ? ` (${marks.member} prices tagged 协议价 in the answer)` : ''}`,
        rps: median(r.map((x) => x.rps)).toFixed(0),
        p50: median(r.map((x) => x.p50)).toFixed(1),
        p99: median(r.map((x) => x.p99)).toFixed(1),
        errors: String(r.reduce((a, x) => a + x.errors, 0)),
      });
    }
    console.log(
      `  ${name}: visitor req/s ÷ member req/s ${median(slowdown).toFixed(2)}, member p99 ÷ visitor p99 ${median(p99Ratio).toFixed(2)} (medians of ${opts.rounds} rounds; budget ≤ 1.30)`,
    );
  }
  return rows;
}
