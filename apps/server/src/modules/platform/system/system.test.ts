import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../../testing/world';
import { queryRows } from '../../../db/client';
import { SystemService } from './system.service';

const w = useTestApp();

describe('envelope and errors', () => {
  it('answers health in the envelope with the drivers in use', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const expectedDb = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    const expectedStore = process.env.REDIS_URL ? 'redis' : 'memory';
    expect(res.json()).toEqual({
      code: 200,
      msg: 'success',
      data: { status: 'ok', db: expectedDb, store: expectedStore },
    });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers an unknown /api path with HTTP 404 and a Chinese msg', async () => {
    const res = await w.app.inject({ method: 'POST', url: '/api/no/such/call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
  });

  it('refuses an invalid body with HTTP 400, a Chinese msg and no record written', async () => {
    const res = await w.app.inject({
      method: 'POST',
      url: '/api/log/report',
      payload: { projectName: '', url: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.data).toBeNull();
    expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(body.msg).not.toMatch(/at |stack|Error:/);
  });

  it('refuses malformed JSON with a Chinese msg', async () => {
    const res = await w.app.inject({
      method: 'POST',
      url: '/api/log/report',
      headers: { 'content-type': 'application/json' },
      payload: '{"projectName":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('请求内容不是有效的 JSON');
  });

  it('stores a client error report', async () => {
    const report = {
      projectName: 'mall-web',
      url: 'http://127.0.0.1:3000/goods/1',
      currentTime: '2026-11-22 10:00:00',
      errorMessage: 'boom',
      errorInfo: 'Error: boom\n    at Foo',
    };
    const res = await w.app.inject({ method: 'POST', url: '/api/log/report', payload: report });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: null });
    const rows = await queryRows(w.app.db.db, sql`select error_message from error_reports`);
    expect(rows).toContainEqual({ error_message: 'boom' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await w.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeTruthy();
  });
});

describe('maintenance mode', () => {
  it('answers code 3110 on storefront calls while on, and serves the maintenance text', async () => {
    const system = new SystemService(w.app.db.db, w.app.store); // another writer on the same store
    await system.setMaintenance({ enabled: true, content: '今晚 22:00-24:00 系统升级' });
    try {
      // On a shared Redis the change reaches this process as a message, within moments, not in the same tick.
      const hotSearch = async () =>
        (await w.app.inject({ method: 'GET', url: '/api/home/index/getHotSearch' })).json().code;
      await expect.poll(hotSearch, { timeout: 1000, interval: 20 }).toBe(3110);
      const info = await w.app.inject({ method: 'GET', url: '/api/oauth/getRepairInfo' });
      expect(info.json().data).toEqual({ maintenance: true, content: '今晚 22:00-24:00 系统升级' });
      const tips = await w.app.inject({ method: 'POST', url: '/api/oauth/getRepairTips' });
      expect(tips.json().code).toBe(200);
      const health = await w.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json().code).toBe(200);
    } finally {
      await system.setMaintenance({ enabled: false, content: '' });
      await expect
        .poll(
          async () => (await w.app.inject({ method: 'GET', url: '/api/oauth/getRepairInfo' })).json().data,
        )
        .toEqual({ maintenance: false, content: '' });
    }
    const after = await w.app.inject({ method: 'GET', url: '/api/health-nope' });
    expect(after.json().code).toBe(404);
  });
});
