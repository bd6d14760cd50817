import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeDetail } from '@mall/shared';
import { http } from '@/lib/request';

/** GET /api/notice/getNoticeDetail?id= (content sanitised on the server); silent so a 404 shows the page. */
const getNoticeDetail = (id: number) =>
  http.get<NoticeDetail>('/api/notice/getNoticeDetail', { id }, { silent: true });

const noticeDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['notice', id], queryFn: () => getNoticeDetail(id), retry: false });

export const useNoticeDetail = (id: number) => useQuery({ ...noticeDetailQueryOptions(id), enabled: id > 0 });
