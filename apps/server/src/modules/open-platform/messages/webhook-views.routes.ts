import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CONSOLE_AREAS, openDelivery, openWebhook } from '@mall/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { requireBuyer, requireOperator } from '../../../plugins/auth';
import { auditActor, recordAudit } from '../../platform/audit';
import { companyAppOwner } from '../app';
import { openApps } from '../app/open-app.table';
import type { OpenWebhookService } from './webhooks';

const tags = ['开放平台 · 消息推送'];
const security = [{ bearer: [] }];
const id = z.coerce.number({ error: '编号应为整数' }).int().positive().max(Number.MAX_SAFE_INTEGER);
const appParams = z.object({ id });
const hookParams = z.object({ id, webhookId: id });
const deliveryParams = z.object({ id, deliveryId: id });
const before = z.object({ before: id.optional() });

/**
 * The endpoints of an app and their delivery logs as people see them: the company's 管理员 in 企业采购 → 开放接口
 * (its own apps), operators in 运营后台 → 开放平台应用 (any app; a replay is audited). The app itself manages
 * its endpoints through /open/v1/webhooks.
 */
export function webhookViewRoutes(app: App, deps: { db: Db; webhooks: OpenWebhookService }): void {
  const { db, webhooks } = deps;

  /** The app, when it is the caller's company's. */
  const companyApp = async (request: Parameters<typeof companyAppOwner>[1], appId: number) => {
    const { owner } = await companyAppOwner(db, request);
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

  for (const side of ['company', 'admin'] as const) {
    const base = side === 'company' ? '/api/company/open-apps' : '/api/admin/open-apps';
    const onRequest = side === 'company' ? requireBuyer : requireOperator(CONSOLE_AREAS.buyers);
    const who = side === 'company' ? '企业管理员' : '运营';
    const appOf = (request: Parameters<typeof companyAppOwner>[1], appId: number) =>
      side === 'company' ? companyApp(request, appId) : anyApp(appId);

    app.get(
      `${base}/:id/webhooks`,
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: `应用的推送地址（${who}）`,
          params: appParams,
          response: okSchema(z.array(openWebhook)),
        },
      },
      async (request) => ok(await webhooks.list(await appOf(request, request.params.id))),
    );

    app.get(
      `${base}/:id/webhooks/:webhookId/deliveries`,
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: `推送记录：状态、尝试次数、最后应答与耗时（${who}；每页 50 条）`,
          params: hookParams,
          querystring: before,
          response: okSchema(z.array(openDelivery)),
        },
      },
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
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: `重新推送一条消息（${who}）`,
          params: deliveryParams,
          response: okSchema(z.null()),
        },
      },
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
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: `重新启用推送地址（${who}）`,
          params: hookParams,
          response: okSchema(openWebhook),
        },
      },
      async (request) =>
        ok(
          await webhooks.enable(await appOf(request, request.params.id), request.params.webhookId),
          '推送地址已启用',
        ),
    );
  }
}
