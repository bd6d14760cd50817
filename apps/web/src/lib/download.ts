import { saveResponse } from '@mall/client-kit';
import { request } from './request';

/**
 * POSTs a JSON body and saves the binary answer as a file (e.g. the cart quotation .xlsx). An error answer
 * gets the request layer's usual toast or redirect. Resolves the saved file name, or null when nothing was
 * saved. It waits as long as the request layer lets a file take (30 s), or `timeoutMs`.
 */
export async function downloadFile(
  url: string,
  data: unknown,
  fallbackName: string,
  timeoutMs?: number,
): Promise<string | null> {
  const response = await request<Response>('POST', url, { data, raw: true, timeoutMs }).catch(() => null);
  return response ? saveResponse(response, fallbackName) : null;
}
