import { type APIRequestContext, type Browser } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { dialogNamed, settled } from './support/forms';
import { TAX_ID_CHARSET, taxIdCheckChar } from '../../packages/shared/src/tax-id';
import { registerByApi } from './support/auth';
import { confirmModal, consoleLogin, openFromMenu, pickOption, sideMenu } from './support/console';
import { buyerToken, callAs, openAsBuyer } from './support/orders';

/**
 * 运营 finds a new company in 企业管理 (keyword and status filters), opens the
 * review dialog with the licence image, cannot 驳回 without a reason, rejects with one; the company's 管理员
 * corrects it and 运营 approves it; the detail shows its facts and members; 停用 and 启用 take effect at once.
 * 财务 and 商品 have no 企业管理 and get the 403 page there.
 */

/** Digits that differ between runs and between retries. */
const unique = () => `${Date.now()}`.slice(-6);

/** A well-formed 统一社会信用代码 (right check character) not used before in this run. */
function creditCode(): string {
  const body = `91330106${unique()}`;
  let tail = '';
  for (let i = 0; i < 17 - body.length; i++) tail += TAX_ID_CHARSET[Math.floor(Math.random() * 10)]!;
  const first17 = `${body}${tail}`;
  return `${first17}${taxIdCheckChar(first17)}`;
}

/** A licence image that looks like one in the screenshots: a page rendered by the browser, as a PNG. */
async function licencePng(browser: Browser, name: string, code: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 640, height: 440 } });
  await page.setContent(`
    <div style="box-sizing:border-box;width:640px;height:440px;padding:28px 40px;border:14px double #b8860b;
      background:#fffdf5;font-family:'Noto Sans CJK SC','WenQuanYi Micro Hei',sans-serif;color:#333">
      <div style="text-align:center;font-size:40px;letter-spacing:16px;color:#b22222;font-weight:bold">营业执照</div>
      <div style="text-align:center;font-size:14px;margin:6px 0 22px">（副 本）</div>
      <div style="font-size:16px;line-height:2.1">
        <div>统一社会信用代码：${code}</div>
        <div>名&#12288;&#12288;称：${name}</div>
        <div>类&#12288;&#12288;型：有限责任公司（自然人投资或控股）</div>
        <div>法定代表人：周立新</div>
        <div>注册资本：伍佰万元整</div>
        <div>住&#12288;&#12288;所：浙江省杭州市西湖区文三路 90 号</div>
      </div>
      <div style="position:absolute;right:70px;bottom:60px;width:110px;height:110px;border:4px solid #c00;
        border-radius:50%;color:#c00;display:flex;align-items:center;justify-content:center;font-size:14px">
        登记机关</div>
    </div>`);
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  return png;
}

async function uploadLicence(request: APIRequestContext, token: string, png: Buffer): Promise<string> {
  const res = await request.post('/api/files/upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: 'licence.png', mimeType: 'image/png', buffer: png } },
  });
  expect(res.ok(), `upload → ${res.status()}`).toBe(true);
  return ((await res.json()) as { data: { url: string } }).data.url;
}

test('运营 reviews, rejects, approves, disables and enables a company account', async ({
  page,
  request,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  // The buyer who creates the company and becomes its 管理员.
  const buyer = await registerByApi(request);
  await openAsBuyer(page, buyer.username, buyer.password);
  const token = await buyerToken(context);
  const name = `杭州恒力五金工具有限公司${unique()}`;
  const code = creditCode();
  const licenseImage = await uploadLicence(request, token, await licencePng(browser, name, code));
  const company = {
    name,
    creditCode: code,
    licenseImage,
    contactName: '周立新',
    contactMobile: buyer.mobile,
  };
  await callAs(request, token, '/api/company/create', company);

  const op = await context.newPage();
  await consoleLogin(op, '运营');
  await openFromMenu(op, '企业管理', '企业管理', /\/admin\/companies$/);
  const form = op.locator('form.console-filters');
  await form.getByLabel('关键词').fill(name);
  await pickOption(op, form.getByLabel('状态'), '待审核');
  await form.getByRole('button', { name: '查询' }).click();
  await expect(op).toHaveURL(/status=1/);
  // A table row (the review dialog's facts are rows too).
  const row = op.locator('tr.ant-table-row', { hasText: name });
  await expect(row).toContainText(code);
  await expect(row).toContainText(buyer.mobile);
  await expect(row).toContainText('待审核');

  // 驳回 needs a reason; the dialog shows the licence.
  await row.getByText('审核', { exact: true }).click();
  const dialog = await dialogNamed(op, `审核企业：${name}`);
  await expect(dialog.getByRole('img', { name: '营业执照' })).toBeVisible();
  await dialog.getByRole('button', { name: '驳回' }).click();
  await expect(dialog.getByText('请填写驳回原因')).toBeVisible();
  await dialog.getByLabel('驳回原因（驳回时必填）').fill('营业执照图片不清晰，请重新上传');
  await settled(dialog.getByText('请填写驳回原因'));
  await dialog.getByRole('button', { name: '驳回' }).click();
  await expect(dialog).toBeHidden();
  // Still filtered on 待审核: the rejected company leaves the list; under 已驳回 it shows.
  await expect(row).toBeHidden();
  await pickOption(op, form.getByLabel('状态'), '已驳回');
  await form.getByRole('button', { name: '查询' }).click();
  await expect(row).toContainText('已驳回');
  const mine = await callAs<{ status: number; rejectReason: string }>(request, token, '/api/company/current');
  expect(mine).toMatchObject({ status: 3, rejectReason: '营业执照图片不清晰，请重新上传' });

  // The 管理员 corrects it (back to 待审核) and 运营 approves it.
  await callAs(request, token, '/api/company/update', company);
  await form.getByRole('button', { name: '重置' }).click();
  await expect(op).toHaveURL(/\/admin\/companies$/);
  await expect(form.getByText('已驳回')).toHaveCount(0);
  await form.getByLabel('关键词').fill(name);
  await form.getByRole('button', { name: '查询' }).click();
  await expect(row).toContainText('待审核');
  await row.getByText('审核', { exact: true }).click();
  await dialog.getByRole('button', { name: '通过' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('已认证');
  expect(
    (await callAs<{ status: number; active: boolean }>(request, token, '/api/company/current')).active,
  ).toBe(true);

  // The detail: facts, licence, the 管理员 among the members.
  await row.getByRole('link', { name }).click();
  await expect(op).toHaveURL(/\/admin\/companies\/\d+$/);
  await expect(op.getByText(code)).toBeVisible();
  const members = op
    .locator('.ant-card')
    .filter({ has: op.locator('.ant-card-head-title', { hasText: /^成员（/ }) });
  await expect(members.locator('tr.ant-table-row', { hasText: buyer.username })).toContainText('管理员');

  // 停用 ends company features at once; 启用 brings them back.
  await op.getByRole('button', { name: '停用' }).click();
  await confirmModal(op);
  await expect(op.getByText('已停用').first()).toBeVisible();
  expect(
    (await callAs<{ status: number; active: boolean }>(request, token, '/api/company/current')).active,
  ).toBe(false);
  await op.getByRole('button', { name: '启用' }).click();
  await confirmModal(op);
  await expect(op.getByRole('button', { name: '停用' })).toBeVisible();
  expect(
    (await callAs<{ status: number; active: boolean }>(request, token, '/api/company/current')).active,
  ).toBe(true);
});

test('企业管理 is for 超级管理员 and 运营: 财务 and 商品 neither see it nor open it', async ({ page }) => {
  await consoleLogin(page, '超级管理员');
  await expect(sideMenu(page).getByRole('menuitem', { name: '企业管理' })).toBeVisible();
  for (const role of ['财务', '商品'] as const) {
    await page.bringToFront();
    await page.getByRole('button', { name: '退出登录' }).click();
    // Signed out once the login page shows: the app drops its cookie after the logout call answers, and a
    // sign-in stored before that was dropped with it (2026-12-06).
    await expect(page).toHaveURL(/\/admin\/login/);
    await consoleLogin(page, role);
    await expect(sideMenu(page).getByRole('menuitem', { name: '企业管理' })).toHaveCount(0);
    await page.goto('/admin/companies');
    await expect(page.getByText('当前角色没有访问此页面的权限')).toBeVisible();
  }
});
