import { createHmac, timingSafeEqual } from 'node:crypto';

/** The string a gateway signs: every non-empty parameter except `sign`, sorted by name, as k=v joined by &. */
function signingString(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

/** HMAC-SHA256 (hex) of the signing string. */
export function signParams(params: Record<string, string>, secret: string): string {
  return createHmac('sha256', secret).update(signingString(params), 'utf8').digest('hex');
}

/** Constant-time check of `params.sign`. */
export function verifySignature(params: Record<string, string>, secret: string): boolean {
  const given = params.sign ?? '';
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(signParams(params, secret), 'hex'));
}
