import { productSearchBody, productSearchResult, searchTips, searchTipsBody } from '@mall/shared';
import { sendCachedBody, sendPrivateJson } from '../../../lib/cache';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { optionalBuyer } from '../../../plugins/auth';
import { sendSpliced } from '../pricing';
import type { ProductSearchService } from './search.service';

export function searchRoutes(app: App, deps: { search: ProductSearchService }) {
  const { search } = deps;

  app.post(
    '/api/product/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: '商品筛选与搜索（分类、品牌、属性、价格、有货、场景、排序、分页；分面计数不受自身筛选影响）',
        body: productSearchBody,
        response: okSchema(productSearchResult),
      },
    },
    async (request, reply) => {
      const answer = await search.searchReply(request.body, optionalBuyer(request)?.id ?? null);
      if ('shared' in answer) return sendCachedBody(reply, answer.shared);
      return 'own' in answer ? sendPrivateJson(reply, answer.own) : sendSpliced(reply, answer.spliced);
    },
  );

  app.post(
    '/api/brand/getProductSearchTips',
    {
      schema: {
        tags: ['catalogue'],
        summary: '搜索联想词（商品词、品牌、分类、拼音全拼与首字母；最多 10 条）',
        body: searchTipsBody,
        response: okSchema(searchTips),
      },
    },
    async (request) =>
      ok(
        await search.suggestFor(
          request.body.keyword,
          request.body.areaCode,
          optionalBuyer(request)?.id ?? null,
        ),
      ),
  );
}
