import { count, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/** A table with the usual creation time and serial id. */
type Dated = PgTable & { createdAt: AnyPgColumn; id: AnyPgColumn };

/**
 * One page of the rows of `table` that `where` picks, in `order`, and how many it picks in all: the two
 * statements of every back-office and buyer list, run side by side.
 */
export async function tablePage<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  page: { pageNum: number; pageSize: number },
  order: (AnyPgColumn | SQL)[],
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 };
}

/** One page of the rows of `table` that `where` picks, newest first (created_at, then id), and their count. */
export function newestFirstPage<T extends Dated>(
  db: DbOrTx,
  table: T,
  where: SQL | undefined,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  return tablePage(db, table, where, page, [desc(table.createdAt), desc(table.id)]);
}
