import { http } from '@/lib/request';

/** Records a search term before going to the results. */
export const recordSearch = (searchTerms: string) =>
  http.post<null>('/api/home/index/recordSearch', { searchTerms }, { silent: true });
