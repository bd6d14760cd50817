import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { latestCode, randomMobile } from './support/auth';
import { consoleLogin, pickOption } from './support/console';
import { adminToken, buyerWithAddress, callAs } from './support/orders';

/**
 * Issue 20 (marketplace), the journey as far as it has landed: an operator approves an application in the
 * console; the merchant sets up its administrator with the code of the approval SMS on /merchant/; creates a
 * product, submits it for review; an operator approves it in the console's product list; it is on shelf
 * under the shop's name; a buyer finds it by search (the card names the shop) and buys it with a 自营 product
 * (two orders); the merchant accepts and ships its own in the portal; the buyer confirms receipt. Writes
 * docs/screenshots/portal-dashboard.png, portal-product-editor.png and cart-by-seller.png.
 */

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', name);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
type Envelope<T> = { code: number; msg: string; data: T };

/** A submitted application (by API, as the join page would), selling in the first level-one category. */
async function submitApplication(request: APIRequestContext, admin: string, company: string) {
  const mobile = randomMobile('135');
  const tree = await callAs<{ id: number; title: string; children: { children: { id: number }[] }[] }[]>(
    request,
    admin,
    '/api/admin/catalogue/category/tree',
    {},
  );
  const category = tree.find((c) => c.children.some((c2) => c2.children.length))!;
  const brands = await callAs<{ list: { id: number; name: string }[] }>(
    request,
    admin,
    '/api/admin/catalogue/brand/list',
    { pageSize: 5 },
  );
  const brand = brands.list[0]!;
  await request.post('/api/oauth/verifyCaptcha', {
    data: { captchaVerifyParam: 'test', redisEnum: 'USER_CAPTCHA_RESULT', sceneId: 'test', userInfo: mobile },
  });
  expect((await request.post('/api/merchant/sendSms', { data: { mobile } })).ok()).toBe(true);
  const code = await latestCode(request, mobile);
  const verified = (await (
    await request.post('/api/merchant/verify', { data: { mobile, code } })
  ).json()) as Envelope<{
    token: string;
  }>;
  const headers = { 'x-merchant-token': verified.data.token };
  const uploaded = (await (
    await request.post('/api/merchant/upload', {
      headers,
      multipart: { file: { name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF } },
    })
  ).json()) as Envelope<{ url: string }>;
  const submitted = await request.post('/api/merchant/submit', {
    headers,
    data: {
      companyName: company,
      creditCode: '91350100M000100Y43',
      legalPerson: '王建国',
      registeredCapital: 500,
      address: '苏州工业园区星湖街 328 号',
      contactName: '李经理',
      email: '',
      categories: [category.title],
      brands: [brand.name],
      licenseFile: uploaded.data.url,
      brandAuthFiles: [],
      agree: true,
    },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  const leaf = category.children.find((c2) => c2.children.length)!.children[0]!.id;
  return { mobile, leaf, brandId: brand.id };
}

async function merchantToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'merchantLoginInfo');
  expect(cookie, 'merchantLoginInfo cookie').toBeTruthy();
  return (JSON.parse(decodeURIComponent(cookie!.value)) as { accessToken: string }).accessToken;
}

test('marketplace: approve an application, set up the shop, list a product, sell it with a 自营 one', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const admin = await adminToken(request);
  const company = `星湖精密${Date.now() % 100000}`;
  const app = await submitApplication(request, admin, company);

  // The operator approves the application in the console.
  await consoleLogin(page, '运营', '/merchants');
  await page
    .getByRole('row', { name: new RegExp(company) })
    .getByText('查看申请')
    .click();
  await page.getByRole('button', { name: '审核通过' }).click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('已通过').first()).toBeVisible();

  // The approval SMS carries the set-up code; the merchant opens 首次开通 on /merchant/.
  let setupCode = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/sms-outbox?mobile=${app.mobile}`);
      const list = ((await res.json()) as Envelope<{ content: string }[]>).data;
      setupCode = list.map((m) => /开通码 (\d{6})/.exec(m.content)?.[1]).find(Boolean) ?? '';
      return setupCode;
    })
    .toMatch(/^\d{6}$/);
  const merchant = await browser.newContext();
  const portal = await merchant.newPage();
  await portal.goto('/merchant/');
  await expect(portal).toHaveURL(/\/merchant\/login/);
  await portal.getByRole('tab', { name: '首次开通' }).click();
  await portal.getByLabel('申请手机号', { exact: true }).fill(app.mobile);
  await portal.getByLabel('开通码').fill(setupCode);
  await portal.getByLabel(/设置密码/).fill('Shop@123456');
  await portal.getByRole('button', { name: '开通并登录' }).click();
  await expect(portal.getByTestId('operator-role')).toHaveText('店铺管理员');
  await expect(portal.getByText(company).first()).toBeVisible();

  // A product of the granted category and brand (the editor's own call), then submitted from the list.
  const token = await merchantToken(merchant);
  const model = `XH-${Date.now().toString(36).toUpperCase()}`;
  const product = await callAs<{ id: number; skus: { id: number }[] }>(
    request,
    token,
    '/api/portal/catalogue/product/save',
    {
      title: `星湖 精密内六角扳手 ${model}`,
      brandId: app.brandId,
      categoryId: app.leaf,
      modelNo: model,
      unit: '把',
      skus: [{ spec: {}, code: `${model}-01`, price: '66.00', stock: 200, areaStocks: [] }],
    },
  );
  await portal.goto(`/merchant/catalogue/products/${product.id}`);
  await expect(portal.getByLabel('商品标题')).toHaveValue(new RegExp(model));
  await portal.screenshot({ path: out('portal-product-editor.png'), fullPage: true });
  await portal.goto('/merchant/catalogue/products');
  await portal
    .getByRole('row', { name: new RegExp(model) })
    .getByRole('button', { name: '提交审核' })
    .click();
  await expect(portal.getByRole('row', { name: new RegExp(model) }).getByText('待审核')).toBeVisible();

  // The catalogue operator approves it in the console's product list; it goes on shelf.
  const op = await (await browser.newContext()).newPage();
  await consoleLogin(op, '商品', '/catalogue/products?reviewStatus=1');
  const row = op.getByRole('row', { name: new RegExp(model) });
  await expect(row.getByText(company)).toBeVisible();
  await row.getByRole('button', { name: '通过' }).click();
  await expect(op.getByRole('row', { name: new RegExp(model) })).toHaveCount(0);
  const detail = await request.get(`/api/product/detail/${product.id}`);
  expect(detail.ok()).toBe(true);

  await portal.goto('/merchant/');
  await expect(portal.getByText('在售商品')).toBeVisible();
  await portal.screenshot({ path: out('portal-dashboard.png'), fullPage: true });

  // A buyer finds it by search (the card names the shop) and buys it together with a 自营 product.
  const shopper = await browser.newContext();
  const buyerPage = await shopper.newPage();
  const buyer = await buyerWithAddress(buyerPage, request, shopper, baseURL!);
  await buyerPage.goto(`/search?value=${model}`);
  const tile = buyerPage.locator('.mall-tile', { hasText: model });
  await expect(tile.getByTestId('tile-seller')).toHaveText(company);
  for (const [skuId, quantity] of [
    [product.skus[0]!.id, 2],
    [buyer.pick.skuId, buyer.pick.moq],
  ] as const)
    await callAs(request, buyer.token, '/api/cart/list/saveCartProduct', {
      skuId,
      quantity,
      areaCode: '0000',
    });
  await buyerPage.goto('/cart/list');
  const groups = buyerPage.getByTestId('cart-seller');
  await expect(groups).toHaveCount(2);
  await expect(buyerPage.getByRole('rowgroup', { name: company })).toContainText(model);
  await expect(buyerPage.getByRole('rowgroup', { name: '工业品商城自营' })).toBeVisible();
  await buyerPage.screenshot({ path: out('cart-by-seller.png'), fullPage: true });
  const placed = await callAs<{ orderNo: string; orders: { orderNo: string; sellerName: string }[] }>(
    request,
    buyer.token,
    '/api/checkout/submit',
    {
      items: [
        { skuId: product.skus[0]!.id, quantity: 2 },
        { skuId: buyer.pick.skuId, quantity: buyer.pick.moq },
      ],
      idempotencyKey: `e2e-split-${Date.now()}`,
      addressId: buyer.addressId,
      payMethod: 4,
      remark: '',
    },
  );
  expect(placed.orders.map((o) => o.sellerName).sort()).toEqual([company, '工业品商城自营'].sort());
  const own = placed.orders.find((o) => o.sellerName === company)!.orderNo;
  for (const o of placed.orders)
    await callAs(request, admin, '/api/admin/order/confirmOfflinePayment', {
      orderNo: o.orderNo,
      note: '已到账',
    });

  // The merchant accepts and ships its own order in the portal; the buyer confirms receipt.
  await portal.goto('/merchant/orders');
  await expect(portal.getByRole('row', { name: new RegExp(own) })).toBeVisible();
  await expect(portal.getByRole('row')).toHaveCount(2);
  await portal.getByRole('link', { name: own }).click();
  await portal.getByRole('button', { name: '接单' }).click();
  await portal.getByRole('button', { name: '发货' }).click();
  const ship = portal.getByRole('dialog', { name: '订单发货' });
  await pickOption(portal, ship.getByLabel('物流公司'), '顺丰速运');
  await ship.getByLabel('运单号').fill('SF1400998877665');
  await ship.getByRole('button', { name: '确定' }).click();
  await expect(ship).toBeHidden();
  await expect(portal.getByText('待收货').first()).toBeVisible();
  const received = await callAs<{ status: number }>(request, buyer.token, '/api/order/confirmReceipt', {
    orderNo: own,
  });
  expect(received.status).toBe(5);
  await merchant.close();
  await shopper.close();
});
