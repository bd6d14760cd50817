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
