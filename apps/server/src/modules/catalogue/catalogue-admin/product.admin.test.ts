import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminBrand,
  AdminProduct,
  AdminProductListItem,
  AdminProductSaveBody,
  HomeFloor,
  Page,
  ProductDetail,
  ProductSearchResult,
} from '@mall/shared';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import { useTestApp } from '../../../testing/world';
import { envelopeCaller, type Envelope } from '../../../testing/envelope';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { uploadFile } from '../../../testing/multipart';

// Products with SKUs in the console: validation, ids, audit, and the storefront seeing every change at once.

const w = useTestApp(() => buildCatalogueApp(300));
let headers: Record<string, string>;
let brand: AdminBrand;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f1d3e60000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  headers = (await operatorAuth(w.app, '商品')).headers;
  brand = (await post<AdminBrand>('brand/save', { name: '钛锋', latinName: 'Titanfeng', categoryIds: [16] }))
    .body.data;
});

const call = envelopeCaller(
  () => w.app,
  () => headers,
);
const post = <T>(url: string, payload: object) => call<T>('POST', `/api/admin/catalogue/${url}`, payload);
async function search(body: object) {
  const res = await w.app.inject({ method: 'POST', url: '/api/product/search', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Envelope<ProductSearchResult>).data;
}
async function tips(keyword: string) {
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/brand/getProductSearchTips',
    payload: { keyword },
  });
  return (res.json() as Envelope<string[]>).data;
}
async function storefrontDetail(id: number) {
  const res = await w.app.inject({ method: 'GET', url: `/api/product/detail/${id}` });
  return { status: res.statusCode, body: res.json() as Envelope<ProductDetail> };
}

function draft(over: Partial<AdminProductSaveBody> = {}): AdminProductSaveBody {
  return {
    title: '钛锋 钛合金扭力扳手 TF-9000 专业级',
    brandId: brand.id,
    categoryId: 1909,
    modelNo: 'TF-9000',
    unit: '把',
    moq: 2,
    step: 2,
    specs: [
      { name: '扭力范围', values: ['5-25N·m', '20-100N·m'] },
      { name: '接口', values: ['1/4"', '3/8"'] },
    ],
    skus: [
      {
        spec: { 扭力范围: '5-25N·m', 接口: '1/4"' },
        code: 'TF-9000-A',
        price: '199.00',
        marketPrice: '259',
        stock: 30,
      },
      { spec: { 扭力范围: '20-100N·m', 接口: '3/8"' }, code: 'TF-9000-B', price: '289.50', stock: 0 },
    ],
    salesAreaCodes: ['0000'],
    descriptionHtml:
      '<p onclick="x()">精密扭力<script>alert(1)</script></p><img src="/api/files/uploads/x.png">',
    sceneIds: [1],
    onShelf: true,
    ...over,
  };
}

describe('product save', () => {
  let created: AdminProduct;

  it('creates a product with SKUs under fresh ids, money as fen, sanitised detail and an audit row', async () => {
    await search({ keyword: 'TF-9000' }); // warm the cache: the change must still show at once
    const r = await post<AdminProduct>('product/save', draft());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.msg).toBe('商品已新增');
    created = r.body.data;
    expect(created.id).toBeGreaterThan(10_000_000);
    expect(created.skus.map((s) => s.id).every((id) => id > 10_000_000 && id !== created.id)).toBe(true);
    expect(created).toMatchObject({
      minPrice: '199.00',
      brandName: '钛锋',
      moq: 2,
      onShelf: true,
    });
    expect(created.categoryPath.map((c) => c.id)).toEqual([expect.any(Number), 19, 1909]);
    expect(created.skus.map((s) => [s.code, s.price, s.marketPrice, s.stock])).toEqual([
      ['TF-9000-A', '199.00', '259.00', 30],
      ['TF-9000-B', '289.50', '', 0],
    ]);
    expect(created.defaultSkuId).toBe(created.skus[0]!.id);
    expect(created.descriptionHtml).not.toMatch(/script|onclick/);
    expect(created.descriptionHtml).toContain('精密扭力');
    const [row] = await queryRows<{ price_fen: number }>(
      w.app.db.db,
      sql`select price_fen from skus where code = 'TF-9000-B'`,
    );
    expect(row!.price_fen).toBe(28950);
    const [audit] = await queryRows<{ before: unknown; after: { title: string; skus: unknown[] } }>(
      w.app.db.db,
      sql`select before, after from audit_log where action = 'product.create' and target_id = ${String(created.id)}`,
    );
    expect(audit!.before).toBeNull();
    expect(audit!.after.title).toBe('钛锋 钛合金扭力扳手 TF-9000 专业级');
    expect(audit!.after.skus).toHaveLength(2);
  });

  it('is found at once by search (title, model, brand pinyin), suggestions, listing and detail', async () => {
    const byModel = await search({ keyword: 'TF-9000' });
    expect(byModel.list[0]?.productId).toBe(created.id);
    const byTitle = await search({ keyword: '钛合金扭力扳手' });
    expect(byTitle.list.map((c) => c.productId)).toContain(created.id);
    const byLatin = await search({ keyword: 'titanfeng' });
    expect(byLatin.list.map((c) => c.productId)).toContain(created.id);
    const listing = await search({ categoryId: 1909, sort: 'new' });
    expect(listing.list[0]?.productId).toBe(created.id);
    const scene = await search({ sceneId: 1, sort: 'new' });
    expect(scene.list.map((c) => c.productId)).toContain(created.id);
    expect(await tips('钛锋')).toEqual(expect.arrayContaining([expect.stringContaining('钛锋')]));
    const detail = await storefrontDetail(created.skus[1]!.id);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ productId: created.id, title: created.title, onShelf: true });
  });

  it('refuses bad input with Chinese messages and writes nothing', async () => {
    const cases: [Partial<AdminProductSaveBody>, string, number?][] = [
      [{ title: '' }, '商品标题至少 2 个字'],
      [{ skus: [] }, '至少需要一个 SKU'],
      [{ skus: [{ ...draft().skus![0]!, price: '12.345' }] }, '价格格式不正确（元，最多两位小数）'],
      [{ skus: [{ ...draft().skus![0]!, price: '-1' }] }, '价格格式不正确（元，最多两位小数）'],
      [{ skus: [{ ...draft().skus![0]!, price: '0' }] }, '第 1 个 SKU：价格必须大于 0'],
      [{ skus: [{ ...draft().skus![0]!, stock: -1 }] }, '库存不能小于 0'],
      [{ categoryId: 19 }, '商品只能挂在三级分类下'],
      [{ categoryId: 987654 }, '商品分类不存在'],
      [{ brandId: 987654 }, '品牌不存在'],
      [{ salesAreaCodes: ['990000'] }, '销售区域不存在：990000'],
      [{ sceneIds: [999] }, '场景专区不存在：999'],
      [{ images: ['https://evil.example/x.png'] }, '图片地址不正确，请通过上传获得'],
      [
        { skus: [draft().skus![0]!, { ...draft().skus![1]!, spec: { 扭力范围: '5-25N·m', 接口: '1/4"' } }] },
        '第 2 个 SKU：规格组合与其他 SKU 重复',
      ],
      [
        { skus: [draft().skus![0]!, { ...draft().skus![1]!, spec: { 扭力范围: '999', 接口: '1/4"' } }] },
        '第 2 个 SKU：规格「扭力范围」没有值「999」',
      ],
      [
        { skus: [draft().skus![0]!, { ...draft().skus![1]!, code: 'TF-9000-A' }] },
        '第 2 个 SKU：SKU编码「TF-9000-A」重复',
      ],
      [{ skus: [{ ...draft().skus![0]!, code: 'TF-9000-B' }] }, '已被商品'],
      [{ id: 987654321 }, '商品编号 987654321 不存在'],
    ];
    const [before] = await queryRows<{ n: number }>(
      w.app.db.db,
      sql`select count(*)::int as n from products`,
    );
    for (const [over, msg] of cases) {
      const r = await post('product/save', draft(over));
      expect(r.status, `${msg}: ${r.body.msg}`).toBe(400);
      expect(r.body.msg).toContain(msg);
    }
    const [after] = await queryRows<{ n: number }>(w.app.db.db, sql`select count(*)::int as n from products`);
    expect(after!.n).toBe(before!.n);
  });

  it('edits: keeps SKU ids, removes unlisted SKUs, updates price, search and audit before/after', async () => {
    const [a] = created.skus;
    const r = await post<AdminProduct>('product/save', {
      ...draft(),
      id: created.id,
      title: '钛锋 钛合金扭力扳手 TF-9000 升级款',
      specs: [{ name: '扭力范围', values: ['5-25N·m', '40-200N·m'] }],
      skus: [
        { id: a!.id, spec: { 扭力范围: '5-25N·m' }, code: 'TF-9000-A', price: '179.00', stock: 10 },
        { spec: { 扭力范围: '40-200N·m' }, code: 'TF-9000-C', price: '399.00', stock: 5 },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.msg).toBe('商品已保存');
    const skus = r.body.data.skus;
    expect(skus[0]!.id).toBe(a!.id);
    expect(skus.map((s) => s.code)).toEqual(['TF-9000-A', 'TF-9000-C']);
    expect(r.body.data.minPrice).toBe('179.00');
    expect(r.body.data.specs).toEqual([{ name: '扭力范围', values: ['5-25N·m', '40-200N·m'] }]);
    const hit = (await search({ keyword: 'TF-9000' })).list[0]!;
    expect(hit).toMatchObject({
      productId: created.id,
      price: '179.00',
      title: '钛锋 钛合金扭力扳手 TF-9000 升级款',
    });
    const [audit] = await queryRows<{ before: { title: string }; after: { title: string } }>(
      w.app.db.db,
      sql`select before, after from audit_log where action = 'product.update' and target_id = ${String(created.id)}`,
    );
    expect(audit!.before.title).toBe('钛锋 钛合金扭力扳手 TF-9000 专业级');
    expect(audit!.after.title).toBe('钛锋 钛合金扭力扳手 TF-9000 升级款');
    const foreign = await post('product/save', {
      ...draft(),
      id: created.id,
      skus: [{ ...draft().skus![0]!, id: 1 }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toBe('第 1 个 SKU：SKU 1 不属于该商品');
  });

  it('uploads an image, stores it in the gallery and serves it for the product card URL', async () => {
    const up = await uploadFile(w.app, '/api/admin/catalogue/upload', headers, PNG, 'a.png', 'image/png');
    expect(up.statusCode, up.body).toBe(200);
    const url = (up.json() as Envelope<{ url: string }>).data.url;
    expect(url).toMatch(/^\/api\/files\/uploads\/[0-9a-f]{32}\.png$/);
    const detail = (await post<AdminProduct>('product/detail', { id: created.id })).body.data;
    const saved = await post<AdminProduct>('product/save', {
      ...draft(),
      id: created.id,
      images: [url],
      specs: detail.specs,
      skus: detail.skus.map((s) => ({ ...s, marketPrice: s.marketPrice || undefined })),
    });
    expect(saved.body.data.images).toEqual([url]);
    expect((await storefrontDetail(created.id)).body.data.images).toEqual([url]);
    const card = await w.app.inject({ method: 'GET', url: `/api/files/product/${created.id}.svg` });
    expect(card.statusCode).toBe(302);
    expect(card.headers.location).toBe(url);
  });
});

describe('stock per sales area', () => {
  const detailIn = async (id: number, areaCode: string) => {
    const res = await w.app.inject({ method: 'GET', url: `/api/product/detail/${id}?areaCode=${areaCode}` });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Envelope<ProductDetail>).data;
  };
  const zoned = (over: Partial<AdminProductSaveBody> = {}) =>
    draft({
      title: '钛锋 分仓扭力扳手 TF-7000',
      modelNo: 'TF-7000',
      salesAreaCodes: ['330000', '320000'],
      specs: [{ name: '扭力范围', values: ['5-25N·m'] }],
      skus: [
        {
          spec: { 扭力范围: '5-25N·m' },
          code: 'TF-7000-A',
          price: '99.00',
          stock: 40,
          areaStocks: [{ areaCode: '330000', stock: 6 }],
        },
      ],
      ...over,
    });

  it('keeps a stock per province beside the national one; the storefront shows the buyer’s area', async () => {
    const r = await post<AdminProduct>('product/save', zoned());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const product = r.body.data;
    expect(product.skus[0]).toMatchObject({
      stock: 40,
      areaStocks: [{ areaCode: '330000', areaName: '浙江省', stock: 6 }],
    });
    const zhejiang = await detailIn(product.id, '330100');
    expect(zhejiang.skus[0]).toMatchObject({ stock: 6, available: true });
    expect(zhejiang.delivery).toEqual({ text: '本地仓现货，预计 1 天内送达', days: 1 });
    const jiangsu = await detailIn(product.id, '320000');
    expect(jiangsu.skus[0]).toMatchObject({ stock: 40, available: true });
    expect(jiangsu.delivery.text).toBe('现货，预计 2 天内送达');
    const listed = (await post<Page<AdminProductListItem>>('product/list', { keyword: 'TF-7000' })).body.data;
    expect(listed.list[0]!.totalStock).toBe(46);

    // Emptying the province's warehouse makes the product sold out there only; saving without it removes it.
    const edited = zoned({ id: product.id });
    edited.skus[0]!.id = product.skus[0]!.id;
    edited.skus[0]!.areaStocks = [{ areaCode: '330000', stock: 0 }];
    expect((await post('product/save', edited)).status).toBe(200);
    expect((await detailIn(product.id, '330000')).skus[0]).toMatchObject({ stock: 0, available: false });
    expect((await detailIn(product.id, '320000')).skus[0]).toMatchObject({ stock: 40, available: true });
    edited.skus[0]!.areaStocks = [];
    const cleared = await post<AdminProduct>('product/save', edited);
    expect(cleared.body.data.skus[0]!.areaStocks).toEqual([]);
    expect((await detailIn(product.id, '330000')).skus[0]!.stock).toBe(40);

    const audits = await queryRows<{ before: { skus: { areaStocks: unknown[] }[] } }>(
      w.app.db.db,
      sql`select before from audit_log where action = 'product.update' and target_id = ${String(product.id)}
          order by id`,
    );
    expect(audits.map((a) => a.before.skus[0]!.areaStocks)).toEqual([
      [{ areaCode: '330000', stock: 6 }],
      [{ areaCode: '330000', stock: 0 }],
    ]);
  });

  it('counts a product with stock only in a province as in stock for the 仅显示有货 filter', async () => {
    const only = (stock: number) =>
      zoned({
        modelNo: 'TF-7002',
        skus: [
          { ...zoned().skus[0]!, code: 'TF-7002-A', stock: 0, areaStocks: [{ areaCode: '330000', stock }] },
        ],
      });
    const saved = (await post<AdminProduct>('product/save', only(6))).body.data;
    const inStock = async () =>
      (await search({ keyword: 'TF-7002', inStock: true })).list.map((c) => c.productId);
    expect(await inStock()).toEqual([saved.id]);
    expect((await post('product/save', { ...only(0), id: saved.id })).status).toBe(200);
    expect(await inStock()).toEqual([]);
  });

  it('refuses provincial stock outside the sales areas, repeated or malformed', async () => {
    const sku = zoned().skus[0]!;
    const cases: [AdminProductSaveBody['skus'][number]['areaStocks'], string][] = [
      [[{ areaCode: '110000', stock: 1 }], '第 1 个 SKU：分区库存的「北京市」不在商品的销售区域内'],
      [
        [
          { areaCode: '330000', stock: 1 },
          { areaCode: '330000', stock: 2 },
        ],
        '第 1 个 SKU：分区库存的「浙江省」重复',
      ],
      [[{ areaCode: '990000', stock: 1 }], '第 1 个 SKU：分区库存的省份「990000」不存在'],
      [[{ areaCode: '33', stock: 1 }], '分区库存的省份编码不正确'],
      [[{ areaCode: '330000', stock: -1 }], '分区库存不能小于 0'],
    ];
    for (const [areaStocks, msg] of cases) {
      const r = await post(
        'product/save',
        zoned({ modelNo: 'TF-7001', skus: [{ ...sku, code: 'TF-7001-A', areaStocks }] }),
      );
      expect(r.status, msg).toBe(400);
      expect(r.body.msg).toBe(msg);
    }
  });
});

describe('shelf and listing', () => {
  it('off-shelf in bulk takes products out of listings and search at once; on-shelf brings them back', async () => {
    const page = (await post<Page<AdminProductListItem>>('product/list', { keyword: 'TF-9000' })).body.data;
    expect(page.total).toBe(1);
    const id = page.list[0]!.id;
    const floorsBefore = (await w.app.inject({ method: 'GET', url: '/api/home/index/getFloorList' })).json()
      .data as HomeFloor[];
    const other = { id: floorsBefore[0]!.manyVOS[0]!.spuListS[0]!.spuId };
    expect(JSON.stringify(floorsBefore)).toContain(`"spuId":${other.id},`);

    const off = await post<{ updated: number }>('product/shelf', { ids: [id, other.id], onShelf: false });
    expect(off.body).toMatchObject({ msg: '已下架', data: { updated: 2 } });
    expect((await search({ keyword: 'TF-9000' })).list.map((c) => c.productId)).not.toContain(id);
    expect((await search({ categoryId: 1909, sort: 'new' })).list.map((c) => c.productId)).not.toContain(id);
    const floors = (await w.app.inject({ method: 'GET', url: '/api/home/index/getFloorList' })).json()
      .data as HomeFloor[];
    expect(JSON.stringify(floors)).not.toContain(`"spuId":${other.id},`);
    const detail = await storefrontDetail(id);
    expect(detail.body.data.onShelf).toBe(false);
    const listed = (
      await post<Page<AdminProductListItem>>('product/list', { onShelf: false, keyword: 'TF-9000' })
    ).body.data;
    expect(listed.list.map((p) => p.id)).toEqual([id]);
    const audits = await queryRows<{ target_id: string; before: unknown; after: unknown }>(
      w.app.db.db,
      sql`select target_id, before, after from audit_log where action = 'product.offShelf' order by id`,
    );
    expect(audits.map((a) => Number(a.target_id)).sort()).toEqual([id, other.id].sort());
    expect(audits[0]).toMatchObject({ before: { onShelf: true }, after: { onShelf: false } });

    const again = await post<{ updated: number }>('product/shelf', { ids: [id], onShelf: false });
    expect(again.body.data.updated).toBe(0);
    const on = await post<{ updated: number }>('product/shelf', { ids: [id, other.id], onShelf: true });
    expect(on.body.data.updated).toBe(2);
    expect((await search({ keyword: 'TF-9000' })).list[0]?.productId).toBe(id);
    const unknown = await post('product/shelf', { ids: [987654321], onShelf: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('商品不存在：987654321');
  });

  it('lists with paging and filters; detail of an unknown id is 404', async () => {
    const all = (await post<Page<AdminProductListItem>>('product/list', { pageSize: 10 })).body.data;
    expect(all.list).toHaveLength(10);
    expect(all.total).toBeGreaterThanOrEqual(301);
    const byBrand = (await post<Page<AdminProductListItem>>('product/list', { brandId: brand.id })).body.data;
    expect(byBrand.list.every((p) => p.brandId === brand.id && p.brandName === '钛锋')).toBe(true);
    const byCode = (await post<Page<AdminProductListItem>>('product/list', { keyword: 'TF-9000-C' })).body
      .data;
    expect(byCode.total).toBe(1);
    const byCat = (await post<Page<AdminProductListItem>>('product/list', { categoryId: 19 })).body.data;
    expect(byCat.list.every((p) => p.categoryPath.includes('/'))).toBe(true);
    const missing = await post('product/detail', { id: 987654321 });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('商品不存在');
    const brandInUse = await post('brand/delete', { id: brand.id });
    expect(brandInUse.body.msg).toContain('该品牌下还有商品');
  });
});
