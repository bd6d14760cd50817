import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/world';
import { buyerAuth, operatorAuth } from '../testing/accounts';
import { listRoutes, type RouteEntry } from '../testing/routes';
import { NUL_MSG } from './input-guard';

// Every route, with a NUL byte in every place a caller can put one, and with ids past PostgreSQL's integer:
// a Chinese 4xx each time, never a 500. (A mechanical sweep; the isolation/fuzz suite goes further.)

const w = useTestApp();
let routes: RouteEntry[];
let buyer: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  routes = listRoutes(w.app).filter(
    (r) => r.url.startsWith('/api/') && !r.url.includes('*') && !r.url.startsWith('/api/docs'),
  );
  buyer = (await buyerAuth(w.app)).headers;
  admin = (await operatorAuth(w.app, '超级管理员')).headers;
});

const ID_FIELDS = [
  'id',
  'ids',
  'skuId',
  'spuId',
  'productId',
  'addressId',
  'titleId',
  'orderLineId',
  'quoteId',
  'categoryId',
  'brandId',
  'parentId',
  'lineId',
  'pageNum',
  'pageSize',
  'quantity',
];

async function call(r: RouteEntry, who: Record<string, string>, param: string, body?: object, query = '') {
  const url = r.url.replace(/:\w+/g, encodeURIComponent(param)) + query;
  return w.app.inject({
    method: r.method as 'GET',
    url,
    headers: who,
    ...(body && r.method !== 'GET' && r.method !== 'DELETE' ? { payload: body } : {}),
  });
}

describe('input guard', () => {
  it('answers a NUL byte anywhere with a Chinese 400 on every route, before anything is read or written', async () => {
    const nul = 'ab\u0000cd';
    const body = Object.fromEntries(
      ['searchTerms', 'keyword', 'username', 'title', 'name', 'orderNo'].map((k) => [k, nul]),
    );
    let checked = 0;
    const bad: string[] = [];
    for (const r of routes) {
      for (const who of [buyer, admin]) {
        const res = await call(r, who, nul, body, `?keyword=${encodeURIComponent(nul)}`);
        checked++;
        if (res.statusCode >= 500) bad.push(`${r.method} ${r.url} → ${res.statusCode}`);
        // Past authentication (401/403 come first), the guard answers.
        else if (res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode !== 404) {
          if (res.statusCode !== 400 || res.json().msg !== NUL_MSG)
            bad.push(`${r.method} ${r.url} → ${res.body}`);
        }
      }
    }
    expect(bad).toEqual([]);
    expect(checked).toBeGreaterThan(300);
    const search = await w.app.inject({
      method: 'POST',
      url: '/api/home/index/recordSearch',
      payload: { searchTerms: nul },
    });
    expect([search.statusCode, search.json()]).toEqual([400, { code: 400, msg: NUL_MSG, data: null }]);
  });

  it('refuses ids past PostgreSQL integer (2^31, 2^63) in paths and bodies with a 4xx, never a 500', async () => {
    const bad: string[] = [];
    let checked = 0;
    for (const big of ['2147483648', '9223372036854775808', '-2147483649']) {
      const body = Object.fromEntries(ID_FIELDS.map((k) => [k, Number(big)]));
      for (const r of routes)
        for (const who of [buyer, admin]) {
          const res = await call(r, who, big, body, `?id=${big}&categoryId=${big}&pageNum=${big}`);
          checked++;
          if (res.statusCode >= 500)
            bad.push(`${r.method} ${r.url} (${big}) → ${res.statusCode} ${res.body}`);
        }
    }
    expect(bad).toEqual([]);
    expect(checked).toBeGreaterThan(900);
    const detail = await w.app.inject({ method: 'GET', url: '/api/product/detail/2147483648' });
    expect([detail.statusCode, detail.json().msg]).toEqual([400, '商品编号不正确']);
  });
});
