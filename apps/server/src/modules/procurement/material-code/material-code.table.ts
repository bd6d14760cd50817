import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { blankable, id, timestamps } from '../../../db/columns';

/** Local keys of the rows a code belongs to: removing the company or the SKU removes its codes. */
const companyKey = pgTable('companies', { id: bigint('id', { mode: 'number' }).primaryKey() });
const skuKey = pgTable('skus', { id: integer('id').primaryKey() });

/**
 * A company's own material codes (客户物料编码) for our SKUs: one code per SKU and one SKU per code within the
 * company. `normalised` is the code as matched (normalisePartNumber), unique per company. The optional unit
 * conversion reads "1 company unit = ratioNum / ratioDen of our units" (1/1 when none is given).
 */
export const companyMaterialCodes = pgTable(
  'company_material_codes',
  {
    id: id(),
    companyId: bigint('company_id', { mode: 'number' })
      .notNull()
      .references(() => companyKey.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skuKey.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 64 }).notNull(),
    normalised: varchar('normalised', { length: 64 }).notNull(),
    description: blankable('description', 200),
    ratioNum: integer('ratio_num').notNull().default(1),
    ratioDen: integer('ratio_den').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('company_material_codes_code_uq').on(t.companyId, t.normalised),
    uniqueIndex('company_material_codes_sku_uq').on(t.companyId, t.skuId),
    check('company_material_codes_ratio_ck', sql`${t.ratioNum} > 0 and ${t.ratioDen} > 0`),
  ],
);
export type CompanyMaterialCodeRow = typeof companyMaterialCodes.$inferSelect;
