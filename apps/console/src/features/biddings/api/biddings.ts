import { useQuery } from '@tanstack/react-query';
import type { BiddingDetail, BiddingListBody, BiddingPage, BiddingQuoteBody } from '@mall/shared';
import { listKeys, useListQuery } from '@/lib/list-query';
import { http } from '@/lib/request';

export const biddingKeys = listKeys<BiddingListBody>('biddings');

export const useBiddings = (body: BiddingListBody) =>
  useListQuery<BiddingPage>(biddingKeys.list(body), '/api/admin/bidding/list', body);
export const useBidding = (id: number) =>
  useQuery({
    queryKey: biddingKeys.detail(id),
    queryFn: () => http.get<BiddingDetail>('/api/admin/bidding/detail', { id }),
  });
export const submitQuote = (body: BiddingQuoteBody) =>
  http.post<{ quoteId: number }>('/api/admin/bidding/quote', body);
