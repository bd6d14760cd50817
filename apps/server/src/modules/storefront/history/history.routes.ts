import { z } from 'zod';
import {
  browsingHistoryBody,
  browsingHistoryPage,
  deleteBrowsingHistoryBody,
  deletedCount,
  deleteHistoryBody,
  searchHistoryList,
} from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import type { HistoryService } from './history.service';

export function historyRoutes(app: App, deps: { history: HistoryService }) {
  const { history } = deps;

  app.get(
    '/api/brand/getProductHistoryRecord',
    {
      onRequest: requireBuyer,
      schema: {
        tags: ['catalogue'],
        summary: '我的搜索历史（需登录；最近 10 个不同的搜索词）',
        security: [{ bearer: [] }],
        response: okSchema(searchHistoryList),
      },
    },
    async (request) => ok(await history.searchHistory(currentBuyer(request).id)),
  );

  app.post(
    '/api/brand/deleteProductHistory',
    {
      onRequest: requireBuyer,
      schema: {
        tags: ['catalogue'],
        summary: '删除搜索历史（需登录；id 为历史记录编号列表）',
        security: [{ bearer: [] }],
        body: deleteHistoryBody,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await history.deleteSearchHistory(currentBuyer(request).id, request.body.id);
      return ok(null);
    },
  );

  app.post(
    '/api/history/getBrowsingHistory',
    {
      onRequest: requireBuyer,
      schema: {
        tags: ['history'],
        summary: '浏览记录（需登录；按天分组，dateRange 01 近三天 / 02 近一周 / 03 近一年）',
        security: [{ bearer: [] }],
        body: browsingHistoryBody,
        response: okSchema(browsingHistoryPage),
      },
    },
    async (request) => ok(await history.browsingHistory(currentBuyer(request).id, request.body)),
  );

  app.post(
    '/api/history/deleteBrowsingHistory',
    {
      onRequest: requireBuyer,
      schema: {
        tags: ['history'],
        summary: '删除浏览记录（ids 一条或多条；dateRange 按时间范围；all: 1 全部）',
        security: [{ bearer: [] }],
        body: deleteBrowsingHistoryBody,
        response: okSchema(deletedCount),
      },
    },
    async (request) => {
      const deleted = await history.deleteBrowsingHistory(currentBuyer(request).id, request.body);
      return ok({ deleted }, '删除成功');
    },
  );
}
