import { expect, test } from './support/fixtures';
import { cookieValue, prepare, withArea } from './support/storefront';

test.describe('area selector and location prompt', () => {
  test.beforeEach(async ({ page }) => prepare(page));

  test('salesAreaCode holds the areas with products after load', async ({ page, context, baseURL }) => {
    await withArea(context, baseURL!);
    const areas = page.waitForResponse('**/api/global/getSysRegionLevelList');
    await page.goto('/');
    const body = (await (await areas).json()) as { data: { sysNo: string; hasSpu: boolean }[] };
    const expected = body.data.filter((a) => a.hasSpu).map((a) => a.sysNo);
    await expect.poll(() => cookieValue(context, 'salesAreaCode')).toBe(JSON.stringify(expected));
  });

  test('choosing an area writes areaHomeIdList and reloads', async ({ page, context, baseURL }) => {
    await withArea(context, baseURL!);
    await page.goto('/');
    await page.getByTestId('area-selector').hover();
    const list = page.getByRole('listbox', { name: '选择销售区域' });
    const option = list.getByRole('option').nth(1);
    const title = (await option.textContent())!.trim();
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await Promise.all([page.waitForEvent('load'), option.click()]);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
    const ids = JSON.parse((await cookieValue(context, 'areaHomeIdList'))!) as string[];
    expect(ids).toHaveLength(1);
    expect(ids[0]).not.toBe('0000');
    await expect(page.getByTestId('area-selector')).toContainText(title);
  });

  test('without an area cookie a small prompt asks for the location; close hides it for the session', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const prompt = page.getByRole('dialog', { name: /是否允许获取您的位置/ });
    await expect(prompt).toBeVisible();
    await expect(page.getByTestId('area-selector')).toContainText('全国');
    // Non-blocking: the page under it stays usable.
    await expect(page.getByRole('searchbox', { name: /请输入商品名称/ })).toBeEditable();
    await prompt.getByRole('button', { name: '关闭' }).click();
    await expect(prompt).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('area-selector')).toBeVisible();
    await expect(page.getByRole('dialog', { name: /是否允许获取您的位置/ })).toBeHidden();
    expect(await cookieValue(context, 'areaHomeIdList')).toBeUndefined();
  });

  test('allowing the location stores the default area', async ({ page, context, request }) => {
    const expected = process.env.E2E_MOCK_HOME
      ? '310000'
      : (
          (await (await request.get('/api/global/getDefaultArea')).json()) as {
            data: { defaultArea: { sysNo: string } };
          }
        ).data.defaultArea.sysNo;
    await page.goto('/');
    const prompt = page.getByRole('dialog', { name: /是否允许获取您的位置/ });
    await prompt.getByRole('button', { name: '允许' }).click();
    await expect.poll(() => cookieValue(context, 'areaHomeIdList')).toBe(JSON.stringify([expected]));
    await expect(page.getByRole('dialog', { name: /是否允许获取您的位置/ })).toBeHidden();
  });
});

test.describe('search box', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await prepare(page);
    await withArea(context, baseURL!);
  });

  test('an empty (or blank) keyword shows the toast and does not search', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: /请输入商品名称/ }).fill('   ');
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page.getByText('请输入您要搜索的商品~')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('suggestions appear while typing; Enter records the trimmed term and opens the results', async ({
    page,
  }) => {
    await page.goto('/');
    const input = page.getByRole('searchbox', { name: /请输入商品名称/ });
    const tips = page.waitForRequest('**/api/brand/getProductSearchTips');
    await input.pressSequentially('扳手', { delay: 50 });
    const request = await tips;
    expect(request.postDataJSON()).toMatchObject({ keyword: '扳手', areaCode: ['0000'] });
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();

    await input.fill('  扳手  ');
    const record = page.waitForRequest('**/api/home/index/recordSearch');
    await input.press('Enter');
    expect((await record).postDataJSON()).toEqual({ searchTerms: '扳手' });
    await expect(page).toHaveURL(/\/search\?value=%E6%89%B3%E6%89%8B$/);
  });

  test('hot words are shown under the box', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.mall-header .mall-hot-words button').first()).toBeVisible();
  });
});

test.describe('shell', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    await prepare(page);
    await withArea(context, baseURL!);
  });

  test('the maintenance banner appears, closes and stays closed (Notice=false)', async ({
    page,
    context,
  }) => {
    await page.route('**/api/oauth/getRepairTips', (route) =>
      route.fulfill({
        json: {
          code: 200,
          msg: 'success',
          data: [{ id: 1, title: '维护预告', content: '平台将于今晚 22:00 进行系统维护' }],
        },
      }),
    );
    await page.goto('/');
    const banner = page.getByRole('alert').filter({ hasText: '平台将于今晚 22:00 进行系统维护' });
    await expect(banner).toBeVisible();
    await expect.poll(() => cookieValue(context, 'Notice')).toBe('true');
    await banner.getByRole('button', { name: '关闭' }).click();
    await expect(banner).toBeHidden();
    expect(await cookieValue(context, 'Notice')).toBe('false');
    await page.reload();
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(page.getByText('平台将于今晚 22:00 进行系统维护')).toBeHidden();
  });

  test('an empty tip list removes the Notice cookie', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'Notice', value: 'false', url: baseURL! }]);
    await page.route('**/api/oauth/getRepairTips', (route) =>
      route.fulfill({ json: { code: 200, msg: 'success', data: [] } }),
    );
    await page.goto('/');
    await expect.poll(() => cookieValue(context, 'Notice')).toBeUndefined();
  });

  test('the fixed header appears once the scroll passes 300 px', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: '办公用品', exact: true })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(page.getByTestId('fixed-header')).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 400));
    const fixed = page.getByTestId('fixed-header');
    await expect(fixed).toBeVisible();
    await expect(fixed.getByRole('button', { name: '搜索' })).toBeVisible();
    await expect(fixed.getByRole('button', { name: /我的购物车/ })).toBeVisible();
    await page.getByRole('button', { name: '返回顶部' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(fixed).toBeHidden();
  });

  test('a render error shows the global error screen and reaches the report endpoint', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('mall:error-test', '1'));
    const report = page.waitForRequest((r) => r.url().endsWith('/api/log/report') && r.method() === 'POST');
    await page.goto('/__error-test');
    await expect(page.getByText('抱歉，页面无法显示')).toBeVisible();
    await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();
    await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
    const sent = await report;
    const body = sent.postDataJSON() as Record<string, string>;
    expect(body.errorMessage).toContain('deliberate render error');
    expect(body.url).toContain('/__error-test');
    expect(body.projectName).toBeTruthy();
    expect(body.currentTime).toBeTruthy();
    expect((await sent.response())?.status()).toBe(200);
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the error-test route does not exist without the opt-in', async ({ page }) => {
    await page.goto('/__error-test');
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
  });

  test('an API answering code 3110 sends the browser to /repair', async ({ page }) => {
    await page.route('**/api/home/index/getHotSearch', (route) =>
      route.fulfill({ status: 503, json: { code: 3110, msg: '系统维护中，请稍后再试', data: null } }),
    );
    // The maintenance page polls getRepairInfo and leaves when it says maintenance is over, so it must agree.
    await page.route('**/api/oauth/getRepairInfo', (route) =>
      route.fulfill({
        json: { code: 200, msg: 'success', data: { maintenance: true, content: '系统升级中' } },
      }),
    );
    await page.goto('/');
    await expect(page).toHaveURL(/\/repair$/);
    await expect(page.getByText('系统维护')).toBeVisible();
  });

  test('navigation, footer and slogans are in place; the title comes from site config', async ({
    page,
    request,
  }) => {
    const site = (await (await request.get('/api/global/getSiteConfig')).json()) as {
      data: { siteName: string; phone: string; icp: string; address: string };
    };
    await page.goto('/');
    await expect(page).toHaveTitle(site.data.siteName);
    const nav = page.getByRole('navigation', { name: '主导航' });
    for (const name of ['商城首页', '品牌', '场景专区', '公告', '商家入驻', '网站介绍']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.getByText('联系客服').hover();
    await expect(page.getByText(`客服电话：${site.data.phone}`)).toBeVisible();
    for (const s of ['一站式采购', '品质服务', '品牌甄选', '阳光采购'])
      await expect(page.getByText(s, { exact: true })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: '货到付款' })).toHaveAttribute(
      'href',
      /\/help\?type=2-1&index=\d/,
    );
    await expect(footer.getByText(site.data.icp)).toBeVisible();
    await expect(footer.getByText(site.data.address)).toBeVisible();
    await page.getByRole('button', { name: '平台客服' }).click();
    await expect(page.getByRole('tooltip').getByText(site.data.phone, { exact: true })).toBeVisible();
  });

  test('my-orders dropdown lists 待发货, 待收货, 已完成; a visitor gets the login popup first', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: '我的订单' }).first().hover();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('link', { name: '待发货' })).toHaveAttribute('href', '/order/list?type=2');
    await expect(menu.getByRole('link', { name: '待收货' })).toHaveAttribute('href', '/order/list?type=4');
    await expect(menu.getByRole('link', { name: '已完成' })).toHaveAttribute('href', '/order/list?type=5');
    await menu.getByRole('link', { name: '待收货' }).click();
    await expect(page.getByRole('dialog', { name: '账号登录' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('routes: every spec page is built, unknown paths show 404 with a way home', async ({ page }) => {
    await page.goto('/merchant-join');
    await expect(page.getByRole('heading', { name: '商家入驻' })).toBeVisible();
    await page.goto('/no/such/page');
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor opening a login-only page goes to /login with the redirect', async ({ page }) => {
    await page.goto('/cart/list?x=1');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcart%2Flist%3Fx%3D1$/);
  });
});
