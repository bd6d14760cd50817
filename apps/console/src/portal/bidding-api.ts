import { useQuery } from '@tanstack/react-query';
import type { PortalBiddingDetail, PortalBiddingItem, PortalQuoteBody, PortalQuoteSku } from '@mall/shared';
import { useRecordQuery } from '@/lib/list-query';
import { http } from '@/lib/request';

/** The portal's bidding calls (requests the shop was invited to, its own quote) and its messages. */
const base = '/api/portal/bidding';
export const bidKeys = {
  all: ['portal', 'bidding'] as const,
  list: (status: number, pageNum: number) => ['portal', 'bidding', 'list', status, pageNum] as const,
  detail: (id: number) => ['portal', 'bidding', 'detail', id] as const,
  notices: ['portal', 'notices'] as const,
};
type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

export const useInvitedBiddings = (status: number, pageNum: number) =>
  useQuery({
    queryKey: bidKeys.list(status, pageNum),
    queryFn: () => http.post<Page<PortalBiddingItem>>(`${base}/list`, { status, pageNum, pageSize: 10 }),
  });
export const usePortalBidding = (id: number) =>
  useRecordQuery<PortalBiddingDetail>(bidKeys.detail(id), `${base}/detail`, { id }, id > 0);
export const searchQuoteSkus = (keyword: string) => http.post<PortalQuoteSku[]>(`${base}/skus`, { keyword });
export const submitQuote = (body: PortalQuoteBody) => http.post<{ quoteId: number }>(`${base}/quote`, body);

export type PortalNotice = {
  id: number;
  title: string;
  content: string;
  link: string;
  read: boolean;
  createdAt: string;
};
export const usePortalNotices = () =>
  useQuery({
    queryKey: bidKeys.notices,
    queryFn: () => http.get<{ unread: number; list: PortalNotice[] }>('/api/portal/notice/list'),
  });
