import { hash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A weak entity tag of a body: the same for its identity and compressed forms (weak comparison is what
 * If-None-Match uses), different whenever a byte of the body differs.
 */
export function weakEtag(body: string | Buffer): string {
  return `W/"${hash('sha1', body, 'base64url')}"`;
}

/** Whether the request's If-None-Match names `etag` (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  for (const candidate of header.split(',')) {
    const tag = candidate.trim();
    if (tag === '*' || tag.replace(/^W\//, '') === opaque) return true;
  }
  return false;
}

export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to send to a client by its Accept-Encoding: brotli, then gzip, by their q-values (brotli
 * wins a tie); null for the body as it is. `*` stands for any coding not named.
 */
export function preferredEncoding(header: string | string[] | undefined): ContentCoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of String(header).toLowerCase().split(',')) {
    const [token = '', ...params] = part.trim().split(';');
    const name = token.trim();
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) weight = Number(m[1]);
    }
    if (Number.isFinite(weight)) q.set(name, weight);
  }
  const weight = (name: ContentCoding) =>
    q.get(name) ?? (name === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return null;
}
