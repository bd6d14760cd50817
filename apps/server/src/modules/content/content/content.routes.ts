import { z } from 'zod';
import {
  banner,
  helpArticle,
  helpDetailQuery,
  helpGroup,
  hotSearch,
  noticeDetail,
  noticeDetailQuery,
  noticeItem,
  noticeListBody,
  pageOf,
  recordSearchBody,
  sitePage,
} from '@mall/shared';
import { replyCached, sendCachedBody } from '../../../lib/cache';
import { ok, okSchema } from '../../../lib/reply';
import type { EphemeralStore } from '../../../lib/store';
import type { App } from '../../../lib/types';
import type { ContentService } from './content.service';

export function contentRoutes(app: App, deps: { content: ContentService; store: EphemeralStore }) {
  const { content, store } = deps;

  app.get(
    '/api/home/index/getHotSearch',
    { schema: { tags: ['home'], summary: '热门搜索词', response: okSchema(z.array(hotSearch)) } },
    async (_request, reply) => replyCached(reply, store, 'hot', 30_000, () => content.getHotSearch()),
  );

  app.post(
    '/api/home/index/recordSearch',
    {
      schema: {
        tags: ['home'],
        summary: '记录搜索词（登录买家记录用户编号；每个买家或未登录的每个地址每分钟 60 次）',
        body: recordSearchBody,
        response: okSchema(z.null()),
      },
      // Each call writes a row: a bounded number per buyer, or per address for visitors. A company's buyers
      // behind one address each keep their own 60 (their searches go into their history).
      config: {
        rateLimit: {
          max: 60,
          timeWindow: 60_000,
          keyGenerator: (request) =>
            request.user?.kind === 'buyer' ? `buyer:${request.user.id}` : request.ip,
        },
      },
    },
    async (request) => {
      const user = request.user;
      await content.recordSearch(request.body.searchTerms, user?.kind === 'buyer' ? user.id : null);
      return ok(null);
    },
  );

  app.get(
    '/api/home/index/getBannerList',
    { schema: { tags: ['home'], summary: '首页轮播图（790×340）', response: okSchema(z.array(banner)) } },
    async (_request, reply) => sendCachedBody(reply, await content.bannersBody()),
  );

  app.post(
    '/api/notice/getNoticeList',
    {
      schema: {
        tags: ['notice'],
        summary: '公告列表（分页，最新在前）',
        body: noticeListBody,
        response: okSchema(pageOf(noticeItem)),
      },
    },
    async (request, reply) => {
      const { pageNum, pageSize } = request.body;
      // Only the first pages (what the home page and list show) are cached; deep pages go to the database.
      if (pageNum > 5) return ok(await content.getNotices(pageNum, pageSize));
      return replyCached(reply, store, `notices:${pageNum}:${pageSize}`, 30_000, () =>
        content.getNotices(pageNum, pageSize),
      );
    },
  );

  app.get(
    '/api/notice/getNoticeDetail',
    {
      schema: {
        tags: ['notice'],
        summary: '公告详情（内容已在服务端净化；不存在 → 404）',
        querystring: noticeDetailQuery,
        response: okSchema(noticeDetail),
      },
    },
    async (request) => ok(await content.getNotice(request.query.id)),
  );

  app.get(
    '/api/help/getHelpIndex',
    {
      schema: {
        tags: ['help'],
        summary: '帮助中心目录（与页脚栏目一致）',
        response: okSchema(z.array(helpGroup)),
      },
    },
    async () => ok(content.helpIndex()),
  );

  app.get(
    '/api/help/getHelpDetail',
    {
      schema: {
        tags: ['help'],
        summary: '帮助文章（type 如 2-1 货到付款）',
        querystring: helpDetailQuery,
        response: okSchema(helpArticle),
      },
    },
    async (request) => ok(await content.getHelpArticle(request.query.type)),
  );

  app.get(
    '/api/global/getCompanyIntroduction',
    { schema: { tags: ['help'], summary: '公司介绍', response: okSchema(sitePage) } },
    async () => ok(await content.getPage('company-introduction')),
  );
}
