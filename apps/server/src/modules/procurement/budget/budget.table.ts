import { index, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, fen, id, ref, timestamps } from '../../../db/columns';

/**
 * Spending caps of a company (预算): per department or member, per month / quarter / year, in fen.
 * `scope` is 'department' or 'member'; `scopeId` the department id or the member's user id.
 */
export const budgets = pgTable(
  'budgets',
  {
    id: id(),
    companyId: ref('company_id'),
    scope: varchar('scope', { length: 16 }).$type<'department' | 'member'>().notNull(),
    scopeId: ref('scope_id'),
    period: varchar('period', { length: 8 }).$type<'month' | 'quarter' | 'year'>().notNull(),
    amountFen: fen('amount_fen'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('budgets_scope_uq').on(t.companyId, t.scope, t.scopeId, t.period)],
);
export type BudgetRow = typeof budgets.$inferSelect;

/**
 * What a budget has spent in one period ('2026-11', '2026-Q4', '2026'). The row is the lock: a charge is a
 * conditional UPDATE (spent + x ≤ the budget), so concurrent checkouts can never overspend.
 */
export const budgetUsage = pgTable(
  'budget_usage',
  {
    budgetId: ref('budget_id'),
    periodKey: varchar('period_key', { length: 8 }).notNull(),
    spentFen: fen('spent_fen').default(0),
  },
  (t) => [primaryKey({ columns: [t.budgetId, t.periodKey] })],
);

/** Every charge (positive) and give-back (negative) of a budget, by order: the usage is their sum. */
export const budgetEntries = pgTable(
  'budget_entries',
  {
    id: id(),
    budgetId: ref('budget_id'),
    periodKey: varchar('period_key', { length: 8 }).notNull(),
    orderId: ref('order_id'),
    amountFen: fen('amount_fen'),
    /** charge | cancel | refund */
    kind: varchar('kind', { length: 8 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('budget_entries_order_idx').on(t.orderId), index('budget_entries_budget_idx').on(t.budgetId)],
);
