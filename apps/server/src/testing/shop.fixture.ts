import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AdminProductSaveBody, LoginInfo } from '@mall/shared';
import { queryRows } from '../db/client';
import { merchantApplications } from '../modules/marketplace/merchant/merchant.table';
import { buyerAuth, operatorAuth, passCaptcha } from './accounts';
import type { TestApp } from './build-test-app';
import { buildCatalogueApp } from './search.fixture';
import { addAddress } from './trade.fixture';
import { useWorld } from './world';

let seq = 0;

/** Two level-one categories that have level-three children, each with one level-three id, and two brands. */
export async function catalogueFacts(app: TestApp) {
  const cats = await queryRows<{ first: number; title: string; leaf: number }>(
    app.db.db,
    sql`select c1.id as first, c1.title, min(c3.id)::int as leaf from categories c1
        join categories c2 on c2.parent_id = c1.id join categories c3 on c3.parent_id = c2.id
        where c1.level = 1 group by c1.id, c1.title order by c1.id limit 2`,
  );
  const brands = await queryRows<{ id: number; name: string }>(
    app.db.db,
    sql`select id, name from brands order by id limit 2`,
  );
  return { cats, brands };
}

export type CatalogueFacts = Awaited<ReturnType<typeof catalogueFacts>>;

/**
 * The shop tests' world: a catalogue app of 40 products, the headers of a 运营 and a 商品 operator (signed in
 * in that order) and the catalogue's facts.
 */
async function shopWorld() {
  const app = await buildCatalogueApp(40);
  const ops = (await operatorAuth(app, '运营')).headers;
  const goods = (await operatorAuth(app, '商品')).headers;
  return { app, ops, goods, facts: await catalogueFacts(app) };
}

type Injected = Awaited<ReturnType<TestApp['inject']>>;

export type ShopWorld = Awaited<ReturnType<typeof shopWorld>> & {
  /** A POST as `headers` (an empty body unless given). */
  post: (url: string, headers: Record<string, string>, payload?: object) => Promise<Injected>;
};

/** The file's shop world: built before its tests, closed after them (its fields are there when tests run). */
export function useShopWorld(): ShopWorld {
  const w: ShopWorld = useWorld(shopWorld, {
    post: (url: string, headers: Record<string, string>, payload: object = {}) =>
      w.app.inject({ method: 'POST', url, headers, payload }),
  });
  return w;
}

/**
 * A staff account of the shop, saved by its administrator (`shopHeaders`) and signed in through the portal's
 * login (captcha passed): its bearer header. Fails when either call does.
 */
export async function portalStaff(
  app: TestApp,
  shopHeaders: Record<string, string>,
  staff: { username: string; name: string; role: string },
): Promise<Record<string, string>> {
  const password = 'Staff@12345';
  const saved = await app.inject({
    method: 'POST',
    url: '/api/portal/staff/save',
    headers: shopHeaders,
    payload: { ...staff, mobile: '13912345678', password },
  });
  if (saved.statusCode !== 200) throw new Error(`staff save → ${saved.statusCode} ${saved.body}`);
  await passCaptcha(app, staff.username);
  const login = await app.inject({
    method: 'POST',
    url: '/api/portal/auth/login',
    payload: { username: staff.username, password },
  });
  if (login.statusCode !== 200) throw new Error(`staff login → ${login.statusCode} ${login.body}`);
  return { authorization: `Bearer ${login.json().data.accessToken}` };
}

/** The code in the approval SMS of `mobile`. */
async function setupCodeOf(app: TestApp, mobile: string): Promise<string> {
  await app.jobs.idle();
  const res = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile=${mobile}` });
  const list = res.json().data as { content: string }[];
  const code = list.map((m) => /开通码 (\d{6})/.exec(m.content)?.[1]).find(Boolean);
  if (!code) throw new Error(`no set-up code for ${mobile}: ${res.body}`);
  return code;
}

/**
 * A pending application (inserted directly), approved by `operator` with the given grants, and its first
 * administrator set up with the code from the SMS: the shop id and the administrator's bearer header.
 */
export async function openShop(
  app: TestApp,
  operator: Record<string, string>,
  grants: {
    categoryIds: number[];
    brandIds: number[];
    commissionRates?: { categoryId: number; rateBp: number }[];
  },
  name = `测试店铺${Date.now() % 100000}${seq}`,
) {
  const mobile = `136${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++ % 100).padStart(2, '0')}`;
  const [row] = await app.db.db
    .insert(merchantApplications)
    .values({
      mobile,
      status: 1,
      companyName: name,
      creditCode: '91350100M000100Y43',
      legalPerson: '王建国',
      registeredCapital: 500,
      address: '苏州工业园区星湖街 328 号',
      contactName: '李工',
      categories: ['手动工具'],
      brands: ['世达'],
      licenseFile: '/api/merchant/files/0123456789abcdef0123456789abcdef.pdf',
      submittedAt: new Date(),
    })
    .returning();
  const review = await app.inject({
    method: 'POST',
    url: '/api/admin/merchant/review',
    headers: operator,
    payload: { id: row!.id, approve: true, ...grants },
  });
  if (review.statusCode !== 200) throw new Error(`review failed: ${review.body}`);
  const shopId = review.json().data.shopId as number;
  const code = await setupCodeOf(app, mobile);
  const password = 'Shop@123456';
  const setup = await app.inject({
    method: 'POST',
    url: '/api/portal/auth/setup',
    payload: { mobile, code, password },
  });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.body}`);
  const tokens = setup.json().data as LoginInfo;
  return {
    shopId,
    applicationId: row!.id,
    mobile,
    password,
    name,
    tokens,
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  };
}

/** A valid product body for the editor (one SKU). */
export function productBody(categoryId: number, brandId: number, over: Partial<AdminProductSaveBody> = {}) {
  const tag = `${Date.now().toString(36)}${(seq++).toString(36)}`;
  return {
    title: `商家测试扳手 ${tag}`,
    brandId,
    categoryId,
    modelNo: `MT-${tag}`,
    unit: '把',
    skus: [{ spec: {}, code: `MT-${tag}`, price: '88.00', stock: 50, areaStocks: [] }],
    ...over,
  } satisfies AdminProductSaveBody;
}

/** POSTs to `app` as `headers`. */
const poster = (app: TestApp) => (url: string, headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url, headers, payload });

/**
 * A product of the shop, saved and submitted in the portal (`shopHeaders`) and approved by the operator
 * (`operator`, a 商品 or 超级管理员): its id and SKU ids.
 */
async function approvedProduct(
  app: TestApp,
  shopHeaders: Record<string, string>,
  operator: Record<string, string>,
  body: AdminProductSaveBody,
) {
  const post = poster(app);
  const saved = await post('/api/portal/catalogue/product/save', shopHeaders, body);
  const product = saved.json().data as { id: number; skus: { id: number }[] };
  await post('/api/portal/catalogue/product/submit', shopHeaders, { id: product.id });
  const reviewed = await post('/api/admin/catalogue/product/review', operator, {
    id: product.id,
    approve: true,
  });
  if (reviewed.statusCode !== 200) throw new Error(`review failed: ${reviewed.body}`);
  return product;
}

/**
 * A shop named `name` granted one category and one brand, with `count` products of its own under the leaf
 * category `leaf`, each approved by `operator` (a 商品 or 超级管理员): the shop and the products' SKU ids.
 */
export async function shopSkus(
  app: TestApp,
  operator: Record<string, string>,
  name: string,
  grant: { categoryId: number; brandId: number; leaf: number },
  count = 1,
) {
  const shop = await openShop(
    app,
    operator,
    { categoryIds: [grant.categoryId], brandIds: [grant.brandId] },
    name,
  );
  const skus: number[] = [];
  for (let i = 0; i < count; i++) {
    const product = await approvedProduct(
      app,
      shop.headers,
      operator,
      productBody(grant.leaf, grant.brandId),
    );
    skus.push(product.skus[0]!.id);
  }
  return { shop, skus };
}

/** A 自营 SKU on shelf and sold everywhere, bought one by one (moq and step 1), with more than 10 in stock. */
export async function anyPlatformSku(app: TestApp): Promise<number> {
  const [platform] = await queryRows<{ sku: number }>(
    app.db.db,
    sql`select p.default_sku_id as sku from products p join skus k on k.id = p.default_sku_id
        where p.merchant_id = 0 and p.on_shelf and k.stock > 10 and p.moq = 1 and p.step = 1
          and '0000' = any(p.sales_area_codes) order by p.id limit 1`,
  );
  return platform!.sku;
}

/**
 * A shop granted the first level-one category (at `rateBp` commission) and the first brand, with one product
 * there (SKU `code` at `price` yuan, 100 in stock) approved by `operator`: the shop, the product, the grants.
 */
export async function shopWithProduct(
  app: TestApp,
  operator: Record<string, string>,
  o: { rateBp: number; code: string; price: string },
) {
  const facts = await catalogueFacts(app);
  const cat = facts.cats[0]!;
  const brand = facts.brands[0]!.id;
  const shop = await openShop(app, operator, {
    categoryIds: [cat.first],
    brandIds: [brand],
    commissionRates: [{ categoryId: cat.first, rateBp: o.rateBp }],
  });
  const body = productBody(cat.leaf, brand, {
    skus: [{ spec: {}, code: o.code, price: o.price, stock: 100, areaStocks: [] }],
  });
  const product = await approvedProduct(app, shop.headers, operator, body);
  return { shop, product, cat, brand };
}

/**
 * A new shop with one approved product, and a buyer's checkout of it together with a 自营 product: two
 * orders of one payment (offline), not yet paid. `own` is the shop's order, `platformOrder` the platform's.
 */
export async function ordersOfTwoSellers(
  app: TestApp,
  headers: { ops: Record<string, string>; goods: Record<string, string> },
  facts: Awaited<ReturnType<typeof catalogueFacts>>,
) {
  const post = poster(app);
  const [c1] = facts.cats;
  const [b1] = facts.brands;
  const shop = await openShop(app, headers.ops, { categoryIds: [c1!.first], brandIds: [b1!.id] });
  const product = await approvedProduct(app, shop.headers, headers.goods, productBody(c1!.leaf, b1!.id));
  const platformSkuId = await anyPlatformSku(app);
  const buyer = await buyerAuth(app);
  const addressId = await addAddress(app, buyer);
  const placed = await post('/api/checkout/submit', buyer.headers, {
    idempotencyKey: randomUUID(),
    addressId,
    payMethod: 4,
    items: [
      { skuId: platformSkuId, quantity: 1 },
      { skuId: product.skus[0]!.id, quantity: 2 },
    ],
  });
  if (placed.statusCode !== 200) throw new Error(`checkout failed: ${placed.body}`);
  const orders = placed.json().data.orders as { orderNo: string; sellerName: string }[];
  return {
    shop,
    product,
    buyer,
    addressId,
    platformSku: platformSkuId,
    orders,
    own: orders.find((o) => o.sellerName === shop.name)!.orderNo,
    platformOrder: orders.find((o) => o.sellerName !== shop.name)!.orderNo,
  };
}

/** Marks orders paid, shipped and received at once (the order journeys cover those steps). */
export async function completeOrders(app: TestApp, orderNos: readonly string[]): Promise<void> {
  await app.db.db.execute(
    sql`update orders set pay_status = 2, paid_at = now(), status = 5, shipped_at = now(), completed_at = now()
        where order_no = any(${sql.param([...orderNos])}::text[])`,
  );
}
