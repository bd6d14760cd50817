import { z } from 'zod';
import { sceneCategoryNode, sceneCategoryParams } from '@mall/shared';
import { replyCached } from '../../../lib/cache';
import { publicRoutes } from '../../../lib/route-options';
import type { EphemeralStore } from '../../../lib/store';
import type { App } from '../../../lib/types';
import type { SceneService } from './scene.service';

export function sceneRoutes(app: App, deps: { scenes: SceneService; store: EphemeralStore }) {
  app.get(
    '/api/scene-category/:categoryId',
    publicRoutes('scene').withInput(
      '场景分类：0 返回一级场景及其子场景，其他编号返回该场景的子场景',
      { params: sceneCategoryParams },
      z.array(sceneCategoryNode),
    ),
    async (request, reply) => {
      const id = request.params.categoryId;
      // Unknown ids throw (404) before anything is cached, so only real zones get keys.
      const children = await deps.scenes.getChildren(id);
      return replyCached(reply, deps.store, `scene:${id}`, 60_000, async () => children);
    },
  );
}
