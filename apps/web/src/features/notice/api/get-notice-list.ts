import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoticeItem, Page } from '@mall/shared';
import { http } from '@/lib/request';

const getNoticeList = (pageNum = 1, pageSize = 10) =>
  http.post<Page<NoticeItem>>('/api/notice/getNoticeList', { pageNum, pageSize });

const noticeListQueryOptions = (pageNum = 1, pageSize = 10) =>
  queryOptions({ queryKey: ['notices', pageNum, pageSize], queryFn: () => getNoticeList(pageNum, pageSize) });

export const useNoticeList = (pageNum = 1, pageSize = 10) =>
  useQuery(noticeListQueryOptions(pageNum, pageSize));
