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

/** Saves a raw file Response (from a `raw: true` request) under its Content-Disposition name; answers it. */
export async function saveResponse(response: Response, fallbackName: string): Promise<string> {
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName) || fallbackName;
  saveBlob(await response.blob(), name);
  return name;
}
