import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { TAX_ID_CHARSET, taxIdCheckChar } from '../../packages/shared/src/tax-id';
import { registerByApi } from './support/auth';
import { invitationCode } from './support/company';
import { pickOption } from './support/console';
import { adminToken, buyerToken, callAs, openAsBuyer, pickProduct, type Pick } from './support/orders';
import { withArea } from './support/storefront';
import { dialogNamed } from './support/forms';

/**
 * A buyer creates a company (an operator verifies it; the console's own review is
 * console-companies.spec.ts); its 管理员 invites a purchaser and an approver by SMS; the purchaser's checkout
 * above the rule's threshold becomes a purchase request with a 采购单号; the approver approves it in 待我审批; the
 * order appears for the purchaser and, under 企业订单, for the 管理员, with its 采购单号; a budget overrun
 * shows its message at checkout.
 */

const AREA = '330000';
const unique = () => `${Date.now()}`.slice(-6);

function creditCode(): string {
  const body = `91330108${unique()}`;
  let tail = '';
  for (let i = 0; i < 17 - body.length; i++) tail += TAX_ID_CHARSET[Math.floor(Math.random() * 10)]!;
  return `${body}${tail}${taxIdCheckChar(`${body}${tail}`)}`;
}

const HANGZHOU = {
  contactName: '钱采购',
  mobile: '13712345678',
  provinceCode: '330000',
  cityCode: '330100',
  districtCode: '330106',
  detail: '古墩路 1 号 仓库',
  isDefault: 1,
};

/** A new signed-in page for a buyer (own browser context: own cookies). */
async function signedIn(
  browser: Browser,
  baseURL: string,
  username: string,
  password: string,
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await withArea(context, baseURL, AREA);
  const page = await context.newPage();
  await openAsBuyer(page, username, password);
  return page;
}

test('a company: created, verified, members invited; a request approved into an order with its 采购单号; a budget overrun', async ({
  page,
  request,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await withArea(context, baseURL!, AREA);
  const admin = await registerByApi(request);
  const purchaser = await registerByApi(request);
  const approver = await registerByApi(request);
  const product: Pick = await pickProduct(request, '扳手', AREA);

  // 1. The buyer creates the company in 企业信息.
  await openAsBuyer(page, admin.username, admin.password);
  await page.bringToFront();
  await page.goto('/company');
  const name = `杭州西溪精工机械有限公司${unique()}`;
  await page.getByLabel('企业名称').fill(name);
  await page.getByLabel('统一社会信用代码').fill(creditCode());
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '上传营业执照' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'licence.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(page.getByRole('button', { name: '重新上传' })).toBeVisible();
  await page.getByLabel('联系人').fill('周立新');
  await page.getByLabel('联系电话').fill(admin.mobile);
  await page.getByRole('button', { name: '提交认证' }).click();
  await expect(page.getByText('待审核').first()).toBeVisible();

  // 2. An operator verifies it.
  const adminTokenOfBuyer = await buyerToken(context);
  const company = await callAs<{ id: number }>(request, adminTokenOfBuyer, '/api/company/current');
  await callAs(request, await adminToken(request), '/api/admin/company/review', {
    id: company.id,
    approve: true,
  });
  await page.reload();
  await expect(page.getByText('已认证').first()).toBeVisible();

  // 3. The 管理员 invites a purchaser and an approver; each joins with the code the SMS carried.
  await page.goto('/company/members');
  for (const [who, role] of [
    [purchaser, '采购员'],
    [approver, '审批人'],
  ] as const) {
    // Each of the 成员 and 邀请记录 tabs has the toolbar, and the first invitation moves the page to 邀请记录:
    // the button to click is the one on the tab in view (a hidden tab keeps its own in the DOM).
    // The locator is tried afresh until a click lands: one resolved while the tabs switch can be the hidden
    // tab's button, and a click on it waited 3 minutes for it to show (2026-12-06).
    const invite = page.getByRole('button', { name: '邀请成员' }).filter({ visible: true }).first();
    await expect(async () => {
      await invite.click({ timeout: 3000 });
      await expect(page.getByRole('dialog', { name: '邀请成员' })).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
    const dialog = await dialogNamed(page, '邀请成员');
    await dialog.getByLabel('手机号').fill(who.mobile);
    await pickOption(page, dialog.getByLabel('角色'), role);
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: '邀请成员' }).click();
    await expect(page.getByText(`邀请短信已发送至 ${who.mobile}`)).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  const buyerPage = await signedIn(browser, baseURL!, purchaser.username, purchaser.password);
  await buyerPage.goto('/company');
  await buyerPage.getByLabel('邀请码').fill(await invitationCode(request, purchaser.mobile));
  await buyerPage.getByRole('button', { name: '加入企业' }).click();
  await expect(buyerPage.getByText('采购员').first()).toBeVisible();
  const approverPage = await signedIn(browser, baseURL!, approver.username, approver.password);
  const approverToken = await buyerToken(approverPage.context());
  await callAs(request, approverToken, '/api/company/join', {
    code: await invitationCode(request, approver.mobile),
  });
  const members = await callAs<{ userId: number; username: string }[]>(
    request,
    adminTokenOfBuyer,
    '/api/company/members',
  );
  const approverId = members.find((m) => m.username === approver.username)!.userId;
  const purchaserId = members.find((m) => m.username === purchaser.username)!.userId;

  // The rule: every order of ¥1.00 or more goes to the approver.
  await callAs(request, adminTokenOfBuyer, '/api/company/approval-rules/save', {
    name: '采购审批',
    minAmount: '1',
    levels: [{ kind: 'members', userIds: [approverId] }],
  });

  // 4. The purchaser's checkout becomes a purchase request with a 采购单号.
  // The company's shared delivery address (kept by the 管理员), which the purchaser ships to.
  await callAs(request, adminTokenOfBuyer, '/api/company/addresses/add', HANGZHOU);
  await page.goto('/company/shared');
  await expect(page.getByRole('heading', { name: /企业共享收货地址/ })).toBeVisible();
  await expect(page.getByText(HANGZHOU.detail)).toBeVisible();
  await buyerPage.goto(`/goods/${product.skuId}`);
  await buyerPage.getByRole('button', { name: '立即购买' }).click();
  await expect(buyerPage).toHaveURL(/\/settlement\?/);
  await expect(buyerPage.getByText('该订单需审批：采购审批')).toBeVisible();
  await expect(buyerPage.getByRole('radio', { name: /钱采购/ })).toHaveAttribute('aria-checked', 'true');
  await buyerPage.getByLabel('采购单号').fill('PO-E2E-0001');
  await buyerPage.getByRole('button', { name: '提交采购申请' }).click();
  await expect(buyerPage).toHaveURL(/\/company\/requests\/detail\?requestNo=SQ\d+/);
  const requestNo = new URL(buyerPage.url()).searchParams.get('requestNo')!;
  await expect(buyerPage.getByText('待审批').first()).toBeVisible();

  // 5. The approver approves it in 待我审批.
  await approverPage.goto('/company/approvals');
  const row = approverPage.locator('tr.ant-table-row', { hasText: requestNo });
  await expect(row).toContainText('PO-E2E-0001');
  await row.getByRole('button', { name: '通过' }).click();
  const decision = await dialogNamed(approverPage, '通过采购申请');
  await decision.getByLabel('审批意见').fill('同意采购');
  await decision.getByRole('button', { name: '通过' }).click();
  await expect(decision).toBeHidden();
  await expect(row).toBeHidden();

  // 6. The order is there for the purchaser and, under 企业订单, for the 管理员, with its 采购单号.
  await buyerPage.reload();
  await expect(buyerPage.getByText('已通过').first()).toBeVisible();
  await buyerPage.goto('/order/list');
  await expect(buyerPage.getByText('PO-E2E-0001').first()).toBeVisible();
  await page.goto('/order/list');
  await page.getByText('企业订单', { exact: true }).first().click();
  await expect(page.getByText('PO-E2E-0001').first()).toBeVisible();

  // 7. A budget that cannot cover the next order: its message shows at checkout.
  await callAs(request, adminTokenOfBuyer, '/api/company/budgets/save', {
    scope: 'member',
    scopeId: purchaserId,
    period: 'month',
    amount: '0.01',
  });
  await buyerPage.goto(`/goods/${product.skuId}`);
  await buyerPage.getByRole('button', { name: '立即购买' }).click();
  await expect(buyerPage.getByText('预算不足')).toBeVisible();
  await buyerPage.getByRole('button', { name: '提交采购申请' }).click();
  await expect(buyerPage.getByText(/超出预算：.*预算剩余 ¥0\.01/).first()).toBeVisible();
});
