import { brandList, brandListBody, shopList, shopListBody } from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { optionalBuyer } from '../../../plugins/auth';
import type { BrandService } from './brand.service';

export function brandRoutes(app: App, deps: { brands: BrandService }) {
  const { brands } = deps;

  app.post(
    '/api/brand/getBrandList',
    {
      schema: {
        tags: ['catalogue'],
        summary: '品牌墙（按首字母排序，可按一级分类、首字母筛选）',
        body: brandListBody,
        response: okSchema(brandList),
      },
    },
    async (request) => ok(await brands.brandList(request.body)),
  );

  app.post(
    '/api/brand/getShopList',
    {
      schema: {
        tags: ['catalogue'],
        summary: '品牌页：品牌信息及其商品（与商品筛选同一筛选面板与返回结构）',
        body: shopListBody,
        response: okSchema(shopList),
      },
    },
    async (request) => ok(await brands.shopList(request.body, optionalBuyer(request)?.id ?? null)),
  );
}
