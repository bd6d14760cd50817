import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HomeFloor } from '@mall/shared';
import { http } from '@/lib/request';

/** The five home floors for the chosen sales areas. */
const getFloors = (areaCode: string[]) =>
  http.post<HomeFloor[]>('/api/home/index/getFloorList', { areaCode });

const floorsQueryOptions = (areaCode: string[]) =>
  queryOptions({ queryKey: ['home', 'floors', areaCode], queryFn: () => getFloors(areaCode) });

export const useFloors = (areaCode: string[]) => useQuery(floorsQueryOptions(areaCode));
