import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { http } from './request';

/** A list endpoint (POST its filters and page) as a query that keeps the last page shown while the next loads. */
export const useListQuery = <T>(queryKey: QueryKey, url: string, body: unknown) =>
  useQuery({ queryKey, queryFn: () => http.post<T>(url, body), placeholderData: keepPreviousData });

export { listKeys } from '@mall/client-kit';

/** A record endpoint (POST its id or number) as a query; `enabled` false while there is none to ask for. */
export const useRecordQuery = <T>(queryKey: QueryKey, url: string, body: object, enabled = true) =>
  useQuery({ queryKey, queryFn: () => http.post<T>(url, body), enabled });
