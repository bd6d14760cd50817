import { eq, sql } from 'drizzle-orm';
import type { ErrorReportBody, RepairTip, SiteConfig } from '@mall/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { broadcastInvalidation, onInvalidation } from '../../../lib/cache';
import type { EphemeralStore } from '../../../lib/store';
import { recordAudit, type AuditActor } from '../audit';
import { errorReports, settings } from './system.table';

export type MaintenanceSetting = { enabled: boolean; content: string };

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  siteName: '工业品商城',
  webSite: 'mall-web',
  phone: '400-820-8820',
  icp: '沪ICP备2026000001号-1',
  address: '上海市浦东新区张江路 665 号 工业品大厦 12 楼',
  copyright: '© 2026 工业品商城 版权所有',
};
export const DEFAULT_MAINTENANCE: MaintenanceSetting = {
  enabled: false,
  content: '系统正在升级维护，预计很快恢复，给您带来不便敬请谅解。',
};

/** Reads one setting (inside a transaction, with `for update`, when given `tx`). */
export async function readSetting<T>(db: DbOrTx, key: string, fallback: T, lock = false): Promise<T> {
  const q = db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  const [row] = lock ? await q.for('update') : await q;
  return row ? (row.value as T) : fallback;
}

/** Stores one setting; use inside the transaction that records the audit row. */
export async function writeSetting(db: DbOrTx, key: string, value: unknown): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * How long a process trusts its read of a setting read on every call (the maintenance flag, the site
 * constants). A write tells every process on the store at once (an invalidation); this only bounds the
 * staleness should that message be lost.
 */
const SETTING_TRUST_MS = 5000;
const topicOf = (key: string) => `setting:${key}`;

/** Platform settings: site constants, maintenance mode and the maintenance tips. */
export class SystemService {
  private readonly recent = new Map<string, { value: unknown; at: number }>();

  /** Without a store (the seed) writes are not announced: no server runs yet. */
  constructor(
    private readonly db: Db,
    private readonly store?: EphemeralStore,
  ) {
    if (store)
      onInvalidation(store, (what) => {
        if (what === 'resync') return this.recent.clear();
        for (const topic of what.topics ?? [])
          if (topic.startsWith('setting:')) this.recent.delete(topic.slice(8));
      });
  }

  /** Drops this process's copy of a setting and tells the others to drop theirs. */
  private async changed(key: string): Promise<void> {
    this.recent.delete(key);
    if (this.store) await broadcastInvalidation(this.store, { topics: [topicOf(key)] });
  }

  getSetting<T>(key: string, fallback: T): Promise<T> {
    return readSetting(this.db, key, fallback);
  }

  async putSetting(key: string, value: unknown): Promise<void> {
    await writeSetting(this.db, key, value);
    await this.changed(key);
  }

  /** A setting read at most once per SETTING_TRUST_MS by this process. */
  private async trusted<T>(key: string, fallback: T): Promise<T> {
    const now = Date.now();
    const hit = this.recent.get(key);
    if (hit && now - hit.at < SETTING_TRUST_MS) return hit.value as T;
    const value = await this.getSetting(key, fallback);
    this.recent.set(key, { value, at: now });
    return value;
  }

  /**
   * Changes a setting as an operator: the value and its audit row in one transaction. A maintenance change
   * takes effect at once in every process.
   */
  async saveSetting<T>(
    actor: AuditActor,
    key: string,
    fallback: T,
    value: T,
    audit: { action: string; summary: string },
  ): Promise<T> {
    await this.db.transaction(async (tx) => {
      const before = await readSetting(tx, key, fallback, true);
      await writeSetting(tx, key, value);
      await recordAudit(tx, actor, { ...audit, targetType: 'setting', targetId: key, before, after: value });
    });
    await this.changed(key);
    return value;
  }

  /** Site constants shown in the header, footer and page title. */
  getSiteConfig(): Promise<SiteConfig> {
    return this.trusted('site', DEFAULT_SITE_CONFIG);
  }

  getMaintenance(): Promise<MaintenanceSetting> {
    return this.trusted('maintenance', DEFAULT_MAINTENANCE);
  }

  async setMaintenance(value: MaintenanceSetting): Promise<void> {
    await this.putSetting('maintenance', value);
  }

  /** Tips published ahead of maintenance; the storefront banner shows the first. */
  getRepairTips(): Promise<RepairTip[]> {
    return this.getSetting<RepairTip[]>('repairTips', []);
  }

  /** Stores one client error report. */
  async recordErrorReport(report: ErrorReportBody, meta: { userAgent?: string; ip?: string }): Promise<void> {
    await this.db.insert(errorReports).values({
      projectName: report.projectName,
      url: report.url,
      currentTime: String(report.currentTime),
      errorMessage: report.errorMessage,
      errorInfo: report.errorInfo,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
      ip: meta.ip ?? null,
    });
  }
}
