import { http } from '@/lib/request';

/** Suggestions for a typed keyword in the chosen areas; silent, as typing must not toast. */
export const getSearchTips = (keyword: string, areaCode: string[], signal?: AbortSignal) =>
  http.post<string[]>('/api/brand/getProductSearchTips', { keyword, areaCode }, { silent: true, signal });
