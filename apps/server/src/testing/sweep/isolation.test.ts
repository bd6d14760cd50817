import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../build-test-app';
import { buildCatalogueApp } from '../search.fixture';
import { operations, urlOf, type Operation } from './openapi';
import { BUYER_ROUTES, ID_FIELD } from './table';
import { buildWorld, type Buyer, type Caller, type World } from './world';

// The isolation sweep: every buyer call that takes an id is made by every other caller (buyer B, a visitor,
// an operator) with buyer A's ids. A 2xx that shows A's data or changes it is a leak. A route that takes an
// id and is missing from the table fails the sweep.

let app: TestApp;
let world: World;
let ops: Operation[];

beforeAll(async () => {
  app = await buildCatalogueApp(40);
  world = await buildWorld(app);
  // The portal's calls are swept merchant against merchant in portal-isolation.test.ts.
  ops = operations(app).filter((o) => !o.path.startsWith('/api/admin') && !o.path.startsWith('/api/portal'));
}, 120_000);
afterAll(async () => {
  await app.close();
});

/** Keys whose values move with the clock, not with anyone's action. */
const VOLATILE = /remain|countdown|expire|now$|serverTime/i;

/** What buyer A can see of his own data: changed by another caller's request = a leak. */
async function snapshot(owner: Buyer): Promise<string> {
  const v = owner.ids;
  const reads: [string, string, object?][] = [
    ['GET', '/api/address/list'],
    ['POST', '/api/invoice/title/list', {}],
    ['POST', '/api/order/list', { pageSize: 50 }],
    ...[v.openOrderNo, v.onlineOrderNo, v.shippedOrderNo, v.doneOrderNo].map(
      (orderNo) => ['POST', '/api/order/detail', { orderNo }] as [string, string, object],
    ),
    ['POST', '/api/cart/list/getCartList', {}],
    ['POST', '/api/system-message/getMessageList', { pageSize: 100 }],
    ['POST', '/api/afs/list', { pageSize: 50 }],
    ['POST', '/api/afs/detail', { afsNo: v.afsNo }],
    ['POST', '/api/bidding/list', { pageSize: 50 }],
    ['GET', `/api/bidding/detail?id=${v.biddingId}`],
    ['POST', '/api/invoice/list', { pageSize: 50 }],
    ['POST', '/api/invoice/detail', { id: v.invoiceId }],
    ['POST', '/api/comment/posted/list', {}],
    ['POST', '/api/history/getBrowsingHistory', {}],
    ['GET', '/api/brand/getProductHistoryRecord'],
    ['POST', '/api/user/getUserInfo', {}],
    ['GET', '/api/company/current'],
    ['GET', '/api/company/members'],
    ['GET', '/api/company/addresses'],
    ['GET', '/api/company/invoice-titles'],
    ['GET', '/api/company/invitations'],
    ['GET', '/api/company/departments'],
    ['GET', '/api/company/approval-rules'],
    ['GET', '/api/company/budgets'],
    ['POST', '/api/company/requests/mine', { pageSize: 50 }],
    ['POST', '/api/company/requests/todo', { pageSize: 50 }],
    ...[v.requestNo, v.spareRequestNo].map(
      (requestNo) => ['GET', `/api/company/requests/detail?requestNo=${requestNo}`] as [string, string],
    ),
    ['POST', '/api/order/list', { scope: 'company', pageSize: 50 }],
    ['GET', '/api/purchase-list/list'],
    ...[v.purchaseListId, v.sharedListId].map(
      (id) => ['POST', '/api/purchase-list/detail', { id }] as [string, string, object],
    ),
    ['POST', '/api/stock-alert/list', { pageSize: 50 }],
    ['POST', '/api/quotation/list', { pageSize: 50 }],
    ['POST', '/api/quotation/detail', { id: v.quotationId }],
    ['GET', '/api/company/credit'],
    ['POST', '/api/company/credit/statements', { pageSize: 50 }],
    ['GET', `/api/company/credit/statements/detail?id=${v.statementId}`],
    ['POST', '/api/company/credit/repayments', { pageSize: 50 }],
  ];
  const parts: unknown[] = [];
  for (const [method, url, payload] of reads) {
    const res = await app.inject({
      method: method as 'GET',
      url,
      headers: owner.headers,
      ...(payload ? { payload } : {}),
    });
    parts.push([url, res.statusCode, res.json()]);
  }
  return JSON.stringify(parts, (k, val) => (VOLATILE.test(k) ? undefined : val));
}

/** Values only owner A has: finding one in another caller's answer is a leak. */
function markers(owner: Buyer): string[] {
  const v = owner.ids;
  return [
    v.marker,
    v.username,
    v.openOrderNo,
    v.onlineOrderNo,
    v.shippedOrderNo,
    v.doneOrderNo,
    v.afsNo,
    v.tradeNo,
    v.requestNo,
    v.spareRequestNo,
    v.quotationNo,
  ];
}

function idFields(op: Operation): string[] {
  const body = op.body?.properties ? Object.keys(op.body.properties) : [];
  return [...Object.keys(op.params), ...Object.keys(op.query), ...body].filter((k) => ID_FIELD.test(k));
}

describe('isolation sweep', () => {
  it('knows every buyer route that takes an id', () => {
    const missing = ops.filter((o) => idFields(o).length > 0 && !BUYER_ROUTES[o.key]).map((o) => o.key);
    expect(missing, 'add these routes to testing/sweep/table.ts').toEqual([]);
    const stale = Object.keys(BUYER_ROUTES).filter((k) => !ops.some((o) => o.key === k));
    expect(stale, 'routes in the table that the app no longer serves').toEqual([]);
  });

  it('leaks nothing of buyer A to buyer B, a visitor or an operator token, on any call with A’s ids', async () => {
    const victim = world.a;
    const others: Caller[] = [world.b, world.visitor, world.operators['超级管理员']];
    const secrets = markers(victim);
    expect(await snapshot(victim), 'the snapshot is stable when nobody acts').toBe(await snapshot(victim));
    const lines: string[] = [];
    const leaks: string[] = [];
    let calls = 0;
    let routes = 0;
    for (const op of ops) {
      const entry = BUYER_ROUTES[op.key];
      if (!entry || entry.kind !== 'owned') continue;
      routes++;
      const req = entry.req(victim.ids);
      const statuses: number[] = [];
      for (const who of others) {
        const before = await snapshot(victim);
        const res = await app.inject({
          method: op.method as 'GET',
          url: urlOf(op, req.params, req.query),
          headers: who.headers,
          ...(req.body && op.method !== 'GET' ? { payload: req.body } : {}),
        });
        calls++;
        statuses.push(res.statusCode);
        if (res.statusCode < 300) {
          const shown = secrets.filter((s) => res.body.includes(s));
          if (shown.length) leaks.push(`${op.key} as ${who.name}: answer shows ${shown.join(', ')}`);
        }
        const after = await snapshot(victim);
        if (after !== before)
          leaks.push(`${op.key} as ${who.name} (${res.statusCode}): changed buyer A's data`);
      }
      lines.push(`  ${op.key.padEnd(48)} ${statuses.join(' ')}`);
    }
    const skipped = Object.values(BUYER_ROUTES).filter((e) => e.kind !== 'owned').length;
    console.log(
      [
        'isolation sweep (callers: buyer B, visitor, operator; statuses in that order)',
        ...lines,
        `routes ${routes}, calls ${calls}, leaks ${leaks.length} (and ${skipped} id-taking routes public or credential-scoped)`,
      ].join('\n'),
    );
    expect(leaks).toEqual([]);
    expect(routes).toBeGreaterThanOrEqual(40);
  }, 900_000);
});
