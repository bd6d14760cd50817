import type { BuyerDetail, BuyerListBody, BuyerListItem, BuyerListPage } from '@mall/shared';
import { listKeys, useListQuery, useRecordQuery } from '@/lib/list-query';
import { http } from '@/lib/request';

export const buyerKeys = listKeys<BuyerListBody>('buyers');
export const useBuyers = (body: BuyerListBody) =>
  useListQuery<BuyerListPage>(buyerKeys.list(body), '/api/admin/buyer/list', body);
export const useBuyer = (id: number) =>
  useRecordQuery<BuyerDetail>(buyerKeys.detail(id), '/api/admin/buyer/detail', { id });
/** Disabling revokes every session of the buyer at once. */
export const setBuyerStatus = (id: number, enabled: boolean) =>
  http.post<BuyerListItem>('/api/admin/buyer/setStatus', { id, enabled });
