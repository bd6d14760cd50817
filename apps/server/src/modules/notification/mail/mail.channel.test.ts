import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MailOutboxEntry } from '@mall/shared';
import { MemoryStore } from '../../../lib/store/memory-store';
import { RedisStore } from '../../../lib/store/redis-store';
import type { EphemeralStore } from '../../../lib/store/store';
import { DevMailOutbox } from './mail.channel';

// The development outbox keeps every message, also those sent at the same moment (two delivery jobs side by
// side lost one of them on Redis, 2026-11-30), latest first, the last 20 per address.

const entry = (to: string, i: number) => ({ to, subject: `第 ${i} 封` }) as unknown as MailOutboxEntry;

async function keepsAll(store: EphemeralStore) {
  const outbox = new DevMailOutbox(store);
  const to = `dev${randomBytes(4).toString('hex')}@demo.example`;
  await Promise.all(Array.from({ length: 12 }, (_, i) => outbox.keep(entry(to, i + 1))));
  expect((await outbox.list(to)).map((m) => m.subject).sort()).toEqual(
    Array.from({ length: 12 }, (_, i) => `第 ${i + 1} 封`).sort(),
  );
  for (let i = 13; i <= 25; i++) await outbox.keep(entry(to, i));
  const kept = await outbox.list(to);
  expect(kept).toHaveLength(20);
  expect(kept[0]!.subject).toBe('第 25 封');
  expect(kept.at(-1)!.subject).toBe('第 6 封');
  expect(await outbox.list(`nobody${to}`)).toEqual([]);
}

describe('the development mail outbox', () => {
  it('keeps messages sent at once, in process', () => keepsAll(new MemoryStore()));

  it.skipIf(!process.env.REDIS_URL)(
    'keeps messages sent at once on Redis (needs REDIS_URL; CI runs it)',
    async () => {
      const store = new RedisStore(process.env.REDIS_URL!, `mall-test:${randomBytes(4).toString('hex')}:`);
      try {
        await keepsAll(store);
      } finally {
        await store.close();
      }
    },
  );
});
