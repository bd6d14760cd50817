import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../../db/columns';

/** The SKUs the part numbers belong to (a local key: removing a SKU removes its numbers). */
const skuKey = pgTable('skus', { id: integer('id').primaryKey() });

/**
 * Part numbers of a SKU (料号互查): the manufacturer's own and known equivalents (competitor or OEM numbers),
 * with their source ("SKF", "NSK"). `normalised` is `number` in upper case without spaces, dashes, dots and
 * slashes (normalisePartNumber); search and quick order look numbers up by it.
 */
export const skuPartNumbers = pgTable(
  'sku_part_numbers',
  {
    id: id(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skuKey.id, { onDelete: 'cascade' }),
    number: varchar('number', { length: 64 }).notNull(),
    normalised: varchar('normalised', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<'manufacturer' | 'equivalent'>().notNull(),
    source: varchar('source', { length: 32 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sku_part_numbers_sku_norm_uq').on(t.skuId, t.normalised),
    index('sku_part_numbers_norm_idx').on(t.normalised),
    check('sku_part_numbers_kind_ck', sql`${t.kind} in ('manufacturer', 'equivalent')`),
  ],
);
export type SkuPartNumberRow = typeof skuPartNumbers.$inferSelect;
