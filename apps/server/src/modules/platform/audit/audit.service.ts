import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { forbidden } from '../../../lib/app-error';
import { auditLog } from './audit.table';

/** The operator behind a console write, as the audit log records it. */
export type AuditActor = { operatorId: number; operatorName: string; role: string; ip: string };

/** What one write changed. `before`/`after` are plain JSON snapshots of the target (null when created/removed). */
export type AuditEntry = {
  action: string;
  targetType: string;
  targetId: string | number;
  summary?: string;
  before?: unknown;
  after?: unknown;
};

/** The audit actor of an operator request (the route must be guarded by requireOperator). */
export function auditActor(request: FastifyRequest): AuditActor {
  const user = request.user;
  if (!user || user.kind !== 'operator') throw forbidden('买家账号不能访问运营后台');
  return { operatorId: user.id, operatorName: user.username, role: user.role, ip: request.ip };
}

/** Records one operator write; call it inside the write's own transaction so both land or neither. */
export async function recordAudit(tx: DbOrTx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    operatorId: actor.operatorId,
    operatorName: actor.operatorName,
    role: actor.role,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    summary: (entry.summary ?? '').slice(0, 200),
    before: toJson(entry.before),
    after: toJson(entry.after),
    ip: actor.ip.slice(0, 64),
  });
}

/** Deletes the row `id` of `table` and records it (`before`: what was deleted) in the caller's transaction. */
export async function deleteAudited(
  tx: DbOrTx,
  actor: AuditActor,
  table: PgTable & { id: PgColumn },
  id: number,
  entry: Omit<AuditEntry, 'targetId' | 'after'>,
): Promise<void> {
  await tx.delete(table).where(eq(table.id, id));
  await recordAudit(tx, actor, { ...entry, targetId: id });
}

/**
 * Updates the row `id` of `table` with `set` and records it in the caller's transaction; `after` makes the
 * audit's after-snapshot of the updated row (the row itself unless given). Answers the updated row.
 */
export async function updateAudited<T extends PgTable & { id: PgColumn }>(
  tx: DbOrTx,
  actor: AuditActor,
  table: T,
  id: number,
  set: PgUpdateSetSource<T>,
  entry: Omit<AuditEntry, 'targetId' | 'after'> & { after?: (row: T['$inferSelect']) => unknown },
): Promise<T['$inferSelect']> {
  const rows = (await tx.update(table).set(set).where(eq(table.id, id)).returning()) as T['$inferSelect'][];
  const row = rows[0] as T['$inferSelect'];
  const { after, ...rest } = entry;
  await recordAudit(tx, actor, { ...rest, targetId: id, after: after ? after(row) : row });
  return row;
}

/** Dates and bigints become strings so any row snapshot can be stored as jsonb. */
function toJson(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
  ) as unknown;
}
