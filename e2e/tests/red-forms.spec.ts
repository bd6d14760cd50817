import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { PLATFORM_PROFILE as PROFILE } from '../../apps/server/src/modules/finance/einvoice/demo-profile';
import { expect, test } from './support/fixtures';
import { registerByApi } from './support/auth';
import { companyByApi } from './support/company';
import { dialogNamed, opened, popconfirmOpen } from './support/forms';
import {
  adminToken,
  buyerToken,
  callAs,
  HANGZHOU_AREA,
  openAsBuyer,
  pickProduct,
  type Pick,
} from './support/orders';
import { pickOption } from './support/console';
import { withArea } from './support/storefront';

/**
 * 红字确认单 on the buyer's side (issue 47): a company whose buyer is also its 财务 gets a 数电专票 on a
 * completed 自营 order, issued through the sandbox; a return (退货退款, refunded) opens a 红字确认单 for the
 * returned line; the 财务 confirms it under 个人中心 → 红字确认单 and the red invoice shows beside the blue one.
 * The console's 财务 applies another (开票有误), which the buyer rejects with a reason; the buyer applies one
 * himself and revokes it. With SCREENSHOTS=1 it writes docs/screenshots/red-form-waiting.png.
 */

const shot = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', name);
const SHOTS = !!process.env.SCREENSHOTS;
/** A valid 统一社会信用代码 (GB 32100-2015 check character). */
const TAX_NO = '91330106MA2B3C4D5D';

type Form = {
  id: number;
  invoiceId: number;
  status: string;
  afsNo: string;
  blueNumber: string;
  formNumber: string;
  redStatus: string;
  redNumber: string | null;
};
type Ctx = { request: APIRequestContext; admin: string; token: string };

/** A completed 自营 order of `quantity`, on the company's address, paid by transfer. */
async function completedOrder(c: Ctx, addressId: number, pick: Pick, quantity: number): Promise<string> {
  const { orderNo } = await callAs<{ orderNo: string }>(c.request, c.token, '/api/checkout/submit', {
    items: [{ skuId: pick.skuId, quantity }],
    idempotencyKey: `e2e-red-${Date.now()}`,
    addressId,
    payMethod: 4,
    remark: '',
  });
  await callAs(c.request, c.admin, '/api/admin/order/confirmOfflinePayment', { orderNo, note: '已到账' });
  await callAs(c.request, c.admin, '/api/admin/order/accept', { orderNo });
  await callAs(c.request, c.admin, '/api/admin/order/ship', {
    orderNo,
    carrier: '顺丰速运',
    trackingNo: 'SF1400123450047',
  });
  await callAs(c.request, c.token, '/api/order/confirmReceipt', { orderNo });
  return orderNo;
}

/** Applies for a 专票 over the order and has 自营 issue it through the sandbox; answers the blue number. */
async function issuedSpecial(
  c: Ctx,
  orderNo: string,
  titleId: number,
): Promise<{ id: number; number: string }> {
  const invoice = await callAs<{ id: number }>(c.request, c.token, '/api/invoice/apply', {
    orderNos: [orderNo],
    type: 2,
    titleId,
  });
  await callAs(c.request, c.admin, '/api/admin/invoice/einvoice/issue', { invoiceId: invoice.id });
  let number = '';
  await expect(async () => {
    const list = await callAs<{ invoiceId: number; status: string; number: string | null }[]>(
      c.request,
      c.admin,
      '/api/admin/invoice/einvoice/issue/list',
      {},
    );
    const issue = list.find((i) => i.invoiceId === invoice.id);
    expect(issue?.status).toBe('issued');
    number = issue!.number!;
  }).toPass({ timeout: 30_000 });
  return { id: invoice.id, number };
}

/** The buyer's forms over one invoice, as his page lists them. */
const formsOf = async (c: Ctx, invoiceId: number) =>
  (await callAs<Form[]>(c.request, c.token, '/api/invoice/einvoice/red-forms', {})).filter(
    (f) => f.invoiceId === invoiceId,
  );

const card = (page: Page, formNumber: string) =>
  page.locator('article.mall-red-form').filter({ hasText: formNumber });

test('红字确认单: a return opens one, the company’s 财务 confirms it and the red invoice is linked; another is rejected with a reason', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await withArea(context, baseURL!, HANGZHOU_AREA);
  const admin = await adminToken(request);
  const buyer = await registerByApi(request);
  await openAsBuyer(page, buyer.username, buyer.password);
  const token = await buyerToken(context);
  const c: Ctx = { request, admin, token };
  const company = await companyByApi(
    request,
    { admin, buyer: token, mobile: buyer.mobile },
    { name: '杭州红字精工机电有限公司', contactName: '周财务', roles: ['管理员', '采购员', '财务'] },
  );
  await callAs(request, admin, '/api/admin/invoice/einvoice/profile', PROFILE);
  const title = await callAs<{ id: number }>(request, token, '/api/invoice/title/add', {
    companyName: company.name,
    taxNo: TAX_NO,
    regAddress: '浙江省杭州市西湖区文三路 90 号',
    regPhone: '0571-88886666',
    bankName: '中国工商银行杭州文三路支行',
    bankAccount: '1202020209900012345',
    email: 'caiwu@example.com',
  });
  const pick = await pickProduct(request, '螺丝刀', HANGZHOU_AREA);
  const quantity = pick.moq + 2 * pick.step;

  // A 数电专票 on a completed order, issued through the sandbox.
  const orderNo = await completedOrder(c, company.addressId, pick, quantity);
  const blue = await issuedSpecial(c, orderNo, title.id);
  expect(blue.number).toMatch(/^\d{20}$/);

  // A return of one piece, refunded: the server opens a form for the returned line (销货退回).
  const info = await callAs<{ lines: { orderLineId: number }[] }>(request, token, '/api/afs/applyInfo', {
    orderNo,
  });
  const { afsNo } = await callAs<{ afsNo: string }>(request, token, '/api/afs/apply', {
    orderNo,
    orderLineId: info.lines[0]!.orderLineId,
    type: 2,
    quantity: pick.step,
    reason: '商品质量问题',
    description: '刀头有裂纹',
  });
  await callAs(request, admin, '/api/admin/afs/approve', { afsNo, note: '' });
  await callAs(request, token, '/api/afs/shipReturn', {
    afsNo,
    carrier: '顺丰速运',
    trackingNo: 'SF1400999888047',
  });
  await callAs(request, admin, '/api/admin/afs/confirmReturn', { afsNo, note: '' });
  await callAs(request, admin, '/api/admin/afs/refund', { afsNo, note: '已退回对公账户' });
  let returned: Form | undefined;
  await expect(async () => {
    returned = (await formsOf(c, blue.id)).find((f) => f.afsNo === afsNo);
    expect(returned?.status).toBe('pending');
  }).toPass({ timeout: 30_000 });

  // 个人中心 → 企业采购 → 红字确认单: the form waits for the 财务, 待确认 first.
  await page.goto('/user-info');
  await page.locator('.mall-centre-menu').getByRole('link', { name: '红字确认单' }).click();
  await expect(page).toHaveURL(/\/red-forms$/);
  const waiting = card(page, returned!.formNumber);
  await expect(waiting).toContainText('待您确认');
  await expect(waiting).toContainText(blue.number);
  await expect(waiting).toContainText('销货退回');
  await expect(waiting).toContainText(afsNo);
  await expect(waiting).toContainText(/剩余 7[01] 小时/);
  await expect(waiting.locator('tfoot .red')).toHaveText(/^-\d+\.\d{2}$/);
  if (SHOTS) {
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: shot('red-form-waiting.png'), fullPage: true });
  }

  // 确认: the red invoice follows, linked to the blue one.
  await waiting.getByRole('button', { name: '确认' }).click();
  // The confirm is clicked once the popover stands (one click during its zoom was lost, run of 24d0b39).
  await opened(page.locator('.ant-popover'));
  await page.locator('.ant-popover').getByRole('button', { name: '确认' }).click();
  await expect(page.getByText('红字确认单已确认')).toBeVisible();
  await expect(async () => {
    const f = (await formsOf(c, blue.id)).find((x) => x.afsNo === afsNo)!;
    expect(f.redStatus).toBe('issued');
    expect(f.redNumber).toMatch(/^\d{20}$/);
  }).toPass({ timeout: 30_000 });
  await page.getByRole('tab', { name: '已确认' }).click();
  const confirmed = card(page, returned!.formNumber);
  await expect(confirmed).toContainText('已确认');
  await expect(confirmed).toContainText(blue.number);
  await expect(confirmed).toContainText(/红字发票号码\s*\d{20}/);

  // The console's 财务 applies another (开票有误, everything left); the buyer rejects it with a reason.
  const second = await callAs<Form>(request, admin, '/api/admin/invoice/einvoice/red-forms/apply', {
    invoiceId: blue.id,
    reason: '开票有误',
  });
  await page.getByRole('tab', { name: '待确认' }).click();
  const other = card(page, second.formNumber);
  await expect(other).toContainText('开票有误');
  await other.getByRole('button', { name: '拒绝' }).click();
  const reject = await dialogNamed(page, '拒绝红字确认单');
  await reject.getByRole('button', { name: '拒绝' }).click();
  await expect(reject).toContainText('请填写拒绝理由');
  await reject.getByLabel('拒绝理由').fill('开票信息无误，不同意冲红');
  await reject.getByRole('button', { name: '拒绝' }).click();
  await expect(reject).toBeHidden();
  await expect(page.getByText('红字确认单已拒绝')).toBeVisible();
  await page.getByRole('tab', { name: '已拒绝' }).click();
  await expect(card(page, second.formNumber)).toContainText('开票信息无误，不同意冲红');
  expect((await formsOf(c, blue.id)).find((f) => f.id === second.id)?.status).toBe('rejected');

  // The buyer applies one himself (销售折让, the first line's amount in part) and revokes it.
  await page.getByRole('button', { name: '申请红字确认单' }).click();
  const apply = await dialogNamed(page, '申请红字确认单');
  // Each pick retried until the select shows it: a click during the dropdown's animation once left it open
  // over the form (a CI run of 2026-12-02).
  await pickOption(page, apply.getByLabel('蓝字发票'), blue.number);
  await pickOption(page, apply.getByLabel('红冲原因'), '销售折让');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await apply.getByText('所选明细').click();
  await apply.locator('.mall-red-form-picker .ant-checkbox-input').first().check();
  await apply
    .getByLabel(/^红冲数量/)
    .first()
    .fill('0');
  await apply
    .getByLabel(/^红冲金额/)
    .first()
    .fill('1.00');
  await apply.getByRole('button', { name: '申请红字确认单' }).click();
  await expect(apply).toBeHidden();
  await expect(page.getByText('红字确认单已提交')).toBeVisible();
  const mine = (await formsOf(c, blue.id)).find((f) => f.status === 'pending')!;
  const own = card(page, mine.formNumber);
  await expect(own).toContainText('待销售方确认');
  await expect(own).toContainText('-1.00');
  await own.getByRole('button', { name: '撤销' }).click();
  await (await popconfirmOpen(page)).getByRole('button', { name: '撤销' }).click();
  await expect(page.getByText('红字确认单已撤销')).toBeVisible();
  await expect(card(page, mine.formNumber)).toContainText('已撤销');
});
