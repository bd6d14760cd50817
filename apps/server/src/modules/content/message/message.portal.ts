import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { merchantNotices, type MerchantNoticeRow } from './message.table';

/** A shop's latest portal messages (商家消息), newest first. */
export function latestMerchantNotices(
  db: DbOrTx,
  merchantId: number,
  limit: number,
): Promise<MerchantNoticeRow[]> {
  return db
    .select()
    .from(merchantNotices)
    .where(eq(merchantNotices.merchantId, merchantId))
    .orderBy(desc(merchantNotices.createdAt), desc(merchantNotices.id))
    .limit(limit);
}

/** How many of a shop's portal messages are unread. */
export async function unreadMerchantNoticeCount(db: DbOrTx, merchantId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(merchantNotices)
    .where(and(eq(merchantNotices.merchantId, merchantId), eq(merchantNotices.read, false)));
  return row?.n ?? 0;
}

/** Marks every unread portal message of a shop read (全部已读). */
export async function markMerchantNoticesRead(db: DbOrTx, merchantId: number): Promise<void> {
  await db
    .update(merchantNotices)
    .set({ read: true })
    .where(and(eq(merchantNotices.merchantId, merchantId), eq(merchantNotices.read, false)));
}
