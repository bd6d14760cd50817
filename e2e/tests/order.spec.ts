import ExcelJS from 'exceljs';
import dayjs from 'dayjs';
import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { dialogNamed, opened, pickCascader } from './support/forms';
import { registerByApi } from './support/auth';
import {
  adminToken,
  buyerToken,
  callAs,
  cartBadge,
  openAsBuyer,
  pickProduct,
  type Pick,
} from './support/orders';
import { withArea } from './support/storefront';

/**
 * browser side: cart → quotation → checkout with a new address, a special electronic VAT
 * invoice and offline payment → operator accepts and ships → buyer confirms receipt; and an online payment
 * through the sandbox gateway's cashier page.
 */

const AREA = '330000'; // 浙江省: the new address is in Hangzhou, the cart is checked against the same area.

const INVOICE_TITLE = {
  companyName: '端到端测试有限公司',
  taxNo: '91350100M000100Y43',
  regAddress: '浙江省杭州市西湖区文三路 90 号',
  regPhone: '0571-88886666',
  bankName: '中国工商银行杭州西湖支行',
  bankAccount: '1202021109001234567',
  email: 'invoice@example.com',
  isDefault: 1,
};
const yuan = (n: number) => n.toFixed(2);
const row = (page: Page, title: string) => page.getByRole('row', { name: title, exact: true });
/** antd button-style radios: click the visible label, then the radio is checked. */
async function choose(page: Page, group: string, option: string) {
  const radios = page.getByRole('radiogroup', { name: group });
  await radios.getByText(option, { exact: true }).click();
  await expect(radios.getByRole('radio', { name: option })).toBeChecked();
}
const sidebarCount = (page: Page) => page.locator('.mall-sidebar').getByRole('button', { name: /购物车/ });

test('cart, quotation, offline checkout with a new address and a VAT invoice, then the order life cycle', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await withArea(context, baseURL!, AREA);
  const buyer = await registerByApi(request);
  const first = await pickProduct(request, '螺丝刀', AREA);
  const second = await pickProduct(request, '手套', AREA, [first.productId]);

  await openAsBuyer(page, buyer.username, buyer.password);
  await expect(cartBadge(page)).toHaveCount(0);

  // 1. From search: the header search box → the result tile → the detail page → 加入购物车.
  const box = page.getByRole('searchbox', { name: '请输入商品名称、型号、品牌' });
  await box.fill('螺丝刀');
  await box.press('Enter');
  await page.getByRole('list', { name: '商品列表' }).getByRole('link', { name: first.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/goods/${first.skuId}$`));
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
  await expect(cartBadge(page)).toHaveText('1');
  await expect(sidebarCount(page)).toContainText('1');

  // 2. From a detail page directly.
  await page.goto(`/goods/${second.skuId}`);
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(cartBadge(page)).toHaveText('2');
  await expect(sidebarCount(page)).toContainText('2');

  // 3. The cart: change both quantities (the + button and typing), on the moq/step grid.
  await page.locator('.mall-header .mall-cart-button').click();
  await expect(page).toHaveURL(/\/cart\/list$/);
  await expect(page.getByRole('heading', { name: /我的购物车/ })).toContainText('全部商品 2');
  const qtyA = first.moq + first.step;
  await row(page, first.title).getByRole('button', { name: '增加数量' }).click();
  await expect(row(page, first.title).getByRole('textbox', { name: `${first.title} 购买数量` })).toHaveValue(
    String(qtyA),
  );
  const qtyB = second.moq + 2 * second.step;
  const inputB = row(page, second.title).getByRole('textbox', { name: `${second.title} 购买数量` });
  await inputB.fill(String(qtyB));
  await inputB.press('Enter');
  await expect(row(page, second.title)).toContainText(`¥${yuan(Number(second.price) * qtyB)}`);
  await expect(row(page, first.title)).toContainText(`¥${yuan(Number(first.price) * qtyA)}`);
  const total = Number(first.price) * qtyA + Number(second.price) * qtyB;
  const bar = page.getByRole('region', { name: '合计（含税）：' });
  await expect(bar).toContainText(`已选 2 种商品，共 ${qtyA + qtyB} 件`);
  await expect(bar).toContainText(`¥${yuan(total)}`);

  // 4. The quotation (报价单) of the selected lines: made from the cart, its .xlsx downloaded and read back.
  await bar.getByRole('button', { name: '生成报价单' }).click();
  await (await dialogNamed(page, '生成报价单')).getByRole('button', { name: '生成报价单' }).click();
  await expect(page).toHaveURL(/\/quotations\/detail\?id=\d+$/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载 Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^报价单-.+\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const text: string[] = [];
  book.worksheets[0]!.eachRow((r) =>
    r.eachCell((c) => {
      text.push(String(c.text ?? ''));
    }),
  );
  const sheet = text.join('\n');
  expect(sheet).toContain(first.title);
  expect(sheet).toContain(second.title);
  expect(sheet).toContain(String(qtyB));
  expect(sheet).toMatch(/[壹贰叁肆伍陆柒捌玖].*元/);
  await page.goto('/cart/list');

  // 5. Checkout with a new address in Hangzhou. The buyer's invoice title was saved beforehand (personal centre).
  await callAs(request, await buyerToken(context), '/api/invoice/title/add', INVOICE_TITLE);
  await bar.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/settlement\?cartIds=\d+(%2C|,)\d+$/);
  await page.getByRole('button', { name: '新增收货地址' }).click();
  const dialog = await dialogNamed(page, '新增收货地址');
  await dialog.getByLabel('收货人').fill('赵工');
  await dialog.getByLabel('手机号').fill('13912345678');
  await dialog.getByLabel('所在地区').click();
  await pickCascader(page, ['浙江省', '杭州市', '西湖区']);
  await dialog.getByLabel('详细地址').fill('文三路 90 号 东部软件园 5 号楼 设备科');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const chosen = page.getByRole('radio', { name: /赵工/ });
  await expect(chosen).toHaveAttribute('aria-checked', 'true');
  await expect(chosen).toContainText('浙江省杭州市西湖区');

  const lines = page.getByRole('region', { name: '商品清单' });
  await expect(lines).toContainText(first.title);
  await expect(lines).toContainText(second.title);
  await choose(page, '支付方式', '线下/对公转账');
  await choose(page, '发票信息', '增值税电子专用发票');
  await expect(page.getByRole('region', { name: '发票信息' })).toContainText(INVOICE_TITLE.companyName);
  await page.getByRole('textbox', { name: '买家备注' }).fill('请工作日送货，到货前电话联系');
  const due = dayjs().add(7, 'day').format('YYYY-MM-DD');
  await page.getByRole('textbox', { name: '期望交货日期' }).fill(due);
  await page.getByRole('textbox', { name: '期望交货日期' }).press('Enter');
  // The date panel must be closed, or it covers the submit button.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: '期望交货日期' })).toHaveValue(due);
  await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(0);
  await expect(page.getByText(`¥${yuan(total)}`).last()).toBeVisible();

  // A double click sends one idempotency key: one order.
  const submit = page.getByRole('button', { name: '提交订单' });
  await submit.dblclick();
  await expect(page).toHaveURL(/\/payment\?orderNo=\d+$/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  const token = await buyerToken(context);
  const placed = await callAs<{ total: number }>(request, token, '/api/order/list', { type: -1 });
  expect(placed.total).toBe(1);
  await expect(cartBadge(page)).toHaveCount(0);

  // 6. Offline payment: the platform account and the remittance form.
  await expect(page.getByRole('heading', { name: /订单提交成功/ })).toBeVisible();
  const bank = page.getByRole('region', { name: '平台收款账户' });
  await expect(bank).toContainText('账号');
  const remit = page.getByRole('region', { name: '填写汇款信息' });
  await remit.getByLabel('付款单位').fill('端到端测试有限公司');
  await remit.getByLabel('付款银行').fill('中国工商银行杭州西湖支行');
  await remit.getByLabel('付款账号').fill('1202 0211 0900 1234 567');
  await expect(remit.getByLabel('汇款金额（元）')).toHaveValue(yuan(total));
  await remit.getByRole('button', { name: '提交汇款信息' }).click();
  await expect(page.getByText('已提交的汇款信息')).toBeVisible();

  // 7. The order under 待接单.
  await page.goto('/order/list?type=1');
  await expect(page.getByRole('tab', { name: /待接单/, selected: true })).toBeVisible();
  const card = page.getByRole('listitem', { name: `订单号 ${orderNo}` });
  await expect(card).toContainText('待接单');
  await expect(card).toContainText(`¥${yuan(total)}`);

  // 8. The operator accepts (and confirms the transfer) and ships.
  const admin = await adminToken(request);
  await callAs(request, admin, '/api/admin/order/confirmOfflinePayment', { orderNo, note: '已到账' });
  await callAs(request, admin, '/api/admin/order/accept', { orderNo });
  await callAs(request, admin, '/api/admin/order/ship', {
    orderNo,
    carrier: '顺丰速运',
    trackingNo: 'SF1400123456789',
  });

  // 9. The buyer sees 待收货 with the tracking number and confirms receipt.
  await page.goto('/order/list?type=4');
  await expect(page.getByRole('tab', { name: /待收货/, selected: true })).toBeVisible();
  await page
    .getByRole('listitem', { name: `订单号 ${orderNo}` })
    .getByRole('link', { name: '订单详情' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/order/detail\\?orderNo=${orderNo}$`));
  await expect(page.getByRole('heading', { level: 1, name: '待收货' })).toBeVisible();
  const shipment = page.getByRole('region', { name: '物流信息' });
  await expect(shipment).toContainText('顺丰速运');
  await expect(shipment).toContainText('SF1400123456789');
  const invoice = page.getByRole('region', { name: '发票信息' });
  await expect(invoice).toContainText('增值税电子专用发票');
  await expect(invoice).toContainText(INVOICE_TITLE.companyName);
  await expect(page.getByRole('region', { name: '收货信息' })).toContainText('文三路 90 号');
  await page.getByRole('button', { name: '确认收货' }).click();
  const sure = page.getByRole('dialog');
  await opened(sure);
  await sure.getByRole('button', { name: '确认收货' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '已完成' })).toBeVisible();
  const timeline = page.getByRole('list', { name: '订单跟踪' });
  for (const step of ['提交订单', '商家已接单', '商品已发货', '确认收货'])
    await expect(timeline).toContainText(step);

  await page.goto('/order/list?type=5');
  await expect(page.getByRole('listitem', { name: `订单号 ${orderNo}` })).toContainText('已完成');

  // 10. A message for each step: 提交, 接单 and 发货 are the notification service's 站内信 (told from the
  // outbox a moment after each), 收货 the order's own.
  await expect(async () => {
    const messages = await callAs<{ list: { title: string; link: string }[] }>(
      request,
      token,
      '/api/system-message/getMessageList',
      { applicationType: 1, pageSize: 50 },
    );
    const about = messages.list.filter((m) => m.link.includes(orderNo)).map((m) => m.title);
    for (const title of [
      `已提交：订单 ${orderNo}（¥`,
      `已接单：订单 ${orderNo}`,
      `已发货：订单 ${orderNo}（`,
    ])
      expect(about.some((t) => t.startsWith(title))).toBe(true);
    expect(about).toContain('订单已完成');
  }).toPass({ timeout: 15_000 });
});

test('立即购买 and an online payment through the sandbox gateway page', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await withArea(context, baseURL!, AREA);
  const buyer = await registerByApi(request);
  const product: Pick = await pickProduct(request, '扳手', AREA);
  await openAsBuyer(page, buyer.username, buyer.password);

  // A delivery address saved beforehand (through the API; the first test adds one in the page).
  const token = await buyerToken(context);
  await callAs(request, token, '/api/address/add', {
    contactName: '钱采购',
    mobile: '13712345678',
    provinceCode: '330000',
    cityCode: '330100',
    districtCode: '330106',
    detail: '古墩路 1 号 仓库',
    isDefault: 1,
  });

  await page.goto(`/goods/${product.skuId}`);
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(new RegExp(`/settlement\\?skuId=${product.skuId}&quantity=${product.moq}$`));
  await expect(page.getByRole('radio', { name: /钱采购/ })).toHaveAttribute('aria-checked', 'true');
  await choose(page, '支付方式', '支付宝');
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/payment\?orderNo=\d+$/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;

  // The cashier opens in a new window; the buyer "scans" and confirms there.
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: '前往收银台支付' }).click();
  const cashier = await popup;
  await expect(cashier).toHaveURL(/\/api\/pay\/sandbox\/cashier\//);
  await cashier.getByRole('button', { name: '确认支付' }).click();

  // The notification reaches our server; the waiting page turns to 支付成功.
  await expect(page.getByText('支付成功')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: '查看订单详情' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/detail\\?orderNo=${orderNo}$`));
  const payment = page.getByRole('region', { name: '支付信息' });
  await expect(payment).toContainText('已支付');
  await expect(payment).toContainText('支付宝');
  await expect(page.getByRole('list', { name: '订单跟踪' })).toContainText('支付成功');
});
