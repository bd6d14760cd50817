import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigNumber, createdAt, id } from '../../../db/columns';

/** The SKUs the typed values belong to (a local key: removing a SKU removes its values). */
const skuKey = pgTable('skus', { id: integer('id').primaryKey() });

/**
 * Typed attributes an operator defines on a category (any level; a product takes those of its category and
 * ancestors). `name` is the key products.attrs and the SKU specs carry; `unit` a units.ts code for number and
 * range, '' otherwise.
 */
export const categoryAttributes = pgTable(
  'category_attributes',
  {
    id: id(),
    categoryId: integer('category_id').notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    type: varchar('type', { length: 8 }).notNull(),
    unit: varchar('unit', { length: 8 }).notNull().default(''),
    sort: integer('sort').notNull().default(0),
    isFilter: boolean('is_filter').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('category_attributes_name_uq').on(t.categoryId, t.name),
    check('category_attributes_type_ck', sql`${t.type} in ('number', 'range', 'enum', 'boolean')`),
  ],
);

/**
 * One typed value per SKU and attribute (a product's SKUs differ in a varying attribute such as 型号, and with
 * it in 内径), read from the SKU's spec text `raw`. Numbers are in the unit's base unit, a point value has
 * min = max; `problem` says why `raw` could not be read (then every typed column is null). Rebuilt whenever the
 * product is written and when an operator reparses a category.
 */
export const skuAttributeValues = pgTable(
  'sku_attribute_values',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => skuKey.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    attributeId: bigNumber('attribute_id')
      .notNull()
      .references(() => categoryAttributes.id, { onDelete: 'cascade' }),
    raw: varchar('raw', { length: 200 }).notNull(),
    minValue: numeric('min_value', { precision: 24, scale: 6 }),
    maxValue: numeric('max_value', { precision: 24, scale: 6 }),
    boolValue: boolean('bool_value'),
    enumValue: varchar('enum_value', { length: 200 }),
    problem: varchar('problem', { length: 100 }),
  },
  (t) => [
    primaryKey({ columns: [t.skuId, t.attributeId] }),
    index('sku_attribute_values_product_idx').on(t.productId),
    index('sku_attribute_values_range_idx')
      .on(t.attributeId, t.minValue, t.maxValue)
      .where(sql`${t.problem} is null`),
    index('sku_attribute_values_problem_idx')
      .on(t.attributeId, t.productId)
      .where(sql`${t.problem} is not null`),
  ],
);
