import { z } from 'zod';
import { sceneCategoryNode, sceneCategoryParams } from '@mall/shared';
import { ok, okSchema } from '../../lib/reply';
import type { App } from '../../lib/types';
import type { SceneService } from './scene.service';

export function sceneRoutes(app: App, deps: { scenes: SceneService }) {
  app.get(
    '/api/scene-category/:categoryId',
    {
      schema: {
        tags: ['scene'],
        summary: '场景分类：0 返回一级场景及其子场景，其他编号返回该场景的子场景',
        params: sceneCategoryParams,
        response: okSchema(z.array(sceneCategoryNode)),
      },
    },
    async (request) => ok(await deps.scenes.getChildren(request.params.categoryId)),
  );
}
