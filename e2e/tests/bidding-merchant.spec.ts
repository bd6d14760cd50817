import path from 'node:path';
import { expect, test } from './support/fixtures';
import { dialogNamed, pickCascader } from './support/forms';
import { endSmsCooldown, latestCode, randomMobile, registerByApi } from './support/auth';
import { adminToken, buyerToken, callAs, openAsBuyer, pickProduct } from './support/orders';
import { withArea } from './support/storefront';

/**
 * Browser side of bidding with an operator's quote: publish a bidding request with two lines, get an operator quote
 * by API, accept it and find the new order; submit a merchant application with uploads and look up its
 * status. Also writes docs/screenshots/bidding.png and merchant-join.png (1440 px).
 */

const out = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', name);
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e2d6d40000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('bidding: publish two lines, operator quotes, accept and find the order', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await withArea(context, baseURL!);
  const buyer = await registerByApi(request);
  await openAsBuyer(page, buyer.username, buyer.password, '/product-bidding/publish');
  const token = await buyerToken(context);
  await callAs(request, token, '/api/address/add', {
    contactName: '王采购',
    mobile: '13800138000',
    provinceCode: '330000',
    cityCode: '330100',
    districtCode: '330106',
    detail: '文三路 90 号 设备部',
    isDefault: 1,
  });
  const p1 = await pickProduct(request, '扳手', '330000');
  const p2 = await pickProduct(request, '手套', '330000', [p1.productId]);

  await page.getByLabel('竞价标题').fill('车间维修工具季度采购');
  await page.getByLabel('商品名称 1').fill('内六角扳手套装');
  await page.getByLabel('品牌（选填） 1').fill('世达');
  await page.getByLabel('规格型号 1').fill('9件套 1.5-10mm');
  await page.getByLabel('数量 1').fill(String(p1.moq));
  await page.getByLabel('单位 1').fill(p1.unit);
  await page.getByRole('button', { name: '添加明细' }).click();
  await page.getByLabel('商品名称 2').fill('劳保手套');
  await page.getByLabel('规格型号 2').fill('L 码 丁腈涂层');
  await page.getByLabel('数量 2').fill(String(p2.moq));
  await page.getByLabel('单位 2').fill(p2.unit);
  await page.getByLabel('交货地区').click();
  await pickCascader(page, ['浙江省', '杭州市', '西湖区']);
  await page.getByLabel('联系人').fill('王采购');
  await page.getByLabel('联系电话').fill('13800138000');
  // The single-quote flow: the operator's quote is accepted before the deadline, so the buyer publishes 公开竞价.
  await page.getByLabel('公开竞价（报价即时可见）').check();
  const attached = page.waitForResponse((r) => r.url().endsWith('/api/files/upload') && r.ok());
  await page
    .locator('.ant-form-item', { hasText: '附件（图片，选填）' })
    .locator('input[type=file]')
    .setInputFiles({ name: '现场照片.png', mimeType: 'image/png', buffer: PNG });
  await attached;
  await page.getByRole('button', { name: '发布竞价' }).click();
  await expect(page).toHaveURL(/\/product-bidding\/detail\?id=\d+$/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByText('暂无报价')).toBeVisible();
  await expect(page.getByRole('img', { name: '附件 1' })).toBeVisible();

  // The operator quotes twice by API (the second dearer, for a side-by-side comparison).
  const admin = await adminToken(request);
  const fen = (price: string, pct: number) => Math.max(1, Math.round(Number(price) * pct));
  const quote = (pct: number, deliveryDays: number, remark: string) =>
    callAs<{ quoteId: number }>(request, admin, '/api/admin/bidding/quote', {
      id,
      lines: [
        { lineNo: 1, skuId: p1.skuId, unitPriceFen: fen(p1.price, pct) },
        { lineNo: 2, skuId: p2.skuId, unitPriceFen: fen(p2.price, pct) },
      ],
      deliveryDays,
      validDays: 7,
      remark,
    });
  await quote(92, 3, '含税含运费，现货');
  await quote(98, 2, '含税，次日发货');
  await page.reload();
  const compare = page.getByRole('table', { name: '报价对比' });
  await expect(compare.getByRole('button', { name: '接受报价' })).toHaveCount(2);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: out('bidding.png'), fullPage: true });

  await compare.getByRole('button', { name: '接受报价' }).first().click();
  const dialog = await dialogNamed(page, '接受报价并生成订单');
  await expect(dialog.getByRole('radio', { checked: true }).first()).toBeVisible();
  await dialog.getByRole('button', { name: '确认下单' }).click();
  await expect(page.getByText('已选定')).toBeVisible();
  const orderLink = page.getByTestId('bidding-order-link');
  const orderNo = (await orderLink.textContent())!.trim();
  expect(orderNo).toMatch(/^\d{10,24}$/);

  // The list shows it as 已选标; the order is in the buyer's orders.
  await page.goto('/product-bidding/mine');
  await expect(page.getByTestId('bidding-row').first()).toContainText('已选标');
  await page.goto(`/order/detail?orderNo=${orderNo}`);
  await expect(page.getByText(orderNo).first()).toBeVisible();
});

test('merchant join: verify the mobile, upload, draft, submit, look up the status', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await withArea(context, baseURL!);
  const mobile = randomMobile('135');
  await page.goto('/merchant-join');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('短信验证码').fill(await latestCode(request, mobile));
  await page.getByRole('button', { name: '下一步' }).click();

  await page.getByLabel('企业名称').fill('杭州西湖精密机械有限公司');
  await page.getByLabel('统一社会信用代码').fill('91350100M000100Y43');
  await page.getByLabel('法定代表人').fill('王建国');
  await page.getByLabel('注册资本（万元）').fill('500');
  await page.getByLabel('企业地址').fill('浙江省杭州市西湖区文三路 90 号');
  await page.getByLabel('联系人').fill('李经理');
  await page.getByLabel('主营类目').fill('手动工具,');
  await page.getByLabel('主营类目').fill('电动工具,');
  await page.getByLabel('经营品牌').fill('世达,');
  const licence = page.locator('.ant-form-item', { hasText: '营业执照' }).locator('input[type=file]');
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/merchant/upload') && r.ok());
  await licence.setInputFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: PDF });
  await uploaded;
  const auth = page.locator('.ant-form-item', { hasText: '品牌授权书' }).locator('input[type=file]');
  const uploaded2 = page.waitForResponse((r) => r.url().endsWith('/api/merchant/upload') && r.ok());
  await auth.setInputFiles({ name: '世达授权书.png', mimeType: 'image/png', buffer: PNG });
  await uploaded2;
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByText('草稿已保存')).toBeVisible();
  await page.getByText('我已阅读并同意《商家入驻协议》').click();
  await expect(page.getByText('草稿已保存')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: out('merchant-join.png'), fullPage: true });
  await page.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('审核状态：待审核')).toBeVisible();

  // The operator approves by API; the applicant gets an SMS and, with a new code, sees the status.
  const admin = await adminToken(request);
  const list = await callAs<{ list: { id: number; mobile: string }[] }>(
    request,
    admin,
    '/api/admin/merchant/list',
    { status: 1, pageSize: 50 },
  );
  const mine = list.list.find((a) => a.mobile === mobile)!;
  await callAs(request, admin, '/api/admin/merchant/review', { id: mine.id, approve: true });
  const outbox = (await (await request.get(`/api/dev/sms-outbox?mobile=${mobile}`)).json()) as {
    data: { content: string }[];
  };
  expect(outbox.data.map((m) => m.content).join('\n')).toContain('已审核通过');

  await endSmsCooldown(request, mobile);
  await page.goto('/merchant-join');
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('验证码发送成功')).toBeVisible();
  const code = await latestCode(request, mobile);
  await page.getByLabel('短信验证码').fill(code);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('审核状态：审核通过')).toBeVisible();
  await expect(page.getByTestId('merchant-status')).toContainText('杭州西湖精密机械有限公司');
});
