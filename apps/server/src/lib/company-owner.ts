import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

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
