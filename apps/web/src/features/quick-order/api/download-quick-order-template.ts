import { saveResponse } from '@mall/client-kit';
import { request } from '@/lib/request';

/** GET /api/quick-order/template: saves the upload template (.xlsx); resolves the file name or null. */
export async function downloadQuickOrderTemplate(): Promise<string | null> {
  const response = await request<Response>('GET', '/api/quick-order/template', { raw: true }).catch(
    () => null,
  );
  return response ? saveResponse(response, '快速下单模板.xlsx') : null;
}
