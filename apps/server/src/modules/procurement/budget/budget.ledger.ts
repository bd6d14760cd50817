import { sql } from 'drizzle-orm';
import { COMPANY_CODE, fenToYuan } from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';

export type Period = 'month' | 'quarter' | 'year';

/** The period key of a China-time instant: '2026-11', '2026-Q4' or '2026'. */
export function periodKey(period: Period, at: Date = new Date()): string {
  const china = new Date(at.getTime() + 8 * 3600_000);
  const year = china.getUTCFullYear();
  const month = china.getUTCMonth() + 1;
  if (period === 'year') return String(year);
  if (period === 'quarter') return `${year}-Q${Math.ceil(month / 3)}`;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** A period key in words: 2026年11月 / 2026年第4季度 / 2026年. */
export function periodLabel(key: string): string {
  const [year, part] = key.split('-');
  if (!part) return `${year}年`;
  if (part.startsWith('Q')) return `${year}年第${part.slice(1)}季度`;
  return `${year}年${Number(part)}月`;
}

/** A budget an order is charged to, with its name for messages (研发部 月度预算). */
export type ChargeableBudget = { id: number; period: Period; amountFen: number; name: string };

/**
 * Budgets that apply to an order of `userId` charged to `departmentId`: the member's own, the department's
 * and its parent department's (a cost centre's spend counts toward the whole branch).
 */
export async function budgetsFor(
  db: DbOrTx,
  companyId: number,
  userId: number,
  departmentId: number | null,
): Promise<ChargeableBudget[]> {
  const rows = await queryRows<{ id: number; period: Period; amount_fen: number; name: string }>(
    db,
    sql`select b.id, b.period, b.amount_fen,
          coalesce(d.name, nullif(u.name, ''), u.username, '') as name
        from budgets b
        left join company_departments d on b.scope = 'department' and d.id = b.scope_id
        left join users u on b.scope = 'member' and u.id = b.scope_id
        where b.company_id = ${companyId}
          and ((b.scope = 'member' and b.scope_id = ${userId})
            or (b.scope = 'department' and b.scope_id in (
              select id from company_departments where id = ${departmentId ?? 0}
              union select parent_id from company_departments where id = ${departmentId ?? 0} and parent_id is not null)))
        order by b.id`,
    'budgets_for_order',
  );
  return rows.map((r) => ({
    id: Number(r.id),
    period: r.period,
    amountFen: Number(r.amount_fen),
    name: r.name,
  }));
}

const PERIOD_WORD: Record<Period, string> = { month: '本月', quarter: '本季度', year: '本年度' };

/** What remains of each budget in its current period (for the checkout page). */
export async function remainingOf(
  db: DbOrTx,
  list: readonly ChargeableBudget[],
  at: Date = new Date(),
): Promise<{ budget: ChargeableBudget; remainingFen: number }[]> {
  if (!list.length) return [];
  const keys = list.map((b) => periodKey(b.period, at));
  const rows = await queryRows<{ budget_id: number; period_key: string; spent_fen: number }>(
    db,
    sql`select budget_id, period_key, spent_fen from budget_usage
        where (budget_id, period_key) in (select * from unnest(${sql.param(list.map((b) => b.id))}::bigint[], ${sql.param(keys)}::text[]))`,
  );
  const spent = new Map(rows.map((r) => [`${r.budget_id}:${r.period_key}`, Number(r.spent_fen)]));
  return list.map((budget, i) => ({
    budget,
    remainingFen: budget.amountFen - (spent.get(`${budget.id}:${keys[i]}`) ?? 0),
  }));
}

/**
 * Charges an order's amount to each budget's current period inside the order's transaction. The charge is
 * one conditional UPDATE per budget (spent + amount ≤ budget): the row lock makes concurrent orders wait,
 * and the one that would overspend finds the condition false and fails with 409 naming what remains.
 */
export async function chargeBudgets(
  tx: DbOrTx,
  list: readonly ChargeableBudget[],
  orderId: number,
  amountFen: number,
  at: Date = new Date(),
): Promise<void> {
  if (amountFen <= 0) return;
  for (const budget of [...list].sort((a, b) => a.id - b.id)) {
    const key = periodKey(budget.period, at);
    // One statement: open the period's row or add to it, only while the budget covers it, and write the
    // ledger entry of a charge that went through. ON CONFLICT … DO UPDATE locks the row and evaluates the
    // condition on its latest version, so concurrent charges queue and none overspends.
    const [row] = await queryRows<{ spent_fen: number }>(
      tx,
      sql`with charged as (
            insert into budget_usage as u (budget_id, period_key, spent_fen)
            select ${budget.id}::bigint, ${key}::varchar, ${amountFen}::bigint
              where ${amountFen}::bigint <= (select amount_fen from budgets where id = ${budget.id})
            on conflict (budget_id, period_key) do update set spent_fen = u.spent_fen + excluded.spent_fen
              where u.spent_fen + excluded.spent_fen <= (select amount_fen from budgets where id = ${budget.id})
            returning u.spent_fen),
          entry as (
            insert into budget_entries (budget_id, period_key, order_id, amount_fen, kind)
            select ${budget.id}::bigint, ${key}::varchar, ${orderId}::bigint, ${amountFen}::bigint, 'charge'
            from charged)
          select spent_fen from charged`,
      'budget_charge',
    );
    if (!row) {
      const [now] = await queryRows<{ left: number; name: string }>(
        tx,
        sql`select b.amount_fen - coalesce((select spent_fen from budget_usage
              where budget_id = b.id and period_key = ${key}), 0) as left,
              coalesce(d.name, nullif(u.name, ''), u.username, '') as name
            from budgets b
            left join company_departments d on b.scope = 'department' and d.id = b.scope_id
            left join users u on b.scope = 'member' and u.id = b.scope_id
            where b.id = ${budget.id}`,
      );
      // A budget deleted since it was read no longer caps anything.
      if (!now) continue;
      const left = Math.max(0, Number(now.left));
      throw new AppError(
        409,
        `超出预算：${now.name}${PERIOD_WORD[budget.period]}预算剩余 ¥${fenToYuan(left)}，本单金额 ¥${fenToYuan(amountFen)}`,
        COMPANY_CODE.BUDGET_EXCEEDED,
      );
    }
  }
}

/**
 * Gives back up to `amountFen` of what an order was charged, to each budget and period it was charged to
 * (never more than is still charged). `kind` is 'cancel' (the whole order) or 'refund' (an after-sales refund).
 */
export async function returnBudgets(
  tx: DbOrTx,
  orderId: number,
  amountFen: number | 'all',
  kind: 'cancel' | 'refund',
): Promise<void> {
  const charged = await queryRows<{ budget_id: number; period_key: string; net: number }>(
    tx,
    sql`select budget_id, period_key, sum(amount_fen)::bigint as net from budget_entries
        where order_id = ${orderId} group by budget_id, period_key having sum(amount_fen) > 0
        order by budget_id`,
    'budget_entries_of_order',
  );
  for (const c of charged) {
    const back = amountFen === 'all' ? Number(c.net) : Math.min(Number(c.net), amountFen);
    if (back <= 0) continue;
    await queryRows(
      tx,
      sql`update budget_usage set spent_fen = spent_fen - ${back}
          where budget_id = ${c.budget_id} and period_key = ${c.period_key}`,
      'budget_give_back',
    );
    await queryRows(
      tx,
      sql`insert into budget_entries (budget_id, period_key, order_id, amount_fen, kind)
          values (${c.budget_id}, ${c.period_key}, ${orderId}, ${-back}, ${kind})`,
      'budget_entry_return',
    );
  }
}

/** The order-cancel hook procurement registers with trade: a company order gives its budget charge back. */
export async function returnBudgetsOnCancel(
  tx: DbOrTx,
  order: { id: number; companyId: number | null },
): Promise<void> {
  if (order.companyId !== null) await returnBudgets(tx, order.id, 'all', 'cancel');
}
