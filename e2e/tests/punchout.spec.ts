import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/fixtures';
import { confirmPopover, consoleLogin, openFromMenu, pickOption } from './support/console';
import { dialogNamed, opened } from './support/forms';
import { openAsBuyer } from './support/orders';
import { addToCartOnPage } from './support/storefront';

const shot = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', name);

/**
 * Punch-out over cXML (issue 45, first slice): the demo company's procurement system (DEMO-PROCUREMENT, seeded
 * in development and test) sends a PunchOutSetupRequest; its start URL opens the storefront as member
 * qy_caigou with the session banner; the member fills the cart and 返回采购系统 carries it back to the
 * BrowserFormPost address as a PunchOutOrderMessage, which a stand-in procurement system here receives.
 */

const setupRequest = (returnUrl: string, cookie: string) => `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="${cookie}@buyer.example" timestamp="${new Date().toISOString()}" version="1.2.014">
  <Header>
    <From><Credential domain="NetworkID"><Identity>DEMO-PROCUREMENT</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>MALL-SUPPLIER</Identity></Credential></To>
    <Sender>
      <Credential domain="NetworkID"><Identity>DEMO-PROCUREMENT</Identity><SharedSecret>demo-punchout-secret</SharedSecret></Credential>
      <UserAgent>Coupa Procurement 1.0</UserAgent>
    </Sender>
  </Header>
  <Request><PunchOutSetupRequest operation="create">
    <BuyerCookie>${cookie}</BuyerCookie>
    <Extrinsic name="UserEmail">li.caigou@example.com</Extrinsic>
    <BrowserFormPost><URL>${returnUrl}</URL></BrowserFormPost>
  </PunchOutSetupRequest></Request>
</cXML>`;

test('cXML punch-out: setup, start page as the company member, two products, 返回采购系统 posts the cart back', async ({
  page,
  request,
}) => {
  // The stand-in procurement system: keeps what the browser posts and shows a page.
  const received: string[] = [];
  const buyerSystem = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      // The browser also asks for /favicon.ico: only posts are carts.
      if (req.method === 'POST') received.push(new URLSearchParams(body).get('cxml-urlencoded') ?? '');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><meta charset="utf-8"><h1>采购系统已收到购物车</h1>');
    });
  });
  await new Promise<void>((resolve) => buyerSystem.listen(0, '127.0.0.1', resolve));
  const returnUrl = `http://127.0.0.1:${(buyerSystem.address() as AddressInfo).port}/coupa/return`;
  try {
    const cookie = `e2e-${Date.now()}`;
    const setup = await request.post('/punchout/cxml', {
      headers: { 'content-type': 'text/xml' },
      data: setupRequest(returnUrl, cookie),
    });
    expect(setup.status()).toBe(200);
    const answer = await setup.text();
    expect(answer).toContain('<Status code="200" text="OK"/>');
    const start = /<StartPage>\s*<URL>([^<]+)<\/URL>/.exec(answer)![1]!;

    await page.goto(start);
    await expect(page.getByRole('status').filter({ hasText: '采购系统会话' })).toContainText(
      '上海示范机电设备有限公司',
    );
    await expect(page.getByText('您好，qy_caigou')).toBeVisible();

    // Two best sellers from the home page into the cart.
    const goods = await page
      .locator('a[href^="/goods/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))].slice(0, 2));
    for (const href of goods) {
      await page.goto(href);
      await addToCartOnPage(page);
    }
    await page.goto('/cart/list');
    // No checkout in a punch-out session: the cart goes back instead.
    await expect(page.getByRole('button', { name: '去结算' })).toHaveCount(0);
    const total = (await page.getByRole('region', { name: /合计/ }).locator('.big').innerText()).replace(
      /[^\d.]/g,
      '',
    );
    await page.getByRole('button', { name: '返回采购系统' }).click();
    await expect(page.getByRole('heading', { name: '采购系统已收到购物车' })).toBeVisible();

    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message).toContain(`<BuyerCookie>${cookie}</BuyerCookie>`);
    expect(message.match(/<ItemIn quantity="\d+">/g)).toHaveLength(2);
    expect(/<Total>\s*<Money currency="CNY">([\d.]+)<\/Money>/.exec(message)![1]).toBe(total);

    // The start URL worked once.
    await page.goto(start);
    await expect(page.getByRole('heading', { name: '链接已失效' })).toBeVisible();
  } finally {
    buyerSystem.close();
  }
});

test('SAP OCI punch-out: the login link opens the storefront as the member; 返回采购系统 posts NEW_ITEM fields to HOOK_URL', async ({
  page,
}) => {
  const received: Record<string, string>[] = [];
  const sap = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method === 'POST') received.push(Object.fromEntries(new URLSearchParams(body)));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><meta charset="utf-8"><h1>SAP 已收到购物车</h1>');
    });
  });
  await new Promise<void>((resolve) => sap.listen(0, '127.0.0.1', resolve));
  const hook = `http://127.0.0.1:${(sap.address() as AddressInfo).port}/sap/bc/gui/sap/its/bbpsc02`;
  try {
    const login = new URLSearchParams({
      USERNAME: 'demo-oci',
      PASSWORD: 'DemoOci@123456',
      HOOK_URL: hook,
      OCI_VERSION: '5.0',
      returntarget: '_top',
    });
    await page.goto(`/punchout/oci?${login}`);
    await expect(page.getByRole('status').filter({ hasText: '采购系统会话' })).toContainText(
      '上海示范机电设备有限公司',
    );
    const href = await page.locator('a[href^="/goods/"]').first().getAttribute('href');
    await page.goto(href!);
    await addToCartOnPage(page);
    await page.goto('/cart/list');
    const price = (await page.locator('.mall-cart-bar .big').innerText()).replace(/[^\d.]/g, '');
    await page.getByRole('button', { name: '返回采购系统' }).click();
    await expect(page.getByRole('heading', { name: 'SAP 已收到购物车' })).toBeVisible();

    expect(received).toHaveLength(1);
    const fields = received[0]!;
    expect(fields['~OkCode']).toBe('ADDI');
    expect(fields['NEW_ITEM-QUANTITY[1]']).toBe('1');
    expect(fields['NEW_ITEM-PRICE[1]']).toBe(price);
    expect(fields['NEW_ITEM-CURRENCY[1]']).toBe('CNY');
    expect(fields['NEW_ITEM-VENDORMAT[1]']).toBeTruthy();
    expect(fields['NEW_ITEM-QUANTITY[2]']).toBeUndefined();
  } finally {
    sap.close();
  }
});

test('the company 管理员 reads the punch-out set-up, without its secret, and the latest documents', async ({
  page,
  request,
}) => {
  // A refused setup request (wrong secret) is one of the latest documents.
  const refused = await request.post('/punchout/cxml', {
    headers: { 'content-type': 'text/xml' },
    data: setupRequest('http://127.0.0.1:9/return', `e2e-wrong-${Date.now()}`).replace(
      'demo-punchout-secret',
      'wrong-secret',
    ),
  });
  expect(refused.status()).toBe(401);
  await openAsBuyer(page, 'demo', 'Demo@123456', '/company/punchout');
  const panel = page.getByRole('region', { name: '采购系统对接' });
  await expect(panel).toContainText('DEMO-PROCUREMENT（NetworkID）');
  await expect(panel).toContainText('MALL-SUPPLIER');
  await expect(panel).toContainText('demo-oci');
  await expect(panel).toContainText('qy_caigou');
  await expect(panel).toContainText('已设置（不显示）');
  await expect(panel).not.toContainText('demo-punchout-secret');
  await expect(panel.getByRole('row').filter({ hasText: '401' }).first()).toContainText('身份验证失败');
  if (process.env.SCREENSHOTS) await page.screenshot({ path: shot('company-punchout.png'), fullPage: true });
});

/**
 * The console's buyer simulator plays the demo company's procurement system: it opens the storefront as the
 * member, takes back the cart the member fills (one line at the company's 协议价), and sends an OrderRequest
 * made of those lines, which becomes the company's order with the PO number.
 */
for (const protocol of ['cXML', 'OCI'] as const) {
  test(`buyer simulator (${protocol}): session, two products at the company's prices, the cart back, an OrderRequest becomes the company's order`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await consoleLogin(page, '运营');
    await openFromMenu(page, '采购系统对接', '采购系统模拟', /\/admin\/punchout\/simulator$/);
    await pickOption(page, page.getByLabel('企业'), '上海示范机电设备有限公司');
    await page.getByText(protocol, { exact: true }).click();
    await page
      .getByLabel('共享密钥 / OCI 密码')
      .fill(protocol === 'cXML' ? 'demo-punchout-secret' : 'DemoOci@123456');
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: '开始会话' }).click();
    const shop = await opened;
    await expect(shop.getByRole('status').filter({ hasText: '采购系统会话' })).toContainText(
      '上海示范机电设备有限公司',
    );

    // Two products: one that carries the demo company's 协议价 (a best seller) and one at its list price.
    const login = JSON.parse(
      decodeURIComponent((await context.cookies()).find((c) => c.name === 'loginInfo')!.value),
    ) as { accessToken: string };
    const headers = { authorization: `Bearer ${login.accessToken}` };
    await shop.goto('/');
    await expect(shop.locator('a[href^="/goods/"]').first()).toBeAttached();
    const links = await shop
      .locator('a[href^="/goods/"]')
      .evaluateAll((all) => [...new Set(all.map((a) => a.getAttribute('href')!))]);
    let agreed = '';
    let plain = '';
    for (const href of links) {
      const detail = (await (
        await shop.request.get(`/api/product/detail/${/\d+/.exec(href)![0]}`, { headers })
      ).json()) as {
        data: { skus: { priceTag?: string }[] };
      };
      const tags = detail.data.skus.map((k) => k.priceTag);
      if (!agreed && tags[0] === '协议价') agreed = href;
      else if (!plain && tags.every((tag) => !tag)) plain = href;
      if (agreed && plain) break;
    }
    expect(agreed && plain, 'a product with 协议价 and one without on the home page').toBeTruthy();
    for (const href of [agreed, plain]) {
      await shop.goto(href);
      await addToCartOnPage(shop);
    }
    await shop.goto('/cart/list');
    const cart = (await (
      await shop.request.post('/api/cart/list/getCartList', { headers, data: {} })
    ).json()) as { data: { lines: { code?: string; skuCode?: string; price: string; priceTag?: string }[] } };
    const prices = cart.data.lines.map((l) => l.price).sort();
    expect(cart.data.lines.some((l) => l.priceTag === '协议价')).toBe(true);
    await shop.getByRole('button', { name: '返回采购系统' }).click();
    await expect(shop.getByRole('heading', { name: '采购系统模拟器已收到购物车' })).toBeVisible();

    // The simulator shows the two lines at the prices the member saw (the company's).
    await expect(page.getByText('已收到购物车：2 行')).toBeVisible();
    const table = page.locator('.ant-card', { hasText: '回传的购物车' }).getByRole('table');
    const shown = (await table.locator('tbody tr td:nth-child(5)').allInnerTexts())
      .map((v) => v.replace('¥', ''))
      .sort();
    expect(shown).toEqual(prices);
    if (process.env.SCREENSHOTS && protocol === 'cXML')
      await page.screenshot({ path: shot('punchout-simulator.png'), fullPage: true });

    const po = await page.getByLabel('采购订单号').inputValue();
    await page.getByLabel('Sender 共享密钥').fill('demo-punchout-secret');
    await page.getByRole('button', { name: '发送 OrderRequest' }).click();
    await expect(page.getByText(/采购系统收到应答：200 已创建订单 \d+/)).toBeVisible();

    // The company sees the order under its PO number.
    await shop.goto(`/order/list?poNumber=${encodeURIComponent(po)}`);
    await expect(shop.locator('.mall-order-card, table, [role="table"]').first()).toBeVisible();
    const orderNo = /已创建订单 (\d+)/.exec(await page.getByText(/已创建订单/).innerText())![1]!;
    await shop.goto(`/order/detail?orderNo=${orderNo}`);
    await expect(shop.getByText(po).first()).toBeVisible();
  });
}

test('operators keep a set-up, read a document with its body, and replay it', async ({ page, request }) => {
  const setup = await request.post('/punchout/cxml', {
    headers: { 'content-type': 'text/xml' },
    data: setupRequest('http://127.0.0.1:9/return', `e2e-console-${Date.now()}`),
  });
  expect(setup.status()).toBe(200);
  await consoleLogin(page, '运营', '/punchout');
  const row = page.getByRole('row', { name: /上海示范机电设备有限公司/ });
  await expect(row).toContainText('NetworkID: DEMO-PROCUREMENT');
  await expect(row).toContainText('qy_caigou');
  await row.getByText('编辑').click();
  const dialog = await dialogNamed(page, '修改对接');
  await expect(dialog.getByLabel('Sender 共享密钥')).toHaveValue('');
  await dialog.getByLabel('允许的回传主机').fill('127.0.0.1\nlocalhost\nsrm.example.com');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已保存').first()).toBeVisible();
  await expect(row).toContainText('srm.example.com');

  await row.getByText('文档日志').click();
  const drawer = page.locator('.ant-drawer-content-wrapper');
  const received = drawer.getByRole('row', { name: /收到 PunchOutSetupRequest/ }).first();
  await expect(received).toContainText('200');
  await expect(drawer).not.toHaveClass(/-(appear|enter)(\s|$|-)/);
  await expect(page.getByText('已保存')).toBeHidden();
  if (process.env.SCREENSHOTS) await page.screenshot({ path: shot('punchout-console.png'), fullPage: true });
  await received.getByText('查看原文').click();
  const body = page.getByRole('dialog', { name: /PunchOutSetupRequest #\d+/ });
  await opened(body);
  await expect(body).toContainText('<Identity>DEMO-PROCUREMENT</Identity>');
  // Closed before 重放 is clicked: a close lost during the opening left the dialog over the drawer (CI, 2026-11-30).
  await expect(async () => {
    if (await body.isVisible()) await body.getByRole('button', { name: '关闭' }).click({ timeout: 2000 });
    await expect(body).toBeHidden({ timeout: 3000 });
  }).toPass({ timeout: 20_000 });
  await received.getByText('重放').click();
  await confirmPopover(page);
  await expect(page.getByText(/重放完成：200/)).toBeVisible();
});
