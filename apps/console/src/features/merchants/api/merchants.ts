import type { MerchantApplication, MerchantPage } from '@mall/shared';
import { useListQuery } from '@/lib/list-query';
import { http } from '@/lib/request';

export const merchantKeys = {
  all: ['merchants'] as const,
  list: (status: number, pageNum: number, pageSize: number) =>
    ['merchants', 'list', status, pageNum, pageSize] as const,
};

export const useMerchants = (status: number, pageNum: number, pageSize: number) =>
  useListQuery<MerchantPage>(merchantKeys.list(status, pageNum, pageSize), '/api/admin/merchant/list', {
    status,
    pageNum,
    pageSize,
  });
export const reviewMerchant = (id: number, approve: boolean, reason = '') =>
  http.post<MerchantApplication>('/api/admin/merchant/review', { id, approve, reason });
