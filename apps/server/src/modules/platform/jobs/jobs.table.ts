import { bigint, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Ticks of scheduled jobs claimed by the in-process runner (no Redis): a process runs a tick only when its
 * insert of (name, slot) succeeds, so processes sharing one database run each tick once.
 */
export const jobTicks = pgTable(
  'job_ticks',
  {
    name: varchar('name', { length: 60 }).notNull(),
    /** floor(epoch ms / everyMs): the tick's number. */
    slot: bigint('slot', { mode: 'number' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);
