import { index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigNumber, blankable, createdAt, fen, id, ref, timestamptz } from '../../../db/columns';

/**
 * Formal quotations (报价单) a buyer makes from cart lines. Their unit prices are locked until `expiresAt`:
 * 按报价单下单 puts the lines into the cart at these prices, and checkout honours them until then.
 * Amounts are fen incl. 13 % VAT; `taxFen` is the VAT inside `totalFen`.
 */
export const quotations = pgTable(
  'quotations',
  {
    id: id(),
    quotationNo: varchar('quotation_no', { length: 32 }).notNull(),
    userId: ref('user_id'),
    companyId: bigNumber('company_id'),
    companyName: blankable('company_name', 60),
    contactName: blankable('contact_name', 30),
    contactMobile: blankable('contact_mobile', 20),
    validDays: smallint('valid_days').notNull(),
    totalFen: fen('total_fen'),
    taxFen: fen('tax_fen'),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** When its buyer was told it expires soon (报价即将到期, issue 49); null: not yet. */
    expiryToldAt: timestamptz('expiry_told_at'),
  },
  (t) => [
    uniqueIndex('quotations_no_uq').on(t.quotationNo),
    index('quotations_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
export type QuotationRow = typeof quotations.$inferSelect;

/** A quoted line: what the buyer saw, with its locked unit price. */
export const quotationLines = pgTable(
  'quotation_lines',
  {
    id: id(),
    quotationId: ref('quotation_id'),
    skuId: integer('sku_id').notNull(),
    productId: integer('product_id').notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    spec: jsonb('spec').$type<Record<string, string>>().notNull(),
    brandName: varchar('brand_name', { length: 50 }).notNull(),
    modelNo: varchar('model_no', { length: 64 }).notNull(),
    unit: varchar('unit', { length: 8 }).notNull(),
    quantity: integer('quantity').notNull(),
    priceFen: integer('price_fen').notNull(),
    amountFen: fen('amount_fen'),
    sort: smallint('sort').notNull(),
  },
  (t) => [uniqueIndex('quotation_lines_sku_uq').on(t.quotationId, t.skuId)],
);
export type QuotationLineRow = typeof quotationLines.$inferSelect;
