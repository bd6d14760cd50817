import { and, asc, desc, eq } from 'drizzle-orm';
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

/** Who acted on `targetId`, oldest first: each audit row's operator name. */
export async function auditNames(app: TestApp, targetId: string | number): Promise<string[]> {
  const rows = await app.db.db
    .select({ name: auditLog.operatorName })
    .from(auditLog)
    .where(eq(auditLog.targetId, String(targetId)))
    .orderBy(asc(auditLog.id));
  return rows.map((r) => r.name);
}

/** The newest audit row of `action` for `targetId`; throws when there is none. */
export async function lastAudit(app: TestApp, action: string, targetId?: string | number): Promise<AuditRow> {
  const [row] = await auditRows(app, action, targetId);
  if (!row) throw new Error(`no audit row ${action} ${targetId ?? ''}`);
  return row;
}

/** The newest audit row about a target, of its type or with its id, whatever the action; throws when none. */
export async function lastAuditAbout(
  app: TestApp,
  target: { type: string } | { id: string },
): Promise<AuditRow> {
  const [row] = await app.db.db
    .select()
    .from(auditLog)
    .where('type' in target ? eq(auditLog.targetType, target.type) : eq(auditLog.targetId, target.id))
    .orderBy(desc(auditLog.id))
    .limit(1);
  if (!row) throw new Error(`no audit row about ${JSON.stringify(target)}`);
  return row;
}
