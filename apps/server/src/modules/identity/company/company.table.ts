import { boolean, index, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigNumber, blankable, createdAt, id, ref, timestamps, timestamptz } from '../../../db/columns';

/**
 * Companies (企业). status 1 待审核, 2 已认证, 3 已驳回, 4 已停用 (by an operator). One company per
 * 统一社会信用代码. Company features (shared addresses, approvals, budgets) work while 已认证.
 */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: varchar('name', { length: 50 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }).notNull(),
    licenseImage: varchar('license_image', { length: 120 }).notNull(),
    contactName: varchar('contact_name', { length: 20 }).notNull(),
    contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
    status: smallint('status').notNull().default(1),
    rejectReason: blankable('reject_reason', 200),
    poRequired: boolean('po_required').notNull().default(false),
    createdBy: ref('created_by'),
    reviewedBy: bigNumber('reviewed_by'),
    verifiedAt: timestamptz('verified_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('companies_credit_code_uq').on(t.creditCode),
    index('companies_status_idx').on(t.status, t.createdAt.desc()),
  ],
);
export type CompanyRow = typeof companies.$inferSelect;

/** Departments (部门, two levels) that act as cost centres; each may have a head (a member). */
export const companyDepartments = pgTable(
  'company_departments',
  {
    id: id(),
    companyId: ref('company_id'),
    name: varchar('name', { length: 30 }).notNull(),
    parentId: bigNumber('parent_id'),
    headUserId: bigNumber('head_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('company_departments_company_idx').on(t.companyId)],
);
export type DepartmentRow = typeof companyDepartments.$inferSelect;

/**
 * Membership: a user belongs to at most one company (user_id is the key). `roles` holds 管理员 / 采购员 /
 * 审批人 / 财务; status 1 active, 0 disabled by the company's 管理员 (cannot sign in).
 */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: bigNumber('user_id').primaryKey(),
    companyId: ref('company_id'),
    roles: jsonb('roles').$type<string[]>().notNull(),
    departmentId: bigNumber('department_id'),
    status: smallint('status').notNull().default(1),
    subAccount: boolean('sub_account').notNull().default(false),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
  },
  (t) => [index('company_members_company_idx').on(t.companyId)],
);
export type MemberRow = typeof companyMembers.$inferSelect;

/** Invitations by mobile: a 6-digit code (stored as a SHA-256 hash) sent by SMS, valid 7 days. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: id(),
    companyId: ref('company_id'),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    roles: jsonb('roles').$type<string[]>().notNull(),
    departmentId: bigNumber('department_id'),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    createdBy: ref('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('company_invitations_company_idx').on(t.companyId),
    index('company_invitations_mobile_idx').on(t.mobile),
  ],
);
