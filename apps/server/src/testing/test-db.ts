import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDb, type DbHandle } from '../db/client';
import { runMigrations } from '../db/migrate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by DATABASE_URL (dropped again on close).
 */
export async function createTestDb(databaseUrl = process.env.DATABASE_URL): Promise<DbHandle> {
  if (!databaseUrl) {
    const handle = await openDb({ dataDir: 'memory' });
    await runMigrations(handle);
    return handle;
  }
  const name = `mall_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDb({ databaseUrl: url.toString(), poolSize: 10 });
  await runMigrations(handle);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    },
  };
}
