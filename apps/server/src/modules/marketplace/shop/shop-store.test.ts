import { describe, expect, it } from 'vitest';
import { openShop, productBody, useShopWorld } from '../../../testing/shop.fixture';

const w = useShopWorld();
const { post } = w;
const page = (payload: object) => post('/api/shop/getShopPage', {}, payload);

/** An open shop with approved, on-shelf products of the given titles. */
async function shopWith(titles: string[]) {
  const [c1] = w.facts.cats;
  const [b1] = w.facts.brands;
  const shop = await openShop(w.app, w.ops, { categoryIds: [c1!.first], brandIds: [b1!.id] });
  const ids: number[] = [];
  for (const [i, title] of titles.entries()) {
    const body = productBody(c1!.leaf, b1!.id, { title });
    body.skus[0]!.price = `${10 + i}.00`;
    const saved = await post('/api/portal/catalogue/product/save', shop.headers, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().data.id as number;
    await post('/api/portal/catalogue/product/submit', shop.headers, { id });
    const ok = await post('/api/admin/catalogue/product/review', w.goods, { id, approve: true });
    expect(ok.statusCode, ok.body).toBe(200);
    ids.push(id);
  }
  return { ...shop, ids };
}

describe('shop page /shop/{id}', () => {
  it('lists only the shop’s on-shelf products, searches, sorts and pages within the shop', async () => {
    const a = await shopWith(['店铺页测试 棘轮扳手', '店铺页测试 内六角扳手', '店铺页测试 绝缘手套']);
    const b = await shopWith(['店铺页测试 棘轮扳手 别家']);

    const all = await page({ shopId: a.shopId, pageSize: 10 });
    expect(all.statusCode, all.body).toBe(200);
    const data = all.json().data;
    expect(data.shop).toEqual({ id: a.shopId, name: a.name, logo: '', intro: '' });
    expect(data.total).toBe(3);
    expect(data.list.map((c: { productId: number }) => c.productId).sort()).toEqual([...a.ids].sort());
    expect(data.list.every((c: { sellerId: number }) => c.sellerId === a.shopId)).toBe(true);

    // Search within the shop: the other shop's 棘轮扳手 is not found.
    const found = await page({ shopId: a.shopId, keyword: '棘轮' });
    expect(found.json().data.list.map((c: { productId: number }) => c.productId)).toEqual([a.ids[0]]);
    const none = await page({ shopId: a.shopId, keyword: '不存在的商品名称' });
    expect(none.json().data).toMatchObject({ total: 0, list: [], hotProducts: [] });

    // Sorting and paging.
    const cheap = await page({ shopId: a.shopId, sort: 'priceAsc', pageSize: 2 });
    expect(cheap.json().data.list.map((c: { productId: number }) => c.productId)).toEqual([
      a.ids[0],
      a.ids[1],
    ]);
    const second = await page({ shopId: a.shopId, sort: 'priceAsc', pageSize: 2, pageNum: 2 });
    expect(second.json().data.list.map((c: { productId: number }) => c.productId)).toEqual([a.ids[2]]);
    const dear = await page({ shopId: a.shopId, sort: 'priceDesc', pageSize: 1 });
    expect(dear.json().data.list[0].productId).toBe(a.ids[2]);

    // An off-shelf product leaves the page.
    await post('/api/portal/catalogue/product/shelf', a.headers, { ids: [a.ids[1]], onShelf: false });
    expect((await page({ shopId: a.shopId })).json().data.total).toBe(2);
    expect((await page({ shopId: b.shopId })).json().data.total).toBe(1);
  });

  it('answers 404 for an unknown or suspended shop and refuses bad input in Chinese', async () => {
    const unknown = await page({ shopId: 99999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('店铺不存在或已停业');

    const shop = await shopWith(['店铺页测试 停用店铺的商品']);
    const suspend = await post('/api/admin/shop/suspend', w.ops, {
      id: shop.shopId,
      suspend: true,
      reason: '资质过期',
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    const closed = await page({ shopId: shop.shopId });
    expect(closed.statusCode).toBe(404);
    expect(closed.json().msg).toBe('店铺不存在或已停业');

    const bad = await page({ shopId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('店铺编号必须是整数');
    const missing = await page({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toMatch(/店铺编号/);
    const range = await page({ shopId: shop.shopId, priceMin: 50, priceMax: 10 });
    expect(range.statusCode).toBe(400);
  });
});
