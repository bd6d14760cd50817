import {
  varchar,
  bigserial,
  bigint,
  boolean,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Cart lines: one per buyer and SKU (adding the same SKU again adds to its quantity). */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    skuId: integer('sku_id').notNull(),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    /**
     * The load balancer's request id of the last add to this line: the same add passed on again after a
     * process died holding it (nginx's retry) finds it and is not counted twice.
     */
    lastRequestId: varchar('last_request_id', { length: 64 }),
    /** Put in by 按报价单下单: the line is priced at that quotation's locked price until it expires. */
    quotationId: bigint('quotation_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_lines_user_sku_uq').on(t.userId, t.skuId)],
);
export type CartLineRow = typeof cartLines.$inferSelect;
