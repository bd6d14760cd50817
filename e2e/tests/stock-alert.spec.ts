import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { registerByApi } from './support/auth';
import { consoleLogin } from './support/console';
import { adminToken, buyerToken, callAs, openAsBuyer } from './support/orders';
import { withArea } from './support/storefront';
import { dialogNamed } from './support/forms';

/**
 * 到货提醒: a buyer in 浙江 picks the sold-out size of a product and subscribes (到货通知 →
 * 已订阅到货通知); 商品 restocks it in the console's product editor; the buyer finds the 到货提醒 message in
 * 我的消息 and the alert 已通知 in the personal centre. With SCREENSHOTS=1 the second test refreshes
 * docs/screenshots/stock-alerts.png (and stock-alert-button.png).
 */

const AREA = '330000';
type Product = {
  id: number;
  title: string;
  skus: { id: number; code: string; spec: Record<string, string> }[];
};

/** A new product of the demo catalogue's brand and category, one SKU per size, with these stocks. */
async function productWithSizes(request: APIRequestContext, stocks: number[]): Promise<Product> {
  const admin = await adminToken(request);
  const search = await request.post('/api/product/search', { data: { keyword: '手套', pageSize: 1 } });
  const card = ((await search.json()) as { data: { list: { productId: number }[] } }).data.list[0]!;
  const model = await callAs<{ brandId: number; brandName: string; categoryId: number }>(
    request,
    admin,
    '/api/admin/catalogue/product/detail',
    { id: card.productId },
  );
  const tag = `DH${Date.now().toString(36).toUpperCase()}`;
  const sizes = ['S', 'M', 'L', 'XL'].slice(0, stocks.length);
  return callAs<Product>(request, admin, '/api/admin/catalogue/product/save', {
    title: `${model.brandName} 五级防割手套 耐磨丁腈涂层 ${tag}`,
    brandId: model.brandId,
    categoryId: model.categoryId,
    modelNo: tag,
    unit: '副',
    moq: 1,
    step: 1,
    specs: [{ name: '尺码', values: sizes }],
    skus: sizes.map((size, i) => ({
      spec: { 尺码: size },
      code: `${tag}-${size}`,
      price: (38.5 + i * 2).toFixed(2),
      stock: stocks[i]!,
      areaStocks: [],
    })),
    salesAreaCodes: ['0000'],
    onShelf: true,
  });
}

/** Opens the product in the console editor and answers the SKU row with this code. */
async function editorRow(admin: Page, productId: number, code: string) {
  await admin.goto(`/admin/catalogue/products?keyword=${productId}`);
  await admin.getByRole('link', { name: '编辑' }).first().click();
  await expect(admin.getByLabel('商品标题')).not.toHaveValue('');
  return admin.getByRole('row').filter({ has: admin.locator(`input[value="${code}"]`) });
}

test('a buyer subscribes to a sold-out size; an operator restocks it; the buyer is told once', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const product = await productWithSizes(request, [0, 40]);
  const [small, medium] = product.skus;
  await withArea(context, baseURL!, AREA);
  const buyer = await registerByApi(request);
  await openAsBuyer(page, buyer.username, buyer.password);

  // The M size is in stock: no 到货通知. S is sold out but can be picked, and offers it.
  await page.goto(`/goods/${medium!.id}`);
  await expect(page.getByTestId('sku-stock')).toHaveText('40副');
  await expect(page.getByRole('button', { name: '到货通知' })).toHaveCount(0);
  const sizeS = page.getByRole('radiogroup', { name: '尺码' }).getByRole('radio', { name: 'S', exact: true });
  await expect(sizeS).toHaveAttribute('title', '该规格暂时缺货');
  await sizeS.click();
  await expect(page).toHaveURL(new RegExp(`/goods/${small!.id}$`));
  await expect(page.getByTestId('sku-stock')).toHaveText('暂时缺货');
  await expect(page.getByRole('button', { name: /加入购物车/ })).toBeDisabled();
  await page.getByRole('button', { name: '到货通知' }).click();
  await expect(page.getByText('已订阅到货通知，到货后将通过站内消息和短信通知您')).toBeVisible();
  await expect(page.getByRole('button', { name: '已订阅到货通知' })).toBeDisabled();
  // Still subscribed after a reload; the in-stock size shows no button.
  await page.reload();
  await expect(page.getByRole('button', { name: '已订阅到货通知' })).toBeDisabled();

  // 到货提醒 in the personal centre: waiting.
  await page.goto('/stock-alerts');
  const row = page.getByRole('row').filter({ hasText: product.title });
  await expect(row).toContainText(`S · 编码 ${small!.code}`);
  await expect(row).toContainText('浙江省');
  await expect(row.getByTestId('stock-alert-state')).toContainText('等待到货');

  // 商品 restocks the S size in the console.
  const admin = await context.newPage();
  await consoleLogin(admin, '商品');
  const skuRow = await editorRow(admin, product.id, small!.code);
  await skuRow.getByLabel('全国库存').fill('25');
  await admin.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(admin.getByText('商品已保存')).toBeVisible();
  await admin.close();

  // 我的消息: one 到货提醒 message (the check runs just after the save).
  const title = `到货提醒：${product.title}`;
  await expect(async () => {
    await page.bringToFront();
    await page.goto('/system-messages');
    await expect(page.getByRole('list', { name: '我的消息' })).toContainText(title, { timeout: 5000 });
  }).toPass({ timeout: 30_000 });
  const message = page.getByRole('listitem').filter({ hasText: title });
  await expect(message).toHaveCount(1);
  await expect(message).toContainText('到货提醒');
  await message.click();
  const dialog = await dialogNamed(page, title);
  await expect(dialog).toContainText('已在浙江省到货');
  await dialog.getByRole('button', { name: '查看相关内容' }).click();
  await expect(page).toHaveURL(new RegExp(`/goods/${small!.id}$`));
  await expect(page.getByTestId('sku-stock')).toHaveText('25副');
  await expect(page.getByRole('button', { name: /加入购物车/ })).toBeEnabled();

  // The alert is 已通知 and the size can be bought now.
  await page.goto('/stock-alerts');
  await expect(row.getByTestId('stock-alert-state')).toContainText('已通知');
  await expect(row.getByTestId('stock-alert-state')).toContainText('现已有货');
  await expect(row.getByRole('link', { name: '去购买' })).toBeVisible();
  await expect(row.getByRole('button', { name: '取消提醒' })).toHaveCount(0);
});

test('到货提醒 screenshots at 1440 px', async ({ page, request, context, baseURL }) => {
  test.skip(!process.env.SCREENSHOTS, 'screenshots run on demand: SCREENSHOTS=1');
  test.setTimeout(120_000);
  const gloves = await productWithSizes(request, [0, 0, 0, 60]);
  const other = await productWithSizes(request, [0]);
  await withArea(context, baseURL!, AREA);
  const buyer = await registerByApi(request);
  await openAsBuyer(page, buyer.username, buyer.password);
  const token = await buyerToken(context);
  const subscribe = (skuId: number) =>
    callAs<{ id: number }>(request, token, '/api/stock-alert/subscribe', { skuId, areaCode: AREA });
  await subscribe(other.skus[0]!.id);
  const cancelled = await subscribe(gloves.skus[2]!.id);
  await callAs(request, token, '/api/stock-alert/cancel', { id: cancelled.id });
  await subscribe(gloves.skus[1]!.id);
  await subscribe(gloves.skus[0]!.id);
  // The M size comes back: its alert fires.
  const admin = await adminToken(request);
  const full = await callAs<{ skus: { stock: number }[] }>(
    request,
    admin,
    '/api/admin/catalogue/product/detail',
    { id: gloves.id },
  );
  await callAs(request, admin, '/api/admin/catalogue/product/save', {
    ...full,
    skus: full.skus.map((k, i) => ({ ...k, stock: i === 1 ? 30 : k.stock })),
  });

  await page.goto('/stock-alerts');
  await expect(page.getByTestId('stock-alert-state').filter({ hasText: '已通知' })).toHaveCount(1);
  await expect(page.getByTestId('stock-alert-state')).toHaveCount(4);
  await page.mouse.move(0, 0);
  await page.screenshot({
    path: path.resolve(import.meta.dirname, '../../docs/screenshots/stock-alerts.png'),
    fullPage: true,
  });

  await page.goto(`/goods/${gloves.skus[0]!.id}`);
  await expect(page.getByRole('button', { name: '已订阅到货通知' })).toBeDisabled();
  await page.screenshot({
    path: path.resolve(import.meta.dirname, '../../docs/screenshots/stock-alert-button.png'),
    clip: { x: 0, y: 0, width: 1440, height: 760 },
  });
});
