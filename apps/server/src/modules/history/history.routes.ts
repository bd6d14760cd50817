import { z } from 'zod';
import { deleteHistoryBody, searchHistoryList } from '@mall/shared';
import { ok, okSchema } from '../../lib/reply';
import type { App } from '../../lib/types';
import { currentBuyer, requireBuyer } from '../../plugins/auth';
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
}
