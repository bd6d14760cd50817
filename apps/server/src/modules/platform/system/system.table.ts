import { jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../../db/columns';

/** Platform settings (site constants, maintenance mode…) as key → JSON value. */
export const settings = pgTable('settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Client error reports. */
export const errorReports = pgTable('error_reports', {
  id: id(),
  projectName: varchar('project_name', { length: 100 }).notNull(),
  url: text('url').notNull(),
  currentTime: varchar('current_time', { length: 64 }).notNull(),
  errorMessage: text('error_message').notNull(),
  errorInfo: text('error_info').notNull(),
  userAgent: text('user_agent'),
  ip: varchar('ip', { length: 64 }),
  createdAt: createdAt(),
});
