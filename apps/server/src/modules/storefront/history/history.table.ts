import { date, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamptz } from '../../../db/columns';

/** Products a logged-in buyer viewed: one row per buyer, product and day (the latest view time kept). */
export const browsingHistory = pgTable(
  'browsing_history',
  {
    id: id(),
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    viewedOn: date('viewed_on', { mode: 'string' }).notNull(),
    viewedAt: timestamptz('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('browsing_history_user_product_day_uq').on(t.userId, t.productId, t.viewedOn),
    index('browsing_history_user_viewed_idx').on(t.userId, t.viewedAt.desc()),
  ],
);
