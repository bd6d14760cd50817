import { sql } from 'drizzle-orm';
import { check, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { TaxRate } from '@mall/shared';
import { timestamps, updatedAt } from '../../../db/columns';

/** Local keys (as part numbers do): removing a category or product removes its code. */
const categoryKey = pgTable('categories', { id: integer('id').primaryKey() });
const productKey = pgTable('products', { id: integer('id').primaryKey() });

/** 税收分类编码 (19 digits) with the 简称 the invoice line prints and the rate it carries. */
export const taxCodes = pgTable(
  'tax_codes',
  {
    code: varchar('code', { length: 19 }).primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    shortName: varchar('short_name', { length: 20 }).notNull(),
    rate: varchar('rate', { length: 8 }).$type<TaxRate>().notNull(),
    ...timestamps(),
  },
  (t) => [
    check('tax_codes_code_ck', sql`${t.code} ~ '^[0-9]{19}$'`),
    check('tax_codes_rate_ck', sql`${t.rate} in ('13', '9', '6', '0', 'exempt')`),
  ],
);
export type TaxCodeRow = typeof taxCodes.$inferSelect;

/** A category's code; its subcategories and products inherit it unless they have their own. */
export const categoryTaxCodes = pgTable('category_tax_codes', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categoryKey.id, { onDelete: 'cascade' }),
  code: varchar('code', { length: 19 })
    .notNull()
    .references(() => taxCodes.code),
  updatedAt: updatedAt(),
});

/** A product's own code, overriding its category's. */
export const productTaxCodes = pgTable('product_tax_codes', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => productKey.id, { onDelete: 'cascade' }),
  code: varchar('code', { length: 19 })
    .notNull()
    .references(() => taxCodes.code),
  updatedAt: updatedAt(),
});
