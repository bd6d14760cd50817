import { and, desc, eq, sql } from 'drizzle-orm';
import {
  COMPANY_STATUS,
  CREDIT_ENTRY_LABEL,
  fenToYuan,
  STATEMENT_STATUS,
  yuanToFen,
  type adminStatementListBody,
  type CreditAccount,
  type creditAccountBody,
  type creditAccountListBody,
  type CreditDashboard,
  type creditLedgerBody,
  type CreditRepayment,
  type CreditStatementDetail,
  type repaymentBody,
  type repaymentListBody,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { recordAudit, snapshot, type AuditActor } from '../../platform/audit';
import { companyStatusOf } from '../../identity/company';
import type { ReceivedGoods } from './credit.billing';
import { CreditCore, offset } from './credit.core';
import { creditRepayment } from './credit.ledger';
import { messageFinance, outstandingOf, produceStatement } from './credit.statements';
import { creditAccounts, creditAllocations, creditRepayments, creditStatements } from './credit.table';
import { chinaDate } from '../../../lib/china-day';

const ACCOUNT_AUDIT = ['limitFen', 'termDays', 'statementDay', 'status'] as const;

/**
 * The operators' side of company credit: they grant, change and suspend it, read the ledger and the
 * dashboard, produce, answer and reissue statements and record repayments.
 */
export class CreditAdmin extends CreditCore {
  /** `received`: goods receipt's accepted quantities, which statements bill. */
  constructor(
    db: Db,
    private readonly received: ReceivedGoods,
  ) {
    super(db);
  }

  // Accounts -----------------------------------------------------------------------------------------

  async account(companyId: number): Promise<CreditAccount> {
    const { list } = await this.accounts(sql`a.company_id = ${companyId}`);
    if (!list[0]) throw notFound('该企业尚未开通授信');
    return list[0];
  }

  async listAccounts(q: z.output<typeof creditAccountListBody>) {
    const kw = q.keyword ? `%${q.keyword}%` : null;
    const { list, total } = await this.accounts(kw ? sql`c.name ilike ${kw}` : sql`true`, q);
    return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
  }

  /** Grants or changes a verified company's credit; the limit may not go below what is used. */
  async saveAccount(op: AuditActor, b: z.output<typeof creditAccountBody>): Promise<CreditAccount> {
    const limitFen = yuanToFen(b.limit);
    if (limitFen <= 0) throw badRequest('授信额度必须大于 0');
    await this.db.transaction(async (tx) => {
      const company = await companyStatusOf(tx, b.companyId);
      if (!company) throw notFound('企业不存在');
      if (company.status !== COMPANY_STATUS.VERIFIED) throw conflict('只能为已认证的企业开通授信');
      const [before] = await tx
        .select()
        .from(creditAccounts)
        .where(eq(creditAccounts.companyId, b.companyId))
        .for('update');
      if (before && limitFen < before.usedFen)
        throw badRequest(`授信额度不能低于已使用的 ¥${fenToYuan(before.usedFen)}`);
      const values = { limitFen, termDays: b.termDays, statementDay: b.statementDay };
      const [after] = before
        ? await tx
            .update(creditAccounts)
            .set({ ...values, updatedAt: sql`now()` })
            .where(eq(creditAccounts.companyId, b.companyId))
            .returning()
        : await tx
            .insert(creditAccounts)
            .values({ companyId: b.companyId, ...values })
            .returning();
      await recordAudit(tx, op, {
        action: before ? 'credit.update' : 'credit.grant',
        targetType: 'company',
        targetId: String(b.companyId),
        summary: `${before ? '调整授信' : '开通授信'} ${company.name}：额度 ¥${b.limit}，账期 ${b.termDays} 天，每月 ${b.statementDay} 日出账`,
        before: before ? snapshot(before, ACCOUNT_AUDIT) : null,
        after: snapshot(after!, ACCOUNT_AUDIT),
      });
      await messageFinance(tx, b.companyId, {
        title: before ? '账期授信已调整' : '账期授信已开通',
        content: `贵公司的账期授信额度为 ¥${fenToYuan(limitFen)}，账期 ${b.termDays} 天，每月 ${b.statementDay} 日出具对账单。采购员和财务结算时可选择账期支付。`,
      });
    });
    return this.account(b.companyId);
  }

  async setStatus(op: AuditActor, companyId: number, enabled: boolean): Promise<CreditAccount> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(creditAccounts)
        .where(eq(creditAccounts.companyId, companyId))
        .for('update');
      if (!before) throw notFound('该企业尚未开通授信');
      const [after] = await tx
        .update(creditAccounts)
        .set({ status: enabled ? 1 : 2, updatedAt: sql`now()` })
        .where(eq(creditAccounts.companyId, companyId))
        .returning();
      await recordAudit(tx, op, {
        action: enabled ? 'credit.resume' : 'credit.suspend',
        targetType: 'company',
        targetId: String(companyId),
        summary: `${enabled ? '恢复' : '暂停'}企业 ${companyId} 的账期额度`,
        before: snapshot(before, ACCOUNT_AUDIT),
        after: snapshot(after!, ACCOUNT_AUDIT),
      });
    });
    return this.account(companyId);
  }

  /** Verified companies by name, for the grant form (at most 20). */
  async candidates(keyword: string): Promise<{ id: number; name: string; hasCredit: boolean }[]> {
    const rows = await queryRows<{ id: number; name: string; has_credit: boolean }>(
      this.db,
      sql`select c.id, c.name, exists (select 1 from credit_accounts a where a.company_id = c.id) as has_credit
          from companies c where c.status = ${COMPANY_STATUS.VERIFIED}
            and (${keyword} = '' or c.name ilike ${`%${keyword}%`})
          order by c.id desc limit 20`,
    );
    return rows.map((r) => ({ id: Number(r.id), name: r.name, hasCredit: r.has_credit }));
  }

  async ledger(q: z.output<typeof creditLedgerBody>) {
    const rows = await queryRows<{
      id: number;
      kind: string;
      amount_fen: number;
      reason: string;
      order_no: string | null;
      statement_no: string | null;
      created_at: Date | string;
      total: number;
    }>(
      this.db,
      sql`select e.id, e.kind, e.amount_fen, e.reason, o.order_no, s.statement_no, e.created_at,
            count(*) over ()::int as total
          from credit_entries e left join orders o on o.id = e.order_id
          left join credit_statements s on s.id = e.statement_id
          where e.company_id = ${q.companyId}
          order by e.id desc limit ${q.pageSize} offset ${offset(q)}`,
    );
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        kindLabel: CREDIT_ENTRY_LABEL[r.kind] ?? r.kind,
        amount: fenToYuan(Number(r.amount_fen)),
        reason: r.reason,
        orderNo: r.order_no,
        statementNo: r.statement_no,
        createdAt: new Date(r.created_at).toISOString(),
      })),
      total: rows[0]?.total ?? 0,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  async dashboard(): Promise<CreditDashboard> {
    const today = chinaDate();
    const [r] = await queryRows<Record<string, number>>(
      this.db,
      sql`select (select count(*) from credit_accounts)::int as accounts,
            (select coalesce(sum(limit_fen), 0) from credit_accounts)::bigint as limit_total,
            (select coalesce(sum(used_fen), 0) from credit_accounts)::bigint as used_total,
            (select count(*) from credit_statements where status = 1)::int as pending,
            (select count(*) from credit_statements where status = 3)::int as disputed,
            (select count(*) from credit_statements where status <> 4 and due_date < ${today}::date
              and amount_fen > paid_fen)::int as overdue,
            (select coalesce(sum(amount_fen - paid_fen), 0) from credit_statements where status <> 4
              and due_date < ${today}::date and amount_fen > paid_fen)::bigint as overdue_fen`,
    );
    return {
      accounts: Number(r!.accounts),
      limitTotal: fenToYuan(Number(r!.limit_total)),
      usedTotal: fenToYuan(Number(r!.used_total)),
      pendingStatements: Number(r!.pending),
      disputedStatements: Number(r!.disputed),
      overdueStatements: Number(r!.overdue),
      overdueAmount: fenToYuan(Number(r!.overdue_fen)),
    };
  }

  // Statements ---------------------------------------------------------------------------------------

  async listStatements(q: z.output<typeof adminStatementListBody>) {
    const today = chinaDate();
    const conds = [
      q.companyId ? sql`s.company_id = ${q.companyId}` : sql`true`,
      q.status ? sql`s.status = ${q.status}` : sql`true`,
      q.overdue
        ? sql`s.status <> 4 and s.due_date < ${today}::date and s.amount_fen > s.paid_fen`
        : sql`true`,
    ];
    return this.statementPage(sql.join(conds, sql` and `), q);
  }

  /** On demand: the company's statement up to now. */
  async produce(op: AuditActor, companyId: number): Promise<CreditStatementDetail> {
    const row = await this.db.transaction(async (tx) => {
      const made = (await produceStatement(tx, companyId, new Date(), this.received))!;
      await recordAudit(tx, op, {
        action: 'credit.statement',
        targetType: 'statement',
        targetId: made.statementNo,
        summary: `出具对账单 ${made.statementNo}`,
      });
      return made;
    });
    return this.statement(row.id);
  }

  /** Replaces the company's latest statement by a new one over the same period (after a dispute, say). */
  async reissue(op: AuditActor, id: number, note: string): Promise<CreditStatementDetail> {
    const row = await this.db.transaction(async (tx) => {
      const old = await this.findStatement(tx, id, undefined, true);
      if (old.status === STATEMENT_STATUS.VOID) throw conflict('该对账单已作废');
      const [latest] = await tx
        .select({ id: creditStatements.id })
        .from(creditStatements)
        .where(
          and(
            eq(creditStatements.companyId, old.companyId),
            sql`${creditStatements.status} <> ${STATEMENT_STATUS.VOID}`,
          ),
        )
        .orderBy(desc(creditStatements.periodEnd))
        .limit(1);
      if (latest?.id !== old.id) throw conflict('只能重开该企业最近一期对账单');
      const made = (await produceStatement(tx, old.companyId, old.periodEnd, this.received, {
        replaces: { id: old.id, note },
      }))!;
      await recordAudit(tx, op, {
        action: 'credit.reissue',
        targetType: 'statement',
        targetId: made.statementNo,
        summary: `重开对账单 ${old.statementNo} → ${made.statementNo}：${note}`,
      });
      return made;
    });
    return this.statement(row.id);
  }

  async reply(op: AuditActor, id: number, reply: string): Promise<CreditStatementDetail> {
    await this.db.transaction(async (tx) => {
      const s = await this.findStatement(tx, id, undefined, true);
      if (s.status === STATEMENT_STATUS.VOID) throw conflict('该对账单已作废');
      await tx
        .update(creditStatements)
        .set({ reply, updatedAt: sql`now()` })
        .where(eq(creditStatements.id, id));
      await recordAudit(tx, op, {
        action: 'credit.reply',
        targetType: 'statement',
        targetId: s.statementNo,
        summary: `回复对账单 ${s.statementNo}：${reply}`,
      });
      await messageFinance(tx, s.companyId, {
        title: `对账单 ${s.statementNo} 有新回复`,
        content: `平台回复：${reply}`,
      });
    });
    return this.statement(id);
  }

  // Repayments ---------------------------------------------------------------------------------------

  /**
   * Records a bank transfer against statements in ONE transaction: the statements are locked, the amount
   * is allocated oldest due first (partial allowed; 409 when it exceeds what they owe), each statement's
   * paid amount grows, the ledger gets the repayment entry and the company's credit comes back.
   */
  async recordRepayment(op: AuditActor, b: z.output<typeof repaymentBody>): Promise<CreditRepayment> {
    const amountFen = yuanToFen(b.amount);
    if (amountFen <= 0) throw badRequest('还款金额必须大于 0');
    if (b.paidOn > chinaDate()) throw badRequest('到账日期不能晚于今天');
    const id = await this.db.transaction(async (tx) => {
      const [acc] = await tx
        .select()
        .from(creditAccounts)
        .where(eq(creditAccounts.companyId, b.companyId))
        .for('update');
      if (!acc) throw notFound('该企业尚未开通授信');
      const list = await tx
        .select()
        .from(creditStatements)
        .where(
          and(
            eq(creditStatements.companyId, b.companyId),
            sql`${creditStatements.id} = any(${sql.param(b.statementIds)}::bigint[])`,
          ),
        )
        .orderBy(creditStatements.dueDate, creditStatements.id)
        .for('update');
      if (list.length !== b.statementIds.length) throw notFound('对账单不存在');
      if (list.some((s) => s.status === STATEMENT_STATUS.VOID)) throw conflict('不能向已作废的对账单还款');
      const owed = list.reduce((n, s) => n + outstandingOf(s), 0);
      if (amountFen > owed) throw conflict(`还款金额超过所选对账单的待还金额 ¥${fenToYuan(owed)}`);
      const [rep] = await tx
        .insert(creditRepayments)
        .values({
          companyId: b.companyId,
          amountFen,
          bankRef: b.bankRef,
          paidOn: b.paidOn,
          note: b.note,
          operatorId: op.operatorId,
        })
        .returning();
      let left = amountFen;
      for (const s of list) {
        const part = Math.min(left, outstandingOf(s));
        if (part <= 0) continue;
        left -= part;
        await tx
          .insert(creditAllocations)
          .values({ repaymentId: rep!.id, statementId: s.id, amountFen: part });
        await tx
          .update(creditStatements)
          .set({ paidFen: sql`${creditStatements.paidFen} + ${part}`, updatedAt: sql`now()` })
          .where(eq(creditStatements.id, s.id));
      }
      await creditRepayment(tx, b.companyId, { id: rep!.id, repaymentNo: rep!.repaymentNo, amountFen });
      await recordAudit(tx, op, {
        action: 'credit.repayment',
        targetType: 'company',
        targetId: String(b.companyId),
        summary: `登记还款 ${rep!.repaymentNo}：¥${b.amount}，流水号 ${b.bankRef}`,
      });
      await messageFinance(tx, b.companyId, {
        title: `还款已到账：¥${fenToYuan(amountFen)}`,
        content: `平台已确认贵公司 ${b.paidOn} 的对公转账 ¥${fenToYuan(amountFen)}（流水号 ${b.bankRef}），对应额度已恢复。`,
      });
      return rep!.id;
    });
    const page = await this.repaymentPage(sql`r.id = ${id}`, { pageNum: 1, pageSize: 1 });
    return page.list[0]!;
  }

  listRepayments(q: z.output<typeof repaymentListBody>) {
    return this.repaymentPage(q.companyId ? sql`r.company_id = ${q.companyId}` : sql`true`, q);
  }
}
