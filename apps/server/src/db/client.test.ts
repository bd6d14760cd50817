import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '../testing/test-db';
import { queryRows } from './client';

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
