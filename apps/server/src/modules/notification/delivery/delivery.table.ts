import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdAt, deliveryTries, id, ref, timestamptz } from '../../../db/columns';

/** What a delivery sends, rendered when the event happened (a later template change never rewrites it). */
export type RenderedMessage = { subject: string; text: string; html: string; markdown: string; link: string };

/**
 * One notification to one recipient on one channel, and how its sending went (the delivery log): the event,
 * the channel (email, sms, wecom, dingtalk, feishu), who (a member, or a group robot), the target (the mail
 * address, the mobile, the robot's name), `status` pending → sent, or failed after the last try; the tries
 * and the last error.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: id(),
    event: varchar('event', { length: 40 }).notNull(),
    channel: varchar('channel', { length: 16 }).notNull(),
    userId: bigint('user_id', { mode: 'number' }),
    robotId: bigint('robot_id', { mode: 'number' }),
    target: varchar('target', { length: 200 }).notNull(),
    message: jsonb('message').$type<RenderedMessage>().notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    ...deliveryTries(),
    sentAt: timestamptz('sent_at'),
    /** Quiet hours: not sent before this (the due sweep queues it then). */
    notBefore: timestamptz('not_before'),
  },
  (t) => [
    index('notification_deliveries_user_idx').on(t.userId, t.id),
    index('notification_deliveries_robot_idx').on(t.robotId, t.id),
    index('notification_deliveries_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
export type NotificationDeliveryRow = typeof notificationDeliveries.$inferSelect;

/** A member's one-click unsubscribe (List-Unsubscribe) from an event's mail: no more mail of that event. */
export const notificationUnsubscribes = pgTable(
  'notification_unsubscribes',
  {
    userId: ref('user_id'),
    event: varchar('event', { length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event] })],
);
