import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { blankable, createdAt, id, ref, timestamptz } from '../../../db/columns';

/** Buyer system messages (订单/发票/售后/竞价/系统公告), written by other modules inside their transactions. */
export const systemMessages = pgTable(
  'system_messages',
  {
    id: id(),
    userId: ref('user_id'),
    /** MESSAGE_TYPE code: 1 订单, 2 发票, 3 售后, 4 竞价, 5 系统公告, 6 审批, 7 到货提醒. */
    type: smallint('type').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    /** Storefront path the message is about, or ''. */
    link: blankable('link', 300),
    read: boolean('read').notNull().default(false),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('system_messages_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('system_messages_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.read}`),
  ],
);
export type SystemMessageRow = typeof systemMessages.$inferSelect;

/**
 * Portal messages of a shop (商家消息): invitations to quote, awards and statements. Shown on the
 * portal's dashboard to every staff account of the shop; `link` is a portal path.
 */
export const merchantNotices = pgTable(
  'merchant_notices',
  {
    id: id(),
    merchantId: integer('merchant_id').notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    link: blankable('link', 300),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('merchant_notices_merchant_idx').on(t.merchantId, t.createdAt.desc(), t.id.desc())],
);
export type MerchantNoticeRow = typeof merchantNotices.$inferSelect;
