import { request } from './request';

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

/** Fetches a file with the operator's token (PDF, .xlsx); errors go through the request layer's toasts. */
export async function fetchFile(
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
): Promise<{ blob: Blob; name: string | null }> {
  const response = await request<Response>(method, url, { data, raw: true });
  const blob = await response.blob();
  return { blob, name: fileNameOf(response.headers.get('content-disposition'), '') || null };
}

/** Saves a blob under a name through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
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
