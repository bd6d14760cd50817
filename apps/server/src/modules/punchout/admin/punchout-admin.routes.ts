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
import { guardedRoutes } from '../../../lib/route-options';
import { rateLimited, routeKit } from '../../../lib/route-kit';
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
  const call = routeKit(
    app,
    guardedRoutes(requireOperator(CONSOLE_AREAS.buyers), 'admin-punchout'),
    auditActor,
  );

  call.get('/api/admin/punchout/configs', '采购系统对接配置列表', z.array(adminPunchoutConfig), () =>
    admin.list(),
  );
  call.post(
    '/api/admin/punchout/config/save',
    '新建 / 修改企业的采购系统对接（共享密钥与密码只写不读）',
    punchoutConfigBody,
    adminPunchoutConfig,
    (actor, body) => admin.save(actor, body),
    '对接配置已保存',
  );
  call.post(
    '/api/admin/punchout/documents',
    '对接文档日志',
    adminPunchoutDocumentsBody,
    adminPunchoutDocumentPage,
    (_, body) => admin.documents(body),
  );
  call.query(
    '/api/admin/punchout/document',
    '对接文档详情（含原文）',
    punchoutIdBody,
    adminPunchoutDocumentDetail,
    (_, query) => admin.document(query.id),
  );
  call.post(
    '/api/admin/punchout/replay',
    '重放收到的 cXML 请求（订单请求幂等）',
    punchoutIdBody,
    punchoutReplay,
    (actor, body) => admin.replay(actor, body.id),
    '已重放',
  );
  call.query(
    '/api/admin/punchout/outbound',
    '回传采购系统的订单确认与发货通知',
    punchoutCompanyQuery,
    z.array(adminPunchoutOutbound),
    (_, query) => admin.outbound(query.companyId),
  );
  call.post(
    '/api/admin/punchout/outbound/resend',
    '重新发送订单确认 / 发货通知',
    punchoutResendBody,
    z.object({ queued: z.number().int() }),
    async (actor, body) => ({ queued: await admin.resend(actor, body.ids) }),
    '已加入发送队列',
  );

  call.post(
    '/api/admin/punchout/simulator/start',
    '采购系统模拟：开始 cXML / OCI 会话',
    punchoutSimStartBody,
    punchoutSimStart,
    (_, body) => simulator.start(body.companyId, body.protocol, body.secret),
  );
  call.query(
    '/api/admin/punchout/simulator',
    '采购系统模拟：回传的购物车',
    punchoutSimQuery,
    punchoutSim,
    (_, query) => simulator.view(query.simId),
  );
  call.post(
    '/api/admin/punchout/simulator/order',
    '采购系统模拟：用回传的行发送 OrderRequest',
    punchoutSimOrderBody,
    punchoutSimOrder,
    (_, body) => simulator.order(body),
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
      rateLimited(60, {
        tags,
        summary: '采购系统模拟器的回传地址（BrowserFormPost / HOOK_URL）',
        params: punchoutSimQuery,
        body: z.record(z.string(), z.string()),
      }),
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
