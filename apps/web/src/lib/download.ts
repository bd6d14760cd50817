import { CODE_MAINTENANCE } from '@mall/shared';
import { env } from '@/config/env';
import { t } from '@/locales/zh-CN';
import { getAccessToken } from './auth-token';
import { request } from './request';
import { toast } from './toast';

/** The file name of a Content-Disposition header (RFC 5987 filename* first), or the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/**
 * POSTs a JSON body and saves the binary answer as a file (e.g. the cart quotation .xlsx). A JSON answer
 * is an error envelope: it goes through the request layer once more so the buyer sees the usual toast or
 * redirect. Resolves the saved file name, or null when nothing was saved.
 */
export async function downloadFile(url: string, data: unknown, fallbackName: string): Promise<string | null> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const token = await getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${env.apiBase}${url}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(data ?? {}),
    });
  } catch {
    toast.error(t.request.networkError);
    return null;
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const payload = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
    if (response.status === 401 || response.status === 419 || payload?.code === CODE_MAINTENANCE) {
      // The request layer signs out / goes to the repair page as the error catalogue says.
      await request('POST', url, { data, silent: true }).catch(() => undefined);
    } else {
      toast.error(response.status === 404 ? t.request.apiNotFound : payload?.msg || t.request.serverError);
    }
    return null;
  }
  const blob = await response.blob();
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
