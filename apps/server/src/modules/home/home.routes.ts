import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { areaCodeInput, homeFloor, promotionProduct } from '@mall/shared';
import { replyCached } from '../../lib/cache';
import { okSchema } from '../../lib/reply';
import type { EphemeralStore } from '../../lib/store';
import type { App } from '../../lib/types';
import { resolveAreaCode } from '../region';
import type { HomeService } from './home.service';

/** Floors and hot-sale promotion; both as GET (?areaCode=) and POST ({areaCode}) per the area convention. */
export function homeRoutes(app: App, deps: { home: HomeService; store: EphemeralStore }) {
  const { home, store } = deps;
  const TTL = 30_000;
  const floorReply = (reply: FastifyReply, code: string) => {
    const area = resolveAreaCode(code);
    return replyCached(reply, store, `floors:${area}`, TTL, () => home.getFloors(area));
  };
  const promotionReply = (reply: FastifyReply, code: string) => {
    const area = resolveAreaCode(code);
    return replyCached(reply, store, `promotion:${area}`, TTL, () => home.getPromotion(area));
  };
  const floors = {
    tags: ['home'],
    summary: '首页楼层（5 层；每层最多 8 个分类、5 个标签、每标签 8 个商品）',
  };
  const promotion = { tags: ['home'], summary: '热销推荐商品（按销量，限所选销售区域）' };

  app.get(
    '/api/home/index/getFloorList',
    { schema: { ...floors, querystring: areaCodeInput, response: okSchema(z.array(homeFloor)) } },
    async (request, reply) => floorReply(reply, request.query.areaCode),
  );
  app.post(
    '/api/home/index/getFloorList',
    { schema: { ...floors, body: areaCodeInput, response: okSchema(z.array(homeFloor)) } },
    async (request, reply) => floorReply(reply, request.body.areaCode),
  );
  app.get(
    '/api/home/index/getPromotionList',
    { schema: { ...promotion, querystring: areaCodeInput, response: okSchema(z.array(promotionProduct)) } },
    async (request, reply) => promotionReply(reply, request.query.areaCode),
  );
  app.post(
    '/api/home/index/getPromotionList',
    { schema: { ...promotion, body: areaCodeInput, response: okSchema(z.array(promotionProduct)) } },
    async (request, reply) => promotionReply(reply, request.body.areaCode),
  );
}
