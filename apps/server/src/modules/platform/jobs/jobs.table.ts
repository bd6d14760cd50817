import { pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { bigNumber, timestamptz } from '../../../db/columns';

/**
 * Ticks of scheduled jobs claimed by the in-process runner (no Redis): a process runs a tick only when its
 * insert of (name, slot) succeeds, so processes sharing one database run each tick once.
 */
export const jobTicks = pgTable(
  'job_ticks',
  {
    name: varchar('name', { length: 60 }).notNull(),
    /** floor(epoch ms / everyMs): the tick's number. */
    slot: bigNumber('slot').notNull(),
    claimedAt: timestamptz('claimed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);
