import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { notFound } from './app-error';

/** A table keyed by a serial `id`. */
type Keyed = PgTable & { id: AnyPgColumn };

/**
 * The row of `table` whose id is `id`, locked (`select … for update`) when `lock` is set, as a write that
 * checks the row before changing it needs; no such row → 404 with `missing`.
 */
export async function rowById<T extends Keyed>(
  db: DbOrTx,
  table: T,
  id: number,
  missing: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<T['$inferSelect']> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(missing);
  return row as T['$inferSelect'];
}

/**
 * One column of the rows of `table` with these ids, by id, in one query (ids without a row are absent): the
 * names a list or a document shows beside the ids it keeps.
 */
export async function columnByIds<T extends Keyed, K extends keyof T & keyof T['$inferSelect']>(
  db: DbOrTx,
  table: T,
  column: K,
  ids: readonly number[],
): Promise<Map<number, T['$inferSelect'][K]>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: table.id, value: table[column] as AnyPgColumn })
    .from(table as PgTable)
    .where(inArray(table.id, unique));
  return new Map(rows.map((r) => [r.id as number, r.value as T['$inferSelect'][K]]));
}
