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
import { guardedRoutes } from '../../../lib/route-options';
import { routeKit } from '../../../lib/route-kit';
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
  const buyer = routeKit(app, guardedRoutes(requireBuyer, 'bidding'), (request) => currentBuyer(request).id);

  buyer.post(
    '/api/bidding/publish',
    '发布竞价单',
    biddingPublishBody,
    z.object({ id: z.number().int(), biddingNo: z.string() }),
    (id, body) => bidding.publish(id, body),
    '发布成功',
  );
  buyer.post('/api/bidding/list', '我的竞价', biddingListBody, biddingPage, (id, body) =>
    bidding.list(id, body),
  );
  buyer.query('/api/bidding/detail', '竞价单详情（含报价）', biddingIdInput, biddingDetail, (id, query) =>
    bidding.detail(id, query.id),
  );
  buyer.post(
    '/api/bidding/accept',
    '接受报价并生成订单',
    biddingAcceptBody,
    z.object({ orderNo: z.string(), requestNo: z.string().nullable() }),
    (id, body) => bidding.accept(id, body),
    '已接受报价，订单已生成',
  );
  buyer.post(
    '/api/bidding/award',
    '比价选标：按明细选择中标报价，每个中标供应商生成一个订单',
    biddingAwardBody,
    biddingAwardResult,
    (id, body) => bidding.award(id, body),
    (result) => (result.requestNo ? '已提交审批' : '已选标，订单已生成'),
  );
  buyer.post(
    '/api/bidding/cancel',
    '取消竞价单',
    biddingIdInput,
    z.null(),
    async (id, body) => {
      await bidding.cancel(id, body.id);
      return null;
    },
    '已取消',
  );

  const operator = routeKit(
    app,
    guardedRoutes(requireOperator(CONSOLE_AREAS.biddings), 'bidding'),
    auditActor,
  );
  operator.post('/api/admin/bidding/list', '竞价单列表（运营）', biddingListBody, biddingPage, (_, body) =>
    bidding.list(null, body),
  );
  operator.query(
    '/api/admin/bidding/detail',
    '竞价单详情（运营）',
    biddingIdInput,
    biddingDetail,
    (_, query) => bidding.detail(null, query.id),
  );
  operator.post(
    '/api/admin/bidding/quote',
    '对竞价单报价（运营）',
    biddingQuoteBody,
    quoteResult,
    (actor, body) => bidding.quote(actor, body),
    '报价成功',
  );
}
