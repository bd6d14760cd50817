import { useQuery } from '@tanstack/react-query';
import type { BuyerDetail, BuyerListBody, BuyerListItem, BuyerListPage } from '@mall/shared';
import { useListQuery } from '@/lib/list-query';
import { http } from '@/lib/request';

export const buyerKeys = {
  all: ['buyers'] as const,
  list: (body: BuyerListBody) => ['buyers', 'list', body] as const,
  detail: (id: number) => ['buyers', 'detail', id] as const,
};
export const useBuyers = (body: BuyerListBody) =>
  useListQuery<BuyerListPage>(buyerKeys.list(body), '/api/admin/buyer/list', body);
export const useBuyer = (id: number) =>
  useQuery({
    queryKey: buyerKeys.detail(id),
    queryFn: () => http.post<BuyerDetail>('/api/admin/buyer/detail', { id }),
  });
/** Disabling revokes every session of the buyer at once. */
export const setBuyerStatus = (id: number, enabled: boolean) =>
  http.post<BuyerListItem>('/api/admin/buyer/setStatus', { id, enabled });
