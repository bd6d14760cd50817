import { sql } from 'drizzle-orm';
import { pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { blankable, createdAt, id, timestamptz } from '../../../db/columns';

/** Operator (console) accounts; role is one of OPERATOR_ROLES (超级管理员, 运营, 财务, 商品). */
export const operators = pgTable(
  'operators',
  {
    id: id(),
    username: varchar('username', { length: 32 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    name: blankable('name', 50),
    role: varchar('role', { length: 16 }).notNull(),
    status: smallint('status').notNull().default(1),
    lastLoginAt: timestamptz('last_login_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('operators_username_lower_uq').on(sql`lower(${t.username})`)],
);
export type OperatorRow = typeof operators.$inferSelect;
