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
import { guardedRoutes } from '../../../lib/route-options';
import { routeKit, thenNull } from '../../../lib/route-kit';
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
  const call = routeKit(app, guardedRoutes(guard, 'admin-content'), auditActor);

  // Banners.
  call.get('/api/admin/content/banner/list', '轮播图列表（含停用）', z.array(adminBanner), () =>
    admin.listBanners(),
  );
  call.post(
    '/api/admin/content/banner/create',
    '新增轮播图',
    bannerInput,
    adminBanner,
    (actor, body) => admin.createBanner(actor, body),
    '保存成功',
  );
  call.post(
    '/api/admin/content/banner/update',
    '修改轮播图',
    bannerUpdate,
    adminBanner,
    (actor, { id, ...input }) => admin.updateBanner(actor, id, input),
    '保存成功',
  );
  call.post(
    '/api/admin/content/banner/delete',
    '删除轮播图',
    idBody,
    z.null(),
    (actor, body) => thenNull(admin.deleteBanner(actor, body.id)),
    '删除成功',
  );
  call.post(
    '/api/admin/content/banner/reorder',
    '调整轮播图顺序（给出全部编号）',
    bannerReorder,
    z.array(adminBanner),
    (actor, body) => admin.reorderBanners(actor, body.ids),
    '保存成功',
  );
  await registerImageUpload(app, {
    url: '/api/admin/content/upload',
    guard,
    tag: 'admin-content',
    summary: '上传内容图片（轮播图、公告配图；multipart 字段 file，PNG/JPG/GIF/WEBP，不超过 2 MB）',
    uploads: deps.uploads,
  });

  // Hot words.
  call.get('/api/admin/content/hot-word/list', '热门搜索词', z.array(adminHotWord), () =>
    admin.listHotWords(),
  );
  call.post(
    '/api/admin/content/hot-word/save',
    '保存热门搜索词（整体替换，按给出的顺序）',
    hotWordSave,
    z.array(adminHotWord),
    (actor, body) => admin.saveHotWords(actor, body.words),
    '保存成功',
  );

  // Notices.
  call.post(
    '/api/admin/content/notice/list',
    '公告列表（含未发布，最新在前）',
    adminNoticeListBody,
    pageOf(adminNotice),
    (_, body) => admin.listNotices(body),
  );
  call.post('/api/admin/content/notice/detail', '公告详情', idBody, adminNotice, (_, body) =>
    admin.getNotice(body.id),
  );
  call.post(
    '/api/admin/content/notice/create',
    '新建公告（内容按原样保存，展示时净化）',
    adminNoticeInput,
    adminNotice,
    (actor, body) => admin.createNotice(actor, body),
    '保存成功',
  );
  call.post(
    '/api/admin/content/notice/update',
    '修改公告',
    adminNoticeUpdate,
    adminNotice,
    (actor, { id, ...input }) => admin.updateNotice(actor, id, input),
    '保存成功',
  );
  call.post(
    '/api/admin/content/notice/delete',
    '删除公告',
    idBody,
    z.null(),
    (actor, body) => thenNull(admin.deleteNotice(actor, body.id)),
    '删除成功',
  );
  // The first notice call (kept for its callers): publishes at once.
  call.post(
    '/api/admin/notice/add',
    '发布公告（运营；内容按原样保存，读取时净化）',
    noticeInput,
    noticeDetail,
    async (actor, body) => {
      const created = await admin.createNotice(actor, { ...body, published: true });
      return content.getNotice(created.id);
    },
    '发布成功',
  );

  // Help articles.
  call.get(
    '/api/admin/content/help/list',
    '帮助文章（页脚各入口，按页脚顺序）',
    z.array(adminHelpArticle),
    () => admin.listHelpArticles(),
  );
  call.post(
    '/api/admin/content/help/save',
    '保存帮助文章（不存在则新建）',
    helpArticleSave,
    adminHelpArticle,
    (actor, body) => admin.saveHelpArticle(actor, body),
    '保存成功',
  );
  call.post(
    '/api/admin/content/help/delete',
    '删除帮助文章',
    helpTypeBody,
    z.null(),
    (actor, body) => thenNull(admin.deleteHelpArticle(actor, body.type)),
    '删除成功',
  );

  // Company introduction.
  call.get('/api/admin/content/company-introduction', '公司介绍', adminSitePage, () =>
    admin.getCompanyIntroduction(),
  );
  call.post(
    '/api/admin/content/company-introduction/save',
    '保存公司介绍',
    sitePageSave,
    adminSitePage,
    (actor, body) => admin.saveCompanyIntroduction(actor, body),
    '保存成功',
  );
}
