import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../world';
import { buildCatalogueApp } from '../search.fixture';
import { readableBody } from './files';
import { operations, tableGaps, unlistedRoutes, urlOf, type Operation } from './openapi';
import { HIDDEN_ROUTES } from './hidden-routes';
import { BUYER_ROUTES, ID_FIELD, type Owned, type Req } from './table';
import { snapshotOf, watchSnapshot, type Read } from './caller';
import { buildBuyerWorld, type Buyer, type Caller, type World } from './world';

// The isolation sweep: every buyer call that takes an id is made by every other caller (buyer B, a visitor,
// an operator) with buyer A's ids. Each must be refused (B: 403/404, the visitor: 401, the operator token:
// 401/403); a 2xx is a leak even when it shows nothing, and so is an answer (JSON, or the text of a PDF,
// .xlsx or CSV download) that shows A's markers, or a call that changes what A sees. A route that takes an
// id and is missing from the table fails the sweep, and so does a route Fastify serves that the OpenAPI
// document hides and the table does not name.

const w = useTestApp(() => buildCatalogueApp(40), 120_000);
let world: Omit<World, 'shops'>;
let all: Operation[];
let ops: Operation[];

beforeAll(async () => {
  world = await buildBuyerWorld(w.app);
  all = operations(w.app);
  // The portal's calls are swept merchant against merchant in portal-isolation.test.ts; the console's
  // calls (an operator sees every buyer's data by design) are walked for their role guard in roles.test.ts.
  // The merchant API is a shop's, swept with the portal's calls.
  ops = all.filter(
    (o) =>
      !o.path.startsWith('/api/admin') &&
      !o.path.startsWith('/api/portal') &&
      !o.path.startsWith('/open/v1/merchant/'),
  );
}, 120_000);

/** Keys whose values move with the clock, not with anyone's action. */
const VOLATILE = /remain|countdown|expire|now$|serverTime/i;

/** What buyer A can see of his own data: changed by another caller's request = a leak. */
async function snapshot(owner: Buyer): Promise<string> {
  const v = owner.ids;
  const reads: Read[] = [
    ['GET', '/api/address/list'],
    ['POST', '/api/invoice/title/list', {}],
    ['POST', '/api/order/list', { pageSize: 50 }],
    ...[v.openOrderNo, v.onlineOrderNo, v.shippedOrderNo, v.doneOrderNo].map(
      (orderNo) => ['POST', '/api/order/detail', { orderNo }] as [string, string, object],
    ),
    ['POST', '/api/order/shipments', { orderNo: v.shippedOrderNo }],
    ['POST', '/api/cart/list/getCartList', {}],
    ['POST', '/api/cart/bought-together', {}],
    ['POST', '/api/system-message/getMessageList', { pageSize: 100 }],
    ['POST', '/api/afs/list', { pageSize: 50 }],
    ['POST', '/api/afs/detail', { afsNo: v.afsNo }],
    ['POST', '/api/bidding/list', { pageSize: 50 }],
    ['GET', `/api/bidding/detail?id=${v.biddingId}`],
    ['POST', '/api/invoice/list', { pageSize: 50 }],
    ['POST', '/api/invoice/detail', { id: v.invoiceId }],
    ['POST', '/api/invoice/einvoice/red-forms', {}],
    ['POST', '/api/invoice/einvoice/folder', {}],
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
    ['POST', '/api/company/material-codes/list', { pageSize: 50 }],
    ['POST', '/api/company/material-codes/of', { productIds: [90001, 90002] }],
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
    ['GET', '/api/company/notification-robots'],
    ['GET', '/api/notification/preferences'],
    ['GET', '/api/notification/email'],
    ['GET', '/api/company/notification/defaults'],
  ];
  return snapshotOf(w.app, owner, reads, (k) => VOLATILE.test(k));
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

/** The statuses that refuse a caller another owner's id (AppError's status is the HTTP status). */
const REFUSED = { owner: [403, 404], visitor: [401], operator: [401, 403] } as const;

const reqsOf = (entry: Owned, victim: Buyer): Req[] => [entry.req(victim.ids)].flat();

function send(op: Operation, req: Req, who: Caller) {
  return w.app.inject({
    method: op.method as 'GET',
    url: urlOf(op, req.params, req.query),
    headers: who.headers,
    ...(req.body && op.method !== 'GET' ? { payload: req.body } : {}),
  });
}

describe('isolation sweep', () => {
  it('sees every route Fastify serves: the OpenAPI document, or the hidden routes named in the table', () => {
    const unlisted = unlistedRoutes(w.app, all);
    expect(
      unlisted.filter((k) => !HIDDEN_ROUTES[k]),
      'routes served but hidden from OpenAPI: name them in HIDDEN_ROUTES (testing/sweep/table.ts)',
    ).toEqual([]);
    expect(
      Object.keys(HIDDEN_ROUTES).filter((k) => !unlisted.includes(k)),
      'HIDDEN_ROUTES names a route that is no longer served, or is now in the OpenAPI document',
    ).toEqual([]);
  });

  it('knows every buyer route that takes an id (in the path, the query, or nested in the body)', () => {
    const { missing, stale } = tableGaps(ops, BUYER_ROUTES, ID_FIELD);
    expect(missing, 'add these routes to testing/sweep/table.ts').toEqual([]);
    expect(stale, 'routes in the table that the app no longer serves').toEqual([]);
  });

  it('finds the owner’s markers in his own downloads (PDF, .xlsx), so a leaked file would be caught', async () => {
    const victim = world.a;
    const secrets = markers(victim);
    const read: string[] = [];
    for (const op of ops) {
      const entry = BUYER_ROUTES[op.key];
      if (entry?.kind !== 'owned' || !entry.download) continue;
      for (const req of reqsOf(entry, victim)) {
        const res = await send(op, req, victim);
        expect(res.statusCode, `${op.key} as its owner`).toBe(200);
        const { kind, text } = await readableBody(res);
        const shown = secrets.filter((m) => text.includes(m));
        expect(kind, `${op.key} answers a file`).not.toBeNull();
        expect(shown, `${op.key}: the owner's ${kind} names none of his markers`).not.toEqual([]);
        read.push(`${op.key} ${kind}: ${shown.length} markers`);
      }
    }
    console.log(['downloads read as their owner:', ...read].join('\n  '));
    expect(read.length).toBeGreaterThanOrEqual(6);
  });

  it('refuses buyer B, a visitor and an operator token every call with A’s ids, and leaks nothing', async () => {
    const victim = world.a;
    const others: [Caller, keyof typeof REFUSED][] = [
      [world.b, 'owner'],
      [world.visitor, 'visitor'],
      [world.operators['超级管理员'], 'operator'],
    ];
    const secrets = markers(victim);
    // Nobody else acts between two routes, so each route's "after" is the next route's "before". A route's
    // calls (every caller, every request) are made before A's data is looked at again: a change names the
    // route and its callers' statuses.
    // A's data is read again after a route's calls that wrote anything (see watchSnapshot).
    const watch = await watchSnapshot(w.app, () => snapshot(victim));
    const lines: string[] = [];
    const leaks: string[] = [];
    let calls = 0;
    let routes = 0;
    let files = 0;
    for (const op of ops) {
      const entry = BUYER_ROUTES[op.key];
      if (!entry || entry.kind !== 'owned') continue;
      routes++;
      // The open API's callers are apps: B's app stands in for buyer B.
      const callers: [Caller, keyof typeof REFUSED][] = op.path.startsWith('/open/')
        ? [[world.b.app, 'owner'], ...others.slice(1)]
        : others;
      for (const req of reqsOf(entry, victim)) {
        const statuses: number[] = [];
        for (const [who, role] of callers) {
          const res = await send(op, req, who);
          calls++;
          statuses.push(res.statusCode);
          const allowed: number[] = [...REFUSED[role]];
          if (role === 'owner' && entry.refusal) allowed.push(entry.refusal.status);
          const scopedOk = role === 'owner' && entry.scoped && res.statusCode < 300;
          if (!allowed.includes(res.statusCode) && !scopedOk)
            leaks.push(
              `${op.key} as ${who.name}: ${res.statusCode} on buyer A's ids (expected ${allowed.join('/')})`,
            );
          if (res.statusCode < 300) {
            const { kind, text } = await readableBody(res);
            if (kind) files++;
            const shown = secrets.filter((s) => text.includes(s));
            if (shown.length)
              leaks.push(`${op.key} as ${who.name}: ${kind ?? 'answer'} shows ${shown.join(', ')}`);
          }
        }
        if (await watch.changed())
          leaks.push(`${op.key} (callers' statuses ${statuses.join(' ')}): changed buyer A's data`);
        const note = entry.scoped ? '  (scoped)' : entry.refusal ? `  (${entry.refusal.status} allowed)` : '';
        lines.push(`  ${op.key.padEnd(48)} ${statuses.join(' ')}${note}`);
      }
    }
    const skipped = Object.values(BUYER_ROUTES).filter((e) => e.kind !== 'owned').length;
    console.log(
      [
        'isolation sweep (callers: buyer B (on /open/v1: B’s company’s app), visitor, operator; statuses in that order)',
        ...lines,
        `routes ${routes}, calls ${calls}, files read ${files}, snapshots read again ${watch.reads}, leaks ${leaks.length} ` +
          `(and ${skipped} id-taking routes public or credential-scoped, ${Object.keys(HIDDEN_ROUTES).length} hidden routes named)`,
        ...leaks.map((l) => `  LEAK ${l}`),
      ].join('\n'),
    );
    expect(leaks).toEqual([]);
    expect(routes).toBeGreaterThanOrEqual(80);
  }, 900_000);
});
