import { count, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { addresses } from './address.table';

/** How many addresses a buyer keeps (his own, not the company's shared ones). */
export async function addressCountOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}
