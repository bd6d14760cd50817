import {
  CONSOLE_AREAS,
  adminAfsListBody,
  adminAfsPage,
  afsDetail,
  afsNoBody,
  afsNoteBody,
  afsRefundBody,
  afsRejectBody,
  afsShipBody,
} from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes, type Audience } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor, type AuditActor } from '../../platform/audit';
import type { AfsAdmin } from './afs.admin';

/**
 * The handling of after-sales requests (list, detail, approve, reject, confirm the return, ship an
 * exchange), registered once for operators (/api/admin/afs, every request) and once for the merchant portal
 * (/api/portal/afs, the requests of the caller's shop's orders; another shop's answers 404).
 */
export function afsHandlingRoutes(
  app: App,
  deps: { afs: AfsAdmin } & Audience<{ actor: AuditActor; merchantId?: number }>,
) {
  const { afs, base, scope } = deps;
  const opts = deps.call.withBody;
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
export function adminAfsRoutes(app: App, deps: { afs: AfsAdmin }) {
  const { afs } = deps;
  afsHandlingRoutes(app, {
    afs,
    base: '/api/admin/afs',
    call: guardedRoutes(requireOperator(CONSOLE_AREAS.afs), 'admin-afs'),
    scope: (request) => ({ actor: auditActor(request) }),
  });
  app.post(
    '/api/admin/afs/refund',
    guardedRoutes(requireOperator(CONSOLE_AREAS.refunds), 'admin-afs').withBody(
      '退款（在线支付原路退回，线下记录）',
      afsRefundBody,
      afsDetail,
    ),
    async (request) => ok(await afs.refund(auditActor(request), request.body), '退款成功'),
  );
}
