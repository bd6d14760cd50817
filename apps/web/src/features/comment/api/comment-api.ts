import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CommentAddBody, MyComment, MyCommentPage, PendingCommentPage } from '@mall/shared';
import { http } from '@/lib/request';

export const commentKeys = {
  all: ['comment-posting'] as const,
  pending: (pageNum: number) => ['comment-posting', 'pending', pageNum] as const,
  posted: (pageNum: number) => ['comment-posting', 'posted', pageNum] as const,
};

export const usePendingComments = (pageNum: number) =>
  useQuery({
    queryKey: commentKeys.pending(pageNum),
    queryFn: () => http.post<PendingCommentPage>('/api/comment/pending/list', { pageNum, pageSize: 10 }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
export const usePostedComments = (pageNum: number) =>
  useQuery({
    queryKey: commentKeys.posted(pageNum),
    queryFn: () => http.post<MyCommentPage>('/api/comment/posted/list', { pageNum, pageSize: 10 }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
export const addComment = (body: CommentAddBody) => http.post<MyComment>('/api/comment/add', body);
