import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bigNumber, blankable, id, ref, timestamps } from '../../../db/columns';

/**
 * Purchase lists (常购清单): named by their owner (a buyer), unique per owner whatever the case. `companyId`
 * is set while the list is shared with the owner's company (null: private).
 */
export const purchaseLists = pgTable(
  'purchase_lists',
  {
    id: id(),
    ownerId: ref('owner_id'),
    companyId: bigNumber('company_id'),
    name: varchar('name', { length: 30 }).notNull(),
    ...timestamps(),
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
    id: id(),
    listId: ref('list_id'),
    skuId: integer('sku_id').notNull(),
    quantity: integer('quantity').notNull(),
    remark: blankable('remark', 100),
    ...timestamps(),
  },
  (t) => [uniqueIndex('purchase_list_lines_list_sku_uq').on(t.listId, t.skuId)],
);
export type PurchaseListLineRow = typeof purchaseListLines.$inferSelect;
