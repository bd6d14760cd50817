import { createHash, randomBytes } from 'node:crypto';
import { AppError, forbidden, notFound } from '../../lib/app-error';

// A link mailed to one member (审批链接, 邮箱确认链接): a random 256-bit token in the URL, its SHA-256 hash in
// the row, single use and short-lived.

/** A new link token (43 base64url characters) and the hash its row keeps. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: linkTokenHash(token) };
}

const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** 410: the link was good once (used, expired, or no longer for its purpose). */
export const gone = (msg: string) => new AppError(410, msg);

/** What a refused link says: unknown, another member's, used, expired. */
export type LinkRefusals = { unknown: string; notYours: string; used: string; expired: string };

/**
 * The row of the link `token` (found by `byHash` from its hash), checked: known, the signed-in member's own
 * (when one is: `caller`), unused (410) and unexpired at `now` (410).
 */
export async function usableLink<L extends { userId: number; usedAt: Date | null; expiresAt: Date }>(
  token: string,
  caller: number | null,
  now: Date,
  say: LinkRefusals,
  byHash: (tokenHash: string) => Promise<L[]>,
): Promise<L> {
  const [link] = /^[\w-]{43}$/.test(token) ? await byHash(linkTokenHash(token)) : [];
  if (!link) throw notFound(say.unknown);
  if (caller !== null && caller !== link.userId) throw forbidden(say.notYours);
  if (link.usedAt) throw gone(say.used);
  if (link.expiresAt <= now) throw gone(say.expired);
  return link;
}
