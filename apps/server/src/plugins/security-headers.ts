import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The shop's security headers: helmet's defaults with a CSP for the storefront, console and portal.
 * `scripts`: inline scripts allowed by their hash (`'sha256-…'`), besides the shop's own files.
 */
export const securityHeaders = (scripts: readonly string[] = []): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'", ...scripts],
      connectSrc: ["'self'"],
      frameAncestors: ["'self'"],
      // The shop may be served over plain HTTP inside a company network.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * The headers helmet sets for `options`, worked out once: helmet runs against a recording response, so the
 * names and values are helmet's own (its CSP serialisation included). None of the options used here
 * depends on the request (no nonces, no per-request directive functions).
 */
function helmetHeaders(options: HelmetOptions): {
  set: Record<string, string>;
  removed: string[];
} {
  const set: Record<string, string> = {};
  const removed: string[] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      set[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete set[name.toLowerCase()];
      removed.push(name.toLowerCase());
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return { set, removed };
}

/**
 * The headers of a data answer (JSON, or a 304 of a data call), after OWASP's REST Security Cheat Sheet: a
 * browser never renders one as a page, so the document-only headers (the page's CSP, COOP, Origin-Agent-Cluster,
 * the DNS-prefetch, download and cross-domain-policy switches, X-XSS-Protection, Referrer-Policy) are left
 * off; what guards a data answer stays: nosniff, no framing at all, a CSP that allows nothing, same-origin
 * reads only (CORP) and HSTS. docs/decisions/2026-11-28-data-answer-headers.md.
 */
export function dataHeaders(page: Record<string, string>): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    ...(page['strict-transport-security']
      ? { 'strict-transport-security': page['strict-transport-security'] }
      : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/** A data answer: JSON, or a body-less 304 of a call under /api/. */
function isData(url: string, status: number, type: unknown): boolean {
  if (typeof type === 'string') return type.startsWith('application/json');
  return status === 304 && url.startsWith('/api/');
}

/**
 * Sets the security headers on every answer, by what it is: helmet's set for pages, files and anything else,
 * the data set for JSON, with `Cache-Control: no-store` where the route set no cache header of its own.
 * @fastify/helmet rebuilt helmet's middleware (its CSP parsed again) for each request,
 * about a tenth of a cached product page's time; the headers never change, so they are computed once at start
 * and copied onto each reply as it goes (no route sets any of them itself, but for a page's own CSP).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const { set } = helmetHeaders(options);
  const data = dataHeaders(set);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isData(request.url, reply.statusCode, reply.getHeader('content-type'))) {
      reply.headers(data);
      // A data answer no route made cacheable (a buyer's cart, orders, account; a refusal) is kept by no
      // cache at all: the catalogue's answers set their own `no-cache` with an ETag, a member's
      // `private, no-cache`.
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    } else {
      // A page that needs its own policy (the punch-out return page posts a form to the buyer's system) sets
      // it; every other header still comes from the set.
      const own = reply.getHeader('content-security-policy');
      reply.headers(set);
      if (own) reply.header('content-security-policy', own);
    }
    done(null, payload);
  });
}
