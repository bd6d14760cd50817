import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { bigNumber, createdAt, id, ref, updatedAt } from '../../../db/columns';

/**
 * The outbox of things that happened, for the domains above the one where they happened (the open platform's
 * messages and webhooks; later the notifications). Rows are written by triggers (migration 0040) in the
 * writer's own transaction, so an event exists exactly when its change committed: an order's or an
 * after-sales request's status move (their timelines), an invoice issued, a credit statement, a list or
 * agreement price changed, a product on or off shelf, a SKU's stock running out or coming back.
 *
 * `tx` is the writing transaction's id (pg_current_xact_id): readers take only events of transactions older
 * than every one still running in this database, in (tx, id) order, so one that commits late is never skipped.
 * `companyId` names the one company an event concerns (null: every buyer, as a list price change).
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: id(),
    tx: bigNumber('tx')
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    type: varchar('type', { length: 32 }).notNull(),
    companyId: bigNumber('company_id'),
    merchantId: integer('merchant_id'),
    subjectId: ref('subject_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('domain_events_tx_idx').on(t.tx, t.id), index('domain_events_created_idx').on(t.createdAt)],
);

/** Where each reader of the outbox has got to: the last (tx, id) it took. */
export const eventCursors = pgTable('event_cursors', {
  consumer: varchar('consumer', { length: 40 }).primaryKey(),
  tx: bigNumber('tx').notNull().default(0),
  id: bigNumber('id').notNull().default(0),
  updatedAt: updatedAt(),
});
