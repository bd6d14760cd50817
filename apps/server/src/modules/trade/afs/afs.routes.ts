import {
  afsApplyBody,
  afsApplyInfo,
  afsDetail,
  afsListBody,
  afsNoBody,
  afsOrderBody,
  afsPage,
  afsShipBody,
} from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { AfsService } from './afs.buyer';

/** Buyer after-sales calls (/api/afs/…), scoped to the signed-in buyer. */
export function afsRoutes(app: App, deps: { afs: AfsService }) {
  const { afs } = deps;
  const { withBody: opts } = guardedRoutes(requireBuyer, 'afs');
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
