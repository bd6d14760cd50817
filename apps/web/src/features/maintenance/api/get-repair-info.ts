import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RepairInfo } from '@mall/shared';
import { http } from '@/lib/request';

export const getRepairInfo = () =>
  http.get<RepairInfo>('/api/oauth/getRepairInfo', undefined, { silent: true });

export const repairInfoQueryOptions = () =>
  queryOptions({ queryKey: ['repair-info'], queryFn: getRepairInfo, staleTime: 0 });

export const useRepairInfo = () => useQuery(repairInfoQueryOptions());
