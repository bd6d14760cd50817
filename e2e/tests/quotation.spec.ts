import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test } from './support/fixtures';
import { registerByApi } from './support/auth';
import { companyByApi } from './support/company';
import { consoleLogin, pickOption } from './support/console';
import { adminToken, buyerToken, callAs, HANGZHOU_AREA, openAsBuyer, pickProduct } from './support/orders';
import { withArea } from './support/storefront';
import { dialogNamed } from './support/forms';

/**
 * One lean journey over one verified company (set-up through the API where the UI is
 * not the point): the console imports an agreement price (.xlsx); the member sees 协议价 on the listing and
 * the product page and pays it; a quotation is made from the cart, downloaded (PDF and Excel), and after the
 * operator raises the price 按报价单下单 still charges the quoted price. Screenshots of the quotation page and
 * of its PDF's first page go to docs/screenshots/.
 */

const shots = path.resolve(import.meta.dirname, '../../docs/screenshots');
const tmp = mkdtempSync(path.join(tmpdir(), 'quotation-e2e-'));

type AdminProduct = { id: number; skus: { id: number; code: string; price: string }[] } & Record<
  string,
  unknown
>;
const yuan = (n: number) => n.toFixed(2);

test('agreement prices imported, shown and paid; a quotation made, downloaded and ordered from after a price rise', async ({
  page,
  request,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await withArea(context, baseURL!, HANGZHOU_AREA);
  const admin = await adminToken(request);
  const buyer = await registerByApi(request);
  await openAsBuyer(page, buyer.username, buyer.password);
  const token = await buyerToken(context);
  const company = await companyByApi(
    request,
    { admin, buyer: token, mobile: buyer.mobile },
    { name: '杭州协议精工机械有限公司', contactName: '钱采购' },
  );
  const pick = await pickProduct(request, '螺丝刀', HANGZHOU_AREA);
  const product = await callAs<AdminProduct>(request, admin, '/api/admin/catalogue/product/detail', {
    id: pick.productId,
  });
  const sku = product.skus.find((s) => s.id === pick.skuId)!;
  const list = Number(sku.price);
  const agreed = yuan(Math.max(0.01, Math.round(list * 0.8 * 100) / 100));

  // 1. The console imports the agreement price from an .xlsx on the shared import screen.
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('协议价');
  sheet.addRow(['企业', 'SKU编码', '协议价', '生效日期', '失效日期']);
  sheet.addRow([company.name, sku.code, agreed, '2020-01-01', '2099-12-31']);
  const consolePage = await (await browser.newContext({ baseURL })).newPage();
  await consoleLogin(consolePage, '商品', '/catalogue/agreement-prices');
  await consolePage.getByRole('tab', { name: '导入协议价' }).click();
  await consolePage.locator('input[type=file][accept=".xlsx"]').setInputFiles({
    name: '协议价.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  // (The same words show in a toast for a few seconds: the result panel is what stays.)
  await expect(consolePage.getByTestId('import-result')).toContainText(/导入成功：新增 1 条协议价/);

  // 2. The member sees 协议价 on the listing and the product page.
  await page.bringToFront();
  await page.goto(`/search?value=${encodeURIComponent(pick.title)}`);
  const card = page.locator('a.mall-tile').filter({ hasText: pick.title }).first();
  await expect(card.getByTestId('price-mark')).toContainText('协议价');
  await expect(card).toContainText(`¥${agreed}`);
  await page.goto(`/goods/${pick.skuId}`);
  await expect(page.getByTestId('price-mark').first()).toContainText('协议价');
  await expect(page.getByTestId('price-mark').first()).toContainText(`¥${yuan(list)}`);

  // 3. … and pays it: the cart, settlement and the order carry the agreement price.
  const quantity = pick.moq;
  await callAs(request, token, '/api/cart/list/saveCartProduct', {
    skuId: pick.skuId,
    quantity,
    areaCode: HANGZHOU_AREA,
  });
  await page.goto('/cart/list');
  const row = page.getByRole('row', { name: pick.title });
  await expect(row).toContainText(`¥${agreed}`);
  await expect(row).toContainText('协议价');

  // 4. A quotation of the selected line (15 days), downloaded as PDF and Excel.
  await page.getByRole('button', { name: '生成报价单' }).click();
  const dialog = await dialogNamed(page, '生成报价单');
  await dialog.getByText('15 天').click();
  await dialog.getByRole('button', { name: '生成报价单' }).click();
  await expect(page).toHaveURL(/\/quotations\/detail\?id=\d+$/);
  await expect(page.getByRole('heading', { name: /报价单 BJ\d+/ })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: sku.code })).toContainText(`¥${agreed}`);
  await expect(page.getByText(company.name)).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'quotation-detail.png'), fullPage: true });
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下载 PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^报价单-BJ\d+\.pdf$/);
  const pdfPath = path.join(tmp, 'quotation.pdf');
  await pdf.saveAs(pdfPath);
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain(company.name);
  expect(text).toContain(agreed);
  execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', pdfPath, path.join(tmp, 'page')]);
  const png = readdirSync(tmp).find((f) => f.endsWith('.png'))!;
  execFileSync('cp', [path.join(tmp, png), path.join(shots, 'quotation-pdf.png')]);
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下载 Excel' }).click(),
  ]);
  const read = new ExcelJS.Workbook();
  await read.xlsx.readFile(await xlsx.path());
  const cells: string[] = [];
  read.worksheets[0]!.eachRow((r) => r.eachCell((c) => void cells.push(String(c.text ?? ''))));
  expect(cells.join('\n')).toContain(sku.code);
  const quotationUrl = page.url();

  // 5. The operator raises the price and the agreement ends; the cart empties meanwhile.
  const agreements = await callAs<{ list: { id: number }[] }>(
    request,
    admin,
    '/api/admin/pricing/agreement/list',
    {
      companyId: company.id,
    },
  );
  await callAs(request, admin, '/api/admin/pricing/agreement/delete', {
    ids: agreements.list.map((a) => a.id),
  });
  const raised = yuan(list * 2);
  await callAs<AdminProduct>(request, admin, '/api/admin/catalogue/product/save', {
    ...product,
    skus: product.skus.map((s) => (s.id === pick.skuId ? { ...s, price: raised } : s)),
  });
  const cart = await callAs<{ lines: { id: number }[] }>(request, token, '/api/cart/list/getCartList', {});
  await callAs(request, token, '/api/cart/list/deleteCartProduct', { ids: cart.lines.map((l) => l.id) });

  // 6. 按报价单下单: the line comes back at the quoted price (not the raised list price, and no agreement
  // applies any more), marked, and the order is placed at it.
  await page.goto(quotationUrl);
  await page.getByRole('button', { name: '按报价单下单' }).click();
  await expect(page).toHaveURL(/\/cart\/list$/);
  const quoted = page.getByRole('row', { name: pick.title });
  await expect(quoted).toContainText(`¥${agreed}`);
  await expect(quoted).toContainText('报价单价');
  await expect(quoted).toContainText(`¥${raised}`);
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/settlement/);
  const amount = yuan(Number(agreed) * quantity);
  await expect(page.locator('body')).toContainText(`¥${amount}`);
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payment|\/order/);
  const orders = await callAs<{ list: { orderNo: string }[] }>(request, token, '/api/order/list', {
    pageSize: 5,
  });
  const order = await callAs<{ lines: { skuId: number; price: string }[] }>(
    request,
    token,
    '/api/order/detail',
    {
      orderNo: orders.list[0]!.orderNo,
    },
  );
  expect(order.lines.find((l) => l.skuId === pick.skuId)!.price).toBe(agreed);

  // 7. The console: the quotation in 报价单 (运营), and the company's 商品池 tab (商品).
  const adminPage = await (await browser.newContext({ baseURL })).newPage();
  await consoleLogin(adminPage, '运营', '/quotations');
  await page.bringToFront();
  const quotationNo = (await page.goto(quotationUrl),
  await page.getByRole('heading', { name: /报价单 BJ\d+/ }).textContent())!.match(/BJ\d+/)![0];
  await expect(adminPage.getByRole('row').filter({ hasText: quotationNo })).toContainText(company.name);
  await adminPage.screenshot({ path: path.join(shots, 'console-quotations.png') });
  await consolePage.getByRole('tab', { name: '商品池' }).click();
  const picker = consolePage.getByRole('tabpanel').getByRole('combobox');
  await pickOption(consolePage, picker, company.name, company.name.slice(0, 8));
  await consolePage.getByPlaceholder('SKU 编码或商品编号，多个用空格或逗号分隔').fill(sku.code);
  await consolePage.getByRole('button', { name: '加入商品池' }).click();
  await expect(consolePage.getByRole('row').filter({ hasText: sku.code })).toBeVisible();
  await consolePage.screenshot({ path: path.join(shots, 'console-pool.png') });
});
