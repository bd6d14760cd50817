import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Purchase lists (常购清单): named by their owner (a buyer), unique per owner whatever the case. `companyId`
 * is set while the list is shared with the owner's company (null: private).
 */
export const purchaseLists = pgTable(
  'purchase_lists',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    companyId: bigint('company_id', { mode: 'number' }),
    name: varchar('name', { length: 30 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_lists_owner_name_uq').on(t.ownerId, sql`lower(${t.name})`),
    index('purchase_lists_company_idx')
      .on(t.companyId)
      .where(sql`${t.companyId} is not null`),
  ],
);
export type PurchaseListRow = typeof purchaseLists.$inferSelect;

/** A list's lines: one per SKU, in the order they were added. */
export const purchaseListLines = pgTable(
  'purchase_list_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listId: bigint('list_id', { mode: 'number' }).notNull(),
    skuId: integer('sku_id').notNull(),
    quantity: integer('quantity').notNull(),
    remark: varchar('remark', { length: 100 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('purchase_list_lines_list_sku_uq').on(t.listId, t.skuId)],
);
export type PurchaseListLineRow = typeof purchaseListLines.$inferSelect;
