import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CONSOLE_AREAS,
  adminPunchoutConfig,
  adminPunchoutDocumentDetail,
  adminPunchoutDocumentPage,
  adminPunchoutDocumentsBody,
  adminPunchoutOutbound,
  punchoutCompanyQuery,
  punchoutConfigBody,
  punchoutIdBody,
  punchoutReplay,
  punchoutResendBody,
  punchoutSim,
  punchoutSimOrder,
  punchoutSimOrderBody,
  punchoutSimQuery,
  punchoutSimStart,
  punchoutSimStartBody,
} from '@mall/shared';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import type { PunchoutAdminService } from './punchout-admin';
import type { PunchoutSimulator } from './simulator';
import { escapeHtml } from '../../../lib/html';

const tags = ['admin-punchout'];

const page = (title: string, text: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:sans-serif;max-width:40em;margin:4em auto"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`;

/** 运营后台 → 采购系统对接: set-ups, the document log and replay, what is owed back, and the buyer simulator. */
export function punchoutAdminRoutes(
  app: App,
  deps: { admin: PunchoutAdminService; simulator: PunchoutSimulator },
) {
  const { admin, simulator } = deps;
  const operatorCall = guardedRoutes(requireOperator(CONSOLE_AREAS.buyers), 'admin-punchout');

  app.get(
    '/api/admin/punchout/configs',
    operatorCall.noBody('采购系统对接配置列表', z.array(adminPunchoutConfig)),
    async () => ok(await admin.list()),
  );
  app.post(
    '/api/admin/punchout/config/save',
    operatorCall.withBody(
      '新建 / 修改企业的采购系统对接（共享密钥与密码只写不读）',
      punchoutConfigBody,
      adminPunchoutConfig,
    ),
    async (request) => ok(await admin.save(auditActor(request), request.body), '对接配置已保存'),
  );
  app.post(
    '/api/admin/punchout/documents',
    operatorCall.withBody('对接文档日志', adminPunchoutDocumentsBody, adminPunchoutDocumentPage),
    async (request) => ok(await admin.documents(request.body)),
  );
  app.get(
    '/api/admin/punchout/document',
    operatorCall.withQuery('对接文档详情（含原文）', punchoutIdBody, adminPunchoutDocumentDetail),
    async (request) => ok(await admin.document(request.query.id)),
  );
  app.post(
    '/api/admin/punchout/replay',
    operatorCall.withBody('重放收到的 cXML 请求（订单请求幂等）', punchoutIdBody, punchoutReplay),
    async (request) => ok(await admin.replay(auditActor(request), request.body.id), '已重放'),
  );
  app.get(
    '/api/admin/punchout/outbound',
    operatorCall.withQuery(
      '回传采购系统的订单确认与发货通知',
      punchoutCompanyQuery,
      z.array(adminPunchoutOutbound),
    ),
    async (request) => ok(await admin.outbound(request.query.companyId)),
  );
  app.post(
    '/api/admin/punchout/outbound/resend',
    operatorCall.withBody(
      '重新发送订单确认 / 发货通知',
      punchoutResendBody,
      z.object({ queued: z.number().int() }),
    ),
    async (request) =>
      ok({ queued: await admin.resend(auditActor(request), request.body.ids) }, '已加入发送队列'),
  );

  app.post(
    '/api/admin/punchout/simulator/start',
    operatorCall.withBody('采购系统模拟：开始 cXML / OCI 会话', punchoutSimStartBody, punchoutSimStart),
    async (request) =>
      ok(await simulator.start(request.body.companyId, request.body.protocol, request.body.secret)),
  );
  app.get(
    '/api/admin/punchout/simulator',
    operatorCall.withQuery('采购系统模拟：回传的购物车', punchoutSimQuery, punchoutSim),
    async (request) => ok(await simulator.view(request.query.simId)),
  );
  app.post(
    '/api/admin/punchout/simulator/order',
    operatorCall.withBody(
      '采购系统模拟：用回传的行发送 OrderRequest',
      punchoutSimOrderBody,
      punchoutSimOrder,
    ),
    async (request) => ok(await simulator.order(request.body)),
  );

  // The simulator's BrowserFormPost / HOOK_URL: the member's browser posts the cart here (a form, no token).
  app.register(async (scope: FastifyInstance) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 2 * 1024 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.setErrorHandler((err: FastifyError, request, reply) => {
      const code =
        err instanceof AppError ? err.status : err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
      if (code >= 500) request.log.error({ err }, 'punch-out simulator return failed');
      return reply
        .status(code)
        .type('text/html; charset=utf-8')
        .send(page('采购系统模拟器', code >= 500 ? '服务暂时不可用' : err.message));
    });
    (scope as unknown as App).post(
      '/punchout/sandbox/return/:simId',
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: '采购系统模拟器的回传地址（BrowserFormPost / HOOK_URL）',
          params: punchoutSimQuery,
          body: z.record(z.string(), z.string()),
        },
      },
      async (request, reply) => {
        const sim = await simulator.receive(request.params.simId, request.body);
        return reply
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(
            page(
              '采购系统模拟器已收到购物车',
              `共 ${sim.lines.length} 行，合计 ¥${sim.total}。请回到运营后台的「采购系统模拟」查看并发送订单。`,
            ),
          );
      },
    );
  });
}
