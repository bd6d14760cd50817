import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import type { SeedContext } from '../../../db/seeder';
import { users } from './user.table';

/** The id of a seeded account by its username, or undefined when the accounts are not seeded. */
export async function seededUserId(db: DbOrTx, username: string): Promise<number | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return user?.id;
}

/**
 * The demo buyer's id when their rows in `table` (owned through `owner`) are still to be seeded: not in
 * production, the demo account seeded, and none of their rows there yet; else undefined.
 */
export async function demoBuyerToSeed(
  { db, env }: Pick<SeedContext, 'db' | 'env'>,
  table: PgTable,
  owner: PgColumn,
): Promise<number | undefined> {
  if (env.NODE_ENV === 'production') return undefined;
  const demoId = await seededUserId(db, 'demo');
  if (!demoId) return undefined;
  const [taken] = await db.select({ owner }).from(table).where(eq(owner, demoId)).limit(1);
  return taken ? undefined : demoId;
}
