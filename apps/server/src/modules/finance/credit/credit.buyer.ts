import { eq, sql } from 'drizzle-orm';
import { CREDIT_MSG, STATEMENT_STATUS, type CompanyCredit, type CreditStatementDetail } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { conflict } from '../../../lib/app-error';
import { companyContextOf, requireRole } from '../../identity/company';
import { recordEvent } from '../../platform/events';
import { CreditCore, type Page } from './credit.core';
import { overdueCondition } from './credit.ledger';
import { creditStatements } from './credit.table';
import { chinaDate } from '../../../lib/china-day';

/**
 * The company's side of credit: its 管理员 and 财务 see the account, statements and repayments, and its 财务
 * confirms or disputes statements.
 */
export class CreditBuyer extends CreditCore {
  /** 管理员 or 财务 of an active verified company. */
  private async financeCtx(userId: number, roles: ('管理员' | '财务')[] = ['管理员', '财务']) {
    return requireRole(await companyContextOf(this.db, userId), ...roles);
  }

  async companyCredit(userId: number): Promise<CompanyCredit | null> {
    const ctx = await this.financeCtx(userId);
    const { list } = await this.accounts(sql`a.company_id = ${ctx.companyId}`);
    const acc = list[0];
    if (!acc) return null;
    const [overdue] = await queryRows<{ overdue: boolean }>(
      this.db,
      sql`select ${overdueCondition(ctx.companyId, chinaDate())} as overdue`,
    );
    return {
      ...acc,
      blockedReason: acc.status !== 1 ? CREDIT_MSG.SUSPENDED : overdue?.overdue ? CREDIT_MSG.OVERDUE : null,
    };
  }

  async companyStatements(userId: number, page: Page) {
    const ctx = await this.financeCtx(userId);
    return this.statementPage(sql`s.company_id = ${ctx.companyId} and s.status <> 4`, page);
  }

  /** One statement of the company (also for its PDF and spreadsheet downloads). */
  async companyStatement(userId: number, id: number) {
    const ctx = await this.financeCtx(userId);
    return this.statement(id, ctx.companyId);
  }

  /**
   * The company's 财务 confirms (待确认 or 有异议 → 已确认) or disputes (待确认 → 有异议) a statement; the move is
   * an outbox event (statement.confirmed / statement.disputed) in the same transaction, for the notifications.
   */
  async decide(userId: number, id: number, confirm: boolean, comment = ''): Promise<CreditStatementDetail> {
    const ctx = await this.financeCtx(userId, ['财务']);
    await this.db.transaction(async (tx) => {
      const s = await this.findStatement(tx, id, ctx.companyId, true);
      const allowed: number[] = confirm
        ? [STATEMENT_STATUS.PENDING, STATEMENT_STATUS.DISPUTED]
        : [STATEMENT_STATUS.PENDING];
      if (!allowed.includes(s.status))
        throw conflict(
          s.status === STATEMENT_STATUS.CONFIRMED
            ? '对账单已确认'
            : s.status === STATEMENT_STATUS.VOID
              ? '该对账单已作废，请查看重开的对账单'
              : '对账单当前状态不能执行此操作',
        );
      await tx
        .update(creditStatements)
        .set(
          confirm
            ? { status: STATEMENT_STATUS.CONFIRMED, confirmedBy: userId, confirmedAt: new Date() }
            : { status: STATEMENT_STATUS.DISPUTED, disputeComment: comment, updatedAt: sql`now()` },
        )
        .where(eq(creditStatements.id, id));
      await recordEvent(tx, {
        type: confirm ? 'statement.confirmed' : 'statement.disputed',
        companyId: ctx.companyId,
        subjectId: id,
        data: {
          statementNo: s.statementNo,
          amountFen: s.amountFen,
          dueDate: s.dueDate,
          periodFrom: chinaDate(s.periodStart),
          periodTo: chinaDate(new Date(s.periodEnd.getTime() - 1)),
          byUserId: userId,
          comment: confirm ? '' : comment,
        },
      });
    });
    return this.statement(id, ctx.companyId);
  }

  async companyRepayments(userId: number, page: Page) {
    const ctx = await this.financeCtx(userId);
    return this.repaymentPage(sql`r.company_id = ${ctx.companyId}`, page);
  }
}
