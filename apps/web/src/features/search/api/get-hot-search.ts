import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotSearch } from '@mall/shared';
import { http } from '@/lib/request';

const getHotSearch = () => http.get<HotSearch[]>('/api/home/index/getHotSearch');

const hotSearchQueryOptions = () => queryOptions({ queryKey: ['hot-search'], queryFn: getHotSearch });

export const useHotSearch = () => useQuery(hotSearchQueryOptions());
