import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import type { TestApp } from '../../../testing/build-test-app';
import {
  addMember,
  call,
  must,
  verifiedCompany,
  type TestCompany,
  type Who,
} from '../../../testing/company.fixture';
import { signedInHeaders } from '../../../testing/punchout.fixture';
import { buildCatalogueApp } from '../../../testing/search.fixture';

// 运营后台 → 采购系统对接: operators keep a company's set-up (secrets write-only), read the document log, replay,
// and test the set-up with the buyer simulator, which drives the real endpoints as a procurement system would.

let app: TestApp;
let op: Who;
let company: TestCompany;
let member: Awaited<ReturnType<typeof addMember>>;
let sku: { sku_id: number; code: string; price_fen: number };
const TAG = randomUUID().slice(0, 8);
const SECRET = `sim-secret-${TAG}`;
const OCI_PASSWORD = `Oci@${TAG}`;

const config = (over: object = {}) => ({
  companyId: company.id,
  fromIdentity: `SIM-${TAG}`,
  senderIdentity: `SIM-${TAG}`,
  senderSecret: SECRET,
  toIdentity: 'MALL-SUPPLIER',
  ociUsername: `oci-${TAG}`,
  ociPassword: OCI_PASSWORD,
  returnHosts: ['procurement.example.com'],
  memberUsername: member.username,
  unspsc: {},
  ...over,
});

/** Signs the member in through a start link or an OCI form; returns bearer headers. */
function bearer(res: { headers: Record<string, unknown> }) {
  return { headers: signedInHeaders(res) };
}

/** The member fills the cart and carries it back; the return page's form is posted where it points. */
async function carryBack(who: Who) {
  const ok = must(app);
  await ok(who, 'POST', '/api/cart/list/saveCartProduct', { skuId: sku.sku_id, quantity: 2 });
  const transfer = await ok<{ returnPath: string }>(who, 'POST', '/api/punchout/transfer', {});
  const page = await app.inject({ method: 'GET', url: transfer.returnPath });
  const action = /action="([^"]+)"/.exec(page.body)![1]!;
  const fields = Object.fromEntries(
    [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!.replace(/&amp;/g, '&'),
      m[2]!.replace(
        /&(lt|gt|quot|#39|amp);/g,
        (_x, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!,
      ),
    ]),
  );
  return app.inject({
    method: 'POST',
    url: new URL(action.replace(/&amp;/g, '&')).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

beforeAll(async () => {
  app = await buildCatalogueApp(60);
  op = await operatorAuth(app);
  company = await verifiedCompany(app, op);
  member = await addMember(app, company, ['采购员']);
  [sku] = (await queryRows<typeof sku>(
    app.db.db,
    sql`select k.id as sku_id, k.code, k.price_fen from products p join skus k on k.product_id = p.id
        where p.on_shelf and '0000' = any(p.sales_area_codes) and p.moq = 1 and p.step = 1 and k.stock >= 20
        order by k.id limit 1`,
  )) as [typeof sku];
}, 180_000);
afterAll(async () => {
  await app?.close();
});

describe('punch-out set-up in the console', () => {
  it('saves a company’s set-up; secrets are written, never read back; only operators reach it', async () => {
    const res = await call(app)(
      op,
      'POST',
      '/api/admin/punchout/config/save',
      config({ senderSecret: 'short' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('至少 12 位');
    const notMember = await call(app)(
      op,
      'POST',
      '/api/admin/punchout/config/save',
      config({ memberUsername: 'nobody-at-all' }),
    );
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json().msg).toContain('不是该企业的在职成员');
    const badHost = await call(app)(
      op,
      'POST',
      '/api/admin/punchout/config/save',
      config({ returnHosts: ['http://x/'] }),
    );
    expect(badHost.statusCode).toBe(400);

    const saved = await must(app)<Record<string, unknown>>(
      op,
      'POST',
      '/api/admin/punchout/config/save',
      config(),
    );
    expect(saved).toMatchObject({
      companyId: company.id,
      fromIdentity: `SIM-${TAG}`,
      memberUsername: member.username,
      enabled: true,
    });
    const list = await must(app)<Record<string, unknown>[]>(op, 'GET', '/api/admin/punchout/configs');
    const text = JSON.stringify(list);
    expect(text).toContain(`SIM-${TAG}`);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(OCI_PASSWORD);
    expect(text).not.toMatch(/argon2/);
    // Editing without a secret keeps the stored one (the simulator below still signs with it).
    await must(app)(
      op,
      'POST',
      '/api/admin/punchout/config/save',
      config({ senderSecret: '', ociPassword: '' }),
    );

    // A second company may not take the same From identity.
    const other = await verifiedCompany(app, op);
    const dup = await call(app)(op, 'POST', '/api/admin/punchout/config/save', {
      ...config(),
      companyId: other.id,
      memberUsername: other.admin.username,
      ociUsername: '',
    });
    expect(dup.statusCode).toBe(409);

    for (const who of [company.admin, member]) {
      expect((await call(app)(who, 'GET', '/api/admin/punchout/configs')).statusCode).toBe(403);
      expect(
        (
          await call(app)(who, 'POST', '/api/admin/punchout/simulator/start', {
            companyId: company.id,
            protocol: 'cxml',
            secret: SECRET,
          })
        ).statusCode,
      ).toBe(403);
    }
    const audit = await queryRows<{ action: string }>(
      app.db.db,
      sql`select action from audit_log where target_type = 'company' and target_id = ${String(company.id)} and action like 'punchout.%'`,
    );
    expect(audit.map((a) => a.action)).toEqual(['punchout.create', 'punchout.update']);
  });
});

describe('the buyer simulator', () => {
  it('cXML: refuses a wrong secret; starts a session, receives the cart and sends an OrderRequest that becomes an order', async () => {
    const wrong = await call(app)(op, 'POST', '/api/admin/punchout/simulator/start', {
      companyId: company.id,
      protocol: 'cxml',
      secret: 'wrong-secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toContain('对接验证未通过（401）');

    const started = await must(app)<{ simId: string; open: { url: string; method: string } }>(
      op,
      'POST',
      '/api/admin/punchout/simulator/start',
      {
        companyId: company.id,
        protocol: 'cxml',
        secret: SECRET,
      },
    );
    expect(started.open.method).toBe('GET');
    const entered = await app.inject({ method: 'GET', url: new URL(started.open.url).pathname });
    expect(entered.statusCode).toBe(302);
    const back = await carryBack(bearer(entered));
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('采购系统模拟器已收到购物车');

    const sim = await must(app)<{
      received: boolean;
      lines: { supplierPartId: string; quantity: number; unitPrice: string }[];
    }>(op, 'GET', `/api/admin/punchout/simulator?simId=${started.simId}`);
    expect(sim.received).toBe(true);
    expect(sim.lines).toEqual([
      expect.objectContaining({
        supplierPartId: sku.code,
        quantity: 2,
        unitPrice: (sku.price_fen / 100).toFixed(2),
      }),
    ]);

    const po = `SIM-PO-${TAG}`;
    const order = await must(app)<{ status: number; statusText: string }>(
      op,
      'POST',
      '/api/admin/punchout/simulator/order',
      {
        simId: started.simId,
        secret: SECRET,
        orderId: po,
        shipTo: {
          deliverTo: '王收货',
          phone: '13800138000',
          state: '浙江省',
          city: '杭州市',
          street: '西湖区文三路 90 号',
        },
      },
    );
    expect(order.status).toBe(200);
    expect(order.statusText).toMatch(/^已创建订单 \d+/);
    const page = await must(app)<{ list: { poNumber: string }[] }>(company.admin, 'POST', '/api/order/list', {
      scope: 'company',
      poNumber: po,
      pageNum: 1,
      pageSize: 10,
    });
    expect(page.list.map((o) => o.poNumber)).toEqual([po]);

    // The log holds the OrderRequest; replaying it answers the same order, never a second one.
    const docs = await must(app)<{ list: { id: number; kind: string; replayable: boolean }[] }>(
      op,
      'POST',
      '/api/admin/punchout/documents',
      {
        companyId: company.id,
        direction: 'in',
        pageNum: 1,
        pageSize: 20,
      },
    );
    const orderDoc = docs.list.find((d) => d.kind === 'OrderRequest' && d.replayable)!;
    const detail = await must(app)<{ body: string }>(
      op,
      'GET',
      `/api/admin/punchout/document?id=${orderDoc.id}`,
    );
    expect(detail.body).toContain(`orderID="${po}"`);
    const replay = await must(app)<{ status: number; statusText: string }>(
      op,
      'POST',
      '/api/admin/punchout/replay',
      { id: orderDoc.id },
    );
    expect(replay).toMatchObject({ status: 200 });
    expect(replay.statusText).toContain('重复的订单文档');
    const again = await must(app)<{ list: unknown[] }>(company.admin, 'POST', '/api/order/list', {
      scope: 'company',
      poNumber: po,
      pageNum: 1,
      pageSize: 10,
    });
    expect(again.list).toHaveLength(1);
  });

  it('OCI: the login form signs the member in; the NEW_ITEM fields come back to the simulator', async () => {
    const wrong = await call(app)(op, 'POST', '/api/admin/punchout/simulator/start', {
      companyId: company.id,
      protocol: 'oci',
      secret: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    const started = await must(app)<{
      simId: string;
      open: { url: string; method: string; fields: Record<string, string> };
    }>(op, 'POST', '/api/admin/punchout/simulator/start', {
      companyId: company.id,
      protocol: 'oci',
      secret: OCI_PASSWORD,
    });
    expect(started.open).toMatchObject({
      method: 'POST',
      fields: { USERNAME: `oci-${TAG}`, OCI_VERSION: '5.0' },
    });
    const entered = await app.inject({
      method: 'POST',
      url: new URL(started.open.url).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(started.open.fields).toString(),
    });
    expect(entered.statusCode).toBe(302);
    const back = await carryBack(bearer(entered));
    expect(back.statusCode).toBe(200);
    const sim = await must(app)<{ lines: { supplierPartId: string; quantity: number }[] }>(
      op,
      'GET',
      `/api/admin/punchout/simulator?simId=${started.simId}`,
    );
    expect(sim.lines).toEqual([expect.objectContaining({ supplierPartId: sku.code, quantity: 2 })]);
  });

  it('answers a return to an unknown simulation with a 410 page', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/punchout/sandbox/return/unknown-simulation-id',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'cxml-urlencoded=x',
    });
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('模拟会话不存在或已过期');
  });
});
