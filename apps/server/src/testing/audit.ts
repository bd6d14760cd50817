import { and, desc, eq } from 'drizzle-orm';
import { auditLog, type AuditRow } from '../modules/platform/audit/audit.table';
import type { TestApp } from './build-test-app';

/** Audit rows of `action` (newest first), optionally for one target id. */
export function auditRows(app: TestApp, action: string, targetId?: string | number): Promise<AuditRow[]> {
  return app.db.db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        targetId !== undefined ? eq(auditLog.targetId, String(targetId)) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id));
}

/** The newest audit row of `action` for `targetId`; throws when there is none. */
export async function lastAudit(app: TestApp, action: string, targetId?: string | number): Promise<AuditRow> {
  const [row] = await auditRows(app, action, targetId);
  if (!row) throw new Error(`no audit row ${action} ${targetId ?? ''}`);
  return row;
}
