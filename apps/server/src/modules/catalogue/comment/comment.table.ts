import { boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { blankable, createdAt, id, jsonList, ref } from '../../../db/columns';

/** Buyer comments, one per order line (unique index); shown on the product page. */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    userId: ref('user_id'),
    orderId: ref('order_id'),
    orderLineId: ref('order_line_id'),
    productId: integer('product_id').notNull(),
    skuId: integer('sku_id').notNull(),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    filtered: boolean('filtered').notNull().default(false),
    photos: jsonList<string>('photos'),
    anonymous: boolean('anonymous').notNull().default(false),
    /** The line's spec values joined (规格：9件套 材质：铬钒钢). */
    specText: blankable('spec_text', 200),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('comments_order_line_uq').on(t.orderLineId),
    index('comments_product_created_idx').on(t.productId, t.createdAt.desc(), t.id.desc()),
    index('comments_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);
export type CommentRow = typeof comments.$inferSelect;
