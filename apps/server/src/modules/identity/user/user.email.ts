import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { users } from './user.table';

/** A member's receiving address (接收邮箱) and whether he confirmed it. */
export type EmailState = { username: string; email: string; confirmed: boolean };

export async function emailStateOf(db: DbOrTx, userId: number): Promise<EmailState | null> {
  const [row] = await db
    .select({ username: users.username, email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { username: row.username, email: row.email, confirmed: row.confirmedAt !== null } : null;
}

/** A new address, not yet confirmed (the same address keeps its state). */
export async function setUserEmail(db: DbOrTx, userId: number, email: string): Promise<void> {
  await db
    .update(users)
    .set({ email, emailConfirmedAt: null, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), ne(users.email, email)));
}

/**
 * Confirms the member's address when it is still `email` (he may have changed it since the mail was sent);
 * answers whether it did.
 */
export async function confirmUserEmail(
  db: DbOrTx,
  userId: number,
  email: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailConfirmedAt: at })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ id: users.id });
  return rows.length > 0;
}
