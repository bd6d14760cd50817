import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { consoleLogin, openFromMenu } from './support/console';
import { dialogNamed, settled } from './support/forms';
import { adminToken } from './support/orders';

const shot = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', name);

/**
 * 税收分类编码 (运营后台, role 商品): an operator adds a code to the table (a code of 18 digits is refused first),
 * sets it on a product's 三级分类, and sees the product inherit it: the editor's 开票信息 says 沿用分类 and the
 * 检查商品 tab gives the invoice line `*简称*商品名称` at the code's rate. 沿用上级 clears it again. With
 * SCREENSHOTS=1 the code table is saved to docs/screenshots at 1440 px.
 */

/** A text matched literally inside a row's name. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

type Product = { id: number; title: string; categoryId: number; categoryPath: string };
const CATALOGUE = '/api/admin/catalogue';

/** The first product of the catalogue with its 三级分类 (the code set there applies to it). */
async function someProduct(request: APIRequestContext, token: string): Promise<Product> {
  const res = await request.post(`${CATALOGUE}/product/list`, {
    headers: { authorization: `Bearer ${token}` },
    data: { pageNum: 1, pageSize: 1, sellerId: 0 },
  });
  const body = (await res.json()) as { data: { list: Product[] } };
  expect(body.data.list.length).toBeGreaterThan(0);
  return body.data.list[0]!;
}

/** Puts the category back to 沿用上级 if the journey stopped after setting it (other journeys of this server). */
async function clearCategory(request: APIRequestContext, token: string, categoryId: number) {
  await request.post(`${CATALOGUE}/tax-code/category/save`, {
    headers: { authorization: `Bearer ${token}` },
    data: { categoryId, code: null },
  });
}

/** Types into an antd Select and picks the option holding `text` (the list is long and virtual). */
async function pickCode(page: Page, field: Locator, text: string): Promise<void> {
  await expect(async () => {
    await field.click();
    await field.fill(text);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
      .first()
      .click({ timeout: 2000 });
  }).toPass({ timeout: 10_000 });
}

test('商品 adds a 税收分类编码, sets it on a category, and the product inherits it', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const product = await someProduct(request, token);
  const leaf = product.categoryPath.split(' / ').at(-1)!;
  // A code of this run in the table's layout (trailing zeros): the table keeps codes, a retry adds another.
  const code = `10905${String(Date.now()).slice(-6)}00000000`;
  const name = `旅程测试用品${code.slice(5, 9)}`;

  try {
    await consoleLogin(page, '商品');
    await openFromMenu(page, '商品管理', '税收分类编码', /\/admin\/catalogue\/tax-codes$/);
    await expect(page.getByRole('row', { name: /1090511000000000000/ })).toContainText('电动工具');

    // 新增编码: 18 digits are refused beside the field; 19 are saved with the rate chosen.
    await page.getByRole('button', { name: /新增编码/ }).click();
    const dialog = await dialogNamed(page, '新增编码');
    await dialog.getByLabel('税收分类编码').fill(code.slice(0, 18));
    await dialog.getByLabel('名称').fill(name);
    await dialog.getByLabel('简称').fill('测试用品');
    await dialog.getByText('9%', { exact: true }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    const refused = dialog.getByText('税收分类编码应为19位数字');
    await expect(refused).toBeVisible();
    await dialog.getByLabel('税收分类编码').fill(code);
    await settled(refused);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('税收分类编码已保存').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(code) });
    await expect(row).toContainText(name);
    await expect(row).toContainText('测试用品');
    await expect(row).toContainText('9%');
    if (process.env.SCREENSHOTS) {
      await expect(page.getByText('税收分类编码已保存')).toBeHidden();
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: shot('console-tax-codes.png'), fullPage: true });
    }

    // 分类编码: the product's 三级分类 inherits from above until the new code is set on it.
    await page.getByRole('tab', { name: '分类编码' }).click();
    await page.getByLabel('分类名称').fill(leaf);
    const category = page.getByRole('row', { name: literally(product.categoryPath) });
    await expect(category).toContainText('沿用上级');
    await category.getByText('设置编码').click();
    const set = await dialogNamed(page, `设置「${leaf}」的税收分类编码`);
    await pickCode(page, set.getByLabel('税收分类编码'), code);
    await set.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('分类的税收分类编码已保存').first()).toBeVisible();
    await expect(category).not.toContainText('沿用上级');
    await expect(category).toContainText(code);
    await expect(category).toContainText('9%');

    // 检查商品: every SKU's invoice line is `*测试用品*<title>` at 9 %, from the category.
    await page.getByRole('tab', { name: '检查商品' }).click();
    await page.getByLabel('商品编号').fill(String(product.id));
    await page.getByRole('button', { name: '检查' }).click();
    await expect(page.getByText(/个规格均可开票/)).toBeVisible();
    const line = page.getByRole('row', { name: literally('*测试用品*') }).first();
    await expect(line).toContainText(`*测试用品*${product.title}`);
    await expect(line).toContainText('9%');
    await expect(line).toContainText('分类');

    // The product editor's 开票信息: no code of its own, the category's applies.
    await page.goto(`/admin/catalogue/products/${product.id}`);
    await expect(page.getByTestId('product-tax-applies')).toHaveText(`${code} · 测试用品 · 9%（沿用分类）`);

    // 沿用上级 again: the category's own code is cleared.
    await page.goto('/admin/catalogue/tax-codes?tab=categories');
    await page.getByLabel('分类名称').fill(leaf);
    await category.getByText('设置编码').click();
    const clear = await dialogNamed(page, `设置「${leaf}」的税收分类编码`);
    await clear.locator('.ant-select').hover();
    await clear.locator('.ant-select-clear').click();
    await expect(clear).toContainText('沿用上级');
    await clear.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('分类的税收分类编码已保存').first()).toBeVisible();
    await expect(category).toContainText('沿用上级');
    await expect(category).not.toContainText(code);
  } finally {
    await clearCategory(request, token, product.categoryId);
  }
});
