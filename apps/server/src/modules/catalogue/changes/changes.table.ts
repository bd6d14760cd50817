import { index, integer, pgSequence, pgTable } from 'drizzle-orm/pg-core';
import { bigNumber } from '../../../db/columns';

/**
 * The catalogue's change feed: each SKU's row takes the next `seq` whenever something a buyer's system keeps
 * of it changes (its price, code or spec; its product's title, unit, MOQ, shelf, review, areas or category;
 * its product entering or leaving a company's pool), written by triggers in the writer's own transaction
 * (migration 0038). Stock and sales fire nothing: stock is asked for by batch. A deleted SKU keeps its row.
 */
export const skuChanges = pgTable(
  'sku_changes',
  {
    skuId: integer('sku_id').primaryKey(),
    productId: integer('product_id').notNull(),
    seq: bigNumber('seq').notNull(),
  },
  (t) => [index('sku_changes_seq_idx').on(t.seq, t.skuId)],
);

export const skuChangeSeq = pgSequence('sku_change_seq');
