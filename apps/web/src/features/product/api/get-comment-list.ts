import type { CommentList } from '@mall/shared';
import { usePostedList } from '@/lib/list-query';

export type CommentQuery = { productId: number; rating?: number; pageNum: number; pageSize: number };

/** Buyer comments of a product with the rating summary. */
export const useCommentList = (query: CommentQuery) =>
  usePostedList<CommentList>(['product', 'comments', query], '/api/product/getCommentList', query, {
    silent: true,
  });
