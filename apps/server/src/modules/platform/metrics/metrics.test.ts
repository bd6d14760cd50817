import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { useTestApp } from '../../../testing/world';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';

const w = useTestApp();
let open: TestApp;
beforeAll(async () => {
  // Prometheus scraping from an allowed address (inject connects from 127.0.0.1).
  open = await buildTestApp({ METRICS_ALLOW: '10.0.0.9, 127.0.0.1' });
});
afterAll(async () => {
  await open.close();
});

/** The value of one sample line, e.g. value(text, 'mall_jobs{state="failed"}'). */
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics', () => {
  it('is refused to visitors and buyers, served to the 超级管理员 in the Prometheus format', async () => {
    expect((await w.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const buyer = await buyerAuth(w.app);
    expect((await w.app.inject({ method: 'GET', url: '/metrics', headers: buyer.headers })).statusCode).toBe(
      403,
    );
    const ops = await operatorAuth(w.app, '运营');
    expect((await w.app.inject({ method: 'GET', url: '/metrics', headers: ops.headers })).statusCode).toBe(
      403,
    );

    // Some traffic: the banner list twice (a cache miss, then a hit), two unknown product ids.
    for (const url of [
      '/api/home/index/getBannerList',
      '/api/home/index/getBannerList',
      '/api/product/detail/999998',
      '/api/product/detail/999999',
    ])
      await w.app.inject({ method: 'GET', url });
    const admin = await operatorAuth(w.app, '超级管理员');
    const res = await w.app.inject({ method: 'GET', url: '/metrics', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    // Durations per route pattern (never per id) and status.
    expect(
      value(
        text,
        'mall_http_request_duration_seconds_count{method="GET",route="/api/home/index/getBannerList",status_code="200"}',
      ),
    ).toBe(2);
    expect(
      value(
        text,
        'mall_http_request_duration_seconds_count{method="GET",route="/api/product/detail/:id",status_code="404"}',
      ),
    ).toBe(2);
    expect(text).not.toContain('/api/product/detail/999999');
    expect(
      value(
        text,
        'mall_http_request_duration_seconds_count{method="GET",route="/metrics",status_code="401"}',
      ),
    ).toBe(1);
    // The queue, the caches and the process.
    expect(value(text, 'mall_jobs{state="failed"}')).toBe(0);
    expect(value(text, 'mall_cache_reads_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, 'mall_cache_reads_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('mall_process_resident_memory_bytes');
    expect(text).toContain('mall_nodejs_eventloop_lag_seconds');
    if (w.app.db.kind === 'postgres')
      expect(value(text, 'mall_db_pool_connections{state="total"}')).toBeGreaterThan(0);
  });

  it('is served without a token to an address in METRICS_ALLOW, and X-Forwarded-For does not count', async () => {
    const res = await open.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('mall_http_request_duration_seconds');
    const forged = await w.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '10.0.0.9' },
      remoteAddress: '203.0.113.5',
    });
    expect(forged.statusCode).toBe(401);
  });
});
