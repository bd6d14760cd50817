import {
  bigint,
  bigserial,
  index,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Spending caps of a company (预算): per department or member, per month / quarter / year, in fen.
 * `scope` is 'department' or 'member'; `scopeId` the department id or the member's user id.
 */
export const budgets = pgTable(
  'budgets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    scope: varchar('scope', { length: 16 }).$type<'department' | 'member'>().notNull(),
    scopeId: bigint('scope_id', { mode: 'number' }).notNull(),
    period: varchar('period', { length: 8 }).$type<'month' | 'quarter' | 'year'>().notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
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
    budgetId: bigint('budget_id', { mode: 'number' }).notNull(),
    periodKey: varchar('period_key', { length: 8 }).notNull(),
    spentFen: bigint('spent_fen', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.budgetId, t.periodKey] })],
);

/** Every charge (positive) and give-back (negative) of a budget, by order: the usage is their sum. */
export const budgetEntries = pgTable(
  'budget_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    budgetId: bigint('budget_id', { mode: 'number' }).notNull(),
    periodKey: varchar('period_key', { length: 8 }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** charge | cancel | refund */
    kind: varchar('kind', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('budget_entries_order_idx').on(t.orderId), index('budget_entries_budget_idx').on(t.budgetId)],
);
