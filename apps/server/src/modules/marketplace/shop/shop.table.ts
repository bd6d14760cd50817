import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  blankable,
  createdAt,
  id,
  integerArray,
  jsonRecord,
  ref,
  timestamps,
  timestamptz,
} from '../../../db/columns';

/**
 * Merchant shops (店铺), opened by approving an application (one shop per application). Status 1 营业中,
 * 2 已停用 (suspended: products off shelf, staff signed out and refused). `categoryIds` are the level-one
 * categories it may sell in, `brandIds` the brands; `commissionRates` maps a level-one category id to the
 * platform's commission in basis points.
 */
export const merchants = pgTable(
  'merchants',
  {
    id: serial('id').primaryKey(),
    applicationId: ref('application_id').unique(),
    name: varchar('name', { length: 30 }).notNull(),
    logo: blankable('logo', 120),
    intro: blankable('intro', 500),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    status: smallint('status').notNull().default(1),
    suspendReason: blankable('suspend_reason', 200),
    categoryIds: integerArray('category_ids'),
    brandIds: integerArray('brand_ids'),
    commissionRates: jsonRecord<number>('commission_rates'),
    /** 退货地址: where buyers send back the shop's goods (returns and exchanges); set in 店铺设置. */
    returnAddress: blankable('return_address', 200),
    ...timestamps(),
  },
  (t) => [index('merchants_status_idx').on(t.status, t.id)],
);
export type MerchantRow = typeof merchants.$inferSelect;

/**
 * Staff accounts of a shop (商家员工), role one of MERCHANT_ROLES. The first 店铺管理员 is created without a
 * password; the set-up code sent to the applicant's mobile (stored hashed, `setupExpiresAt`) sets it.
 */
export const merchantStaff = pgTable(
  'merchant_staff',
  {
    id: id(),
    merchantId: integer('merchant_id').notNull(),
    username: varchar('username', { length: 32 }).notNull(),
    name: blankable('name', 20),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    role: varchar('role', { length: 16 }).notNull(),
    passwordHash: text('password_hash'),
    status: smallint('status').notNull().default(1),
    setupCodeHash: varchar('setup_code_hash', { length: 64 }),
    setupExpiresAt: timestamptz('setup_expires_at'),
    lastLoginAt: timestamptz('last_login_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('merchant_staff_username_uq').on(sql`lower(${t.username})`),
    index('merchant_staff_merchant_idx').on(t.merchantId),
  ],
);
export type MerchantStaffRow = typeof merchantStaff.$inferSelect;
