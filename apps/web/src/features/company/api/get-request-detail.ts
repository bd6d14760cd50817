import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PurchaseRequest } from '@mall/shared';
import { http } from '@/lib/request';
import { companyKeys } from './company-keys';

/** One purchase request with its lines, levels and steps (GET /api/company/requests/detail). */
const getRequestDetail = (requestNo: string) =>
  http.get<PurchaseRequest>('/api/company/requests/detail', { requestNo }, { silent: true });

const requestDetailQueryOptions = (requestNo: string) =>
  queryOptions({
    queryKey: companyKeys.detail(requestNo),
    queryFn: () => getRequestDetail(requestNo),
    staleTime: 0,
  });

export const useRequestDetail = (requestNo: string) =>
  useQuery({ ...requestDetailQueryOptions(requestNo), enabled: requestNo !== '' });
