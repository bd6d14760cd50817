import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fenToYuan } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { SUZHOU_ADDRESS } from '../../../testing/checkout.fixture';
import { must, verifiedCompany, type Who } from '../../../testing/company.fixture';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { pickPrice, resolvePrices, tierFor } from './price-resolver';
import { downloadedBook } from '../../../testing/xlsx';
import { chinaDateAfter } from '../../../lib/china-day';

// The price resolver answers every call that shows or charges a price: for a visitor, a member whose company
// has an agreement price (协议价), and a member whose company's agreement expired.

const w = useTestApp(() => buildCatalogueApp(300), 120_000);
let ok: ReturnType<typeof must>;
let member: Who & { id: number };
let expired: Who & { id: number };
type Pick = {
  product_id: number;
  sku_id: number;
  code: string;
  title: string;
  price_fen: number;
  brand_id: number;
};
let P: Pick;
const day = chinaDateAfter;

beforeAll(async () => {
  ok = must(w.app);
  const op = await operatorAuth(w.app);
  const [a, b] = [await verifiedCompany(w.app, op), await verifiedCompany(w.app, op)];
  member = a.admin;
  expired = b.admin;
  // A product with one SKU, sold everywhere, in stock: its list price is its card price.
  [P] = (await queryRows<Pick>(
    w.app.db.db,
    sql`select p.id as product_id, k.id as sku_id, k.code, p.title, k.price_fen, p.brand_id
        from products p join skus k on k.product_id = p.id
        where p.on_shelf and '0000' = any(p.sales_area_codes) and p.moq = 1 and p.step = 1 and k.stock >= 20
          and k.price_fen > 1000 and (select count(*) from skus s where s.product_id = p.id) = 1
        order by p.sales_count desc limit 1`,
  )) as [Pick];
  const list = P!.price_fen;
  await w.app.db.db
    .execute(sql`insert into agreement_prices (company_id, sku_id, product_id, price_fen, starts_on, ends_on)
    values (${a.id}, ${P!.sku_id}, ${P!.product_id}, ${list - 300}, ${day(-1)}, ${day(30)}),
           (${b.id}, ${P!.sku_id}, ${P!.product_id}, ${list - 500}, ${day(-30)}, ${day(-1)})`);
  // A tier from 5 units: between the list price and the agreement price.
  await w.app.db.db.execute(sql`insert into sku_price_tiers (sku_id, min_quantity, price_fen)
    values (${P!.sku_id}, 5, ${list - 100}), (${P!.sku_id}, 10, ${list - 400})`);
  for (const who of [member, expired]) await ok(who, 'POST', '/api/address/add', SUZHOU_ADDRESS);
}, 120_000);

const expectedFen = async (who: { id: number } | null, quantity: number) =>
  (
    await resolvePrices(w.app.db.db, who?.id ?? null, [{ skuId: P.sku_id, quantity, listFen: P.price_fen }])
  )[0]!;

describe('the price rule', () => {
  it('charges the lowest price that applies (never more than any price shown); a bidding price replaces all', () => {
    const fen = fc.integer({ min: 1, max: 10_000_000 });
    fc.assert(
      fc.property(
        fen,
        fc.option(fen),
        fc.option(fen),
        fc.option(fen),
        (listFen, agreementFen, tierFen, lockFen) => {
          const { unitFen, source } = pickPrice({ listFen, agreementFen, tierFen, lockFen });
          const shown = [listFen, agreementFen, tierFen, lockFen].filter((v): v is number => v !== null);
          expect(unitFen).toBe(Math.min(...shown));
          expect(source === 'list' ? listFen : unitFen).toBe(unitFen);
        },
      ),
    );
    expect(pickPrice({ listFen: 100, agreementFen: 50, fixedFen: 300 })).toEqual({
      unitFen: 300,
      source: 'bidding',
    });
    expect(
      tierFor(
        [
          { minQuantity: 5, priceFen: 90 },
          { minQuantity: 10, priceFen: 80 },
        ],
        9,
      ),
    ).toBe(90);
    expect(tierFor([{ minQuantity: 5, priceFen: 90 }], 4)).toBeNull();
  });
});

describe('every call that shows or charges a price agrees with the resolver', () => {
  it('visitor, member with 协议价 and member whose agreement expired', async () => {
    const checked: string[] = [];
    for (const [name, who] of [
      ['visitor', null],
      ['member', member],
      ['expired', expired],
    ] as const) {
      const one = await expectedFen(who, 1);
      const price = fenToYuan(one.unitFen);
      const isAgreement = name === 'member';
      expect(one.source).toBe(isAgreement ? 'agreement' : 'list');
      const mark = isAgreement ? { listPrice: fenToYuan(P.price_fen), priceTag: '协议价' } : {};
      const headers = who?.headers ?? {};
      const inject = async (method: 'GET' | 'POST', url: string, payload?: object) => {
        const res = await w.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(200);
        return res.json().data;
      };

      // Listing / search (the shared cached body, overlaid for the member).
      const search = await inject('POST', '/api/product/search', { keyword: P.title, pageSize: 40 });
      const card = search.list.find((c: { productId: number }) => c.productId === P.product_id);
      expect(card).toMatchObject({ price, ...mark });
      if (!isAgreement) expect(card.priceTag).toBeUndefined();
      checked.push('search');
      const brand = await inject('POST', '/api/brand/getShopList', { brandId: P.brand_id, keyword: P.title });
      expect(brand.list.find((c: { productId: number }) => c.productId === P.product_id)).toMatchObject({
        price,
      });
      checked.push('brand listing');

      // Detail, twice (the second comes from the cache).
      for (let i = 0; i < 2; i++) {
        const detail = await inject('GET', `/api/product/detail/${P.sku_id}`);
        expect(detail.skus[0]).toMatchObject({ price, ...mark });
        expect(detail.minPrice).toBe(price);
        expect(detail.skus[0].tiers).toEqual([
          { minQuantity: 5, price: fenToYuan(P.price_fen - 100) },
          { minQuantity: 10, price: fenToYuan(P.price_fen - 400) },
        ]);
      }
      checked.push('detail');
      const compare = await inject('GET', `/api/product/compare?skuIds=${P.sku_id}`);
      expect(compare.items[0]).toMatchObject({ price, ...mark });
      checked.push('compare');
      if (!who) continue;

      // Quick order and purchase lists.
      const quick = await inject('POST', '/api/quick-order/match', { text: `${P.code} 2` });
      expect(quick.lines[0].sku).toMatchObject({ skuId: P.sku_id, price });
      checked.push('quick order');
      const list = await inject('POST', '/api/purchase-list/create', {
        name: `常购${randomUUID().slice(0, 4)}`,
        lines: [{ skuId: P.sku_id, quantity: 1 }],
      });
      const listDetail = await inject('POST', '/api/purchase-list/detail', { id: list.list.id });
      expect(listDetail.lines[0]).toMatchObject({ price });
      checked.push('purchase list');

      // Cart at 1 and at 6 units (the tier from 5 applies when it is the lowest).
      await inject('POST', '/api/cart/list/saveCartProduct', { skuId: P.sku_id, quantity: 1 });
      let cart = await inject('POST', '/api/cart/list/getCartList', {});
      expect(cart.lines[0]).toMatchObject({ price });
      const lineId = cart.lines[0].id;
      await inject('POST', '/api/cart/list/editCartProduct', { ids: [lineId], quantity: 6 });
      const six = await expectedFen(who, 6);
      expect(six.unitFen).toBe(isAgreement ? P.price_fen - 300 : P.price_fen - 100);
      cart = await inject('POST', '/api/cart/list/getCartList', {});
      expect(cart.lines[0]).toMatchObject({
        price: fenToYuan(six.unitFen),
        amount: fenToYuan(six.unitFen * 6),
      });
      checked.push('cart');

      // Cart quotation export.
      const xlsx = await w.app.inject({
        method: 'POST',
        url: '/api/cart/list/exportCartsQuotation',
        headers,
        payload: { ids: [lineId] },
      });
      const book = await downloadedBook(xlsx);
      const values = book.worksheets[0]!.getSheetValues().flat().map(String);
      expect(values).toContain(String(Number(fenToYuan(six.unitFen))));
      checked.push('quotation');

      // Checkout preview, submit, and the order's lines.
      const address = (await inject('GET', '/api/address/list'))[0];
      const preview = await inject('POST', '/api/checkout/preview', {
        cartLineIds: [lineId],
        addressId: address.id,
      });
      expect(preview.lines[0]).toMatchObject({ price: fenToYuan(six.unitFen) });
      checked.push('checkout preview');
      const placed = await inject('POST', '/api/checkout/submit', {
        cartLineIds: [lineId],
        idempotencyKey: randomUUID(),
        addressId: address.id,
        payMethod: 4,
        expectedPayAmount: fenToYuan(six.unitFen * 6),
      });
      const order = await inject('POST', '/api/order/detail', { orderNo: placed.orderNo });
      expect(order.lines[0]).toMatchObject({ skuId: P.sku_id, price: fenToYuan(six.unitFen) });
      checked.push('order lines');
    }
    expect(new Set(checked)).toEqual(
      new Set([
        'search',
        'brand listing',
        'detail',
        'compare',
        'quick order',
        'purchase list',
        'cart',
        'quotation',
        'checkout preview',
        'order lines',
      ]),
    );
  }, 60_000);
});
