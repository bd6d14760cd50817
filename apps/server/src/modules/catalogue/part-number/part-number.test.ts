import { beforeAll, describe, expect, it } from 'vitest';
import type { PartNumber, ProductCard } from '@mall/shared';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { call, must, type Who } from '../../../testing/calls';
import { makeProduct, seedShopBasics } from '../../../testing/checkout.fixture';
import { uploadFile } from '../../../testing/multipart';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { shopWithProduct } from '../../../testing/shop.fixture';
import { useTestApp } from '../../../testing/world';
import { expectRowErrors, sheetFile } from '../../../testing/xlsx';

// Part numbers (料号互查): operators keep every SKU's, a shop its own SKUs'; search finds a SKU by any of them.

const w = useTestApp(() => buildCatalogueApp(40));
const BEARING = 910001; // SKU 9100011, code SKU-9100011
const OTHER = 910002;
const sku = (product: number) => product * 10 + 1;
let op: Who;
let shop: Who;
let shopSku: number;

const c = (...args: Parameters<ReturnType<typeof call>>) => call(w.app)(...args);
const ok = <T>(...args: Parameters<ReturnType<typeof call>>) => must(w.app)<T>(...args);
const admin = (path: string) => `/api/admin/catalogue/part-number/${path}`;
const portal = (path: string) => `/api/portal/catalogue/part-number/${path}`;

beforeAll(async () => {
  await seedShopBasics(w.app.db.db);
  await makeProduct(w.app.db.db, { id: BEARING, title: '深沟球轴承 双面密封 测试专用' });
  await makeProduct(w.app.db.db, { id: OTHER, title: '深沟球轴承 开式 测试专用' });
  await w.app.searchIndex.reindexProducts([BEARING, OTHER]);
  op = { headers: (await operatorAuth(w.app, '商品')).headers };
  const superAdmin = (await operatorAuth(w.app)).headers;
  const made = await shopWithProduct(w.app, superAdmin, { rateBp: 500, code: 'SHOP-PN-1', price: '18.00' });
  shop = made.shop;
  shopSku = made.product.skus[0]!.id;
}, 120_000);

async function search(keyword: string): Promise<ProductCard[]> {
  const res = await c(null, 'POST', '/api/product/search', { keyword, pageSize: 20 });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { list: ProductCard[] }).list;
}

const sheet = (rows: string[][], header = ['商品编码', '零件号', '类型', '来源']) =>
  sheetFile('零件号', header, rows);
function upload(data: Buffer, who: Who = op) {
  return uploadFile(w.app, admin('import'), who.headers, data, 'part-numbers.xlsx');
}

describe('part numbers kept by operators', () => {
  it('adds, lists and deletes numbers; the same number however written is refused', async () => {
    const added = await ok<PartNumber>(op, 'POST', admin('add'), {
      skuId: sku(BEARING),
      number: '6204-2RS',
      kind: 'equivalent',
      source: 'SKF',
    });
    expect(added).toMatchObject({
      number: '6204-2RS',
      normalised: '62042RS',
      source: 'SKF',
      kindLabel: '等效料号',
    });
    await ok(op, 'POST', admin('add'), { skuId: sku(BEARING), number: 'BRG 6204/ZZ', kind: 'manufacturer' });
    const again = await c(op, 'POST', admin('add'), {
      skuId: sku(BEARING),
      number: '6204 2rs',
      source: 'NSK',
    });
    expect([again.statusCode, again.json().msg]).toEqual([409, '该商品已有零件号「6204 2rs」']);
    const blank = await c(op, 'POST', admin('add'), { skuId: sku(BEARING), number: ' - / ' });
    expect([blank.statusCode, blank.json().msg]).toEqual([400, '零件号不能只有空格和符号']);
    const unknown = await c(op, 'POST', admin('add'), { skuId: 999_999_991, number: '6204' });
    expect([unknown.statusCode, unknown.json().msg]).toEqual([404, '商品规格不存在']);

    const list = await ok<PartNumber[]>(op, 'POST', admin('list'), { skuId: sku(BEARING) });
    expect(list.map((n) => [n.kind, n.number])).toEqual([
      ['manufacturer', 'BRG 6204/ZZ'],
      ['equivalent', '6204-2RS'],
    ]);
    await ok(op, 'POST', admin('delete'), { id: list[0]!.id });
    const gone = await c(op, 'POST', admin('delete'), { id: list[0]!.id });
    expect([gone.statusCode, gone.json().msg]).toEqual([404, '零件号不存在']);
  });

  it('search finds the SKU by any of its numbers and says which matched', async () => {
    for (const keyword of ['6204-2RS', '6204 2rs', '62042RS']) {
      const card = (await search(keyword)).find((p) => p.productId === BEARING);
      expect(card?.matchedPartNumber, keyword).toEqual({ number: '6204-2RS', source: 'SKF' });
    }
    // A number added now is found at once (cached answers are dropped), ranked first.
    expect((await search('6204DDU')).some((p) => p.productId === OTHER)).toBe(false);
    await ok(op, 'POST', admin('add'), { skuId: sku(OTHER), number: '6204DDU', source: 'NSK' });
    const [first] = await search('6204ddu');
    expect(first).toMatchObject({
      productId: OTHER,
      matchedPartNumber: { number: '6204DDU', source: 'NSK' },
    });
    // A plain word search shows no matched number.
    expect((await search('深沟球轴承')).every((p) => p.matchedPartNumber === undefined)).toBe(true);
  });

  it('imports a sheet all or nothing, naming every bad row in Chinese', async () => {
    const bad = await upload(
      await sheet([
        [`SKU-${sku(BEARING)}`, '6204-2RSH', '等效', 'SKF'],
        ['SKU-404', '6204', '', ''],
        [`SKU-${sku(BEARING)}`, '', '原厂', ''],
        [`SKU-${sku(OTHER)}`, '6204Z', '仿制', 'FAG'],
        [`SKU-${sku(BEARING)}`, '6204 2RSH', '', 'SKF'],
      ]),
    );
    expectRowErrors(bad, [
      { row: 3, column: '商品编码', msg: '商品编码「SKU-404」不存在' },
      { row: 4, column: '零件号', msg: '零件号不能为空' },
      { row: 5, column: '类型', msg: '类型「仿制」不正确（填写“原厂”或“等效”，留空为等效）' },
      { row: 6, column: '零件号', msg: '零件号「6204 2RSH」与第 2 行重复' },
    ]);
    expect(bad.json().msg).toContain('第 3 行');
    // Nothing of the refused file was written.
    expect((await search('6204-2RSH')).some((p) => p.productId === BEARING)).toBe(false);

    const good = await upload(
      await sheet(
        [
          [`SKU-${sku(BEARING)}`, '6204-2RSH', '', 'SKF'],
          [`SKU-${sku(BEARING)}`, '6204-2RS', '等效', 'SKF'],
          [`SKU-${sku(OTHER)}`, '6204', '原厂', ''],
        ],
        ['SKU编码', '零件号', '类型', '来源'],
      ),
    );
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toEqual({ rows: 3, created: 2, unchanged: 1 });
    const card = (await search('6204.2rsh')).find((p) => p.productId === BEARING);
    expect(card?.matchedPartNumber).toEqual({ number: '6204-2RSH', source: 'SKF' });
  });

  it('gives the template, and refuses buyers and visitors', async () => {
    const template = await w.app.inject({ method: 'GET', url: admin('template'), headers: op.headers });
    expect(template.statusCode).toBe(200);
    const buyer = await buyerAuth(w.app);
    for (const who of [buyer, null]) {
      const res = await c(who, 'POST', admin('add'), { skuId: sku(BEARING), number: 'X1' });
      expect([401, 403]).toContain(res.statusCode);
    }
    expect((await upload(await sheet([]), buyer)).statusCode).toBe(403);
  });
});

describe('part numbers kept by a shop', () => {
  it('keeps its own SKUs’ numbers; any other SKU or number answers 404', async () => {
    const own = await ok<PartNumber>(shop, 'POST', portal('add'), {
      skuId: shopSku,
      number: 'SH-100',
      source: '本店',
    });
    expect(await ok<PartNumber[]>(shop, 'POST', portal('list'), { skuId: shopSku })).toEqual([own]);
    const platformNumbers = await ok<PartNumber[]>(op, 'POST', admin('list'), { skuId: sku(BEARING) });
    for (const [path, body] of [
      ['add', { skuId: sku(BEARING), number: 'HACK-1' }],
      ['list', { skuId: sku(BEARING) }],
      ['delete', { id: platformNumbers[0]!.id }],
    ] as const) {
      const res = await c(shop, 'POST', portal(path), body);
      expect([path, res.statusCode]).toEqual([path, 404]);
    }
    expect(await ok<PartNumber[]>(op, 'POST', admin('list'), { skuId: sku(BEARING) })).toEqual(
      platformNumbers,
    );
    await ok(shop, 'POST', portal('delete'), { id: own.id });
    expect(await ok<PartNumber[]>(shop, 'POST', portal('list'), { skuId: shopSku })).toEqual([]);
  });
});
