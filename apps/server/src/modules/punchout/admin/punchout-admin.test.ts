import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { addMember, verifiedCompany, type TestCompany, type Who } from '../../../testing/company.fixture';
import { worldCalls } from '../../../testing/calls';
import { postForm, signedInHeaders } from '../../../testing/punchout.fixture';
import { buildCatalogueApp } from '../../../testing/search.fixture';

// 运营后台 → 采购系统对接: operators keep a company's set-up (secrets write-only), read the document log, replay,
// and test the set-up with the buyer simulator, which drives the real endpoints as a procurement system would.

const w = useTestApp(() => buildCatalogueApp(60), 180_000);
const { c, ok } = worldCalls(w);
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

/** Starts the buyer simulator on the company's set-up as `who` (the raw answer). */
const startSimulator = (who: Who, protocol: 'cxml' | 'oci', secret: string) =>
  c(who, 'POST', '/api/admin/punchout/simulator/start', { companyId: company.id, protocol, secret });

/** Signs the member in through a start link or an OCI form; returns bearer headers. */
function bearer(res: { headers: Record<string, unknown> }) {
  return { headers: signedInHeaders(res) };
}

/** The member fills the cart and carries it back; the return page's form is posted where it points. */
async function carryBack(who: Who) {
  await ok(who, 'POST', '/api/cart/list/saveCartProduct', { skuId: sku.sku_id, quantity: 2 });
  const transfer = await ok<{ returnPath: string }>(who, 'POST', '/api/punchout/transfer', {});
  const page = await w.app.inject({ method: 'GET', url: transfer.returnPath });
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
  return postForm(w.app, new URL(action.replace(/&amp;/g, '&')).pathname, fields);
}

beforeAll(async () => {
  op = await operatorAuth(w.app);
  company = await verifiedCompany(w.app, op);
  member = await addMember(w.app, company, ['采购员']);
  [sku] = (await queryRows<typeof sku>(
    w.app.db.db,
    sql`select k.id as sku_id, k.code, k.price_fen from products p join skus k on k.product_id = p.id
        where p.on_shelf and '0000' = any(p.sales_area_codes) and p.moq = 1 and p.step = 1 and k.stock >= 20
        order by k.id limit 1`,
  )) as [typeof sku];
}, 180_000);

describe('punch-out set-up in the console', () => {
  it('saves a company’s set-up; secrets are written, never read back; only operators reach it', async () => {
    const save = (over: object) => c(op, 'POST', '/api/admin/punchout/config/save', config(over));
    const res = await save({ senderSecret: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('至少 12 位');
    const notMember = await save({ memberUsername: 'nobody-at-all' });
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json().msg).toContain('不是该企业的在职成员');
    const badHost = await save({ returnHosts: ['http://x/'] });
    expect(badHost.statusCode).toBe(400);

    const saved = await ok<Record<string, unknown>>(op, 'POST', '/api/admin/punchout/config/save', config());
    expect(saved).toMatchObject({
      companyId: company.id,
      fromIdentity: `SIM-${TAG}`,
      memberUsername: member.username,
      enabled: true,
    });
    const list = await ok<Record<string, unknown>[]>(op, 'GET', '/api/admin/punchout/configs');
    const text = JSON.stringify(list);
    expect(text).toContain(`SIM-${TAG}`);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain(OCI_PASSWORD);
    expect(text).not.toMatch(/argon2/);
    // Editing without a secret keeps the stored one (the simulator below still signs with it).
    await ok(op, 'POST', '/api/admin/punchout/config/save', config({ senderSecret: '', ociPassword: '' }));

    // A second company may not take the same From identity.
    const other = await verifiedCompany(w.app, op);
    const dup = await c(op, 'POST', '/api/admin/punchout/config/save', {
      ...config(),
      companyId: other.id,
      memberUsername: other.admin.username,
      ociUsername: '',
    });
    expect(dup.statusCode).toBe(409);

    for (const who of [company.admin, member]) {
      expect((await c(who, 'GET', '/api/admin/punchout/configs')).statusCode).toBe(403);
      expect((await startSimulator(who, 'cxml', SECRET)).statusCode).toBe(403);
    }
    const audit = await queryRows<{ action: string }>(
      w.app.db.db,
      sql`select action from audit_log where target_type = 'company' and target_id = ${String(company.id)} and action like 'punchout.%'`,
    );
    expect(audit.map((a) => a.action)).toEqual(['punchout.create', 'punchout.update']);
  });
});

describe('the buyer simulator', () => {
  it('cXML: refuses a wrong secret; starts a session, receives the cart and sends an OrderRequest that becomes an order', async () => {
    const wrong = await startSimulator(op, 'cxml', 'wrong-secret');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toContain('对接验证未通过（401）');

    const started = await ok<{ simId: string; open: { url: string; method: string } }>(
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
    const entered = await w.app.inject({ method: 'GET', url: new URL(started.open.url).pathname });
    expect(entered.statusCode).toBe(302);
    const back = await carryBack(bearer(entered));
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('采购系统模拟器已收到购物车');

    const sim = await ok<{
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
    const order = await ok<{ status: number; statusText: string }>(
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
    const page = await ok<{ list: { poNumber: string }[] }>(company.admin, 'POST', '/api/order/list', {
      scope: 'company',
      poNumber: po,
      pageNum: 1,
      pageSize: 10,
    });
    expect(page.list.map((o) => o.poNumber)).toEqual([po]);

    // The log holds the OrderRequest; replaying it answers the same order, never a second one.
    const docs = await ok<{ list: { id: number; kind: string; replayable: boolean }[] }>(
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
    const detail = await ok<{ body: string }>(op, 'GET', `/api/admin/punchout/document?id=${orderDoc.id}`);
    expect(detail.body).toContain(`orderID="${po}"`);
    const replay = await ok<{ status: number; statusText: string }>(
      op,
      'POST',
      '/api/admin/punchout/replay',
      { id: orderDoc.id },
    );
    expect(replay).toMatchObject({ status: 200 });
    expect(replay.statusText).toContain('重复的订单文档');
    const again = await ok<{ list: unknown[] }>(company.admin, 'POST', '/api/order/list', {
      scope: 'company',
      poNumber: po,
      pageNum: 1,
      pageSize: 10,
    });
    expect(again.list).toHaveLength(1);
  });

  it('OCI: the login form signs the member in; the NEW_ITEM fields come back to the simulator', async () => {
    const wrong = await startSimulator(op, 'oci', 'nope');
    expect(wrong.statusCode).toBe(400);
    const started = await ok<{
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
    const entered = await postForm(w.app, new URL(started.open.url).pathname, started.open.fields);
    expect(entered.statusCode).toBe(302);
    const back = await carryBack(bearer(entered));
    expect(back.statusCode).toBe(200);
    const sim = await ok<{ lines: { supplierPartId: string; quantity: number }[] }>(
      op,
      'GET',
      `/api/admin/punchout/simulator?simId=${started.simId}`,
    );
    expect(sim.lines).toEqual([expect.objectContaining({ supplierPartId: sku.code, quantity: 2 })]);
  });

  it('answers a return to an unknown simulation with a 410 page', async () => {
    const res = await postForm(w.app, '/punchout/sandbox/return/unknown-simulation-id', {
      'cxml-urlencoded': 'x',
    });
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('模拟会话不存在或已过期');
  });
});
