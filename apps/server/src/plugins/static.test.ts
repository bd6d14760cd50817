import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { MemoryStore } from '../lib/store';
import type { App } from '../lib/types';
import { createTestDb } from '../testing/test-db';

let app: App;
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
  fs.mkdirSync(path.join(consoleRoot, 'assets'));
  fs.writeFileSync(
    path.join(consoleRoot, 'index.html'),
    '<!doctype html><title>运营后台</title><div id="console-root"></div>',
  );
  fs.writeFileSync(path.join(consoleRoot, 'assets', 'index-def456.js'), 'console.log(2)');
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
    for (const url of ['/', '/goods/1909', '/order/list?type=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('answers HEAD on pages, client routes and assets like GET, without a body (load-balancer checks)', async () => {
    for (const url of ['/', '/goods/1909', '/admin/', '/admin/orders', '/assets/index-abc123.js']) {
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
