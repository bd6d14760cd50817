import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HOME_FLOOR_NAMES, type Area, type CategoryNode, type HomeFloor } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { catalogueSeeder } from '../../../seed/catalogue.seed';
import { contentSeeder } from '../../../seed/content.seed';
import { useTestApp } from '../../../testing/world';
import { SystemService } from '../../platform/system';

const w = useTestApp();
const SIZE = 200;

beforeAll(async () => {
  const ctx = { db: w.app.db.db, env: { ...w.app.env, SEED_PRODUCTS: SIZE }, log: () => {} };
  await catalogueSeeder.run(ctx);
  await contentSeeder.run(ctx);
});

const get = async (url: string) => w.app.inject({ method: 'GET', url });
const post = async (url: string, payload: unknown = {}) =>
  w.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
const chinese = /[\u4e00-\u9fa5]/;

type ProductFacts = {
  id: number;
  second_category_id: number;
  sales_count: number;
  sales_area_codes: string[];
};
async function productFacts(): Promise<Map<number, ProductFacts>> {
  const rows = await queryRows<ProductFacts>(
    w.app.db.db,
    sql`select id, second_category_id, sales_count, sales_area_codes from products where on_shelf`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

describe('scene categories', () => {
  it('answers 0 with the five level-one zones and their fixed children 6–10', async () => {
    const res = await get('/api/scene-category/0');
    expect(res.statusCode).toBe(200);
    const nodes = res.json().data as { id: number; name: string; children: { id: number }[] }[];
    expect(nodes.map((n) => n.id)).toEqual([1, 2, 3, 4, 5]);
    for (const n of nodes) {
      expect(n.name).toMatch(chinese);
      expect(n.children.map((c) => c.id)).toContain(n.id + 5);
    }
  });
  it('answers another id with that zone’s children, unknown ids with 404, bad ids with 400', async () => {
    const three = (await get('/api/scene-category/3')).json().data as { id: number; children: unknown[] }[];
    expect(three.map((c) => c.id)).toContain(8);
    const missing = await get('/api/scene-category/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, msg: '场景分类不存在', data: null });
    const bad = await get('/api/scene-category/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(chinese);
  });
});

describe('category tree', () => {
  it('has three levels with the fixed ids, the floor categories and icons', async () => {
    const res = await post('/api/home/categories/getCategoryList');
    expect(res.statusCode).toBe(200);
    const roots = res.json().data as CategoryNode[];
    const seconds = roots.flatMap((r) => r.children);
    const thirds = seconds.flatMap((s) => s.children);
    expect(roots.length).toBeGreaterThanOrEqual(10);
    expect(seconds.length).toBeGreaterThanOrEqual(60);
    expect(thirds.length).toBeGreaterThanOrEqual(300);
    expect(roots.map((r) => r.title)).toEqual(expect.arrayContaining([...HOME_FLOOR_NAMES]));
    expect(roots.find((r) => r.id === 16)?.parentId).toBe(0);
    const nineteen = seconds.find((s) => s.id === 19);
    expect(nineteen?.children.map((c) => c.id)).toContain(1909);
    expect(roots[0]?.logoList[0]?.previewPath).toMatch(/^\/api\/files\/category\/\d+\.svg$/);
    expect(roots[0]?.background).toMatch(/\.svg$/);
  });
  it('gives one node’s children for a parentId and 404 for an unknown one', async () => {
    const res = await post('/api/home/categories/getCategoryList', { parentId: 19 });
    expect((res.json().data as CategoryNode[]).map((c) => c.id)).toContain(1909);
    const missing = await post('/api/home/categories/getCategoryList', { parentId: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('商品分类不存在');
  });
});

describe('areas and regions', () => {
  it('lists 0000 全国 and every province, hasSpu exactly where on-shelf products are sold', async () => {
    const areas = (await get('/api/global/getSysRegionLevelList')).json().data as Area[];
    expect(areas[0]).toEqual({ sysNo: '0000', title: '全国', hasSpu: true });
    expect(areas.length).toBe(35);
    const products = [...(await productFacts()).values()];
    for (const area of areas.slice(1)) {
      const mainland = Number(area.sysNo.slice(0, 2)) < 71;
      const expected = products.some(
        (p) => p.sales_area_codes.includes(area.sysNo) || (mainland && p.sales_area_codes.includes('0000')),
      );
      expect(area.hasSpu, area.title).toBe(expected);
    }
    expect(areas.find((a) => a.sysNo === '810000')).toEqual({
      sysNo: '810000',
      title: '香港特别行政区',
      hasSpu: false,
    });
    expect(areas.find((a) => a.sysNo === '440000')?.hasSpu).toBe(true);
  });
  it('serves region children for address cascaders', async () => {
    const provinces = (await post('/api/global/getSysRegion', { parentCode: '0' })).json().data;
    expect(provinces).toHaveLength(34);
    const gd = (await post('/api/global/getSysRegion', { parentCode: '440000' })).json().data;
    expect(gd).toContainEqual({ code: '440100', name: '广州市', leaf: false });
    const gz = (await post('/api/global/getSysRegion', { parentCode: '440100' })).json().data;
    expect(gz).toContainEqual(expect.objectContaining({ name: '天河区', leaf: true }));
    const missing = await post('/api/global/getSysRegion', { parentCode: '990000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('地区不存在');
    const bad = await post('/api/global/getSysRegion', { parentCode: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('地区编码格式不正确');
  });
  it('answers the operator-configured default area', async () => {
    await new SystemService(w.app.db.db).putSetting('defaultArea', { sysNo: '440000' });
    expect((await get('/api/global/getDefaultArea')).json().data).toEqual({
      defaultArea: { sysNo: '440000', title: '广东省' },
    });
  });
});

describe('home floors', () => {
  it('gives five floors in order within the spec limits, best sellers of each tab', async () => {
    const res = await get('/api/home/index/getFloorList?areaCode=0000');
    expect(res.statusCode).toBe(200);
    const floors = res.json().data as HomeFloor[];
    expect(floors.map((f) => f.title)).toEqual([...HOME_FLOOR_NAMES]);
    const facts = await productFacts();
    let shown = 0;
    for (const floor of floors) {
      expect(floor.titleToIdVOS.length).toBeGreaterThan(0);
      expect(floor.titleToIdVOS.length).toBeLessThanOrEqual(8);
      expect(floor.manyVOS.length).toBeGreaterThan(0);
      expect(floor.manyVOS.length).toBeLessThanOrEqual(5);
      for (const tab of floor.manyVOS) {
        expect(tab.spuListS.length).toBeLessThanOrEqual(8);
        const sales = tab.spuListS.map((p) => facts.get(p.spuId)?.sales_count ?? -1);
        expect(sales).toEqual([...sales].sort((a, b) => b - a));
        for (const p of tab.spuListS) {
          shown++;
          expect(facts.get(p.spuId)?.second_category_id).toBe(tab.categoryId);
          expect(p.price).toMatch(/^\d+\.\d{2}$/);
          expect(p.fileVOS[0]?.previewPath).toBe(`/api/files/product/${p.spuId}.svg`);
          expect(p.skuId).toBeGreaterThan(0);
        }
      }
    }
    expect(shown).toBeGreaterThan(0);
  });

  it('honours the sales area in floors and the promotion block (GET query and POST body alike)', async () => {
    const facts = await productFacts();
    const soldIn = (id: number, code: string) => {
      const codes = facts.get(id)?.sales_area_codes ?? [];
      return codes.includes(code) || codes.includes('0000');
    };
    const all = (await get('/api/home/index/getPromotionList')).json().data as { id: number }[];
    expect(all.length).toBe(10);
    const limited = [...facts.values()].filter((p) => !p.sales_area_codes.includes('0000'));
    expect(limited.length).toBeGreaterThan(0);
    for (const code of ['440000', '110000', '650000']) {
      const floors = (await post('/api/home/index/getFloorList', { areaCode: [code] })).json()
        .data as HomeFloor[];
      const ids = floors.flatMap((f) => f.manyVOS.flatMap((t) => t.spuListS.map((p) => p.spuId)));
      expect(ids.every((id) => soldIn(id, code))).toBe(true);
      const promo = (await get(`/api/home/index/getPromotionList?areaCode=${code}`)).json().data as {
        id: number;
      }[];
      expect(promo.every((p) => soldIn(p.id, code))).toBe(true);
    }
    // A city code counts as its province.
    const city = (await get('/api/home/index/getPromotionList?areaCode=440100')).json().data;
    expect(city).toEqual(
      (await post('/api/home/index/getPromotionList', { areaCode: '440000' })).json().data,
    );
    // Hong Kong has no products at all.
    const hk = (await get('/api/home/index/getFloorList?areaCode=810000')).json().data as HomeFloor[];
    expect(hk.flatMap((f) => f.manyVOS.flatMap((t) => t.spuListS))).toEqual([]);
  });

  it('refuses malformed or unknown area codes with 400 and a Chinese msg', async () => {
    const bad = await get('/api/home/index/getFloorList?areaCode=12');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('销售区域编码不正确');
    const unknown = await post('/api/home/index/getPromotionList', { areaCode: '990000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('销售区域不存在');
  });
});

describe('hot words, search records, banners, notices, help', () => {
  it('lists hot words', async () => {
    const words = (await get('/api/home/index/getHotSearch')).json().data as {
      id: number;
      hotWord: string;
    }[];
    expect(words.length).toBeGreaterThanOrEqual(8);
    expect(words[0]).toEqual({ id: expect.any(Number), hotWord: expect.stringMatching(chinese) });
  });
  it('records a trimmed search term for a visitor and refuses empty or long ones', async () => {
    const res = await post('/api/home/index/recordSearch', { searchTerms: '  螺丝刀  ' });
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: null });
    const rows = await queryRows(w.app.db.db, sql`select term, user_id from search_records`);
    expect(rows).toContainEqual({ term: '螺丝刀', user_id: null });
    const empty = await post('/api/home/index/recordSearch', { searchTerms: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain('请输入您要搜索的商品~');
    const long = await post('/api/home/index/recordSearch', { searchTerms: '扳'.repeat(101) });
    expect(long.statusCode).toBe(400);
    expect(long.json().msg).toContain('搜索词不能超过 100 个字符');
  });
  it('gives four banners with the spec’s link targets', async () => {
    const banners = (await get('/api/home/index/getBannerList')).json().data as {
      link: string;
      imageUrl: string;
    }[];
    expect(banners).toHaveLength(4);
    expect(new Set(banners.map((b) => b.link))).toEqual(
      new Set(['/cate-menu/second-cate/16', '/cate-menu/three-cate/19/1909', '/brand']),
    );
    for (const b of banners) expect(b.imageUrl).toMatch(/^\/api\/files\/banner\/\d\.svg$/);
  });
  it('pages notices newest first and validates paging', async () => {
    const page = (await post('/api/notice/getNoticeList', { pageNum: 1, pageSize: 3 })).json().data;
    expect(page.total).toBeGreaterThanOrEqual(5);
    expect(page.list).toHaveLength(3);
    expect(page.list[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(page.list[0].createTime >= page.list[1].createTime).toBe(true);
    const defaults = (await post('/api/notice/getNoticeList')).json().data;
    expect(defaults.pageSize).toBe(10);
    const bad = await post('/api/notice/getNoticeList', { pageNum: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toContain('页码最小为 1');
  });
  it('serves help articles by footer key and the company introduction', async () => {
    const pay = (await get('/api/help/getHelpDetail?type=2-1')).json().data;
    expect(pay).toMatchObject({ type: '2-1', title: '货到付款', groupTitle: '支付方式' });
    const missing = await get('/api/help/getHelpDetail?type=9-9');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('帮助文章不存在');
    const intro = (await get('/api/global/getCompanyIntroduction')).json().data;
    expect(intro.title).toBe('公司介绍');
  });
});
