import { boolean, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { bigNumber, id, jsonList, ref, timestamps } from '../../../db/columns';

/**
 * A group robot a company or a shop connected (企业微信 / 钉钉 / 飞书) and the events it takes. The webhook URL
 * (its key is a credential) and the signing secret are stored encrypted (secret-box.ts); `webhookHint` is what
 * the owner sees of the URL afterwards.
 */
export const notificationRobots = pgTable(
  'notification_robots',
  {
    id: id(),
    ownerKind: varchar('owner_kind', { length: 10 }).notNull(),
    ownerId: ref('owner_id'),
    platform: varchar('platform', { length: 10 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    webhookEnc: text('webhook_enc').notNull(),
    webhookHint: varchar('webhook_hint', { length: 200 }).notNull(),
    secretEnc: text('secret_enc').notNull().default(''),
    events: jsonList<string>('events'),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: bigNumber('created_by'),
    ...timestamps(),
  },
  (t) => [index('notification_robots_owner_idx').on(t.ownerKind, t.ownerId, t.id)],
);
export type NotificationRobotRow = typeof notificationRobots.$inferSelect;
