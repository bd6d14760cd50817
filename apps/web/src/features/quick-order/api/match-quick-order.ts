import type { QuickOrderMatch, QuickOrderMatchBody } from '@mall/shared';
import { http } from '@/lib/request';
import { QUICK_ORDER_TIMEOUT_MS } from '../lib/limits';

/** POST /api/quick-order/match: a pasted list matched against the catalogue, line by line. */
export const matchQuickOrder = (body: QuickOrderMatchBody) =>
  http.post<QuickOrderMatch>('/api/quick-order/match', body, { timeoutMs: QUICK_ORDER_TIMEOUT_MS });
