import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { http } from './request';

/**
 * One of the buyer's own document lists (POST its filters and page): asked again on every visit, and the
 * last page stays on screen while the next one loads; `enabled` false while it is not wanted.
 */
export const useDocumentList = <T>(queryKey: QueryKey, url: string, body: object, enabled = true) =>
  useQuery({
    queryKey,
    queryFn: () => http.post<T>(url, body),
    staleTime: 0,
    placeholderData: keepPreviousData,
    enabled,
  });
