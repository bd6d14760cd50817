import type { QuickOrderMatch } from '@mall/shared';
import { http } from '@/lib/request';
import { QUICK_ORDER_TIMEOUT_MS } from '../lib/limits';

/** POST /api/quick-order/match/file?areaCode=: an uploaded .xlsx or .csv list, matched like a paste. */
export const matchQuickOrderFile = (file: File, areaCode: string) => {
  const form = new FormData();
  form.append('file', file);
  return http.post<QuickOrderMatch>(
    `/api/quick-order/match/file?areaCode=${encodeURIComponent(areaCode)}`,
    form,
    {
      timeoutMs: QUICK_ORDER_TIMEOUT_MS,
    },
  );
};
