import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsDir } from '../lib/paths';
import type { DbHandle } from './client';

/** Applies the drizzle-kit migrations in apps/server/drizzle (the same files for both drivers). */
export async function runMigrations(handle: DbHandle): Promise<void> {
  const config = { migrationsFolder: migrationsDir() };
  if (handle.kind === 'postgres') await migratePg(handle.db as unknown as NodePgDatabase, config);
  else await migratePglite(handle.db as unknown as PgliteDatabase, config);
}
