import { gunzipSync, inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fenToYuan, type ProductDetail } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import { buildSecondInstance, type TestApp } from '../../../testing/build-test-app';
import { must, verifiedCompany, type Who } from '../../../testing/company.fixture';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { splicedTexts } from '../../../testing/spliced';
import { detailTemplate, pricedDetailBody, renderPricedDetail } from '../product';
import { lowestByProduct, priceDetail } from './price-overlay';
import type { MemoAgreement } from './pricing-memo';
import { chinaDateAfter } from '../../../lib/china-day';

// The storefront's per-process pricing memo (caller, company prices, pool) answers listing, search and detail
// without a query for a hot member; an operator's change is seen by the member's next read, in this process
// and (Redis) in another process that held the old prices.

type Pick = { product_id: number; sku_id: number; code: string; title: string; price_fen: number };
const day = chinaDateAfter;

async function pickProduct(app: TestApp, offset = 0): Promise<Pick> {
  const [p] = await queryRows<Pick>(
    app.db.db,
    sql`select p.id as product_id, k.id as sku_id, k.code, p.title, k.price_fen
        from products p join skus k on k.product_id = p.id
        where p.on_shelf and '0000' = any(p.sales_area_codes) and k.price_fen > 1000
          and (select count(*) from skus s where s.product_id = p.id) = 1
        order by p.sales_count desc, p.id limit 1 offset ${offset}`,
  );
  return p!;
}

function reader(app: TestApp, who: Who) {
  return {
    detail: async (p: Pick) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/product/detail/${p.sku_id}`,
        headers: who.headers,
      });
      return { status: res.statusCode, data: res.json().data as ProductDetail };
    },
    card: async (p: Pick) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/product/search',
        headers: who.headers,
        payload: { keyword: p.title, pageSize: 40 },
      });
      return (res.json().data.list as { productId: number; price: string; priceTag?: string }[]).find(
        (c) => c.productId === p.product_id,
      );
    },
  };
}

describe('pricing memo: an operator change shows on the next read', () => {
  let app: TestApp;
  let op: Who;
  let company: { id: number };
  let member: Who;
  let P: Pick;
  let Q: Pick;

  beforeAll(async () => {
    app = await buildCatalogueApp(200);
    op = await operatorAuth(app);
    const c = await verifiedCompany(app, op);
    company = c;
    member = c.admin;
    [P, Q] = [await pickProduct(app, 0), await pickProduct(app, 1)];
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  const save = (p: Pick, fen: number, from = day(-1), to = day(30)) =>
    must(app)(op, 'POST', '/api/admin/pricing/agreement/save', {
      companyId: company.id,
      skuCode: p.code,
      price: fenToYuan(fen),
      startsOn: from,
      endsOn: to,
    });

  it('saves, changes and deletes an agreement price; the member sees each at once (listing, search, detail)', async () => {
    const read = reader(app, member);
    // Memoised first without a price (absence is remembered too).
    expect((await read.detail(P)).data.skus[0]).toMatchObject({ price: fenToYuan(P.price_fen) });
    expect((await read.card(P))?.priceTag).toBeUndefined();

    const saved = await save(P, P.price_fen - 200);
    let d = (await read.detail(P)).data;
    expect(d.skus[0]).toMatchObject({
      price: fenToYuan(P.price_fen - 200),
      listPrice: fenToYuan(P.price_fen),
      priceTag: '协议价',
    });
    expect(d.minPrice).toBe(fenToYuan(P.price_fen - 200));
    expect(await read.card(P)).toMatchObject({ price: fenToYuan(P.price_fen - 200), priceTag: '协议价' });

    await save(P, P.price_fen - 500);
    d = (await read.detail(P)).data;
    expect(d.skus[0]!.price).toBe(fenToYuan(P.price_fen - 500));
    expect((await read.card(P))?.price).toBe(fenToYuan(P.price_fen - 500));

    // A window that has not begun: list price (read twice: the second card comes from the remembered lowest).
    await save(P, P.price_fen - 500, day(2), day(30));
    expect((await read.detail(P)).data.skus[0]!.priceTag).toBeUndefined();
    for (let i = 0; i < 2; i++) expect((await read.card(P))?.priceTag).toBeUndefined();
    await save(P, P.price_fen - 300);
    expect((await read.detail(P)).data.skus[0]!.price).toBe(fenToYuan(P.price_fen - 300));
    for (let i = 0; i < 2; i++) expect((await read.card(P))?.price).toBe(fenToYuan(P.price_fen - 300));

    await must(app)(op, 'POST', '/api/admin/pricing/agreement/delete', {
      ids: [(saved as { id: number }).id],
    });
    d = (await read.detail(P)).data;
    expect(d.skus[0]).toMatchObject({ price: fenToYuan(P.price_fen) });
    expect(d.skus[0]!.priceTag).toBeUndefined();
    expect((await read.card(P))?.priceTag).toBeUndefined();
  });

  it('a company disabled pays and sees list prices at once; enabled again, its prices are back', async () => {
    const read = reader(app, member);
    await save(Q, Q.price_fen - 100);
    expect((await read.detail(Q)).data.skus[0]!.priceTag).toBe('协议价');
    await must(app)(op, 'POST', '/api/admin/company/status', { id: company.id, enabled: false });
    expect((await read.detail(Q)).data.skus[0]!.priceTag).toBeUndefined();
    await must(app)(op, 'POST', '/api/admin/company/status', { id: company.id, enabled: true });
    expect((await read.detail(Q)).data.skus[0]!.priceTag).toBe('协议价');
  });

  it("a member's priced answers go compressed as a visitor's do (from the cut's second member on), same JSON", async () => {
    await save(Q, Q.price_fen - 100);
    // The first 40 cards of the whole catalogue by sales, the first of them priced for the company.
    const listing = { pageSize: 40, sort: 'sales' };
    const first = (await app.inject({ method: 'POST', url: '/api/product/search', payload: listing })).json()
      .data.list[0] as { skuId: number };
    const [top] = await queryRows<Pick>(
      app.db.db,
      sql`select product_id, id as sku_id, code, '' as title, price_fen from skus where id = ${first.skuId}`,
    );
    await save(top!, top!.price_fen - 1);
    const calls = [
      { method: 'GET' as const, url: `/api/product/detail/${Q.sku_id}` },
      { method: 'POST' as const, url: '/api/product/search', payload: listing },
    ];
    // The member's own data, which no route makes cacheable, is kept by no cache; priced pages are private.
    const own = await app.inject({ method: 'GET', url: '/api/company/current', headers: member.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('no-store');
    let compressed = 0;
    for (const call of calls) {
      const plain = await app.inject({ ...call, headers: member.headers });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe('private, no-cache');
      expect(plain.body).toContain('协议价');
      // A browser (deflate named: zlib with Adler-32) and a gzip-only client (CRC-32).
      for (const accept of ['gzip, deflate, br', 'gzip']) {
        const codings: unknown[] = [];
        for (let i = 0; i < 3; i++) {
          const res = await app.inject({
            ...call,
            headers: { ...member.headers, 'accept-encoding': accept },
          });
          expect(res.statusCode).toBe(200);
          expect(res.headers.vary).toContain('accept-encoding');
          const coding = res.headers['content-encoding'];
          codings.push(coding);
          const text =
            coding === 'gzip'
              ? gunzipSync(res.rawPayload).toString('utf8')
              : coding === 'deflate'
                ? inflateSync(res.rawPayload).toString('utf8')
                : res.body;
          expect(JSON.parse(text)).toEqual(plain.json());
          if (coding) expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        }
        // Compressed when the visitor's answer to the same call is (a large one), from the second on.
        const visitor = await app.inject({ ...call, headers: { 'accept-encoding': accept } });
        const want = visitor.headers['content-encoding']
          ? accept === 'gzip'
            ? 'gzip'
            : 'deflate'
          : undefined;
        expect(codings.slice(1), `${call.url} ${accept}`).toEqual([want, want]);
        compressed += want ? 1 : 0;
      }
    }
    expect(compressed).toBeGreaterThan(0);
  });

  it('a pool switched on hides products outside it at once, and off shows them again', async () => {
    const read = reader(app, member);
    expect((await read.detail(P)).status).toBe(200);
    await must(app)(op, 'POST', '/api/admin/pricing/pool/add', { companyId: company.id, codes: [Q.code] });
    await must(app)(op, 'POST', '/api/admin/pricing/pool/switch', { companyId: company.id, enabled: true });
    expect((await read.detail(P)).status).toBe(404);
    expect((await read.detail(Q)).status).toBe(200);
    await must(app)(op, 'POST', '/api/admin/pricing/pool/remove', {
      companyId: company.id,
      productIds: [Q.product_id],
    });
    expect((await read.detail(Q)).status).toBe(404);
    await must(app)(op, 'POST', '/api/admin/pricing/pool/switch', { companyId: company.id, enabled: false });
    expect((await read.detail(P)).status).toBe(200);
  });

  it('the spliced detail text is the overlaid detail, and views of one product in a row write one footprint', async () => {
    // A product of the fullest category (it has related cards) and a multi-SKU one.
    const ids = await queryRows<{ id: number }>(
      app.db.db,
      sql`(select p.id from products p where p.on_shelf and p.category_id = (
             select category_id from products where on_shelf group by category_id order by count(*) desc limit 1)
           order by p.sales_count desc limit 1)
          union all
          (select p.id from products p where p.on_shelf and (select count(*) from skus k where k.product_id = p.id) > 2
           order by p.id limit 1)`,
    );
    let related = 0;
    for (const { id } of ids) {
      // The visitor's answer is the cached text as it is; related cards are put in from a listing where the
      // small test catalogue has none.
      const res = await app.inject({ method: 'GET', url: `/api/product/detail/${id}?areaCode=0000` });
      const visitor = res.json() as { data: ProductDetail };
      if (!visitor.data.related.length) {
        const list = await app.inject({
          method: 'POST',
          url: '/api/product/search',
          payload: { pageSize: 6 },
        });
        visitor.data.related = list.json().data.list;
      }
      const body = { text: JSON.stringify(visitor), until: 0 };
      const t = detailTemplate(body);
      expect(t.segments).not.toBeNull();
      related += t.data.related.length;
      expect(renderPricedDetail(t, t.data)).toBe(body.text);
      // Agreement prices above, at and below the list prices, on some SKUs and some related products.
      const rows: MemoAgreement[] = [
        ...t.data.skus.map((s, i) => ({
          skuId: s.skuId,
          productId: t.data.productId,
          priceFen: t.skuFen[i]! + [-100, 0, 50][i % 3]!,
          startsOn: day(-1),
          endsOn: day(1),
        })),
        ...t.data.related
          .filter((_, i) => i % 2 === 0)
          .map((c, i) => ({
            skuId: c.skuId,
            productId: c.productId,
            priceFen: t.relatedFen[i * 2]! + (i % 3 === 1 ? 10 : -1),
            startsOn: day(-1),
            endsOn: day(1),
          })),
      ];
      const priced = priceDetail(t.data, rows)!;
      expect(JSON.parse(renderPricedDetail(t, priced))).toEqual({ code: 200, msg: 'success', data: priced });
      // As the memo gives them: the product's own rows and the related products' lowest prices.
      const own = rows.filter((r) => r.productId === t.data.productId);
      const fast = pricedDetailBody(t, own, lowestByProduct(rows));
      expect(fast).not.toBeNull();
      const { plain, inflated, gunzipped } = splicedTexts(fast!);
      expect(JSON.parse(plain)).toEqual({ code: 200, msg: 'success', data: priced });
      expect(JSON.parse(inflated)).toEqual({ code: 200, msg: 'success', data: priced });
      expect(gunzipped).toBe(inflated);
      // Nothing lowered: the shared body goes.
      const dearer = rows.map((r) => ({ ...r, priceFen: r.priceFen + 100_000 }));
      expect(pricedDetailBody(t, dearer, lowestByProduct(dearer))).toBeNull();
    }
    expect(related).toBeGreaterThan(0);

    const read = reader(app, member);
    for (let i = 0; i < 3; i++) await read.detail(Q);
    const rows = await queryRows<{ n: number }>(
      app.db.db,
      sql`select count(*)::int as n from browsing_history h join company_members m on m.user_id = h.user_id
          where m.company_id = ${company.id} and h.product_id = ${Q.product_id}`,
    );
    expect(rows[0]!.n).toBe(1);
  });
});

describe.runIf(process.env.REDIS_URL)('pricing memo across API processes (Redis)', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await buildCatalogueApp(150);
    b = await buildSecondInstance(a);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("an agreement price and a pool changed through one process show on the other's next read", async () => {
    const op = await operatorAuth(a);
    const c = await verifiedCompany(a, op);
    const P = await pickProduct(a, 2);
    const readB = reader(b, c.admin);
    // b memoises the member and the product without a price.
    expect((await readB.detail(P)).data.skus[0]!.priceTag).toBeUndefined();
    expect((await readB.card(P))?.priceTag).toBeUndefined();
    await must(a)(op, 'POST', '/api/admin/pricing/agreement/save', {
      companyId: c.id,
      skuCode: P.code,
      price: fenToYuan(P.price_fen - 150),
      startsOn: day(-1),
      endsOn: day(30),
    });
    // The message is on its way when the write answers; allow it the coherent caches' second.
    const start = Date.now();
    while ((await readB.detail(P)).data.skus[0]!.priceTag !== '协议价') {
      expect(Date.now() - start).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect((await readB.card(P))?.price).toBe(fenToYuan(P.price_fen - 150));

    await must(a)(op, 'POST', '/api/admin/pricing/pool/switch', { companyId: c.id, enabled: true });
    const poolStart = Date.now();
    while ((await readB.detail(P)).status !== 404) {
      expect(Date.now() - poolStart).toBeLessThan(1000);
      await new Promise((r) => setTimeout(r, 20));
    }
  });
});
