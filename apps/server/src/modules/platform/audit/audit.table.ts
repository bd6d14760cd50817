import { index, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { blankable, createdAt, id, ref } from '../../../db/columns';

/**
 * One row per operator write: who (id, username and role at the time), what (action and target), and the
 * target's state before and after. Written in the same transaction as the write it records.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    operatorId: ref('operator_id'),
    operatorName: varchar('operator_name', { length: 32 }).notNull(),
    role: varchar('role', { length: 16 }).notNull(),
    /** Dotted verb, e.g. `order.ship`, `product.update`, `settings.maintenance`. */
    action: varchar('action', { length: 64 }).notNull(),
    /** What was changed: `order`, `product`, `invoice` …, and its id or number. */
    targetType: varchar('target_type', { length: 32 }).notNull(),
    targetId: blankable('target_id', 64),
    /** Short Chinese summary shown in the console's list. */
    summary: blankable('summary', 200),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: blankable('ip', 64),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_operator_idx').on(t.operatorId, t.createdAt),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
