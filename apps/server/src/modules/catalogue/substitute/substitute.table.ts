import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../../db/columns';

/** The SKUs the links belong to (a local key: removing a SKU removes its links). */
const skuKey = pgTable('skus', { id: integer('id').primaryKey() });

/**
 * Substitutes an operator linked (替代品): `substituteSkuId` can replace `skuId` (one way; the reverse is its
 * own link), with a note for the buyer ("内径相同，密封形式不同"). The typed-attribute rule adds more at read time.
 */
export const skuSubstitutes = pgTable(
  'sku_substitutes',
  {
    id: id(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skuKey.id, { onDelete: 'cascade' }),
    substituteSkuId: integer('substitute_sku_id')
      .notNull()
      .references(() => skuKey.id, { onDelete: 'cascade' }),
    note: varchar('note', { length: 100 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sku_substitutes_pair_uq').on(t.skuId, t.substituteSkuId),
    check('sku_substitutes_self_ck', sql`${t.skuId} <> ${t.substituteSkuId}`),
  ],
);
