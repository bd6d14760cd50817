import { bigserial, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Platform settings (site constants, maintenance mode…) as key → JSON value. */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Client error reports. */
export const errorReports = pgTable('error_reports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  projectName: varchar('project_name', { length: 100 }).notNull(),
  url: text('url').notNull(),
  currentTime: varchar('current_time', { length: 64 }).notNull(),
  errorMessage: text('error_message').notNull(),
  errorInfo: text('error_info').notNull(),
  userAgent: text('user_agent'),
  ip: varchar('ip', { length: 64 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
