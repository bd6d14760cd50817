import { index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, ref, timestamps, timestamptz } from '../../../db/columns';

/**
 * The key of catalogue's SKUs, named here for the foreign key alone: a domain imports no other domain's
 * table. Not exported, so drizzle-kit sees one `skus` table (catalogue's) and the same constraint as before.
 */
const skuKey = pgTable('skus', { id: integer('id').primaryKey() });

/**
 * Back-in-stock alerts (到货提醒): one row per buyer, SKU and sales area. `state` 1 等待到货, 2 已通知,
 * 3 已取消; subscribing again reuses the row (back to 1). An alert follows its SKU: removing the SKU in the
 * console removes its alerts.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    userId: ref('user_id'),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skuKey.id, { onDelete: 'cascade' }),
    /** The sales area of the product page ('0000' 全国 or a province); its warehouse is the same code. */
    areaCode: varchar('area_code', { length: 6 }).notNull(),
    state: smallint('state').notNull().default(1),
    ...timestamps(),
    notifiedAt: timestamptz('notified_at'),
  },
  (t) => [
    uniqueIndex('stock_alerts_user_sku_area_uq').on(t.userId, t.skuId, t.areaCode),
    index('stock_alerts_user_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    // The restock check reads waiting alerts by SKU; removing a SKU cascades through it too.
    index('stock_alerts_sku_idx').on(t.skuId, t.state),
  ],
);
export type StockAlertRow = typeof stockAlerts.$inferSelect;
