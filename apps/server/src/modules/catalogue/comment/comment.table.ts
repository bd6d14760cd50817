import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Buyer comments, one per order line (unique index); shown on the product page. */
export const comments = pgTable(
  'comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderLineId: bigint('order_line_id', { mode: 'number' }).notNull(),
    productId: integer('product_id').notNull(),
    skuId: integer('sku_id').notNull(),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    filtered: boolean('filtered').notNull().default(false),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    anonymous: boolean('anonymous').notNull().default(false),
    /** The line's spec values joined (规格：9件套 材质：铬钒钢). */
    specText: varchar('spec_text', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('comments_order_line_uq').on(t.orderLineId),
    index('comments_product_created_idx').on(t.productId, t.createdAt.desc(), t.id.desc()),
    index('comments_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
export type CommentRow = typeof comments.$inferSelect;
