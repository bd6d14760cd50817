import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CONSOLE_AREAS, openDelivery, openWebhook } from '@mall/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireBuyer, requireOperator } from '../../../plugins/auth';
import type { PortalGuard } from '../../identity/auth';
import { auditActor, recordAudit } from '../../platform/audit';
import { companyAppOwner } from '../app';
import { openApps } from '../app/open-app.table';
import type { OpenWebhookService } from './webhooks';

const tag = '开放平台 · 消息推送';
const id = z.coerce.number({ error: '编号应为整数' }).int().positive().max(Number.MAX_SAFE_INTEGER);
const appParams = z.object({ id });
const hookParams = z.object({ id, webhookId: id });
const deliveryParams = z.object({ id, deliveryId: id });
const before = z.object({ before: id.optional() });

type Side = 'company' | 'admin' | 'portal';
const BASE: Record<Side, string> = {
  company: '/api/company/open-apps',
  admin: '/api/admin/open-apps',
  portal: '/api/portal/open-apps',
};
const WHO: Record<Side, string> = { company: '企业管理员', admin: '运营', portal: '店铺管理员' };

/**
 * The endpoints of an app and their delivery logs as people see them: the company's 管理员 in 企业采购 → 开放接口
 * (its own apps), a shop's 店铺管理员 in 商家后台 → 开放接口 (the shop's apps; the same calls and answers under
 * /api/portal), operators in 运营后台 → 开放平台应用 (any app; a replay is audited). Another owner's app is
 * not found. The app itself manages its endpoints through /open/v1/webhooks.
 */
export function webhookViewRoutes(
  app: App,
  deps: { db: Db; webhooks: OpenWebhookService; guard: PortalGuard },
): void {
  const { db, webhooks, guard } = deps;

  /** The app, when it is the owner's (a company or a shop). */
  const ownApp = async (owner: { kind: string; id: number }, appId: number) => {
    const [row] = await db
      .select({ id: openApps.id })
      .from(openApps)
      .where(and(eq(openApps.id, appId), eq(openApps.ownerKind, owner.kind), eq(openApps.ownerId, owner.id)));
    if (!row) throw notFound('应用不存在');
    return row.id;
  };
  const anyApp = async (appId: number) => {
    const [row] = await db.select({ id: openApps.id }).from(openApps).where(eq(openApps.id, appId));
    if (!row) throw notFound('应用不存在');
    return row.id;
  };
  const guards: Record<Side, onRequestHookHandler> = {
    company: requireBuyer,
    admin: requireOperator(CONSOLE_AREAS.buyers),
    portal: guard.area('shop').onRequest,
  };
  const apps: Record<Side, (request: FastifyRequest, appId: number) => Promise<number>> = {
    company: async (request, appId) => ownApp((await companyAppOwner(db, request)).owner, appId),
    admin: (_request, appId) => anyApp(appId),
    portal: (request, appId) => ownApp({ kind: 'shop', id: guard.caller(request).merchantId }, appId),
  };

  for (const side of ['company', 'admin', 'portal'] as const) {
    const base = BASE[side];
    const call = guardedRoutes(guards[side], tag);
    const who = WHO[side];
    const appOf = apps[side];

    app.get(
      `${base}/:id/webhooks`,
      call.withInput(`应用的推送地址（${who}）`, { params: appParams }, z.array(openWebhook)),
      async (request) => ok(await webhooks.list(await appOf(request, request.params.id))),
    );

    app.get(
      `${base}/:id/webhooks/:webhookId/deliveries`,
      call.withInput(
        `推送记录：状态、尝试次数、最后应答与耗时（${who}；每页 50 条）`,
        { params: hookParams, querystring: before },
        z.array(openDelivery),
      ),
      async (request) =>
        ok(
          await webhooks.deliveries(
            await appOf(request, request.params.id),
            request.params.webhookId,
            request.query.before,
          ),
        ),
    );

    app.post(
      `${base}/:id/deliveries/:deliveryId/replay`,
      call.withInput(`重新推送一条消息（${who}）`, { params: deliveryParams }, z.null()),
      async (request) => {
        const appId = await appOf(request, request.params.id);
        await webhooks.replay(appId, request.params.deliveryId);
        if (side === 'admin')
          await recordAudit(db, auditActor(request), {
            action: '重新推送开放平台消息',
            targetType: 'open_delivery',
            targetId: request.params.deliveryId,
          });
        return ok(null, '已重新推送');
      },
    );

    app.post(
      `${base}/:id/webhooks/:webhookId/enable`,
      call.withInput(`重新启用推送地址（${who}）`, { params: hookParams }, openWebhook),
      async (request) =>
        ok(
          await webhooks.enable(await appOf(request, request.params.id), request.params.webhookId),
          '推送地址已启用',
        ),
    );
  }
}
