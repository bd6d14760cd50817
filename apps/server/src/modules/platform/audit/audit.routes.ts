import { CONSOLE_AREAS, auditListBody, auditRecordPage } from '@mall/shared';
import type { Db } from '../../../db/client';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { listAudit } from './audit.query';

/** POST /api/admin/audit/list (area audit). */
export function auditRoutes(app: App, deps: { db: Db }) {
  app.post(
    '/api/admin/audit/list',
    {
      onRequest: requireOperator(CONSOLE_AREAS.audit),
      schema: {
        tags: ['admin-audit'],
        security: [{ bearer: [] }],
        summary: '操作日志（按操作人、操作类型前缀、对象、日期筛选；最新在前）',
        body: auditListBody,
        response: okSchema(auditRecordPage),
      },
    },
    async (request) => ok(await listAudit(deps.db, request.body)),
  );
}
