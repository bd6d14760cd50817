import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { migrationsDir } from '../lib/paths';
import type { DbHandle } from './client';

/** Applies the drizzle-kit migrations in apps/server/drizzle (the same files for both drivers). */
export async function runMigrations(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: migrationsDir() };
  if (handle.kind === 'postgres') await migratePg(handle.db as unknown as NodePgDatabase, config);
  else await migratePglite(handle.db as unknown as PgliteDatabase, config);
}

/** Key of the PostgreSQL advisory lock held while a process migrates and seeds (any fixed number). */
const STARTUP_LOCK = 728_431_905;

/**
 * Runs `work` (migrations, the first seed) while holding the database's start-up lock: N API processes
 * started together on one PostgreSQL migrate and seed one after another, the later ones finding the work
 * done. The lock lives in a transaction on a connection of its own and ends with it, also when the process
 * dies. Embedded PGlite belongs to one process and needs no lock.
 */
export async function underStartupLock<T>(handle: DbHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind !== 'postgres') return work();
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK})`);
    return work();
  });
}
