import type {
  BiddingAcceptBody,
  BiddingAwardBody,
  BiddingAwardResult,
  BiddingDetail,
  BiddingListBody,
  BiddingPage,
  BiddingPublishBody,
} from '@mall/shared';
import { listKeys } from '@mall/client-kit';
import { http } from '@/lib/request';

export const biddingKeys = listKeys<BiddingListBody>('bidding');

export const publishBidding = (body: BiddingPublishBody) =>
  http.post<{ id: number; biddingNo: string }>('/api/bidding/publish', body);
export const listBiddings = (body: BiddingListBody) => http.post<BiddingPage>('/api/bidding/list', body);
export const getBidding = (id: number) => http.get<BiddingDetail>('/api/bidding/detail', { id });
export const acceptQuote = (body: BiddingAcceptBody) =>
  http.post<{ orderNo: string; requestNo: string | null }>('/api/bidding/accept', body);
export const cancelBidding = (id: number) => http.post<null>('/api/bidding/cancel', { id });
export const awardBidding = (body: BiddingAwardBody) =>
  http.post<BiddingAwardResult>('/api/bidding/award', body);
