import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { consoleLogin } from './support/console';
import { buyerWithAddress, placeOrder } from './support/orders';
import { withArea } from './support/storefront';

/**
 * Catalogue: stock per area. 商品 gives one SKU its own 浙江 warehouse stock in the product editor;
 * a buyer in 浙江 sees it (local delivery) and buys it out, while 江苏 still sees the national stock; the
 * editor shows the warehouse at 0; removing it sends 浙江 back to the national stock.
 */

type DetailSku = { skuId: number; code: string; stock: number };

async function openEditor(admin: Page, productId: number, code: string) {
  await admin.goto(`/admin/catalogue/products?keyword=${productId}`);
  await admin.getByRole('link', { name: '编辑' }).first().click();
  await expect(admin.getByLabel('商品标题')).not.toHaveValue('');
  // The 开票信息 card above the SKUs loads after the product and grows when it does; wait for it, or the
  // page shifts under a click on the province list.
  await expect(admin.getByRole('button', { name: '保存编码' })).toBeVisible();
  return admin.getByRole('row').filter({ has: admin.locator(`input[value="${code}"]`) });
}

test('a province’s own stock: 浙江 buys from it, 江苏 from the national stock; removing it restores the national view', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const b = await buyerWithAddress(page, request, context, baseURL!);
  const { pick } = b;
  const detail = await (await request.get(`/api/product/detail/${pick.skuId}?areaCode=330000`)).json();
  const sku = (detail.data.skus as DetailSku[]).find((s) => s.skuId === pick.skuId)!;
  const stockText = page.getByTestId('sku-stock');
  // The national stock as the shop reads it now: other journeys' orders of the same product may have moved
  // it since the start, and product details are cached for a few seconds, so read it again and reload until
  // the page and the API agree on it.
  const expectNationalStock = async () =>
    expect(async () => {
      const fresh = await (await request.get(`/api/product/detail/${pick.skuId}?areaCode=320000`)).json();
      const stock = (fresh.data.skus as DetailSku[]).find((s) => s.skuId === pick.skuId)!.stock;
      await page.reload();
      await expect(stockText).toHaveText(`${stock}${pick.unit}`, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });

  const admin = await context.newPage();
  await consoleLogin(admin, '商品');
  let row = await openEditor(admin, pick.productId, sku.code);
  await row.getByRole('button', { name: '添加省份' }).click();
  // The province list is long (a virtual list): type to narrow it, then pick.
  // A dropdown that closed under the click (a late re-render) is opened again.
  const province = row.getByLabel('选择省份');
  await expect(async () => {
    await province.click();
    await province.fill('浙江');
    await admin
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '浙江省' })
      .click({ timeout: 3000 });
    await expect(row).toContainText('浙江省', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await row.getByLabel('分区库存数量').fill(String(pick.moq));
  await admin.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(admin.getByText('商品已保存')).toBeVisible();

  // 浙江: the provincial warehouse, delivered the next day.
  await page.bringToFront();
  await page.goto(`/goods/${pick.skuId}`);
  await expect(stockText).toHaveText(`${pick.moq}${pick.unit}`);
  await expect(page.getByText('本地仓现货，预计 1 天内送达')).toBeVisible();

  // The buyer takes all of it; the page then shows 浙江 sold out.
  await placeOrder(request, b);
  await page.reload();
  await expect(stockText).toHaveText('暂时缺货');
  await expect(page.getByRole('button', { name: '加入购物车' })).toBeDisabled();

  // 江苏 buys from the national warehouse, untouched by the 浙江 order.
  await withArea(context, baseURL!, '320000');
  await expectNationalStock();
  await expect(page.getByRole('button', { name: '加入购物车' })).toBeEnabled();

  // The editor shows the 浙江 warehouse empty; removing it sends 浙江 back to the national stock.
  await admin.bringToFront();
  row = await openEditor(admin, pick.productId, sku.code);
  await expect(row.getByLabel('分区库存数量')).toHaveValue('0');
  await row.getByRole('button', { name: '删除分区库存' }).click();
  await admin.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(admin.getByText('商品已保存')).toBeVisible();
  await page.bringToFront();
  await withArea(context, baseURL!, '330000');
  await expectNationalStock();
});
