import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { saveResponse } from '@mall/client-kit';
import type { MatchExportQuery, MatchListQuery, MatchPage } from '@mall/shared';
import { http, request } from '@/lib/request';

/**
 * One page of the company's three-way match board (POST /api/company/match/list; 财务 or 管理员). Silent: a
 * refusal (403 for another member) is shown on the page in the server's words, not as a toast.
 */
export const useMatchBoard = (query: MatchListQuery) =>
  useQuery({
    queryKey: ['company', 'match', query],
    queryFn: () => http.post<MatchPage>('/api/company/match/list', query, { silent: true }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/**
 * The board under `filters` as .xlsx (GET /api/company/match/export with the bearer token). Resolves the saved
 * file name, or null when the server refused (the request layer showed why).
 */
export async function exportMatchBoard(filters: MatchExportQuery, fallbackName: string) {
  const response = await request<Response>('GET', '/api/company/match/export', {
    params: {
      month: filters.month,
      status: filters.status,
      orderNo: filters.orderNo,
      statementNo: filters.statementNo,
    },
    raw: true,
  }).catch(() => null);
  return response ? saveResponse(response, fallbackName) : null;
}
