import { integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { bigNumber, timestamptz } from '../../../db/columns';

/**
 * Products bought together (经常一起购买), written nightly from paid or completed orders: pairs seen in at
 * least 3 orders, with `support` (share of the scope's orders holding both) and `lift` (how much more often
 * than chance). `companyId` 0 is every order; a company's rows are its own orders' pairs (shown to its
 * members first, never to anyone else). Both directions are stored.
 */
export const boughtTogetherPairs = pgTable(
  'bought_together_pairs',
  {
    companyId: bigNumber('company_id').notNull().default(0),
    productId: integer('product_id').notNull(),
    otherProductId: integer('other_product_id').notNull(),
    orders: integer('orders').notNull(),
    support: numeric('support', { precision: 12, scale: 8 }).notNull(),
    lift: numeric('lift', { precision: 14, scale: 6 }).notNull(),
    computedAt: timestamptz('computed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.productId, t.otherProductId] })],
);
