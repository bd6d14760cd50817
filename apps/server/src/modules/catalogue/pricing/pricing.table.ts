import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigNumber, id, ref, updatedAt } from '../../../db/columns';

/**
 * Agreement prices (协议价): one negotiated unit price (fen, incl. VAT) per company and SKU, valid from
 * `startsOn` to `endsOn` inclusive (China dates). `productId` is the SKU's product, kept here so a listing
 * page reads the prices of its products with one indexed query (company, product).
 */
export const agreementPrices = pgTable(
  'agreement_prices',
  {
    id: id(),
    companyId: ref('company_id'),
    skuId: integer('sku_id').notNull(),
    productId: integer('product_id').notNull(),
    priceFen: integer('price_fen').notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    updatedBy: bigNumber('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agreement_prices_company_sku_uq').on(t.companyId, t.skuId),
    index('agreement_prices_company_product_idx').on(t.companyId, t.productId),
    check('agreement_prices_price_check', sql`${t.priceFen} > 0`),
    check('agreement_prices_window_check', sql`${t.startsOn} <= ${t.endsOn}`),
  ],
);
export type AgreementPriceRow = typeof agreementPrices.$inferSelect;

/** Tiered prices (阶梯价): from `minQuantity` units of a SKU in one line, each unit costs `priceFen`. */
export const skuPriceTiers = pgTable(
  'sku_price_tiers',
  {
    skuId: integer('sku_id').notNull(),
    minQuantity: integer('min_quantity').notNull(),
    priceFen: integer('price_fen').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.skuId, t.minQuantity] }),
    check('sku_price_tiers_qty_check', sql`${t.minQuantity} >= 2`),
    check('sku_price_tiers_price_check', sql`${t.priceFen} > 0`),
  ],
);

/** A company's product pool (商品池) switch: while on, its members see and buy only the pool's products. */
export const companyPools = pgTable('company_pools', {
  companyId: bigNumber('company_id').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: updatedAt(),
});

/** Products in a company's pool. */
export const companyPoolProducts = pgTable(
  'company_pool_products',
  {
    companyId: ref('company_id'),
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.productId] })],
);
