import { jsonb, pgTable } from 'drizzle-orm/pg-core';
import type { NotificationPreferencesInput } from '@mall/shared';
import { bigNumber, updatedAt } from '../../../db/columns';

/** What a person or a company saved (the wire input, parsed): groups' channels and the quiet hours. */
export type PreferenceSettings = {
  groups: NonNullable<NotificationPreferencesInput['groups']>;
  quietHours: { enabled: boolean; start: string; end: string };
  /** 每日汇总 (absent in settings saved before it: off). */
  digest?: boolean;
};

/** A person's own notification preferences (通知偏好); absent: the company's defaults, else the platform's. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: bigNumber('user_id').primaryKey(),
  settings: jsonb('settings').$type<PreferenceSettings>().notNull(),
  updatedAt: updatedAt(),
});

/** A company's defaults for its members who saved none, set by its 管理员. */
export const notificationCompanyDefaults = pgTable('notification_company_defaults', {
  companyId: bigNumber('company_id').primaryKey(),
  settings: jsonb('settings').$type<PreferenceSettings>().notNull(),
  updatedBy: bigNumber('updated_by'),
  updatedAt: updatedAt(),
});
