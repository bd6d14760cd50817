import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/** SHA-256 hex of a secret or token (both are 256 random bits: a slow hash would add nothing). */
export const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** Whether `value` hashes to `hash`, in constant time. */
export function matches(hash: string | null | undefined, value: string): boolean {
  if (!hash) return false;
  const a = Buffer.from(hash, 'hex');
  const b = Buffer.from(digest(value), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const newClientId = () => `op_${randomBytes(10).toString('hex')}`;
export const newClientSecret = () => `ops_${randomBytes(32).toString('base64url')}`;
export const newAccessToken = () => `oat_${randomBytes(32).toString('base64url')}`;

/** Whether `ip` is in the allow-list (addresses and CIDR ranges); an empty list allows every address. */
export function ipAllowed(allowList: readonly string[], ip: string): boolean {
  if (!allowList.length) return true;
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.process(ip);
  } catch {
    return false;
  }
  return allowList.some((entry) => {
    try {
      const single = ipaddr.process(entry.split('/')[0]!);
      const [range, bits] = entry.includes('/')
        ? ipaddr.parseCIDR(entry)
        : ([single, single.kind() === 'ipv6' ? 128 : 32] as const);
      return range.kind() === addr.kind() && addr.match(range, bits);
    } catch {
      return false;
    }
  });
}
