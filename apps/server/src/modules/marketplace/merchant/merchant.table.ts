import { index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { bigNumber, blankable, id, jsonList, timestamps, timestamptz } from '../../../db/columns';
import { documentNoColumn, documentSequence } from '../../../lib/document';

export const merchantNoSeq = documentSequence('merchant_no_seq');

/** Merchant applications (商家入驻), one per applicant mobile; status 0 草稿, 1 待审核, 2 通过, 3 驳回. */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: id(),
    applicationNo: documentNoColumn('application_no', 'RZ', merchantNoSeq, 6).unique(),
    mobile: varchar('mobile', { length: 11 }).notNull().unique(),
    status: smallint('status').notNull().default(0),
    companyName: blankable('company_name', 50),
    creditCode: blankable('credit_code', 18),
    legalPerson: blankable('legal_person', 20),
    /** 注册资本, 万元. */
    registeredCapital: integer('registered_capital'),
    address: blankable('address', 100),
    contactName: blankable('contact_name', 20),
    email: blankable('email', 60),
    categories: jsonList<string>('categories'),
    brands: jsonList<string>('brands'),
    licenseFile: blankable('license_file', 120),
    brandAuthFiles: jsonList<string>('brand_auth_files'),
    rejectReason: blankable('reject_reason', 200),
    submittedAt: timestamptz('submitted_at'),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: bigNumber('reviewed_by'),
    ...timestamps(),
  },
  (t) => [index('merchant_applications_status_idx').on(t.status, t.updatedAt.desc())],
);
export type MerchantApplicationRow = typeof merchantApplications.$inferSelect;
