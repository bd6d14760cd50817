import { and, eq, ilike, sql } from 'drizzle-orm';
import type { AuditRecordPage, auditListBody } from '@mall/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { chinaDayRange, likePrefix } from '../../../lib/china-day';
import { newestFirstPage } from '../../../lib/newest-page';
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
  const { rows, total } = await newestFirstPage(db, auditLog, where, q);
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
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}
