import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RepairInfo } from '@mall/shared';
import { http } from '@/lib/request';

const getRepairInfo = () => http.get<RepairInfo>('/api/oauth/getRepairInfo', undefined, { silent: true });

const repairInfoQueryOptions = () =>
  queryOptions({ queryKey: ['repair-info'], queryFn: getRepairInfo, staleTime: 0 });

/** `refetchInterval` lets the maintenance page poll until maintenance ends. */
export const useRepairInfo = (options: { refetchInterval?: number } = {}) =>
  useQuery({ ...repairInfoQueryOptions(), refetchInterval: options.refetchInterval });
