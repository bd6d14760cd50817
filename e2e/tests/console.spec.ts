import ExcelJS from 'exceljs';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { dialogNamed, settled, submitUntil } from './support/forms';
import { importFixtureBuffer } from '../../apps/server/src/testing/product-import-fixture';
import { latestCode, randomMobile } from './support/auth';
import {
  confirmModal,
  consoleLogin,
  consoleLoginByForm,
  openFromMenu,
  pickOption,
  sideMenu,
  type Role,
} from './support/console';
import { adminToken, buyerWithAddress, callAs, placeOrder } from './support/orders';
import { passCaptcha } from './support/sessions';

/**
 * The operator console under /admin. Each role sees only its menus (and a 403 page
 * for others); an order a buyer placed is confirmed, accepted and shipped, and the buyer's order page shows
 * 待收货 with the tracking number; bulk accept and bulk ship from a spreadsheet with a per-row report; an
 * invoice is issued; an after-sales request is approved (运营) and refunded (财务); a 100-row product sheet
 * with one bad row is refused whole, fixed, imported, and a new product is found by the storefront search;
 * a bidding request gets a quote; a category is dragged before its neighbour; a merchant application is
 * rejected with a reason. (Maintenance mode has its own file, run after every other journey.)
 */

const AREA = '330000';

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('发货');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const MENUS: Record<Role, { shown: string[]; hidden: string[]; forbidden: string }> = {
  超级管理员: {
    shown: [
      '工作台',
      '订单管理',
      '财务管理',
      '售后管理',
      '竞价管理',
      '商家入驻',
      '商品管理',
      '内容管理',
      '买家管理',
      '系统设置',
      '操作日志',
    ],
    hidden: [],
    forbidden: '',
  },
  运营: {
    shown: ['工作台', '订单管理', '售后管理', '竞价管理', '商家入驻', '内容管理', '买家管理'],
    hidden: ['财务管理', '商品管理', '系统设置', '操作日志'],
    forbidden: '/admin/settings/maintenance',
  },
  财务: {
    shown: ['工作台', '财务管理'],
    hidden: [
      '订单管理',
      '售后管理',
      '竞价管理',
      '商家入驻',
      '商品管理',
      '内容管理',
      '买家管理',
      '系统设置',
      '操作日志',
    ],
    forbidden: '/admin/orders',
  },
  商品: {
    shown: ['工作台', '商品管理'],
    hidden: [
      '订单管理',
      '财务管理',
      '售后管理',
      '竞价管理',
      '商家入驻',
      '内容管理',
      '买家管理',
      '系统设置',
      '操作日志',
    ],
    forbidden: '/admin/finance/invoices',
  },
};

test('each role signs in and sees only its menus; other pages answer 403; logout', async ({ page }) => {
  test.setTimeout(120_000);
  for (const role of Object.keys(MENUS) as Role[]) {
    const { shown, hidden, forbidden } = MENUS[role];
    await consoleLoginByForm(page, role);
    await expect(page.getByRole('heading', { name: '工作台' })).toBeVisible();
    const menu = sideMenu(page);
    for (const name of shown)
      await expect(menu.getByRole('menuitem', { name, exact: true }), `${role}: ${name}`).toBeVisible();
    for (const name of hidden)
      await expect(menu.getByRole('menuitem', { name, exact: true }), `${role}: ${name}`).toHaveCount(0);
    if (forbidden) {
      await page.goto(forbidden);
      await expect(page.getByText('当前角色没有访问此页面的权限')).toBeVisible();
    }
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
  }
  // Signed out, a console page sends back to the login with the way back kept.
  await page.goto('/admin/orders?status=1');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Forders%3Fstatus%3D1$/);
  await consoleLogin(page, '运营', '/orders?status=1');
  await expect(page).toHaveURL(/\/admin\/orders\?status=1$/);
});

test('an order a buyer placed: confirm payment, accept, ship; the buyer sees 待收货 with the tracking number', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const b = await buyerWithAddress(page, request, context, baseURL!);
  const orderNo = await placeOrder(request, b);

  const admin = await context.newPage();
  await consoleLogin(admin, '超级管理员');
  await openFromMenu(admin, '订单管理', '订单管理', /\/admin\/orders/);
  await admin.getByLabel('订单号').fill(orderNo);
  await admin.getByRole('button', { name: '查询' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/orders\\?orderNo=${orderNo}$`));
  const row = admin.getByRole('row', { name: new RegExp(orderNo) });
  await expect(row).toContainText('待接单');
  await expect(row).toContainText('待支付');
  // The filter survives a reload (it lives in the URL).
  await admin.reload();
  await expect(admin.getByRole('row', { name: new RegExp(orderNo) })).toBeVisible();
  await admin.getByRole('link', { name: orderNo }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/orders/${orderNo}$`));

  await admin.getByRole('button', { name: '确认收款' }).click();
  await confirmModal(admin);
  await expect(admin.getByText('已确认收款')).toBeVisible();
  await admin.getByRole('button', { name: '接单' }).click();
  await expect(admin.getByRole('button', { name: '发货', exact: true })).toBeVisible();
  await admin.getByRole('button', { name: '发货', exact: true }).click();
  const ship = await dialogNamed(admin, '订单发货');
  await pickOption(admin, ship.getByLabel('物流公司'), '顺丰速运');
  await ship.getByLabel('运单号').fill('SF 1');
  await ship.getByRole('button', { name: '确定' }).click();
  await expect(ship).toContainText('运单号为 6–40 位字母、数字或短横线');
  await ship.getByLabel('运单号').fill('SF1400998877665');
  await ship.getByRole('button', { name: '确定' }).click();
  await expect(ship).toBeHidden();
  await expect(admin.getByText('待收货').first()).toBeVisible();
  const timeline = admin.locator('.ant-card', { hasText: '订单跟踪' });
  for (const label of ['提交订单', '确认收款', '商家已接单', '商品已发货'])
    await expect(timeline).toContainText(label);

  // The buyer's own order page.
  await page.bringToFront();
  await page.goto(`/order/detail?orderNo=${orderNo}`);
  await expect(page.getByRole('heading', { level: 1, name: '待收货' })).toBeVisible();
  const shipment = page.getByRole('region', { name: '物流信息' });
  await expect(shipment).toContainText('顺丰速运');
  await expect(shipment).toContainText('SF1400998877665');
});

test('bulk accept of selected orders, and bulk ship from a spreadsheet: refused whole with a row report, then shipped', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const b = await buyerWithAddress(page, request, context, baseURL!);
  const orders = [await placeOrder(request, b), await placeOrder(request, b)];

  const admin = await context.newPage();
  await consoleLogin(admin, '运营', '/orders?status=1');
  for (const no of orders) {
    await admin
      .getByRole('row', { name: new RegExp(no) })
      .getByRole('checkbox')
      .check();
  }
  await admin.getByRole('button', { name: '批量接单（2）' }).click();
  await confirmModal(admin);
  await expect(admin.getByText('已接单 2 个')).toBeVisible();

  await admin.getByRole('button', { name: '批量发货' }).click();
  const dialog = await dialogNamed(admin, '批量发货（上传 Excel）');
  const upload = dialog.locator('input[type=file]');
  const bad = await xlsx([
    ['订单号', '物流公司', '运单号'],
    [orders[0]!, '顺丰速运', 'SF1400111122223'],
    [orders[1]!, '不存在的快递', 'YT9988776655'],
  ]);
  await upload.setInputFiles({ name: '发货.xlsx', mimeType: 'application/octet-stream', buffer: bad });
  const report = dialog.getByTestId('bulk-report');
  await expect(report).toBeVisible();
  await expect(report.getByRole('row', { name: new RegExp(`3.*${orders[1]}`) })).toBeVisible();
  // Nothing was shipped.
  const admin1 = await adminToken(request);
  const first = await callAs<{ status: number }>(request, admin1, '/api/admin/order/detail', {
    orderNo: orders[0],
  });
  expect(first.status).toBe(2);

  // The sheet with lines: one order whole, the other by its 行号 (all of line 1 still unshipped).
  const good = await xlsx([
    ['订单号', '物流公司', '运单号', '行号', '发货数量'],
    [orders[0]!, '顺丰速运', 'SF1400111122223', '', ''],
    [orders[1]!, '圆通速递', 'YT9988776655443', 1, ''],
  ]);
  await upload.setInputFiles({ name: '发货.xlsx', mimeType: 'application/octet-stream', buffer: good });
  await expect(admin.getByText('已发货 2 个订单，共 2 个包裹')).toBeVisible();
  await expect(dialog).toBeHidden();
  for (const no of orders) {
    const d = await callAs<{ status: number; shipment: { trackingNo: string } }>(
      request,
      admin1,
      '/api/admin/order/detail',
      {
        orderNo: no,
      },
    );
    expect(d.status).toBe(4);
  }
});

test('财务 issues an invoice application with number and date; the PDF opens', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const b = await buyerWithAddress(page, request, context, baseURL!);
  const title = await callAs<{ id: number }>(request, b.token, '/api/invoice/title/add', {
    companyName: '杭州精工五金机电有限公司',
    taxNo: '91330106MA2B3C4D5D',
    regAddress: '浙江省杭州市西湖区文三路 90 号',
    regPhone: '0571-88886666',
    bankName: '中国工商银行杭州文三路支行',
    bankAccount: '1202020209900012345',
    email: 'caiwu@example.com',
  });
  const orderNo = await placeOrder(request, b);
  const admin = await adminToken(request);
  await callAs(request, admin, '/api/admin/order/confirmOfflinePayment', { orderNo, note: '已到账' });
  const applied = await callAs<{ id: number; applyNo: string }>(request, b.token, '/api/invoice/apply', {
    orderNos: [orderNo],
    type: 2,
    titleId: title.id,
  });

  const caiwu = await context.newPage();
  await consoleLogin(caiwu, '财务');
  await openFromMenu(caiwu, '财务管理', '发票申请', /\/admin\/finance\/invoices/);
  const row = caiwu.getByRole('row', { name: new RegExp(applied.applyNo) });
  await expect(row).toContainText('申请中');
  await row.getByRole('link', { name: '开票' }).click();
  await caiwu.getByRole('button', { name: '开票' }).click();
  const dialog = await dialogNamed(caiwu, '开具发票');
  await dialog.getByLabel('发票号码').fill('1234');
  await dialog.getByRole('button', { name: '开票' }).click();
  await expect(dialog).toContainText('发票号码应为 8 位或 20 位数字');
  await dialog.getByLabel('发票号码').fill('24332000000087654321');
  await settled(dialog.getByText('发票号码应为 8 位或 20 位数字'));
  await submitUntil(dialog.getByRole('button', { name: '开票' }), () =>
    expect(dialog).toBeHidden({ timeout: 5000 }),
  );
  await expect(caiwu.getByText('已开票').first()).toBeVisible();
  await expect(caiwu.getByText('24332000000087654321', { exact: true })).toBeVisible();
  const opened = context.waitForEvent('page');
  await caiwu.getByRole('button', { name: '查看 PDF' }).click();
  const pdf = await opened;
  await expect.poll(() => pdf.url()).toMatch(/^blob:/);

  const mine = await callAs<{ status: number; invoiceNo: string }>(request, b.token, '/api/invoice/detail', {
    id: applied.id,
  });
  expect(mine).toMatchObject({ status: 2, invoiceNo: '24332000000087654321' });
});

test('after-sales: 运营 approves a refund request, 财务 pays it out from the refunds list', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const b = await buyerWithAddress(page, request, context, baseURL!);
  const orderNo = await placeOrder(request, b);
  const admin = await adminToken(request);
  await callAs(request, admin, '/api/admin/order/confirmOfflinePayment', { orderNo, note: '已到账' });
  await callAs(request, admin, '/api/admin/order/accept', { orderNo });
  await callAs(request, admin, '/api/admin/order/ship', {
    orderNo,
    carrier: '顺丰速运',
    trackingNo: 'SF1400123450000',
  });
  await callAs(request, b.token, '/api/order/confirmReceipt', { orderNo });
  const order = await callAs<{ lines: { id: number }[] }>(request, b.token, '/api/order/detail', { orderNo });
  const afs = await callAs<{ afsNo: string; refundAmount: string }>(request, b.token, '/api/afs/apply', {
    orderNo,
    orderLineId: order.lines[0]!.id,
    type: 1,
    quantity: 1,
    reason: '商品质量问题',
    description: '刀头有裂纹',
  });

  const yunying = await context.newPage();
  await consoleLogin(yunying, '运营', '/afs?status=1');
  await yunying.getByRole('link', { name: afs.afsNo }).click();
  await expect(yunying.getByText('刀头有裂纹')).toBeVisible();
  // 运营 approves but does not pay out refunds.
  await yunying.getByRole('button', { name: '审核通过' }).click();
  await confirmModal(yunying);
  await expect(yunying.locator('.ant-card-head').getByText('退款中')).toBeVisible();
  await expect(yunying.getByRole('button', { name: '退款' })).toHaveCount(0);

  const caiwu = await context.newPage();
  await consoleLogin(caiwu, '财务', '/finance/refunds?source=afs&status=1');
  const row = caiwu.getByRole('row', { name: new RegExp(afs.afsNo) });
  await row.getByText('退款', { exact: true }).click();
  const dialog = await dialogNamed(caiwu, '售后退款');
  await expect(dialog.getByLabel('退款金额')).toHaveValue(afs.refundAmount);
  await dialog.getByLabel('备注/转账凭证').fill('工行转账回单 HD20261122001');
  // The success toast stays 2 s; the dialog closing is what lasts (a fresh-clone run of 8a928c9 missed the
  // toast once: no call's answer was kept, so the list below and the buyer's view are what is checked).
  await submitUntil(dialog.getByRole('button', { name: '退款' }), () =>
    expect(dialog).toBeHidden({ timeout: 5000 }),
  );
  await caiwu.goto(`/admin/finance/refunds?no=${afs.afsNo}`);
  await expect(caiwu.getByRole('row', { name: new RegExp(afs.afsNo) })).toContainText('已退款');

  const mine = await callAs<{ status: number }>(request, b.token, '/api/afs/detail', { afsNo: afs.afsNo });
  expect(mine.status).toBe(3);
});

test('商品 imports a 100-row sheet: one bad row refuses it whole; the fixed sheet imports and the storefront finds a new product', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const token = `Q${Date.now().toString(36).toUpperCase().slice(-5)}`;
  await consoleLogin(page, '商品', '/catalogue/import');
  const upload = page.locator('input[type=file][accept=".xlsx"]');
  await upload.setInputFiles({
    name: '商品导入.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await importFixtureBuffer({ rows: 100, badRow: 57, token }),
  });
  const report = page.getByTestId('import-report');
  await expect(report).toBeVisible();
  await expect(report).toContainText('第 57 行');
  await expect(report.getByRole('row', { name: /第 57 行.*价格/ })).toContainText('12.345');
  await expect(report).toContainText('共 100 行数据，1 处问题，本次未导入任何数据');

  await upload.setInputFiles({
    name: '商品导入-改.xlsx',
    mimeType: 'application/octet-stream',
    buffer: await importFixtureBuffer({ rows: 100, token }),
  });
  await expect(page.getByTestId('import-result')).toContainText(
    '导入成功：新增 25 个商品，更新 0 个商品，共 100 行',
  );
  await expect(report).toHaveCount(0);

  // The product list finds it; the storefront search too.
  await page.bringToFront();
  await page.goto(`/admin/catalogue/products?keyword=${token}-7`);
  await expect(page.getByRole('row', { name: new RegExp(`防滑劳保手套7号 ${token}`) })).toBeVisible();
  await page.goto(`/search?value=${encodeURIComponent(`${token}-7`)}`);
  await expect(page.getByText(`世达 防滑劳保手套7号 ${token}`).first()).toBeVisible();
});

test('运营 enters a quote for an open bidding request; the buyer sees it', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const b = await buyerWithAddress(page, request, context, baseURL!);
  const deadline = new Date(Date.now() + 5 * 86_400_000).toISOString();
  const { id, biddingNo } = await callAs<{ id: number; biddingNo: string }>(
    request,
    b.token,
    '/api/bidding/publish',
    {
      title: '车间螺丝刀集中采购',
      openBidding: true,
      lines: [{ productName: '一字螺丝刀', brand: '', spec: '6×100mm', quantity: 20, unit: '把' }],
      areaCode: AREA,
      deadline,
      invoiceType: 2,
      contactName: '王采购',
      contactMobile: '13800138000',
    },
  );

  const op = await context.newPage();
  await consoleLogin(op, '运营', '/biddings?status=1');
  await op
    .getByRole('row', { name: new RegExp(biddingNo) })
    .getByRole('link', { name: '录入报价' })
    .click();
  await expect(op.getByText('车间螺丝刀集中采购')).toBeVisible();
  await op.getByRole('button', { name: '录入报价' }).click();
  const dialog = await dialogNamed(op, '录入报价');
  await dialog.getByLabel('SKU 编号 1').fill(String(b.pick.skuId));
  await dialog.getByLabel('单价（元） 1').fill('12.345');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(dialog).toContainText('单价格式不正确');
  await dialog.getByLabel('单价（元） 1').fill('12.50');
  await settled(dialog.getByText('单价格式不正确'));
  await dialog.getByLabel('报价备注').fill('含税含运费，3 天交货');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(op.getByText('报价已提交')).toBeVisible();
  const quotes = op.locator('.ant-card', { hasText: '报价方' });
  await expect(quotes).toContainText('¥250.00');

  const mine = await callAs<{ quotes: { totalFen: number; remark: string }[] }>(
    request,
    b.token,
    `/api/bidding/detail?id=${id}`,
  );
  expect(mine.quotes).toEqual([
    expect.objectContaining({ totalFen: 25_000, remark: '含税含运费，3 天交货' }),
  ]);
});

test('商品 drags a level-one category before its neighbour; the order is saved', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  type Node = { id: number; title: string };
  const roots = async () => callAs<Node[]>(request, admin, '/api/admin/catalogue/category/tree', {});
  const before = await roots();
  const [first, second] = before;
  try {
    await consoleLogin(page, '商品', '/catalogue/categories');
    const tree = page.locator('.ant-tree');
    const source = tree.locator('.ant-tree-treenode', { hasText: second!.title }).first();
    const target = tree.locator('.ant-tree-treenode', { hasText: first!.title }).first();
    await source.dragTo(target, { targetPosition: { x: 60, y: 2 } });
    await expect(page.getByText('顺序已保存')).toBeVisible();
    await expect
      .poll(async () => (await roots()).slice(0, 2).map((n) => n.title))
      .toEqual([second!.title, first!.title]);
    await expect(tree.locator('.ant-tree-title').first()).toContainText(second!.title);
  } finally {
    // Other journeys read the home page's category order: put it back.
    await callAs(request, admin, '/api/admin/catalogue/category/reorder', {
      parentId: 0,
      orderedIds: before.map((n) => n.id),
    });
  }
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A merchant application submitted through the applicant's API (SMS-verified mobile, PDF licence). */
async function submittedApplication(request: APIRequestContext, company: string): Promise<string> {
  const mobile = randomMobile('135');
  await passCaptcha(request, mobile);
  expect((await request.post('/api/merchant/sendSms', { data: { mobile } })).ok()).toBe(true);
  const code = await latestCode(request, mobile);
  const verified = (await (
    await request.post('/api/merchant/verify', { data: { mobile, code } })
  ).json()) as {
    data: { token: string };
  };
  const headers = { 'x-merchant-token': verified.data.token };
  const upload = await request.post('/api/merchant/upload', {
    headers,
    multipart: { file: { name: '营业执照.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.ok(), `upload → ${upload.status()}`).toBe(true);
  const { url } = ((await upload.json()) as { data: { url: string } }).data;
  const submit = await request.post('/api/merchant/submit', {
    headers,
    data: {
      companyName: company,
      creditCode: '91350100M000100Y43',
      legalPerson: '王建国',
      registeredCapital: 500,
      address: '浙江省杭州市西湖区文三路 90 号',
      contactName: '李经理',
      categories: ['手动工具'],
      brands: ['世达'],
      licenseFile: url,
      brandAuthFiles: [],
      agree: true,
    },
  });
  expect(submit.ok(), `submit → ${submit.status()}`).toBe(true);
  return mobile;
}

test('运营 reviews a merchant application with its licence and rejects it with a reason', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const company = `杭州西湖精密机械${Date.now().toString().slice(-5)}有限公司`;
  const mobile = await submittedApplication(request, company);

  await consoleLogin(page, '运营', '/merchants?status=1');
  await page
    .getByRole('row', { name: new RegExp(company) })
    .getByText('查看申请')
    .click();
  const drawer = page.getByRole('dialog', { name: company });
  await expect(drawer).toContainText('91350100M000100Y43');
  await expect(drawer.getByRole('link', { name: '营业执照（PDF）' })).toHaveAttribute(
    'href',
    /\/api\/merchant\/files\/.+\.pdf$/,
  );
  await drawer.getByRole('button', { name: '驳回' }).click();
  const dialog = await dialogNamed(page, '驳回入驻申请');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toContainText('请填写原因');
  await dialog.getByLabel('驳回原因').fill('营业执照扫描件不清晰，请重新上传');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已驳回')).toBeVisible();
  await page.bringToFront();
  await page.goto('/admin/merchants?status=3');
  await expect(page.getByRole('row', { name: new RegExp(company) })).toContainText('审核驳回');

  const admin = await adminToken(request);
  const list = await callAs<{ list: { mobile: string; status: number; rejectReason: string }[] }>(
    request,
    admin,
    '/api/admin/merchant/list',
    { status: 3, pageSize: 50 },
  );
  expect(list.list.find((a) => a.mobile === mobile)).toMatchObject({
    status: 3,
    rejectReason: '营业执照扫描件不清晰，请重新上传',
  });
});
