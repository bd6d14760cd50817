import { fileNameOf, saveBlob } from '@mall/client-kit';
import { request } from './request';

/** Fetches a file with the operator's token (PDF, .xlsx); errors go through the request layer's toasts. */
async function fetchFile(
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<{ blob: Blob; name: string | null }> {
  const response = await request<Response>(method, url, { data, raw: true });
  const blob = await response.blob();
  return { blob, name: fileNameOf(response.headers.get('content-disposition'), '') || null };
}

/** Downloads a file and saves it; resolves the saved name. */
export async function downloadFile(
  method: 'GET' | 'POST',
  url: string,
  fallbackName: string,
  data?: unknown,
): Promise<string> {
  const { blob, name } = await fetchFile(method, url, data);
  const saved = name ?? fallbackName;
  saveBlob(blob, saved);
  return saved;
}

/** Opens a file (a PDF) in a new tab: fetched with the token, shown from a blob URL. */
export async function openFile(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  const { blob } = await fetchFile('GET', url);
  const href = URL.createObjectURL(blob);
  if (tab) tab.location.href = href;
  else window.location.assign(href);
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Uploads one file as multipart field `file`. */
export function uploadFile<T>(url: string, file: File, fields: Record<string, string> = {}): Promise<T> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file);
  return request<T>('POST', url, { data: form });
}
