import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { http } from './request';

/**
 * A list asked for by POSTing its filters and page: the last page stays on screen while the next one loads.
 * `silent` where the page shows its own failure (no toast); `staleTime` and `enabled` where the list needs them.
 */
export const usePostedList = <T>(
  queryKey: QueryKey,
  url: string,
  body: unknown,
  options: { silent?: boolean; staleTime?: number; enabled?: boolean } = {},
) => {
  const { silent, ...query } = options;
  return useQuery({
    queryKey,
    queryFn: () => http.post<T>(url, body, { silent }),
    placeholderData: keepPreviousData,
    ...query,
  });
};

/**
 * One of the buyer's own document lists (POST its filters and page): asked again on every visit, and the
 * last page stays on screen while the next one loads; `enabled` false while it is not wanted.
 */
export const useDocumentList = <T>(queryKey: QueryKey, url: string, body: object, enabled = true) =>
  usePostedList<T>(queryKey, url, body, { staleTime: 0, enabled });
