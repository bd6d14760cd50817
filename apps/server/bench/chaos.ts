/**
 * Chaos run (`npm run chaos`): 3 API processes behind nginx (deploy/cluster.mjs) on a
 * PostgreSQL cluster and a Redis server of the run's own, 60 s of mixed load from 24 buyers (browse, search,
 * add to cart, checkout with idempotency keys). At 20 s one API process is killed with SIGKILL (the cluster
 * script starts it again), at 40 s PostgreSQL restarts, at 50 s Redis restarts. Afterwards it checks:
 * every checkout the client saw succeed exists exactly once, none it saw refused exists; stock: initial −
 * sold = final per SKU and warehouse; no 5xx outside the database and Redis restart windows; every process
 * serves again untouched; after the Redis restart nobody was signed out (refresh tokens live in PostgreSQL)
 * and an SMS code sent before it fails with a clear message.
 *
 * Needs Debian's postgresql (pg_createcluster), redis-server and nginx, root (pg_createcluster), and the
 * production build. Everything it starts it stops; the PostgreSQL cluster `mall_chaos` is dropped.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ORDER_STATUS } from '@mall/shared';
import { openDb, queryRows, type DbHandle } from '../src/db/client';
import { hashPassword } from '../src/lib/password';
import { makeProducts, seedShopBasics } from '../src/testing/checkout.fixture';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    'pg-port': { type: 'string', default: '5544' },
    'redis-port': { type: 'string', default: '6390' },
    port: { type: 'string', default: '8190' },
    'first-port': { type: 'string', default: '3191' },
    buyers: { type: 'string', default: '24' },
  },
});
const DURATION_S = Number(args.duration);
const AT = { kill: DURATION_S / 3, pg: (DURATION_S * 2) / 3, redis: (DURATION_S * 5) / 6 };
const PG_PORT = Number(args['pg-port']);
const REDIS_PORT = Number(args['redis-port']);
const LB_PORT = Number(args.port);
const BUYERS = Number(args.buyers);
const root = path.resolve(import.meta.dirname, '../../..');
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-chaos-'));
const PG_CLUSTER = 'mall_chaos';
const pgVersion = fs.readdirSync('/etc/postgresql').sort().at(-1)!;
const DATABASE_URL = `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`;
const REDIS_URL = `redis://127.0.0.1:${REDIS_PORT}`;
const WEB_SECRET = 'chaos-web-client-secret';
const base = `http://127.0.0.1:${LB_PORT}`;
const started = Date.now();
const now = () => (Date.now() - started) / 1000;
const log = (message: string) => console.log(`[chaos ${now().toFixed(1).padStart(5)} s] ${message}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Stock the run sells: CHAOS_SKUS SKUs with a national warehouse, the first half also with a 江苏 one.
const FIRST = 9_400_001;
const CHAOS_SKUS = 40;
const NATIONAL_STOCK = 8;
const JIANGSU_STOCK = 4;
const skuOf = (i: number) => (FIRST + i) * 10 + 1;

function run(cmd: string, argv: string[]) {
  const r = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')}: ${r.stderr || r.stdout}`);
}

// ---- the run's own PostgreSQL and Redis -----------------------------------------------------------------
function dropPg() {
  spawnSync('pg_dropcluster', [pgVersion, PG_CLUSTER, '--stop'], { encoding: 'utf8' });
}
function startPg() {
  dropPg();
  run('pg_createcluster', [pgVersion, PG_CLUSTER, '-p', String(PG_PORT), '--start', '--', '--auth=trust']);
}
let redis: ChildProcess | null = null;
async function startRedis() {
  redis = spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 50; i++) {
    if (
      spawnSync('redis-cli', ['-p', String(REDIS_PORT), 'ping'], { encoding: 'utf8' }).stdout.includes('PONG')
    )
      return;
    await sleep(100);
  }
  throw new Error('redis-server did not start');
}
async function stopRedis() {
  if (!redis) return;
  const exited = new Promise((r) => redis!.once('exit', r));
  redis.kill('SIGKILL');
  await exited;
  redis = null;
}

// ---- the cluster ----------------------------------------------------------------------------------------
let cluster: ChildProcess | null = null;
type ClusterState = { processes: { index: number; port: number; pid: number | null; restarts: number }[] };
const clusterState = () =>
  JSON.parse(fs.readFileSync(path.join(runDir, 'cluster.json'), 'utf8')) as ClusterState;

async function startCluster() {
  if (!fs.existsSync(path.join(root, 'apps/server/dist/server.js')))
    run('npm', ['run', 'build', '--prefix', root]);
  cluster = spawn(
    process.execPath,
    [
      path.join(root, 'deploy/cluster.mjs'),
      '--processes',
      '3',
      '--port',
      String(LB_PORT),
      '--first-port',
      args['first-port'],
      '--run-dir',
      runDir,
    ],
    {
      env: {
        ...process.env,
        DATABASE_URL,
        REDIS_URL,
        NODE_ENV: 'test',
        CAPTCHA_PROVIDER: 'test',
        SEED_PRODUCTS: '2000',
        LOG_LEVEL: 'error',
        WEB_CLIENT_SECRET: WEB_SECRET,
        DATA_DIR: runDir,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const up = new Promise<void>((resolve, reject) => {
    cluster!.stdout!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      process.stdout.write(text);
      if (text.includes('behind nginx')) resolve();
    });
    cluster!.once('exit', (code) => reject(new Error(`cluster exited (${code})`)));
  });
  await up;
}
async function stopCluster() {
  if (!cluster || cluster.exitCode !== null) return;
  const exited = new Promise((r) => cluster!.once('exit', r));
  cluster.kill('SIGTERM');
  await exited;
}

// ---- set-up: chaos stock and buyers ---------------------------------------------------------------------
type Buyer = { userId: number; mobile: string; auth: string; refresh: string; addressId: number };

async function setup(db: DbHandle): Promise<Buyer[]> {
  await seedShopBasics(db.db);
  await makeProducts(db.db, FIRST, CHAOS_SKUS, { priceFen: 1990, stock: NATIONAL_STOCK });
  for (let i = 0; i < CHAOS_SKUS / 2; i++)
    await db.db.execute(sql`insert into sku_area_stocks (sku_id, area_code, stock)
      values (${skuOf(i)}, '320000', ${JIANGSU_STOCK}) on conflict do nothing`);
  const hash = await hashPassword('Chaos@123456');
  const buyers: Buyer[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const username = `chaos_${i}`;
    const mobile = `1370000${String(i).padStart(4, '0')}`;
    const [user] = await queryRows<{ id: number }>(
      db.db,
      sql`insert into users (username, mobile, password_hash, company_name)
        values (${username}, ${mobile}, ${hash}, '混沌测试机电有限公司') returning id`,
    );
    // Half in 苏州 (江苏 warehouse first), half in 北京 (national warehouse only).
    const [province, city, district, pn, cn, dn] =
      i % 2 === 0
        ? ['320000', '320500', '320505', '江苏省', '苏州市', '虎丘区']
        : ['110000', '110100', '110105', '北京市', '北京市', '朝阳区'];
    const [address] = await queryRows<{ id: number }>(
      db.db,
      sql`insert into addresses (user_id, contact_name, mobile, province_code, province_name, city_code, city_name,
          district_code, district_name, detail, is_default)
        values (${user!.id}, '李工', ${mobile}, ${province}, ${pn}, ${city}, ${cn}, ${district}, ${dn}, '工业园 8 号', true)
        returning id`,
    );
    const from = { 'content-type': 'application/json', 'x-forwarded-for': `10.30.0.${i + 1}` };
    await fetch(`${base}/api/oauth/verifyCaptcha`, {
      method: 'POST',
      headers: from,
      body: JSON.stringify({
        captchaVerifyParam: 'x',
        redisEnum: 'USER_CAPTCHA_RESULT',
        sceneId: 'x',
        userInfo: username,
      }),
    });
    const login = (await (
      await fetch(`${base}/api/oauth/login`, {
        method: 'POST',
        headers: from,
        body: JSON.stringify({ grant_type: 'password', username, password: 'Chaos@123456' }),
      })
    ).json()) as { data?: { accessToken: string; refreshToken: string }; msg: string };
    if (!login.data) throw new Error(`login of ${username} failed: ${login.msg}`);
    buyers.push({
      userId: user!.id,
      mobile,
      auth: `Bearer ${login.data.accessToken}`,
      refresh: login.data.refreshToken,
      addressId: address!.id,
    });
  }
  return buyers;
}

async function stockNow(db: DbHandle): Promise<Map<string, number>> {
  const ids = Array.from({ length: CHAOS_SKUS }, (_, i) => skuOf(i));
  const rows = await queryRows<{ sku_id: number; area: string; stock: number }>(
    db.db,
    sql`select id as sku_id, '0000' as area, stock from skus where id = any(${sql.param(ids)}::int[])
        union all select sku_id, area_code, stock from sku_area_stocks where sku_id = any(${sql.param(ids)}::int[])`,
  );
  return new Map(rows.map((r) => [`${r.sku_id}/${r.area}`, r.stock]));
}

// ---- the load -------------------------------------------------------------------------------------------
type Outcome = 'ok' | 'refused' | 'unknown';
/** One request: when it was sent and answered (s since the start), what it was, its status (0: no answer). */
type Hit = { t: number; end: number; kind: string; status: number };
const hits: Hit[] = [];
const checkouts: { userId: number; key: string; outcome: Outcome; orderId?: number }[] = [];
let signedOut = 0;
const refusals = new Map<string, number>();

async function call(
  kind: string,
  url: string,
  init: RequestInit,
): Promise<{ status: number; body: unknown }> {
  const t = now();
  try {
    const res = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(15_000) });
    const body = (await res.json().catch(() => null)) as unknown;
    hits.push({ t, end: now(), kind, status: res.status });
    return { status: res.status, body };
  } catch {
    hits.push({ t, end: now(), kind, status: 0 }); // no answer (connection lost, timeout)
    return { status: 0, body: null };
  }
}

async function buyerLoop(buyer: Buyer, goodsIds: number[], keywords: string[], until: number) {
  const json = { 'content-type': 'application/json' };
  const authed = () => ({ ...json, authorization: buyer.auth });
  while (now() < until) {
    const roll = Math.random();
    if (roll < 0.4) {
      const id = goodsIds[Math.floor(Math.random() * goodsIds.length)]!;
      await call('browse', `/api/product/detail/${id}`, { method: 'GET' });
    } else if (roll < 0.65) {
      const keyword = keywords[Math.floor(Math.random() * keywords.length)]!;
      await call('search', '/api/product/search', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ keyword, pageNum: 1 + Math.floor(Math.random() * 3) }),
      });
    } else if (roll < 0.8) {
      const r = await call('cart', '/api/cart/list/saveCartProduct', {
        method: 'POST',
        headers: authed(),
        body: JSON.stringify({ skuId: skuOf(Math.floor(Math.random() * CHAOS_SKUS)), quantity: 1 }),
      });
      if (r.status === 401) signedOut++;
    } else {
      // A checkout as a careful client makes it: one idempotency key, repeated while the answer is lost.
      const key = randomUUID();
      const body = JSON.stringify({
        idempotencyKey: key,
        addressId: buyer.addressId,
        payMethod: 4,
        items: [
          {
            skuId: skuOf(Math.floor(Math.random() * CHAOS_SKUS)),
            quantity: 1 + Math.floor(Math.random() * 2),
          },
        ],
      });
      let outcome: Outcome = 'unknown';
      let orderId: number | undefined;
      for (let attempt = 0; attempt < 8; attempt++) {
        const r = await call('checkout', '/api/checkout/submit', { method: 'POST', headers: authed(), body });
        if (r.status === 200) {
          outcome = 'ok';
          orderId = (r.body as { data: { orderIds?: number[]; orderId?: number } }).data?.orderId;
          break;
        }
        if (r.status === 401) signedOut++;
        if (r.status >= 400 && r.status < 500) {
          const msg = (r.body as { msg?: string } | null)?.msg ?? '';
          const reason = msg.replace(/“[^”]*”/g, '“…”').replace(/\d+/g, 'N');
          refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
          outcome = 'refused';
          break;
        }
        await sleep(500 * (attempt + 1));
      }
      checkouts.push({ userId: buyer.userId, key, outcome, orderId });
    }
  }
}

// ---- the run --------------------------------------------------------------------------------------------
type Window = { name: string; from: number; to: number };
const windows: Window[] = [];

async function waitReady(port: number, seconds = 60): Promise<boolean> {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/ready`)).ok) return true;
    } catch {
      // down
    }
    await sleep(250);
  }
  return false;
}

async function main() {
  log(
    `PostgreSQL ${pgVersion} cluster ${PG_CLUSTER} on ${PG_PORT}, Redis on ${REDIS_PORT}, run dir ${runDir}`,
  );
  startPg();
  await startRedis();
  await startCluster();
  const db = await openDb({ databaseUrl: DATABASE_URL, poolSize: 2 });
  const buyers = await setup(db);
  const initial = await stockNow(db);
  const goods = await queryRows<{ id: number }>(
    db.db,
    sql`select default_sku_id as id from products where on_shelf and id < ${FIRST} order by random() limit 800`,
  );
  const goodsIds = goods.map((g) => g.id);
  const keywords = [
    '扳手',
    '螺丝刀',
    '电钻',
    '手套',
    '轴承',
    '安全帽',
    '卷尺',
    '钳子',
    'SATA',
    '打磨机',
    '胶带',
    '万用表',
  ];
  // An SMS login code sent before the Redis restart, to be used after it.
  const smsBuyer = buyers[0]!;
  await call('sms', '/api/oauth/sendSms', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumbers: smsBuyer.mobile, smsType: 1 }),
  });
  const outbox = (await (await fetch(`${base}/api/dev/sms-outbox?mobile=${smsBuyer.mobile}`)).json()) as {
    data: { code: string }[];
  };
  const code = outbox.data[0]?.code;
  log(
    `set-up done: ${buyers.length} buyers signed in, ${CHAOS_SKUS} SKUs in stock, SMS code sent (${code ? 'read' : 'missing'})`,
  );

  const t0 = now();
  const until = t0 + DURATION_S;
  const load = Promise.all(buyers.map((b) => buyerLoop(b, goodsIds, keywords, until)));

  // 1. kill -9 one API process.
  await sleep((AT.kill - (now() - t0)) * 1000);
  const victim = clusterState().processes[1]!;
  log(`kill -9 api ${victim.index} (pid ${victim.pid}, port ${victim.port})`);
  process.kill(victim.pid!, 'SIGKILL');

  // 2. Restart PostgreSQL.
  await sleep((t0 + AT.pg - now()) * 1000);
  const pgFrom = now();
  log('PostgreSQL restarts (pg_ctlcluster restart -m fast)');
  run('pg_ctlcluster', [pgVersion, PG_CLUSTER, 'restart', '-m', 'fast']);
  const states = clusterState().processes;
  await Promise.all(states.map((p) => waitReady(p.port, 30)));
  windows.push({ name: 'PostgreSQL restart', from: pgFrom, to: now() + 1 });
  log(`PostgreSQL back, every process ready again (${(now() - pgFrom).toFixed(1)} s)`);

  // 3. Restart Redis (it keeps nothing on disk: every code, captcha pass and cached body is gone).
  await sleep((t0 + AT.redis - now()) * 1000);
  const redisFrom = now();
  log('Redis restarts (its memory is lost)');
  await stopRedis();
  await startRedis();
  await Promise.all(states.map((p) => waitReady(p.port, 30)));
  windows.push({ name: 'Redis restart', from: redisFrom, to: now() + 1 });
  log(`Redis back (${(now() - redisFrom).toFixed(1)} s)`);

  await load;
  log(`load done: ${hits.length} requests`);

  // ---- checks ----
  const problems: string[] = [];
  // Every process serves again, none restarted by hand.
  const final = clusterState().processes;
  const serving = await Promise.all(final.map((p) => waitReady(p.port, 30)));
  if (serving.some((s) => !s)) problems.push('a process does not serve again');
  // Sessions survive the Redis restart: the tokens still work, and a refresh rotates.
  const me = await call('me', '/api/user/getUserInfo', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: buyers[1]!.auth },
    body: '{}',
  });
  const refreshed = await call(
    'refresh',
    `/api/oauth/getOauthToken?grant_type=refresh_token&refresh_token=${encodeURIComponent(buyers[2]!.refresh)}`,
    {
      method: 'GET',
      headers: { authorization: `Basic ${Buffer.from(`web:${WEB_SECRET}`).toString('base64')}` },
    },
  );
  if (me.status !== 200)
    problems.push(`a signed-in buyer was signed out by the Redis restart (${me.status})`);
  if (refreshed.status !== 200) problems.push(`refresh after the Redis restart failed (${refreshed.status})`);
  // The SMS code sent before the restart fails with a clear message.
  // (The captcha pass is kept in Redis too: pass it again, as the login page would ask.)
  await call('captcha', '/api/oauth/verifyCaptcha', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      captchaVerifyParam: 'x',
      redisEnum: 'USER_CAPTCHA_RESULT',
      sceneId: 'x',
      userInfo: smsBuyer.mobile,
    }),
  });
  const late = await call('sms-login', '/api/oauth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'sms_code', mobile: smsBuyer.mobile, code }),
  });
  const lateMsg = (late.body as { msg?: string } | null)?.msg ?? '';
  if (late.status < 400 || late.status >= 500 || !/[\u4e00-\u9fff]/.test(lateMsg))
    problems.push(`the SMS code from before the Redis restart: ${late.status} ${lateMsg}`);

  // Orders: exactly once for every success, none for a refusal, at most once for an unknown outcome.
  const placed = await queryRows<{ user_id: number; idempotency_key: string; n: number }>(
    db.db,
    sql`select user_id, idempotency_key, count(*)::int as n from orders
        where user_id = any(${sql.param(buyers.map((b) => b.userId))}::int[]) group by user_id, idempotency_key`,
  );
  const count = new Map(placed.map((r) => [`${r.user_id}/${r.idempotency_key}`, r.n]));
  const seen = (c: (typeof checkouts)[number]) => count.get(`${c.userId}/${c.key}`) ?? 0;
  const okWrong = checkouts.filter((c) => c.outcome === 'ok' && seen(c) !== 1).length;
  const refusedWrong = checkouts.filter((c) => c.outcome === 'refused' && seen(c) !== 0).length;
  const unknown = checkouts.filter((c) => c.outcome === 'unknown');
  const unknownPlaced = unknown.filter((c) => seen(c) === 1).length;
  const strays = placed.filter(
    (r) => !checkouts.some((c) => c.userId === r.user_id && c.key === r.idempotency_key),
  ).length;
  if (okWrong) problems.push(`${okWrong} checkouts seen to succeed do not exist exactly once`);
  if (refusedWrong) problems.push(`${refusedWrong} checkouts seen refused exist`);
  if (unknown.some((c) => seen(c) > 1)) problems.push('an unanswered checkout exists twice');
  if (strays) problems.push(`${strays} orders nobody asked for`);

  // Stock: initial − sold = final, per SKU and warehouse (orders of the run that were not cancelled).
  const sold = await queryRows<{ sku_id: number; area: string; qty: number }>(
    db.db,
    sql`select l.sku_id, l.stock_area_code as area, sum(l.quantity)::int as qty from order_lines l
        join orders o on o.id = l.order_id
        where o.user_id = any(${sql.param(buyers.map((b) => b.userId))}::int[]) and o.status <> ${ORDER_STATUS.CANCELLED}
        group by l.sku_id, l.stock_area_code`,
  );
  const soldBy = new Map(sold.map((r) => [`${r.sku_id}/${r.area}`, r.qty]));
  const after = await stockNow(db);
  let stockWrong = 0;
  for (const [key, start] of initial) if (start - (soldBy.get(key) ?? 0) !== after.get(key)) stockWrong++;
  if (stockWrong) problems.push(`${stockWrong} SKU/warehouse stocks break initial − sold = final`);

  // 5xx outside the restart windows.
  // A request counts as in a window when it was under way at any moment of it.
  const inWindow = (h: Hit) => windows.some((w) => h.t <= w.to && h.end >= w.from);
  const fiveXX = hits.filter((h) => h.status >= 500 || h.status === 0);
  const outside = fiveXX.filter((h) => !inWindow(h));
  if (outside.length) problems.push(`${outside.length} 5xx/unanswered outside the restart windows`);
  if (signedOut) problems.push(`${signedOut} calls answered 401 (signed out)`);

  const kinds = ['browse', 'search', 'cart', 'checkout'];
  console.log('\n| call | requests | 2xx | 4xx | 5xx or no answer (in restart windows) |');
  console.log('|---|---|---|---|---|');
  for (const kind of kinds) {
    const of = hits.filter((h) => h.kind === kind);
    const bad = of.filter((h) => h.status >= 500 || h.status === 0);
    console.log(
      `| ${kind} | ${of.length} | ${of.filter((h) => h.status >= 200 && h.status < 300).length} | ` +
        `${of.filter((h) => h.status >= 400 && h.status < 500).length} | ${bad.length} (${bad.filter((h) => inWindow(h)).length}) |`,
    );
  }
  const restarts = final.map((p) => p.restarts).reduce((a, b) => a + b, 0);
  console.log(
    `\ncheckouts: ${checkouts.length} — seen to succeed ${checkouts.filter((c) => c.outcome === 'ok').length} ` +
      `(each exists exactly once: ${okWrong === 0 ? 'yes' : 'NO'}), refused ${checkouts.filter((c) => c.outcome === 'refused').length} ` +
      `(none exists: ${refusedWrong === 0 ? 'yes' : 'NO'}), unanswered ${unknown.length} (placed ${unknownPlaced}), orders nobody asked for ${strays}`,
  );
  console.log(
    `stock: ${initial.size} SKU/warehouse pairs, initial − sold = final for ${initial.size - stockWrong}`,
  );
  console.log(
    `windows: ${windows.map((w) => `${w.name} ${w.from.toFixed(1)}–${w.to.toFixed(1)} s`).join('; ')}`,
  );
  console.log(
    `5xx or unanswered outside the windows: ${outside.length}; restarts by the supervisor: ${restarts}`,
  );
  console.log(
    `after the Redis restart: session ${me.status === 200 ? 'kept' : 'LOST'}, refresh ${refreshed.status === 200 ? 'ok' : 'FAILED'}, ` +
      `old SMS code → ${late.status} “${lateMsg}”; 401s during the run: ${signedOut}`,
  );
  console.log(`checkout refusals: ${[...refusals].map(([m, n]) => `${m} × ${n}`).join('; ')}`);
  for (const h of outside)
    console.log(`  outside a window: ${h.t.toFixed(2)} s ${h.kind} → ${h.status || 'no answer'}`);
  console.log(problems.length ? `\nFAILED:\n- ${problems.join('\n- ')}` : '\nOK: every check holds');
  await db.close();
  return problems.length ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (err) {
  console.error(err);
} finally {
  await stopCluster().catch(() => undefined);
  await stopRedis().catch(() => undefined);
  dropPg();
  fs.rmSync(runDir, { recursive: true, force: true });
}
process.exit(exitCode);
