import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, ref } from '../../../db/columns';

/**
 * A product a shop's app created (`POST /open/v1/merchant/products`) under its idempotency key: written in the
 * product's own transaction, so a repeat answers the first product and never creates a second. The key is
 * unique per app; `requestHash` tells a repeat from another product under the same key.
 */
export const openProductKeys = pgTable(
  'open_product_keys',
  {
    appId: ref('app_id'),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    productId: integer('product_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('open_product_keys_key_idx').on(t.appId, t.idempotencyKey)],
);
