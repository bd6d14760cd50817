import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPEN_CODE, type AuditRecordPage } from '@mall/shared';
import { queryRows } from '../../db/client';
import { operatorAuth } from '../../testing/accounts';
import { useTestApp } from '../../testing/world';
import { addMember, verifiedCompany, type TestCompany } from '../../testing/company.fixture';
import { worldCalls } from '../../testing/calls';
import { buildCatalogueApp } from '../../testing/search.fixture';

// 开放平台: a company's 管理员 registers an app; its program trades the client id and secret for a two-hour
// token (OAuth 2.0 client credentials) and reads the company's pool, prices and stock under /open/v1.

const w = useTestApp(() => buildCatalogueApp(60), 180_000);
const { c: raw, ok } = worldCalls(w);
let op: Awaited<ReturnType<typeof operatorAuth>>;
let a: TestCompany;
let b: TestCompany;
let skus: { id: number; product_id: number; price_fen: number }[];

type Created = { app: { id: number; clientId: string; scopes: string[] }; clientSecret: string };
const allScopes = ['products', 'prices', 'stock', 'orders', 'invoices', 'statements', 'messages'];
const input = (over: object = {}) => ({
  name: 'ERP 同步',
  scopes: allScopes,
  ipAllowList: [],
  mode: 'sandbox',
  ...over,
});

async function createApp(company: TestCompany, over: object = {}): Promise<Created> {
  return ok<Created>(company.admin, 'POST', '/api/company/open-apps', input(over));
}

/** DELETE /api/company/open-apps/{id} as the company's 管理员 (the raw answer). */
const deleteApp = (company: TestCompany, id: number) =>
  w.app.inject({ method: 'DELETE', url: `/api/company/open-apps/${id}`, headers: company.admin.headers });

/** POST /oauth2/token as a form (client_secret_post), or with a Basic header. */
function tokenCall(
  form: Record<string, string>,
  basic?: { id: string; secret: string },
  remoteAddress?: string,
) {
  return w.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    remoteAddress,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(basic
        ? {
            authorization: `Basic ${Buffer.from(`${encodeURIComponent(basic.id)}:${encodeURIComponent(basic.secret)}`).toString('base64')}`,
          }
        : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });
}

async function tokenOf(created: Created, scope?: string): Promise<string> {
  const res = await tokenCall({
    grant_type: 'client_credentials',
    client_id: created.app.clientId,
    client_secret: created.clientSecret,
    ...(scope ? { scope } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { access_token: string }).access_token;
}

function open(token: string | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return w.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
}

type Row = AuditRecordPage['list'][number];

/** The console's 操作日志 of one app, newest first, as an operator reads it. */
async function auditOf(appId: number): Promise<Row[]> {
  const page = await ok<AuditRecordPage>(op, 'POST', '/api/admin/audit/list', {
    targetType: 'open_app',
    targetId: String(appId),
  });
  return page.list;
}

beforeAll(async () => {
  op = await operatorAuth(w.app);
  [a, b] = await Promise.all([verifiedCompany(w.app, op), verifiedCompany(w.app, op)]);
  skus = await queryRows<{ id: number; product_id: number; price_fen: number }>(
    w.app.db.db,
    sql`select k.id, k.product_id, k.price_fen from skus k join products p on p.id = k.product_id
        where p.on_shelf and p.review_status = 2 and '0000' = any(p.sales_area_codes) order by k.id limit 120`,
  );
}, 180_000);

describe('apps and tokens', () => {
  it('lets only the company’s 管理员 register an app; the secret is shown once and never listed', async () => {
    const buyerOnly = await addMember(w.app, a, ['采购员']);
    const refused = await raw(buyerOnly, 'POST', '/api/company/open-apps', input());
    expect(refused.statusCode).toBe(403);
    const bad = await raw(a.admin, 'POST', '/api/company/open-apps', input({ ipAllowList: ['300.1.1.1'] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('IP 白名单格式不正确');

    const created = await createApp(a);
    expect(created.clientSecret).toMatch(/^ops_/);
    const listed = await raw(a.admin, 'GET', '/api/company/open-apps');
    expect(listed.body).toContain(created.app.clientId);
    expect(listed.body).not.toContain(created.clientSecret);
    expect((await raw(b.admin, 'GET', '/api/company/open-apps')).body).not.toContain(created.app.clientId);
  });

  it('issues a two-hour token by form or Basic header, and refuses wrong secrets, grants and scopes as RFC 6749 says', async () => {
    const created = await createApp(a, { scopes: ['products', 'prices'] });
    const id = created.app.clientId;
    const post = await tokenCall({
      grant_type: 'client_credentials',
      client_id: id,
      client_secret: created.clientSecret,
    });
    expect(post.statusCode).toBe(200);
    expect(post.headers['cache-control']).toBe('no-store');
    expect(post.json()).toMatchObject({ token_type: 'Bearer', expires_in: 7200, scope: 'products prices' });
    const basic = await tokenCall(
      { grant_type: 'client_credentials', scope: 'prices' },
      { id, secret: created.clientSecret },
    );
    expect(basic.json()).toMatchObject({ scope: 'prices' });

    const wrong = await tokenCall({
      grant_type: 'client_credentials',
      client_id: id,
      client_secret: 'ops_wrong',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_client', error_description: '应用编号或密钥不正确' });
    const grant = await tokenCall({
      grant_type: 'password',
      client_id: id,
      client_secret: created.clientSecret,
    });
    expect([grant.statusCode, grant.json().error]).toEqual([400, 'unsupported_grant_type']);
    const scope = await tokenCall(
      { grant_type: 'client_credentials', scope: 'orders' },
      { id, secret: created.clientSecret },
    );
    expect([scope.statusCode, scope.json().error]).toEqual([400, 'invalid_scope']);
  });

  it('answers 401 without or with a wrong token, 403 for a scope the token lacks', async () => {
    const created = await createApp(a);
    const none = await open(null, 'GET', '/open/v1/products');
    expect([none.statusCode, none.json().code]).toEqual([401, OPEN_CODE.TOKEN_MISSING]);
    expect(none.headers['x-request-id']).toBeTruthy();
    const wrong = await open('oat_not-a-token', 'GET', '/open/v1/products');
    expect([wrong.statusCode, wrong.json().code]).toEqual([401, OPEN_CODE.TOKEN_INVALID]);
    const productsOnly = await tokenOf(created, 'products');
    expect((await open(productsOnly, 'GET', '/open/v1/products?size=2')).statusCode).toBe(200);
    const noPrices = await open(productsOnly, 'POST', '/open/v1/prices/query', { skuIds: [skus[0]!.id] });
    expect(noPrices.statusCode).toBe(403);
    expect(noPrices.json()).toMatchObject({ code: OPEN_CODE.SCOPE_MISSING, msg: '应用未获得「价格」权限' });
  });

  it('answers 401 with 40102 and a Chinese msg once the token’s time is up', async () => {
    const created = await createApp(a);
    // Not called before it expires: a process trusts a token it verified for a few seconds.
    const token = await tokenOf(created);
    await w.app.db.db.execute(
      sql`update open_tokens set expires_at = now() - interval '1 second' where app_id = ${created.app.id}`,
    );
    const expired = await open(token, 'GET', '/open/v1/products?size=1');
    expect([expired.statusCode, expired.json()]).toEqual([
      401,
      { code: OPEN_CODE.TOKEN_INVALID, msg: '访问令牌无效或已过期，请重新获取', data: null },
    ]);
    expect(expired.headers['x-request-id']).toBeTruthy();
    // A new token from the same credentials works.
    expect((await open(await tokenOf(created), 'GET', '/open/v1/products?size=1')).statusCode).toBe(200);
  });

  it('rotates a secret with a grace period, or at once with every token; deleting an app ends it', async () => {
    const created = await createApp(a);
    const first = await tokenOf(created);
    const rotated = await ok<Created>(a.admin, 'POST', `/api/company/open-apps/${created.app.id}/rotate`, {
      graceHours: 24,
    });
    // Both secrets work during the grace period; the token issued before still works.
    await tokenOf(created);
    await tokenOf({ app: created.app, clientSecret: rotated.clientSecret });
    expect((await open(first, 'GET', '/open/v1/products?size=1')).statusCode).toBe(200);

    const atOnce = await ok<Created>(a.admin, 'POST', `/api/company/open-apps/${created.app.id}/rotate`, {
      graceHours: 0,
    });
    const old = await tokenCall({
      grant_type: 'client_credentials',
      client_id: created.app.clientId,
      client_secret: rotated.clientSecret,
    });
    expect(old.statusCode).toBe(401);
    expect((await open(first, 'GET', '/open/v1/products?size=1')).statusCode).toBe(401);
    const current = await tokenOf({ app: created.app, clientSecret: atOnce.clientSecret });

    // Another company's 管理员 cannot touch it.
    const foreign = await raw(b.admin, 'POST', `/api/company/open-apps/${created.app.id}/rotate`, {
      graceHours: 0,
    });
    expect(foreign.statusCode).toBe(404);
    const del = await deleteApp(b, created.app.id);
    expect(del.statusCode).toBe(404);
    expect((await open(current, 'GET', '/open/v1/products?size=1')).statusCode).toBe(200);

    const mine = await deleteApp(a, created.app.id);
    expect(mine.statusCode).toBe(200);
    expect((await open(current, 'GET', '/open/v1/products?size=1')).statusCode).toBe(401);
  });

  it('holds the IP allow-list at the token endpoint and on every call', async () => {
    const created = await createApp(a, { ipAllowList: ['203.0.113.0/24'] });
    const form = {
      grant_type: 'client_credentials',
      client_id: created.app.clientId,
      client_secret: created.clientSecret,
    };
    const here = await tokenCall(form);
    expect(here.statusCode).toBe(401);
    expect(here.json().error_description).toBe('调用来源 IP 不在应用的白名单内');
    const there = await tokenCall(form, undefined, '203.0.113.7');
    expect(there.statusCode).toBe(200);
    const token = (there.json() as { access_token: string }).access_token;
    const fromHere = await open(token, 'GET', '/open/v1/products?size=1');
    expect([fromHere.statusCode, fromHere.json().code]).toEqual([403, OPEN_CODE.IP_REFUSED]);
  });

  it('lets an operator suspend an app (its tokens end at once) and resume it; audited', async () => {
    const created = await createApp(b);
    const token = await tokenOf(created);
    const listed = await ok<{ id: number; ownerName: string }[]>(op, 'GET', '/api/admin/open-apps');
    expect(listed.find((x) => x.id === created.app.id)?.ownerName).toBe(b.name);
    expect((await raw(b.admin, 'GET', '/api/admin/open-apps')).statusCode).toBe(403);
    await ok(op, 'POST', `/api/admin/open-apps/${created.app.id}/suspend`, { suspended: true });
    expect((await open(token, 'GET', '/open/v1/products?size=1')).statusCode).toBe(401);
    const refused = await tokenCall({
      grant_type: 'client_credentials',
      client_id: created.app.clientId,
      client_secret: created.clientSecret,
    });
    expect(refused.json().error_description).toBe('应用已停用');
    await ok(op, 'POST', `/api/admin/open-apps/${created.app.id}/suspend`, { suspended: false });
    await tokenOf(created);
    const audit = await auditOf(created.app.id);
    expect(audit.map((r) => [r.action, r.operatorName])).toEqual([
      ['open_app.resume', op.operator.username],
      ['open_app.suspend', op.operator.username],
      ['open_app.create', `企业${b.id}:${b.admin.username}`],
    ]);
  });

  it('audits the 管理员’s create, change, rotation and deletion of an app, for operators to read in the console', async () => {
    const created = await createApp(a, { name: '金蝶云星空' });
    const changed = await w.app.inject({
      method: 'PUT',
      url: `/api/company/open-apps/${created.app.id}`,
      headers: a.admin.headers,
      payload: input({ name: '金蝶云星空', scopes: ['orders'] }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const rotated = await ok<Created>(a.admin, 'POST', `/api/company/open-apps/${created.app.id}/rotate`, {
      graceHours: 24,
    });
    expect((await deleteApp(a, created.app.id)).statusCode).toBe(200);

    const audit = await auditOf(created.app.id);
    expect(audit.map((r) => r.action)).toEqual([
      'open_app.delete',
      'open_app.rotate',
      'open_app.update',
      'open_app.create',
    ]);
    for (const r of audit)
      expect(r).toMatchObject({
        operatorId: a.admin.id,
        operatorName: `企业${a.id}:${a.admin.username}`,
        role: '企业管理员',
        targetType: 'open_app',
        targetId: String(created.app.id),
      });
    const [deleted, rotation, update, creation] = audit as [Row, Row, Row, Row];
    expect(creation).toMatchObject({
      summary: '创建开放平台应用「金蝶云星空」',
      before: null,
      after: { name: '金蝶云星空', scopes: allScopes, status: 'active' },
    });
    expect(update).toMatchObject({ before: { scopes: allScopes }, after: { scopes: ['orders'] } });
    expect(rotation.summary).toBe('更换开放平台应用「金蝶云星空」的密钥（旧密钥宽限 24 小时）');
    expect(rotation.after).toMatchObject({ previousSecretUntil: expect.any(String) });
    expect(deleted).toMatchObject({ before: { status: 'active' }, after: { status: 'revoked' } });
    // The log never holds a secret or its hash.
    const text = JSON.stringify(audit);
    for (const secret of [created.clientSecret, rotated.clientSecret, 'Hash'])
      expect(text).not.toContain(secret);
  });

  it('keeps to ten apps per company when twelve are created at once', async () => {
    const c = await verifiedCompany(w.app, op);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        raw(c.admin, 'POST', '/api/company/open-apps', input({ name: `并发${i}` })),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 400).map((r) => r.json().msg)).toEqual([
      '最多创建 10 个应用',
      '最多创建 10 个应用',
    ]);
  });
});

describe('the buyer API: pool, changes, prices, stock', () => {
  it('pages the pool by SKU and follows its changes from the first page’s feedCursor', async () => {
    const token = await tokenOf(await createApp(a));
    type Page = { items: { skuId: number }[]; nextCursor: string | null; feedCursor: string };
    const seen: number[] = [];
    let cursor: string | null = '';
    let feedCursor = '';
    for (let i = 0; cursor !== null && i < 100; i++) {
      const res = await open(token, 'GET', `/open/v1/products?size=50${cursor ? `&cursor=${cursor}` : ''}`);
      const page = res.json().data as Page;
      if (!feedCursor) feedCursor = page.feedCursor;
      seen.push(...page.items.map((x) => x.skuId));
      cursor = page.nextCursor;
    }
    const [count] = await queryRows<{ n: number }>(
      w.app.db.db,
      sql`select count(*)::int as n from skus k join products p on p.id = k.product_id where p.on_shelf and p.review_status = 2`,
    );
    expect(seen).toHaveLength(count!.n);
    expect([...seen].sort((x, y) => x - y)).toEqual(seen);

    // A price change and a product taken off shelf, after the pull.
    const [priced, shelved] = [skus[0]!, skus.find((s) => s.product_id !== skus[0]!.product_id)!];
    await w.app.db.db.execute(sql`update skus set price_fen = price_fen + 100 where id = ${priced.id}`);
    await w.app.db.db.execute(sql`update products set on_shelf = false where id = ${shelved.product_id}`);
    const changes = await open(token, 'GET', `/open/v1/products/changes?cursor=${feedCursor}`);
    type Feed = { items: { skuId: number; state: string }[]; cursor: string; more: boolean };
    const feed = changes.json().data as Feed;
    expect(feed.items.find((x) => x.skuId === priced.id)?.state).toBe('on');
    expect(feed.items.find((x) => x.skuId === shelved.id)?.state).toBe('off');
    expect(feed.more).toBe(false);
    // Nothing new after the returned cursor.
    const after = (await open(token, 'GET', `/open/v1/products/changes?cursor=${feed.cursor}`)).json()
      .data as Feed;
    expect(after.items).toEqual([]);
    const bad = await open(token, 'GET', '/open/v1/products/changes?cursor=yesterday');
    expect([bad.statusCode, bad.json().code]).toEqual([400, OPEN_CODE.BAD_REQUEST]);
    await w.app.db.db.execute(sql`update products set on_shelf = true where id = ${shelved.product_id}`);
  });

  it('prices SKUs for the app’s own company only: its agreement price, never another company’s', async () => {
    const sku = skus[5]!;
    await w.app.db.db
      .execute(sql`insert into agreement_prices (company_id, sku_id, product_id, price_fen, starts_on, ends_on)
      values (${a.id}, ${sku.id}, ${sku.product_id}, ${sku.price_fen - 1}, '2020-01-01', '2099-12-31')`);
    const mine = await tokenOf(await createApp(a));
    const theirs = await tokenOf(await createApp(b));
    const body = { skuIds: [sku.id, 999_999_999] };
    const ours = (await open(mine, 'POST', '/open/v1/prices/query', body)).json().data;
    expect(ours).toMatchObject({
      items: [
        {
          skuId: sku.id,
          listPriceFen: sku.price_fen,
          agreementPriceFen: sku.price_fen - 1,
          priceFen: sku.price_fen - 1,
          source: 'agreement',
        },
      ],
      missing: [999_999_999],
    });
    const other = (await open(theirs, 'POST', '/open/v1/prices/query', body)).json().data;
    expect(other.items[0]).toMatchObject({
      agreementPriceFen: null,
      priceFen: sku.price_fen,
      source: 'list',
    });
    const detail = (await open(mine, 'GET', `/open/v1/products/${sku.id}`)).json().data;
    expect(detail).toMatchObject({ skuId: sku.id, price: { priceFen: sku.price_fen - 1 } });
    expect(detail.categoryNames).toHaveLength(3);
  });

  it('answers batch limits with 40002, a bad province with a Chinese 400, and stock per province', async () => {
    const token = await tokenOf(await createApp(a));
    const many = skus.slice(0, 101).map((s) => s.id);
    expect(many).toHaveLength(101);
    const tooMany = await open(token, 'POST', '/open/v1/stock/query', { skuIds: many, areaCode: '330000' });
    expect([tooMany.statusCode, tooMany.json()]).toEqual([
      400,
      { code: OPEN_CODE.BATCH_TOO_LARGE, msg: '一次最多查询 100 个商品编号', data: null },
    ]);
    const badArea = await open(token, 'POST', '/open/v1/stock/query', {
      skuIds: [skus[0]!.id],
      areaCode: 'zj',
    });
    expect([badArea.statusCode, badArea.json().code]).toEqual([400, OPEN_CODE.BAD_REQUEST]);
    expect(badArea.json().msg).toContain('省份编码');

    const sku = skus[1]!;
    await w.app.db.db.execute(sql`update skus set stock = 7 where id = ${sku.id}`);
    await w.app.db.db
      .execute(sql`insert into sku_area_stocks (sku_id, area_code, stock) values (${sku.id}, '330000', 3)
      on conflict (sku_id, area_code) do update set stock = 3`);
    const stock = async (areaCode: string) =>
      (await open(token, 'POST', '/open/v1/stock/query', { skuIds: [sku.id], areaCode })).json().data
        .items[0];
    expect(await stock('330000')).toEqual({ skuId: sku.id, state: 'in_stock', quantity: 3, leadDays: 1 });
    // From the national warehouse the days grow with the distance, as the product page says them there.
    const pageDays = async (areaCode: string) =>
      (
        await w.app.inject({ method: 'GET', url: `/api/product/detail/${sku.id}?areaCode=${areaCode}` })
      ).json().data.delivery.days as number;
    for (const [areaCode, days] of [
      ['330000', 1],
      ['320000', 2],
      ['440000', 3],
      ['510000', 4],
      ['650000', 5],
    ] as const) {
      expect(await pageDays(areaCode), areaCode).toBe(days);
      if (areaCode !== '330000')
        expect(await stock(areaCode)).toEqual({
          skuId: sku.id,
          state: 'in_stock',
          quantity: 7,
          leadDays: days,
        });
    }
  });

  it('shows only the company’s pool when a pool is on', async () => {
    const c = await verifiedCompany(w.app, op);
    const token = await tokenOf(await createApp(c));
    const inPool = skus[0]!;
    const outside = skus.find((s) => s.product_id !== inPool.product_id)!;
    await w.app.db.db.execute(sql`insert into company_pools (company_id, enabled) values (${c.id}, true)`);
    await w.app.db.db.execute(
      sql`insert into company_pool_products (company_id, product_id) values (${c.id}, ${inPool.product_id})`,
    );
    const pool = (await open(token, 'GET', '/open/v1/products?size=1000')).json().data as {
      items: { productId: number }[];
    };
    expect(new Set(pool.items.map((x) => x.productId))).toEqual(new Set([inPool.product_id]));
    const hidden = await open(token, 'GET', `/open/v1/products/${outside.id}`);
    expect([hidden.statusCode, hidden.json().code]).toEqual([404, OPEN_CODE.NOT_FOUND]);
    const prices = (
      await open(token, 'POST', '/open/v1/prices/query', { skuIds: [inPool.id, outside.id] })
    ).json().data;
    expect(prices.missing).toEqual([outside.id]);
  });

  it('answers a burst over ten batch calls a second with 429, Retry-After and 42901', async () => {
    const token = await tokenOf(await createApp(a));
    const results = await Promise.all(
      Array.from({ length: 16 }, () =>
        open(token, 'POST', '/open/v1/prices/query', { skuIds: [skus[0]!.id] }),
      ),
    );
    const limited = results.filter((r) => r.statusCode === 429);
    expect(results.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(10);
    expect(limited.length).toBeGreaterThanOrEqual(6);
    expect(limited[0]!.headers['retry-after']).toBeTruthy();
    expect(limited[0]!.json()).toMatchObject({
      code: OPEN_CODE.RATE_LIMITED,
      msg: '调用过于频繁，请稍后再试',
    });
  });
});
