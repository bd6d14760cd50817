import { z } from 'zod';
import { area, defaultAreaData, region, regionQuery } from '@mall/shared';
import { replyCached } from '../../../lib/cache';
import { ok, okSchema } from '../../../lib/reply';
import type { EphemeralStore } from '../../../lib/store';
import type { App } from '../../../lib/types';
import type { RegionService } from './region.service';

export function regionRoutes(app: App, deps: { regions: RegionService; store: EphemeralStore }) {
  const { regions } = deps;

  app.get(
    '/api/global/getSysRegionLevelList',
    {
      schema: {
        tags: ['area'],
        summary: '销售区域列表（0000 全国 + 各省；hasSpu 表示该区域有在售商品）',
        response: okSchema(z.array(area)),
      },
    },
    async (_request, reply) => replyCached(reply, deps.store, 'areas', 30_000, () => regions.getAreaList()),
  );

  app.post(
    '/api/global/getSysRegion',
    {
      schema: {
        tags: ['area'],
        summary: '下级行政区划（省 → 市 → 区县），parentCode 为 0 时返回省份',
        body: regionQuery.optional().default({ parentCode: '0' }),
        response: okSchema(z.array(region)),
      },
    },
    async (request) => ok(await regions.getChildren(request.body.parentCode)),
  );

  app.get(
    '/api/global/getDefaultArea',
    {
      schema: {
        tags: ['area'],
        summary: '默认销售区域（运营配置的 defaultArea，未配置时为 0000 全国）',
        response: okSchema(defaultAreaData),
      },
    },
    async (_request, reply) =>
      replyCached(reply, deps.store, 'default-area', 30_000, async () => ({
        defaultArea: await regions.getDefaultArea(),
      })),
  );
}
