import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CommentList } from '@mall/shared';
import { http } from '@/lib/request';

export type CommentQuery = { productId: number; rating?: number; pageNum: number; pageSize: number };

/** Buyer comments of a product with the rating summary. */
const getCommentList = (query: CommentQuery) =>
  http.post<CommentList>('/api/product/getCommentList', query, { silent: true });

const commentListQueryOptions = (query: CommentQuery) =>
  queryOptions({ queryKey: ['product', 'comments', query], queryFn: () => getCommentList(query) });

export const useCommentList = (query: CommentQuery) =>
  useQuery({ ...commentListQueryOptions(query), placeholderData: keepPreviousData });
