import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { AuditRecordPage, auditListBody } from '@mall/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { chinaDayRange, likePrefix } from '../../../lib/china-day';
import { auditLog } from './audit.table';

/** One page of the audit log, newest first, by operator, action prefix, target and China-day range. */
export async function listAudit(db: Db, q: z.output<typeof auditListBody>): Promise<AuditRecordPage> {
  const where = and(
    q.operator ? sql`lower(${auditLog.operatorName}) = ${q.operator.toLowerCase()}` : undefined,
    q.action ? ilike(auditLog.action, likePrefix(q.action)) : undefined,
    q.targetType ? eq(auditLog.targetType, q.targetType) : undefined,
    q.targetId ? eq(auditLog.targetId, q.targetId) : undefined,
    chinaDayRange(auditLog.createdAt, q.startDate, q.endDate),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      operatorId: r.operatorId,
      operatorName: r.operatorName,
      role: r.role,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      summary: r.summary,
      before: r.before ?? null,
      after: r.after ?? null,
      ip: r.ip,
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}
