import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowsingHistoryPage } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { buyerAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { buildCatalogueApp } from '../../../testing/search.fixture';

const w = useTestApp(() => buildCatalogueApp(80));
let productIds: number[] = [];
let skuIds: number[] = [];
beforeAll(async () => {
  const rows = await queryRows<{ id: number; sku: number }>(
    w.app.db.db,
    sql`select id, default_sku_id as sku from products where on_shelf order by id limit 6`,
  );
  productIds = rows.map((r) => r.id);
  // The detail call takes SKU ids first (/goods/{skuId}); use each product's default SKU.
  skuIds = rows.map((r) => r.sku);
});

type Headers = Record<string, string>;
async function call<T>(url: string, payload: unknown, headers: Headers) {
  const res = await w.app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: T } };
}
const list = (headers: Headers, body: object = {}) =>
  call<BrowsingHistoryPage>('/api/history/getBrowsingHistory', body, headers);
const remove = (headers: Headers, body: unknown) =>
  call<{ deleted: number }>('/api/history/deleteBrowsingHistory', body, headers);

/** A buyer who viewed products through the product detail call, with views moved back by `daysAgo`. */
async function buyerWithHistory(daysAgo: number[]) {
  const auth = await buyerAuth(w.app);
  for (const [i, days] of daysAgo.entries()) {
    const id = productIds[i]!;
    const res = await w.app.inject({
      method: 'GET',
      url: `/api/product/detail/${skuIds[i]}`,
      headers: auth.headers,
    });
    expect(res.statusCode).toBe(200);
    // Age the view as if it happened `days` days ago (the detail call always records "now").
    await w.app.db.db.execute(sql`
      update browsing_history
      set viewed_at = now() - make_interval(days => ${days}, mins => ${i}),
          viewed_on = ((now() - make_interval(days => ${days}, mins => ${i})) at time zone 'Asia/Shanghai')::date
      where user_id = ${auth.buyer.id} and product_id = ${id}`);
  }
  return auth;
}

describe('browsing history list', () => {
  it('lists the buyer’s viewed products newest first, grouped by day, with what add-to-cart needs', async () => {
    const { headers } = await buyerWithHistory([0, 0, 2, 5, 100, 400]);
    const r = await list(headers);
    expect(r.status).toBe(200);
    expect(r.body.data.total).toBe(6);
    const days = r.body.data.days;
    expect(days.map((d) => d.items.length)).toEqual([2, 1, 1, 1, 1]);
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort().reverse());
    const first = days[0]!.items[0]!;
    expect(first.productId).toBe(productIds[0]);
    expect(first).toMatchObject({ onShelf: true });
    expect(first.skuId).toBeGreaterThan(0);
    expect(first.moq).toBeGreaterThan(0);
    expect(first.price).toMatch(/^\d+\.\d{2}$/);
    expect(first.viewedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('filters by the date-range codes 01 近三天, 02 近一周, 03 近一年', async () => {
    const { headers } = await buyerWithHistory([0, 1, 2, 5, 100, 400]);
    expect((await list(headers, { dateRange: '01' })).body.data.total).toBe(3);
    expect((await list(headers, { dateRange: '02' })).body.data.total).toBe(4);
    expect((await list(headers, { dateRange: '03' })).body.data.total).toBe(5);
    expect((await list(headers, { dateRange: '04' })).status).toBe(400);
    expect((await list(headers, { dateRange: '04' })).body.msg).toMatch(/时间范围不正确/);
  });

  it('pages', async () => {
    const { headers } = await buyerWithHistory([0, 1, 2]);
    const r = await list(headers, { pageNum: 2, pageSize: 2 });
    expect(r.body.data.total).toBe(3);
    expect(r.body.data.days.flatMap((d) => d.items)).toHaveLength(1);
    expect((await list(headers, { pageSize: 101 })).status).toBe(400);
    expect((await list(headers, { pageNum: 0 })).status).toBe(400);
  });

  it('needs a buyer login', async () => {
    expect((await list({})).status).toBe(401);
    expect((await remove({}, { all: 1 })).status).toBe(401);
  });
});

describe('browsing history delete', () => {
  it('deletes one and several records by id', async () => {
    const { headers } = await buyerWithHistory([0, 1, 2, 3]);
    const ids = (await list(headers)).body.data.days.flatMap((d) => d.items.map((i) => i.id));
    expect((await remove(headers, { ids: [ids[0]] })).body.data.deleted).toBe(1);
    const r = await remove(headers, { ids: [ids[1], ids[2]] });
    expect(r.status).toBe(200);
    expect(r.body.data.deleted).toBe(2);
    expect((await list(headers)).body.data.days.flatMap((d) => d.items.map((i) => i.id))).toEqual([ids[3]]);
  });

  it('deletes by date range, leaving older records', async () => {
    const { headers } = await buyerWithHistory([0, 1, 5, 100]);
    expect((await remove(headers, { dateRange: '01' })).body.data.deleted).toBe(2);
    expect((await list(headers)).body.data.total).toBe(2);
    expect((await remove(headers, { dateRange: '02' })).body.data.deleted).toBe(1);
    expect((await list(headers)).body.data.total).toBe(1);
  });

  it('deletes everything with all: 1', async () => {
    const { headers } = await buyerWithHistory([0, 10, 500]);
    expect((await remove(headers, { all: 1 })).body.data.deleted).toBe(3);
    expect((await list(headers)).body.data).toMatchObject({ total: 0, days: [] });
  });

  it('never touches another buyer’s records (foreign ids are ignored)', async () => {
    const owner = await buyerWithHistory([0, 1]);
    const stranger = await buyerWithHistory([0]);
    const ownerIds = (await list(owner.headers)).body.data.days.flatMap((d) => d.items.map((i) => i.id));
    const r = await remove(stranger.headers, { ids: ownerIds });
    expect(r.status).toBe(200);
    expect(r.body.data.deleted).toBe(0);
    await remove(stranger.headers, { all: 1 });
    expect((await list(owner.headers)).body.data.total).toBe(2);
    // The stranger's list never shows the owner's records.
    expect((await list(stranger.headers)).body.data.total).toBe(0);
  });

  it('refuses bad input with a clear 400', async () => {
    const { headers } = await buyerAuth(w.app);
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { ids: [0] }, { dateRange: '9' }, { all: 2 }]) {
      const r = await remove(headers, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await remove(headers, {})).body.msg).toContain('请选择要删除的浏览记录');
    const tooMany = Array.from({ length: 501 }, (_, i) => i + 1);
    expect((await remove(headers, { ids: tooMany })).body.msg).toContain('一次最多删除 500 条');
  });
});
