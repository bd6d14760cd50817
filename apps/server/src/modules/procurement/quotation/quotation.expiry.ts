import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';

/** A quotation about to expire, as its buyer is told (报价即将到期). */
export type ExpiringQuotation = {
  id: number;
  quotationNo: string;
  userId: number;
  companyId: number | null;
  totalFen: number;
  expiresAt: Date;
};

/**
 * Claims the quotations that expire within `days` of `now` and whose buyer was not yet told (a conditional
 * update in the caller's transaction: two runs at once tell each one once, and a rolled-back run leaves them
 * for the next). At most `limit` a run, the soonest first.
 */
export async function claimExpiringQuotations(
  tx: DbOrTx,
  now: Date,
  days = 3,
  limit = 500,
): Promise<ExpiringQuotation[]> {
  const until = new Date(now.getTime() + days * 86_400_000);
  const rows = await queryRows<{
    id: string;
    quotation_no: string;
    user_id: string;
    company_id: string | null;
    total_fen: string;
    expires_at: Date | string;
  }>(
    tx,
    sql`update quotations set expiry_told_at = ${now}
        where id in (select id from quotations
                     where expiry_told_at is null and expires_at > ${now} and expires_at <= ${until}
                     order by expires_at limit ${limit} for update skip locked)
        returning id, quotation_no, user_id, company_id, total_fen, expires_at`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    quotationNo: r.quotation_no,
    userId: Number(r.user_id),
    companyId: r.company_id === null ? null : Number(r.company_id),
    totalFen: Number(r.total_fen),
    expiresAt: new Date(r.expires_at),
  }));
}
