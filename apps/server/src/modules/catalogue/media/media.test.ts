import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueSeeder } from '../../../seed/catalogue.seed';
import { generateCatalogue } from '../../../seed/catalogue.generator';
import { contentSeeder } from '../../../seed/content.seed';
import { useTestApp } from '../../../testing/world';

const w = useTestApp();
beforeAll(async () => {
  const ctx = { db: w.app.db.db, env: { ...w.app.env, SEED_PRODUCTS: 30 }, log: () => {} };
  await catalogueSeeder.run(ctx);
  await contentSeeder.run(ctx);
});

const get = (url: string) => w.app.inject({ method: 'GET', url });

describe('generated images', () => {
  it('draws product pictures as long-cached SVG, other views too', async () => {
    for (const url of ['/api/files/product/1.svg', '/api/files/product/7-2.svg']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.body).toMatch(/^<svg [^>]*width="400" height="400"/);
    }
    expect((await get('/api/files/product/1.svg')).body).toBe((await get('/api/files/product/1.svg')).body);
  });
  it('draws brand logos with the brand’s name, banners 790×340 and category icons', async () => {
    expect((await get('/api/files/brand/1.svg')).body).toContain('世达');
    const banner = await get('/api/files/banner/2.svg');
    expect(banner.body).toContain('width="790" height="340"');
    expect(banner.body).toContain('激光测距仪');
    expect((await get('/api/files/category/1909.svg')).statusCode).toBe(200);
    expect((await get('/api/files/category-bg/16.svg')).body).toContain('五金建材');
  });
  it('answers unknown ids with 404 and malformed names with 400, in Chinese', async () => {
    const missing = await get('/api/files/product/999999.svg');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('商品图片不存在');
    const bad = await get('/api/files/product/abc.png');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('商品图片地址不正确');
  });
});

describe('default area', () => {
  it('is 0000 全国 when no operator configured one', async () => {
    expect((await get('/api/global/getDefaultArea')).json().data).toEqual({
      defaultArea: { sysNo: '0000', title: '全国' },
    });
  });
});

describe('demo catalogue generator', () => {
  const collect = (n: number) => [...generateCatalogue(n, 7)].flatMap((b) => b.products);
  it('is deterministic and stable across sizes', () => {
    const a = collect(40);
    expect(collect(40)).toEqual(a);
    expect(collect(60).slice(0, 40)).toEqual(a);
  });
  it('gives every product 1–6 SKUs and a title with brand and model number', () => {
    const batches = [...generateCatalogue(300, 100)];
    const skus = batches.flatMap((b) => b.skus);
    const perProduct = new Map<number, number>();
    for (const s of skus) perProduct.set(s.productId, (perProduct.get(s.productId) ?? 0) + 1);
    expect(perProduct.size).toBe(300);
    for (const n of perProduct.values()) expect(n >= 1 && n <= 6).toBe(true);
    for (const p of batches.flatMap((b) => b.products)) expect(p.title).toContain(p.modelNo);
  });
});
