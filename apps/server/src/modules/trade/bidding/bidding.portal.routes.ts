import { z } from 'zod';
import {
  portalBiddingDetail,
  portalBiddingListBody,
  portalBiddingPage,
  portalQuoteBody,
  portalQuoteSku,
} from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { merchantActor, type PortalGuard } from '../../identity/auth';
import { biddingIdInput, quoteResult } from './bidding.routes';
import type { BiddingService } from './bidding.service';

/**
 * The portal's bidding calls (/api/portal/bidding, roles 店铺管理员 / 商品): requests the shop was invited
 * to, and its own quote. Another shop's request (not invited) answers 404 like an unknown one; no call shows
 * another supplier's quote, nor how many there are.
 */
export function portalBiddingRoutes(app: App, deps: { bidding: BiddingService; guard: PortalGuard }) {
  const { bidding, guard } = deps;
  const base = '/api/portal/bidding';
  const areaCall = guardedRoutes(guard.area('bidding').onRequest, 'portal');
  app.post(
    `${base}/list`,
    areaCall.withBody('受邀竞价单', portalBiddingListBody, portalBiddingPage),
    async (request) => ok(await bidding.portalList(guard.caller(request).merchantId, request.body)),
  );
  app.post(
    `${base}/detail`,
    areaCall.withBody('竞价单详情与本店报价', biddingIdInput, portalBiddingDetail),
    async (request) => ok(await bidding.portalDetail(guard.caller(request).merchantId, request.body.id)),
  );
  app.post(
    `${base}/skus`,
    areaCall.withBody(
      '可用于报价的本店商品规格（审核通过）',
      z.object({ keyword: z.string().trim().max(60).optional().default('') }),
      z.array(portalQuoteSku),
    ),
    async (request) => ok(await bidding.portalSkus(guard.caller(request).merchantId, request.body.keyword)),
  );
  app.post(
    `${base}/quote`,
    areaCall.withBody('提交或修改本店报价（截止前可修改）', portalQuoteBody, quoteResult),
    async (request) => {
      const c = guard.caller(request);
      return ok(
        await bidding.portalQuote(c.merchantId, merchantActor(c, request.ip), request.body),
        '报价已提交',
      );
    },
  );
}
