import { productSearchBody, productSearchResult, searchTips, searchTipsBody } from '@mall/shared';
import { sendCachedBody, sendPrivateJson } from '../../../lib/cache';
import { ok } from '../../../lib/reply';
import { publicRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { optionalBuyer } from '../../../plugins/auth';
import { sendSpliced } from '../pricing';
import type { ProductSearchService } from './search.service';

const open = publicRoutes('catalogue');

export function searchRoutes(app: App, deps: { search: ProductSearchService }) {
  const { search } = deps;

  app.post(
    '/api/product/search',
    open.withBody(
      '商品筛选与搜索（分类、品牌、属性、价格、有货、场景、排序、分页；分面计数不受自身筛选影响）',
      productSearchBody,
      productSearchResult,
    ),
    async (request, reply) => {
      const answer = await search.searchReply(request.body, optionalBuyer(request)?.id ?? null);
      if ('shared' in answer) return sendCachedBody(reply, answer.shared);
      return 'own' in answer ? sendPrivateJson(reply, answer.own) : sendSpliced(reply, answer.spliced);
    },
  );

  app.post(
    '/api/brand/getProductSearchTips',
    open.withBody(
      '搜索联想词（商品词、品牌、分类、拼音全拼与首字母；最多 10 条）',
      searchTipsBody,
      searchTips,
    ),
    async (request) => {
      const { keyword, areaCode } = request.body;
      return ok(await search.suggestFor(keyword, areaCode, optionalBuyer(request)?.id ?? null));
    },
  );
}
