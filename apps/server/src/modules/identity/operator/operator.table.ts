import { sql } from 'drizzle-orm';
import { bigserial, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Operator (console) accounts; role is one of OPERATOR_ROLES (超级管理员, 运营, 财务, 商品). */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: varchar('username', { length: 32 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    name: varchar('name', { length: 50 }).notNull().default(''),
    role: varchar('role', { length: 16 }).notNull(),
    status: smallint('status').notNull().default(1),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_username_lower_uq').on(sql`lower(${t.username})`)],
);
export type OperatorRow = typeof operators.$inferSelect;
