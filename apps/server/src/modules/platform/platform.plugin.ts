import type { DbHandle } from '../../db/client';
import { defineDomain } from '../../lib/domain';
import type { EphemeralStore } from '../../lib/store';
import { auditRoutes } from './audit';
import { DashboardService, dashboardRoutes } from './dashboard';
import { jobsAdminRoutes, type JobQueue } from './jobs';
import { SystemService, adminSettingsRoutes, systemRoutes } from './system';

/** platform: site settings and health, the operator dashboard, the audit log and the job queue's console. */
export const platformDomain = defineDomain(
  'platform',
  async (app, { db, store, jobs }: { db: DbHandle; store: EphemeralStore; jobs: JobQueue }) => {
    const system = new SystemService(db.db, store);
    systemRoutes(app, { system, dbKind: db.kind, storeKind: store.kind, db: db.db, store });
    adminSettingsRoutes(app, { system });
    dashboardRoutes(app, { dashboard: new DashboardService(db.db) });
    auditRoutes(app, { db: db.db });
    jobsAdminRoutes(app, { jobs });
    return {
      system,
      /** A site setting, or `fallback` while none is saved. */
      setting: <T>(key: string, fallback: T) => system.getSetting(key, fallback),
    };
  },
);
