import { createHash } from 'node:crypto';
import { or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { CxmlRefusal, type Credential } from '../cxml';
import { punchoutConfigs, type PunchoutConfigRow } from './punchout.table';

export const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');
/** Identities and hosts compare without case and surrounding blanks. */
export const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const AUTH_FAILED = new CxmlRefusal(
  401,
  '身份验证失败：From 身份或共享密钥不正确',
  'Authentication failed: unknown From identity or wrong shared secret',
);

/** What a business rule refused (AppError 4xx from checkout: stock, budget …) becomes a cXML Status. */
export function asRefusal(err: unknown): CxmlRefusal | null {
  if (err instanceof CxmlRefusal) return err;
  if (err instanceof AppError && err.status >= 400 && err.status < 500) {
    const code = ([400, 401, 403, 404, 409, 410, 413] as const).find((c) => c === err.status) ?? 400;
    const en = code === 409 ? 'Conflict: the order cannot be placed as sent' : 'The document was refused';
    return new CxmlRefusal(code, err.message, en);
  }
  return null;
}

/** The configuration the From identity names (any of the From credentials; one indexed lookup). */
export async function configByFrom(db: Db, from: Credential[]): Promise<PunchoutConfigRow | null> {
  const [row] = await db
    .select()
    .from(punchoutConfigs)
    .where(
      or(
        ...from.map(
          (f) =>
            sql`(lower(${punchoutConfigs.fromDomain}), lower(${punchoutConfigs.fromIdentity})) = (${f.domain.trim().toLowerCase()}, ${f.identity.trim().toLowerCase()})`,
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Where this site's buyer simulator takes a cart back (operators test a company's set-up with it). */
export const SANDBOX_RETURN_PATH = '/punchout/sandbox/return/';

/**
 * The address a cart may go back to (cXML BrowserFormPost, OCI HOOK_URL): http(s) on a host the company
 * allowed, or this site's own buyer simulator. The refusal says which.
 */
export function returnUrlOf(
  config: Pick<PunchoutConfigRow, 'returnHosts'>,
  raw: string,
  publicOrigin: string,
): { url: URL } | { refused: 'invalid' | 'host'; host: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { refused: 'invalid', host: '' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { refused: 'invalid', host: url.hostname };
  const simulator =
    url.origin === new URL(publicOrigin).origin && url.pathname.startsWith(SANDBOX_RETURN_PATH);
  if (!simulator && !config.returnHosts.some((h) => same(h, url.hostname)))
    return { refused: 'host', host: url.hostname };
  return { url };
}
