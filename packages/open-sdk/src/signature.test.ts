import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verifySignature } from './signature';

const sign = (secret: string, t: number, body: string) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;

describe('verifySignature', () => {
  it('accepts exactly the body, secret and recent timestamp it was signed with', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8 }),
        fc.string(),
        fc.string(),
        fc.integer({ min: 1_700_000_000, max: 2_000_000_000 }),
        fc.integer({ min: -300, max: 300 }),
        (secret, body, other, t, skew) => {
          const header = sign(secret, t, body);
          expect(verifySignature(secret, header, body, { nowSeconds: t + skew })).toBe(true);
          if (other !== body) expect(verifySignature(secret, header, other, { nowSeconds: t })).toBe(false);
          expect(verifySignature(`${secret}x`, header, body, { nowSeconds: t })).toBe(false);
          expect(verifySignature(secret, header, body, { nowSeconds: t + 301 })).toBe(false);
        },
      ),
    );
  });

  it('refuses a malformed header', () => {
    for (const header of ['', 't=abc,v1=00', 'v1=' + '0'.repeat(64), 't=1,v1=zz'])
      expect(verifySignature('s', header, '{}', { nowSeconds: 1 })).toBe(false);
  });
});
