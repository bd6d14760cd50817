import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DbHandle } from '../../../db/client';
import { createTestDb } from '../../../testing/test-db';
import { consumeEvents, type DomainEvent } from './events';

// The outbox (domain_events): each reader takes every event once, in the order the writing transactions
// took their ids, and never skips an event whose transaction committed after a later one was read.

let handle: DbHandle;
const write = (type: string, subjectId: number) =>
  handle.db.execute(
    sql`insert into domain_events (type, subject_id, data) values (${type}, ${subjectId}, '{}'::jsonb)`,
  );
const take = async (consumer: string, limit = 100) => {
  const seen: DomainEvent[] = [];
  await consumeEvents(handle.db, consumer, limit, async (_tx, events) => {
    seen.push(...events);
  });
  return seen.map((e) => `${e.type}:${e.subjectId}`);
};

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

describe('domain events', () => {
  it('hands each reader every event once, in order, in batches; a failed handling is taken again', async () => {
    await handle.db.execute(sql`delete from domain_events`);
    for (let i = 1; i <= 5; i++) await write('test.one', i);
    expect(await take('reader-a', 3)).toEqual(['test.one:1', 'test.one:2', 'test.one:3']);
    expect(await take('reader-a', 3)).toEqual(['test.one:4', 'test.one:5']);
    expect(await take('reader-a')).toEqual([]);
    // Another reader has its own place.
    expect((await take('reader-b')).length).toBe(5);
    await write('test.one', 6);
    // A handling that throws moves nothing: the event comes again.
    await expect(
      consumeEvents(handle.db, 'reader-a', 10, async () => {
        throw new Error('handler failed');
      }),
    ).rejects.toThrow('handler failed');
    expect(await take('reader-a')).toEqual(['test.one:6']);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'never skips an event whose transaction commits after a later one was read (needs PostgreSQL: two connections)',
    async () => {
      await take('reader-late');
      const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
        handle.db,
        sql`select current_database() as name`,
      );
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      const slow = new pg.Client({ connectionString: url.toString() });
      await slow.connect();
      try {
        await slow.query('begin');
        await slow.query(
          `insert into domain_events (type, subject_id, data) values ('test.late', 1, '{}'::jsonb)`,
        );
        // A later transaction commits first.
        await write('test.late', 2);
        expect(await take('reader-late'), 'nothing is read past a transaction still running').toEqual([]);
        await slow.query('commit');
      } finally {
        await slow.end();
      }
      expect(await take('reader-late')).toEqual(['test.late:1', 'test.late:2']);
    },
  );
});
