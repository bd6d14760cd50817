import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createStore, MemoryStore, type EphemeralStore } from './index';

/**
 * `incrWindow`, the rate limiter's one round trip: it counts as `incr` does and reports what is left of the
 * window that the first count opened. On the in-process store with a clock the test moves, and on Redis
 * (REDIS_URL; CI runs it) with real time.
 */
describe('incrWindow on the in-process store', () => {
  it('counts as incr does, and the window opened by the first count runs out on the clock', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 10, max: 10_000 }),
        fc.array(fc.integer({ min: 0, max: 3_000 }), { minLength: 1, maxLength: 30 }),
        async (windowMs, gaps) => {
          let now = 1_000_000;
          const store = new MemoryStore(() => now);
          let opened = -Infinity;
          let expected = 0;
          for (const gap of gaps) {
            now += gap;
            if (now >= opened + windowMs) {
              opened = now;
              expected = 0;
            }
            const { count, ttlMs } = await store.incrWindow('k', windowMs);
            expected += 1;
            expect(count).toBe(expected);
            expect(ttlMs).toBe(opened + windowMs - now);
          }
          await store.close();
        },
      ),
    );
  });
});

describe.skipIf(!process.env.REDIS_URL)('incrWindow on Redis (needs Redis: REDIS_URL; CI runs it)', () => {
  let store: EphemeralStore;
  beforeAll(async () => {
    store = await createStore(process.env.REDIS_URL, `test-${randomUUID()}:`);
  });
  afterAll(() => store.close());

  it('counts in one window, reports what is left of it, and starts a new one after it ends', async () => {
    const first = await store.incrWindow('w', 400);
    expect(first.count).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(0);
    expect(first.ttlMs).toBeLessThanOrEqual(400);
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.incrWindow('w', 400)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 2),
    );
    // The window is the first count's: later counts do not stretch it.
    expect(Math.max(...counts.map((c) => c.ttlMs))).toBeLessThanOrEqual(first.ttlMs);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await store.incrWindow('w', 400)).count).toBe(1);
  });

  it('still counts after the server forgot its scripts (a restarted Redis answers NOSCRIPT)', async () => {
    expect((await store.incrWindow('s', 5_000)).count).toBe(1);
    const admin = new Redis(process.env.REDIS_URL!);
    try {
      await admin.script('FLUSH');
    } finally {
      admin.disconnect();
    }
    const again = await store.incrWindow('s', 5_000);
    expect(again.count).toBe(2);
    expect(again.ttlMs).toBeGreaterThan(0);
  });
});
