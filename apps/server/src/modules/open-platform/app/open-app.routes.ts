import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CONSOLE_AREAS, openApp, openAppInput } from '@mall/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import { ok, okSchema } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer, requireOperator } from '../../../plugins/auth';
import { auditActor, recordAudit, type AuditActor } from '../../platform/audit';
import { companyContextOf, requireRole } from '../../identity/company';
import type { AppOwner, OpenAppService } from './open-app.service';
import { ownedAppRoutes } from './owned-app.routes';

const TAG = '开放平台 · 应用管理';
const tags = [TAG];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * The calling 管理员's company as an app owner (a verified company only), and the audit log's actor for the
 * 管理员's writes: named as a shop's staff are (`企业<id>:<username>`), so the console tells them from operators.
 */
export async function companyOwner(
  db: Db,
  request: FastifyRequest,
): Promise<{ owner: AppOwner; userId: number; actor: AuditActor }> {
  const buyer = currentBuyer(request);
  const ctx = requireRole(await companyContextOf(db, buyer.id), '管理员');
  if (ctx.companyStatus !== 2) throw new AppError(403, '企业认证通过后才能使用开放接口');
  const actor = {
    operatorId: buyer.id,
    operatorName: `企业${ctx.companyId}:${buyer.username}`.slice(0, 32),
    role: '企业管理员',
    ip: request.ip,
  };
  return { owner: { kind: 'company', id: ctx.companyId }, userId: buyer.id, actor };
}

/**
 * 企业采购 → 开放接口 (the company's 管理员): register apps, change them, rotate a secret, delete one.
 * 运营后台: every app, suspend and resume. Every write is audited (open_app.*).
 */
export function openAppRoutes(app: App, deps: { db: Db; apps: OpenAppService }): void {
  const { db, apps } = deps;
  ownedAppRoutes(app, {
    apps,
    base: '/api/company/open-apps',
    tag: TAG,
    onRequest: requireBuyer,
    listSummary: '企业的开放接口应用',
    input: openAppInput,
    owner: (request) => companyOwner(db, request),
  });

  const operator = { onRequest: requireOperator(CONSOLE_AREAS.buyers) };
  const operatorCall = guardedRoutes(requireOperator(CONSOLE_AREAS.buyers), TAG);
  app.get(
    '/api/admin/open-apps',
    operatorCall.noBody(
      '开放平台应用（企业与商家）',
      z.array(openApp.extend({ ownerKind: z.string(), ownerName: z.string() })),
    ),
    async () => ok(await apps.listAll()),
  );

  app.post(
    '/api/admin/open-apps/:id/suspend',
    {
      ...operator,
      schema: {
        tags,
        security,
        summary: '停用或恢复应用（停用时其令牌立即失效）',
        params: idParams,
        body: z.object({ suspended: z.boolean({ error: '请说明停用还是恢复' }) }),
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { suspended } = request.body;
      const actor = auditActor(request);
      await db.transaction(async (tx) => {
        if (!(await apps.setSuspended(id, suspended, tx))) throw notFound('应用不存在');
        await recordAudit(tx, actor, {
          action: suspended ? 'open_app.suspend' : 'open_app.resume',
          targetType: 'open_app',
          targetId: id,
          summary: suspended ? '停用开放平台应用' : '恢复开放平台应用',
        });
      });
      return ok(null, suspended ? '应用已停用' : '应用已恢复');
    },
  );
}
