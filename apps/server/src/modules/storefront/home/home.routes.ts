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
import { ok } from '../../../lib/reply';
import { publicRoutes } from '../../../lib/route-options';
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
  const open = publicRoutes('home');

  /**
   * Registers `path` both ways: the area's answer of `load`, cached per area under `key`, less what the
   * caller's company pool hides (`ids` are the products an answer shows, `without` drops the hidden ones).
   */
  function areaRoutes<T>(
    path: string,
    spec: {
      key: string;
      summary: string;
      data: z.ZodType<T>;
      load: (area: string) => Promise<T>;
      ids: (data: T) => number[];
      without: (data: T, hidden: ReadonlySet<number>) => T;
    },
  ) {
    const send = async (request: FastifyRequest, reply: FastifyReply, code: string) => {
      const area = resolveAreaCode(code);
      const body = await cachedBody(store, `${spec.key}:${area}`, TTL, () => spec.load(area));
      return sendForCaller(db, request, reply, body, spec.ids, spec.without);
    };
    app.get(path, open.withQuery(spec.summary, areaCodeInput, spec.data), (request, reply) =>
      send(request, reply, request.query.areaCode),
    );
    app.post(path, open.withBody(spec.summary, areaCodeInput, spec.data), (request, reply) =>
      send(request, reply, request.body.areaCode),
    );
  }

  areaRoutes<HomeFloor[]>('/api/home/index/getFloorList', {
    key: 'floors',
    summary: '首页楼层（5 层；每层最多 8 个分类、5 个标签、每标签 8 个商品）',
    data: z.array(homeFloor),
    load: (area) => home.getFloors(area),
    ids: (floors) => floors.flatMap((f) => f.manyVOS.flatMap((v) => v.spuListS.map((p) => p.spuId))),
    without: (floors, hidden) =>
      floors.map((f) => ({
        ...f,
        manyVOS: f.manyVOS.map((v) => ({ ...v, spuListS: v.spuListS.filter((p) => !hidden.has(p.spuId)) })),
      })),
  });
  areaRoutes<PromotionProduct[]>('/api/home/index/getPromotionList', {
    key: 'promotion',
    summary: '热销推荐商品（按销量，限所选销售区域）',
    data: z.array(promotionProduct),
    load: (area) => home.getPromotion(area),
    ids: (list) => list.map((p) => p.id),
    without: (list, hidden) => list.filter((p) => !hidden.has(p.id)),
  });
}
