import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../world';
import { buildCatalogueApp } from '../search.fixture';
import { productBody } from '../shop.fixture';
import { readableBody, type FileKind } from './files';
import { operations, tableGaps, urlOf, type Operation } from './openapi';
import { ID_FIELD, type Req } from './table';
import { snapshotOf, watchSnapshot, type Read } from './caller';
import { OPEN_MERCHANT_ROUTES } from './table-merchant-open';
import { FULFILMENT_PORTAL_ROUTES } from './table-fulfilment';
import { EINVOICE_PORTAL_ROUTES } from './table-einvoice';
import { robotRoutes } from './table-notification';
import { buildShopWorld, type Caller } from './world';
import type { Merchant, MerchantIds } from './world-shop';

// The portal's isolation sweep: every /api/portal call that takes an id is made by merchant B, a buyer, an
// operator and a visitor with merchant A's ids (and every merchant API and webhook call by B's app). Merchant B must be refused (403/404), the buyer and the
// operator 403, the visitor 401; nobody may see A's data in a 2xx (JSON or a downloaded file's text) or
// change it. A portal route that takes an id anywhere in its schema and is missing from the table fails the
// run (hidden routes are checked against Fastify's route list by isolation.test.ts).

/**
 * `owned`: merchant B must be refused (403/404); `filter`: a list filtered by A's id — B sees nothing of A;
 * `download`: the file merchant A gets, read first to prove his markers can be found in it.
 */
type Entry =
  | { kind: 'owned'; req: (v: MerchantIds) => Req; filter?: boolean; download?: FileKind }
  | { kind: 'public'; why: string };
const owned = (req: (v: MerchantIds) => Req, download?: FileKind): Entry => ({
  kind: 'owned',
  req,
  download,
});
const filter = (req: (v: MerchantIds) => Req): Entry => ({ kind: 'owned', req, filter: true });

export const PORTAL_ROUTES: Record<string, Entry> = {
  'POST /api/portal/auth/refresh': { kind: 'public', why: 'the refresh token is the session itself' },
  'GET /api/portal/catalogue/export': {
    kind: 'public',
    why: 'categoryId and brandId filter by catalogue ids; the file holds the caller’s shop only',
  },
  'POST /api/portal/catalogue/brand/list': {
    kind: 'public',
    why: 'categoryId filters by a catalogue id; the list is the caller’s granted brands',
  },
  'POST /api/portal/catalogue/product/list': {
    kind: 'public',
    why: 'categoryId and brandId filter by the catalogue’s ids; the list is the caller’s shop',
  },
  'POST /api/portal/catalogue/product/detail': owned((v) => ({ body: { id: v.productId } })),
  'POST /api/portal/catalogue/product/save': owned((v) => ({ body: { ...v.editBody, id: v.productId } })),
  'POST /api/portal/catalogue/product/submit': owned((v) => ({ body: { id: v.draftId } })),
  'POST /api/portal/catalogue/product/shelf': owned((v) => ({
    body: { ids: [v.productId], onShelf: false },
  })),
  'POST /api/portal/staff/save': owned((v) => ({
    body: {
      id: v.staffId,
      username: v.staffUsername,
      name: '被改名',
      mobile: '13900000000',
      role: '店铺管理员',
    },
  })),
  'POST /api/portal/staff/status': owned((v) => ({ body: { id: v.staffId, enabled: false } })),
  'POST /api/portal/order/list': filter((v) => ({ body: { orderNo: v.orderNo } })),
  'POST /api/portal/order/detail': owned((v) => ({ body: { orderNo: v.orderNo } })),
  'POST /api/portal/order/accept': owned((v) => ({ body: { orderNo: v.orderNo } })),
  'POST /api/portal/order/ship': owned((v) => ({
    body: { orderNo: v.orderNo, carrier: '顺丰速运', trackingNo: 'SF1234567890' },
  })),
  'POST /api/portal/order/cancel': owned((v) => ({ body: { orderNo: v.orderNo, reason: '商家取消' } })),
  // Bidding (a request only A was invited to) and statements.
  'POST /api/portal/bidding/detail': owned((v) => ({ body: { id: v.biddingId } })),
  'POST /api/portal/bidding/quote': owned((v) => ({
    body: {
      id: v.biddingId,
      lines: [{ lineNo: 1, skuId: v.skuId, unitPriceFen: 100 }],
      deliveryDays: 1,
      validDays: 1,
    },
  })),
  'POST /api/portal/settlement/list': filter((v) => ({ body: { merchantId: v.shopId } })),
  'POST /api/portal/settlement/detail': owned((v) => ({ body: { id: v.settlementId } })),
  'POST /api/portal/settlement/confirm': owned((v) => ({ body: { id: v.settlementId } })),
  'GET /api/portal/settlement/export': owned((v) => ({ query: { id: v.settlementId } }), 'xlsx'),
  // Invoices of the shop's orders (the shop issues them).
  'POST /api/portal/invoice/list': filter(() => ({ body: {} })),
  'POST /api/portal/invoice/detail': owned((v) => ({ body: { id: v.invoiceId } })),
  'POST /api/portal/invoice/issue': owned((v) => ({
    body: { id: v.invoiceId, invoiceNo: '12345678', issueDate: new Date().toISOString().slice(0, 10) },
  })),
  'POST /api/portal/invoice/reject': owned((v) => ({ body: { id: v.invoiceId, reason: '抬头有误' } })),
  'POST /api/portal/invoice/void': owned((v) => ({
    body: {
      id: v.invoiceId,
      reason: '开错发票',
      redInvoiceNo: '87654321',
      redIssueDate: new Date().toISOString().slice(0, 10),
    },
  })),
  'GET /api/portal/invoice/pdf/{id}': owned((v) => ({ params: { id: v.invoiceId } })),
  'GET /api/portal/invoice/red-pdf/{id}': owned((v) => ({ params: { id: v.invoiceId } })),
  'POST /api/portal/afs/list': filter((v) => ({ body: { afsNo: v.afsNo } })),
  'POST /api/portal/afs/detail': owned((v) => ({ body: { afsNo: v.afsNo } })),
  'POST /api/portal/afs/approve': owned((v) => ({ body: { afsNo: v.afsNo, note: '' } })),
  'POST /api/portal/afs/reject': owned((v) => ({ body: { afsNo: v.afsNo, reason: '不符合售后条件' } })),
  'POST /api/portal/afs/confirmReturn': owned((v) => ({ body: { afsNo: v.afsNo, note: '' } })),
  'POST /api/portal/afs/shipExchange': owned((v) => ({
    body: { afsNo: v.afsNo, carrier: '顺丰速运', trackingNo: 'SF1234567890' },
  })),
  // The shop's own SKUs' part numbers (料号互查).
  'POST /api/portal/catalogue/part-number/list': owned((v) => ({ body: { skuId: v.skuId } })),
  'POST /api/portal/catalogue/part-number/add': owned((v) => ({
    body: { skuId: v.skuId, number: '被加的料号' },
  })),
  'POST /api/portal/catalogue/part-number/delete': owned((v) => ({ body: { id: v.partNumberId } })),
  // The shop's group robots (消息通知).
  ...robotRoutes<MerchantIds>('/api/portal/notification-robots'),
  // The shop's open-platform apps, and the merchant API its app calls.
  ...OPEN_MERCHANT_ROUTES,
  // Shipments of the shop's orders (fulfilment).
  ...FULFILMENT_PORTAL_ROUTES,
  // The shop's own 数电票 tax profile and its 红字确认单.
  ...EINVOICE_PORTAL_ROUTES,
};

const w = useTestApp(() => buildCatalogueApp(40), 180_000);
let world: Awaited<ReturnType<typeof buildShopWorld>>;
let ops: Operation[];

beforeAll(async () => {
  world = await buildShopWorld(w.app);
  ops = operations(w.app).filter(
    (o) =>
      o.path.startsWith('/api/portal/') ||
      o.path.startsWith('/open/v1/merchant/') ||
      o.path.startsWith('/open/v1/webhooks'),
  );
}, 180_000);

/** Everything merchant A sees of his shop. */
async function snapshot(owner: Merchant): Promise<string> {
  const v = owner.ids;
  const reads: Read[] = [
    ['GET', '/api/portal/auth/me'],
    ['GET', '/api/portal/dashboard'],
    ['GET', '/api/portal/shop'],
    ['POST', '/api/portal/staff/list', {}],
    ['POST', '/api/portal/catalogue/product/list', { pageSize: 50 }],
    ['POST', '/api/portal/catalogue/product/detail', { id: v.productId }],
    ['POST', '/api/portal/catalogue/product/detail', { id: v.draftId }],
    ['POST', '/api/portal/order/list', {}],
    ['POST', '/api/portal/order/detail', { orderNo: v.orderNo }],
    ['POST', '/api/portal/bidding/list', {}],
    ['POST', '/api/portal/bidding/detail', { id: v.biddingId }],
    ['POST', '/api/portal/settlement/list', {}],
    ['POST', '/api/portal/settlement/detail', { id: v.settlementId }],
    ['POST', '/api/portal/afs/list', {}],
    ['POST', '/api/portal/afs/detail', { afsNo: v.afsNo }],
    ['POST', '/api/portal/invoice/list', {}],
    ['POST', '/api/portal/invoice/detail', { id: v.invoiceId }],
    ['POST', '/api/portal/invoice/einvoice/red-forms', {}],
    ['POST', '/api/portal/invoice/einvoice/blue-invoices', {}],
    ['POST', '/api/portal/invoice/einvoice/blue-invoices/detail', { invoiceId: v.invoiceId }],
    ['POST', '/api/portal/catalogue/part-number/list', { skuId: v.skuId }],
    ['GET', '/api/portal/open-apps'],
    ['GET', '/api/portal/notification-robots'],
    ['GET', `/api/portal/open-apps/${v.openAppId}/webhooks`],
    ['GET', `/api/portal/open-apps/${v.openAppId}/webhooks/${v.openWebhookId}/deliveries`],
  ];
  return snapshotOf(w.app, owner, reads, (k) => k === 'lastLoginAt');
}

const send = (op: Operation, req: Req, who: Caller) =>
  w.app.inject({
    method: op.method as 'POST',
    url: urlOf(op, req.params, req.query),
    headers: who.headers,
    ...(req.body ? { payload: req.body } : {}),
  });

describe('portal isolation sweep', () => {
  it('knows every portal route that takes an id', () => {
    const { missing, stale } = tableGaps(ops, PORTAL_ROUTES, ID_FIELD);
    expect(missing, 'add these routes to PORTAL_ROUTES').toEqual([]);
    expect(stale).toEqual([]);
  });

  it('refuses merchant B every call with merchant A’s ids and leaks nothing to anyone', async () => {
    const victim = world.shops.a;
    const facts = victim.ids;
    // The edit body is one B could legally send for its own product (same grants), with A's ids.
    const detail = await w.app.inject({
      method: 'POST',
      url: '/api/portal/catalogue/product/detail',
      headers: victim.headers,
      payload: { id: facts.productId },
    });
    const p = detail.json().data;
    const editBody = { ...productBody(p.categoryId, p.brandId, { title: '被改写的商品' }) };
    const ids = { ...facts, editBody } as MerchantIds & { editBody: object };
    const others: [Caller, number[]][] = [
      [world.shops.b, [403, 404]],
      [world.buyer, [403]],
      [world.operators['超级管理员'], [403]],
      [world.visitor, [401]],
    ];
    // The merchant API's callers are apps: B's app stands in for merchant B, and any other token is unknown there.
    const openOthers: [Caller, number[]][] = [
      [world.shops.b.app, [403, 404]],
      ...others.slice(1).map(([who]): [Caller, number[]] => [who, [401]]),
    ];
    const secrets = [facts.marker, facts.staffUsername, facts.orderNo];
    // Merchant A's own downloads name his markers: a leaked file would be caught.
    for (const op of ops) {
      const entry = PORTAL_ROUTES[op.key];
      if (entry?.kind !== 'owned' || !entry.download) continue;
      const res = await send(op, entry.req(ids), victim);
      const { kind, text } = await readableBody(res);
      expect([res.statusCode, kind], `${op.key} as its owner`).toEqual([200, entry.download]);
      expect(
        secrets.filter((m) => text.includes(m)),
        `${op.key}: merchant A's own file`,
      ).not.toEqual([]);
    }
    // Nobody else acts between two routes, so each route's "after" is the next route's "before" (its calls
    // by every caller are made before merchant A's data is looked at again, see watchSnapshot; a change
    // names the route).
    const watch = await watchSnapshot(w.app, () => snapshot(victim));
    const leaks: string[] = [];
    const lines: string[] = [];
    let calls = 0;
    let routes = 0;
    for (const op of ops) {
      const entry = PORTAL_ROUTES[op.key];
      if (!entry || entry.kind !== 'owned') continue;
      routes++;
      const req = entry.req(ids);
      const statuses: number[] = [];
      for (const [who, refused] of op.path.startsWith('/open/') ? openOthers : others) {
        const res = await send(op, req, who);
        calls++;
        statuses.push(res.statusCode);
        const filtered = who === world.shops.b && entry.filter && res.statusCode < 300;
        if (!refused.includes(res.statusCode) && !filtered)
          leaks.push(`${op.key} as ${who.name}: ${res.statusCode} (expected ${refused.join('/')})`);
        if (res.statusCode < 300) {
          const { kind, text } = await readableBody(res);
          const shown = secrets.filter((s) => text.includes(s));
          if (shown.length)
            leaks.push(
              `${op.key} as ${who.name}: ${kind ?? 'answer'} shows merchant A's ${shown.join(', ')}`,
            );
        }
      }
      if (await watch.changed())
        leaks.push(`${op.key} (callers' statuses ${statuses.join(' ')}): changed merchant A's data`);
      lines.push(`  ${op.key.padEnd(40)} ${statuses.join(' ')}`);
    }
    console.log(
      [
        'portal isolation sweep (callers: merchant B, buyer, operator, visitor; statuses in that order)',
        ...lines,
        `portal routes ${ops.length}, id-taking ${routes}, calls ${calls}, snapshots read again ${watch.reads}, leaks ${leaks.length}`,
        ...leaks.map((l) => `  LEAK ${l}`),
      ].join('\n'),
    );
    expect(leaks).toEqual([]);
    expect(routes).toBeGreaterThanOrEqual(6);
  }, 300_000);

  it('refuses visitors (401), buyers and operators (403) on every guarded portal route', async () => {
    let calls = 0;
    for (const op of ops.filter(
      (o) =>
        o.path.startsWith('/api/portal/') &&
        !['/api/portal/auth/login', '/api/portal/auth/setup', '/api/portal/auth/refresh'].includes(o.path),
    )) {
      const url = urlOf(op, {}, {});
      const visitor = await w.app.inject({ method: op.method as 'POST', url, payload: {} });
      expect(visitor.statusCode, op.key).toBe(401);
      for (const who of [world.buyer, world.operators['超级管理员']]) {
        const res = await w.app.inject({
          method: op.method as 'POST',
          url,
          headers: who.headers,
          payload: {},
        });
        expect(res.statusCode, `${op.key} as ${who.name}`).toBe(403);
        calls++;
      }
      calls++;
    }
    console.log(`portal guard: calls ${calls}, let through 0`);
  });
});
