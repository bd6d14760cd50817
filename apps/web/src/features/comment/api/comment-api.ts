import type { CommentAddBody, MyComment, MyCommentPage, PendingCommentPage } from '@mall/shared';
import { useDocumentList } from '@/lib/list-query';
import { http } from '@/lib/request';

export const commentKeys = {
  all: ['comment-posting'] as const,
  pending: (pageNum: number) => ['comment-posting', 'pending', pageNum] as const,
  posted: (pageNum: number) => ['comment-posting', 'posted', pageNum] as const,
};

export const usePendingComments = (pageNum: number) =>
  useDocumentList<PendingCommentPage>(commentKeys.pending(pageNum), '/api/comment/pending/list', {
    pageNum,
    pageSize: 10,
  });
export const usePostedComments = (pageNum: number) =>
  useDocumentList<MyCommentPage>(commentKeys.posted(pageNum), '/api/comment/posted/list', {
    pageNum,
    pageSize: 10,
  });
export const addComment = (body: CommentAddBody) => http.post<MyComment>('/api/comment/add', body);
