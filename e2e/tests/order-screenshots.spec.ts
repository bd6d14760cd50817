import path from 'node:path';
import { expect, test } from './support/fixtures';
import { registerByApi } from './support/auth';
import { adminToken, buyerToken, callAs, openAsBuyer, pickProduct, type Pick } from './support/orders';
import { withArea } from './support/storefront';

/**
 * Refreshes docs/screenshots/{cart,checkout,order-list,order-detail}.png at 1440 px. Runs only with
 * SCREENSHOTS=1 (not part of the journeys). A fresh buyer gets a cart, an address and a few orders.
 */
test.skip(!process.env.SCREENSHOTS, 'screenshots run on demand: SCREENSHOTS=1');

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', name);
const AREA = '330000';

test('cart, checkout, order list and order detail screenshots at 1440 px', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await withArea(context, baseURL!, AREA);
  const buyer = await registerByApi(request);
  await openAsBuyer(page, buyer.username, buyer.password);
  const token = await buyerToken(context);
  await callAs(request, token, '/api/address/add', {
    contactName: '王采购',
    mobile: '13800138000',
    provinceCode: '330000',
    cityCode: '330100',
    districtCode: '330106',
    detail: '文三路 90 号 东部软件园 5 号楼 设备科',
    isDefault: 1,
  });
  await callAs(request, token, '/api/address/add', {
    contactName: '李工',
    mobile: '13900139000',
    provinceCode: '330000',
    cityCode: '330200',
    districtCode: '330212',
    detail: '鄞州区 首南街道 天童南路 588 号 仓库',
    isDefault: 0,
  });
  const picks: Pick[] = [];
  for (const keyword of ['螺丝刀', '手套', '扳手', '电缆']) {
    picks.push(
      await pickProduct(
        request,
        keyword,
        AREA,
        picks.map((p) => p.productId),
      ),
    );
  }
  await callAs(request, token, '/api/invoice/title/add', {
    companyName: '杭州精工机电设备有限公司',
    taxNo: '91350100M000100Y43',
    regAddress: '浙江省杭州市西湖区文三路 90 号',
    regPhone: '0571-88886666',
    bankName: '中国工商银行杭州西湖支行',
    bankAccount: '1202021109001234567',
    email: 'invoice@example.com',
    isDefault: 1,
  });
  const titles = await callAs<{ id: number }[]>(request, token, '/api/invoice/title/list', {});
  const addresses = await callAs<{ id: number }[]>(request, token, '/api/address/list');
  const admin = await adminToken(request);

  // Three orders in different states for the list; the first one shipped for the detail page.
  const placed: string[] = [];
  for (const [i, p] of picks.slice(0, 3).entries()) {
    const r = await callAs<{ orderNo: string }>(request, token, '/api/checkout/submit', {
      items: [{ skuId: p.skuId, quantity: p.moq + i * p.step }],
      idempotencyKey: `shot-${Date.now()}-${i}`,
      addressId: addresses[0]!.id,
      payMethod: i < 2 ? 4 : 1,
      invoice: i === 0 ? { type: 2, titleId: titles[0]!.id } : null,
      remark: i === 0 ? '请工作日送货，到货前电话联系' : '',
    });
    placed.push(r.orderNo);
  }
  await callAs(request, admin, '/api/admin/order/confirmOfflinePayment', {
    orderNo: placed[0],
    note: '已到账',
  });
  await callAs(request, admin, '/api/admin/order/accept', { orderNo: placed[0] });
  await callAs(request, admin, '/api/admin/order/ship', {
    orderNo: placed[0],
    carrier: '顺丰速运',
    trackingNo: 'SF1400123456789',
  });
  await callAs(request, admin, '/api/admin/order/confirmOfflinePayment', { orderNo: placed[1], note: '' });
  await callAs(request, admin, '/api/admin/order/accept', { orderNo: placed[1] });

  // The cart: four lines, quantities on their grids.
  for (const p of picks) {
    await callAs(request, token, '/api/cart/list/saveCartProduct', {
      skuId: p.skuId,
      quantity: p.moq + p.step,
      areaCode: AREA,
    });
  }
  await page.goto('/cart/list');
  await expect(page.getByRole('heading', { name: /我的购物车/ })).toContainText('全部商品 4');
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: out('cart.png') });

  await page.getByRole('region', { name: '合计（含税）：' }).getByRole('button', { name: '去结算' }).click();
  await expect(page.getByRole('region', { name: '商品清单' })).toContainText(picks[0]!.title);
  await page
    .getByRole('radiogroup', { name: '发票信息' })
    .getByText('增值税电子专用发票', { exact: true })
    .click();
  await page.waitForLoadState('networkidle');
  // Back to the top so the fixed header (shown past 300 px) stays out of the full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByTestId('fixed-header')).toBeHidden();
  await page.screenshot({ path: out('checkout.png'), fullPage: true });

  await page.goto('/order/list?type=-1');
  await expect(page.getByRole('listitem', { name: `订单号 ${placed[0]}` })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: out('order-list.png'), fullPage: true });

  await page.goto(`/order/detail?orderNo=${placed[0]}`);
  await expect(page.getByRole('heading', { level: 1, name: '待收货' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: out('order-detail.png'), fullPage: true });
});
