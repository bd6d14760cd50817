import { boolean, index, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { ApprovalLevel } from '@mall/shared';
import { bigNumber, id, jsonList, ref, timestamps } from '../../../db/columns';

/**
 * Approval rules (审批规则): when an order matches every given condition, checkout becomes a purchase
 * request that passes the ordered levels. Empty condition lists mean "any".
 */
export const approvalRules = pgTable(
  'approval_rules',
  {
    id: id(),
    companyId: ref('company_id'),
    name: varchar('name', { length: 30 }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    minAmountFen: bigNumber('min_amount_fen'),
    memberIds: jsonList<number>('member_ids'),
    departmentIds: jsonList<number>('department_ids'),
    categoryIds: jsonList<number>('category_ids'),
    levels: jsonb('levels').$type<ApprovalLevel[]>().notNull(),
    ...timestamps(),
  },
  (t) => [index('approval_rules_company_idx').on(t.companyId)],
);
export type ApprovalRuleRow = typeof approvalRules.$inferSelect;

/** Approvers of one level, resolved when the request was made (names kept for the record). */
export type RequestLevel = { level: number; userIds: number[]; label: string };
