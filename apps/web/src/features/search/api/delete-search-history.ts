import { http } from '@/lib/request';

/** Removes search history entries of the logged-in buyer (the specification: body id as a list of ids). */
export const deleteSearchHistory = (ids: number[]) =>
  http.post<null>('/api/brand/deleteProductHistory', { id: ids });
