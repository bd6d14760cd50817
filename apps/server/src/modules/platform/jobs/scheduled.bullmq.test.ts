import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, Settlement } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { repoRoot } from '../../../lib/paths';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { freePort } from '../../../testing/free-port';
import { makeProduct, seedShopBasics } from '../../../testing/checkout.fixture';
import {
  addMember,
  addressOf,
  checkoutBody,
  verifiedCompany,
  type TestCompany,
} from '../../../testing/company.fixture';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { anyPlatformSku, shopWithProduct } from '../../../testing/shop.fixture';
import { addAddress, caller, deliver, markPaid, placeOrder, type Who } from '../../../testing/trade.fixture';
import type { JobDefinition, JobHandler, JobQueue } from './jobs.types';

/*
 * The scheduled jobs end to end: the real app on BullMQ and a real Redis, each schedule registered as the
 * app registers it in production (same interval), a clock the test moves, and each tick run through Redis:
 * the job BullMQ's scheduler put there for the next tick is made due now and the app's worker takes it.
 * What each tick did is read through the API, as a buyer, a shop or an operator sees it.
 */

const REDIS_URL = process.env.REDIS_URL;
const MINUTE = 60_000;
const DAY = 86_400_000;
const CHINA = 8 * 3600_000;

/** Wall-clock time moved by an offset the test sets: the scheduled jobs' `now`, still ticking. */
function testClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    set: (at: Date) => {
      offset = at.getTime() - Date.now();
    },
  };
}

/** The instant the 1st of next month begins in China (+08:00). */
function nextMonthInChina(): Date {
  const china = new Date(Date.now() + CHINA);
  return new Date(Date.UTC(china.getUTCFullYear(), china.getUTCMonth() + 1, 1) - CHINA);
}

type Run = { name: string; id: string };

/**
 * The app's job queue, watched: every handler run is recorded with its job id (a scheduled job's id names
 * its tick), and a run can be held at its start until the test lets it go.
 */
function watched(runs: Run[], hold: { id: string | null; until: Promise<void> }) {
  return (inner: JobQueue): JobQueue => ({
    kind: inner.kind,
    define<T>(name: string, handler: JobHandler<T>, options?: Partial<JobDefinition>) {
      inner.define<T>(
        name,
        async (data, ctx) => {
          runs.push({ name, id: ctx.id });
          if (ctx.id === hold.id) await hold.until;
          await handler(data, ctx);
        },
        options,
      );
    },
    every: (name, everyMs) => inner.every(name, everyMs),
    add: (name, data) => inner.add(name, data),
    start: () => inner.start(),
    idle: () => inner.idle(),
    health: () => inner.health(),
    close: () => inner.close(),
  });
}

/** A BullMQ handle on the app's queue in Redis (the keys buildTestApp gave it). */
const queueOf = (app: TestApp, redisUrl: string) =>
  new Queue('mall', {
    connection: new Redis(redisUrl, { maxRetriesPerRequest: null }).on('error', () => {}),
    prefix: `${app.storePrefix}bull`,
  });

/** The job BullMQ's scheduler holds in Redis for the next tick of `name`, once it waits there (delayed). */
async function nextTick(queue: Queue, name: string): Promise<string> {
  let id = '';
  await expect
    .poll(
      async () => {
        const scheduler = await queue.getJobScheduler(`every:${name}`);
        if (!scheduler?.next) return `no schedule every:${name} in Redis`;
        id = `repeat:every:${name}:${scheduler.next}`;
        return queue.getJobState(id);
      },
      { timeout: 10_000 },
    )
    .toBe('delayed');
  return id;
}

/** Makes the tick's job due now and waits until the app's worker has run it; its id. */
async function runTick(queue: Queue, name: string, id?: string): Promise<string> {
  const tick = id ?? (await nextTick(queue, name));
  const job = (await queue.getJob(tick))!;
  await job.promote();
  await expect.poll(() => queue.getJobState(tick), { timeout: 15_000 }).toMatch(/^(completed|failed)$/);
  const done = (await queue.getJob(tick))!;
  if (done.failedReason) throw new Error(`${name} failed: ${done.failedReason}`);
  return tick;
}

const timesRun = (runs: Run[], id: string) => runs.filter((r) => r.id === id).length;

describe.skipIf(!REDIS_URL)('scheduled jobs on BullMQ (needs Redis: REDIS_URL; CI runs it)', () => {
  let app: TestApp;
  let queue: Queue;
  let call: ReturnType<typeof caller>;
  const clock = testClock();
  const runs: Run[] = [];
  let op: Who;
  let buyer: Who;
  let addressId: number;
  let shop: Who & { shopId: number };
  let shopSku: number;
  let platformSku: number;
  /** The shop's order the sweep completes; the settlement then counts it. */
  let shopOrder: string;

  beforeAll(async () => {
    app = await buildCatalogueApp(40, {
      env: { SCHEDULED_JOBS: 'on' },
      more: { now: clock.now, jobs: watched(runs, { id: null, until: Promise.resolve() }) },
    });
    queue = queueOf(app, REDIS_URL!);
    call = caller(app);
    op = await operatorAuth(app, '超级管理员');
    const sold = await shopWithProduct(app, op.headers, {
      rateBp: 500,
      code: `SJ-${Date.now()}`,
      price: '200.00',
    });
    shop = sold.shop;
    const product = sold.product;
    shopSku = product.skus[0]!.id;
    platformSku = await anyPlatformSku(app);
    buyer = await buyerAuth(app);
    addressId = await addAddress(app, buyer);
    // The ticks every schedule ran when the app started are done.
    await app.jobs.idle();
  }, 240_000);
  afterAll(async () => {
    await queue?.close();
    await app?.close();
  });

  it('registers every schedule in Redis at its production interval', async () => {
    const schedules = Object.fromEntries((await app.jobs.health()).schedules.map((s) => [s.name, s.everyMs]));
    expect(schedules).toMatchObject({
      'order.auto-cancel': app.env.ORDER_SWEEP_INTERVAL_SECONDS * 1000,
      'order.auto-complete': app.env.ORDER_SWEEP_INTERVAL_SECONDS * 1000,
      'bought-together.compute': DAY,
      'credit.statements': 3600_000,
      'credit.reminders': DAY,
      'settlement.monthly': DAY,
      'einvoice.quota': DAY,
      'product-pages.prepare': 600_000,
      'punchout.outbound-scan': 15_000,
      'open.orders-expire': 60_000,
      'open.messages': 5_000,
      'open.messages-prune': 3_600_000,
      'fulfilment.tracking': app.env.SANDBOX_TRACKING_STEP_MS,
      'fulfilment.auto-receipt': app.env.ORDER_SWEEP_INTERVAL_SECONDS * 1000,
    });
  });

  it('order sweep: an unpaid online order is cancelled after the pay timeout; a shipped one completes after N days', async () => {
    const stock = async () =>
      (
        await queryRows<{ stock: number }>(app.db.db, sql`select stock from skus where id = ${platformSku}`)
      )[0]!.stock;
    const before = await stock();
    const unpaid = await placeOrder(app, buyer, addressId, [{ skuId: platformSku, quantity: 2 }], 1);
    expect(unpaid.payDeadline).not.toBeNull();
    const detail = async (orderNo: string) =>
      (await call(buyer, 'POST', '/api/order/detail', { orderNo })).json().data as OrderDetail;

    // A tick before the deadline leaves it; one after the deadline (the clock 31 minutes on) cancels it.
    clock.set(new Date(Date.now() + (app.env.ORDER_PAY_TIMEOUT_MINUTES - 1) * MINUTE));
    const early = await runTick(queue, 'order.auto-cancel');
    expect((await detail(unpaid.orderNo)).status).toBe(1);
    clock.set(new Date(Date.now() + (app.env.ORDER_PAY_TIMEOUT_MINUTES + 1) * MINUTE));
    const due = await runTick(queue, 'order.auto-cancel');
    const cancelled = await detail(unpaid.orderNo);
    expect(cancelled).toMatchObject({ status: 7, cancelReason: '超时未支付，系统自动取消' });
    expect(cancelled.timeline.at(-1)!.actor).toBe('system');
    expect(await stock()).toBe(before);

    // The shop's order: paid, accepted and shipped; automatic receipt N days after shipment, not before.
    shopOrder = (await placeOrder(app, buyer, addressId, [{ skuId: shopSku, quantity: 2 }])).orderNo;
    await markPaid(app, shopOrder);
    for (const [url, body] of [
      ['/api/portal/order/accept', { orderNo: shopOrder }],
      ['/api/portal/order/ship', { orderNo: shopOrder, carrier: '顺丰速运', trackingNo: 'SF1234567890' }],
    ] as const)
      expect((await call(shop, 'POST', url, body)).statusCode).toBe(200);
    const days = app.env.ORDER_AUTO_COMPLETE_DAYS;
    clock.set(new Date(Date.now() + (days - 1) * DAY));
    const notYet = await runTick(queue, 'order.auto-complete');
    expect((await detail(shopOrder)).statusLabel).toBe('待收货');
    clock.set(new Date(Date.now() + (days + 1) * DAY));
    const completes = await runTick(queue, 'order.auto-complete');
    const done = await detail(shopOrder);
    expect(done.statusLabel).toBe('已完成');
    expect(done.timeline.at(-1)).toMatchObject({ eventLabel: '订单完成', actor: 'system' });

    // Each tick ran once, in one worker.
    for (const id of [early, due, notYet, completes]) expect(timesRun(runs, id)).toBe(1);
  });

  it('credit statements: a company is billed on its statement day (the 1st), not the evening before', async () => {
    const reviewer = await operatorAuth(app, '超级管理员');
    const company: TestCompany = await verifiedCompany(app, reviewer);
    const purchaser = await addMember(app, company, ['采购员']);
    const finance = await addMember(app, company, ['财务']);
    const fin = await operatorAuth(app, '财务');
    const saved = await call(fin, 'POST', '/api/admin/credit/accounts/save', {
      companyId: company.id,
      limit: '5000',
      termDays: 30,
      statementDay: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const address = await addressOf(app, purchaser);
    const placed = await call(
      purchaser,
      'POST',
      '/api/checkout/submit',
      checkoutBody(address, [{ skuId: platformSku, quantity: 1 }], { payMethod: 5 }),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const orderNo = (placed.json().data as { orderNo: string }).orderNo;
    // Shipped and received: statements bill received goods.
    await deliver(app, op, purchaser, orderNo);
    const statements = async () =>
      (await call(finance, 'POST', '/api/company/credit/statements', {})).json().data.list as {
        statementNo: string;
        ordersAmount: string;
        periodTo: string;
      }[];

    const first = nextMonthInChina();
    clock.set(new Date(first.getTime() - 60 * MINUTE)); // 23:00 on the last day of the month
    const eve = await runTick(queue, 'credit.statements');
    expect(await statements()).toHaveLength(0);
    clock.set(new Date(first.getTime() + 10 * MINUTE)); // 00:10 on the 1st
    const day = await runTick(queue, 'credit.statements');
    const list = await statements();
    expect(list).toHaveLength(1);
    const [sku] = await queryRows<{ price: number }>(
      app.db.db,
      sql`select price_fen as price from skus where id = ${platformSku}`,
    );
    expect(list[0]!.ordersAmount).toBe((sku!.price / 100).toFixed(2));
    expect(list[0]!.periodTo).toBe(new Date(first.getTime() - DAY + CHINA).toISOString().slice(0, 10));
    // The next hourly tick of the day bills nothing twice.
    const again = await runTick(queue, 'credit.statements');
    expect(await statements()).toHaveLength(1);
    for (const id of [eve, day, again]) expect(timesRun(runs, id)).toBe(1);
  });

  it('settlement: on the 1st the shop gets last month’s statement of its completed order', async () => {
    expect(shopOrder, 'the order sweep test completes the shop’s order').toBeDefined();
    const list = async () =>
      (await call(shop, 'POST', '/api/portal/settlement/list', {})).json().data.list as Settlement[];
    const first = nextMonthInChina();
    clock.set(new Date(first.getTime() - 60 * MINUTE));
    const eve = await runTick(queue, 'settlement.monthly');
    expect(await list()).toHaveLength(0);
    clock.set(new Date(first.getTime() + 10 * MINUTE));
    const day = await runTick(queue, 'settlement.monthly');
    const made = await list();
    expect(made).toHaveLength(1);
    const month = new Date(first.getTime() - DAY + CHINA).toISOString().slice(0, 7);
    expect(made[0]).toMatchObject({
      period: month,
      orderCount: 1,
      completedFen: 40_000,
      commissionFen: 2_000,
      payableFen: 38_000,
      statusLabel: '待确认',
    });
    for (const id of [eve, day]) expect(timesRun(runs, id)).toBe(1);
  });

  it('product pages: pages left unprepared or of an older format are prepared by the tick', async () => {
    const ids = (
      await queryRows<{ id: number }>(app.db.db, sql`select id from products order by id limit 3`)
    ).map((r) => r.id);
    const read = async (id: number) => {
      const res = await app.inject({ method: 'GET', url: `/api/product/detail/${id}?areaCode=0000` });
      expect(res.statusCode).toBe(200);
      return res.json().data as { productId: number; title: string };
    };
    const shown = await Promise.all(ids.map(read));
    await app.db.db.execute(
      sql`update product_pages set page = null where product_id = any(${sql.param(ids.slice(0, 2))}::int[])`,
    );
    await app.db.db.execute(sql`update product_pages set format = 'older' where product_id = ${ids[2]!}`);
    // Which products have no page of the current format (on PostgreSQL the seed leaves some for the job too).
    const unprepared = async () =>
      (
        await queryRows<{ id: number }>(
          app.db.db,
          sql`select p.id from products p left join product_pages g on g.product_id = p.id
              where g.page is null or g.format = 'older' order by p.id`,
        )
      ).map((r) => r.id);
    expect(await unprepared()).toEqual(expect.arrayContaining(ids));
    const tick = await runTick(queue, 'product-pages.prepare');
    expect(await unprepared()).toEqual([]);
    expect(await Promise.all(ids.map(read))).toEqual(shown);
    expect(timesRun(runs, tick)).toBe(1);
  });
});

const hasRedisServer = !spawnSync('redis-server', ['--version']).error;
/** The Redis settings a deployment of ours runs with (appendonly: the queue survives a restart). */
const DEPLOYED_REDIS_CONF = path.join(repoRoot(), 'deploy', 'redis.conf');

/** A redis-server of the test's own, as deployed, on `port` with its data in `dir`; resolves once it answers. */
async function startRedis(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    [DEPLOYED_REDIS_CONF, '--port', String(port), '--bind', '127.0.0.1', '--dir', dir],
    { stdio: 'ignore' },
  );
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => 100 });
  probe.on('error', () => {});
  try {
    for (let i = 0; (await probe.ping().catch(() => 'down')) !== 'PONG'; i++) {
      if (i > 100 || child.exitCode !== null) throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    probe.disconnect();
  }
  return child;
}

/**
 * Stops it: SIGTERM as `systemctl restart redis-server` does (Redis writes what it holds, then exits), or
 * SIGKILL as a crash does (what the append-only file has on disk is all that comes back).
 */
async function stopRedis(child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

describe.skipIf(!hasRedisServer)(
  'a scheduled job across a Redis restart (needs redis-server on PATH; CI has it)',
  () => {
    let redis: ChildProcess | null = null;
    let dir: string;
    let port: number;
    let app: TestApp;
    let queue: Queue;
    const clock = testClock();
    const runs: Run[] = [];
    let release: () => void = () => {};
    const hold = { id: null as string | null, until: Promise.resolve() };

    const skuStock = async () =>
      (await queryRows<{ stock: number }>(app.db.db, sql`select stock from skus where id = 43011`))[0]!.stock;

    beforeAll(async () => {
      port = await freePort();
      dir = mkdtempSync(path.join(os.tmpdir(), 'mall-redis-'));
      redis = await startRedis(port, dir);
      const url = `redis://127.0.0.1:${port}`;
      app = await buildTestApp(
        { REDIS_URL: url, SCHEDULED_JOBS: 'on' },
        {},
        { now: clock.now, jobs: watched(runs, hold) },
      );
      await seedShopBasics(app.db.db);
      await makeProduct(app.db.db, { id: 4301, priceFen: 1999, stock: 100 });
      queue = queueOf(app, url);
      await app.jobs.idle();
    }, 60_000);
    afterAll(async () => {
      release();
      await queue?.close();
      await app?.close();
      if (redis) await stopRedis(redis);
      rmSync(dir, { recursive: true, force: true });
    });

    it.each([
      ['a restart (SIGTERM)', 'SIGTERM'],
      ['a crash (SIGKILL, a second after the tick began)', 'SIGKILL'],
    ] as const)(
      'the tick running during %s finishes once, and the schedule fires after it',
      async (_, signal) => {
        const stockBefore = await skuStock();
        const buyer = await buyerAuth(app);
        const addressId = await addAddress(app, buyer);
        const order = await placeOrder(app, buyer, addressId, [{ skuId: 43011, quantity: 3 }], 1);
        expect(await skuStock()).toBe(stockBefore - 3);
        const detail = async () =>
          (await caller(app)(buyer, 'POST', '/api/order/detail', { orderNo: order.orderNo })).json()
            .data as OrderDetail;
        clock.set(new Date(Date.now() + (app.env.ORDER_PAY_TIMEOUT_MINUTES + 1) * MINUTE));

        // The tick is taken by the worker and held there while Redis restarts.
        const tick = await nextTick(queue, 'order.auto-cancel');
        hold.id = tick;
        hold.until = new Promise<void>((r) => (release = r));
        await (await queue.getJob(tick))!.promote();
        await expect.poll(() => timesRun(runs, tick), { timeout: 10_000 }).toBe(1);
        expect(await queue.getJobState(tick)).toBe('active');
        // appendfsync everysec: what is a second old is on disk.
        if (signal === 'SIGKILL') await new Promise((r) => setTimeout(r, 1500));
        await stopRedis(redis!, signal);
        redis = await startRedis(port, dir);
        release();

        // It completes (once), and the order is cancelled once, its stock released once.
        await expect.poll(() => queue.getJobState(tick), { timeout: 15_000 }).toBe('completed');
        const cancelled = await detail();
        expect(cancelled).toMatchObject({ status: 7, cancelReason: '超时未支付，系统自动取消' });
        expect(cancelled.timeline.filter((t) => t.actor === 'system')).toHaveLength(1);
        expect(await skuStock()).toBe(stockBefore);

        // The schedule survived: its next tick waits in Redis and the worker runs it, once.
        const next = await runTick(queue, 'order.auto-cancel');
        expect(next).not.toBe(tick);
        expect(timesRun(runs, tick)).toBe(1);
        expect(timesRun(runs, next)).toBe(1);
        expect((await queue.getJob(tick))!.attemptsStarted).toBe(1);
        expect((await detail()).timeline.filter((t) => t.actor === 'system')).toHaveLength(1);
        // Every schedule is still there after the restart (asked again while the app's own connection, which
        // queues no command offline, is still reconnecting).
        const schedules = async () =>
          (await app.jobs.health().catch(() => null))?.schedules.map((s) => s.name).sort() ?? null;
        await expect
          .poll(schedules, { timeout: 15_000 })
          .toEqual([
            'bought-together.compute',
            'credit.reminders',
            'credit.statements',
            'einvoice.quota',
            'fulfilment.auto-receipt',
            'fulfilment.tracking',
            'notification.digest',
            'notification.outbox',
            'notification.quotations',
            'notification.stranded',
            'open.messages',
            'open.messages-prune',
            'open.orders-expire',
            'order.auto-cancel',
            'order.auto-complete',
            'product-pages.prepare',
            'punchout.outbound-scan',
            'settlement.monthly',
          ]);
      },
    );
  },
);
