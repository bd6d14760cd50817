import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PurchaseListDetail } from '@mall/shared';
import { http } from '@/lib/request';
import { purchaseListKeys } from './purchase-list-keys';

/**
 * One list with each line's price and stock in the area (POST /api/purchase-list/detail). Silent: the page
 * shows an unknown or unshared list as not found instead of the request layer's toast.
 */
const getPurchaseListDetail = (id: number, areaCode: string) =>
  http.post<PurchaseListDetail>('/api/purchase-list/detail', { id, areaCode }, { silent: true });

const purchaseListDetailQueryOptions = (id: number, areaCode: string) =>
  queryOptions({
    queryKey: purchaseListKeys.detail(id, areaCode),
    queryFn: () => getPurchaseListDetail(id, areaCode),
    staleTime: 0,
    retry: false,
  });

export const usePurchaseListDetail = (id: number, areaCode: string) =>
  useQuery({ ...purchaseListDetailQueryOptions(id, areaCode), enabled: id > 0 });
