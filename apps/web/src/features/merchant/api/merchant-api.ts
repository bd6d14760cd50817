import {
  MERCHANT_TOKEN_HEADER,
  type MerchantApplication,
  type MerchantDraftBody,
  type MerchantSubmitBody,
  type MerchantVerifyResult,
  type UploadResult,
} from '@mall/shared';
import { env } from '@/config/env';
import { t } from '@/locales/zh-CN';
import { http, RequestError } from '@/lib/request';
import { toast } from '@/lib/toast';

export const sendMerchantSms = (mobile: string) =>
  http.post<null>('/api/merchant/sendSms', { mobile }, { auth: false });
export const verifyMerchantMobile = (mobile: string, code: string) =>
  http.post<MerchantVerifyResult>('/api/merchant/verify', { mobile, code }, { auth: false });

/**
 * Calls that carry the applicant token (header x-merchant-token). Outside the request layer on purpose: an
 * expired token answers 401, which must send the applicant back to the mobile step, not to the buyer login.
 */
async function withToken<T>(token: string, url: string, body: BodyInit, json: boolean): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', [MERCHANT_TOKEN_HEADER]: token };
  if (json) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`${env.apiBase}${url}`, { method: 'POST', headers, body });
  } catch {
    toast.error(t.request.networkError);
    throw new RequestError(t.request.networkError, 'network');
  }
  const payload = (await response.json().catch(() => null)) as { msg?: string; data?: T } | null;
  if (!response.ok || payload?.data === undefined) {
    const msg = payload?.msg || t.request.serverError;
    toast.error(msg);
    throw new RequestError(msg, response.status === 401 ? 'unauthorized' : 'http', response.status);
  }
  return payload.data;
}

export const saveMerchantDraft = (token: string, body: MerchantDraftBody) =>
  withToken<MerchantApplication>(token, '/api/merchant/draft', JSON.stringify(body), true);
export const submitMerchant = (token: string, body: MerchantSubmitBody) =>
  withToken<MerchantApplication>(token, '/api/merchant/submit', JSON.stringify(body), true);
export function uploadMerchantFile(token: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return withToken<UploadResult>(token, '/api/merchant/upload', form, false);
}
