import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../../testing/world';
import { BullJobQueue } from './jobs.bullmq';
import { LocalJobQueue } from './jobs.local';
import type { JobQueue } from './jobs.types';

const REDIS_URL = process.env.REDIS_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quiet = () => {};

const db = useTestDb();

/** The behaviour both implementations promise, run against each. */
function queueContract(make: () => JobQueue) {
  it('runs a queued job in the background and retries it with backoff until it succeeds', async () => {
    const q = make();
    const tries: { attempt: number; at: number }[] = [];
    q.define<{ n: number }>(
      'flaky',
      async (data, ctx) => {
        tries.push({ attempt: ctx.attempt, at: Date.now() });
        expect(data.n).toBe(7);
        if (ctx.attempt < 3) throw new Error('短信网关超时');
      },
      { attempts: 5, backoffMs: 100 },
    );
    await q.start();
    try {
      await q.add('flaky', { n: 7 });
      await expect.poll(() => tries.length, { timeout: 5000 }).toBe(3);
      expect(tries.map((t) => t.attempt)).toEqual([1, 2, 3]);
      // Backoff doubles: about 100 ms, then about 200 ms.
      expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(90);
      expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(190);
      await expect.poll(async () => (await q.health()).completed, { timeout: 3000 }).toBe(1);
      expect((await q.health()).failed).toBe(0);
    } finally {
      await q.close();
    }
  });

  it('keeps a job that fails every attempt as failed, counted, with its error', async () => {
    const q = make();
    let calls = 0;
    q.define(
      'broken',
      async () => {
        calls++;
        throw new Error('供应商接口拒绝');
      },
      { attempts: 2, backoffMs: 50 },
    );
    await q.start();
    try {
      await q.add('broken', {});
      await expect.poll(async () => (await q.health()).failed, { timeout: 5000 }).toBe(1);
      const health = await q.health();
      expect(calls).toBe(2);
      expect(health.recentFailures[0]).toMatchObject({
        name: 'broken',
        error: '供应商接口拒绝',
        attempts: 2,
      });
    } finally {
      await q.close();
    }
  });

  it('refuses a job nobody defined', async () => {
    const q = make();
    await q.start();
    try {
      await expect(q.add('nobody', {})).rejects.toThrow(/not defined/);
    } finally {
      await q.close();
    }
  });
}

/** Three processes' queues with the same schedule: each tick runs once, in one of them. */
async function oncePerTick(make: () => JobQueue, everyMs: number, runMs: number) {
  const runs: { worker: number; id: string }[] = [];
  const queues = [0, 1, 2].map((worker) => {
    const q = make();
    q.define('sweep', async (_data, ctx) => {
      runs.push({ worker, id: ctx.id });
      await sleep(20);
    });
    q.every('sweep', everyMs);
    return q;
  });
  await Promise.all(queues.map((q) => q.start()));
  await sleep(runMs);
  await Promise.all(queues.map((q) => q.close()));
  return runs;
}

describe('in-process job queue (no Redis)', () => {
  queueContract(() => new LocalJobQueue(db.db, quiet));

  it('three processes on one database run a scheduled job once per tick', async () => {
    const everyMs = 250;
    const runs = await oncePerTick(() => new LocalJobQueue(db.db, quiet), everyMs, 2100);
    const ids = runs.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    // About 8 ticks in 2.1 s; each ran exactly once (a tick may fall just outside the window).
    expect(runs.length).toBeGreaterThanOrEqual(6);
    expect(runs.length).toBeLessThanOrEqual(9);
    expect(new Set(runs.map((r) => r.worker)).size).toBeGreaterThanOrEqual(1);
  });
});

describe.skipIf(!REDIS_URL)('BullMQ job queue (Redis)', () => {
  const prefix = `mall-test:${randomBytes(6).toString('hex')}:bull`;
  queueContract(
    () =>
      new BullJobQueue(REDIS_URL!, {
        prefix: `${prefix}:${randomBytes(3).toString('hex')}`,
        log: quiet,
      }),
  );

  it('three workers on one queue run a repeatable job once per tick', async () => {
    const shared = `${prefix}:sched`;
    const everyMs = 300;
    const runs = await oncePerTick(
      () => new BullJobQueue(REDIS_URL!, { prefix: shared, log: quiet }),
      everyMs,
      3000,
    );
    const ids = runs.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    // 10 ticks in 3 s: one job per tick however many workers.
    expect(runs.length).toBeGreaterThanOrEqual(8);
    expect(runs.length).toBeLessThanOrEqual(11);
  });
});
