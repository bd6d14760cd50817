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
 * Sets the security headers on every answer. @fastify/helmet rebuilt helmet's middleware (its CSP parsed
 * again) for each request, about a tenth of a cached product page's time; the headers never change, so
 * they are computed once at start and copied onto each reply.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const { set } = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(set);
    done();
  });
}
