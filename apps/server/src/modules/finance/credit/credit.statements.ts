import { sql } from 'drizzle-orm';
import {
  CREDIT_ENTRY_LABEL,
  fenToYuan,
  MESSAGE_TYPE,
  STATEMENT_STATUS,
  STATEMENT_STATUS_LABEL,
  type CreditStatement,
  type CreditStatementDetail,
  type StatementLine,
  type StatementStatus,
} from '@mall/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/app-error';
import { writeMessage } from '../../content/message';
import { markReceivedOrders, type ReceivedGoods } from './credit.billing';
import { creditStatements, type CreditStatementRow } from './credit.table';
import { chinaDate } from '../../../lib/china-day';

const DAY = 86_400_000;
/** The instant a China date (YYYY-MM-DD) begins. */
const chinaMidnight = (date: string) => new Date(`${date}T00:00:00+08:00`);
export const addDays = (date: string, days: number) =>
  chinaDate(new Date(chinaMidnight(date).getTime() + days * DAY));

/** The latest statement day on or before `today` (YYYY-MM-DD): this month's or last month's. */
function lastStatementDate(today: string, statementDay: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const pad = (n: number) => String(n).padStart(2, '0');
  if (d >= statementDay) return `${y}-${pad(m)}-${pad(statementDay)}`;
  const prevY = m === 1 ? y - 1 : y;
  const prevM = m === 1 ? 12 : m - 1;
  return `${prevY}-${pad(prevM)}-${pad(statementDay)}`;
}

export const outstandingOf = (s: Pick<CreditStatementRow, 'amountFen' | 'paidFen'>) =>
  Math.max(0, s.amountFen - s.paidFen);

function isOverdue(s: CreditStatementRow, today: string): boolean {
  return s.status !== STATEMENT_STATUS.VOID && s.dueDate < today && outstandingOf(s) > 0;
}

export function toStatement(
  s: CreditStatementRow,
  companyName: string,
  today = chinaDate(),
): CreditStatement {
  return {
    id: s.id,
    statementNo: s.statementNo,
    companyId: s.companyId,
    companyName,
    periodFrom: chinaDate(s.periodStart),
    periodTo: chinaDate(new Date(s.periodEnd.getTime() - 1)),
    openingBalance: fenToYuan(s.openingFen),
    ordersAmount: fenToYuan(s.ordersFen),
    refundsAmount: fenToYuan(s.refundsFen),
    repaymentsAmount: fenToYuan(s.repaymentsFen),
    closingBalance: fenToYuan(s.closingFen),
    amountDue: fenToYuan(Math.max(0, s.amountFen)),
    paidAmount: fenToYuan(s.paidFen),
    outstanding: fenToYuan(outstandingOf(s)),
    dueDate: s.dueDate,
    overdue: isOverdue(s, today),
    status: s.status,
    statusLabel: STATEMENT_STATUS_LABEL[s.status as StatementStatus] ?? '',
    createdAt: s.createdAt.toISOString(),
  };
}

type EntryRow = {
  id: number;
  kind: string;
  amount_fen: number;
  reason: string;
  order_no: string | null;
  po_number: string | null;
  buyer: string | null;
  at: Date | string;
};

/**
 * The lines of a statement: its entries in time order, orders at their shipping time (an order billed in
 * parts as its goods are received, at its debit's time until it is wholly shipped).
 */
export async function statementLines(db: DbOrTx, statementId: number): Promise<StatementLine[]> {
  const rows = await queryRows<EntryRow>(
    db,
    sql`select e.id, e.kind, e.amount_fen, e.reason, o.order_no, o.po_number,
          coalesce(nullif(u.name, ''), u.username) as buyer,
          case when e.kind = 'order' then coalesce(o.shipped_at, e.created_at) else e.created_at end as at
        from credit_entries e left join orders o on o.id = e.order_id left join users u on u.id = o.user_id
        where e.statement_id = ${statementId}
        order by at, e.id`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    kindLabel: CREDIT_ENTRY_LABEL[r.kind] ?? r.kind,
    orderNo: r.order_no,
    poNumber: r.po_number ?? '',
    buyerName: r.buyer ?? '',
    date: chinaDate(new Date(r.at)),
    amount: fenToYuan(Number(r.amount_fen)),
    note: r.kind === 'order' ? '' : r.reason,
  }));
}

export type ProduceOptions = {
  /** Reissue: the statement replaced (voided in the same transaction) and why. */
  replaces?: { id: number; note: string };
  /** A scheduled run skips a period already billed instead of refusing. */
  quiet?: boolean;
};

/**
 * Produces the company's statement up to `periodEnd` in ONE transaction: locks the credit account (a
 * scheduled run, an operator and a repayment queue on it), starts where the previous live statement ended
 * (opening = its closing), stamps the unbilled entries of the period — credit orders' goods accepted before
 * the end (`markReceivedOrders`; orders without shipments: shipped before it and not cancelled), refunds and
 * repayments recorded before it — and writes the totals, the due date
 * (the statement date + the term) and a message to the company's 财务. Null when `quiet` and nothing to bill.
 */
export async function produceStatement(
  tx: DbOrTx,
  companyId: number,
  periodEnd: Date,
  received: ReceivedGoods,
  opts: ProduceOptions = {},
): Promise<CreditStatementRow | null> {
  const [acc] = await queryRows<{ term_days: number; created_at: Date | string }>(
    tx,
    sql`select term_days, created_at from credit_accounts where company_id = ${companyId} for update`,
  );
  if (!acc) throw notFound('该企业尚未开通授信');
  if (opts.replaces) {
    await tx.execute(
      sql`update credit_statements set status = ${STATEMENT_STATUS.VOID}, updated_at = now()
          where id = ${opts.replaces.id}`,
    );
    await tx.execute(
      sql`update credit_entries set statement_id = null where statement_id = ${opts.replaces.id}`,
    );
  }
  const [prev] = await queryRows<{ period_end: Date | string; closing_fen: number }>(
    tx,
    sql`select period_end, closing_fen from credit_statements
        where company_id = ${companyId} and status <> ${STATEMENT_STATUS.VOID}
        order by period_end desc limit 1`,
  );
  const periodStart = prev ? new Date(prev.period_end) : new Date(acc.created_at);
  if (periodEnd.getTime() <= periodStart.getTime()) {
    if (opts.quiet) return null;
    throw conflict('本期对账单已生成，请勿重复出账');
  }
  // Orders through goods receipt: what was accepted (split where part is); the others as shipped.
  const byReceipt = await markReceivedOrders(tx, companyId, periodEnd, received);
  await tx.execute(
    sql`update credit_entries e set statement_id = -1
        where e.company_id = ${companyId} and e.statement_id is null and (
          (e.kind = 'order' and not e.order_id = any(${sql.param(byReceipt)}::bigint[])
            and exists (select 1 from orders o where o.id = e.order_id
              and o.status in (4, 5) and o.shipped_at < ${periodEnd}))
          or (e.kind in ('refund', 'repayment') and e.created_at < ${periodEnd}))`,
  );
  const [sums] = await queryRows<{ orders: number; refunds: number; repayments: number }>(
    tx,
    sql`select coalesce(sum(amount_fen) filter (where kind = 'order'), 0)::bigint as orders,
          coalesce(-sum(amount_fen) filter (where kind = 'refund'), 0)::bigint as refunds,
          coalesce(-sum(amount_fen) filter (where kind = 'repayment'), 0)::bigint as repayments
        from credit_entries where company_id = ${companyId} and statement_id = -1`,
  );
  const ordersFen = Number(sums?.orders ?? 0);
  const refundsFen = Number(sums?.refunds ?? 0);
  const repaymentsFen = Number(sums?.repayments ?? 0);
  const openingFen = prev ? Number(prev.closing_fen) : 0;
  const statementDate = chinaDate(periodEnd);
  const [row] = await tx
    .insert(creditStatements)
    .values({
      companyId,
      periodStart,
      periodEnd,
      openingFen,
      ordersFen,
      refundsFen,
      repaymentsFen,
      closingFen: openingFen + ordersFen - refundsFen - repaymentsFen,
      amountFen: ordersFen - refundsFen,
      dueDate: addDays(statementDate, acc.term_days),
      termDays: acc.term_days,
      replacesId: opts.replaces?.id ?? null,
      reissueNote: opts.replaces?.note ?? '',
    })
    .returning();
  await tx.execute(
    sql`update credit_entries set statement_id = ${row!.id} where company_id = ${companyId} and statement_id = -1`,
  );
  if (opts.replaces) {
    // Repayments allocated to the replaced statement now pay the new one.
    await tx.execute(
      sql`update credit_allocations set statement_id = ${row!.id} where statement_id = ${opts.replaces.id}`,
    );
    await tx.execute(
      sql`update credit_statements set paid_fen = (select paid_fen from credit_statements where id = ${opts.replaces.id})
          where id = ${row!.id}`,
    );
  }
  // 新的对账单 is told by the notification service (statement.ready, from the outbox): 站内信, mail, SMS.
  const [fresh] = await tx
    .select()
    .from(creditStatements)
    .where(sql`id = ${row!.id}`);
  return fresh!;
}

/** Writes a 账期 message to every active 财务 of the company (and its 管理员 when it has no 财务). */
export async function messageFinance(
  tx: DbOrTx,
  companyId: number,
  msg: { title: string; content: string },
): Promise<{ userId: number; mobile: string | null }[]> {
  const people = await financeOf(tx, companyId);
  for (const p of people)
    await writeMessage(tx, {
      userId: p.userId,
      type: MESSAGE_TYPE.CREDIT,
      title: msg.title,
      content: msg.content,
      link: '/company/credit',
    });
  return people;
}

async function financeOf(db: DbOrTx, companyId: number) {
  const rows = await queryRows<{ user_id: number; mobile: string | null; finance: boolean }>(
    db,
    sql`select m.user_id, u.mobile, m.roles ? '财务' as finance from company_members m
        join users u on u.id = m.user_id
        where m.company_id = ${companyId} and m.status = 1 and (m.roles ? '财务' or m.roles ? '管理员')
        order by m.user_id`,
  );
  const finance = rows.filter((r) => r.finance);
  return (finance.length ? finance : rows).map((r) => ({ userId: Number(r.user_id), mobile: r.mobile }));
}

/**
 * The scheduled run: every company whose latest statement date (on or before today) is not billed yet gets
 * its statement for the period ending that day. Each company in its own transaction; a company billed by a
 * concurrent run (or the operator) is skipped. Returns the statements made.
 */
export async function produceDueStatements(
  db: Db,
  received: ReceivedGoods,
  now: Date = new Date(),
): Promise<CreditStatementRow[]> {
  const today = chinaDate(now);
  const accounts = await queryRows<{ company_id: number; statement_day: number }>(
    db,
    sql`select company_id, statement_day from credit_accounts order by company_id`,
  );
  const made: CreditStatementRow[] = [];
  for (const a of accounts) {
    const end = chinaMidnight(lastStatementDate(today, a.statement_day));
    const row = await db.transaction((tx) =>
      produceStatement(tx, Number(a.company_id), end, received, { quiet: true }),
    );
    if (row) made.push(row);
  }
  return made;
}

export function toDetail(
  s: CreditStatementRow,
  companyName: string,
  lines: StatementLine[],
  replaces: string | null,
): CreditStatementDetail {
  return {
    ...toStatement(s, companyName),
    lines,
    disputeComment: s.disputeComment,
    reply: s.reply,
    confirmedAt: s.confirmedAt?.toISOString() ?? null,
    replaces,
    reissueNote: s.reissueNote,
    termDays: s.termDays,
  };
}
