import { bigserial, date, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Products a logged-in buyer viewed: one row per buyer, product and day (the latest view time kept). */
export const browsingHistory = pgTable(
  'browsing_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('browsing_history_user_product_day_uq').on(t.userId, t.productId, t.viewedOn),
    index('browsing_history_user_viewed_idx').on(t.userId, t.viewedAt.desc()),
  ],
);
