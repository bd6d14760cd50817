import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataHeaders, registerSecurityHeaders, securityHeaders } from './security-headers';

/** Headers of an answer, names lower-cased, without the ones every answer carries anyway. */
function securityPart(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  const ordinary = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type']);
  headers.forEach((value, name) => {
    if (!ordinary.has(name)) out[name] = value;
  });
  return out;
}

describe('security headers', () => {
  const app = Fastify();
  const boot = `'sha256-${'A'.repeat(43)}='`;
  const options = securityHeaders([boot]);
  // Helmet as its README runs it: a real middleware on a plain Node server, per request.
  const reference = http.createServer((req, res) => {
    helmet(options)(req, res, () => res.end('ok'));
  });
  let base = '';
  let referenceBase = '';

  beforeAll(async () => {
    registerSecurityHeaders(app, options);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>页</p>'));
    app.get('/file', async (_request, reply) => reply.type('application/pdf').send(Buffer.from('%PDF-1.7')));
    app.get('/api/same', async (_request, reply) => reply.code(304).send());
    app.get('/api/catalogue', async (_request, reply) =>
      reply.header('etag', 'W/"1"').header('cache-control', 'no-cache').send({ ok: true }),
    );
    app.get('/boom', async () => {
      throw Object.assign(new Error('坏了'), { statusCode: 400 });
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => reference.listen(0, '127.0.0.1', resolve));
    referenceBase = `http://127.0.0.1:${(reference.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => reference.close(resolve));
  });

  it('are the headers helmet itself sets on pages and files', async () => {
    const expected = securityPart((await fetch(`${referenceBase}/`)).headers);
    expect(Object.keys(expected).length).toBeGreaterThanOrEqual(10);
    for (const path of ['/page', '/file']) {
      const got = securityPart((await fetch(`${base}${path}`)).headers);
      expect(got, path).toEqual(expected);
    }
  });

  it('are the data set on JSON answers, refusals, unknown paths and a 304 of a data call', async () => {
    const page = securityPart((await fetch(`${referenceBase}/`)).headers);
    const expected = dataHeaders(page);
    expect(expected).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': page['strict-transport-security'],
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
    for (const path of ['/ok', '/boom', '/nowhere', '/api/same']) {
      const got = securityPart((await fetch(`${base}${path}`)).headers);
      expect(got, path).toEqual({ ...expected, 'cache-control': 'no-store' });
    }
  });

  it('leave a data answer its own cache header: a catalogue answer stays no-cache with its ETag', async () => {
    const got = securityPart((await fetch(`${base}/api/catalogue`)).headers);
    expect(got['cache-control']).toBe('no-cache');
    expect(got.etag).toBe('W/"1"');
  });

  it('carry the shop CSP on pages: same origin only, inline styles allowed, framing by the shop only', async () => {
    const res = await fetch(`${base}/page`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain(`script-src 'self' ${boot}`);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-embedder-policy')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
