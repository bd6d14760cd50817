import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { blankable, id, timestamps, timestamptz } from '../../../db/columns';

/** Buyer accounts. Passwords only as argon2id hashes. */
export const users = pgTable(
  'users',
  {
    id: id(),
    username: varchar('username', { length: 32 }).notNull(),
    mobile: varchar('mobile', { length: 11 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    companyName: blankable('company_name', 100),
    name: blankable('name', 50),
    email: blankable('email', 100),
    /** When the member confirmed `email` through the mail sent to it; null: no mail goes to it. */
    emailConfirmedAt: timestamptz('email_confirmed_at'),
    position: blankable('position', 50),
    avatar: text('avatar').notNull().default(''),
    /** 1 active, 0 disabled by an operator. */
    status: smallint('status').notNull().default(1),
    /** Sub-accounts made by a company's 管理员 must replace their initial password at first login. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastLoginAt: timestamptz('last_login_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_mobile_uq').on(t.mobile),
    index('users_created_at_idx').on(t.createdAt),
  ],
);
export type UserRow = typeof users.$inferSelect;
