import { sceneZonePage, sceneZoneQuery } from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import type { SceneZoneService } from './scene-zone.service';

export function sceneZoneRoutes(app: App, deps: { sceneZones: SceneZoneService }) {
  app.get(
    '/api/scene-zone',
    {
      schema: {
        tags: ['catalogue'],
        summary: '场景专区页：一级场景及其子场景标签（商品用 /api/product/search 的 sceneId 查询）',
        querystring: sceneZoneQuery,
        response: okSchema(sceneZonePage),
      },
    },
    async (request) => ok(await deps.sceneZones.page(request.query.firstId, request.query.secondId)),
  );
}
