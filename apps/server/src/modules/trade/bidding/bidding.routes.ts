import { z } from 'zod';
import {
  CONSOLE_AREAS,
  biddingAcceptBody,
  biddingAwardBody,
  biddingAwardResult,
  biddingDetail,
  biddingId,
  biddingListBody,
  biddingPage,
  biddingPublishBody,
  biddingQuoteBody,
} from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer, requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import type { BiddingService } from './bidding.service';

/** A bidding by its id (body or query), and what a quote answers. */
export const biddingIdInput = z.object({ id: biddingId });
export const quoteResult = z.object({ quoteId: z.number().int() });

/** Buyer calls under /api/bidding and operator calls under /api/admin/bidding. */
export function biddingRoutes(app: App, deps: { bidding: BiddingService }) {
  const { bidding } = deps;
  const buyerCall = guardedRoutes(requireBuyer, 'bidding');

  app.post(
    '/api/bidding/publish',
    buyerCall.withBody(
      '发布竞价单',
      biddingPublishBody,
      z.object({ id: z.number().int(), biddingNo: z.string() }),
    ),
    async (request) => ok(await bidding.publish(currentBuyer(request).id, request.body), '发布成功'),
  );

  app.post(
    '/api/bidding/list',
    buyerCall.withBody('我的竞价', biddingListBody, biddingPage),
    async (request) => ok(await bidding.list(currentBuyer(request).id, request.body)),
  );

  app.get(
    '/api/bidding/detail',
    buyerCall.withQuery('竞价单详情（含报价）', biddingIdInput, biddingDetail),
    async (request) => ok(await bidding.detail(currentBuyer(request).id, request.query.id)),
  );

  app.post(
    '/api/bidding/accept',
    buyerCall.withBody(
      '接受报价并生成订单',
      biddingAcceptBody,
      z.object({ orderNo: z.string(), requestNo: z.string().nullable() }),
    ),
    async (request) =>
      ok(await bidding.accept(currentBuyer(request).id, request.body), '已接受报价，订单已生成'),
  );

  app.post(
    '/api/bidding/award',
    buyerCall.withBody(
      '比价选标：按明细选择中标报价，每个中标供应商生成一个订单',
      biddingAwardBody,
      biddingAwardResult,
    ),
    async (request) => {
      const result = await bidding.award(currentBuyer(request).id, request.body);
      return ok(result, result.requestNo ? '已提交审批' : '已选标，订单已生成');
    },
  );

  app.post(
    '/api/bidding/cancel',
    buyerCall.withBody('取消竞价单', biddingIdInput, z.null()),
    async (request) => {
      await bidding.cancel(currentBuyer(request).id, request.body.id);
      return ok(null, '已取消');
    },
  );

  const operatorCall = guardedRoutes(requireOperator(CONSOLE_AREAS.biddings), 'bidding');
  app.post(
    '/api/admin/bidding/list',
    operatorCall.withBody('竞价单列表（运营）', biddingListBody, biddingPage),
    async (request) => ok(await bidding.list(null, request.body)),
  );

  app.get(
    '/api/admin/bidding/detail',
    operatorCall.withQuery('竞价单详情（运营）', biddingIdInput, biddingDetail),
    async (request) => ok(await bidding.detail(null, request.query.id)),
  );

  app.post(
    '/api/admin/bidding/quote',
    operatorCall.withBody('对竞价单报价（运营）', biddingQuoteBody, quoteResult),
    async (request) => ok(await bidding.quote(auditActor(request), request.body), '报价成功'),
  );
}
