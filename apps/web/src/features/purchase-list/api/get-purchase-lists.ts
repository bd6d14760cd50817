import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PurchaseLists } from '@mall/shared';
import { http } from '@/lib/request';
import { purchaseListKeys } from './purchase-list-keys';

/** The buyer's lists and the ones colleagues share with the company (GET /api/purchase-list/list). */
const getPurchaseLists = () => http.get<PurchaseLists>('/api/purchase-list/list');

const purchaseListsQueryOptions = () =>
  queryOptions({ queryKey: purchaseListKeys.lists, queryFn: getPurchaseLists, staleTime: 0 });

export const usePurchaseLists = (enabled = true) => useQuery({ ...purchaseListsQueryOptions(), enabled });
