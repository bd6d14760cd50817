import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Area } from '@mall/shared';
import { http } from '@/lib/request';

const getAreaList = () => http.get<Area[]>('/api/global/getSysRegionLevelList');

const areaListQueryOptions = () => queryOptions({ queryKey: ['areas', 'sales'], queryFn: getAreaList });

export const useAreaList = () => useQuery(areaListQueryOptions());
