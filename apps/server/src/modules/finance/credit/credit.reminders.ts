import { sql } from 'drizzle-orm';
import { fenToYuan } from '@mall/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { recordEvent } from '../../platform/events';
import type { JobQueue } from '../../platform/jobs';
import type { ReceivedGoods } from './credit.billing';
import { addDays, messageFinance, produceDueStatements } from './credit.statements';
import { chinaDate } from '../../../lib/china-day';

export type ReminderKind = 'soon' | 'due' | 'overdue';

/** Which reminder a statement due on `due` gets on `today`, if any. */
function reminderKind(due: string, today: string): ReminderKind | null {
  if (today > due) return 'overdue';
  if (today === due) return 'due';
  if (today >= addDays(due, -3)) return 'soon';
  return null;
}

const TEXT: Record<ReminderKind, (no: string, due: string, left: string) => [string, string]> = {
  soon: (no, due, left) => [
    `对账单即将到期：${no}`,
    `贵公司对账单 ${no} 待还 ¥${left}，还款截止日 ${due}（3 天内到期），请按时对公转账还款。`,
  ],
  due: (no, due, left) => [
    `对账单今日到期：${no}`,
    `贵公司对账单 ${no} 待还 ¥${left}，今日（${due}）为还款截止日，请尽快对公转账还款。`,
  ],
  overdue: (no, due, left) => [
    `对账单已逾期：${no}`,
    `贵公司对账单 ${no} 已于 ${due} 到期，仍有 ¥${left} 未还，账期支付已暂停使用，请尽快还款。`,
  ],
};

/**
 * Sends the due reminders of `today`: for each statement with something left to pay, the one reminder its
 * due date calls for (3 days before, on the day, overdue), at most once per statement and kind — the claim
 * is the insert into credit_reminders (ON CONFLICT DO NOTHING), in the transaction that writes the
 * messages. Returns how many reminders went out. The same transaction writes the outbox event of the
 * notification service: payment.due (3 days before, or on the day when that one was missed: once per
 * statement) and payment.overdue; its channels (短信, 邮件, robots) tell them as each person chose.
 */
export async function sendReminders(db: Db, now: Date = new Date()): Promise<number> {
  const today = chinaDate(now);
  const open = await queryRows<{
    id: number;
    company_id: number;
    statement_no: string;
    due_date: string;
    left_fen: number;
  }>(
    db,
    sql`select id, company_id, statement_no, due_date::text as due_date, (amount_fen - paid_fen)::bigint as left_fen
        from credit_statements
        where status <> 4 and amount_fen - paid_fen > 0 and due_date <= ${addDays(today, 3)}::date
        order by id`,
  );
  let sent = 0;
  for (const s of open) {
    const kind = reminderKind(s.due_date, today);
    if (!kind) continue;
    const [title, content] = TEXT[kind](s.statement_no, s.due_date, fenToYuan(Number(s.left_fen)));
    await db.transaction(async (tx) => {
      const claimed = await queryRows(
        tx,
        sql`insert into credit_reminders (statement_id, kind, note) values (${s.id}, ${kind}, ${content})
            on conflict do nothing returning 1`,
      );
      if (!claimed.length) return;
      sent += 1;
      // An event's 站内信 is the notification service's; the on-the-day reminder after a 3-days-before one is
      // no event, and stays a message of the company's 财务 only.
      if (!(await paymentEvent(tx, s, kind, today)))
        await messageFinance(tx, Number(s.company_id), { title, content });
    });
  }
  return sent;
}

/**
 * The outbox event of a reminder just claimed: payment.overdue, or payment.due for the 3-days-before one and
 * for the on-the-day one of a statement that had none before it (a short term, a job that did not run).
 * False when the reminder is no event.
 */
async function paymentEvent(
  tx: DbOrTx,
  s: { id: number; company_id: number; statement_no: string; due_date: string; left_fen: number },
  kind: ReminderKind,
  today: string,
): Promise<boolean> {
  if (kind === 'due') {
    const soon = await queryRows(
      tx,
      sql`select 1 from credit_reminders where statement_id = ${s.id} and kind = 'soon'`,
    );
    if (soon.length) return false;
  }
  const days = Math.round((Date.parse(s.due_date) - Date.parse(today)) / 86_400_000);
  await recordEvent(tx, {
    type: kind === 'overdue' ? 'payment.overdue' : 'payment.due',
    companyId: Number(s.company_id),
    subjectId: Number(s.id),
    data: {
      statementNo: s.statement_no,
      dueDate: s.due_date,
      leftFen: Number(s.left_fen),
      daysLeft: days,
    },
  });
  return true;
}

const CREDIT_STATEMENTS_JOB = 'credit.statements';
const CREDIT_REMINDERS_JOB = 'credit.reminders';

/**
 * The credit jobs: statements on each company's statement day and the reminders, each once per tick
 * (every `everyMs`; none when null) whatever the number of processes. Both are idempotent: a statement
 * period is billed once (account lock + unique period), a reminder goes once per statement and kind.
 */
export function defineCreditJobs(
  jobs: JobQueue,
  db: Db,
  opts: {
    /** Statements tick (hourly by default); reminders tick daily. None when null (tests). */
    everyMs: number | null;
    remindEveryMs: number | null;
    /** The clock that says which statement days and due dates have come. */
    now: () => Date;
    /** Goods receipt's accepted quantities (fulfilment provides them): statements bill what was received. */
    received: ReceivedGoods;
    log: (msg: string) => void;
  },
): void {
  jobs.define(
    CREDIT_STATEMENTS_JOB,
    async () => {
      const made = await produceDueStatements(db, opts.received, opts.now());
      if (made.length) opts.log(`credit statements produced: ${made.length}`);
    },
    { attempts: 1 },
  );
  jobs.define(
    CREDIT_REMINDERS_JOB,
    async () => {
      const sent = await sendReminders(db, opts.now());
      if (sent) opts.log(`credit reminders sent: ${sent}`);
    },
    { attempts: 1 },
  );
  if (opts.everyMs) jobs.every(CREDIT_STATEMENTS_JOB, opts.everyMs);
  if (opts.remindEveryMs) jobs.every(CREDIT_REMINDERS_JOB, opts.remindEveryMs);
}
