import net from 'node:net';

/** Whether a host name or address stays on this machine (127.0.0.0/8, ::1, localhost). */
export function isLoopback(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (h.startsWith('::ffff:')) return isLoopback(h.slice(7));
  if (net.isIPv4(h)) return h.startsWith('127.');
  return h === '::1';
}

/** POSTs `form` url-encoded (as 支付宝 notifications and 快递100 calls are), giving up after `timeoutMs`. */
export function postForm(url: string, form: Record<string, string>, timeoutMs = 5000): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(timeoutMs),
  });
}
