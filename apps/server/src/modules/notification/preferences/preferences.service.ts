import { eq, inArray } from 'drizzle-orm';
import {
  NOTIFICATION_GROUPS,
  NOTIFICATION_GROUP_NAMES,
  type notificationPreferencesInput,
  type NotificationGroup,
  type NotificationPreferences,
  type QuietHours,
} from '@mall/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/app-error';
import {
  notificationCompanyDefaults,
  notificationPreferences,
  type PreferenceSettings,
} from './preferences.table';

/**
 * The platform's defaults: 邮件 for everything; 短信 where waiting costs money or safety, and for 到货提醒 (a
 * buyer who asked to be told when a product is back expects the text he always got); quiet 22:00–08:00.
 */
export const PLATFORM_DEFAULTS: PreferenceSettings = {
  groups: Object.fromEntries(
    NOTIFICATION_GROUP_NAMES.map((g) => [
      g,
      { email: true, sms: g === 'approval' || g === 'payment' || g === 'stock' || g === 'security' },
    ]),
  ),
  quietHours: { enabled: true, start: '22:00', end: '08:00' },
};

/** Quiet hours are read on the clock of China (UTC+8, no daylight saving). */
const CHINA_OFFSET_MIN = 8 * 60;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** When a non-urgent message due `now` may go out under `q`: null when now is outside the quiet hours. */
export function quietUntil(now: Date, q: QuietHours): Date | null {
  if (!q.enabled) return null;
  const start = minutesOf(q.start);
  const end = minutesOf(q.end);
  if (start === end) return null;
  const local = (Math.floor(now.getTime() / 60_000) + CHINA_OFFSET_MIN) % 1440;
  const quiet = start < end ? local >= start && local < end : local >= start || local < end;
  if (!quiet) return null;
  const wait = (end - local + 1440) % 1440;
  const at = new Date(now.getTime() + wait * 60_000);
  at.setUTCSeconds(0, 0);
  return at;
}

/**
 * What one person gets for one event group: the channels on, and when (null: now); `digest`: non-urgent mail
 * waits for the day's digest instead (the event may still go at once: DIGEST_SKIPS).
 */
export type PersonPlan = { email: boolean; sms: boolean; notBefore: Date | null; digest: boolean };

type Input = z.output<typeof notificationPreferencesInput>;

function mergeSettings(own: PreferenceSettings | undefined, company: PreferenceSettings | undefined) {
  const groups = { ...PLATFORM_DEFAULTS.groups, ...company?.groups, ...own?.groups };
  groups.security = { email: true, sms: true };
  return {
    groups,
    quietHours: own?.quietHours ?? company?.quietHours ?? PLATFORM_DEFAULTS.quietHours,
    digest: (own ? own.digest : company?.digest) ?? false,
    source: own ? ('own' as const) : company ? ('company' as const) : ('default' as const),
  };
}
type Merged = ReturnType<typeof mergeSettings>;

/**
 * 通知偏好: each person chooses 短信 and 邮件 per event group (站内信 is always on); who saved none follows the
 * company's defaults (its 管理员's), then the platform's. 安全 can't be switched off and ignores quiet hours.
 */
export class PreferenceService {
  constructor(private readonly db: Db) {}

  private async companySettings(db: DbOrTx, companyId: number | null | undefined) {
    if (!companyId) return undefined;
    const [row] = await db
      .select({ settings: notificationCompanyDefaults.settings })
      .from(notificationCompanyDefaults)
      .where(eq(notificationCompanyDefaults.companyId, companyId));
    return row?.settings;
  }

  /** The preferences in force for a person (of `companyId` when a member), as the page shows them. */
  async view(userId: number, companyId: number | null): Promise<NotificationPreferences> {
    const [own] = await this.db
      .select({ settings: notificationPreferences.settings })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    return toView(mergeSettings(own?.settings, await this.companySettings(this.db, companyId)));
  }

  /** Saves a person's own choices (安全 off: 400). */
  async save(userId: number, companyId: number | null, input: Input): Promise<NotificationPreferences> {
    const settings = checked(input);
    await this.db
      .insert(notificationPreferences)
      .values({ userId, settings })
      .onConflictDoUpdate({
        target: notificationPreferences.userId,
        set: { settings, updatedAt: new Date() },
      });
    return this.view(userId, companyId);
  }

  /** The company's defaults (the platform's where it set none). */
  async companyDefaults(companyId: number): Promise<NotificationPreferences> {
    const merged = mergeSettings(undefined, await this.companySettings(this.db, companyId));
    return toView(merged);
  }

  /** Sets the company's defaults, for members who saved no choices of their own. */
  async saveCompanyDefaults(companyId: number, by: number, input: Input): Promise<NotificationPreferences> {
    const settings = checked(input);
    await this.db
      .insert(notificationCompanyDefaults)
      .values({ companyId, settings, updatedBy: by })
      .onConflictDoUpdate({
        target: notificationCompanyDefaults.companyId,
        set: { settings, updatedBy: by, updatedAt: new Date() },
      });
    return this.companyDefaults(companyId);
  }

  /**
   * What each person asks for one group's event at `now`: the channels, and for non-urgent groups the end of
   * their quiet hours when now is inside them (one query for the people, one for the company).
   */
  async plan(
    db: DbOrTx,
    userIds: readonly number[],
    companyId: number | null | undefined,
    group: NotificationGroup,
    now: Date,
  ): Promise<Map<number, PersonPlan>> {
    const plans = new Map<number, PersonPlan>();
    if (!userIds.length) return plans;
    const rows = await db
      .select()
      .from(notificationPreferences)
      .where(inArray(notificationPreferences.userId, [...userIds]));
    const own = new Map(rows.map((r) => [r.userId, r.settings]));
    const company = await this.companySettings(db, companyId);
    for (const id of userIds) {
      const m = mergeSettings(own.get(id), company);
      const g = m.groups[group] ?? { email: true, sms: false };
      const urgent = NOTIFICATION_GROUPS[group].urgent;
      const notBefore = urgent ? null : quietUntil(now, m.quietHours);
      plans.set(id, { email: g.email, sms: g.sms, notBefore, digest: m.digest && !urgent });
    }
    return plans;
  }
}

function checked(input: Input): PreferenceSettings {
  const security = input.groups.security;
  if (security && (!security.email || !security.sms)) throw badRequest('安全通知不能关闭');
  return { groups: input.groups, quietHours: input.quietHours, digest: input.digest };
}

function toView(m: Merged): NotificationPreferences {
  return {
    groups: NOTIFICATION_GROUP_NAMES.map((group) => {
      const meta = NOTIFICATION_GROUPS[group];
      const g = m.groups[group] ?? { email: true, sms: false };
      return {
        group,
        label: meta.label,
        inbox: true,
        sms: g.sms,
        email: g.email,
        locked: meta.locked,
        urgent: meta.urgent,
      };
    }),
    quietHours: m.quietHours,
    digest: m.digest,
    source: m.source,
  };
}
