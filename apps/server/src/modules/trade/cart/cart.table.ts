import { varchar, boolean, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigNumber, id, ref, timestamps } from '../../../db/columns';

/** Cart lines: one per buyer and SKU (adding the same SKU again adds to its quantity). */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: id(),
    userId: ref('user_id'),
    skuId: integer('sku_id').notNull(),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    /**
     * The load balancer's request id of the last add to this line: the same add passed on again after a
     * process died holding it (nginx's retry) finds it and is not counted twice.
     */
    lastRequestId: varchar('last_request_id', { length: 64 }),
    /** Put in by 按报价单下单: the line is priced at that quotation's locked price until it expires. */
    quotationId: bigNumber('quotation_id'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('cart_lines_user_sku_uq').on(t.userId, t.skuId)],
);
export type CartLineRow = typeof cartLines.$inferSelect;
