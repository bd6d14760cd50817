import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { MemoryStore } from '../lib/store';
import type { App } from '../lib/types';
import { createTestDb } from '../testing/test-db';

let app: App;
/** A chunk as the build leaves it: the file, and its .br and .gz copies (tooling/vite-precompress.ts). */
const vendorJs =
  'export const rows = [' +
  Array.from({ length: 2000 }, (_, i) => `{id:${i},name:"商品${i}"}`).join(',') +
  '];\n';
const consoleCss = `.console-table{${'color:#1677ff;padding:8px 12px;'.repeat(200)}}\n`;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-web-'));
const consoleRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-console-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><title>工业品商城</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webRoot, 'favicon.svg'), '<svg/>');
  const vendor = path.join(webRoot, 'assets', 'vendor-f00d.js');
  fs.writeFileSync(vendor, vendorJs);
  fs.writeFileSync(`${vendor}.br`, brotliCompressSync(vendorJs));
  fs.writeFileSync(`${vendor}.gz`, gzipSync(vendorJs));
  fs.mkdirSync(path.join(consoleRoot, 'assets'));
  fs.writeFileSync(
    path.join(consoleRoot, 'index.html'),
    '<!doctype html><title>运营后台</title><div id="console-root"></div>',
  );
  fs.writeFileSync(path.join(consoleRoot, 'assets', 'index-def456.js'), 'console.log(2)');
  const css = path.join(consoleRoot, 'assets', 'index-def456.css');
  fs.writeFileSync(css, consoleCss);
  fs.writeFileSync(`${css}.br`, brotliCompressSync(consoleCss));
  fs.writeFileSync(`${css}.gz`, gzipSync(consoleCss));
  const env = loadEnv({ NODE_ENV: 'test' });
  app = await buildApp({ env, db: await createTestDb(), store: new MemoryStore(), webRoot, consoleRoot });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
  fs.rmSync(consoleRoot, { recursive: true, force: true });
});

describe('serving the built storefront', () => {
  it('answers / and client routes with index.html, revalidated', async () => {
    for (const url of ['/', '/cart/list', '/order/list?type=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers an unknown product with the same page and status 404 (the app shows its not-found page)', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: '/goods/1909' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      if (method === 'GET') expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers HEAD on pages, client routes and assets like GET, without a body (load-balancer checks)', async () => {
    for (const url of ['/', '/cart/list', '/admin/', '/admin/orders', '/assets/index-abc123.js']) {
      const res = await app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('');
    }
    expect((await app.inject({ method: 'HEAD', url: '/api/nope' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/goods/1909' })).statusCode).toBe(404);
  });

  it('serves hashed assets as immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown API paths a JSON 404 rather than the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
  });
});

describe('serving the built operator console under /admin/', () => {
  it('answers /admin/ and its client routes with the console page, not the storefront', async () => {
    for (const url of [
      '/admin/',
      '/admin/login',
      '/admin/orders?status=1&page=2',
      '/admin/orders/2026112200001',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="console-root">');
    }
  });

  it('adds the slash to /admin, keeping the query', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin?x=1' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/admin/?x=1');
  });

  it('serves the console assets as immutable, and storefront routes still get the storefront', async () => {
    const asset = await app.inject({ method: 'GET', url: '/admin/assets/index-def456.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const shop = await app.inject({ method: 'GET', url: '/administrator-guide' });
    expect(shop.body).toContain('<div id="root">');
  });

  it('keeps /api/admin paths JSON (signed out: 401), never the console page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/admin/nope' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('compressed delivery of the built files (made at build time)', () => {
  const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({
      method,
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli copy to a client that accepts br, with Content-Encoding and Vary', async () => {
    const res = await get('/assets/vendor-f00d.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(vendorJs) / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(vendorJs);
  });

  it('sends the gzip copy to a client that accepts gzip but not br', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const res = await get('/assets/vendor-f00d.js', accept);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(gunzipSync(res.rawPayload).toString()).toBe(vendorJs);
    }
  });

  it('sends the file as it is when no coding is accepted, still saying it varies', async () => {
    for (const accept of [undefined, 'identity', 'deflate']) {
      const res = await get('/assets/vendor-f00d.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.body).toBe(vendorJs);
    }
  });

  it('does the same for the console under /admin/, and for HEAD', async () => {
    const res = await get('/admin/assets/index-def456.css', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('text/css');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(consoleCss);
    const head = await get('/assets/vendor-f00d.js', 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');
  });

  it('keeps the copies from being addressed on their own, and answers a missing chunk 404, not the page', async () => {
    for (const url of ['/assets/vendor-f00d.js.br', '/assets/index-gone.js', '/admin/assets/old.css']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<div id=');
    }
  });

  it('compresses the page itself and revalidates it with its ETag', async () => {
    const br = await get('/', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<div id="root">');
    const gz = await get('/cart/list', 'gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<div id="root">');
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});
