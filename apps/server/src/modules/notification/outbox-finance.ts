import { fenToYuan } from '@mall/shared';
import type { DbOrTx } from '../../db/client';
import { activeMembersWithRoles } from '../identity/company';
import { usernamesByIds } from '../identity/user';
import type { DomainEvent } from '../platform/events';
import type { ToldOf } from './outbox-told';

type FinanceEvent = 'statement.confirmed' | 'statement.disputed' | 'payment.due' | 'payment.overdue';
const FINANCE_EVENTS: readonly string[] = [
  'statement.confirmed',
  'statement.disputed',
  'payment.due',
  'payment.overdue',
] satisfies FinanceEvent[];

/** A company's 账期 message of the outbox, with its recipients. */
type FinanceTold = ToldOf<FinanceEvent>;

/** What credit's decide() writes (credit.buyer.ts). */
type StatementDecided = {
  statementNo: string;
  amountFen: number;
  dueDate: string;
  periodFrom: string;
  periodTo: string;
  byUserId: number;
  comment: string;
};
/** What credit's reminders write (credit.reminders.ts). */
type PaymentReminded = { statementNo: string; dueDate: string; leftFen: number; daysLeft: number };

const FINANCE_ROLES = ['财务', '管理员'];
const PATH = '/company/credit';

/**
 * The 账期 events of a batch, each told to its company's active 财务 and 管理员: a statement confirmed or
 * disputed (not to the member who did it: he knows; operators see disputes in the console's list, so no
 * operator is told), and a statement's repayment due in 3 days (or today, when that was missed) or overdue.
 */
export async function financeTold(tx: DbOrTx, events: DomainEvent[]): Promise<FinanceTold[]> {
  const mine = events.filter((e) => FINANCE_EVENTS.includes(e.type) && e.companyId);
  if (!mine.length) return [];
  const decided = mine.filter((e) => e.type.startsWith('statement.'));
  const names = await usernamesByIds(
    tx,
    decided.map((e) => Number((e.data as StatementDecided).byUserId)),
  );
  const people = new Map<number, number[]>();
  const told: FinanceTold[] = [];
  for (const e of mine) {
    const companyId = Number(e.companyId);
    if (!people.has(companyId))
      people.set(companyId, await activeMembersWithRoles(tx, companyId, FINANCE_ROLES));
    const members = people.get(companyId)!;
    if (e.type === 'statement.confirmed' || e.type === 'statement.disputed') {
      const d = e.data as StatementDecided;
      const by = Number(d.byUserId);
      const userIds = members.filter((id) => id !== by);
      const common = {
        statementNo: d.statementNo,
        amount: fenToYuan(Number(d.amountFen)),
        period: `${d.periodFrom} 至 ${d.periodTo}`,
        by: names.get(by) ?? '',
      };
      const base = { path: PATH, userIds, companyId };
      told.push(
        e.type === 'statement.confirmed'
          ? { ...base, event: e.type, facts: { ...common, dueDate: d.dueDate } }
          : { ...base, event: e.type, facts: { ...common, comment: d.comment ?? '' } },
      );
    } else {
      const p = e.data as PaymentReminded;
      const facts = { statementNo: p.statementNo, amount: fenToYuan(Number(p.leftFen)), dueDate: p.dueDate };
      const base = { path: PATH, userIds: members, companyId };
      const days = Number(p.daysLeft);
      told.push(
        e.type === 'payment.due'
          ? { ...base, event: e.type, facts: { ...facts, when: days > 0 ? `${days} 天后` : '今日' } }
          : { ...base, event: 'payment.overdue', facts },
      );
    }
  }
  return told;
}
