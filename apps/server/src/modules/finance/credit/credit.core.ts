import { and, eq, sql } from 'drizzle-orm';
import { CREDIT_STATUS_LABEL, fenToYuan, type CreditAccount, type CreditStatementDetail } from '@mall/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { companyNameOf } from '../../identity/company';
import { statementLines, toDetail, toStatement } from './credit.statements';
import { creditStatements, type CreditAccountRow } from './credit.table';
import { chinaDate } from '../../../lib/china-day';

export type Page = { pageNum: number; pageSize: number };
export const offset = (p: Page) => (p.pageNum - 1) * p.pageSize;

type AccountJoin = CreditAccountRow & { companyName: string; overdueFen: number };

function toAccount(a: AccountJoin): CreditAccount {
  return {
    companyId: a.companyId,
    companyName: a.companyName,
    limit: fenToYuan(a.limitFen),
    used: fenToYuan(a.usedFen),
    available: fenToYuan(Math.max(0, a.limitFen - a.usedFen)),
    termDays: a.termDays,
    statementDay: a.statementDay,
    status: a.status,
    statusLabel: CREDIT_STATUS_LABEL[a.status as 1 | 2] ?? '',
    overdueAmount: fenToYuan(a.overdueFen),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/**
 * What the operators' and the company's sides of credit share: the reads of accounts, statements and
 * repayments (the ledger, statements and documents have files of their own).
 */
export class CreditCore {
  constructor(protected readonly db: Db) {}

  protected async accounts(where: ReturnType<typeof sql>, page?: Page) {
    const today = chinaDate();
    const rows = await queryRows<{
      company_id: number;
      name: string;
      limit_fen: number;
      used_fen: number;
      term_days: number;
      statement_day: number;
      status: number;
      created_at: Date | string;
      updated_at: Date | string;
      overdue_fen: number;
      total: number;
    }>(
      this.db,
      sql`select a.*, c.name,
            coalesce((select sum(s.amount_fen - s.paid_fen) from credit_statements s where s.company_id = a.company_id
              and s.status <> 4 and s.due_date < ${today}::date and s.amount_fen > s.paid_fen), 0)::bigint as overdue_fen,
            count(*) over ()::int as total
          from credit_accounts a join companies c on c.id = a.company_id
          where ${where}
          order by a.updated_at desc, a.company_id desc
          ${page ? sql`limit ${page.pageSize} offset ${offset(page)}` : sql``}`,
    );
    return {
      list: rows.map((r) =>
        toAccount({
          companyId: Number(r.company_id),
          companyName: r.name,
          limitFen: Number(r.limit_fen),
          usedFen: Number(r.used_fen),
          termDays: r.term_days,
          statementDay: r.statement_day,
          status: r.status,
          createdAt: new Date(r.created_at),
          updatedAt: new Date(r.updated_at),
          overdueFen: Number(r.overdue_fen),
        }),
      ),
      total: rows[0]?.total ?? 0,
    };
  }

  /** One statement with its lines; `companyId` scopes it to a company (404 otherwise). */
  async statement(id: number, companyId?: number): Promise<CreditStatementDetail> {
    const row = await this.findStatement(this.db, id, companyId);
    const [replaced] = row.replacesId
      ? await this.db
          .select({ no: creditStatements.statementNo })
          .from(creditStatements)
          .where(eq(creditStatements.id, row.replacesId))
      : [];
    return toDetail(
      row,
      await companyNameOf(this.db, row.companyId),
      await statementLines(this.db, row.id),
      replaced?.no ?? null,
    );
  }

  protected async findStatement(db: DbOrTx, id: number, companyId?: number, lock = false) {
    const q = db
      .select()
      .from(creditStatements)
      .where(
        and(
          eq(creditStatements.id, id),
          companyId !== undefined ? eq(creditStatements.companyId, companyId) : undefined,
        ),
      );
    const [row] = lock ? await q.for('update') : await q;
    if (!row) throw notFound('对账单不存在');
    return row;
  }

  protected async statementPage(where: ReturnType<typeof sql>, page: Page) {
    const rows = await queryRows<{ id: number; name: string; total: number }>(
      this.db,
      sql`select s.id, c.name, count(*) over ()::int as total from credit_statements s
          join companies c on c.id = s.company_id where ${where}
          order by s.period_end desc, s.id desc limit ${page.pageSize} offset ${offset(page)}`,
    );
    const ids = rows.map((r) => Number(r.id));
    const full = ids.length
      ? await this.db
          .select()
          .from(creditStatements)
          .where(sql`${creditStatements.id} = any(${sql.param(ids)}::bigint[])`)
      : [];
    const byId = new Map(full.map((s) => [s.id, s]));
    return {
      list: rows.map((r) => toStatement(byId.get(Number(r.id))!, r.name)),
      total: rows[0]?.total ?? 0,
      pageNum: page.pageNum,
      pageSize: page.pageSize,
    };
  }

  protected async repaymentPage(where: ReturnType<typeof sql>, page: Page) {
    const rows = await queryRows<{
      id: number;
      repayment_no: string;
      company_id: number;
      name: string;
      amount_fen: number;
      bank_ref: string;
      paid_on: string;
      note: string;
      created_at: Date | string;
      allocations: { statementNo: string; amountFen: number }[] | null;
      total: number;
    }>(
      this.db,
      sql`select r.id, r.repayment_no, r.company_id, c.name, r.amount_fen, r.bank_ref, r.paid_on::text as paid_on,
            r.note, r.created_at,
            (select json_agg(json_build_object('statementNo', s.statement_no, 'amountFen', a.amount_fen)
              order by s.period_end) from credit_allocations a join credit_statements s on s.id = a.statement_id
              where a.repayment_id = r.id) as allocations,
            count(*) over ()::int as total
          from credit_repayments r join companies c on c.id = r.company_id where ${where}
          order by r.id desc limit ${page.pageSize} offset ${offset(page)}`,
    );
    return {
      list: rows.map((r) => ({
        id: Number(r.id),
        repaymentNo: r.repayment_no,
        companyId: Number(r.company_id),
        companyName: r.name,
        amount: fenToYuan(Number(r.amount_fen)),
        bankRef: r.bank_ref,
        paidOn: r.paid_on,
        note: r.note,
        allocations: (r.allocations ?? []).map((a) => ({
          statementNo: a.statementNo,
          amount: fenToYuan(Number(a.amountFen)),
        })),
        createdAt: new Date(r.created_at).toISOString(),
      })),
      total: rows[0]?.total ?? 0,
      pageNum: page.pageNum,
      pageSize: page.pageSize,
    };
  }
}
