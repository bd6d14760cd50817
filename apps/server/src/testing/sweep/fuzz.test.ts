import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_BUYER_SCOPES } from '@mall/shared';
import { queryRows } from '../../db/client';
import { buyerAuth, operatorAuth } from '../accounts';
import { verifiedCompany } from '../company.fixture';
import { catalogueFacts, openShop } from '../shop.fixture';
import { shopApp } from '../shop-app.fixture';
import type { TestApp } from '../build-test-app';
import { buildCatalogueApp } from '../search.fixture';
import { hostile, input, valid } from './arbitraries';
import { readAfterWrites, writeCount } from './caller';
import { operations, urlOf, type JsonSchema, type Operation } from './openapi';
import { buildWorld, type Headers } from './world';

// The input fuzzer: every route gets bodies, queries and path values generated from its own schema by
// fast-check — legal ones, ones with a single thing wrong, and hostile values (NUL bytes, 100,000-character
// strings, 2^63, emoji, full-width digits, wrong types), plus malformed JSON and a wrong content type.
// Every answer must be a legal 2xx or a 4xx whose envelope carries a Chinese msg — never a 5xx — and a route
// that refused everything it was sent must have changed no row.

const RUNS = Number(process.env.FUZZ_RUNS ?? 14);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const CHINESE = /[\u4e00-\u9fff]/;
/**
 * Routes that speak another protocol than the envelope: the payment gateway expects a plain success/fail; a
 * procurement system gets a cXML Status (its code the HTTP status, its text Chinese and English); a
 * punch-out start link is opened in a browser and answers a Chinese HTML page; the token endpoint answers
 * RFC 6749's JSON error with a Chinese description.
 */
type Protocol = 'plain' | 'cxml' | 'html' | 'oauth';
const PROTOCOL: Record<string, Protocol> = {
  'POST /oauth2/token': 'oauth',
  'POST /api/pay/notify/{channel}': 'plain',
  'POST /punchout/cxml': 'cxml',
  'GET /punchout/start/{token}': 'html',
  'GET /punchout/return/{token}': 'html',
  'GET /punchout/oci': 'html',
  'POST /punchout/oci': 'html',
  'POST /punchout/sandbox/return/{simId}': 'html',
};

/**
 * Tables left out of the "refused yet changed" fingerprint: logs that record refused documents by design (a
 * procurement system's failed attempts are shown to operators), and the webhook and notification delivery
 * logs, whose sends and retries (queued after an earlier route's commit, on a backoff timer) update their rows
 * at any moment: on BullMQ the queueing itself lands after the earlier route has answered.
 */
const UNWATCHED_TABLES = new Set(['punchout_documents', 'open_deliveries', 'notification_deliveries']);

let app: TestApp;
let ops: Operation[];
let buyer: Headers;
let admin: Headers;
let merchant: Headers;
/** An app token of a company's app, for /open/v1. */
let openApp: Headers = {};
/** An app token of a shop's app, for the merchant API (/open/v1/merchant). */
let merchantApp: Headers = {};
let fingerprintSql: string;
/** The fingerprint, taken again only after a write statement (most routes refuse all and write nothing). */
let current: ReturnType<typeof readAfterWrites>;

beforeAll(async () => {
  // The open API's per-app rate limits would answer most inputs 429: the fuzz reaches what is behind them.
  app = await buildCatalogueApp(40, {
    env: { OPEN_RATE_PER_SECOND: '100000', OPEN_BATCH_RATE_PER_SECOND: '100000' },
  });
  const world = await buildWorld(app);
  buyer = world.a.headers;
  admin = world.operators['超级管理员'].headers;
  merchant = world.shops.a.headers;
  merchantApp = world.shops.a.app.headers;
  // Admin routes last (one may switch maintenance on; it is switched off again after each).
  ops = operations(app).sort(
    (x, y) => Number(x.path.startsWith('/api/admin')) - Number(y.path.startsWith('/api/admin')),
  );
  const tables = await queryRows<{ t: string }>(
    app.db.db,
    sql`select quote_ident(table_name) as t from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '%drizzle%'
          and table_name <> all(${sql.param([...UNWATCHED_TABLES])}::text[])
        order by table_name`,
  );
  fingerprintSql = tables
    .map(
      (r) => `select '${r.t}:' || count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as f from ${r.t}`,
    )
    .join(' union all ');
  current = readAfterWrites(await writeCount(app), fingerprint);
}, 180_000);
afterAll(async () => {
  await app.close();
});

/** The tables whose entry differs between two fingerprints (`table:count:xmin`, comma-separated). */
function changedTables(before: string, after: string): string {
  const was = new Set(before.split(','));
  return after
    .split(',')
    .filter((f) => !was.has(f))
    .map((f) => f.split(':')[0])
    .join(', ');
}

/** Row counts and the newest row version of every table: any insert, update or delete changes it. */
async function fingerprint(): Promise<string> {
  const rows = await queryRows<{ f: string }>(app.db.db, sql.raw(fingerprintSql));
  // Sorted: PostgreSQL may answer the union's branches in any order (a parallel append under load), and two
  // equal fingerprints in another order read as a change.
  return rows
    .map((r) => r.f)
    .sort()
    .join(',');
}

type Audience = 'admin' | 'merchantApp' | 'openApp' | 'merchant' | 'buyer' | 'visitor';

/** Whose credential a route is called with. */
function audienceOf(op: Operation): Audience {
  if (op.path.startsWith('/api/admin')) return 'admin';
  if (op.path.startsWith('/open/v1/merchant/')) return 'merchantApp';
  if (op.path.startsWith('/open/')) return 'openApp';
  if (op.path.startsWith('/api/portal')) return 'merchant';
  return op.secured ? 'buyer' : 'visitor';
}

const alive = async (url: string, headers: Headers, method: 'GET' | 'POST' = 'GET') =>
  (await app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) })).statusCode ===
  200;

/**
 * The credential this route is called with, replaced first if the fuzz itself ended it (logout, a password
 * reset, a disabled account or shop, a rotated or deleted app). Only the one in use is checked: checking all
 * five before every route was a third of the fuzzer's time.
 */
async function freshHeaders(audience: Audience): Promise<Headers> {
  switch (audience) {
    case 'buyer':
      if (!(await alive('/api/user/getUserInfo', buyer, 'POST'))) buyer = (await buyerAuth(app)).headers;
      return buyer;
    case 'admin':
      if (!(await alive('/api/admin/auth/me', admin)))
        admin = (await operatorAuth(app, '超级管理员')).headers;
      return admin;
    case 'merchant':
      if (!(await alive('/api/admin/auth/me', admin)))
        admin = (await operatorAuth(app, '超级管理员')).headers;
      if (!(await alive('/api/portal/auth/me', merchant)))
        merchant = (await openShop(app, admin, await grantsOf())).headers;
      return merchant;
    case 'openApp':
      if (!(await alive('/open/v1/products?size=1', openApp))) {
        if (!(await alive('/api/admin/auth/me', admin)))
          admin = (await operatorAuth(app, '超级管理员')).headers;
        openApp = await openAppHeaders();
      }
      return openApp;
    case 'merchantApp':
      if (!(await alive('/open/v1/merchant/orders?since=2020-01-01T00:00:00Z', merchantApp))) {
        await freshHeaders('merchant');
        merchantApp = (await shopApp(app, merchant)).headers;
      }
      return merchantApp;
    case 'visitor':
      return {};
  }
}

/** A new app of a new company (the fuzz may have rotated or deleted the last) and its token. */
async function openAppHeaders(): Promise<Headers> {
  const company = await verifiedCompany(app, { headers: admin });
  const created = await app.inject({
    method: 'POST',
    url: '/api/company/open-apps',
    headers: company.admin.headers,
    payload: { name: '模糊测试', scopes: [...OPEN_BUYER_SCOPES], ipAllowList: [], mode: 'sandbox' },
  });
  const { clientId } = (created.json() as { data: { app: { clientId: string } } }).data.app;
  const { clientSecret } = (created.json() as { data: { clientSecret: string } }).data;
  const token = await app.inject({
    method: 'POST',
    url: '/oauth2/token',
    payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret },
  });
  return { authorization: `Bearer ${(token.json() as { access_token: string }).access_token}` };
}

/** Grants for a replacement shop (the fuzz may have suspended the first or ended its session). */
async function grantsOf() {
  const facts = await catalogueFacts(app);
  return { categoryIds: [facts.cats[0]!.first], brandIds: [facts.brands[0]!.id] };
}

const asQueryValue = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

type Outcome = { status: number; problem?: string };
function judge(res: { statusCode: number; body: string }, protocol?: Protocol): Outcome {
  const status = res.statusCode;
  if (status >= 500) return { status, problem: `${status} ${res.body.slice(0, 200)}` };
  if (status >= 400 && protocol === 'cxml') {
    const m = /<Status code="(\d+)" text="[^"]*">([^<]*)<\/Status>/.exec(res.body);
    if (!m || Number(m[1]) !== status || !CHINESE.test(m[2]!))
      return {
        status,
        problem: `${status} without a matching cXML Status in Chinese: ${res.body.slice(0, 200)}`,
      };
  }
  if (status >= 400 && protocol === 'oauth') {
    const body = /^\{/.test(res.body) ? (JSON.parse(res.body) as Record<string, unknown>) : {};
    if (typeof body.error !== 'string' || !CHINESE.test(String(body.error_description)))
      return { status, problem: `${status} without an OAuth error in Chinese: ${res.body.slice(0, 160)}` };
  }
  if (status >= 400 && protocol === 'html' && !(/^<!doctype html>/i.test(res.body) && CHINESE.test(res.body)))
    return { status, problem: `${status} without a Chinese page: ${res.body.slice(0, 160)}` };
  if (status >= 400 && !protocol) {
    let body: { code?: unknown; msg?: unknown; data?: unknown };
    try {
      body = JSON.parse(res.body) as typeof body;
    } catch {
      return { status, problem: `${status} without the JSON envelope: ${res.body.slice(0, 120)}` };
    }
    if (
      typeof body.msg !== 'string' ||
      !CHINESE.test(body.msg) ||
      !('data' in body) ||
      body.code === undefined
    )
      return { status, problem: `${status} without a Chinese msg: ${res.body.slice(0, 160)}` };
    if (/at .+\.(ts|js):\d+/.test(res.body)) return { status, problem: `${status} shows a stack trace` };
  }
  return { status };
}

describe('input fuzzer', () => {
  it('answers every generated input on every route with a 2xx or a Chinese 4xx, never a 5xx', async () => {
    const problems: string[] = [];
    let inputs = 0;
    let fiveHundreds = 0;
    let accepted = 0;
    let routes = 0;
    for (const [i, op] of ops.entries()) {
      const headers = await freshHeaders(audienceOf(op));
      const ip = `10.${200 + (i % 50)}.${Math.floor(i / 50)}.1`;
      // Work the last route left to the job queue (an order's messages, a webhook's delivery) writes later;
      // under load it wrote inside this route's window and was taken for its own.
      await app.jobs.idle();
      const before = await current();
      const statuses: number[] = [];
      const send = async (url: string, payload: unknown, contentType = 'application/json') => {
        const res = await app.inject({
          method: op.method as 'GET',
          url,
          remoteAddress: ip,
          headers: { ...headers, ...(payload !== undefined ? { 'content-type': contentType } : {}) },
          ...(payload !== undefined
            ? { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }
            : {}),
        });
        inputs++;
        const outcome = judge(res, PROTOCOL[op.key]);
        statuses.push(outcome.status);
        if (outcome.status >= 500) fiveHundreds++;
        if (outcome.status < 300) accepted++;
        if (outcome.problem)
          problems.push(
            `${op.key} ${url.slice(0, 80)}: ${outcome.problem} ${String(typeof payload === 'string' ? payload : JSON.stringify(payload)).slice(0, 3000)}`,
          );
      };

      const querySchema: JsonSchema = {
        type: 'object',
        properties: op.query,
        required: op.requiredQuery,
      };
      const params = fc.record(
        Object.fromEntries(Object.entries(op.params).map(([k, s]) => [k, fc.oneof(valid(s), hostile)])),
      );
      const hasBody = op.method !== 'GET' && op.method !== 'DELETE';
      await fc.assert(
        fc.asyncProperty(
          params,
          Object.keys(op.query).length ? input(querySchema) : fc.constant(undefined),
          hasBody ? input(op.body) : fc.constant(undefined),
          async (p, q, b) => {
            const query =
              q && typeof q === 'object' && !Array.isArray(q)
                ? Object.fromEntries(Object.entries(q).map(([k, v]) => [k, asQueryValue(v)]))
                : {};
            await send(
              urlOf(op, Object.fromEntries(Object.entries(p).map(([k, v]) => [k, asQueryValue(v)])), query),
              hasBody ? (b === undefined ? {} : b) : undefined,
            );
          },
        ),
        { numRuns: RUNS, seed: SEED + i, endOnFailure: true },
      );
      if (hasBody) {
        const url = urlOf(op);
        await send(url, '{"a":');
        await send(url, 'a=1&b=2', 'text/plain');
        await send(url, JSON.stringify({ x: 'y' }).repeat(2));
      }
      routes++;
      if (!statuses.some((s) => s < 300)) {
        await app.jobs.idle();
        const after = await current();
        if (after !== before)
          problems.push(`${op.key}: refused every input yet changed rows (${changedTables(before, after)})`);
      }
      if (op.path.startsWith('/api/admin/settings/maintenance')) {
        await app.inject({
          method: 'POST',
          url: '/api/admin/settings/maintenance/save',
          headers: admin,
          payload: { enabled: false, content: '系统维护中' },
        });
      }
    }
    console.log(
      `input fuzzer: routes ${routes}, inputs ${inputs}, 5xx ${fiveHundreds} (${accepted} taken as legal, the rest refused with a Chinese 4xx; seed ${SEED}, ${RUNS} generated per route; tables fingerprinted ${current.reads} times)`,
    );
    expect(problems).toEqual([]);
    expect(routes).toBeGreaterThan(150);
  }, 600_000);
});
