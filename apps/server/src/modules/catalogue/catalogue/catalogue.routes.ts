import { z } from 'zod';
import { categoryListBody, categoryNode } from '@mall/shared';
import { replyCached } from '../../../lib/cache';
import { ok } from '../../../lib/reply';
import { publicRoutes } from '../../../lib/route-options';
import type { EphemeralStore } from '../../../lib/store';
import type { App } from '../../../lib/types';
import type { CatalogueService } from './catalogue.service';

export function catalogueRoutes(app: App, deps: { catalogue: CatalogueService; store: EphemeralStore }) {
  const { catalogue } = deps;

  app.post(
    '/api/home/categories/getCategoryList',
    publicRoutes('catalogue').withBody(
      '商品分类树（三级；左侧分类菜单）。可传 parentId 只取其下级',
      categoryListBody,
      z.array(categoryNode),
    ),
    async (request, reply) => {
      const parentId = request.body.parentId ?? 0;
      if (parentId !== 0) return ok(await catalogue.getSubtree(parentId));
      return replyCached(reply, deps.store, 'categories', 60_000, () => catalogue.getCategoryTree());
    },
  );
}
