import { sql } from 'drizzle-orm';
import { CREDIT_CODE, CREDIT_MSG, PAY_METHOD, fenToYuan } from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { AppError, conflict } from '../../../lib/app-error';
import { chinaDate } from '../../../lib/china-day';

/**
 * The condition of a company with an overdue statement: due date passed (China date) and something left
 * to pay. `today` is a YYYY-MM-DD string.
 */
export const overdueCondition = (companyId: number | ReturnType<typeof sql>, today: string) =>
  sql`exists (select 1 from credit_statements s where s.company_id = ${companyId} and s.status <> 4
      and s.due_date < ${today}::date and s.amount_fen - s.paid_fen > 0)`;

const refused = (msg: string) => new AppError(409, msg, CREDIT_CODE.REFUSED);

/**
 * 账期支付: debits an order's amount from the company's available credit inside the order's transaction. ONE
 * statement: the conditional UPDATE (active, no overdue statement, used + amount ≤ limit) takes the account
 * row's lock, so concurrent checkouts queue and the one that would exceed the limit finds the condition
 * false; the ledger entry is written by the same statement. 409 with the reason otherwise.
 */
export async function debitCredit(
  tx: DbOrTx,
  companyId: number,
  order: { id: number; orderNo: string; payAmountFen: number },
  at: Date = new Date(),
): Promise<void> {
  const today = chinaDate(at);
  const [row] = await queryRows<{ used_fen: number }>(
    tx,
    sql`with debited as (
          update credit_accounts a set used_fen = a.used_fen + ${order.payAmountFen}::bigint, updated_at = now()
          where a.company_id = ${companyId} and a.status = 1
            and a.used_fen + ${order.payAmountFen}::bigint <= a.limit_fen
            and not ${overdueCondition(sql`a.company_id`, today)}
          returning a.used_fen),
        entry as (
          insert into credit_entries (company_id, kind, amount_fen, order_id, reason)
          select ${companyId}::bigint, 'order', ${order.payAmountFen}::bigint, ${order.id}::bigint,
            ${`账期订单 ${order.orderNo}`}::varchar from debited)
        select used_fen from debited`,
    'credit_debit',
  );
  if (row) return;
  const [acc] = await queryRows<{ status: number; limit_fen: number; used_fen: number; overdue: boolean }>(
    tx,
    sql`select a.status, a.limit_fen, a.used_fen, ${overdueCondition(sql`a.company_id`, today)} as overdue
        from credit_accounts a where a.company_id = ${companyId}`,
  );
  if (!acc) throw refused(CREDIT_MSG.NO_ACCOUNT);
  if (acc.status !== 1) throw refused(CREDIT_MSG.SUSPENDED);
  if (acc.overdue) throw refused(CREDIT_MSG.OVERDUE);
  const available = Math.max(0, Number(acc.limit_fen) - Number(acc.used_fen));
  throw refused(
    `可用账期额度不足：剩余 ¥${fenToYuan(available)}，本单金额 ¥${fenToYuan(order.payAmountFen)}`,
  );
}

/**
 * Gives credit back for an order: `all` on a cancellation (what the order still holds), or a refund's amount.
 * Never more than the order still holds, and never below zero used: a refund of an order whose statement
 * was already repaid is paid back to the company's account instead (the entry says so).
 */
export async function returnCredit(
  tx: DbOrTx,
  orderId: number,
  amountFen: number | 'all',
  kind: 'cancel' | 'refund',
  ref = '',
): Promise<number> {
  const [held] = await queryRows<{ company_id: number; net: number; order_no: string }>(
    tx,
    sql`select e.company_id, sum(e.amount_fen)::bigint as net,
          (select order_no from orders where id = ${orderId}) as order_no
        from credit_entries e where e.order_id = ${orderId} and e.kind in ('order', 'cancel', 'refund')
        group by e.company_id`,
    'credit_held_by_order',
  );
  if (!held || Number(held.net) <= 0) return 0;
  const wanted = amountFen === 'all' ? Number(held.net) : Math.min(Number(held.net), amountFen);
  if (wanted <= 0) return 0;
  // Lock the account, then give back what keeps used ≥ 0.
  const [acc] = await queryRows<{ used_fen: number }>(
    tx,
    sql`select used_fen from credit_accounts where company_id = ${held.company_id} for update`,
  );
  const back = Math.min(wanted, Number(acc?.used_fen ?? 0));
  const word = kind === 'cancel' ? '订单取消' : '售后退款';
  const reason =
    back < wanted
      ? `${word} ${held.order_no}，恢复额度 ¥${fenToYuan(back)}，其余 ¥${fenToYuan(wanted - back)} 已还款部分退至企业账户`
      : `${word} ${held.order_no}`;
  await queryRows(
    tx,
    sql`with upd as (update credit_accounts set used_fen = used_fen - ${back}::bigint, updated_at = now()
          where company_id = ${held.company_id} returning 1)
        insert into credit_entries (company_id, kind, amount_fen, order_id, ref, reason)
        select ${held.company_id}::bigint, ${kind}::varchar, ${-back}::bigint, ${orderId}::bigint,
          ${ref}::varchar, ${reason.slice(0, 200)}::varchar from upd`,
    'credit_return',
  );
  return back;
}

/**
 * Records a repayment's credit-back: conditional on used ≥ amount (never negative), one statement with
 * its ledger entry. 409 when the amount is more than the company owes.
 */
export async function creditRepayment(
  tx: DbOrTx,
  companyId: number,
  repayment: { id: number; repaymentNo: string; amountFen: number },
): Promise<void> {
  const [row] = await queryRows<{ used_fen: number }>(
    tx,
    sql`with upd as (
          update credit_accounts set used_fen = used_fen - ${repayment.amountFen}::bigint, updated_at = now()
          where company_id = ${companyId} and used_fen >= ${repayment.amountFen}::bigint returning used_fen),
        entry as (
          insert into credit_entries (company_id, kind, amount_fen, repayment_id, ref, reason)
          select ${companyId}::bigint, 'repayment', ${-repayment.amountFen}::bigint, ${repayment.id}::bigint,
            ${repayment.repaymentNo}::varchar, ${`还款 ${repayment.repaymentNo}`}::varchar from upd)
        select used_fen from upd`,
    'credit_repayment',
  );
  if (!row) throw conflict('还款金额超过企业当前已用的账期额度');
}

/** What 账期支付 offers a company's checkout of `payFen` (null without a credit account). */
export async function creditPreviewOf(db: DbOrTx, companyId: number, payFen: number, at: Date = new Date()) {
  const [acc] = await queryRows<{ status: number; limit_fen: number; used_fen: number; overdue: boolean }>(
    db,
    sql`select a.status, a.limit_fen, a.used_fen, ${overdueCondition(sql`a.company_id`, chinaDate(at))} as overdue
        from credit_accounts a where a.company_id = ${companyId}`,
    'credit_preview',
  );
  if (!acc) return null;
  const available = Math.max(0, Number(acc.limit_fen) - Number(acc.used_fen));
  const reason =
    acc.status !== 1
      ? CREDIT_MSG.SUSPENDED
      : acc.overdue
        ? CREDIT_MSG.OVERDUE
        : available < payFen
          ? `可用账期额度不足：剩余 ¥${fenToYuan(available)}，本单金额 ¥${fenToYuan(payFen)}`
          : null;
  return {
    limit: fenToYuan(Number(acc.limit_fen)),
    available: fenToYuan(available),
    usable: reason === null,
    reason,
  };
}

/**
 * The order-cancel hook finance registers with trade: a 账期 order gives its credit back (no money moved:
 * nothing to refund).
 */
export async function returnCreditOnCancel(
  tx: DbOrTx,
  order: { id: number; payMethod: number },
): Promise<void> {
  if (order.payMethod === PAY_METHOD.CREDIT) await returnCredit(tx, order.id, 'all', 'cancel');
}
