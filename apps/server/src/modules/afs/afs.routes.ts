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
import { ok, okSchema } from '../../lib/reply';
import type { App } from '../../lib/types';
import { currentBuyer, requireBuyer, requireOperator } from '../../plugins/auth';
import { auditActor } from '../audit';
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

/** Operator after-sales calls under /api/admin/afs. */
export function adminAfsRoutes(app: App, deps: { afs: AfsService }) {
  const { afs } = deps;
  const tags = ['admin-afs'];
  const opts = <B extends z.ZodType, R extends z.ZodType>(
    summary: string,
    body: B,
    response: R,
    roles: readonly string[] = CONSOLE_AREAS.afs,
  ) => ({
    onRequest: requireOperator(roles),
    schema: { tags, security, summary, body, response: okSchema(response) },
  });
  app.post('/api/admin/afs/list', opts('售后单列表', adminAfsListBody, adminAfsPage), async (request) =>
    ok(await afs.adminList(request.body)),
  );
  app.post('/api/admin/afs/detail', opts('售后单详情', afsNoBody, afsDetail), async (request) =>
    ok(await afs.detail({ afsNo: request.body.afsNo })),
  );
  app.post('/api/admin/afs/approve', opts('审核通过', afsNoteBody, afsDetail), async (request) =>
    ok(await afs.approve(auditActor(request), request.body.afsNo, request.body.note), '已通过'),
  );
  app.post('/api/admin/afs/reject', opts('驳回售后申请', afsRejectBody, afsDetail), async (request) =>
    ok(await afs.reject(auditActor(request), request.body.afsNo, request.body.reason), '已驳回'),
  );
  app.post('/api/admin/afs/confirmReturn', opts('确认收到退货', afsNoteBody, afsDetail), async (request) =>
    ok(await afs.confirmReturn(auditActor(request), request.body.afsNo, request.body.note), '已确认'),
  );
  app.post(
    '/api/admin/afs/refund',
    opts('退款（在线支付原路退回，线下记录）', afsRefundBody, afsDetail, CONSOLE_AREAS.refunds),
    async (request) => ok(await afs.refund(auditActor(request), request.body), '退款成功'),
  );
  app.post('/api/admin/afs/shipExchange', opts('发出换货商品', afsShipBody, afsDetail), async (request) =>
    ok(await afs.shipExchange(auditActor(request), request.body), '已发货'),
  );
}
