import { z } from 'zod';
import {
  CONSOLE_AREAS,
  settlement,
  settlementDetail,
  settlementGenerateBody,
  settlementId,
  settlementListBody,
  settlementPage,
  settlementPayBody,
} from '@mall/shared';
import type { FastifyReply } from 'fastify';
import { sendDownload } from '../../../lib/download';
import { ok } from '../../../lib/reply';
import { described, guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import { merchantActor, type PortalGuard } from '../../identity/auth';
import type { SettlementService } from './settlement.service';

const idBody = z.object({ id: settlementId });
const FILE_NOTE =
  '成功时返回 application/vnd.openxmlformats-officedocument.spreadsheetml.sheet 文件（附件名 结算单-{结算单号}.xlsx），失败时返回 {code,msg,data} JSON。';

function sendXlsx(reply: FastifyReply, file: { data: Buffer; name: string }) {
  return sendDownload(reply, file.data, { name: file.name, ascii: 'settlement.xlsx' });
}

/** The shop's statements in the portal (/api/portal/settlement, roles 店铺管理员 / 财务). */
export function portalSettlementRoutes(
  app: App,
  deps: { settlements: SettlementService; guard: PortalGuard },
) {
  const { settlements, guard } = deps;
  const base = '/api/portal/settlement';
  const area = guard.area('finance');
  const areaCall = guardedRoutes(area.onRequest, 'portal');
  const shopOf = (request: Parameters<PortalGuard['caller']>[0]) => guard.caller(request).merchantId;
  app.post(
    `${base}/list`,
    areaCall.withBody('本店结算单', settlementListBody, settlementPage),
    async (request) => ok(await settlements.list(shopOf(request), request.body)),
  );
  app.post(`${base}/detail`, areaCall.withBody('结算单明细', idBody, settlementDetail), async (request) =>
    ok(await settlements.detail(shopOf(request), request.body.id)),
  );
  app.post(`${base}/confirm`, areaCall.withBody('确认结算单', idBody, settlement), async (request) => {
    const c = guard.caller(request);
    return ok(
      await settlements.confirm(c.merchantId, request.body.id, merchantActor(c, request.ip)),
      '结算单已确认',
    );
  });
  app.get(
    `${base}/export`,
    described(areaCall.download('导出结算单 .xlsx', { querystring: idBody }), FILE_NOTE),
    async (request, reply) => sendXlsx(reply, await settlements.workbook(shopOf(request), request.query.id)),
  );
}

/** Operators' statements (/api/admin/settlement, area 财务). */
export function adminSettlementRoutes(app: App, deps: { settlements: SettlementService }) {
  const { settlements } = deps;
  const base = '/api/admin/settlement';
  const guardCall = guardedRoutes(requireOperator(CONSOLE_AREAS.settlements), 'settlement');
  app.post(
    `${base}/list`,
    guardCall.withBody('商家结算单', settlementListBody, settlementPage),
    async (request) => ok(await settlements.list(null, request.body)),
  );
  app.post(`${base}/detail`, guardCall.withBody('结算单明细', idBody, settlementDetail), async (request) =>
    ok(await settlements.detail(null, request.body.id)),
  );
  app.post(
    `${base}/generate`,
    guardCall.withBody(
      '生成结算单（某月；待确认的重新生成）',
      settlementGenerateBody,
      z.object({ generated: z.number().int() }),
    ),
    async (request) => {
      const { period, merchantId } = request.body;
      const generated = await settlements.generate(period, merchantId);
      return ok({ generated }, `已生成 ${generated} 张结算单`);
    },
  );
  app.post(
    `${base}/pay`,
    guardCall.withBody('标记结算单已付款', settlementPayBody, settlement),
    async (request) =>
      ok(await settlements.pay(request.body.id, request.body.payRef, auditActor(request)), '已标记付款'),
  );
  app.get(
    `${base}/export`,
    described(guardCall.download('导出结算单 .xlsx', { querystring: idBody }), FILE_NOTE),
    async (request, reply) => sendXlsx(reply, await settlements.workbook(null, request.query.id)),
  );
}
