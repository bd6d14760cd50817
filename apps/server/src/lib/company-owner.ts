import { desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/*
 * Records a company shares with its members (delivery addresses, invoice titles) live in the same tables as a
 * buyer's own, owned by −companyId instead of a user id: every per-buyer query (eq user_id) keeps ignoring
 * them, the same service manages them with the company as owner, and the places that USE such a record
 * (checkout, purchase requests, invoice applications) accept either owner through `usableBy`.
 */

/** The owner id of a company's shared records. */
export const companyOwner = (companyId: number) => -companyId;

/** Whether an owner id is a company's (a shared record). */
export const isCompanyOwned = (ownerId: number) => ownerId < 0;

/**
 * `column` is the buyer's own id or the owner id of the buyer's company (an active member of a verified
 * company). One indexed lookup on company_members by its key.
 */
export function usableBy(column: AnyColumn, userId: number): SQL {
  return sql`${column} in (${userId}, (select -m.company_id from company_members m
    join companies c on c.id = m.company_id where m.user_id = ${userId} and m.status = 1 and c.status = 2))`;
}

/** A book of records an owner keeps with one of them the default (delivery addresses, invoice titles). */
type Book = PgTable & { id: AnyPgColumn; userId: AnyPgColumn; isDefault: AnyPgColumn };

/**
 * What `ownerId` lists of a book: a company owner its own records; a buyer his own, then those his company
 * shares with him; each default first, then newest.
 */
export async function bookRows<T extends Book>(
  db: DbOrTx,
  book: T,
  ownerId: number,
): Promise<T['$inferSelect'][]> {
  const rows = await db
    .select()
    .from(book as PgTable)
    .where(isCompanyOwned(ownerId) ? eq(book.userId, ownerId) : usableBy(book.userId, ownerId))
    .orderBy(sql`${book.userId} < 0`, desc(book.isDefault), desc(book.id));
  return rows as T['$inferSelect'][];
}

/** After the owner's default record was deleted, his newest remaining one becomes the default. */
export async function defaultToNewest(tx: DbOrTx, book: Book, ownerId: number): Promise<void> {
  const [next] = await tx
    .select({ id: book.id })
    .from(book as PgTable)
    .where(eq(book.userId, ownerId))
    .orderBy(desc(book.id))
    .limit(1);
  if (next)
    await tx
      .update(book as PgTable)
      .set({ isDefault: true })
      .where(eq(book.id, next.id));
}
