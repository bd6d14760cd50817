import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDb, queryRows } from './client';
import { runMigrations, underStartupLock } from './migrate';

// N API processes started together on one fresh PostgreSQL database: each migrates under the start-up lock,
// so the migrations run once and every process comes up.

describe.runIf(process.env.DATABASE_URL)('start-up lock (PostgreSQL)', () => {
  it('three processes migrating one fresh database at once all succeed, each migration applied once', async () => {
    const url = process.env.DATABASE_URL!;
    const name = `mall_test_lock_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const handles = await Promise.all(
      [1, 2, 3].map(() => openDb({ databaseUrl: target.toString(), poolSize: 4 })),
    );
    try {
      const results = await Promise.allSettled(
        handles.map((h) => underStartupLock(h, () => runMigrations(h))),
      );
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      const rows = await queryRows<{ n: number; distinct_n: number }>(
        handles[0]!.db,
        sql`select count(*)::int as n, count(distinct hash)::int as distinct_n from drizzle.__drizzle_migrations`,
      );
      expect(rows[0]!.n).toBe(rows[0]!.distinct_n);
      expect(rows[0]!.n).toBeGreaterThan(10);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
