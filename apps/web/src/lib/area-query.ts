import { useQuery, type QueryKey } from '@tanstack/react-query';
import { http } from './request';

/**
 * One thing as the chosen sales area sees it (a product, its substitutes, a category page): a silent GET of
 * `url` with the `areaCode` (the page shows its own not-found or empty state, no toast), keyed by `key` and the
 * area. `staleTime` where the client's default does not fit; `enabled` false while there is nothing to ask.
 */
export const useAreaQuery = <T>(
  key: QueryKey,
  url: string,
  areaCode: string,
  options: { staleTime?: number; enabled?: boolean } = {},
) =>
  useQuery({
    queryKey: [...key, areaCode],
    queryFn: () => http.get<T>(url, { areaCode }, { silent: true }),
    ...options,
  });
