import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProduct, AdminProductSaveBody, ProductDetail, ProductSearchResult } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import type { TestApp } from '../../../testing/build-test-app';
import type { Envelope } from '../../../testing/envelope';
import { merchants } from '../../marketplace/shop/shop.table';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { viteIndexHtml } from '../../../testing/vite-index.fixture';
import { APP_BOOT, APP_BOOT_CSP_SOURCE } from './app-boot';
import { notices } from '../../content/content/content.table';

// What a search engine and a returning browser get from the storefront's server: each page's head in the
// HTML (no JavaScript run), the sitemap and robots.txt, and catalogue answers revalidated by ETag.

const ORIGIN = 'https://mall.example.com';
const INDEX_HTML = viteIndexHtml([
  '<script type="module" crossorigin src="/assets/index-Cx2bq1aZ.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-D1x2y3z4.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-B0e9kPzC.css">',
]);
const XSS_TITLE = '</script><script>alert(1)</script>';

let app: TestApp;
let webRoot: string;
let ops: Record<string, string>;
let brandId: number;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-seo-web-'));
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webRoot, 'assets', 'index-Cx2bq1aZ.js'), 'console.log(1)');
  app = await buildCatalogueApp(300, { env: { PUBLIC_ORIGIN: ORIGIN }, web: { webRoot } });
  ops = (await operatorAuth(app, '商品')).headers;
  const [brand] = await queryRows<{ id: number }>(app.db.db, sql`select id from brands order by id limit 1`);
  brandId = brand!.id;
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

function draft(over: Partial<AdminProductSaveBody> = {}): AdminProductSaveBody {
  return {
    title: '钛锋 数显扭力扳手 SEO-100',
    brandId,
    categoryId: 1909,
    modelNo: 'SEO-100',
    unit: '把',
    moq: 2,
    step: 1,
    specs: [],
    skus: [{ spec: {}, code: 'SEO-100-A', price: '1280.50', stock: 30 }],
    descriptionHtml: '<h3>商品介绍</h3><p>数显扭力扳手，精度 ±2%，适用于汽修与装配线。</p>',
    ...over,
  };
}
async function saveProduct(body: AdminProductSaveBody): Promise<AdminProduct> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/catalogue/product/save',
    payload: body,
    headers: ops,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Envelope<AdminProduct>).data;
}
/** A page as a crawler fetches it: no cookies, no JavaScript. */
function page(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}
function titleOf(html: string) {
  return /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
}
function metaDescription(html: string) {
  return /<meta data-page-head name="description" content="([^"]*)" \/>/.exec(html)?.[1];
}
function canonicalOf(html: string) {
  return /<link data-page-head rel="canonical" href="([^"]*)" \/>/.exec(html)?.[1];
}
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script data-page-head type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}
/** What the boot block of a page with a first view starts (null: the scripts load with the HTML). */
function bootOf(html: string): { entry: string; preload: string[] } | null {
  const block = /<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(html);
  return block ? (JSON.parse(block[1]!) as { entry: string; preload: string[] }) : null;
}
/** Text as the server escapes it into HTML. */
const escapeText = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
const ofType = (blocks: Record<string, unknown>[], type: string) => blocks.find((b) => b['@type'] === type);

describe('a product page read without JavaScript', () => {
  it('carries its title, description, canonical URL and JSON-LD with the price in yuan', async () => {
    const created = await saveProduct(draft());
    const skuId = created.skus[0]!.id;
    const res = await page(`/goods/${skuId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    // Still the app: its scripts load and render as before (started once the first view has painted).
    expect(html).toContain('<div id="root"></div>');
    expect(bootOf(html)).toEqual({
      entry: '/assets/index-Cx2bq1aZ.js',
      preload: ['/assets/react-D1x2y3z4.js'],
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(titleOf(html)).toBe('钛锋 数显扭力扳手 SEO-100 - 激光测距仪 - 工业品商城');
    expect(metaDescription(html)).toContain('钛锋 数显扭力扳手 SEO-100，品牌：');
    expect(metaDescription(html)).toContain('型号：SEO-100');
    expect(metaDescription(html)).toContain('价格：¥1280.50/把，2把起订。');
    // The description's text follows, without its section headings.
    expect(metaDescription(html)).toContain('2把起订。数显扭力扳手，精度 ±2%，适用于汽修与装配线。');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/goods/${skuId}`);
    // The gallery's first image (the page's largest paint) starts downloading with the HTML.
    const api0 = (await page(`/api/product/detail/${skuId}`)).json() as Envelope<ProductDetail>;
    expect(html).toContain(
      `<link data-page-head rel="preload" as="image" fetchpriority="high" href="${api0.data.images[0]}" />`,
    );

    const blocks = jsonLd(html);
    const product = ofType(blocks, 'Product') as {
      name: string;
      sku: string;
      mpn: string;
      brand: { name: string };
      image: string[];
      offers: Record<string, unknown>;
    };
    expect(product.name).toBe('钛锋 数显扭力扳手 SEO-100');
    expect(product.sku).toBe('SEO-100-A');
    expect(product.mpn).toBe('SEO-100');
    expect(product.brand.name).toBe(created.brandName);
    expect(product.image[0]).toMatch(new RegExp(`^${ORIGIN}/api/files/product/`));
    expect(product.offers).toMatchObject({
      '@type': 'Offer',
      price: '1280.50',
      priceCurrency: 'CNY',
      availability: 'https://schema.org/InStock',
      url: `${ORIGIN}/goods/${skuId}`,
    });
    const crumbs = ofType(blocks, 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual([
      '首页',
      '工具耗材',
      '测量工具',
      '激光测距仪',
      '钛锋 数显扭力扳手 SEO-100',
    ]);
    expect(crumbs.itemListElement[3]!.item).toBe(`${ORIGIN}/cate-menu/three-cate/19/1909`);

    // The same price the storefront's API call gives.
    const api = (await page(`/api/product/detail/${skuId}`)).json() as Envelope<ProductDetail>;
    expect(api.data.skus[0]!.price).toBe(product.offers.price);
  });

  it('shows a visitor its picture and name before the scripts run (no price); a signed-in buyer gets the plain page', async () => {
    const created = await saveProduct(
      draft({
        title: '钛锋 首屏扳手 FV-1',
        modelNo: 'FV-1',
        skus: [{ spec: {}, code: 'FV-1-A', price: '66.80', stock: 5 }],
      }),
    );
    const skuId = created.skus[0]!.id;
    const detail = ((await page(`/api/product/detail/${skuId}`)).json() as Envelope<ProductDetail>).data;
    const visitor = await page(`/goods/${skuId}`);
    const html = visitor.body;
    const at = html.indexOf('<div id="first-view"');
    const root = html.indexOf('<div id="root"></div>');
    expect(at).toBeGreaterThan(html.indexOf('</head>'));
    expect(root).toBeGreaterThan(at);
    const firstView = html.slice(at, root);
    expect(firstView).toContain('<h1>钛锋 首屏扳手 FV-1</h1>');
    expect(firstView).toContain('首页 / 工具耗材 / 测量工具 / 激光测距仪');
    expect(firstView).toContain(
      `<img src="${detail.images[0]}" alt="钛锋 首屏扳手 FV-1" width="400" height="400"`,
    );
    expect(firstView).toContain(`品牌：${detail.brand.name}`);
    // Nothing to click before the app runs, and no price (a member's may differ).
    expect(firstView).not.toMatch(/<(a|button|input|script)\b/);
    expect(firstView).not.toContain(detail.skus[0]!.price);
    // Its style hides the app's root until the app removes the first view.
    expect(firstView).toContain('#first-view~#root{visibility:hidden');
    // The scripts start once the picture has painted: not in the head, but from the boot block, which the
    // page's policy allows by its hash.
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('/assets/index-Cx2bq1aZ.js');
    expect(bootOf(html)?.entry).toBe('/assets/index-Cx2bq1aZ.js');
    expect(html).toContain(`<script>${APP_BOOT}</script>`);
    expect(String(visitor.headers['content-security-policy'])).toContain(
      `script-src 'self' ${APP_BOOT_CSP_SOURCE}`,
    );

    const member = await page(`/goods/${skuId}`, {
      cookie: 'mall_area=0000; loginInfo=%7B%22accessToken%22%3A%22x%22%7D',
    });
    expect(member.statusCode).toBe(200);
    expect(member.body).not.toContain('first-view');
    // Without a first view the scripts are what paints: asked for as built.
    expect(bootOf(member.body)).toBeNull();
    expect(member.body).toContain('<script type="module" crossorigin src="/assets/index-Cx2bq1aZ.js">');
    expect(titleOf(member.body)).toBe(titleOf(html));
    expect(member.headers.etag).not.toBe(visitor.headers.etag);
    const again = await page(`/goods/${skuId}`, {
      cookie: 'loginInfo=x',
      'if-none-match': String(member.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    // Pages other than home, product, search and a level-three category have none.
    expect((await page('/brand')).body).not.toContain('first-view');
    expect((await page('/cate-menu/second-cate/16')).body).not.toContain('first-view');
  });

  it('names the product by the SKU its cards link to when opened by the product id', async () => {
    const [row] = await queryRows<{ id: number; default_sku_id: number }>(
      app.db.db,
      sql`select p.id, p.default_sku_id from products p
          where p.on_shelf and not exists (select 1 from skus k where k.id = p.id) order by p.id limit 1`,
    );
    const html = (await page(`/goods/${row!.id}`)).body;
    expect(canonicalOf(html)).toBe(`${ORIGIN}/goods/${row!.default_sku_id}`);
  });

  it('escapes whatever a product is called: no script of its own in the page', async () => {
    const created = await saveProduct(
      draft({
        title: XSS_TITLE,
        modelNo: `X"'<b>&1`,
        skus: [{ spec: {}, code: 'XSS-1', price: '9.90', stock: 1 }],
      }),
    );
    const res = await page(`/goods/${created.skus[0]!.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>');
    // The app's boot block and boot script (behind the first view) plus the JSON-LD blocks, nothing else.
    expect(html.match(/<script\b/g)).toHaveLength(2 + jsonLd(html).length);
    expect(html.match(/<\/script>/g)).toHaveLength(2 + jsonLd(html).length);
    expect(html).toContain(`<script>${APP_BOOT}</script>`);
    expect(titleOf(html)).toBe(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; - 激光测距仪 - 工业品商城',
    );
    expect(metaDescription(html)).toContain('型号：X&quot;&#39;&lt;b&gt;&amp;1');
    const product = ofType(jsonLd(html), 'Product') as { name: string; mpn: string };
    expect(product.name).toBe(XSS_TITLE);
    expect(product.mpn).toBe(`X"'<b>&1`);
  });

  it('answers an unknown or malformed product id with the app page and status 404', async () => {
    for (const url of ['/goods/999999', '/goods/abc', '/goods/0', '/goods/99999999999']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(canonicalOf(res.body)).toBeUndefined();
    }
    expect((await app.inject({ method: 'HEAD', url: '/goods/999999' })).statusCode).toBe(404);
  });

  it('sends the page compressed when the crawler accepts it, and 304 for its ETag', async () => {
    const [row] = await queryRows<{ id: number }>(
      app.db.db,
      sql`select default_sku_id as id from products where on_shelf order by id limit 1`,
    );
    const res = await page(`/goods/${row!.id}`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('"@type":"Product"');
    const again = await page(`/goods/${row!.id}`, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ method: 'HEAD', url: `/goods/${row!.id}` })).statusCode).toBe(200);
  });
});

describe('category, brand and notice pages read without JavaScript', () => {
  it('gives a level-one category page its title, description, canonical URL and breadcrumbs', async () => {
    const html = (await page('/cate-menu/second-cate/16')).body;
    expect(titleOf(html)).toBe('五金建材 - 工业品商城');
    expect(metaDescription(html)).toMatch(/^工业品商城五金建材频道：/);
    expect(canonicalOf(html)).toBe(`${ORIGIN}/cate-menu/second-cate/16`);
    const crumbs = ofType(jsonLd(html), 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['首页', '五金建材']);
  });

  it('gives a level-three category page (and its screening page) one canonical URL', async () => {
    for (const url of ['/cate-menu/three-cate/19/1909', '/shop-screen/1/19/1909']) {
      const html = (await page(url)).body;
      expect(titleOf(html), url).toBe('激光测距仪 - 测量工具 - 工业品商城');
      expect(metaDescription(html)).toContain('激光测距仪（工具耗材 &gt; 测量工具 &gt; 激光测距仪）');
      expect(canonicalOf(html)).toBe(`${ORIGIN}/cate-menu/three-cate/19/1909`);
      const crumbs = ofType(jsonLd(html), 'BreadcrumbList') as { itemListElement: { item: string }[] };
      expect(crumbs.itemListElement.map((c) => c.item)).toEqual([
        `${ORIGIN}/`,
        `${ORIGIN}/cate-menu/second-cate/1`,
        `${ORIGIN}/shop-screen/1/1/19`,
        `${ORIGIN}/cate-menu/three-cate/19/1909`,
      ]);
    }
    for (const url of [
      '/cate-menu/three-cate/19/424242',
      '/cate-menu/second-cate/19',
      '/shop-screen/1/19/x',
    ]) {
      expect((await page(url)).statusCode, url).toBe(404);
    }
  });

  it('gives a brand page its names, categories and canonical URL; the wall and unknown brands too', async () => {
    const [b] = await queryRows<{ name: string; latin_name: string }>(
      app.db.db,
      sql`select name, latin_name from brands where id = ${brandId}`,
    );
    const html = (await page(`/brand?id=${brandId}`)).body;
    expect(titleOf(html)).toContain(`${b!.name}`);
    expect(titleOf(html)).toMatch(/ - 品牌 - 工业品商城$/);
    expect(metaDescription(html)).toContain('品牌商品');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/brand?id=${brandId}`);
    expect(titleOf((await page('/brand')).body)).toBe('品牌 - 工业品商城');
    expect((await page('/brand?id=424242')).statusCode).toBe(404);
  });

  it('gives a notice its title, text as description and canonical URL; unknown → 404', async () => {
    const [n] = await app.db.db
      .insert(notices)
      .values({
        title: '春节物流安排 <通知>',
        contentHtml: '<p>2月1日至2月7日<b>暂停发货</b>，2月8日恢复。</p>',
      })
      .returning({ id: notices.id });
    const html = (await page(`/notice/detail?id=${n!.id}`)).body;
    expect(titleOf(html)).toBe('春节物流安排 &lt;通知&gt; - 公告 - 工业品商城');
    expect(metaDescription(html)).toBe('2月1日至2月7日 暂停发货 ，2月8日恢复。');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/notice/detail?id=${n!.id}`);
    expect((await page('/notice/detail?id=424242')).statusCode).toBe(404);
    expect((await page('/notice/detail')).statusCode).toBe(404);
  });

  it('gives an open shop page its name, introduction and canonical URL; unknown or suspended → 404', async () => {
    const [open, closed] = await app.db.db
      .insert(merchants)
      .values([
        { applicationId: 910001, name: '苏州<精工>五金', intro: '专营手动工具', mobile: '13600000001' },
        { applicationId: 910002, name: '停用五金', mobile: '13600000002', status: 2 },
      ])
      .returning({ id: merchants.id });
    const html = (await page(`/shop/${open!.id}`)).body;
    expect(titleOf(html)).toBe('苏州&lt;精工&gt;五金 - 店铺 - 工业品商城');
    expect(metaDescription(html)).toContain('专营手动工具');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/shop/${open!.id}`);
    expect((await page(`/shop/${closed!.id}`)).statusCode).toBe(404);
    expect((await page('/shop/424242')).statusCode).toBe(404);
    expect((await page('/shop/abc')).statusCode).toBe(404);
  });

  it('leaves other pages the app page as built', async () => {
    const res = await page('/cart/list');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
  });
});

/** The part of a page between the first view's start and the app's root ('' when there is none). */
function firstViewOf(html: string): string {
  const at = html.indexOf('<div id="first-view"');
  return at === -1 ? '' : html.slice(at, html.indexOf('<div id="root"></div>'));
}
const SIGNED_IN = { cookie: 'loginInfo=%7B%22accessToken%22%3A%22x%22%7D' };

describe('home and search pages read without JavaScript', () => {
  it('shows a visitor the carousel’s first banner, preloaded; a signed-in buyer gets the page without it', async () => {
    // No banner yet: the home page's head, no first view.
    const bare = await page('/');
    expect(canonicalOf(bare.body)).toBe(`${ORIGIN}/`);
    expect(firstViewOf(bare.body)).toBe('');
    const admin = (await operatorAuth(app)).headers;
    for (const [title, imageUrl] of [
      ['春季工具节 <首发>', '/api/files/uploads/0123456789abcdef0123456789abcdef.png'],
      ['劳保专场', '/api/files/uploads/fedcba9876543210fedcba9876543210.png'],
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/content/banner/create',
        payload: { title, imageUrl, link: '/brand' },
        headers: admin,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const banners = (
      (await page('/api/home/index/getBannerList')).json() as Envelope<{ title: string; imageUrl: string }[]>
    ).data;
    expect(banners.length).toBeGreaterThan(0);
    const visitor = await page('/');
    expect(visitor.statusCode).toBe(200);
    const firstView = firstViewOf(visitor.body);
    expect(firstView).toContain(
      `<img src="${banners[0]!.imageUrl}" alt="${escapeText(banners[0]!.title)}" width="740" height="318" fetchpriority="high">`,
    );
    // Only the first banner, nothing to click, and the head still the home page's.
    for (const other of banners.slice(1)) expect(firstView).not.toContain(other.imageUrl);
    expect(firstView).not.toMatch(/<(a|button|input|script)\b/);
    expect(visitor.body).toContain(
      `<link data-page-head rel="preload" as="image" fetchpriority="high" href="${banners[0]!.imageUrl}" />`,
    );
    expect(canonicalOf(visitor.body)).toBe(`${ORIGIN}/`);
    expect(bootOf(visitor.body)?.entry).toBe('/assets/index-Cx2bq1aZ.js');

    const member = await page('/', SIGNED_IN);
    expect(member.body).not.toContain('first-view');
    expect(canonicalOf(member.body)).toBe(`${ORIGIN}/`);
    expect(bootOf(member.body)).toBeNull();
  });

  it('shows a visitor the first row of results with pictures and names, no prices, as the page’s call finds them', async () => {
    const keyword = '手套';
    const api = await app.inject({
      method: 'POST',
      url: '/api/product/search',
      payload: { keyword, sort: 'default', pageNum: 1, pageSize: 20, areaCode: '0000' },
    });
    const result = (api.json() as Envelope<ProductSearchResult>).data;
    expect(result.list.length).toBeGreaterThan(5);
    const visitor = await page(`/search?value=${encodeURIComponent(keyword)}`);
    expect(visitor.statusCode).toBe(200);
    const firstView = firstViewOf(visitor.body);
    expect(firstView).toContain('<h1>搜索“手套”</h1>');
    const tiles = [
      ...firstView.matchAll(/<li><img src="([^"]+)" alt="" width="206" height="206"><p>([^<]*)<\/p><\/li>/g),
    ];
    expect(tiles.map((m) => m[1])).toEqual(result.list.slice(0, 5).map((p) => p.image));
    expect(tiles.map((m) => m[2])).toEqual(result.list.slice(0, 5).map((p) => escapeText(p.title)));
    // The facet rows as text, in the app's order: brands first.
    const brand = result.facets.brands[0]!;
    expect(firstView).toContain('<div class="fv-fname">品牌：</div>');
    expect(firstView).toContain(`(${brand.count})</small>`);
    // No price, nothing to click.
    expect(firstView).not.toContain('¥');
    for (const p of result.list.slice(0, 5)) expect(firstView).not.toContain(`>${p.price}<`);
    expect(firstView).not.toMatch(/<(a|button|input|script)\b/);
    expect(bootOf(visitor.body)?.entry).toBe('/assets/index-Cx2bq1aZ.js');
  });

  it('shows a visitor a category page’s crumbs, name and first row of its listing, with the category’s head', async () => {
    const [cat] = await queryRows<{ id: number; parent_id: number }>(
      app.db.db,
      sql`select c.id, c.parent_id from categories c
          where c.level = 3 and exists (select 1 from products p where p.category_id = c.id and p.on_shelf)
          order by c.id limit 1`,
    );
    const url = `/cate-menu/three-cate/${cat!.parent_id}/${cat!.id}`;
    const api = await app.inject({
      method: 'POST',
      url: '/api/product/search',
      payload: { categoryId: cat!.id, sort: 'default', pageNum: 1, pageSize: 20, areaCode: '0000' },
    });
    const result = (api.json() as Envelope<ProductSearchResult>).data;
    const path = (
      (await page(`/api/category/path/${cat!.id}`)).json() as Envelope<{ category: { title: string } }>
    ).data;
    const visitor = await page(url);
    expect(visitor.statusCode).toBe(200);
    const firstView = firstViewOf(visitor.body);
    expect(firstView).toContain(`<h1>${escapeText(path.category.title)}</h1>`);
    const tiles = [
      ...firstView.matchAll(/<li><img src="([^"]+)" alt="" width="206" height="206"><p>([^<]*)<\/p><\/li>/g),
    ];
    expect(tiles.map((m) => m[1])).toEqual(result.list.slice(0, 5).map((p) => p.image));
    expect(firstView).not.toMatch(/<(a|button|input|script)\b/);
    expect(canonicalOf(visitor.body)).toBe(`${ORIGIN}${url}`);
    // A signed-in buyer, another sales area or a filter: the category's head without the first view.
    for (const [where, headers] of [
      [url, SIGNED_IN],
      [url, { cookie: `areaHomeIdList=${encodeURIComponent('["110000"]')}` }],
      [`${url}?brand=1`, {}],
    ] as const) {
      const other = await page(where, headers);
      expect(firstViewOf(other.body), where).toBe('');
      expect(canonicalOf(other.body)).toBe(`${ORIGIN}${url}`);
    }
    expect((await page('/cate-menu/three-cate/1/999999')).statusCode).toBe(404);
  });

  it('leaves the first view out for a signed-in buyer, a chosen sales area, filters, and empty or odd keywords', async () => {
    const url = `/search?value=${encodeURIComponent('螺丝刀')}`;
    expect(firstViewOf((await page(url, SIGNED_IN)).body)).toBe('');
    // Another area's results may differ from the national ones the first view shows.
    const area = await page(url, { cookie: `areaHomeIdList=${encodeURIComponent('["110000"]')}` });
    expect(area.statusCode).toBe(200);
    expect(firstViewOf(area.body)).toBe('');
    const national = await page(url, { cookie: `areaHomeIdList=${encodeURIComponent('["0000"]')}` });
    expect(firstViewOf(national.body)).not.toBe('');
    // Filters, sorting or another page: the app's own answer differs from the first page's.
    for (const extra of ['&brand=1', '&sort=sales', '&page=2']) {
      expect(firstViewOf((await page(url + extra)).body)).toBe('');
    }
    for (const odd of [
      '/search',
      '/search?value=',
      '/search?value=%20%20',
      `/search?value=${'扳'.repeat(300)}`,
    ]) {
      const res = await page(odd);
      expect(res.statusCode, odd).toBe(200);
      expect(firstViewOf(res.body), odd).toBe('');
    }
    // A broken escape reads as the browser reads it (U+FFFD): an ordinary page, never an error.
    expect((await page('/search?value=%E0%A4%A')).statusCode).toBe(200);
    // Nothing found: the app's helpful empty state, no first view.
    expect(firstViewOf((await page('/search?value=qqzzxxqqzzxx')).body)).toBe('');
  });

  it('escapes the keyword as typed', async () => {
    const res = await page(`/search?value=${encodeURIComponent(`螺丝刀"><img src=x onerror=alert(1)>`)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).not.toContain('onerror=alert(1)>');
  });
});

describe('sitemap and robots.txt', () => {
  const parser = new XMLParser({ isArray: (name) => name === 'sitemap' || name === 'url' });
  function parseXml(text: string) {
    expect(XMLValidator.validate(text)).toBe(true);
    return parser.parse(text) as Record<string, { sitemap?: { loc: string }[]; url?: { loc: string }[] }>;
  }

  it('lists the sitemap files in an index: pages, categories, and shards of products, brands, notices', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = parseXml(res.body).sitemapindex!.sitemap!.map((s) => s.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/sitemap/pages.xml`,
        `${ORIGIN}/sitemap/categories.xml`,
        `${ORIGIN}/sitemap/products-1.xml`,
        `${ORIGIN}/sitemap/brands-1.xml`,
        `${ORIGIN}/sitemap/shops-1.xml`,
      ]),
    );
  });

  it('lists the pages of open shops, and leaves a suspended one out', async () => {
    const shops = async () =>
      (parseXml((await page('/sitemap/shops-1.xml')).body).urlset!.url ?? []).map((u) => u.loc);
    const open = await queryRows<{ id: number }>(
      app.db.db,
      sql`select id from merchants where status = 1 order by id`,
    );
    expect(open.length).toBeGreaterThan(0);
    expect(await shops()).toEqual(open.map((s) => `${ORIGIN}/shop/${s.id}`));
    await app.db.db.execute(sql`update merchants set status = 2 where id = ${open[0]!.id}`);
    expect(await shops()).not.toContain(`${ORIGIN}/shop/${open[0]!.id}`);
    await app.db.db.execute(sql`update merchants set status = 1 where id = ${open[0]!.id}`);
  });

  it('lists every product on shelf in its shard by the URL its page names canonical', async () => {
    const res = await page('/sitemap/products-1.xml', { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const xml = gunzipSync(res.rawPayload).toString();
    const locs = parseXml(xml).urlset!.url!.map((u) => u.loc);
    const rows = await queryRows<{ default_sku_id: number }>(
      app.db.db,
      sql`select default_sku_id from products where on_shelf and id <= 50000 order by id`,
    );
    expect(locs).toEqual(rows.map((r) => `${ORIGIN}/goods/${r.default_sku_id}`));
    expect(locs.length).toBeGreaterThan(290);
    // Off the shelf → out of the sitemap.
    const [off] = await queryRows<{ default_sku_id: number }>(
      app.db.db,
      sql`update products set on_shelf = false where id = (select min(id) from products where on_shelf)
          returning default_sku_id`,
    );
    const after = parseXml((await page('/sitemap/products-1.xml')).body).urlset!.url!.map((u) => u.loc);
    expect(after).not.toContain(`${ORIGIN}/goods/${off!.default_sku_id}`);
    expect(after).toHaveLength(locs.length - 1);
  });

  it('splits products into files of 50,000 ids and keeps empty id ranges out of the index', async () => {
    // A product far along the id space: its shard (ids 2,450,001–2,500,000) appears, the ones between do not.
    // Products made in the console are numbered from 10,000,001 (shard 201), the seeded ones from 1.
    const source = await saveProduct(
      draft({ title: '远端编号商品 SEO-FAR', skus: [{ spec: {}, code: 'FAR-1', price: '5.00', stock: 1 }] }),
    );
    await app.db.db.execute(
      sql`insert into products
          select (jsonb_populate_record(null::products, to_jsonb(p) || '{"id": 2500000}'::jsonb)).*
          from products p where p.id = ${source.id}`,
    );
    const locs = parseXml((await page('/sitemap.xml')).body).sitemapindex!.sitemap!.map((s) => s.loc);
    const productFiles = locs.filter((l) => l.includes('/products-'));
    expect(productFiles).toEqual([
      `${ORIGIN}/sitemap/products-1.xml`,
      `${ORIGIN}/sitemap/products-50.xml`,
      `${ORIGIN}/sitemap/products-201.xml`,
    ]);
    const consoleMade = parseXml((await page('/sitemap/products-201.xml')).body).urlset!.url!.map(
      (u) => u.loc,
    );
    expect(consoleMade).toContain(`${ORIGIN}/goods/${source.defaultSkuId}`);
    const far = parseXml((await page('/sitemap/products-50.xml')).body).urlset!.url!.map((u) => u.loc);
    expect(far).toEqual([`${ORIGIN}/goods/${source.defaultSkuId}`]);
    const empty = parseXml((await page('/sitemap/products-7.xml')).body);
    expect(empty.urlset).toBe('');
    expect((await page('/sitemap/products-0.xml')).statusCode).toBe(404);
    expect((await page('/sitemap/users-1.xml')).statusCode).toBe(404);
  });

  it('lists categories, brands and fixed pages with the storefront routes', async () => {
    const cats = parseXml((await page('/sitemap/categories.xml')).body).urlset!.url!.map((u) => u.loc);
    expect(cats).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/cate-menu/second-cate/16`,
        `${ORIGIN}/shop-screen/1/1/19`,
        `${ORIGIN}/cate-menu/three-cate/19/1909`,
      ]),
    );
    const brands = parseXml((await page('/sitemap/brands-1.xml')).body).urlset!.url!.map((u) => u.loc);
    expect(brands).toContain(`${ORIGIN}/brand?id=${brandId}`);
    const pages = parseXml((await page('/sitemap/pages.xml')).body).urlset!.url!.map((u) => u.loc);
    expect(pages).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/brand`, `${ORIGIN}/notice`]));
  });

  it('robots.txt names the sitemap and keeps crawlers out of the personal centre, cart, checkout, API and console', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const rule of ['/api/', '/admin/', '/user-info', '/cart/', '/settlement', '/order/', '/company']) {
      expect(lines, rule).toContain(`Disallow: ${rule}`);
    }
    // Product images are under /api/files/: crawlers may fetch them.
    expect(lines).toContain('Allow: /api/files/');
  });
});

describe('catalogue answers revalidated by ETag', () => {
  async function revalidates(url: string) {
    const first = await page(url);
    expect(first.statusCode, url).toBe(200);
    const etag = first.headers.etag;
    expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control'], url).toBe('no-cache');
    const again = await page(url, { 'if-none-match': String(etag) });
    expect(again.statusCode, url).toBe(304);
    expect(again.body, url).toBe('');
    expect(again.headers.etag).toBe(etag);
    return String(etag);
  }

  it('answers 304 to a repeated GET of product detail, category pages and home calls', async () => {
    for (const url of [
      '/api/product/detail/1',
      '/api/product/detail/1?areaCode=320000',
      '/api/category/first/16',
      '/api/category/path/1909',
      '/api/home/index/getFloorList?areaCode=0000',
      '/api/home/index/getPromotionList?areaCode=0000',
      '/api/home/index/getBannerList',
      '/api/home/index/getHotSearch',
      '/api/scene-category/0',
      '/api/global/getSysRegionLevelList',
    ]) {
      await revalidates(url);
    }
    // The tag is the body's: the gzipped answer carries the same one, and a stale tag gets the body.
    const floors = '/api/home/index/getFloorList?areaCode=0000';
    const gz = await page(floors, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe((await page(floors)).headers.etag);
    expect((await page('/api/category/first/16', { 'if-none-match': 'W/"old"' })).statusCode).toBe(200);
  });

  it('gives a new body and a new ETag once an operator changes the price', async () => {
    const created = await saveProduct(
      draft({
        title: '价格变动测试 SEO-PRICE',
        skus: [{ spec: {}, code: 'PRICE-1', price: '100.00', stock: 5 }],
      }),
    );
    const skuId = created.skus[0]!.id;
    const url = `/api/product/detail/${skuId}`;
    const etag = await revalidates(url);
    await saveProduct(
      draft({
        id: created.id,
        title: '价格变动测试 SEO-PRICE',
        skus: [{ id: skuId, spec: {}, code: 'PRICE-1', price: '88.00', stock: 5 }],
      }),
    );
    const after = await page(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect((after.json() as Envelope<ProductDetail>).data.skus[0]!.price).toBe('88.00');
    // The page's JSON-LD follows at once too.
    const offer = ofType(jsonLd((await page(`/goods/${skuId}`)).body), 'Product') as {
      offers: { price: string };
    };
    expect(offer.offers.price).toBe('88.00');
  });

  it('keeps POST answers free of ETags (browsers never revalidate them)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/product/search',
      payload: { keyword: '扳手' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
  });
});
