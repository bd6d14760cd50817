import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUNCHOUT_NO_CHECKOUT } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import {
  addMember,
  addressOf,
  checkoutBody,
  must,
  verifiedCompany,
  type TestCompany,
} from '../../../testing/company.fixture';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { orderMessage, readOrderMessage } from '../cxml';
import { readOciFields } from '../oci';
import { configurePunchout, postForm, punchoutIds, signedInHeaders } from '../../../testing/punchout.fixture';
import { chinaDateAfter } from '../../../lib/china-day';

// Punch-out over cXML, as SAP Ariba and Coupa speak it: documents shaped like their published samples (the
// golden files in ../cxml/fixtures) go in; the answers are read as a procurement system reads them.

const FIXTURES = path.resolve(import.meta.dirname, '../cxml/fixtures');
const RETURN = 'http://127.0.0.1:9/coupa/punchout/return?id=4711';

const w = useTestApp(() => buildCatalogueApp(120, { more: { now: () => new Date(clock) } }), 180_000);
let clock = Date.now();
let company: TestCompany;
let member: Awaited<ReturnType<typeof addMember>>;
let other: TestCompany;
type Sku = { sku_id: number; product_id: number; code: string; price_fen: number; unit: string; cat: number };
let A: Sku;
let B: Sku;

/** Company A's identities (From/Sender/To) and secret; B has its own. */
const ids = (tag: string) => punchoutIds(tag);
const TAG_A = randomUUID().slice(0, 8);
const TAG_B = randomUUID().slice(0, 8);

function doc(name: string, values: Record<string, string | number>): string {
  let text = fs.readFileSync(path.join(FIXTURES, name), 'utf8');
  for (const [k, v] of Object.entries({
    PAYLOAD: `${randomUUID()}@buyer.example`,
    COOKIE: `c-${randomUUID()}`,
    RETURN,
    ...values,
  }))
    text = text.replaceAll(`{{${k}}}`, String(v).replaceAll('&', '&amp;'));
  return text;
}

const post = (body: string, contentType = 'text/xml') =>
  w.app.inject({
    method: 'POST',
    url: '/punchout/cxml',
    headers: { 'content-type': contentType },
    payload: body,
  });

/** The Status element of a cXML answer. */
function statusOf(body: string) {
  const m = /<Status code="(\d+)" text="([^"]*)"(?:\/>|>([^<]*)<\/Status>)/.exec(body);
  return m ? { code: Number(m[1]), text: m[2], detail: m[3] ?? '' } : null;
}
const startUrlOf = (body: string) => /<StartPage>\s*<URL>([^<]+)<\/URL>/.exec(body)?.[1] ?? '';

async function configure(c: TestCompany, userId: number, tag: string, hosts = ['127.0.0.1', 'localhost']) {
  await configurePunchout(w.app, {
    companyId: c.id,
    memberUserId: userId,
    ids: ids(tag),
    returnHosts: hosts,
    oci: { username: `oci-${tag}`, password: `Oci@${tag}` },
  });
}

/** A setup request answered with its start URL; then the start URL followed. */
async function session(
  operation: 'create' | 'edit' = 'create',
  values: Record<string, string | number> = {},
) {
  const res = await post(
    doc(operation === 'create' ? 'coupa-setup-create.xml' : 'ariba-setup-edit.xml', {
      ...ids(TAG_A),
      ...values,
    }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const start = startUrlOf(res.body);
  const entered = await w.app.inject({ method: 'GET', url: new URL(start).pathname });
  expect(entered.statusCode).toBe(302);
  return { start, entered, headers: signedInHeaders(entered) };
}

beforeAll(async () => {
  const op = await operatorAuth(w.app);
  company = await verifiedCompany(w.app, op);
  member = await addMember(w.app, company, ['采购员']);
  other = await verifiedCompany(w.app, op);
  await configure(company, member.id, TAG_A);
  await configure(other, other.admin.id, TAG_B, ['buyer-b.example']);
  const skus = await queryRows<Sku>(
    w.app.db.db,
    sql`select k.id as sku_id, p.id as product_id, k.code, k.price_fen, p.unit, p.first_category_id as cat
        from products p join skus k on k.product_id = p.id
        where p.on_shelf and '0000' = any(p.sales_area_codes) and p.moq = 1 and p.step = 1 and k.stock >= 20
          and k.price_fen > 1000
        order by k.id limit 2`,
  );
  [A, B] = skus as [Sku, Sku];
  // Operators classify A's level-one category with a UNSPSC code of their choosing, and A's unit with a code of
  // the company's own (ahead of the built-in table).
  await w.app.db.db.execute(
    sql`update punchout_configs set unspsc = ${JSON.stringify({ [String(A.cat)]: '27110000' })}::jsonb,
        units = ${JSON.stringify({ [A.unit]: 'H87' })}::jsonb where company_id = ${company.id}`,
  );
  const day = chinaDateAfter;
  // Company A's agreement price (协议价) for A: what its punch-out cart must carry.
  await w.app.db.db
    .execute(sql`insert into agreement_prices (company_id, sku_id, product_id, price_fen, starts_on, ends_on)
    values (${company.id}, ${A.sku_id}, ${A.product_id}, ${A.price_fen - 300}, ${day(-1)}, ${day(30)})`);
}, 180_000);

describe('cXML PunchOutSetupRequest', () => {
  it('answers a Coupa-shaped create with Status 200 and a one-time start URL that signs the member in', async () => {
    const res = await post(doc('coupa-setup-create.xml', ids(TAG_A)));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(res.body).toContain('<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">');
    expect(statusOf(res.body)).toMatchObject({ code: 200, text: 'OK' });
    const start = startUrlOf(res.body);
    expect(start).toMatch(new RegExp(`^${w.app.env.publicOrigin}/punchout/start/[\\w-]{40,}$`));

    const first = await w.app.inject({ method: 'GET', url: new URL(start).pathname });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/');
    const headers = signedInHeaders(first);
    const me = await must(w.app)<{ username: string }>({ headers }, 'POST', '/api/user/getUserInfo', {});
    expect(me.username).toBe(member.username);
    const current = await must(w.app)<{ companyName: string; protocol: string; returnHost: string }>(
      { headers },
      'GET',
      '/api/punchout/session',
    );
    expect(current).toMatchObject({
      companyName: company.name,
      protocol: 'cxml',
      operation: 'create',
      returnHost: '127.0.0.1:9',
    });

    // Once only.
    const again = await w.app.inject({ method: 'GET', url: new URL(start).pathname });
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('登录链接已使用或已过期');
  });

  it('answers a link refused before its handler (a NUL byte) with a Chinese page, not JSON', async () => {
    for (const url of ['/punchout/start/ab%00cd', '/punchout/return/ab%00cd']) {
      const res = await w.app.inject({ method: 'GET', url });
      expect([res.statusCode, res.headers['content-type']], url).toEqual([400, 'text/html; charset=utf-8']);
      expect(res.body, url).toMatch(/^<!doctype html>[\s\S]*请求内容含有不允许的空字符/);
    }
  });

  it('lets a start URL lapse after five minutes', async () => {
    const res = await post(doc('coupa-setup-create.xml', ids(TAG_A)));
    clock += 5 * 60_000 + 1000;
    try {
      const late = await w.app.inject({ method: 'GET', url: new URL(startUrlOf(res.body)).pathname });
      expect(late.statusCode).toBe(410);
    } finally {
      clock = Date.now();
    }
  });

  it('reopens the cart an Ariba-shaped edit carries in its ItemOut lines', async () => {
    const { entered, headers } = await session('edit', { PART: A.code, AUX: `sku:${A.sku_id}`, QTY: 3 });
    expect(entered.headers.location).toBe('/cart/list');
    const cart = await must(w.app)<{ lines: { skuId: number; quantity: number }[] }>(
      { headers },
      'POST',
      '/api/cart/list/getCartList',
      {},
    );
    expect(cart.lines.map((l) => [l.skuId, l.quantity])).toEqual([[A.sku_id, 3]]);
  });

  it('refuses a wrong shared secret, an unknown From and another company’s secret with Status 401', async () => {
    for (const values of [
      { ...ids(TAG_A), SECRET: 'wrong' },
      { ...ids(TAG_A), FROM: 'AN-NOBODY' },
      { ...ids(TAG_A), SECRET: ids(TAG_B).SECRET },
      { ...ids(TAG_A), SENDER: ids(TAG_B).SENDER, SECRET: ids(TAG_B).SECRET },
    ]) {
      const res = await post(doc('coupa-setup-create.xml', values));
      expect(res.statusCode).toBe(401);
      expect(statusOf(res.body)).toMatchObject({ code: 401, text: 'Unauthorized' });
      expect(statusOf(res.body)!.detail).toContain('身份验证失败');
      expect(res.body).not.toContain('StartPage');
    }
  });

  it('refuses a BrowserFormPost on a host the company did not allow', async () => {
    const res = await post(
      doc('coupa-setup-create.xml', { ...ids(TAG_A), RETURN: 'https://evil.example/steal' }),
    );
    expect(res.statusCode).toBe(403);
    expect(statusOf(res.body)!.detail).toContain('evil.example 不在允许的主机列表中');
  });

  it('answers bad documents with a cXML Status 4xx, never a 5xx, and reads no entity', async () => {
    const cases: [string, string, number, RegExp][] = [
      ['malformed', '<cXML><Header></cXML>', 400, /XML 格式错误/],
      ['empty', '', 400, /请求内容为空/],
      ['JSON', JSON.stringify({ hello: 'world' }), 400, /XML 格式错误|不是 cXML/],
      [
        'XXE',
        `<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><cXML payloadID="1"><Header/>&xxe;</cXML>`,
        400,
        /实体/,
      ],
      [
        'billion laughs',
        `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><cXML>&lol2;</cXML>`,
        400,
        /实体/,
      ],
      [
        'a request the shop does not answer',
        doc('coupa-setup-create.xml', ids(TAG_A)).replace(
          /<PunchOutSetupRequest[\s\S]*<\/PunchOutSetupRequest>/,
          '<ProfileRequest/>',
        ),
        406,
        /暂不支持 ProfileRequest/,
      ],
      [
        'an OrderRequest without its header',
        doc('coupa-setup-create.xml', ids(TAG_A)).replace(
          /<PunchOutSetupRequest[\s\S]*<\/PunchOutSetupRequest>/,
          '<OrderRequest><ItemOut quantity="1"/></OrderRequest>',
        ),
        400,
        /缺少 OrderRequestHeader/,
      ],
      [
        'over 1 MB',
        doc('coupa-setup-create.xml', ids(TAG_A)).replace(
          '<Header>',
          `<!-- ${'x'.repeat(1024 * 1024)} --><Header>`,
        ),
        413,
        /1 MB/,
      ],
      // The app's own refusal before the codec (the input guard's NUL check) is a Status too, not a 500.
      ['a NUL byte', 'ab\u0000cd', 400, /空字符/],
    ];
    for (const [name, body, code, detail] of cases) {
      const res = await post(body, name === 'JSON' ? 'application/json' : 'text/xml');
      expect(res.statusCode, name).toBe(code);
      expect(res.body, name).not.toContain('root:');
      expect(statusOf(res.body)?.code, `${name}: ${res.body.slice(0, 300)}`).toBe(code);
      expect(statusOf(res.body)!.detail, name).toMatch(detail);
    }
  });

  it('logs every document in and out with its status', async () => {
    const rows = await queryRows<{ direction: string; kind: string; status: number }>(
      w.app.db.db,
      sql`select direction, kind, status from punchout_documents where company_id = ${company.id} order by id`,
    );
    expect(rows).toContainEqual({ direction: 'in', kind: 'PunchOutSetupRequest', status: 200 });
    expect(rows).toContainEqual({ direction: 'out', kind: 'PunchOutSetupResponse', status: 200 });
    expect(rows).toContainEqual({ direction: 'in', kind: 'PunchOutSetupRequest', status: 401 });
  });
});

describe('the punch-out session', () => {
  it('carries the cart back as a PunchOutOrderMessage at the company’s own prices', async () => {
    const { headers } = await session();
    const ok = must(w.app);
    await ok({ headers }, 'POST', '/api/cart/list/saveCartProduct', { skuId: A.sku_id, quantity: 2 });
    await ok({ headers }, 'POST', '/api/cart/list/saveCartProduct', { skuId: B.sku_id, quantity: 1 });
    const transfer = await ok<{ returnPath: string; lines: number }>(
      { headers },
      'POST',
      '/api/punchout/transfer',
      {},
    );
    expect(transfer.lines).toBe(2);
    // The one-time return page posts the message to the BrowserFormPost address, and only there.
    const page = await w.app.inject({ method: 'GET', url: transfer.returnPath });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain('form-action http://127.0.0.1:9;');
    const form =
      /<form id="punchout-return" method="post" action="([^"]+)"[^>]*><input type="hidden" name="cxml-urlencoded" value="([^"]*)">/.exec(
        page.body,
      );
    const unescape = (v: string) =>
      v.replace(
        /&(amp|lt|gt|quot|#39);/g,
        (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
      );
    expect(unescape(form![1]!)).toBe(RETURN);
    const message = readOrderMessage(unescape(form![2]!));
    expect((await w.app.inject({ method: 'GET', url: transfer.returnPath })).statusCode).toBe(410);
    const byPart = new Map(message.items.map((i) => [i.supplierPartId, i]));
    expect(byPart.get(A.code)).toMatchObject({
      quantity: 2,
      unitPriceFen: A.price_fen - 300,
      auxiliaryId: `sku:${A.sku_id}`,
      unspsc: '27110000',
    });
    expect(byPart.get(B.code)).toMatchObject({
      quantity: 1,
      unitPriceFen: B.price_fen,
      auxiliaryId: `sku:${B.sku_id}`,
    });
    expect(message.totalFen).toBe(2 * (A.price_fen - 300) + B.price_fen);
    expect(message.operationAllowed).toBe('edit');
    expect(byPart.get(A.code)!.unit).toBe('H87');
  });

  it('has no checkout and no payment; the same member signed in normally still checks out', async () => {
    const { headers } = await session();
    const addressId = await addressOf(w.app, { headers });
    await must(w.app)({ headers }, 'POST', '/api/cart/list/saveCartProduct', {
      skuId: B.sku_id,
      quantity: 1,
    });
    const refused = await w.app.inject({
      method: 'POST',
      url: '/api/checkout/submit',
      headers,
      payload: checkoutBody(addressId, [{ skuId: B.sku_id, quantity: 1 }]),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(PUNCHOUT_NO_CHECKOUT);
    const normal = await w.app.inject({
      method: 'POST',
      url: '/api/checkout/submit',
      headers: member.headers,
      payload: checkoutBody(addressId, [{ skuId: B.sku_id, quantity: 1 }]),
    });
    expect(normal.json().msg).not.toBe(PUNCHOUT_NO_CHECKOUT);
  });

  it('is nobody else’s: an ordinary sign-in has no session and cannot transfer', async () => {
    for (const headers of [member.headers, other.admin.headers]) {
      const current = await w.app.inject({ method: 'GET', url: '/api/punchout/session', headers });
      expect(current.json().data).toBeNull();
      const transfer = await w.app.inject({
        method: 'POST',
        url: '/api/punchout/transfer',
        headers,
        payload: {},
      });
      expect(transfer.statusCode).toBe(403);
    }
  });
});

/** The hidden fields of a return page's form, unescaped. */
function formOf(html: string) {
  const unescape = (v: string) =>
    v.replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
    );
  const form = /<form id="punchout-return" method="post" action="([^"]+)"(?: target="([^"]+)")?/.exec(html);
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      unescape(m[1]!),
      unescape(m[2]!),
    ]),
  );
  return { action: unescape(form?.[1] ?? ''), target: form?.[2] ?? null, fields };
}

describe('SAP OCI 5.0', () => {
  const HOOK = 'http://127.0.0.1:9/sap/bc/gui/sap/its/bbpsc02?~OkCode=ADDI';
  /** The OCI item fields of `quantity` of A at company A's agreement price. */
  const ociItemOfA = (quantity: number) => ({
    quantity,
    unitPriceFen: A.price_fen - 300,
    vendorMat: A.code,
    extProductId: `sku:${A.sku_id}`,
  });
  const oci = (params: Record<string, string>, method: 'GET' | 'POST' = 'GET') =>
    method === 'GET'
      ? w.app.inject({ method, url: `/punchout/oci?${new URLSearchParams(params)}` })
      : postForm(w.app, '/punchout/oci', params);
  const good = {
    USERNAME: `oci-${TAG_A}`,
    PASSWORD: `Oci@${TAG_A}`,
    HOOK_URL: HOOK,
    OCI_VERSION: '5.0',
    returntarget: '_parent',
  };

  it('signs the member in from a GET or a posted login, and refuses a wrong password or a foreign HOOK_URL', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await oci(good, method);
      expect(res.statusCode, method).toBe(302);
      expect(res.headers.location).toBe('/');
      const current = await w.app.inject({
        method: 'GET',
        url: '/api/punchout/session',
        headers: signedInHeaders(res),
      });
      expect(current.json().data).toMatchObject({
        protocol: 'oci',
        companyName: company.name,
        returnHost: '127.0.0.1:9',
      });
    }
    const wrong = await oci({ ...good, PASSWORD: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('OCI 登录失败');
    expect(wrong.headers['set-cookie']).toBeUndefined();
    const other = await oci({ ...good, USERNAME: `oci-${TAG_B}`, PASSWORD: `Oci@${TAG_A}` });
    expect(other.statusCode).toBe(401);
    const foreign = await oci({ ...good, HOOK_URL: 'https://evil.example/hook' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain('evil.example 不在允许的主机列表中');
    const detail = await oci({ ...good, FUNCTION: 'DETAIL', PRODUCTID: A.code });
    expect(detail.headers.location).toBe(`/search?value=${encodeURIComponent(A.code)}`);
  });

  it('posts the cart to HOOK_URL as NEW_ITEM fields, into the return target, at the company’s prices', async () => {
    const res = await oci(good);
    const headers = signedInHeaders(res);
    const ok = must(w.app);
    await ok({ headers }, 'POST', '/api/cart/list/saveCartProduct', { skuId: A.sku_id, quantity: 4 });
    const transfer = await ok<{ returnPath: string }>({ headers }, 'POST', '/api/punchout/transfer', {});
    const page = await w.app.inject({ method: 'GET', url: transfer.returnPath });
    const form = formOf(page.body);
    expect(form.action).toBe(HOOK);
    expect(form.target).toBe('_parent');
    expect(form.fields['~OkCode']).toBe('ADDI');
    expect(form.fields['NEW_ITEM-CURRENCY[1]']).toBe('CNY');
    expect(form.fields['NEW_ITEM-LONGTEXT_1:132[]']).toBeTruthy();
    expect(readOciFields(form.fields)).toEqual([expect.objectContaining({ ...ociItemOfA(4), unit: 'H87' })]);
  });

  it('answers FUNCTION=VALIDATE with the item re-priced for the company, straight back to HOOK_URL, no session', async () => {
    for (const productId of [A.code, `sku:${A.sku_id}`]) {
      const res = await oci({ ...good, FUNCTION: 'VALIDATE', PRODUCTID: productId, QUANTITY: '6' }, 'POST');
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(String(res.headers['content-security-policy'])).toContain('form-action http://127.0.0.1:9');
      const form = formOf(res.body);
      expect(form.action).toBe(HOOK);
      expect(readOciFields(form.fields)).toEqual([expect.objectContaining(ociItemOfA(6))]);
    }
    const unknown = await oci({ ...good, FUNCTION: 'VALIDATE', PRODUCTID: 'NO-SUCH-SKU' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('商品 NO-SUCH-SKU 不存在');
    const noId = await oci({ ...good, FUNCTION: 'VALIDATE' });
    expect(noId.statusCode).toBe(400);
    expect(noId.body).toContain('缺少 PRODUCTID');
    const wrong = await oci({ ...good, PASSWORD: 'nope', FUNCTION: 'VALIDATE', PRODUCTID: A.code });
    expect(wrong.statusCode).toBe(401);
  });
});

describe('the company’s punch-out settings (管理员, read-only)', () => {
  it('shows the admin the identities, hosts, member and latest documents, never a secret; nobody else', async () => {
    const settings = await must(w.app)<{
      configured: boolean;
      fromIdentity: string;
      ociUsername: string;
      returnHosts: string[];
      memberUsername: string;
      endpoints: { cxml: string };
      documents: { kind: string; status: number }[];
    }>(company.admin, 'GET', '/api/company/punchout');
    expect(settings).toMatchObject({
      configured: true,
      fromIdentity: ids(TAG_A).FROM,
      ociUsername: `oci-${TAG_A}`,
      returnHosts: ['127.0.0.1', 'localhost'],
      memberUsername: member.username,
      endpoints: { cxml: `${w.app.env.publicOrigin}/punchout/cxml` },
    });
    expect(settings.documents.length).toBeGreaterThan(0);
    expect(settings.documents.some((d) => d.status === 401)).toBe(true);
    const raw = JSON.stringify(settings);
    expect(raw).not.toContain(ids(TAG_A).SECRET);
    expect(raw).not.toContain('argon2');
    // A member who is not 管理员, and another company's 管理员 (who sees only its own).
    const refused = await w.app.inject({
      method: 'GET',
      url: '/api/company/punchout',
      headers: member.headers,
    });
    expect(refused.statusCode).toBe(403);
    const theirs = await must(w.app)<{ fromIdentity: string; documents: unknown[] }>(
      other.admin,
      'GET',
      '/api/company/punchout',
    );
    expect(theirs.fromIdentity).toBe(ids(TAG_B).FROM);
    expect(JSON.stringify(theirs)).not.toContain(ids(TAG_A).FROM);
  });
});

describe('PunchOutOrderMessage money', () => {
  it('carries every unit price and the total to the fen (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 9999 }),
            unitPriceFen: fc.integer({ min: 0, max: 99_999_999 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (lines) => {
          const xml = orderMessage(
            {
              from: { domain: 'NetworkID', identity: 'MALL' },
              to: { domain: 'NetworkID', identity: 'BUYER' },
              buyerCookie: 'c<&>"',
              operationAllowed: 'edit',
              items: lines.map((l, i) => ({
                ...l,
                supplierPartId: `P&${i}`,
                auxiliaryId: `sku:${i}`,
                description: '扳手 <套装> & 配件',
                unitOfMeasure: 'SET',
                unspsc: '27110000',
                manufacturerPartId: 'M-1',
                manufacturerName: '世达',
                leadTimeDays: 3,
              })),
            },
            { host: 'mall.example', now: new Date() },
          );
          const back = readOrderMessage(xml);
          expect(back.buyerCookie).toBe('c<&>"');
          expect(back.items.map((i) => [i.quantity, i.unitPriceFen, i.supplierPartId])).toEqual(
            lines.map((l, i) => [l.quantity, l.unitPriceFen, `P&${i}`]),
          );
          expect(back.totalFen).toBe(lines.reduce((s, l) => s + l.quantity * l.unitPriceFen, 0));
          expect(back.items[0]!.description).toBe('扳手 <套装> & 配件');
        },
      ),
      { numRuns: 60 },
    );
  });
});
