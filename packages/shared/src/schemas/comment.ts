import { z } from 'zod';
import { buyerPaging, chosenId, lineGoods } from './fields';
import { pageOf } from '../envelope';
import { photoList } from './afs';
import { count, dbId, isoTime, isoTimeOrNull } from './scalars';

/*
 * Wire contract of comment posting (评价晒单, /comment-posting/list). Lines of completed (5) orders
 * can be commented once each. Buyer calls need a buyer token and touch only the buyer's own lines.
 * Photos: upload with POST /api/files/upload first, then pass the URLs (at most 5).
 *
 *   POST /api/comment/pending/list  CommentPageBody → Page<PendingCommentLine> (awaiting a comment)
 *   POST /api/comment/posted/list   CommentPageBody → Page<MyComment>
 *   POST /api/comment/add           CommentAddBody  → MyComment (a second comment on a line → 409)
 *
 * On the product page (catalogue contract): GET /api/product/detail/{id} → commentSummary, and
 * POST /api/product/getCommentList → the comments (anonymous ones show 匿名用户), newest first.
 * Text: 5–500 characters; words of the sensitive-word list are replaced by ＊ (the answer says so).
 */

export const COMMENT_TEXT_MIN = 5;
export const COMMENT_TEXT_MAX = 500;
export const COMMENT_MAX_PHOTOS = 5;

export const commentPageBody = z.object(buyerPaging).optional().default({ pageNum: 1, pageSize: 10 });
export type CommentPageBody = z.input<typeof commentPageBody>;

export const commentLineProduct = z.object({
  orderNo: z.string(),
  orderLineId: dbId,
  ...lineGoods,
  quantity: count,
  completedAt: isoTimeOrNull,
});
export type CommentLineProduct = z.infer<typeof commentLineProduct>;
export const pendingCommentPage = pageOf(commentLineProduct);
export type PendingCommentPage = z.infer<typeof pendingCommentPage>;

export const commentAddBody = z.object({
  orderLineId: chosenId('要评价的商品'),
  rating: z.coerce
    .number({ error: '请选择评分' })
    .int('评分为 1–5 的整数')
    .min(1, '评分为 1–5 星')
    .max(5, '评分为 1–5 星'),
  content: z
    .string({ error: '请填写评价内容' })
    .trim()
    .min(COMMENT_TEXT_MIN, `评价内容至少 ${COMMENT_TEXT_MIN} 个字`)
    .max(COMMENT_TEXT_MAX, `评价内容不能超过 ${COMMENT_TEXT_MAX} 个字`),
  photos: photoList,
  /** 1: show 匿名用户 instead of the masked username. */
  anonymous: z
    .union([z.literal(0), z.literal(1)])
    .optional()
    .default(0),
});
export type CommentAddBody = z.input<typeof commentAddBody>;

export const myComment = commentLineProduct.extend({
  id: dbId,
  rating: z.number().int(),
  /** As stored: sensitive words replaced by ＊. */
  content: z.string(),
  photos: z.array(z.string()),
  anonymous: z.number().int(),
  /** true when words were replaced. */
  filtered: z.boolean(),
  createdAt: isoTime,
});
export type MyComment = z.infer<typeof myComment>;
export const myCommentPage = pageOf(myComment);
export type MyCommentPage = z.infer<typeof myCommentPage>;
