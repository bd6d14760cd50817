import {
  areaQuery,
  categoryPath,
  categoryPathParams,
  firstCategoryPage,
  firstCategoryParams,
} from '@mall/shared';
import { sendCachedBody } from '../../../lib/cache';
import { okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import type { CategoryService } from './category.service';

export function categoryRoutes(app: App, deps: { categories: CategoryService }) {
  const { categories } = deps;

  app.get(
    '/api/category/first/:firstCategoryId',
    {
      schema: {
        tags: ['catalogue'],
        summary: '一级分类页：二级分组、三级子分类与各组热销商品',
        params: firstCategoryParams,
        querystring: areaQuery,
        response: okSchema(firstCategoryPage),
      },
    },
    async (request, reply) =>
      sendCachedBody(
        reply,
        await categories.firstPageBody(request.params.firstCategoryId, request.query.areaCode),
      ),
  );

  app.get(
    '/api/category/path/:categoryId',
    {
      schema: {
        tags: ['catalogue'],
        summary: '分类路径（面包屑）、同级分类与子分类',
        params: categoryPathParams,
        response: okSchema(categoryPath),
      },
    },
    async (request, reply) => sendCachedBody(reply, await categories.pathBody(request.params.categoryId)),
  );
}
