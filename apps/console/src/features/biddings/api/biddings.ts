import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BiddingDetail, BiddingListBody, BiddingPage, BiddingQuoteBody } from '@mall/shared';
import { http } from '@/lib/request';

export const biddingKeys = {
  all: ['biddings'] as const,
  list: (body: BiddingListBody) => ['biddings', 'list', body] as const,
  detail: (id: number) => ['biddings', 'detail', id] as const,
};

export const useBiddings = (body: BiddingListBody) =>
  useQuery({
    queryKey: biddingKeys.list(body),
    queryFn: () => http.post<BiddingPage>('/api/admin/bidding/list', body),
    placeholderData: keepPreviousData,
  });
export const useBidding = (id: number) =>
  useQuery({
    queryKey: biddingKeys.detail(id),
    queryFn: () => http.get<BiddingDetail>('/api/admin/bidding/detail', { id }),
  });
export const submitQuote = (body: BiddingQuoteBody) =>
  http.post<{ quoteId: number }>('/api/admin/bidding/quote', body);
