import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { createJobQueue, type JobQueue } from '../../platform/jobs';
import { operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { addMember, verifiedCompany, type TestCompany, type Who } from '../../../testing/company.fixture';
import { worldCalls } from '../../../testing/calls';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { readOrderMessage } from '../cxml';
import { configurePunchout, enterPunchout, punchoutIds } from '../../../testing/punchout.fixture';
import { definePunchoutOutbound } from './outbound';
import { chinaDateAfter } from '../../../lib/china-day';

// cXML OrderRequest after a punch-out, as SAP Ariba sends it (the golden file ../cxml/fixtures/
// ariba-order-request.xml): the requisition approved in the buyer's system becomes the shop's order with its
// PO number; update and delete change it; repeats change nothing; business refusals are cXML Status 4xx. Then
// the ConfirmationRequest and ShipNoticeRequest go back to the buyer's system through a job with retries.

const FIXTURES = path.resolve(import.meta.dirname, '../cxml/fixtures');
const RETURN = 'http://127.0.0.1:9/ariba/return';

const w = useTestApp(() => buildCatalogueApp(120), 180_000);
const { ok } = worldCalls(w);
let op: Who;
let company: TestCompany;
let member: Awaited<ReturnType<typeof addMember>>;
let other: TestCompany;
type Sku = { sku_id: number; product_id: number; code: string; price_fen: number; stock: number };
let A: Sku;
let B: Sku;
let agreementFen: number;

const TAG = randomUUID().slice(0, 8);
const TAG_B = randomUUID().slice(0, 8);
const ids = (tag: string) => punchoutIds(tag, `s-${tag}`);

const fill = (name: string, values: Record<string, string | number>) => {
  let text = fs.readFileSync(path.join(FIXTURES, name), 'utf8');
  for (const [k, v] of Object.entries(values)) text = text.replaceAll(`{{${k}}}`, String(v));
  return text;
};
const yuan = (fen: number) => (fen / 100).toFixed(2);

type Line = { code: string; aux?: string; qty: number; priceFen: number; costCentre?: string };
function items(lines: Line[]): string {
  return lines
    .map(
      (
        l,
        i,
      ) => `      <ItemOut quantity="${l.qty}" lineNumber="${(i + 1) * 10}" requestedDeliveryDate="2026-12-05">
        <ItemID><SupplierPartID>${l.code}</SupplierPartID><SupplierPartAuxiliaryID>${l.aux ?? ''}</SupplierPartAuxiliaryID></ItemID>
        <ItemDetail>
          <UnitPrice><Money currency="CNY">${yuan(l.priceFen)}</Money></UnitPrice>
          <Description xml:lang="zh-CN">行 ${i + 1}</Description>
          <UnitOfMeasure>EA</UnitOfMeasure>
          <Classification domain="UNSPSC">27110000</Classification>
        </ItemDetail>
        ${
          l.costCentre
            ? `<Distribution><Accounting name="DistributionCharge"><AccountingSegment id="${l.costCentre}"><Name xml:lang="en">Cost Center</Name><Description xml:lang="zh-CN">${l.costCentre}</Description></AccountingSegment></Accounting><Charge><Money currency="CNY">${yuan(l.priceFen * l.qty)}</Money></Charge></Distribution>`
            : ''
        }
      </ItemOut>`,
    )
    .join('\n');
}

function orderDoc(o: {
  orderId: string;
  lines: Line[];
  type?: 'new' | 'update' | 'delete';
  version?: number;
  payload?: string;
  tag?: string;
  secret?: string;
  totalFen?: number;
  phone?: string;
  street?: string;
}) {
  return fill('ariba-order-request.xml', {
    ...ids(o.tag ?? TAG),
    ...(o.secret ? { SECRET: o.secret } : {}),
    PAYLOAD: o.payload ?? `${randomUUID()}@ariba.example`,
    ORDER_ID: o.orderId,
    TYPE: o.type ?? 'new',
    VERSION: o.version ?? 1,
    TOTAL: yuan(o.totalFen ?? o.lines.reduce((n, l) => n + l.priceFen * l.qty, 0)),
    DELIVER_TO: '王收货',
    PHONE: o.phone ?? '13800138000',
    STREET: o.street ?? '浦东新区张江路 665 号 3 号楼',
    CITY: '上海市',
    STATE: '上海市',
    ITEMS: items(o.lines),
  });
}

const post = (body: string) =>
  w.app.inject({
    method: 'POST',
    url: '/punchout/cxml',
    headers: { 'content-type': 'text/xml' },
    payload: body,
  });
function statusOf(body: string) {
  const m = /<Status code="(\d+)" text="([^"]*)"(?:\/>|>([^<]*)<\/Status>)/.exec(body);
  return m ? { code: Number(m[1]), detail: m[3] ?? '' } : { code: 0, detail: body.slice(0, 200) };
}

type PoOrder = {
  orderNo: string;
  status: number;
  poNumber: string;
  payAmount: string;
  lines: { skuId: number; quantity: number; price: string }[];
};
async function ordersOfPo(po: string): Promise<PoOrder[]> {
  const page = await ok<{ list: PoOrder[] }>(company.admin, 'POST', '/api/order/list', {
    scope: 'company',
    poNumber: po,
    pageNum: 1,
    pageSize: 20,
  });
  return page.list.filter((o) => o.poNumber === po);
}
/** The company's shared addresses (those a ShipTo made, among them) at `detail`. */
const sharedAddressesAt = async (detail: string) =>
  (await ok<{ detail: string; shared?: boolean }[]>(company.admin, 'GET', '/api/company/addresses')).filter(
    (a) => a.detail === detail,
  );
const stockOf = async (skuId: number) =>
  (await queryRows<{ stock: number }>(w.app.db.db, sql`select stock from skus where id = ${skuId}`))[0]!
    .stock;

beforeAll(async () => {
  op = await operatorAuth(w.app);
  company = await verifiedCompany(w.app, op);
  member = await addMember(w.app, company, ['采购员']);
  other = await verifiedCompany(w.app, op);
  for (const [c, userId, tag] of [
    [company, member.id, TAG],
    [other, other.admin.id, TAG_B],
  ] as const) {
    await configurePunchout(w.app, {
      companyId: c.id,
      memberUserId: userId,
      ids: ids(tag),
      returnHosts: ['127.0.0.1'],
    });
  }
  const skus = await queryRows<Sku>(
    w.app.db.db,
    sql`select k.id as sku_id, p.id as product_id, k.code, k.price_fen, k.stock
        from products p join skus k on k.product_id = p.id
        where p.on_shelf and '0000' = any(p.sales_area_codes) and p.moq = 1 and p.step = 1 and k.stock >= 50
          and k.price_fen > 1000 and not exists (select 1 from sku_area_stocks s where s.sku_id = k.id)
        order by k.id limit 2`,
  );
  [A, B] = skus as [Sku, Sku];
  agreementFen = A.price_fen - 300;
  const day = chinaDateAfter;
  await w.app.db.db
    .execute(sql`insert into agreement_prices (company_id, sku_id, product_id, price_fen, starts_on, ends_on)
    values (${company.id}, ${A.sku_id}, ${A.product_id}, ${agreementFen}, ${day(-1)}, ${day(30)})`);
}, 180_000);

describe('cXML OrderRequest', () => {
  it('turns the lines a punch-out carried back into an order with the PO number, the agreement price and a company address', async () => {
    // The member punches out, fills the cart and carries it back …
    const setup = await post(
      fill('coupa-setup-create.xml', { ...ids(TAG), PAYLOAD: randomUUID(), COOKIE: 'c1', RETURN }),
    );
    const headers = await enterPunchout(w.app, setup.body);
    await ok({ headers }, 'POST', '/api/cart/list/saveCartProduct', { skuId: A.sku_id, quantity: 2 });
    await ok({ headers }, 'POST', '/api/cart/list/saveCartProduct', { skuId: B.sku_id, quantity: 1 });
    const transfer = await ok<{ returnPath: string }>({ headers }, 'POST', '/api/punchout/transfer', {});
    const page = await w.app.inject({ method: 'GET', url: transfer.returnPath });
    const message = readOrderMessage(
      /name="cxml-urlencoded" value="([^"]*)"/
        .exec(page.body)![1]!
        .replace(
          /&(lt|gt|quot|#39|amp);/g,
          (_m, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!,
        ),
    );
    expect(message.items.map((i) => [i.supplierPartId, i.unitPriceFen]).sort()).toEqual(
      [
        [A.code, agreementFen],
        [B.code, B.price_fen],
      ].sort(),
    );

    // … the buyer's system approves the requisition and sends it as an OrderRequest.
    const po = `PO-${TAG}-1`;
    const stockA = await stockOf(A.sku_id);
    const res = await post(
      orderDoc({
        orderId: po,
        lines: message.items.map((i) => ({
          code: i.supplierPartId,
          aux: i.auxiliaryId,
          qty: i.quantity,
          priceFen: i.unitPriceFen,
        })),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(statusOf(res.body).code).toBe(200);
    expect(statusOf(res.body).detail).toMatch(/^已创建订单 \d+/);

    const [order] = await ordersOfPo(po);
    expect(order).toMatchObject({ poNumber: po, status: 1 });
    const detail = await ok<{
      address: {
        provinceName: string;
        districtName: string;
        detail: string;
        contactName: string;
        mobile: string;
      };
      lines: { skuId: number; quantity: number; price: string }[];
      remark: string;
    }>(company.admin, 'POST', '/api/order/detail', { orderNo: order!.orderNo });
    expect(detail.lines.map((l) => [l.skuId, l.quantity, l.price]).sort()).toEqual(
      [
        [A.sku_id, 2, yuan(agreementFen)],
        [B.sku_id, 1, yuan(B.price_fen)],
      ].sort(),
    );
    expect(detail.address).toMatchObject({
      provinceName: '上海市',
      districtName: '',
      contactName: '王收货',
      mobile: '13800138000',
      detail: '张江路 665 号 3 号楼',
    });
    expect(detail.remark).toContain('请在工作日送货');
    expect(await stockOf(A.sku_id)).toBe(stockA - 2);
    // ShipTo became one of the company's shared addresses, which the company's members see.
    expect(await sharedAddressesAt('张江路 665 号 3 号楼')).toHaveLength(1);
  });

  it('answers a repeated document, and five at once, with the same order: never a second one', async () => {
    const po = `PO-${TAG}-2`;
    const body = orderDoc({ orderId: po, lines: [{ code: B.code, qty: 1, priceFen: B.price_fen }] });
    const first = await post(body);
    expect(statusOf(first.body).code).toBe(200);
    const again = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post(
          i % 2 ? body : orderDoc({ orderId: po, lines: [{ code: B.code, qty: 1, priceFen: B.price_fen }] }),
        ),
      ),
    );
    for (const r of again) {
      expect(r.statusCode).toBe(200);
      expect(statusOf(r.body).detail).toContain('重复的订单文档');
    }
    expect(await ordersOfPo(po)).toHaveLength(1);
    // The same ShipTo again: no second address.
    expect(await sharedAddressesAt('张江路 665 号 3 号楼')).toHaveLength(1);
  });

  it('replaces the order on an update with a higher version and cancels it on delete, giving the stock back', async () => {
    const po = `PO-${TAG}-3`;
    const linesOf = (qty: number) => [{ code: B.code, qty, priceFen: B.price_fen }];
    const update = (version: number, qty: number) =>
      post(orderDoc({ orderId: po, type: 'update', version, lines: linesOf(qty) }));
    const before = await stockOf(B.sku_id);
    await post(orderDoc({ orderId: po, lines: linesOf(3) }));
    expect(await stockOf(B.sku_id)).toBe(before - 3);

    const updated = await update(2, 5);
    expect(statusOf(updated.body)).toMatchObject({ code: 200 });
    expect(statusOf(updated.body).detail).toContain('第 2 版');
    const afterUpdate = await ordersOfPo(po);
    expect(afterUpdate.map((o) => o.status).sort()).toEqual([1, 7]);
    expect(await stockOf(B.sku_id)).toBe(before - 5);
    // An older or equal version is a repeat.
    const stale = await update(2, 9);
    expect(statusOf(stale.body).detail).toContain('重复的订单文档');
    expect(await stockOf(B.sku_id)).toBe(before - 5);

    const del = await post(orderDoc({ orderId: po, type: 'delete', version: 3, lines: [] }));
    expect(statusOf(del.body)).toMatchObject({ code: 200 });
    expect((await ordersOfPo(po)).map((o) => o.status)).toEqual([7, 7]);
    expect(await stockOf(B.sku_id)).toBe(before);
    expect(
      statusOf((await post(orderDoc({ orderId: po, type: 'delete', version: 3, lines: [] }))).body).code,
    ).toBe(200);
    const revive = await update(4, 1);
    expect(statusOf(revive.body)).toMatchObject({ code: 409 });
    expect(statusOf(revive.body).detail).toContain('已删除');
  });

  it('refuses what the shop cannot sell as sent with a 4xx Status and a clear text, writing nothing', async () => {
    const cases: [string, string, number, RegExp][] = [
      [
        'unknown SKU',
        orderDoc({ orderId: `PO-${TAG}-X1`, lines: [{ code: 'NO-SUCH-CODE', qty: 1, priceFen: 100 }] }),
        400,
        /商品编码 NO-SUCH-CODE 不存在/,
      ],
      [
        'price changed',
        orderDoc({ orderId: `PO-${TAG}-X2`, lines: [{ code: B.code, qty: 1, priceFen: B.price_fen - 1 }] }),
        409,
        /价格已变化/,
      ],
      [
        'out of stock',
        orderDoc({ orderId: `PO-${TAG}-X3`, lines: [{ code: B.code, qty: 999_999, priceFen: B.price_fen }] }),
        409,
        /库存不足/,
      ],
      [
        'Total mismatch',
        orderDoc({
          orderId: `PO-${TAG}-X4`,
          lines: [{ code: B.code, qty: 1, priceFen: B.price_fen }],
          totalFen: 1,
        }),
        400,
        /Total/,
      ],
      [
        'no mobile',
        orderDoc({
          orderId: `PO-${TAG}-X5`,
          lines: [{ code: B.code, qty: 1, priceFen: B.price_fen }],
          phone: '021-5080',
        }),
        400,
        /手机号/,
      ],
      [
        'unknown place',
        orderDoc({
          orderId: `PO-${TAG}-X6`,
          lines: [{ code: B.code, qty: 1, priceFen: B.price_fen }],
          street: '某某路 1 号',
        }).replaceAll('上海市', 'Springfield'),
        400,
        /无法识别收货地区/,
      ],
      [
        'update of nothing',
        orderDoc({
          orderId: `PO-${TAG}-X7`,
          type: 'update',
          version: 2,
          lines: [{ code: B.code, qty: 1, priceFen: B.price_fen }],
        }),
        404,
        /不存在/,
      ],
      [
        'wrong secret',
        orderDoc({
          orderId: `PO-${TAG}-X8`,
          secret: 'wrong',
          lines: [{ code: B.code, qty: 1, priceFen: B.price_fen }],
        }),
        401,
        /身份验证失败/,
      ],
      [
        'bad orderID',
        orderDoc({ orderId: `PO <script>`, lines: [{ code: B.code, qty: 1, priceFen: B.price_fen }] }),
        400,
        /orderID/,
      ],
    ];
    const stock = await stockOf(B.sku_id);
    for (const [name, body, code, text] of cases) {
      const res = await post(body);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(code);
      expect(statusOf(res.body).code, name).toBe(code);
      expect(statusOf(res.body).detail, name).toMatch(text);
    }
    expect(await stockOf(B.sku_id)).toBe(stock);
    const rows = await queryRows<{ n: number }>(
      w.app.db.db,
      sql`select count(*)::int as n from punchout_orders where po_number like ${`PO-${TAG}-X%`}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('keeps a price carried back for seven days after the catalogue changes it, and not longer', async () => {
    // The first test carried B back at its list price; the list price then rises.
    await w.app.db.db.execute(sql`update skus set price_fen = price_fen + 500 where id = ${B.sku_id}`);
    try {
      const held = await post(
        orderDoc({ orderId: `PO-${TAG}-HELD`, lines: [{ code: B.code, qty: 1, priceFen: B.price_fen }] }),
      );
      expect(statusOf(held.body).code, held.body).toBe(200);
      const [order] = await ordersOfPo(`PO-${TAG}-HELD`);
      expect(order!.payAmount).toBe(yuan(B.price_fen));
      await w.app.db.db.execute(
        sql`update punchout_sessions set transferred_at = now() - interval '8 days' where company_id = ${company.id}`,
      );
      const late = await post(
        orderDoc({ orderId: `PO-${TAG}-LATE`, lines: [{ code: B.code, qty: 1, priceFen: B.price_fen }] }),
      );
      expect(statusOf(late.body).code).toBe(409);
      expect(statusOf(late.body).detail).toContain(`当前 ¥${yuan(B.price_fen + 500)}`);
    } finally {
      await w.app.db.db.execute(sql`update skus set price_fen = ${B.price_fen} where id = ${B.sku_id}`);
    }
  });

  it('skips the company’s approval rules unless its set-up keeps them, and books the cost centre', async () => {
    const [dept] = await queryRows<{ id: number }>(
      w.app.db.db,
      sql`insert into company_departments (company_id, name) values (${company.id}, '生产部') returning id`,
    );
    await w.app.db.db.execute(sql`insert into approval_rules (company_id, name, min_amount_fen, levels)
      values (${company.id}, '全部审批', 1, ${JSON.stringify([{ kind: 'members', userIds: [company.admin.id] }])}::jsonb)`);
    const line = { code: B.code, qty: 1, priceFen: B.price_fen, costCentre: '生产部' };
    const bypassed = await post(orderDoc({ orderId: `PO-${TAG}-APPR1`, lines: [line] }));
    expect(statusOf(bypassed.body).code, bypassed.body).toBe(200);
    const [row] = await queryRows<{ department_id: number; po_number: string }>(
      w.app.db.db,
      sql`select department_id, po_number from orders where po_number = ${`PO-${TAG}-APPR1`}`,
    );
    expect(Number(row!.department_id)).toBe(Number(dept!.id));

    await w.app.db.db.execute(
      sql`update punchout_configs set order_bypass_approval = false where company_id = ${company.id}`,
    );
    try {
      const kept = await post(orderDoc({ orderId: `PO-${TAG}-APPR2`, lines: [line] }));
      expect(statusOf(kept.body).code).toBe(409);
      expect(statusOf(kept.body).detail).toContain('该订单需要审批');
      expect(await ordersOfPo(`PO-${TAG}-APPR2`)).toHaveLength(0);
    } finally {
      await w.app.db.db.execute(
        sql`update punchout_configs set order_bypass_approval = true where company_id = ${company.id}`,
      );
      await w.app.db.db.execute(sql`delete from approval_rules where company_id = ${company.id}`);
    }
  });

  it('maps the person by e-mail when the set-up says so: the session and the order act as that member', async () => {
    const person = await addMember(w.app, company, ['采购员']);
    await w.app.db.db.execute(
      sql`update users set email = 'Zhou.Lixin@example.com', email_confirmed_at = now() where id = ${person.id}`,
    );
    await ok(person, 'POST', '/api/cart/list/saveCartProduct', { skuId: A.sku_id, quantity: 1 });
    await w.app.db.db.execute(
      sql`update punchout_configs set member_mapping = 'email' where company_id = ${company.id}`,
    );
    try {
      // The setup names UserEmail zhou.lixin@example.com (any case): the start page signs that member in.
      const setup = await post(
        fill('coupa-setup-create.xml', { ...ids(TAG), PAYLOAD: randomUUID(), COOKIE: 'c2', RETURN }),
      );
      const headers = await enterPunchout(w.app, setup.body);
      const me = await ok<{ username: string }>({ headers }, 'POST', '/api/user/getUserInfo', {});
      expect(me.username).toBe(person.username);
      // The person's own cart line stays, set aside: nothing of it goes back unless chosen.
      const cart = await ok<{ lines: { skuId: number; selected: number }[] }>(
        { headers },
        'POST',
        '/api/cart/list/getCartList',
        {},
      );
      expect(cart.lines.map((l) => [l.skuId, l.selected])).toEqual([[A.sku_id, 0]]);

      // The OrderRequest's Contact e-mail places the order as the same person.
      const po = `PO-${TAG}-MAIL`;
      const body = orderDoc({
        orderId: po,
        lines: [{ code: B.code, qty: 1, priceFen: B.price_fen }],
      }).replace('zhou.lixin@buyer.example', 'zhou.lixin@example.com');
      expect(statusOf((await post(body)).body).code).toBe(200);
      const [row] = await queryRows<{ user_id: number }>(
        w.app.db.db,
        sql`select user_id from orders where po_number = ${po}`,
      );
      expect(Number(row!.user_id)).toBe(person.id);
      // An e-mail nobody in the company has: the technical member.
      const other = orderDoc({
        orderId: `${po}-2`,
        lines: [{ code: B.code, qty: 1, priceFen: B.price_fen }],
      });
      expect(statusOf((await post(other)).body).code).toBe(200);
      const [row2] = await queryRows<{ user_id: number }>(
        w.app.db.db,
        sql`select user_id from orders where po_number = ${`${po}-2`}`,
      );
      expect(Number(row2!.user_id)).toBe(member.id);
    } finally {
      await w.app.db.db.execute(
        sql`update punchout_configs set member_mapping = 'technical' where company_id = ${company.id}`,
      );
    }
  });

  it('opens a sub-account for a new person with a mobile number when the set-up creates members', async () => {
    const mobile = `139${String(Date.now()).slice(-8)}`;
    const email = `new.buyer.${TAG}@example.com`;
    const setupAs = async (extra: string, mail: string) => {
      const doc = fill('coupa-setup-create.xml', { ...ids(TAG), PAYLOAD: randomUUID(), COOKIE: 'c3', RETURN })
        .replace('zhou.lixin@example.com</Extrinsic>', `${mail}</Extrinsic>${extra}`)
        .replace(
          '<Extrinsic name="UniqueName">zhou.lixin</Extrinsic>',
          '<Extrinsic name="UniqueName">new.buyer</Extrinsic>',
        );
      const res = await post(doc);
      const headers = await enterPunchout(w.app, res.body);
      return ok<{ username: string }>({ headers }, 'POST', '/api/user/getUserInfo', {});
    };
    await w.app.db.db.execute(
      sql`update punchout_configs set member_mapping = 'create' where company_id = ${company.id}`,
    );
    try {
      const phone = `<Extrinsic name="UserPhone">${mobile}</Extrinsic>`;
      const first = await setupAs(phone, email);
      expect(first.username).toMatch(/^new_buyer_\d{5}$/);
      const [created] = await queryRows<{
        roles: string[];
        sub_account: boolean;
        email: string;
        must: boolean;
      }>(
        w.app.db.db,
        sql`select m.roles, m.sub_account, u.email, u.must_change_password as must from users u
            join company_members m on m.user_id = u.id where u.mobile = ${mobile} and m.company_id = ${company.id}`,
      );
      expect(created).toMatchObject({ roles: ['采购员'], sub_account: true, email, must: true });
      // The same person again: the same account, never a second one.
      expect(
        (await Promise.all([setupAs(phone, email), setupAs(phone, email)])).map((m) => m.username),
      ).toEqual([first.username, first.username]);
      // A new person without a mobile number: the technical member.
      expect((await setupAs('', `no.phone.${TAG}@example.com`)).username).toBe(member.username);
    } finally {
      await w.app.db.db.execute(
        sql`update punchout_configs set member_mapping = 'technical' where company_id = ${company.id}`,
      );
    }
  });

  it('keeps one company’s purchase orders apart from another’s, even under the same orderID', async () => {
    const po = `PO-${TAG}-SHARED`;
    await post(orderDoc({ orderId: po, lines: [{ code: B.code, qty: 1, priceFen: B.price_fen }] }));
    // Company B's system names the same orderID: its own new order, and its update/delete never reach A's.
    const del = await post(orderDoc({ orderId: po, tag: TAG_B, type: 'delete', version: 2, lines: [] }));
    expect(statusOf(del.body).code).toBe(404);
    expect((await ordersOfPo(po)).map((o) => o.status)).toEqual([1]);
  });
});

describe('documents back to the buyer’s system', () => {
  let receiver: http.Server;
  let url = '';
  const received: string[] = [];
  let failNext = 0;
  let jobs: JobQueue;
  let outbound: ReturnType<typeof definePunchoutOutbound>;

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        received.push(body);
        const code = failNext > 0 ? (failNext--, 500) : 200;
        res.writeHead(code === 200 ? 200 : 500, { 'content-type': 'text/xml' });
        res.end(
          `<?xml version="1.0"?><cXML payloadID="x@buyer" timestamp="2026-11-28T00:00:00Z"><Response><Status code="${code}" text="${code === 200 ? 'OK' : 'Internal Server Error'}"/></Response></cXML>`,
        );
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/cxml/inbound`;
    await w.app.db.db.execute(
      sql`update punchout_configs set outbound_url = ${url}, outbound_secret = 'to-buyer-secret' where company_id = ${company.id}`,
    );
    jobs = createJobQueue({ db: w.app.db.db, prefix: 't', log: () => {} });
    outbound = definePunchoutOutbound(jobs, w.app.db.db, {
      publicOrigin: w.app.env.publicOrigin,
      now: () => new Date(),
      everyMs: null,
      backoffMs: 20,
    });
    await jobs.start();
  });
  afterAll(async () => {
    await jobs?.close();
    await new Promise((r) => receiver?.close(r));
  });

  it('sends a ConfirmationRequest once the order is accepted and a ShipNoticeRequest once it ships, retrying a failure', async () => {
    const po = `PO-${TAG}-OUT`;
    await post(orderDoc({ orderId: po, lines: [{ code: B.code, qty: 2, priceFen: B.price_fen }] }));
    const [order] = await ordersOfPo(po);
    expect(await outbound.scan()).toBe(0);

    await ok(op, 'POST', '/api/admin/order/accept', { orderNo: order!.orderNo });
    failNext = 1;
    expect(await outbound.scan()).toBe(1);
    await jobs.idle();
    await new Promise((r) => setTimeout(r, 200));
    await jobs.idle();
    const confirmations = received.filter((b) => b.includes('<ConfirmationRequest>'));
    expect(confirmations).toHaveLength(2);
    expect(confirmations[1]).toContain(`orderID="${po}"`);
    expect(confirmations[1]).toContain('<SharedSecret>to-buyer-secret</SharedSecret>');
    expect(confirmations[1]).toContain(`confirmID="${order!.orderNo}"`);
    expect(await outbound.scan()).toBe(0);

    await ok(op, 'POST', '/api/admin/order/ship', {
      orderNo: order!.orderNo,
      carrier: '顺丰速运',
      trackingNo: 'SF1400999888777',
    });
    expect(await outbound.scan()).toBe(1);
    await jobs.idle();
    const notice = received.find((b) => b.includes('<ShipNoticeRequest>'))!;
    expect(notice).toContain('SF1400999888777');
    expect(notice).toContain('顺丰速运');
    expect(notice).toContain('lineNumber="10"');

    const log = await queryRows<{ kind: string; status: number }>(
      w.app.db.db,
      sql`select kind, status from punchout_documents where company_id = ${company.id} and direction = 'out'
          and kind in ('ConfirmationRequest', 'ShipNoticeRequest') order by id`,
    );
    expect(log).toEqual([
      { kind: 'ConfirmationRequest', status: 500 },
      { kind: 'ConfirmationRequest', status: 200 },
      { kind: 'ShipNoticeRequest', status: 200 },
    ]);
  });

  it('marks a document failed after its last try; operators send it again', async () => {
    const po = `PO-${TAG}-FAIL`;
    await post(orderDoc({ orderId: po, lines: [{ code: B.code, qty: 1, priceFen: B.price_fen }] }));
    const [order] = await ordersOfPo(po);
    await ok(op, 'POST', '/api/admin/order/accept', { orderNo: order!.orderNo });
    failNext = 5;
    await outbound.scan();
    for (let i = 0; i < 10; i++) {
      await jobs.idle();
      await new Promise((r) => setTimeout(r, 100));
    }
    const [row] = await queryRows<{ id: number; state: string; attempts: number }>(
      w.app.db.db,
      sql`select b.id, b.state, b.attempts from punchout_outbound b join orders o on o.id = b.order_id where o.order_no = ${order!.orderNo}`,
    );
    expect(row).toMatchObject({ state: 'failed', attempts: 5 });
    expect(await outbound.resend([Number(row!.id)])).toBe(1);
    await jobs.idle();
    const [after] = await queryRows<{ state: string }>(
      w.app.db.db,
      sql`select state from punchout_outbound where id = ${row!.id}`,
    );
    expect(after!.state).toBe('sent');
  });
});
