import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';
import { budgetsFor, remainingOf } from '../budget';
import { nameOf } from './purchase-request.steps';
import { purchaseRequests, type RequestLineSnapshot } from './purchase-request.table';

/** What an approver deciding outside the site is shown of a request, and what decides whether he still may. */
export type RequestForDecision = {
  requestNo: string;
  companyId: number;
  status: number;
  /** The level waiting (1-based) and its approvers. */
  currentLevel: number;
  approverIds: readonly number[];
  requesterId: number;
  requesterName: string;
  /** The approver the link is bound to, by name. */
  approverName: string;
  departmentName: string;
  amountFen: number;
  ruleName: string;
  remark: string;
  /** The request's 收货地址. */
  address: { name: string; mobile: string; fullAddress: string };
  lines: readonly RequestLineSnapshot[];
  /** The budgets the order would be charged to, with what remains of this period. */
  budgets: { name: string; remainingFen: number }[];
};

/**
 * A purchase request as a message's 同意 / 驳回 link shows it, read without a session (the link's owner checks
 * that its approver is bound to it): the facts, the waiting level's approvers and the budgets left; null when
 * there is no such request.
 */
export async function requestForDecision(
  db: DbOrTx,
  requestNo: string,
  approverId: number,
): Promise<RequestForDecision | null> {
  const [row] = await db.select().from(purchaseRequests).where(eq(purchaseRequests.requestNo, requestNo));
  if (!row) return null;
  const [dept] = row.departmentId
    ? await queryRows<{ name: string }>(
        db,
        sql`select name from company_departments where id = ${row.departmentId}`,
      )
    : [];
  const budgets = await remainingOf(
    db,
    await budgetsFor(db, row.companyId, row.requesterId, row.departmentId),
  );
  return {
    requestNo: row.requestNo,
    companyId: row.companyId,
    status: row.status,
    currentLevel: row.currentLevel,
    approverIds: row.levels[row.currentLevel - 1]?.userIds ?? [],
    requesterId: row.requesterId,
    requesterName: await nameOf(db, row.requesterId),
    approverName: await nameOf(db, approverId),
    departmentName: dept?.name ?? '',
    amountFen: row.amountFen,
    ruleName: row.ruleName,
    remark: row.remark,
    address: row.addressText,
    lines: row.lines,
    budgets: budgets.map((b) => ({ name: b.budget.name, remainingFen: b.remainingFen })),
  };
}
