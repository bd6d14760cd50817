import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MerchantApplication, MerchantPage } from '@mall/shared';
import { http } from '@/lib/request';

export const merchantKeys = {
  all: ['merchants'] as const,
  list: (status: number, pageNum: number, pageSize: number) =>
    ['merchants', 'list', status, pageNum, pageSize] as const,
};

export const useMerchants = (status: number, pageNum: number, pageSize: number) =>
  useQuery({
    queryKey: merchantKeys.list(status, pageNum, pageSize),
    queryFn: () => http.post<MerchantPage>('/api/admin/merchant/list', { status, pageNum, pageSize }),
    placeholderData: keepPreviousData,
  });
export const reviewMerchant = (id: number, approve: boolean, reason = '') =>
  http.post<MerchantApplication>('/api/admin/merchant/review', { id, approve, reason });
