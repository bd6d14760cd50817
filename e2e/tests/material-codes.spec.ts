import path from 'node:path';
import { expect, test } from './support/fixtures';
import { buyerToken, callAs, openAsBuyer } from './support/orders';

/**
 * 企业采购 → 物料编码 (issue 50): qy_caigou (采购员) finds the demo company's codes from the centre's menu,
 * narrows them by keyword, and changes one's description; the list shows the change.
 */
const shot = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', name);

test('采购员 finds, searches and edits the company’s material codes', async ({ page }) => {
  test.setTimeout(90_000);
  await openAsBuyer(page, 'qy_caigou', 'Caigou@123456', '/company');
  await page.getByRole('link', { name: '物料编码', exact: true }).click();
  await expect(page).toHaveURL(/\/company\?view=material-codes$/);
  const panel = page.getByRole('region', { name: '物料编码' });
  await expect(panel.getByText('共 50 个')).toBeVisible();
  await panel.getByRole('searchbox', { name: '物料编码、描述、商品编码、名称或型号' }).fill('WL-10050');
  await panel.getByRole('button', { name: /查询/ }).click();
  await expect(panel.getByText('共 1 个')).toBeVisible();
  const row = panel.locator('tbody tr').filter({ hasText: 'WL-10050' });
  await expect(row).toContainText('1 = 12');
  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: shot('company-material-codes.png'), fullPage: true });

  await row.getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog', { name: '编辑物料编码' });
  await dialog.getByLabel('描述').fill('车间备件 50（整箱）');
  await dialog.getByRole('button', { name: /保\s*存|确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('车间备件 50（整箱）');
});

type CodeRow = { id: number; skuId: number; code: string };
type Card = { productId: number; skuId: number; title: string };

test('采购员 sets a SKU’s code on the product page and finds it on the listing tile', async ({ page }) => {
  test.setTimeout(90_000);
  await openAsBuyer(page, 'qy_caigou', 'Caigou@123456', '/company');
  const token = await buyerToken(page.context());
  const codedOn = (pageNum: number) =>
    callAs<{ list: CodeRow[] }>(page.request, token, '/api/company/material-codes/list', {
      pageNum,
      pageSize: 50,
    });
  const coded = new Set([...(await codedOn(1)).list, ...(await codedOn(2)).list].map((r) => r.skuId));
  const cards = (
    await callAs<{ list: Card[] }>(page.request, token, '/api/product/search', {
      keyword: '手套',
      pageSize: 20,
    })
  ).list;
  const card = cards.find((c) => !coded.has(c.skuId));
  expect(card, 'a glove without a code').toBeTruthy();
  const code = `WL-E2E-${Date.now() % 1_000_000}`;
  try {
    await page.goto(`/goods/${card!.skuId}`);
    const box = page.getByTestId('sku-material-code');
    await box.getByRole('button', { name: '设为物料编码' }).click();
    const dialog = page.getByRole('dialog', { name: '设为物料编码' });
    await expect(dialog).toContainText(card!.title);
    await dialog.getByLabel('物料编码').fill(code);
    await dialog.getByLabel('描述').fill('劳保手套（班组领用）');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();
    await expect(box).toContainText(`我司物料编码：${code}`);
    await expect(box.getByRole('button', { name: '修改' })).toBeVisible();
    if (process.env.SCREENSHOTS) await page.screenshot({ path: shot('goods-material-code.png') });

    await page.goto(`/search?value=${encodeURIComponent('手套')}`);
    const tile = page.locator(`a[data-product-id="${card!.productId}"]`);
    await expect(tile.getByTestId('tile-material-code')).toHaveText(`物料编码 ${code}`);
    if (process.env.SCREENSHOTS)
      await tile.locator('..').screenshot({ path: shot('tile-material-code.png') });

    // Searching the code (written another way) puts its SKU first.
    await page.goto(`/search?value=${encodeURIComponent(code.toLowerCase())}`);
    const match = page.getByTestId('material-code-match');
    await expect(match).toContainText(`物料编码 ${code} 对应`);
    // Nothing else carries the code: the page says so, not 没有找到 under the product it names.
    await expect(page.getByTestId('search-code-only')).toContainText('除上面物料编码对应的商品外');
    await expect(page.getByText(/抱歉，没有找到/)).toHaveCount(0);
    if (process.env.SCREENSHOTS) await page.screenshot({ path: shot('search-material-code.png') });
    await match.getByRole('link', { name: card!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/goods/${card!.skuId}$`));
  } finally {
    const mine = (
      await callAs<{ list: CodeRow[] }>(page.request, token, '/api/company/material-codes/list', {
        keyword: code,
      })
    ).list;
    for (const row of mine)
      await callAs(page.request, token, '/api/company/material-codes/delete', { id: row.id });
  }
});
