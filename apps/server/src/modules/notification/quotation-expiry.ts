import { fenToYuan } from '@mall/shared';
import type { Db } from '../../db/client';
import { chinaTimeText } from '../../lib/china-day';
import { userContactsByIds } from '../identity/user';
import { claimExpiringQuotations } from '../procurement/quotation';
import type { NotificationService } from './delivery';

/** How many days before its expiry a quotation's buyer is told. */
const QUOTATION_NOTICE_DAYS = 3;

/**
 * quotation.expiring (the hourly `notification.quotations` job): each quotation expiring within 3 days is told
 * to the buyer who made it, once, by mail as his 报价 preferences ask (his company's defaults apply). The claim
 * and the deliveries commit together; the deliveries are queued after the commit. Returns how many were told.
 */
export async function tellExpiringQuotations(
  db: Db,
  deps: { notifications: NotificationService; now: () => Date },
): Promise<number> {
  const queued: (() => Promise<void> | void)[] = [];
  const told = await db.transaction(async (tx) => {
    const now = deps.now();
    const expiring = await claimExpiringQuotations(tx, now, QUOTATION_NOTICE_DAYS);
    const emails = new Map(
      (await userContactsByIds(tx, [...new Set(expiring.map((q) => q.userId))])).map((u) => [u.id, u]),
    );
    const ctx = { tx, afterCommit: (fn: () => Promise<void> | void) => void queued.push(fn) };
    for (const q of expiring) {
      const user = emails.get(q.userId);
      await deps.notifications.notify(
        {
          event: 'quotation.expiring',
          facts: {
            quotationNo: q.quotationNo,
            amount: fenToYuan(q.totalFen),
            // The last moment it holds: the end of its last valid day (expiresAt is the next midnight).
            validTo: chinaTimeText(new Date(q.expiresAt.getTime() - 60_000)),
          },
          path: `/quotations/detail?id=${q.id}`,
          users: user ? [user] : [],
          robots: [],
          ...(q.companyId ? { companyId: q.companyId } : {}),
        },
        ctx,
      );
    }
    return expiring.length;
  });
  await Promise.all(queued.map((fn) => fn()));
  return told;
}
