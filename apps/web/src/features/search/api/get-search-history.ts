import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@/lib/request';

export type SearchHistoryItem = { id: number; searchTerms: string };

const getSearchHistory = () =>
  http.get<SearchHistoryItem[]>('/api/brand/getProductHistoryRecord', undefined, { silent: true });

export const searchHistoryQueryOptions = () =>
  queryOptions({ queryKey: ['search-history'], queryFn: getSearchHistory, staleTime: 0 });

/** Only for a logged-in buyer. */
export const useSearchHistory = (enabled: boolean) => useQuery({ ...searchHistoryQueryOptions(), enabled });
