import { bigint, bigserial, boolean, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { ApprovalLevel } from '@mall/shared';

/**
 * Approval rules (审批规则): when an order matches every given condition, checkout becomes a purchase
 * request that passes the ordered levels. Empty condition lists mean "any".
 */
export const approvalRules = pgTable(
  'approval_rules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: bigint('company_id', { mode: 'number' }).notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    minAmountFen: bigint('min_amount_fen', { mode: 'number' }),
    memberIds: jsonb('member_ids').$type<number[]>().notNull().default([]),
    departmentIds: jsonb('department_ids').$type<number[]>().notNull().default([]),
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    levels: jsonb('levels').$type<ApprovalLevel[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('approval_rules_company_idx').on(t.companyId)],
);
export type ApprovalRuleRow = typeof approvalRules.$inferSelect;

/** Approvers of one level, resolved when the request was made (names kept for the record). */
export type RequestLevel = { level: number; userIds: number[]; label: string };
