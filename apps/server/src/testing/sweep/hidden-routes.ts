/**
 * Routes Fastify serves that the OpenAPI document leaves out (`schema.hide`): the sweep cannot read their
 * fields, so every one is named here, whether or not it takes an id; an unnamed one fails the run.
 */
export const HIDDEN_ROUTES: Record<string, { kind: 'public'; why: string }> = {
  'GET /metrics': {
    kind: 'public',
    why: 'Prometheus counters of the process, no owner’s data; local addresses or a super administrator only',
  },
  'GET /robots.txt': { kind: 'public', why: 'the crawler rules, the same for everyone' },
  'GET /sitemap.xml': { kind: 'public', why: 'the sitemap index of public pages' },
  'GET /sitemap/{file}': { kind: 'public', why: 'file names a part of the public sitemap, not an owner’s' },
  'GET /open/docs': { kind: 'public', why: 'the open platform’s API document page, the same for everyone' },
  'GET /open/docs/json': { kind: 'public', why: 'the open platform’s OpenAPI document, no owner’s data' },
  'GET /open/docs/init.js': { kind: 'public', why: 'the document page’s script, the same for everyone' },
};
