import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RepairTip } from '@mall/shared';
import { http } from '@/lib/request';

const getRepairTips = () => http.post<RepairTip[]>('/api/oauth/getRepairTips', {}, { silent: true });

const repairTipsQueryOptions = () => queryOptions({ queryKey: ['repair-tips'], queryFn: getRepairTips });

export const useRepairTips = () => useQuery(repairTipsQueryOptions());
