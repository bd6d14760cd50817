import { index, integer, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { bigNumber, documentNoColumn, id, timestamps, timestamptz } from '../../../db/columns';
import { documentSequence } from '../../../lib/document';

export const merchantNoSeq = documentSequence('merchant_no_seq');

/** Merchant applications (商家入驻), one per applicant mobile; status 0 草稿, 1 待审核, 2 通过, 3 驳回. */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: id(),
    applicationNo: documentNoColumn('application_no', 'RZ', merchantNoSeq, 6).unique(),
    mobile: varchar('mobile', { length: 11 }).notNull().unique(),
    status: smallint('status').notNull().default(0),
    companyName: varchar('company_name', { length: 50 }).notNull().default(''),
    creditCode: varchar('credit_code', { length: 18 }).notNull().default(''),
    legalPerson: varchar('legal_person', { length: 20 }).notNull().default(''),
    /** 注册资本, 万元. */
    registeredCapital: integer('registered_capital'),
    address: varchar('address', { length: 100 }).notNull().default(''),
    contactName: varchar('contact_name', { length: 20 }).notNull().default(''),
    email: varchar('email', { length: 60 }).notNull().default(''),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    brands: jsonb('brands').$type<string[]>().notNull().default([]),
    licenseFile: varchar('license_file', { length: 120 }).notNull().default(''),
    brandAuthFiles: jsonb('brand_auth_files').$type<string[]>().notNull().default([]),
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    submittedAt: timestamptz('submitted_at'),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: bigNumber('reviewed_by'),
    ...timestamps(),
  },
  (t) => [index('merchant_applications_status_idx').on(t.status, t.updatedAt.desc())],
);
export type MerchantApplicationRow = typeof merchantApplications.$inferSelect;
