import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  areaCodeInput,
  homeFloor,
  promotionProduct,
  type HomeFloor,
  type PromotionProduct,
} from '@mall/shared';
import type { DbOrTx } from '../../../db/client';
import { cachedBody, sendCachedBody, type CachedBody } from '../../../lib/cache';
import { ok, okSchema } from '../../../lib/reply';
import type { EphemeralStore } from '../../../lib/store';
import type { App } from '../../../lib/types';
import { optionalBuyer } from '../../../plugins/auth';
import { hiddenProducts } from '../../catalogue/pricing';
import { resolveAreaCode } from '../../catalogue/region';
import type { HomeService } from './home.service';

/**
 * The shared cached body, or for a member whose company pool (商品池) hides some of its products the same
 * answer without them (read now, never cached per company).
 */
async function sendForCaller<T>(
  db: DbOrTx,
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  ids: (data: T) => number[],
  without: (data: T, hidden: ReadonlySet<number>) => T,
) {
  const buyer = optionalBuyer(request);
  if (!buyer) return sendCachedBody(reply, body);
  const { data } = JSON.parse(body.text) as { data: T };
  const hidden = await hiddenProducts(db, buyer.id, ids(data));
  if (!hidden.size) return sendCachedBody(reply, body);
  return reply.header('cache-control', 'private, no-cache').send(ok(without(data, hidden)));
}

/** Floors and hot-sale promotion; both as GET (?areaCode=) and POST ({areaCode}) per the area convention. */
export function homeRoutes(app: App, deps: { home: HomeService; store: EphemeralStore; db: DbOrTx }) {
  const { home, store, db } = deps;
  const TTL = 30_000;
  const floorReply = async (request: FastifyRequest, reply: FastifyReply, code: string) => {
    const area = resolveAreaCode(code);
    const body = await cachedBody(store, `floors:${area}`, TTL, () => home.getFloors(area));
    return sendForCaller<HomeFloor[]>(
      db,
      request,
      reply,
      body,
      (floors) => floors.flatMap((f) => f.manyVOS.flatMap((v) => v.spuListS.map((p) => p.spuId))),
      (floors, hidden) =>
        floors.map((f) => ({
          ...f,
          manyVOS: f.manyVOS.map((v) => ({ ...v, spuListS: v.spuListS.filter((p) => !hidden.has(p.spuId)) })),
        })),
    );
  };
  const promotionReply = async (request: FastifyRequest, reply: FastifyReply, code: string) => {
    const area = resolveAreaCode(code);
    const body = await cachedBody(store, `promotion:${area}`, TTL, () => home.getPromotion(area));
    return sendForCaller<PromotionProduct[]>(
      db,
      request,
      reply,
      body,
      (list) => list.map((p) => p.id),
      (list, hidden) => list.filter((p) => !hidden.has(p.id)),
    );
  };
  const floors = {
    tags: ['home'],
    summary: '首页楼层（5 层；每层最多 8 个分类、5 个标签、每标签 8 个商品）',
  };
  const promotion = { tags: ['home'], summary: '热销推荐商品（按销量，限所选销售区域）' };

  app.get(
    '/api/home/index/getFloorList',
    { schema: { ...floors, querystring: areaCodeInput, response: okSchema(z.array(homeFloor)) } },
    async (request, reply) => floorReply(request, reply, request.query.areaCode),
  );
  app.post(
    '/api/home/index/getFloorList',
    { schema: { ...floors, body: areaCodeInput, response: okSchema(z.array(homeFloor)) } },
    async (request, reply) => floorReply(request, reply, request.body.areaCode),
  );
  app.get(
    '/api/home/index/getPromotionList',
    { schema: { ...promotion, querystring: areaCodeInput, response: okSchema(z.array(promotionProduct)) } },
    async (request, reply) => promotionReply(request, reply, request.query.areaCode),
  );
  app.post(
    '/api/home/index/getPromotionList',
    { schema: { ...promotion, body: areaCodeInput, response: okSchema(z.array(promotionProduct)) } },
    async (request, reply) => promotionReply(request, reply, request.body.areaCode),
  );
}
