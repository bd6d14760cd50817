import { readFileSync } from 'node:fs';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { dialogNamed, popconfirmOpen, settled, submitUntil } from './support/forms';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  confirmModal,
  confirmPopover,
  consoleLogin,
  openFromMenu,
  pickOption,
  sideMenu,
  submitConsoleLogin,
} from './support/console';
import {
  adminToken,
  buyerWithAddress,
  callAs,
  completedOrder,
  openAsBuyer,
  paidOrder,
  type Buyer,
} from './support/orders';

/**
 * The console screens the other journeys leave out: brands (add with the index letter
 * derived, edit, seen on the storefront's brand wall; a brand with products cannot be deleted), buyers (search,
 * detail with the buyer's orders, invoices and after-sales; disabling ends the storefront session and refuses
 * the login, enabling lets the buyer in again), operator accounts (a new 财务 account sees only 财务's menus, a
 * role change and disabling take effect at once), the audit log searched by operator, action and date with
 * before/after, an exchange and a return-and-refund through every after-sales step, and invoices rejected
 * with a reason or voided by a red-letter invoice whose PDF opens.
 */

const COMPANY = '杭州精工五金机电有限公司';
/** A China calendar day as the console's date filters take it. */
const chinaDay = (at = new Date()) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai' }).format(at);
/** Digits that differ between runs and between retries. */
const unique = () => `${Date.now()}`.slice(-6);
/** A 20-digit (全电) invoice number not used before in this run. */
let invoiceSeq = 0;
const invoiceNumber = () => `24${`${Date.now()}`.slice(-11)}${String(++invoiceSeq).padStart(7, '0')}`;

/** 操作日志 searched through its form: operator username, action prefix, and a day range. */
async function auditSearch(
  page: Page,
  filter: { operator?: string; action?: string; from?: string; to?: string },
): Promise<void> {
  await openFromMenu(page, '操作日志', '操作日志', /\/admin\/audit/);
  const form = page.locator('form.console-filters');
  // From an empty form (the menu keeps an earlier search when the log is already open).
  await form.getByRole('button', { name: '重置' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await form.getByLabel('操作人').fill(filter.operator ?? '');
  await form.getByLabel('操作', { exact: true }).fill(filter.action ?? '');
  if (filter.from && filter.to) {
    // Typed, as operators do: Enter confirms each end of the range without submitting the form early.
    const start = form.getByPlaceholder('开始日期');
    const end = form.getByPlaceholder('结束日期');
    await start.click();
    await start.fill(filter.from);
    await start.press('Enter');
    await end.fill(filter.to);
    await end.press('Enter');
    await expect(start).toHaveValue(filter.from);
    await expect(end).toHaveValue(filter.to);
  }
  await form.getByRole('button', { name: '查询' }).click();
}

/** Expands an audit row and answers its 修改前 and 修改后 snapshots. */
async function auditSnapshots(row: Locator): Promise<{ before: Locator; after: Locator }> {
  await row.getByRole('button', { name: '展开行' }).click();
  const expanded = row.locator('xpath=following-sibling::tr[1]');
  await expect(expanded).toContainText('修改前');
  await expect(expanded).toContainText('修改后');
  const [before, after] = [expanded.locator('pre').nth(0), expanded.locator('pre').nth(1)];
  return { before, after };
}

/** An invoice title of the buyer and an application over one paid order (申请中). */
async function appliedInvoice(request: APIRequestContext, b: Buyer, orderNo: string) {
  const title = await callAs<{ id: number }>(request, b.token, '/api/invoice/title/add', {
    companyName: COMPANY,
    taxNo: '91330106MA2B3C4D5D',
    regAddress: '浙江省杭州市西湖区文三路 90 号',
    regPhone: '0571-88886666',
    bankName: '中国工商银行杭州文三路支行',
    bankAccount: '1202020209900012345',
    email: 'caiwu@example.com',
  });
  return callAs<{ id: number; applyNo: string }>(request, b.token, '/api/invoice/apply', {
    orderNos: [orderNo],
    type: 2,
    titleId: title.id,
  });
}

/** An after-sales request of the buyer on the first line of a completed order. */
async function appliedAfs(request: APIRequestContext, b: Buyer, orderNo: string, type: 1 | 2 | 3) {
  const order = await callAs<{ lines: { id: number }[] }>(request, b.token, '/api/order/detail', { orderNo });
  return callAs<{ afsNo: string; refundAmount: string }>(request, b.token, '/api/afs/apply', {
    orderNo,
    orderLineId: order.lines[0]!.id,
    type,
    quantity: 1,
    reason: '商品质量问题',
    description: type === 3 ? '刀头崩口，换一把同型号的' : '刀头有裂纹，退货退款',
  });
}

test('商品 adds a brand (index letter from its name), edits it, the storefront shows it; a brand with products cannot be deleted, an unused one can', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const name = `铭匠${unique()}`;
  await consoleLogin(page, '商品');
  await openFromMenu(page, '商品管理', '品牌管理', /\/admin\/catalogue\/brands$/);

  await page.getByRole('button', { name: '新增' }).click();
  const add = await dialogNamed(page, '新增');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add).toContainText('请输入品牌中文名');
  await add.getByLabel('品牌中文名').fill(name);
  await add.getByRole('button', { name: '确定' }).click();
  await expect(add).toBeHidden();
  await page.getByLabel('关键词').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  // 铭 reads míng: the index letter is M.
  await expect(row.getByRole('cell', { name: 'M', exact: true })).toBeVisible();

  await row.getByText('编辑', { exact: true }).click();
  const edit = await dialogNamed(page, '编辑');
  await expect(edit.getByLabel('品牌中文名')).toHaveValue(name);
  await edit.getByLabel('英文名').fill('Taurus Tools');
  await edit.getByRole('button', { name: '确定' }).click();
  await expect(edit).toBeHidden();
  // A Latin name gives the letter.
  await expect(row.getByRole('cell', { name: 'T', exact: true })).toBeVisible();
  await expect(row).toContainText('Taurus Tools');

  // The storefront's brand wall files it under T, and its page opens.
  const shop = await page.context().newPage();
  await shop.goto('/brand?letter=T');
  const link = shop.getByRole('region', { name: 'T' }).getByRole('link', { name: new RegExp(name) });
  await expect(link).toBeVisible();
  await shop.goto('/brand?letter=M');
  await expect(shop.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
  await shop.goto('/brand?letter=T');
  await link.click();
  await expect(shop).toHaveURL(/\/brand\?id=\d+$/);
  const brandUrl = shop.url();
  await expect(shop.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(shop.getByRole('heading', { level: 1 })).toContainText('Taurus Tools');

  await page.bringToFront();
  // 世达 has products: refused with the reason.
  await page.getByLabel('关键词').fill('世达');
  await page.getByRole('button', { name: '查询' }).click();
  const sata = page.getByRole('row', { name: /世达/ }).first();
  await sata.getByText('删除', { exact: true }).click();
  await (await popconfirmOpen(page)).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText(/^该品牌下还有商品，不能删除（\d+ 个商品）$/)).toBeVisible();
  await expect(sata).toBeVisible();

  // The new one has none: deleted, and the storefront no longer knows it.
  await page.getByLabel('关键词').fill(name);
  await page.getByRole('button', { name: '查询' }).click();
  await row.getByText('删除', { exact: true }).click();
  await (await popconfirmOpen(page)).getByRole('button', { name: '确定' }).click();
  await expect(row).toHaveCount(0);
  await shop.goto(brandUrl);
  await expect(shop.getByText('品牌不存在').first()).toBeVisible();

  // The audit log has the three writes, the edit with its before and after.
  await consoleLogin(page, '超级管理员');
  await auditSearch(page, { operator: 'shangpin', action: 'brand.' });
  for (const verb of ['新增', '修改', '删除'])
    await expect(page.getByRole('row', { name: new RegExp(`${verb}品牌「${name}」`) })).toBeVisible();
  const edited = page.getByRole('row', { name: new RegExp(`修改品牌「${name}」`) });
  await expect(edited).toContainText('shangpin（商品）');
  await expect(edited).toContainText('brand.update');
  const { before, after } = await auditSnapshots(edited);
  await expect(before).toContainText('"latinName": ""');
  await expect(before).toContainText('"initial": "M"');
  await expect(after).toContainText('"latinName": "Taurus Tools"');
  await expect(after).toContainText('"initial": "T"');
});

test('运营 finds a buyer with their orders, invoices and after-sales; disabling ends the storefront session and refuses the login; enabling lets them in', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const b = await buyerWithAddress(page, request, context, baseURL!);
  const admin = await adminToken(request);
  const orderNo = await completedOrder(request, b, admin);
  const invoice = await appliedInvoice(request, b, orderNo);
  const afs = await appliedAfs(request, b, orderNo, 2);

  const op = await context.newPage();
  await consoleLogin(op, '运营');
  await openFromMenu(op, '买家管理', '买家管理', /\/admin\/buyers/);
  await op.getByLabel('关键词').fill(b.username);
  await op.getByRole('button', { name: '查询' }).click();
  const row = op.getByRole('row', { name: new RegExp(b.username) });
  await expect(row).toContainText(b.mobile);
  await expect(row).toContainText('端到端测试有限公司');
  await expect(row).toContainText('正常');
  await row.getByRole('link', { name: b.username }).click();
  await expect(op).toHaveURL(/\/admin\/buyers\/\d+$/);

  const card = (title: string) => op.locator('.ant-card', { has: op.getByText(title, { exact: true }) });
  await expect(card('最近订单').getByRole('row', { name: new RegExp(orderNo) })).toContainText('已完成');
  await expect(card('最近发票').getByRole('row', { name: new RegExp(invoice.applyNo) })).toContainText(
    '申请中',
  );
  const afsRow = card('最近售后').getByRole('row', { name: new RegExp(afs.afsNo) });
  await expect(afsRow).toContainText('退货退款');
  await expect(afsRow).toContainText('待审核');

  // 停用: the buyer's signed-in storefront is sent to the login, which refuses him.
  await op.getByRole('button', { name: '停用' }).click();
  await expect(op.locator('.ant-modal-confirm')).toContainText(
    '停用后该买家会立即退出登录且不能再登录，确定停用？',
  );
  await confirmModal(op);
  await expect(op.getByText('已停用').first()).toBeVisible();
  await expect(op.getByRole('button', { name: '启用' })).toBeVisible();

  await page.bringToFront();
  await page.goto('/order/list');
  await expect(page).toHaveURL(/\/login\?redirect=%2Forder%2Flist$/);
  const card2 = page.locator('.auth-card');
  await card2.getByLabel('用户名 / 手机号').fill(b.username);
  await card2.getByLabel('登录密码').fill(b.password);
  await card2.getByRole('button', { name: '登录', exact: true }).click();
  await expect(card2.getByText('账号已被停用，请联系客服')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  // 启用: the same credentials sign in again.
  await op.bringToFront();
  await op.getByRole('button', { name: '启用' }).click();
  await expect(op.locator('.ant-modal-confirm')).toContainText('确定启用该买家账号？');
  await confirmModal(op);
  await expect(op.getByRole('button', { name: '停用' })).toBeVisible();
  await page.bringToFront();
  await openAsBuyer(page, b.username, b.password, '/order/list');
  await expect(page.getByText(orderNo).first()).toBeVisible();

  // Both writes are in the audit log with the status before and after.
  await op.bringToFront();
  await consoleLogin(op, '超级管理员');
  await auditSearch(op, { operator: 'yunying', action: 'buyer.' });
  const disabled = op.getByRole('row', {
    name: new RegExp(`停用买家账号 ${b.username}（端到端测试有限公司）`),
  });
  await expect(op.getByRole('row', { name: new RegExp(`启用买家账号 ${b.username}`) })).toBeVisible();
  await expect(disabled).toContainText('buyer.disable');
  const { before, after } = await auditSnapshots(disabled);
  await expect(before).toContainText('"status": 1');
  await expect(after).toContainText('"status": 0');
});

test('超级管理员 creates a 财务 account that sees only 财务 menus; a wrong password is counted and unlocked; a role change and disabling take effect at once; the audit log finds it by operator, action and date', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const username = `cw${unique()}`;
  const password = 'Qian@2026kj';
  await consoleLogin(page, '超级管理员');
  await openFromMenu(page, '系统设置', '运营账号', /\/admin\/operators$/);

  await page.getByRole('button', { name: '新增账号' }).click();
  const add = await dialogNamed(page, '新增账号');
  await add.getByLabel('账号').fill(username);
  await add.getByLabel('姓名').fill('钱会计');
  await pickOption(page, add.getByLabel('角色'), '财务');
  await add.getByLabel('初始密码').fill('abcdefghij');
  await add.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('密码需包含字母、数字、符号中的至少两种')).toBeVisible();
  await add.getByLabel('初始密码').fill(password);
  await settled(page.getByText('密码需包含字母、数字、符号中的至少两种'));
  await add.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('账号已创建')).toBeVisible();
  await expect(add).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toContainText('钱会计');
  await expect(row).toContainText('财务');
  await expect(row).toContainText('正常');

  // The new operator, in a browser of his own.
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  try {
    // A wrong password: one answer whether or not the name exists; the list counts it and 解除锁定 clears it.
    await submitConsoleLogin(them, username, 'Wrong@2026kj');
    await expect(them.getByText('用户名或密码错误')).toBeVisible();
    await page.reload();
    await expect(row).toContainText('1 次');
    await row.getByText('解除锁定').click();
    await confirmPopover(page);
    await expect(page.getByText('已解除锁定')).toBeVisible();
    await expect(row.getByText('解除锁定')).toHaveCount(0);

    await submitConsoleLogin(them, username, password);
    await expect(them.getByTestId('operator-role')).toHaveText('财务');
    const menu = sideMenu(them);
    for (const shown of ['工作台', '财务管理'])
      await expect(menu.getByRole('menuitem', { name: shown, exact: true })).toBeVisible();
    for (const hidden of ['订单管理', '售后管理', '商品管理', '买家管理', '系统设置', '操作日志'])
      await expect(menu.getByRole('menuitem', { name: hidden, exact: true })).toHaveCount(0);

    // 财务 → 商品: his session ends; signed in again he has 商品's menus.
    await row.getByText('编辑', { exact: true }).click();
    const edit = await dialogNamed(page, '编辑账号');
    await pickOption(page, edit.getByLabel('角色'), '商品');
    await edit.getByRole('button', { name: '确定' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('商品');
    await them.reload();
    await expect(them).toHaveURL(/\/admin\/login\?redirect=/);
    await submitConsoleLogin(them, username, password);
    await expect(them.getByTestId('operator-role')).toHaveText('商品');
    await expect(menu.getByRole('menuitem', { name: '商品管理', exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '财务管理', exact: true })).toHaveCount(0);

    // 停用: signed out, and the login refused.
    await row.getByText('编辑', { exact: true }).click();
    await edit.getByLabel('停用').check();
    await edit.getByRole('button', { name: '确定' }).click();
    await expect(edit).toBeHidden();
    await expect(row).toContainText('已停用');
    await them.reload();
    await expect(them).toHaveURL(/\/admin\/login\?redirect=/);
    await submitConsoleLogin(them, username, password);
    await expect(them.getByText('账号已被停用')).toBeVisible();
    await expect(them).toHaveURL(/\/admin\/login/);
  } finally {
    await theirs.close();
  }

  // The audit log by operator, action and today's date; a later day finds nothing.
  const today = chinaDay();
  await auditSearch(page, { operator: 'admin', action: 'operator.', from: today, to: today });
  await expect(page).toHaveURL(new RegExp(`startDate=${today}&endDate=${today}`));
  await expect(page.getByRole('row', { name: new RegExp(`新建运营账号 ${username}（财务）`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`修改运营账号 ${username}：停用`) })).toBeVisible();
  const changed = page.getByRole('row', {
    name: new RegExp(`修改运营账号 ${username}：角色 财务 → 商品`),
  });
  await expect(changed).toContainText('admin（超级管理员）');
  const { before, after } = await auditSnapshots(changed);
  await expect(before).toContainText('"role": "财务"');
  await expect(after).toContainText('"role": "商品"');
  await expect(after).not.toContainText('password');

  const tomorrow = chinaDay(new Date(Date.now() + 86_400_000));
  await auditSearch(page, { operator: 'admin', action: 'operator.', from: tomorrow, to: tomorrow });
  await expect(page.getByRole('row', { name: new RegExp(username) })).toHaveCount(0);
  await expect(page.locator('.ant-table-placeholder')).toBeVisible();
});

test('after-sales exchange: 运营 approves, the buyer sends the goods back, 运营 confirms the return and ships the exchange; the buyer sees its tracking', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const b = await buyerWithAddress(page, request, context, baseURL!);
  const admin = await adminToken(request);
  const orderNo = await completedOrder(request, b, admin);
  const afs = await appliedAfs(request, b, orderNo, 3);

  const op = await context.newPage();
  await consoleLogin(op, '运营');
  await openFromMenu(op, '售后管理', '售后管理', /\/admin\/afs/);
  await op.getByLabel('售后单号').fill(afs.afsNo);
  await op.getByRole('button', { name: '查询' }).click();
  await expect(op.getByRole('row', { name: new RegExp(afs.afsNo) })).toContainText('换货');
  await op.getByRole('link', { name: afs.afsNo }).click();
  const head = op.locator('.ant-card-head').first();
  await expect(head).toContainText('待审核');
  await expect(op.getByText('刀头崩口，换一把同型号的')).toBeVisible();

  await op.getByRole('button', { name: '审核通过' }).click();
  await confirmModal(op);
  await expect(head).toContainText('待寄回');
  await expect(op.getByRole('button', { name: '确认收到退货' })).toHaveCount(0);

  // The buyer posts the goods back.
  await callAs(request, b.token, '/api/afs/shipReturn', {
    afsNo: afs.afsNo,
    carrier: '中通快递',
    trackingNo: 'ZT7788990011',
  });
  await op.reload();
  await expect(head).toContainText('已寄回');
  const facts = op.locator('.ant-descriptions');
  await expect(facts.getByText('中通快递 ZT7788990011')).toBeVisible();
  await op.getByRole('button', { name: '确认收到退货' }).click();
  await expect(op.locator('.ant-modal-confirm')).toContainText('确认已收到买家寄回的商品？');
  await confirmModal(op);
  await expect(head).toContainText('换货中');

  await op.getByRole('button', { name: '发出换货' }).click();
  const ship = await dialogNamed(op, '发出换货商品');
  await ship.getByRole('button', { name: '确定' }).click();
  await expect(ship).toContainText('请选择物流公司');
  await pickOption(op, ship.getByLabel('物流公司'), '顺丰速运');
  await ship.getByLabel('运单号').fill('SF1400556677889');
  await ship.getByRole('button', { name: '确定' }).click();
  await expect(ship).toBeHidden();
  await expect(head).toContainText('已完成');
  await expect(facts.getByText('顺丰速运 SF1400556677889')).toBeVisible();
  const timeline = op.locator('.ant-card', { hasText: '处理记录' });
  for (const step of ['平台审核通过', '买家已寄回商品', '平台确认收到退货', '换货商品已发出'])
    await expect(timeline).toContainText(step);

  // The buyer's after-sales page.
  await page.bringToFront();
  await page.goto('/afs/list');
  const mine = page.getByRole('row', { name: new RegExp(afs.afsNo) });
  await expect(mine).toContainText('已完成');
  await mine.getByRole('button', { name: '查看详情' }).click();
  const detail = await dialogNamed(page, '售后详情');
  await expect(detail).toContainText('换货物流');
  await expect(detail).toContainText('顺丰速运 SF1400556677889');
  await expect(detail).toContainText('换货商品已发出');
});

test('after-sales return and refund: 超级管理员 approves, confirms the returned goods, refunds; the buyer sees 已退款', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const b = await buyerWithAddress(page, request, context, baseURL!);
  const admin = await adminToken(request);
  const orderNo = await completedOrder(request, b, admin);
  const afs = await appliedAfs(request, b, orderNo, 2);

  const op = await context.newPage();
  await consoleLogin(op, '超级管理员', `/afs/${afs.afsNo}`);
  const head = op.locator('.ant-card-head').first();
  await expect(head).toContainText('待审核');
  await op.getByRole('button', { name: '审核通过' }).click();
  await confirmModal(op);
  await expect(head).toContainText('待寄回');
  await expect(op.getByRole('button', { name: '退款' })).toHaveCount(0);

  await callAs(request, b.token, '/api/afs/shipReturn', {
    afsNo: afs.afsNo,
    carrier: '顺丰速运',
    trackingNo: 'SF1400223344556',
  });
  await op.reload();
  await expect(head).toContainText('已寄回');
  await op.getByRole('button', { name: '确认收到退货' }).click();
  await confirmModal(op);
  await expect(head).toContainText('退款中');

  await op.getByRole('button', { name: '退款' }).click();
  const dialog = await dialogNamed(op, '售后退款');
  await expect(dialog.getByLabel('退款金额')).toHaveValue(afs.refundAmount);
  await dialog.getByLabel('备注/转账凭证').fill('工行转账回单 HD20261122009');
  await dialog.getByRole('button', { name: '退款' }).click();
  await expect(op.getByText('退款成功')).toBeVisible();
  await expect(head).toContainText('已退款');
  await expect(op.getByText(`¥${afs.refundAmount}`).first()).toBeVisible();

  await page.bringToFront();
  await page.goto('/afs/list');
  const mine = page.getByRole('row', { name: new RegExp(afs.afsNo) });
  await expect(mine).toContainText('已退款');
  await mine.getByRole('button', { name: '查看详情' }).click();
  const detail = await dialogNamed(page, '售后详情');
  for (const step of ['平台审核通过', '买家已寄回商品', '平台确认收到退货', '退款完成'])
    await expect(detail).toContainText(step);
});

test('财务 rejects an invoice application with a reason; the buyer sees 已驳回 with it and can apply again', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const b = await buyerWithAddress(page, request, context, baseURL!);
  const admin = await adminToken(request);
  const orderNo = await paidOrder(request, b, admin);
  const applied = await appliedInvoice(request, b, orderNo);
  const reason = '抬头与营业执照名称不一致，请核对后重新申请';

  const caiwu = await context.newPage();
  await consoleLogin(caiwu, '财务');
  await openFromMenu(caiwu, '财务管理', '发票申请', /\/admin\/finance\/invoices/);
  await caiwu.getByLabel('买家').fill(b.username);
  await caiwu.getByRole('button', { name: '查询' }).click();
  const row = caiwu.getByRole('row', { name: new RegExp(applied.applyNo) });
  await expect(row).toContainText('申请中');
  await row.getByRole('link', { name: '开票' }).click();
  await caiwu.getByRole('button', { name: '驳回' }).click();
  const dialog = await dialogNamed(caiwu, '驳回开票申请');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toContainText('请填写原因');
  await dialog.getByLabel('驳回原因').fill(reason);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(caiwu.locator('.ant-card-head').first()).toContainText('已驳回');
  await expect(caiwu.locator('.ant-descriptions').getByText(reason)).toBeVisible();

  await page.bringToFront();
  await page.goto('/unappliedInvoice/list');
  await page.getByRole('tab', { name: '我的发票' }).click();
  const mine = page.getByRole('row', { name: new RegExp(applied.applyNo) });
  await expect(mine).toContainText('已驳回');
  await expect(mine).toContainText(reason);
  // The order is back among those awaiting an invoice.
  await page.getByRole('tab', { name: '待开票订单' }).click();
  await expect(page.getByRole('checkbox', { name: orderNo })).toBeVisible();
});

test('财务 voids an issued invoice: a red-letter invoice is issued, its PDF opens, the buyer downloads it and can invoice the order again', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const b = await buyerWithAddress(page, request, context, baseURL!);
  const admin = await adminToken(request);
  const orderNo = await paidOrder(request, b, admin);
  const applied = await appliedInvoice(request, b, orderNo);
  const blueNo = invoiceNumber();
  const redNo = invoiceNumber();
  const issued = await callAs<{ amounts: { totalAmount: string } }>(
    request,
    admin,
    '/api/admin/invoice/issue',
    { id: applied.id, invoiceNo: blueNo, issueDate: chinaDay() },
  );

  const caiwu = await context.newPage();
  await consoleLogin(caiwu, '财务', `/finance/invoices?buyer=${b.username}`);
  const row = caiwu.getByRole('row', { name: new RegExp(applied.applyNo) });
  await expect(row).toContainText('已开票');
  await expect(row).toContainText(blueNo);
  await row.getByRole('link', { name: '详情' }).click();
  const head = caiwu.locator('.ant-card-head').first();
  await expect(head).toContainText('已开票');

  await caiwu.getByRole('button', { name: '作废' }).click();
  const dialog = await dialogNamed(caiwu, '作废发票');
  await dialog.getByLabel('作废原因').fill('购方信息有误，全额冲红');
  await dialog.getByLabel('红字发票号码').fill('1234');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toContainText('红字发票号码应为 8 位或 20 位数字');
  await dialog.getByLabel('红字发票号码').fill(blueNo);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(caiwu.getByText('红字发票号码不能与蓝字发票号码相同')).toBeVisible();
  await dialog.getByLabel('红字发票号码').fill(redNo);
  await settled(caiwu.getByText('红字发票号码不能与蓝字发票号码相同'));
  await submitUntil(dialog.getByRole('button', { name: '确定' }), () =>
    expect(dialog).toBeHidden({ timeout: 5000 }),
  );
  await expect(head).toContainText('已作废');
  const red = caiwu.locator('.ant-card', { has: caiwu.getByText('红字发票', { exact: true }) });
  await expect(red).toContainText(redNo);
  await expect(red).toContainText(blueNo);
  await expect(red).toContainText(`-${issued.amounts.totalAmount}`);
  await expect(red).toContainText('购方信息有误，全额冲红');
  const opened = context.waitForEvent('page');
  await red.getByRole('button', { name: '查看红字发票 PDF' }).click();
  const pdf = await opened;
  await expect.poll(() => pdf.url()).toMatch(/^blob:/);
  await pdf.close();

  // The buyer: the order awaits an invoice again; the voided one carries its red-letter PDF.
  await page.bringToFront();
  await page.goto('/unappliedInvoice/list');
  await expect(page.getByRole('checkbox', { name: orderNo })).toBeVisible();
  await page.getByRole('tab', { name: '我的发票' }).click();
  const mine = page.getByRole('row', { name: new RegExp(applied.applyNo) });
  await expect(mine).toContainText('已作废');
  await mine.getByRole('button', { name: '查看详情' }).click();
  const detail = await dialogNamed(page, '发票详情');
  await expect(detail).toContainText(redNo);
  const downloading = page.waitForEvent('download');
  await detail.getByRole('button', { name: '下载红字发票' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`${redNo}\\.pdf$`));
  const bytes = readFileSync(await download.path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  const flat = text.replace(/\s+/g, '');
  expect(flat).toContain('红字');
  expect(flat).toContain(redNo);
  expect(flat).toContain(blueNo);

  // The void is in the audit log under 财务's name.
  await consoleLogin(caiwu, '超级管理员');
  await auditSearch(caiwu, { operator: 'caiwu', action: 'invoice.void' });
  const audited = caiwu.getByRole('row', {
    name: new RegExp(`作废发票 ${blueNo}，开具红字发票 ${redNo}`),
  });
  await expect(audited).toContainText(`invoice ${applied.id}`);
  await expect(audited).toContainText('caiwu（财务）');
  const { before, after } = await auditSnapshots(audited);
  await expect(before).toContainText('"status": 2');
  await expect(after).toContainText('"status": 4');
  await expect(after).toContainText(redNo);
});
