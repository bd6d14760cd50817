import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RepairTip } from '@mall/shared';
import { http } from '@/lib/request';

export const getRepairTips = () => http.post<RepairTip[]>('/api/oauth/getRepairTips', {}, { silent: true });

export const repairTipsQueryOptions = () =>
  queryOptions({ queryKey: ['repair-tips'], queryFn: getRepairTips });

export const useRepairTips = () => useQuery(repairTipsQueryOptions());
