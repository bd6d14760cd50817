import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { http } from './request';

/** A list endpoint (POST its filters and page) as a query that keeps the last page shown while the next loads. */
export const useListQuery = <T>(queryKey: QueryKey, url: string, body: unknown) =>
  useQuery({ queryKey, queryFn: () => http.post<T>(url, body), placeholderData: keepPreviousData });
