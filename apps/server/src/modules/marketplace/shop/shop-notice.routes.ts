import { z } from 'zod';
import type { Db } from '../../../db/client';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import {
  latestMerchantNotices,
  markMerchantNoticesRead,
  unreadMerchantNoticeCount,
} from '../../content/message';
import type { PortalGuard } from './portal-guard';

const security = [{ bearer: [] }];
const notice = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});

/** The shop's portal messages (商家消息): the latest 20 with the unread count, and 全部已读. */
export function portalNoticeRoutes(app: App, deps: { db: Db; guard: PortalGuard }) {
  const { db, guard } = deps;
  const area = guard.area('dashboard');
  app.get(
    '/api/portal/notice/list',
    {
      ...area,
      schema: {
        tags: ['portal'],
        security,
        summary: '商家消息（最近 20 条）',
        response: okSchema(z.object({ unread: z.number().int(), list: z.array(notice) })),
      },
    },
    async (request) => {
      const merchantId = guard.caller(request).merchantId;
      const rows = await latestMerchantNotices(db, merchantId, 20);
      const unread = await unreadMerchantNoticeCount(db, merchantId);
      return ok({
        unread,
        list: rows.map((r) => ({
          id: r.id,
          title: r.title,
          content: r.content,
          link: r.link,
          read: r.read,
          createdAt: r.createdAt.toISOString(),
        })),
      });
    },
  );
  app.post(
    '/api/portal/notice/read-all',
    {
      ...area,
      schema: { tags: ['portal'], security, summary: '商家消息全部已读', response: okSchema(z.null()) },
    },
    async (request) => {
      await markMerchantNoticesRead(db, guard.caller(request).merchantId);
      return ok(null, '已全部标为已读');
    },
  );
}
