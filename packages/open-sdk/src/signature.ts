import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header a webhook delivery is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const SIGNATURE_HEADER = 'x-mall-signature';

/**
 * Checks a webhook delivery: `header` is its x-mall-signature, `rawBody` the body exactly as received,
 * `secret` the endpoint's `whsec_…`. False when the HMAC differs or the timestamp is further than
 * `toleranceSeconds` (5 minutes) from now: a replayed old delivery.
 */
export function verifySignature(
  secret: string,
  header: string,
  rawBody: string,
  options: { nowSeconds?: number; toleranceSeconds?: number } = {},
): boolean {
  const now = options.nowSeconds ?? Date.now() / 1000;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(now - t) > (options.toleranceSeconds ?? 300)) return false;
  if (!/^[0-9a-f]{64}$/.test(v1)) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
