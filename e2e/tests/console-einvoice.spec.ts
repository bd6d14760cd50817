import path from 'node:path';
import { PLATFORM_PROFILE as PROFILE } from '../../apps/server/src/modules/finance/einvoice/demo-profile';
import { expect, test } from './support/fixtures';
import { confirmModal, consoleLogin, openFromMenu } from './support/console';
import { dialogNamed } from './support/forms';
import { adminToken, buyerWithAddress, callAs, completedOrder } from './support/orders';

/**
 * 数电票 in the console (issue 47) and the portal: a buyer's 专票 application on a completed 自营 order; the
 * console's 财务 issues it from the application's page (开具数电票) and finds the request with its 流水号 on the
 * 数电票 page once the sandbox has issued it; reads the 授信额度 again; applies for a 红字确认单 over one line
 * (picking the invoice by its number, then the line and a quantity) and revokes it;
 * confirms the one the buyer applies for, which waits for us with its deadline, and the red invoice follows.
 * A demo shop's administrator opens the portal's 数电票 page (红字确认单, 授信额度, 开票信息).
 * With SCREENSHOTS=1 it writes docs/screenshots/console-einvoice.png and console-einvoice-red-form-apply.png.
 */

const shot = path.resolve(import.meta.dirname, '../../docs/screenshots/console-einvoice.png');
const applyShot = path.resolve(
  import.meta.dirname,
  '../../docs/screenshots/console-einvoice-red-form-apply.png',
);
const TITLE = {
  companyName: '宁波甬江精工机电有限公司',
  taxNo: '91330106MA2B3C4D5D',
  regAddress: '浙江省宁波市鄞州区天童南路 588 号',
  regPhone: '0574-88886666',
  bankName: '中国建设银行宁波鄞州支行',
  bankAccount: '3310019876543210',
  email: 'caiwu@example.com',
};
const CODE = '1080422000000000000';

type Form = {
  id: number;
  formNumber: string;
  status: string;
  redStatus: string;
  redNumber: string | null;
};

test('数电票 in the console: issue from the application, 流水号, 授信额度, a 红字确认单 revoked and one confirmed; the portal page', async ({
  page,
  request,
  context,
  baseURL,
  browser,
}) => {
  test.setTimeout(240_000);
  const s = await buyerWithAddress(page, request, context, baseURL!);
  const admin = await adminToken(request);
  const title = await callAs<{ id: number }>(request, s.token, '/api/invoice/title/add', TITLE);
  const orderNo = await completedOrder(request, s, admin, 3);
  const invoice = await callAs<{ id: number }>(request, s.token, '/api/invoice/apply', {
    orderNos: [orderNo],
    type: 2,
    titleId: title.id,
  });
  await callAs(request, admin, '/api/admin/invoice/einvoice/profile', PROFILE);
  await callAs(request, admin, '/api/admin/catalogue/tax-code/save', {
    code: CODE,
    name: '工具',
    shortName: '金属制品',
    rate: '13',
  });
  await callAs(request, admin, '/api/admin/catalogue/tax-code/product/save', {
    productId: s.pick.productId,
    code: CODE,
  });
  const serial = `EI${String(invoice.id).padStart(10, '0')}01`;

  // 财务 issues the 数电专票 from the application's page.
  await consoleLogin(page, '财务', `/finance/invoices/${invoice.id}`);
  await page.getByRole('button', { name: '开具数电票' }).click();
  await confirmModal(page);
  await expect(page.getByText(`数电票已提交开具（流水号 ${serial}）`)).toBeVisible();

  // 财务管理 → 数电票: the request with its 流水号 and, once the sandbox answered, its 20-digit number.
  await openFromMenu(page, '财务管理', '数电票', /\/admin\/finance\/einvoice$/);
  await expect(page.getByRole('tab', { name: '开具请求', selected: true })).toBeVisible();
  const request1 = page.getByRole('row', { name: new RegExp(serial) });
  await expect(request1).toBeVisible();
  await expect(request1).toContainText('数电专票');
  await expect(request1.getByRole('link', { name: String(invoice.id) })).toBeVisible();
  // The list reads itself again while the request is open.
  await expect(request1).toContainText('已开具', { timeout: 60_000 });
  await expect(request1).toContainText(/\d{20}/);

  // 授信额度: the figures and 刷新 reads them from the provider again.
  await page.getByRole('tab', { name: '授信额度' }).click();
  const quota = page.getByRole('tabpanel', { name: '授信额度' });
  await expect(quota).toContainText('本月授信额度');
  await expect(quota).toContainText('剩余额度');
  await quota.getByRole('button', { name: /刷新/ }).click();
  await expect(page.getByText('已重新读取授信额度')).toBeVisible();
  await expect(quota).toContainText(/读取时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);

  // 开票信息: 自营's profile as saved (no secret shown back).
  await page.getByRole('tab', { name: '开票信息' }).click();
  await expect(page.getByLabel('纳税人识别号')).toHaveValue(PROFILE.taxpayerId);
  await expect(page.getByLabel('开票人')).toHaveValue(PROFILE.drawer);

  // 红字确认单: we apply (销货退回) for one of the line's 3 by picking our invoice (searched by its number) and
  // the line; it waits for the buyer; we revoke it.
  const blueNumber = (
    await callAs<{ invoiceId: number; number: string }[]>(
      request,
      admin,
      '/api/admin/invoice/einvoice/issue/list',
      {},
    )
  ).find((i) => i.invoiceId === invoice.id)!.number;
  await page.getByRole('tab', { name: '红字确认单' }).click();
  await page.getByRole('button', { name: '申请红字确认单' }).click();
  const apply = await dialogNamed(page, '申请红字确认单');
  const picker = apply.getByRole('combobox', { name: '蓝字发票' });
  await expect(async () => {
    await picker.click();
    await picker.fill(blueNumber.slice(-8));
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: blueNumber })
      .click({ timeout: 2000 });
    await expect(apply).toContainText(TITLE.companyName, { timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(apply).toContainText(orderNo);
  await expect(apply).toContainText('须购买方在 72 小时内确认');
  await apply.getByText('销货退回', { exact: true }).click();
  await apply.getByText('部分冲红（选择明细行）').click();
  const line = apply.locator('.ant-table-tbody tr.ant-table-row').first();
  await line.getByRole('checkbox').check();
  const quantity = line.getByRole('spinbutton', { name: /^红冲数量/ });
  await expect(quantity).toHaveValue('3');
  await quantity.fill('1');
  await quantity.blur();
  const unitYuan = (await line.getByRole('spinbutton', { name: /^红冲金额/ }).inputValue()).replace(/,/g, '');
  await expect(line).toContainText(`-¥${unitYuan}`);
  await expect(apply.locator('.ant-table-summary')).toContainText(`-¥${unitYuan}`);
  if (process.env.SCREENSHOTS) await apply.screenshot({ path: applyShot });
  await apply.getByRole('button', { name: '申请红字确认单' }).click();
  await expect(page.getByText('红字确认单已提交')).toBeVisible();
  const ofInvoice = () =>
    callAs<(Form & { lines: { index: number; quantity: number }[] })[]>(
      request,
      admin,
      '/api/admin/invoice/einvoice/red-forms',
      { invoiceId: invoice.id },
    );
  const ours = (await ofInvoice()).find((f) => f.status === 'pending')!;
  expect(ours.lines).toEqual([expect.objectContaining({ index: 0, quantity: -1 })]);
  const ourRow = page.getByRole('row', { name: new RegExp(ours.formNumber) });
  await expect(ourRow).toContainText('待对方确认');
  await ourRow.getByRole('button', { name: '撤销' }).click();
  await confirmModal(page);
  await expect(page.getByText('红字确认单已撤销')).toBeVisible();
  await expect(ourRow).toContainText('已撤销');

  // The buyer applies (销货退回): it waits for us, first in the list with its deadline; we confirm it.
  const theirs = await callAs<Form>(request, s.token, '/api/invoice/einvoice/red-forms/apply', {
    invoiceId: invoice.id,
    reason: '销货退回',
  });
  await page.reload();
  await expect(page.getByRole('tab', { name: '红字确认单', selected: true })).toBeVisible();
  const waiting = page.getByRole('row', { name: new RegExp(theirs.formNumber) });
  await expect(waiting).toContainText('待我方确认');
  await expect(waiting).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText('待我方确认');
  if (process.env.SCREENSHOTS) {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: shot, fullPage: true });
  }
  await waiting.getByRole('button', { name: '确认' }).click();
  await confirmModal(page);
  await expect(page.getByText('红字确认单已确认')).toBeVisible();
  await expect(waiting).toContainText('已确认');
  await expect(async () => {
    const f = (await ofInvoice()).find((x) => x.id === theirs.id)!;
    expect(f.redNumber).toMatch(/^\d{20}$/);
  }).toPass({ timeout: 30_000 });

  // The portal: a demo shop's 数电票 page, the same screens on the shop's calls.
  const shops = await callAs<{ list: { name: string; mobile: string }[] }>(
    request,
    admin,
    '/api/admin/shop/list',
    { pageSize: 50 },
  );
  const xinghu = shops.list.find((x) => x.name === '星湖精密五金')!;
  const portal = await (await browser.newContext()).newPage();
  await portal.goto('/merchant/login');
  await portal.getByLabel('登录名（店铺管理员为申请手机号）').fill(xinghu.mobile);
  await portal.getByLabel('密码').fill('Xinghu@123456');
  await portal.getByRole('button', { name: /登\s*录/ }).click();
  await expect(portal.getByTestId('operator-role')).toHaveText('店铺管理员');
  await portal.getByRole('menuitem', { name: '数电票' }).click();
  await expect(portal).toHaveURL(/\/merchant\/finance\/einvoice$/);
  await expect(portal.getByRole('tab')).toHaveText(['红字确认单', '授信额度', '开票信息']);
  await portal.getByRole('tab', { name: '授信额度' }).click();
  await expect(portal.getByRole('tabpanel', { name: '授信额度' })).toContainText('本月授信额度');
  await portal.getByRole('tab', { name: '开票信息' }).click();
  await expect(portal.getByLabel('纳税人识别号')).toBeVisible();
  await portal.context().close();
});
