import { z } from 'zod';
import {
  CONSOLE_AREAS,
  adminBanner,
  adminHelpArticle,
  adminHotWord,
  adminNotice,
  adminNoticeInput,
  adminNoticeListBody,
  adminNoticeUpdate,
  adminSitePage,
  bannerInput,
  bannerReorder,
  bannerUpdate,
  helpArticleSave,
  helpTypeBody,
  hotWordSave,
  idBody,
  noticeDetail,
  noticeInput,
  pageOf,
  sitePageSave,
} from '@mall/shared';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import { registerImageUpload, type UploadService } from '../upload';
import type { ContentAdminService } from './content.admin';
import type { ContentService } from './content.service';

/** Console calls under /api/admin/content (超级管理员, 运营): see packages/shared/src/schemas/admin-content.ts. */
export async function adminContentRoutes(
  app: App,
  deps: { admin: ContentAdminService; content: ContentService; uploads: UploadService },
) {
  const { admin, content } = deps;
  const guard = requireOperator(CONSOLE_AREAS.content);
  const { withBody: opts, noBody: get } = guardedRoutes(guard, 'admin-content');

  // Banners.
  app.get('/api/admin/content/banner/list', get('轮播图列表（含停用）', z.array(adminBanner)), async () =>
    ok(await admin.listBanners()),
  );
  app.post(
    '/api/admin/content/banner/create',
    opts('新增轮播图', bannerInput, adminBanner),
    async (request) => ok(await admin.createBanner(auditActor(request), request.body), '保存成功'),
  );
  app.post(
    '/api/admin/content/banner/update',
    opts('修改轮播图', bannerUpdate, adminBanner),
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await admin.updateBanner(auditActor(request), id, input), '保存成功');
    },
  );
  app.post('/api/admin/content/banner/delete', opts('删除轮播图', idBody, z.null()), async (request) => {
    await admin.deleteBanner(auditActor(request), request.body.id);
    return ok(null, '删除成功');
  });
  app.post(
    '/api/admin/content/banner/reorder',
    opts('调整轮播图顺序（给出全部编号）', bannerReorder, z.array(adminBanner)),
    async (request) => ok(await admin.reorderBanners(auditActor(request), request.body.ids), '保存成功'),
  );
  await registerImageUpload(app, {
    url: '/api/admin/content/upload',
    guard,
    tag: 'admin-content',
    summary: '上传内容图片（轮播图、公告配图；multipart 字段 file，PNG/JPG/GIF/WEBP，不超过 2 MB）',
    uploads: deps.uploads,
  });

  // Hot words.
  app.get('/api/admin/content/hot-word/list', get('热门搜索词', z.array(adminHotWord)), async () =>
    ok(await admin.listHotWords()),
  );
  app.post(
    '/api/admin/content/hot-word/save',
    opts('保存热门搜索词（整体替换，按给出的顺序）', hotWordSave, z.array(adminHotWord)),
    async (request) => ok(await admin.saveHotWords(auditActor(request), request.body.words), '保存成功'),
  );

  // Notices.
  app.post(
    '/api/admin/content/notice/list',
    opts('公告列表（含未发布，最新在前）', adminNoticeListBody, pageOf(adminNotice)),
    async (request) => ok(await admin.listNotices(request.body)),
  );
  app.post('/api/admin/content/notice/detail', opts('公告详情', idBody, adminNotice), async (request) =>
    ok(await admin.getNotice(request.body.id)),
  );
  app.post(
    '/api/admin/content/notice/create',
    opts('新建公告（内容按原样保存，展示时净化）', adminNoticeInput, adminNotice),
    async (request) => ok(await admin.createNotice(auditActor(request), request.body), '保存成功'),
  );
  app.post(
    '/api/admin/content/notice/update',
    opts('修改公告', adminNoticeUpdate, adminNotice),
    async (request) => {
      const { id, ...input } = request.body;
      return ok(await admin.updateNotice(auditActor(request), id, input), '保存成功');
    },
  );
  app.post('/api/admin/content/notice/delete', opts('删除公告', idBody, z.null()), async (request) => {
    await admin.deleteNotice(auditActor(request), request.body.id);
    return ok(null, '删除成功');
  });
  // The first notice call (kept for its callers): publishes at once.
  app.post(
    '/api/admin/notice/add',
    opts('发布公告（运营；内容按原样保存，读取时净化）', noticeInput, noticeDetail),
    async (request) => {
      const created = await admin.createNotice(auditActor(request), { ...request.body, published: true });
      return ok(await content.getNotice(created.id), '发布成功');
    },
  );

  // Help articles.
  app.get(
    '/api/admin/content/help/list',
    get('帮助文章（页脚各入口，按页脚顺序）', z.array(adminHelpArticle)),
    async () => ok(await admin.listHelpArticles()),
  );
  app.post(
    '/api/admin/content/help/save',
    opts('保存帮助文章（不存在则新建）', helpArticleSave, adminHelpArticle),
    async (request) => ok(await admin.saveHelpArticle(auditActor(request), request.body), '保存成功'),
  );
  app.post(
    '/api/admin/content/help/delete',
    opts('删除帮助文章', helpTypeBody, z.null()),
    async (request) => {
      await admin.deleteHelpArticle(auditActor(request), request.body.type);
      return ok(null, '删除成功');
    },
  );

  // Company introduction.
  app.get('/api/admin/content/company-introduction', get('公司介绍', adminSitePage), async () =>
    ok(await admin.getCompanyIntroduction()),
  );
  app.post(
    '/api/admin/content/company-introduction/save',
    opts('保存公司介绍', sitePageSave, adminSitePage),
    async (request) => ok(await admin.saveCompanyIntroduction(auditActor(request), request.body), '保存成功'),
  );
}
