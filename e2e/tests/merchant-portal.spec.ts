import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { dialogNamed, opened, settled } from './support/forms';
import { latestCode, randomMobile } from './support/auth';
import { consoleLogin, pickOption } from './support/console';
import { adminToken, buyerWithAddress, callAs, cartBadge } from './support/orders';

/**
 * (marketplace), every step in the browser but the application itself (the join page's journey) and
 * the operator's confirmation of the offline transfer: an operator approves an application in the console;
 * the merchant sets up its administrator with the code of the approval SMS on /merchant/; creates a product
 * in the portal's editor and submits it for review; an operator approves it in the console's product list;
 * a buyer finds it by search (the card names the shop and links to it), visits the shop page /shop/{id} and
 * searches in it, puts it in the cart with a 自营 product and checks out: two orders; the merchant accepts and
 * ships its own in the portal; the buyer confirms receipt on the order page. Writes docs/screenshots/
 * portal-dashboard.png, portal-product-editor.png, shop-page.png and cart-by-seller.png.
 */

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', name);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
type Envelope<T> = { code: number; msg: string; data: T };

/** A submitted application (by API, as the join page would), selling in the first level-one category. */
async function submitApplication(request: APIRequestContext, admin: string, company: string) {
  const mobile = randomMobile('135');
  const tree = await callAs<
    { id: number; title: string; children: { children: { id: number; title: string }[] }[] }[]
  >(request, admin, '/api/admin/catalogue/category/tree', {});
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
  const leaf = category.children.find((c2) => c2.children.length)!.children[0]!;
  return { mobile, leaf: leaf.id, leafTitle: leaf.title, brandId: brand.id, brandName: brand.name };
}

/** antd button-style radios: click the visible label, then the radio is checked. */
async function choose(page: Page, group: string, option: string) {
  const radios = page.getByRole('radiogroup', { name: group });
  await radios.getByText(option, { exact: true }).click();
  await expect(radios.getByRole('radio', { name: option })).toBeChecked();
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

  // A product of the granted category and brand in the portal's editor (the console's), then submitted.
  const model = `XH-${Date.now().toString(36).toUpperCase()}`;
  const title = `星湖 精密内六角扳手 ${model}`;
  await portal.goto('/merchant/catalogue/products/new');
  await portal.getByLabel('商品标题').fill(title);
  await portal.getByLabel('型号', { exact: true }).fill(model);
  const formItem = (label: string) =>
    portal.locator('.ant-form-item').filter({ has: portal.getByText(label, { exact: true }) });
  const categorySelect = formItem('分类').locator('.ant-select').first();
  await expect(async () => {
    await categorySelect.click();
    await portal.keyboard.type(app.leafTitle);
    await portal
      .locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper', {
        hasText: app.leafTitle,
      })
      .first()
      .click({ timeout: 2000 });
    await expect(categorySelect).toContainText(app.leafTitle, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await pickOption(portal, formItem('品牌').getByRole('combobox'), app.brandName);
  await portal.getByLabel('单位', { exact: true }).fill('把');
  await portal.getByLabel('SKU编码').fill(`${model}-01`);
  await portal.getByLabel('价格（元）').fill('66.00');
  await portal.getByLabel('全国库存').fill('200');
  await portal.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(portal).toHaveURL(/\/merchant\/catalogue\/products\/\d+$/);
  const productId = Number(/(\d+)$/.exec(portal.url())![1]);
  await expect(portal.getByLabel('商品标题')).toHaveValue(title);
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
  const detail = await request.get(`/api/product/detail/${productId}`);
  expect(detail.ok()).toBe(true);

  await portal.goto('/merchant/');
  await expect(portal.getByText('在售商品')).toBeVisible();
  await portal.screenshot({ path: out('portal-dashboard.png'), fullPage: true });

  // 店铺设置: the 退货地址 buyers' returns go to (a return cannot be approved without one).
  await portal.goto('/merchant/shop');
  // The form is filled from the shop once it has loaded: type only after that.
  await expect(portal.getByText(/佣金比例/)).toBeVisible();
  const returnAddress = portal.getByLabel('退货地址');
  await returnAddress.fill('苏州');
  await portal.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(portal.getByText('请填写完整的退货地址（收件人、电话、详细地址）')).toBeVisible();
  await returnAddress.fill('江苏省苏州市工业园区星湖街 218 号 售后部 收 0512-62880001');
  await settled(portal.getByText('请填写完整的退货地址（收件人、电话、详细地址）'));
  await portal.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(portal.getByText('店铺信息已保存')).toBeVisible();
  await expect(portal.getByText('请填写完整的退货地址（收件人、电话、详细地址）')).toBeHidden();
  await portal.screenshot({ path: out('portal-shop-settings.png'), fullPage: true });

  // A buyer finds it by search (the card names the shop) and buys it together with a 自营 product.
  const shopper = await browser.newContext();
  const buyerPage = await shopper.newPage();
  const buyer = await buyerWithAddress(buyerPage, request, shopper, baseURL!);
  await buyerPage.goto(`/search?value=${model}`);
  const tile = buyerPage.locator('.mall-tile-card', { hasText: model });
  await expect(tile.getByTestId('tile-seller')).toHaveText(company);

  // The seller's name leads to the shop page; the buyer searches within the shop.
  await tile.getByRole('link', { name: company }).click();
  await expect(buyerPage).toHaveURL(/\/shop\/\d+$/);
  const shopPage = buyerPage.getByTestId('shop-page');
  await expect(shopPage.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(shopPage.locator('.mall-tile-card', { hasText: model })).toBeVisible();
  const shopSearch = shopPage.getByRole('searchbox', { name: '在本店内搜索商品' });
  await shopSearch.fill('没有这种商品');
  await shopSearch.press('Enter');
  await expect(shopPage.getByText('本店没有找到与「没有这种商品」相关的商品')).toBeVisible();
  await shopSearch.fill(model);
  await shopSearch.press('Enter');
  await expect(buyerPage).toHaveURL(new RegExp(`q=${model}`));
  await expect(shopPage.locator('.mall-tile-card')).toHaveCount(1);
  await buyerPage.screenshot({ path: out('shop-page.png'), fullPage: true });

  // Into the cart from the product page, with a 自营 product; checkout places one order per seller.
  await shopPage.getByRole('link', { name: title }).click();
  await expect(buyerPage.getByTestId('product-seller')).toContainText(company);
  await buyerPage.getByRole('button', { name: '加入购物车' }).click();
  await expect(cartBadge(buyerPage)).toHaveText('1');
  await buyerPage.goto(`/goods/${buyer.pick.skuId}`);
  await buyerPage.getByRole('button', { name: '加入购物车' }).click();
  await expect(cartBadge(buyerPage)).toHaveText('2');
  await buyerPage.goto('/cart/list');
  const groups = buyerPage.getByTestId('cart-seller');
  await expect(groups).toHaveCount(2);
  await expect(buyerPage.getByRole('rowgroup', { name: company })).toContainText(model);
  await expect(buyerPage.getByRole('rowgroup', { name: '工业品商城自营' })).toBeVisible();
  await buyerPage.screenshot({ path: out('cart-by-seller.png'), fullPage: true });
  await buyerPage
    .getByRole('region', { name: '合计（含税）：' })
    .getByRole('button', { name: '去结算' })
    .click();
  await expect(buyerPage).toHaveURL(/\/settlement\?cartIds=/);
  await expect(buyerPage.getByRole('radio', { name: /王采购/ })).toHaveAttribute('aria-checked', 'true');
  await choose(buyerPage, '支付方式', '线下/对公转账');
  await buyerPage.getByRole('button', { name: '提交订单' }).click();
  await expect(buyerPage).toHaveURL(/\/payment\?orderNo=\d+$/);
  const list = await callAs<{ list: { orderNo: string; sellerName: string }[] }>(
    request,
    buyer.token,
    '/api/order/list',
    { type: -1 },
  );
  expect(list.list.map((o) => o.sellerName).sort()).toEqual([company, '工业品商城自营'].sort());
  const own = list.list.find((o) => o.sellerName === company)!.orderNo;
  await buyerPage.goto('/order/list');
  for (const o of list.list)
    await expect(buyerPage.getByRole('listitem', { name: `订单号 ${o.orderNo}` })).toContainText(
      o.sellerName,
    );
  // The platform confirms the transfer of both (the console's finance journey covers that screen).
  for (const o of list.list)
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
  await portal.getByRole('button', { name: '发货', exact: true }).click();
  const ship = await dialogNamed(portal, '订单发货');
  await pickOption(portal, ship.getByLabel('物流公司'), '顺丰速运');
  await ship.getByLabel('运单号').fill('SF1400998877665');
  await ship.getByRole('button', { name: '确定' }).click();
  await expect(ship).toBeHidden();
  await expect(portal.getByText('待收货').first()).toBeVisible();
  await buyerPage.goto(`/order/detail?orderNo=${own}`);
  await expect(buyerPage.getByRole('heading', { level: 1, name: '待收货' })).toBeVisible();
  await buyerPage.getByRole('button', { name: '确认收货' }).click();
  const sure = buyerPage.getByRole('dialog');
  await opened(sure);
  await sure.getByRole('button', { name: '确认收货' }).click();
  await expect(buyerPage.getByRole('heading', { level: 1, name: '已完成' })).toBeVisible();
  await merchant.close();
  await shopper.close();
});
