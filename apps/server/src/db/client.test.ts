import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../testing/test-db';
import { queryRows, readTogether, type DbOrTx } from './client';

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL connections', () => {
  it('survive the server ending them: no crash, the next query reconnects', async () => {
    const handle = await createTestDb();
    try {
      // Warm the pool with a few connections, then have the server terminate every one of them.
      await Promise.all([1, 2, 3].map(() => queryRows(handle.db, sql`select pg_sleep(0.05)`)));
      const [row] = await queryRows<{ db: string }>(handle.db, sql`select current_database() as db`);
      const db = row!.db;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [db],
      );
      await admin.end();
      await new Promise((r) => setTimeout(r, 200)); // the 'error' events arrive on the idle clients
      const rows = await queryRows<{ ok: number }>(handle.db, sql`select 1 as ok`);
      expect(rows).toEqual([{ ok: 1 }]);
    } finally {
      await handle.close();
    }
  });
});

describe('readTogether', () => {
  it('sends reads together on the pool, one after another in a transaction, and answers in order', async () => {
    const handle = await createTestDb();
    try {
      const log: string[] = [];
      const read = (db: DbOrTx, name: string) => async () => {
        log.push(`start ${name}`);
        const [row] = await queryRows<{ v: string }>(db, sql`select ${name}::text as v`);
        log.push(`end ${name}`);
        return row!.v;
      };
      expect(await readTogether(handle.db, read(handle.db, 'a'), read(handle.db, 'b'))).toEqual(['a', 'b']);
      expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
      log.length = 0;
      const inTx = await handle.db.transaction((tx) => readTogether(tx, read(tx, 'c'), read(tx, 'd')));
      expect(inTx).toEqual(['c', 'd']);
      // A transaction has one connection: node-postgres would only queue the second (pg@9 refuses it).
      expect(log).toEqual(['start c', 'end c', 'start d', 'end d']);
    } finally {
      await handle.close();
    }
  });
});
