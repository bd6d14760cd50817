import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bigNumber, createdAt, id } from '../../../db/columns';

/** Buyer comments, one per order line (unique index); shown on the product page. */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    userId: bigNumber('user_id').notNull(),
    orderId: bigNumber('order_id').notNull(),
    orderLineId: bigNumber('order_line_id').notNull(),
    productId: integer('product_id').notNull(),
    skuId: integer('sku_id').notNull(),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    filtered: boolean('filtered').notNull().default(false),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    anonymous: boolean('anonymous').notNull().default(false),
    /** The line's spec values joined (规格：9件套 材质：铬钒钢). */
    specText: varchar('spec_text', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('comments_order_line_uq').on(t.orderLineId),
    index('comments_product_created_idx').on(t.productId, t.createdAt.desc(), t.id.desc()),
    index('comments_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
export type CommentRow = typeof comments.$inferSelect;
