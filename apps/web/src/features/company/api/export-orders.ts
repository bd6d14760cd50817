import { saveResponse } from '@mall/client-kit';
import { request } from '@/lib/request';

/**
 * 管理员/财务: the company's orders in a date range as .xlsx (GET /api/company/orders/export with the bearer
 * token). Resolves the saved file name, or null when the server refused (the request layer showed why).
 */
export async function exportCompanyOrders(
  from: string | undefined,
  to: string | undefined,
  fallbackName: string,
) {
  const response = await request<Response>('GET', '/api/company/orders/export', {
    params: { from, to },
    raw: true,
  }).catch(() => null);
  return response ? saveResponse(response, fallbackName) : null;
}
