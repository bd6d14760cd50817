import { beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_AREAS, OPERATOR_ROLES, type ConsoleArea, type OperatorRole } from '@mall/shared';
import { buyerAuth, operatorAuth } from '../accounts';
import { useTestApp } from '../world';
import { listRoutes, type RouteEntry } from '../routes';

// Walks every /api/admin route of the running app and checks its role guard against the console matrix
// (CONSOLE_AREAS): buyers are refused (403), roles outside the route's area are refused with
// 当前角色没有此操作的权限, roles inside it get past the guard.

/** Routes whose area is not the one of their path family. */
const EXACT: Record<string, ConsoleArea> = {
  '/api/admin/order/confirmOfflinePayment': 'payments',
  '/api/admin/afs/refund': 'refunds',
  '/api/admin/quotation/settings': 'settings',
  '/api/admin/quotation/settings/save': 'settings',
  '/api/admin/quotation/stamp-upload': 'settings',
  // The three-way match board is finance's (the rest of /api/admin/fulfilment is orders').
  '/api/admin/fulfilment/match/list': 'invoices',
};
/** Area of each path family under /api/admin/ (first segment). */
const FAMILY: Record<string, ConsoleArea> = {
  dashboard: 'dashboard',
  order: 'orders',
  fulfilment: 'orders',
  payment: 'payments',
  refund: 'payments',
  invoice: 'invoices',
  credit: 'credit',
  settlement: 'settlements',
  afs: 'afs',
  bidding: 'biddings',
  merchant: 'merchants',
  shop: 'merchants',
  notice: 'content',
  banner: 'content',
  floor: 'content',
  hotWord: 'content',
  help: 'content',
  page: 'content',
  content: 'content',
  buyer: 'buyers',
  company: 'buyers',
  punchout: 'buyers',
  'open-apps': 'buyers',
  operator: 'operators',
  audit: 'audit',
  settings: 'settings',
  maintenance: 'settings',
  category: 'catalogue',
  brand: 'catalogue',
  product: 'catalogue',
  catalogue: 'catalogue',
  spec: 'catalogue',
  pricing: 'catalogue',
  quotation: 'orders',
  notification: 'notifications',
};
/** Calls any signed-in operator may make whatever his role. */
const ANY_OPERATOR = ['/api/admin/auth/me', '/api/admin/auth/logout'];
const PUBLIC = ['/api/admin/auth/login', '/api/admin/auth/refresh'];
const ROLE_MSG = '当前角色没有此操作的权限';

function areaOf(url: string): ConsoleArea | undefined {
  return EXACT[url] ?? FAMILY[url.split('/')[3] ?? ''];
}

const w = useTestApp();
let routes: RouteEntry[];
const headers: Partial<Record<OperatorRole | 'buyer', Record<string, string>>> = {};

beforeAll(async () => {
  routes = listRoutes(w.app).filter((r) => r.url.startsWith('/api/admin/'));
  for (const role of OPERATOR_ROLES) headers[role] = (await operatorAuth(w.app, role)).headers;
  headers.buyer = (await buyerAuth(w.app)).headers;
});

const call = (r: RouteEntry, who: Record<string, string> | undefined) =>
  w.app.inject({ method: r.method as 'GET' | 'POST', url: r.url.replace(/:\w+/g, '1'), headers: who ?? {} });

describe('console role matrix on every /api/admin route', () => {
  it('finds the admin routes and knows the area of each', () => {
    expect(routes.length).toBeGreaterThanOrEqual(40);
    expect(routes).toContainEqual({ method: 'GET', url: '/api/admin/order/shipTemplate' });
    const unknown = routes.filter((r) => ![...PUBLIC, ...ANY_OPERATOR].includes(r.url) && !areaOf(r.url));
    expect(unknown, 'every admin route needs a console area (add it to EXACT or FAMILY)').toEqual([]);
  });

  it('refuses visitors (401) and buyer tokens (403) on every guarded route', async () => {
    let calls = 0;
    for (const r of routes.filter((x) => !PUBLIC.includes(x.url))) {
      expect((await call(r, undefined)).statusCode, `${r.method} ${r.url}`).toBe(401);
      const res = await call(r, headers.buyer);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(res.json().msg).toBe('买家账号不能访问运营后台');
      calls += 2;
    }
    console.log(`operator routes ${routes.length}, visitor and buyer calls ${calls}, let through 0`);
  });

  it('lets exactly the roles of the area past the guard', async () => {
    const seen: string[] = [];
    let refused = 0;
    let calls = 0;
    for (const r of routes) {
      const area = areaOf(r.url);
      if (!area) continue;
      const allowed = CONSOLE_AREAS[area] as readonly string[];
      for (const role of OPERATOR_ROLES) {
        const res = await call(r, headers[role]);
        const wasRefused = res.statusCode === 403 && res.json().msg === ROLE_MSG;
        expect(wasRefused, `${role} ${r.method} ${r.url} (${res.statusCode} ${res.body.slice(0, 80)})`).toBe(
          !allowed.includes(role),
        );
        calls++;
        if (wasRefused) refused++;
      }
      seen.push(r.url);
    }
    console.log(
      `operator role matrix: routes ${seen.length}, calls ${calls}, refused outside the role's areas ${refused}, escalations 0`,
    );
    // Spot checks of the matrix itself.
    expect(seen).toEqual(expect.arrayContaining(['/api/admin/afs/refund', '/api/admin/operator/create']));
  });

  it('any operator reads his own account with its role', async () => {
    for (const role of OPERATOR_ROLES) {
      const res = await w.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: headers[role] });
      expect(res.json().data.role).toBe(role);
    }
  });
});
