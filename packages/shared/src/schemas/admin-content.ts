import { z } from 'zod';
import { contentText, jsonPaging, promptedText } from './fields';
import { noticeInput } from './centre';
import { HELP_ARTICLES_INDEX } from './home';
import { siteConfig } from './system';
import { dbId } from './scalars';

/**
 * Operator console: content (banners, floors, hot words, notices, help articles, company introduction) and
 * settings (site constants, maintenance mode, maintenance tips). Every answer is the usual {code,msg,data}
 * envelope; `data` is given below. Reads without parameters are GET; everything else is POST with a JSON body.
 * Every write is recorded in the audit log and shows on the storefront's calls at once (caches are dropped).
 *
 * Content area — CONSOLE_AREAS.content (超级管理员, 运营):
 *   GET  /api/admin/content/banner/list                                  → AdminBanner[] (sort order, disabled too)
 *   POST /api/admin/content/banner/create   BannerInput                  → AdminBanner (appended last)
 *   POST /api/admin/content/banner/update   BannerUpdate {id,…}          → AdminBanner
 *   POST /api/admin/content/banner/delete   IdBody {id}                  → null
 *   POST /api/admin/content/banner/reorder  BannerReorder {ids}          → AdminBanner[] (ids = every banner, new order)
 *   POST /api/admin/content/upload          multipart field `file`       → UploadResult {url,size,contentType}
 *                                            (PNG/JPG/GIF/WEBP ≤ 2 MB; the url goes into imageUrl or notice HTML)
 *   GET  /api/admin/content/floor/get                                    → HomeFloorSetting
 *   POST /api/admin/content/floor/save      HomeFloorSave {categoryIds}  → HomeFloorSetting
 *   GET  /api/admin/content/hot-word/list                                → AdminHotWord[] (in display order)
 *   POST /api/admin/content/hot-word/save   HotWordSave {words}          → AdminHotWord[] (replaces the list)
 *   POST /api/admin/content/notice/list     AdminNoticeListBody          → Page<AdminNotice> (newest first)
 *   POST /api/admin/content/notice/detail   IdBody {id}                  → AdminNotice
 *   POST /api/admin/content/notice/create   AdminNoticeInput             → AdminNotice
 *   POST /api/admin/content/notice/update   AdminNoticeUpdate {id,…}     → AdminNotice
 *   POST /api/admin/content/notice/delete   IdBody {id}                  → null
 *   POST /api/admin/notice/add              NoticeInput (older call, kept) → NoticeDetail
 *   GET  /api/admin/content/help/list                                    → AdminHelpArticle[] (footer order)
 *   POST /api/admin/content/help/save       HelpArticleSave {type,…}     → AdminHelpArticle (creates or updates)
 *   POST /api/admin/content/help/delete     HelpTypeBody {type}          → null (storefront then answers 404)
 *   GET  /api/admin/content/company-introduction                         → AdminSitePage
 *   POST /api/admin/content/company-introduction/save  SitePageSave      → AdminSitePage
 *
 * Settings area — CONSOLE_AREAS.settings (超级管理员):
 *   GET  /api/admin/settings/site                                        → SiteConfig
 *   POST /api/admin/settings/site/save         SiteConfigSave            → SiteConfig
 *   GET  /api/admin/settings/maintenance                                 → MaintenanceSetting
 *   POST /api/admin/settings/maintenance/save  MaintenanceSetting        → MaintenanceSetting
 *        (enabled: true → every storefront call answers code 3110 at once; false restores)
 *   GET  /api/admin/settings/repair-tips                                 → RepairTip[]
 *   POST /api/admin/settings/repair-tips/save  RepairTipsSave {tips}     → RepairTip[] (the header banner shows the first)
 *
 * Refusals: no token 401; a buyer token 403 买家账号不能访问运营后台; a role outside the area 403
 * 当前角色没有此操作的权限; bad input 400 with a Chinese msg; unknown id 404.
 */

const id = z
  .number({ error: '编号必须是整数' })
  .int('编号必须是整数')
  .min(1, '编号不正确')
  .max(2_147_483_647, '编号不正确');

/** A site path ('/brand', not '//host') or an http(s) URL. */
const SITE_LINK = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s]+)$/;
/** An image served by this site (/api/files/…) or an http(s) URL. */
const IMAGE_URL = /^(\/api\/files\/[^\s]+|https?:\/\/[^\s]+)$/;

// ---- Banners ----------------------------------------------------------------------------------------

export const adminBanner = z.object({
  id: dbId,
  title: z.string(),
  /** 790×340 image. */
  imageUrl: z.string(),
  /** Opened in a new window when clicked. */
  link: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBanner>;

export const bannerInput = z.object({
  title: contentText('轮播图标题', 100),
  imageUrl: promptedText('请上传轮播图图片', 500, '图片地址过长').regex(
    IMAGE_URL,
    '图片地址须为本站上传的图片或 http(s) 地址',
  ),
  link: promptedText('请输入链接地址', 500, '链接地址过长').regex(
    SITE_LINK,
    '链接须为站内路径（以 / 开头）或 http(s) 地址',
  ),
  enabled: z.boolean({ error: '启用状态不正确' }).default(true),
});
export type BannerInput = z.infer<typeof bannerInput>;
export const bannerUpdate = bannerInput.extend({ id });
export type BannerUpdate = z.infer<typeof bannerUpdate>;
export const bannerReorder = z.object({
  ids: z.array(id, { error: '请给出轮播图顺序' }).min(1, '请给出轮播图顺序').max(50, '轮播图最多 50 张'),
});
export type BannerReorder = z.infer<typeof bannerReorder>;

// ---- Home floors ------------------------------------------------------------------------------------

/** Floors are level-one categories, in display order; each shows its level-two tabs and best sellers. */
export const HOME_FLOORS_MAX = 5;
export const homeFloorSetting = z.object({
  /** The floors shown, in order. */
  floors: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** Every level-one category that can be a floor. */
  candidates: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type HomeFloorSetting = z.infer<typeof homeFloorSetting>;
export const homeFloorSave = z.object({
  categoryIds: z
    .array(id, { error: '请选择楼层分类' })
    .min(1, '请至少选择一个楼层')
    .max(HOME_FLOORS_MAX, `楼层最多 ${HOME_FLOORS_MAX} 个`)
    .refine((ids) => new Set(ids).size === ids.length, '楼层分类不能重复'),
});
export type HomeFloorSave = z.infer<typeof homeFloorSave>;

// ---- Hot words --------------------------------------------------------------------------------------

export const adminHotWord = z.object({ id: z.number().int(), hotWord: z.string(), sort: z.number().int() });
export type AdminHotWord = z.infer<typeof adminHotWord>;
export const hotWordSave = z.object({
  words: z
    .array(
      z.string({ error: '热门词不正确' }).trim().min(1, '热门词不能为空').max(50, '热门词最多 50 个字'),
      { error: '请给出热门词列表' },
    )
    .max(20, '热门词最多 20 个')
    .refine((w) => new Set(w).size === w.length, '热门词不能重复'),
});
export type HotWordSave = z.infer<typeof hotWordSave>;

// ---- Notices ----------------------------------------------------------------------------------------

/** Notice as the console sees it; `content` is the sanitised HTML (what the storefront shows). */
export const adminNotice = z.object({
  id: dbId,
  title: z.string(),
  content: z.string(),
  /** Unpublished notices are hidden from the storefront. */
  published: z.boolean(),
  createTime: z.string(),
});
export type AdminNotice = z.infer<typeof adminNotice>;
export const adminNoticeListBody = z
  .object({
    ...jsonPaging(100, 20),
    /** Part of the title. */
    keyword: z.string().trim().max(100, '关键词过长').optional(),
    published: z.boolean().optional(),
  })
  .optional()
  .default({ pageNum: 1, pageSize: 20 });
export type AdminNoticeListBody = z.infer<typeof adminNoticeListBody>;
/** Rich text from the editor; stored as written and sanitised whenever it is served. */
export const adminNoticeInput = noticeInput.extend({
  published: z.boolean({ error: '发布状态不正确' }).default(true),
});
export type AdminNoticeInput = z.infer<typeof adminNoticeInput>;
export const adminNoticeUpdate = adminNoticeInput.extend({ id });
export type AdminNoticeUpdate = z.infer<typeof adminNoticeUpdate>;

// ---- Help articles ----------------------------------------------------------------------------------

/** The footer's entries: the only help types there are (the footer and the help centre link to them). */
export const HELP_TYPES: readonly string[] = HELP_ARTICLES_INDEX.flatMap((g) => g.items.map((i) => i.type));
const helpType = z
  .string({ error: '请选择帮助文章' })
  .refine((t) => HELP_TYPES.includes(t), '帮助类型不在页脚目录中');

export const adminHelpArticle = z.object({
  type: z.string(),
  /** Footer column. */
  groupTitle: z.string(),
  /** The footer's link text. */
  footerTitle: z.string(),
  /** false: no article yet, the storefront answers 404 for this link. */
  exists: z.boolean(),
  title: z.string(),
  /** Sanitised HTML ('' when the article does not exist). */
  content: z.string(),
});
export type AdminHelpArticle = z.infer<typeof adminHelpArticle>;
export const helpTypeBody = z.object({ type: helpType });
export type HelpTypeBody = z.infer<typeof helpTypeBody>;
export const helpArticleSave = z.object({
  type: helpType,
  title: contentText('文章标题', 50),
  content: contentText('文章内容', 100_000),
});
export type HelpArticleSave = z.infer<typeof helpArticleSave>;

// ---- Company introduction ---------------------------------------------------------------------------

export const adminSitePage = z.object({ title: z.string(), content: z.string(), updateTime: z.string() });
export type AdminSitePage = z.infer<typeof adminSitePage>;
export const sitePageSave = z.object({
  title: contentText('页面标题', 100),
  content: contentText('页面内容', 100_000),
});
export type SitePageSave = z.infer<typeof sitePageSave>;

// ---- Settings ---------------------------------------------------------------------------------------

/** Site constants (header, footer, page title, checkout). */
export const siteConfigSave = siteConfig.extend({
  siteName: contentText('网站名称', 30),
  webSite: contentText('网站标识', 50),
  phone: contentText('客服电话', 30).regex(/^[\d\-+() 转]+$/, '客服电话格式不正确'),
  icp: contentText('ICP 备案号', 50),
  address: contentText('公司地址', 100),
  copyright: contentText('版权信息', 100),
});
export type SiteConfigSave = z.infer<typeof siteConfigSave>;

export const maintenanceSetting = z.object({
  enabled: z.boolean({ error: '请选择是否开启维护模式' }),
  /** Shown on /repair. */
  content: contentText('维护说明', 500),
});
export type MaintenanceSettingData = z.infer<typeof maintenanceSetting>;

/** How many maintenance tips, and how long their title and content may be. */
export const REPAIR_TIPS_LIMITS = { tips: 10, title: 50, content: 300 } as const;

export const repairTipsSave = z.object({
  tips: z
    .array(
      z.object({
        title: contentText('预告标题', REPAIR_TIPS_LIMITS.title),
        content: contentText('预告内容', REPAIR_TIPS_LIMITS.content),
      }),
      { error: '请给出维护预告列表' },
    )
    .max(REPAIR_TIPS_LIMITS.tips, `维护预告最多 ${REPAIR_TIPS_LIMITS.tips} 条`),
});
export type RepairTipsSave = z.infer<typeof repairTipsSave>;
