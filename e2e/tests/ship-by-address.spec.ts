import path from 'node:path';
import { expect, test } from './support/fixtures';
import { registerByApi } from './support/auth';
import { companyByApi } from './support/company';
import { pickOption } from './support/console';
import { dialogNamed } from './support/forms';
import { adminToken, callAs, twoOfShop } from './support/orders';
import { XINGHU, portalLogin, shopNamed } from './support/portal';
import { tokensOf } from './support/sessions';

/**
 * 分地址配送 in the back office (issue 48 item 3): a company buyer sends one line of his order to the company's
 * address and the other to a second site. The shop's 分批发货 dialog in the merchant portal asks for the
 * parcel's 收货地址 first and offers only the lines going there; after the first parcel the other place's line
 * is all that is left, without the choice. With SCREENSHOTS=1 it writes docs/screenshots/ship-by-address.png.
 */

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', name);

test('a shop ships an order going to two addresses one parcel per address', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const admin = await adminToken(request);
  const registered = await registerByApi(request);
  const { accessToken: token } = await tokensOf(request, 'buyer', registered.username, registered.password);
  const company = await companyByApi(
    request,
    { admin, buyer: token, mobile: registered.mobile },
    { name: '星河装备制造', contactName: '王采购' },
  );
  // A second site of the company: the 滨江 warehouse.
  await callAs(request, token, '/api/address/add', {
    contactName: '李仓管',
    mobile: '13900139000',
    provinceCode: '330000',
    cityCode: '330100',
    districtCode: '330108',
    detail: '江南大道 1 号 备件仓库',
    isDefault: 0,
  });
  const addresses = await callAs<{ id: number; contactName: string }[]>(request, token, '/api/address/list');
  const site = addresses.find((x) => x.contactName === '李仓管')!;
  const xinghu = await shopNamed(request, admin, XINGHU.name);
  const [a, b] = await twoOfShop(request, xinghu.id);
  const { orderNo } = await callAs<{ orderNo: string }>(request, token, '/api/checkout/submit', {
    items: [
      { skuId: a.skuId, quantity: a.quantity },
      { skuId: b.skuId, quantity: b.quantity },
    ],
    lineAddresses: [{ skuId: b.skuId, addressId: site.id }],
    idempotencyKey: `e2e-places-${Date.now()}`,
    addressId: company.addressId,
    payMethod: 4,
    invoice: null,
    remark: '',
  });
  await callAs(request, admin, '/api/admin/order/confirmOfflinePayment', { orderNo, note: '已到账' });

  const portal = await (await browser.newContext()).newPage();
  await portalLogin(portal, xinghu.mobile, XINGHU.password);
  await portal.goto(`/merchant/orders/${orderNo}`);
  await portal.getByRole('button', { name: '接单' }).click();
  await expect(portal.getByText('暂无发货记录')).toBeVisible();

  await portal.getByRole('button', { name: '分批发货' }).click();
  const dialog = await dialogNamed(portal, '分批发货');
  await expect(dialog).toContainText('本订单的商品发往 2 个收货地址');
  const places = dialog.getByRole('radio');
  await expect(places).toHaveCount(2);
  // The order's own address first: only line one goes there.
  await expect(places.first()).toBeChecked();
  await expect(dialog.getByLabel(`本次发货 ${a.title}`)).toHaveValue(String(a.quantity));
  await expect(dialog.getByLabel(`本次发货 ${b.title}`)).toHaveCount(0);
  await dialog.getByText(/李仓管 13900139000/).click();
  await expect(places.nth(1)).toBeChecked();
  await expect(dialog.getByLabel(`本次发货 ${b.title}`)).toHaveValue(String(b.quantity));
  await expect(dialog.getByLabel(`本次发货 ${a.title}`)).toHaveCount(0);
  await pickOption(portal, dialog.getByLabel('物流公司'), '顺丰速运');
  const sfNo = `SF${Date.now()}`;
  await dialog.getByLabel('运单号').fill(sfNo);
  if (process.env.SCREENSHOTS) {
    await dialog.getByText('收货地址', { exact: true }).click();
    await expect(portal.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await portal.screenshot({ path: out('ship-by-address.png'), fullPage: true });
  }
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(portal.locator('.ant-card', { hasText: '发货记录' }).first()).toContainText('部分发货');

  // What is left goes to one place: no choice, line one only.
  await portal.getByRole('button', { name: '分批发货' }).click();
  const second = await dialogNamed(portal, '分批发货');
  await expect(second.getByLabel(`本次发货 ${a.title}`)).toHaveValue(String(a.quantity));
  await expect(second.getByRole('radio')).toHaveCount(0);
  await expect(second).not.toContainText('个收货地址');
});
