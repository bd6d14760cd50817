import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyerAuth, passCaptcha } from '../../../testing/accounts';
import {
  openShop,
  ordersOfTwoSellers,
  productBody,
  portalStaff,
  useShopWorld,
} from '../../../testing/shop.fixture';
import { DEMO_MERCHANTS, shopSeeder } from './shop.seed';
import { importFixtureBuffer } from '../../../testing/product-import-fixture';
import { uploadFile } from '../../../testing/multipart';
import { downloadedBook } from '../../../testing/xlsx';

const w = useShopWorld();
const { post } = w;
const get = (url: string, headers: Record<string, string>) => w.app.inject({ method: 'GET', url, headers });

async function portalLogin(username: string, password: string) {
  await passCaptcha(w.app, username);
  return w.app.inject({ method: 'POST', url: '/api/portal/auth/login', payload: { username, password } });
}

describe('approval opens a shop', () => {
  it('creates the shop with grants and commission, its administrator sets up with the SMS code and signs in', async () => {
    const [c1, c2] = w.facts.cats;
    const shop = await openShop(w.app, w.ops, {
      categoryIds: [c1!.first],
      brandIds: [w.facts.brands[0]!.id],
      commissionRates: [{ categoryId: c1!.first, rateBp: 800 }],
    });
    const detail = await post('/api/admin/shop/detail', w.ops, { id: shop.shopId });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      name: shop.name,
      status: 1,
      statusLabel: '营业中',
      categories: [{ id: c1!.first, title: c1!.title }],
      brands: [{ id: w.facts.brands[0]!.id, name: w.facts.brands[0]!.name }],
      commissionRates: [{ categoryId: c1!.first, rateBp: 800 }],
    });

    const me = await get('/api/portal/auth/me', shop.headers);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({
      staff: { username: shop.mobile, role: '店铺管理员', activated: true, enabled: true },
      shop: { id: shop.shopId, name: shop.name },
    });

    // The code is spent; the password now signs in.
    const again = await w.app.inject({
      method: 'POST',
      url: '/api/portal/auth/setup',
      payload: { mobile: shop.mobile, code: '000000', password: 'Other@123456' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('开通码错误或已失效');
    const login = await portalLogin(shop.mobile, shop.password);
    expect(login.statusCode, login.body).toBe(200);
    const wrong = await portalLogin(shop.mobile, 'Wrong@123456');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toMatch(/^用户名或密码错误/);

    // Operators may grant a second category; a level-three id is refused.
    const bad = await post('/api/admin/shop/update', w.ops, { id: shop.shopId, categoryIds: [c2!.leaf] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(`经营类目须为一级类目：${c2!.leaf}`);
    const ok = await post('/api/admin/shop/update', w.ops, {
      id: shop.shopId,
      categoryIds: [c1!.first, c2!.first],
    });
    expect(ok.json().data.commissionRates).toEqual([
      { categoryId: c1!.first, rateBp: 800 },
      { categoryId: c2!.first, rateBp: 500 },
    ]);
  });

  it('refuses the portal to visitors, buyers and operators', async () => {
    expect((await get('/api/portal/auth/me', {})).statusCode).toBe(401);
    const buyer = await buyerAuth(w.app);
    const asBuyer = await get('/api/portal/auth/me', buyer.headers);
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json().msg).toBe('请使用商家账号登录商家后台');
    expect((await post('/api/portal/catalogue/product/list', w.ops)).statusCode).toBe(403);
  });
});

describe('merchant products', () => {
  it('refuses an ungranted category or brand and a price of 0, reviews, and only approved go on shelf', async () => {
    const [c1, c2] = w.facts.cats;
    const [b1, b2] = w.facts.brands;
    const shop = await openShop(w.app, w.ops, { categoryIds: [c1!.first], brandIds: [b1!.id] });
    const h = shop.headers;

    // The editor's lookups offer only what was granted.
    const tree = await post('/api/portal/catalogue/category/tree', h);
    expect(tree.json().data.map((c: { id: number }) => c.id)).toEqual([c1!.first]);
    const brandList = await post('/api/portal/catalogue/brand/list', h, { pageSize: 50 });
    expect(brandList.json().data.list.map((b: { id: number }) => b.id)).toEqual([b1!.id]);

    const otherCat = await post('/api/portal/catalogue/product/save', h, productBody(c2!.leaf, b1!.id));
    expect(otherCat.statusCode).toBe(400);
    expect(otherCat.json().msg).toBe(`类目「${c2!.title}」未授权给本店铺，不能发布该类目的商品`);
    const otherBrand = await post('/api/portal/catalogue/product/save', h, productBody(c1!.leaf, b2!.id));
    expect(otherBrand.statusCode).toBe(400);
    expect(otherBrand.json().msg).toBe(`品牌「${b2!.name}」未授权给本店铺，不能发布该品牌的商品`);
    const zero = productBody(c1!.leaf, b1!.id);
    zero.skus[0]!.price = '0';
    const free = await post('/api/portal/catalogue/product/save', h, zero);
    expect(free.statusCode).toBe(400);
    expect(free.json().msg).toBe('第 1 个 SKU：价格必须大于 0');

    const saved = await post('/api/portal/catalogue/product/save', h, {
      ...productBody(c1!.leaf, b1!.id),
      onShelf: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const product = saved.json().data;
    expect(product).toMatchObject({
      sellerId: shop.shopId,
      sellerName: shop.name,
      reviewStatus: 0,
      onShelf: false,
    });
    const early = await post('/api/portal/catalogue/product/shelf', h, { ids: [product.id], onShelf: true });
    expect(early.statusCode).toBe(400);
    expect(early.json().msg).toBe(`商品未通过审核或店铺已停用，不能上架：${product.id}`);
    // Nor can an operator put it on shelf before review.
    const byOperator = await post('/api/admin/catalogue/product/shelf', w.goods, {
      ids: [product.id],
      onShelf: true,
    });
    expect(byOperator.statusCode).toBe(400);

    expect(
      (await post('/api/portal/catalogue/product/submit', h, { id: product.id })).json().data.reviewStatus,
    ).toBe(1);
    const noReason = await post('/api/admin/catalogue/product/review', w.goods, {
      id: product.id,
      approve: false,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().msg).toBe('请填写驳回原因');
    const rejected = await post('/api/admin/catalogue/product/review', w.goods, {
      id: product.id,
      approve: false,
      reason: '主图不清晰',
    });
    expect(rejected.json().data).toMatchObject({
      reviewStatus: 3,
      reviewReason: '主图不清晰',
      onShelf: false,
    });
    const pendingList = await post('/api/portal/catalogue/product/list', h, { reviewStatus: 3 });
    expect(pendingList.json().data.list.map((p: { id: number }) => p.id)).toEqual([product.id]);

    await post('/api/portal/catalogue/product/submit', h, { id: product.id });
    const queue = await post('/api/admin/catalogue/product/list', w.goods, {
      reviewStatus: 1,
      sellerId: shop.shopId,
    });
    expect(queue.json().data.list).toMatchObject([
      { id: product.id, sellerName: shop.name, reviewStatus: 1 },
    ]);
    const approved = await post('/api/admin/catalogue/product/review', w.goods, {
      id: product.id,
      approve: true,
    });
    expect(approved.json().data).toMatchObject({ reviewStatus: 2, onShelf: true });
    const twice = await post('/api/admin/catalogue/product/review', w.goods, {
      id: product.id,
      approve: true,
    });
    expect(twice.statusCode).toBe(409);

    const page = await w.app.inject({ method: 'GET', url: `/api/product/detail/${product.id}` });
    expect(page.statusCode, page.body).toBe(200);

    // Editing sends it back to 草稿 and off shelf.
    const edited = await post('/api/portal/catalogue/product/save', h, {
      ...productBody(c1!.leaf, b1!.id, { title: '商家测试扳手 改' }),
      id: product.id,
      skus: [{ ...product.skus[0], price: '90.00', areaStocks: [] }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ reviewStatus: 0, onShelf: false, title: '商家测试扳手 改' });
  });
});

describe('staff roles and suspension', () => {
  it('admits each role to its areas only, and a suspended shop’s staff are signed out and refused', async () => {
    const [c1] = w.facts.cats;
    const [b1] = w.facts.brands;
    const shop = await openShop(w.app, w.ops, { categoryIds: [c1!.first], brandIds: [b1!.id] });
    const staff = await portalStaff(w.app, shop.headers, {
      username: `sp_${Date.now().toString(36)}`,
      name: '商品专员',
      role: '商品',
    });
    expect((await post('/api/portal/catalogue/product/list', staff)).statusCode).toBe(200);
    const staffList = await post('/api/portal/staff/list', staff);
    expect(staffList.statusCode).toBe(403);
    expect(staffList.json().msg).toBe('当前角色没有此操作的权限');
    const product = (
      await post('/api/portal/catalogue/product/save', staff, productBody(c1!.leaf, b1!.id))
    ).json().data;
    await post('/api/portal/catalogue/product/submit', staff, { id: product.id });
    await post('/api/admin/catalogue/product/review', w.goods, { id: product.id, approve: true });

    const suspended = await post('/api/admin/shop/suspend', w.ops, {
      id: shop.shopId,
      suspend: true,
      reason: '资质过期',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data).toMatchObject({
      status: 2,
      statusLabel: '已停用',
      suspendReason: '资质过期',
    });
    const again = await post('/api/admin/shop/suspend', w.ops, {
      id: shop.shopId,
      suspend: true,
      reason: '重复',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('店铺已停用');
    const detail = await post('/api/admin/catalogue/product/detail', w.goods, { id: product.id });
    expect(detail.json().data.onShelf).toBe(false);
    expect((await get('/api/portal/auth/me', shop.headers)).statusCode).toBe(401);
    expect((await post('/api/portal/catalogue/product/list', staff)).statusCode).toBe(401);
    const refused = await portalLogin(shop.mobile, shop.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('店铺已被平台停用，商家后台暂不可用，请联系平台招商经理');
    const shelf = await post('/api/admin/catalogue/product/shelf', w.goods, {
      ids: [product.id],
      onShelf: true,
    });
    expect(shelf.statusCode).toBe(400);

    await post('/api/admin/shop/suspend', w.ops, { id: shop.shopId, suspend: false });
    const open = await post('/api/admin/shop/suspend', w.ops, { id: shop.shopId, suspend: false });
    expect(open.statusCode).toBe(409);
    expect(open.json().msg).toBe('店铺正在营业');
    const back = await portalLogin(shop.mobile, shop.password);
    expect(back.statusCode, back.body).toBe(200);
    const h = { authorization: `Bearer ${back.json().data.accessToken}` };
    const reshelf = await post('/api/portal/catalogue/product/shelf', h, {
      ids: [product.id],
      onShelf: true,
    });
    expect(reshelf.json().data).toEqual({ updated: 1 });
  });
});

describe('portal spreadsheet import and export', () => {
  const upload = (h: Record<string, string>, data: Buffer) => {
    return uploadFile(w.app, '/api/portal/catalogue/import', h, data, 'p.xlsx');
  };

  it('imports drafts of the shop in granted categories only, refuses the whole file otherwise, exports its own', async () => {
    const [c1, c2] = w.facts.cats;
    const [b1] = w.facts.brands;
    const shop = await openShop(w.app, w.ops, { categoryIds: [c1!.first], brandIds: [b1!.id] });
    const token = `PI${Date.now().toString(36).toUpperCase()}`;
    /** Two products of one SKU each in this level-three category. */
    const sheetIn = (leaf: number) =>
      importFixtureBuffer({ rows: 2, skusPerProduct: 1, token, brand: b1!.name, category: String(leaf) });
    const refused = await upload(shop.headers, await sheetIn(c2!.leaf));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.errors[0]).toMatchObject({
      row: 2,
      column: '三级分类',
      msg: `类目「${c2!.title}」未授权给本店铺，不能发布该类目的商品`,
    });
    const done = await upload(shop.headers, await sheetIn(c1!.leaf));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ created: 2, updated: 0 });
    const list = await post('/api/portal/catalogue/product/list', shop.headers, { keyword: token });
    expect(list.json().data.list).toHaveLength(2);
    expect(list.json().data.list[0]).toMatchObject({
      sellerId: shop.shopId,
      reviewStatus: 0,
      onShelf: false,
    });

    const exported = await w.app.inject({
      method: 'GET',
      url: '/api/portal/catalogue/export',
      headers: shop.headers,
    });
    const book = await downloadedBook(exported);
    // Header + the shop's two SKUs, nobody else's.
    expect(book.worksheets[0]!.actualRowCount).toBe(3);
  });
});

describe('portal orders', () => {
  it('a cart with a shop’s product and a 自营 one gives two orders; the shop accepts and ships only its own', async () => {
    const { shop, buyer, orders } = await ordersOfTwoSellers(w.app, w, w.facts);
    const [own, theirs] = [orders[1]!, orders[0]!];
    expect(own.sellerName).toBe(shop.name);
    expect(theirs.sellerName).toBe('工业品商城自营');

    const list = await post('/api/portal/order/list', shop.headers, {});
    expect(list.json().data.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([own.orderNo]);
    const foreign = await post('/api/portal/order/ship', shop.headers, {
      orderNo: theirs.orderNo,
      carrier: '顺丰速运',
      trackingNo: 'SF1234567890',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe('订单不存在');

    await w.app.db.db.execute(
      sql`update orders set pay_status = 2, paid_at = now() where order_no = ${own.orderNo}`,
    );
    expect((await post('/api/portal/order/accept', shop.headers, { orderNo: own.orderNo })).statusCode).toBe(
      200,
    );
    const shipped = await post('/api/portal/order/ship', shop.headers, {
      orderNo: own.orderNo,
      carrier: '顺丰速运',
      trackingNo: 'SF1234567890',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data).toMatchObject({ status: 4, sellerName: shop.name });
    const received = await post('/api/order/confirmReceipt', buyer.headers, { orderNo: own.orderNo });
    expect(received.json().data.status).toBe(5);
    const other = await post('/api/order/detail', buyer.headers, { orderNo: theirs.orderNo });
    expect(other.json().data.status).toBe(1);
  });
});

describe('demo merchants seed', () => {
  it('opens two shops whose administrators sign in and whose products are approved, on shelf and on sale', async () => {
    await shopSeeder.run({ db: w.app.db.db, env: w.app.env, log: () => {} });
    for (const demo of DEMO_MERCHANTS) {
      const login = await portalLogin(demo.mobile, demo.password);
      expect(login.statusCode, login.body).toBe(200);
      const h = { authorization: `Bearer ${login.json().data.accessToken}` };
      const list = await post('/api/portal/catalogue/product/list', h, { pageSize: 50 });
      const products = list.json().data.list as {
        id: number;
        reviewStatus: number;
        onShelf: boolean;
        sellerName: string;
      }[];
      expect(products.length).toBeGreaterThan(0);
      expect(products.every((p) => p.reviewStatus === 2 && p.onShelf && p.sellerName === demo.name)).toBe(
        true,
      );
      const page = await w.app.inject({ method: 'GET', url: `/api/product/detail/${products[0]!.id}` });
      expect(page.json().data.seller).toMatchObject({ name: demo.name });
    }
  });
});
