import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { documentNo, documentSequence } from '../../../lib/document';

export const merchantNoSeq = documentSequence('merchant_no_seq');

/** Merchant applications (商家入驻), one per applicant mobile; status 0 草稿, 1 待审核, 2 通过, 3 驳回. */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationNo: varchar('application_no', { length: 24 })
      .notNull()
      .unique()
      .default(documentNo('RZ', merchantNoSeq, 6)),
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
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchant_applications_status_idx').on(t.status, t.updatedAt.desc())],
);
export type MerchantApplicationRow = typeof merchantApplications.$inferSelect;
