import { z } from 'zod';
import { pageMeta } from '../envelope';
import { contentText, labelledId, namedPaging } from './fields';
import { DB_INT_MAX } from './limits';
import { noticeItem } from './home';
import { chinaDate, dbId, yuan } from './scalars';

/*
 * Wire contract of the personal centre's own calls (part A): browsing history, notice detail,
 * operator notice publishing and image upload.
 *
 *   POST /api/history/getBrowsingHistory    BrowsingHistoryBody            → BrowsingHistoryPage (grouped by day)
 *   POST /api/history/deleteBrowsingHistory DeleteBrowsingHistoryBody      → {deleted}
 *   GET  /api/notice/getNoticeDetail?id=    (sanitised HTML; unknown id → 404 公告不存在)
 *   POST /api/admin/notice/add              NoticeInput (operator)          → NoticeDetail
 *   POST /api/files/upload                  multipart `file` (png/jpeg/gif/webp ≤ 2 MB) → {url}
 *   GET  /api/files/uploads/{name}          the stored image
 */

/** Date-range codes: 01 近三天, 02 近一周, 03 近一年. */
export const dateRangeCode = z.enum(['01', '02', '03'], { error: '时间范围不正确' });
export type DateRangeCode = z.infer<typeof dateRangeCode>;

export const browsingHistoryBody = z
  .object({
    dateRange: dateRangeCode.optional(),
    ...namedPaging(40),
  })
  .optional()
  .default({ pageNum: 1, pageSize: 40 });
export type BrowsingHistoryBody = z.input<typeof browsingHistoryBody>;

export const browsingHistoryItem = z.object({
  /** History record id (for delete). */
  id: dbId,
  productId: dbId,
  /** The SKU the card opens and adds to the cart. */
  skuId: dbId,
  title: z.string(),
  brandName: z.string(),
  modelNo: z.string(),
  unit: z.string(),
  /** Lowest SKU price, yuan. */
  price: yuan,
  /** Minimum order quantity (起订量): the quantity 加入购物车 sends. */
  moq: z.number().int(),
  image: z.string(),
  onShelf: z.boolean(),
  /** 'YYYY-MM-DD HH:mm:ss', Asia/Shanghai. */
  viewedAt: z.string(),
});
export type BrowsingHistoryItem = z.infer<typeof browsingHistoryItem>;

export const browsingHistoryDay = z.object({
  /** 'YYYY-MM-DD', Asia/Shanghai. */
  date: chinaDate,
  items: z.array(browsingHistoryItem),
});
export type BrowsingHistoryDay = z.infer<typeof browsingHistoryDay>;

export const browsingHistoryPage = z.object({
  /** Days newest first; a day cut by the page boundary continues on the next page. */
  days: z.array(browsingHistoryDay),
  ...pageMeta,
});
export type BrowsingHistoryPage = z.infer<typeof browsingHistoryPage>;

const historyId = z
  .number({ error: '记录编号不正确' })
  .int('记录编号不正确')
  .min(1, '记录编号不正确')
  .max(DB_INT_MAX, '记录编号不正确');

/** Delete by ids (one or several), by date range (records viewed within it), or everything (all: 1). */
export const deleteBrowsingHistoryBody = z
  .object({
    ids: z.array(historyId).max(500, '一次最多删除 500 条').optional(),
    dateRange: dateRangeCode.optional(),
    all: z.union([z.literal(0), z.literal(1)]).optional(),
  })
  .refine((b) => (b.ids && b.ids.length > 0) || b.dateRange !== undefined || b.all === 1, {
    message: '请选择要删除的浏览记录',
  });
export type DeleteBrowsingHistoryBody = z.input<typeof deleteBrowsingHistoryBody>;
export const deletedCount = z.object({ deleted: z.number().int() });

export const noticeDetailQuery = z.object({ id: labelledId('公告编号') });
const noticeLink = z.object({ id: z.number().int(), title: z.string() });
/** A notice as the list has it (`content` sanitised: no script, no event attributes, no javascript: links) and its neighbours. */
export const noticeDetail = noticeItem.extend({ prev: noticeLink.nullable(), next: noticeLink.nullable() });
export type NoticeDetail = z.infer<typeof noticeDetail>;

/** An operator publishes a notice; the HTML is stored as written and sanitised whenever it is served. */
export const noticeInput = z.object({
  title: contentText('公告标题', 200),
  content: contentText('公告内容', 50_000),
});
export type NoticeInput = z.infer<typeof noticeInput>;

/** Image uploads (avatars …): what the server accepts. */
export const UPLOAD_LIMITS = {
  MAX_BYTES: 2 * 1024 * 1024,
  TYPES: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as readonly string[],
} as const;
export const uploadResult = z.object({ url: z.string(), size: z.number().int(), contentType: z.string() });
export type UploadResult = z.infer<typeof uploadResult>;
