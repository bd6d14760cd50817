import type { z } from 'zod';
import {
  CONSOLE_AREAS,
  adminAfsListBody,
  adminAfsPage,
  afsApplyBody,
  afsApplyInfo,
  afsDetail,
  afsListBody,
  afsNoBody,
  afsNoteBody,
  afsOrderBody,
  afsPage,
  afsRefundBody,
  afsRejectBody,
  afsShipBody,
} from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { currentBuyer, requireBuyer, requireOperator } from '../../../plugins/auth';
import { auditActor, type AuditActor } from '../../platform/audit';
import type { AfsService } from './afs.service';

const security = [{ bearer: [] }];
/** Customer service handles after-sales; finance may also refund (超级管理员 always passes). */

/** Buyer after-sales calls (/api/afs/…), scoped to the signed-in buyer. */
export function afsRoutes(app: App, deps: { afs: AfsService }) {
  const { afs } = deps;
  const tags = ['afs'];
  const opts = <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, response: R) => ({
    onRequest: requireBuyer,
    schema: { tags, security, summary, body, response: okSchema(response) },
  });
  app.post('/api/afs/applyInfo', opts('可申请售后的订单商品', afsOrderBody, afsApplyInfo), async (request) =>
    ok(await afs.applyInfo(currentBuyer(request).id, request.body.orderNo)),
  );
  app.post(
    '/api/afs/apply',
    opts('申请售后（仅退款 / 退货退款 / 换货，最多 5 张图片）', afsApplyBody, afsDetail),
    async (request) => ok(await afs.apply(currentBuyer(request).id, request.body), '售后申请已提交'),
  );
  app.post('/api/afs/list', opts('我的售后', afsListBody, afsPage), async (request) =>
    ok(await afs.list(currentBuyer(request).id, request.body)),
  );
  app.post('/api/afs/detail', opts('售后详情（含进度）', afsNoBody, afsDetail), async (request) =>
    ok(await afs.detail({ afsNo: request.body.afsNo, userId: currentBuyer(request).id })),
  );
  app.post('/api/afs/cancel', opts('取消售后申请（待审核时）', afsNoBody, afsDetail), async (request) =>
    ok(await afs.cancel(currentBuyer(request).id, request.body.afsNo), '已取消'),
  );
  app.post('/api/afs/shipReturn', opts('填写退货物流', afsShipBody, afsDetail), async (request) =>
    ok(await afs.shipReturn(currentBuyer(request).id, request.body), '已提交'),
  );
}

/**
 * The handling of after-sales requests (list, detail, approve, reject, confirm the return, ship an
 * exchange), registered once for operators (/api/admin/afs, every request) and once for the merchant portal
 * (/api/portal/afs, the requests of the caller's shop's orders; another shop's answers 404).
 */
export function afsHandlingRoutes(
  app: App,
  deps: {
    afs: AfsService;
    base: string;
    tags: string[];
    onRequest: onRequestHookHandler;
    /** The caller as audited, and the shop the calls are scoped to (undefined: operators, every request). */
    scope: (request: FastifyRequest) => { actor: AuditActor; merchantId?: number };
  },
) {
  const { afs, base, tags, scope } = deps;
  const opts = <B extends z.ZodType, R extends z.ZodType>(summary: string, body: B, response: R) => ({
    onRequest: deps.onRequest,
    schema: { tags, security, summary, body, response: okSchema(response) },
  });
  app.post(`${base}/list`, opts('售后单列表', adminAfsListBody, adminAfsPage), async (request) =>
    ok(await afs.adminList(request.body, scope(request).merchantId)),
  );
  app.post(`${base}/detail`, opts('售后单详情', afsNoBody, afsDetail), async (request) =>
    ok(await afs.detail({ afsNo: request.body.afsNo, merchantId: scope(request).merchantId })),
  );
  app.post(`${base}/approve`, opts('审核通过', afsNoteBody, afsDetail), async (request) => {
    const { actor, merchantId } = scope(request);
    return ok(await afs.approve(actor, request.body.afsNo, request.body.note, merchantId), '已通过');
  });
  app.post(`${base}/reject`, opts('驳回售后申请', afsRejectBody, afsDetail), async (request) => {
    const { actor, merchantId } = scope(request);
    return ok(await afs.reject(actor, request.body.afsNo, request.body.reason, merchantId), '已驳回');
  });
  app.post(`${base}/confirmReturn`, opts('确认收到退货', afsNoteBody, afsDetail), async (request) => {
    const { actor, merchantId } = scope(request);
    return ok(await afs.confirmReturn(actor, request.body.afsNo, request.body.note, merchantId), '已确认');
  });
  app.post(`${base}/shipExchange`, opts('发出换货商品', afsShipBody, afsDetail), async (request) => {
    const { actor, merchantId } = scope(request);
    return ok(await afs.shipExchange(actor, request.body, merchantId), '已发货');
  });
}

/** Operator after-sales calls under /api/admin/afs; the refund stays the platform's (it holds the money). */
export function adminAfsRoutes(app: App, deps: { afs: AfsService }) {
  const { afs } = deps;
  const tags = ['admin-afs'];
  afsHandlingRoutes(app, {
    afs,
    base: '/api/admin/afs',
    tags,
    onRequest: requireOperator(CONSOLE_AREAS.afs),
    scope: (request) => ({ actor: auditActor(request) }),
  });
  app.post(
    '/api/admin/afs/refund',
    {
      onRequest: requireOperator(CONSOLE_AREAS.refunds),
      schema: {
        tags,
        security,
        summary: '退款（在线支付原路退回，线下记录）',
        body: afsRefundBody,
        response: okSchema(afsDetail),
      },
    },
    async (request) => ok(await afs.refund(auditActor(request), request.body), '退款成功'),
  );
}
