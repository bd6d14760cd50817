import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { withArea } from './support/storefront';
import {
  detail,
  leaves,
  loginDemo,
  search,
  shownPrice,
  type Card,
  type Detail,
  type Leaf,
} from './support/catalogue';

/**
 * browser side: category → screening (URL reproduces it) → detail → SKU; search by
 * Chinese, pinyin and initials; suggestions; the empty-keyword toast; history for buyers only; sales areas.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await withArea(context, baseURL!);
});

const countText = (page: Page) => page.getByRole('status').filter({ hasText: /^共 \d+ 件商品$/ });
const tiles = (page: Page) => page.getByRole('list', { name: '商品列表' }).getByRole('link');
const facet = (page: Page, name: string) =>
  page.getByRole('region', { name: '商品筛选' }).getByRole('group', { name, exact: true });

type Plan = { where: Leaf; product: Card; detail: Detail; attr: string; value: string; filtered: number };

/**
 * A level-three category with at least two brands, one of whose products has two buyable SKUs at different
 * prices, and a spec value of that product: the walk filters by its brand and that value, then opens it.
 */
async function planWalk(request: APIRequestContext): Promise<Plan> {
  for (const where of (await leaves(request)).slice(0, 120)) {
    const all = await search(request, { categoryId: where.leaf.id, pageSize: 60 });
    if (all.facets.brands.length < 2) continue;
    for (const product of all.list) {
      const d = await detail(request, product.skuId);
      const buyable = d.skus.filter((s) => s.available);
      if (buyable.length < 2 || new Set(buyable.map((s) => s.price)).size < 2) continue;
      const attr = all.facets.attributes.find((a) => a.values.length > 1 && buyable[0]!.spec[a.name]);
      if (!attr) continue;
      const value = buyable[0]!.spec[attr.name]!;
      const filtered = await search(request, {
        categoryId: where.leaf.id,
        brandIds: [product.brandId],
        attrs: { [attr.name]: [value] },
        pageSize: 60,
      });
      if (!filtered.list.some((c) => c.productId === product.productId) || filtered.total >= all.total)
        continue;
      return { where, product, detail: d, attr: attr.name, value, filtered: filtered.total };
    }
  }
  throw new Error('no category fits the walk in the seeded catalogue');
}

test('category → screening with brand and attribute (the URL reproduces it) → detail → SKU', async ({
  page,
  request,
  context,
}) => {
  const plan = await planWalk(request);
  const { first, second, leaf } = plan.where;

  // Home → level-one category from the category menu
  await page.goto('/');
  await page
    .getByRole('navigation', { name: '商品分类' })
    .getByRole('link', { name: first.title, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/cate-menu/second-cate/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText(first.title);

  // → level three, from its level-two group
  const group = page.getByRole('region', { name: second.title, exact: true });
  await group.getByRole('link', { name: leaf.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/cate-menu/three-cate/${second.id}/${leaf.id}$`));
  const crumbs = page.getByRole('navigation', { name: '当前位置' });
  await expect(crumbs).toContainText(`${first.title}`);
  await expect(crumbs).toContainText(`${second.title}`);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(leaf.title);
  await expect(tiles(page).first()).toBeVisible();

  // Brand facet, then an attribute facet: both in the URL, both as removable tags, count from the server
  await facet(page, '品牌')
    .getByRole('button', { name: new RegExp(`^${plan.product.brandName}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`brand=${plan.product.brandId}`));
  await facet(page, plan.attr)
    .getByRole('button', { name: new RegExp(`^${escape(plan.value)}`) })
    .click();
  await expect(page).toHaveURL(/attr=/);
  await expect(countText(page)).toHaveText(`共 ${plan.filtered} 件商品`);
  const chosen = page.getByRole('group', { name: '已选条件：' });
  await expect(chosen).toContainText(`品牌：${plan.product.brandName}`);
  await expect(chosen).toContainText(`${plan.attr}：${plan.value}`);

  // The same URL brings the same view back: after a reload and in a fresh tab
  const url = page.url();
  await page.reload();
  await expect(countText(page)).toHaveText(`共 ${plan.filtered} 件商品`);
  await expect(facet(page, '品牌').getByRole('button', { pressed: true })).toHaveCount(1);
  await expect(page.getByRole('group', { name: '已选条件：' })).toContainText(`${plan.attr}：${plan.value}`);
  const other = await context.newPage();
  await other.goto(url);
  await expect(countText(other)).toHaveText(`共 ${plan.filtered} 件商品`);
  await expect(other.getByRole('group', { name: '已选条件：' })).toContainText(
    `品牌：${plan.product.brandName}`,
  );
  await other.close();

  // The screening route shows the same selection
  const query = new URL(url).search;
  await page.bringToFront();
  await page.goto(`/shop-screen/${first.id}/${second.id}/${leaf.id}${query}`);
  await expect(countText(page)).toHaveText(`共 ${plan.filtered} 件商品`);
  await expect(page.getByRole('group', { name: '已选条件：' })).toContainText(
    `品牌：${plan.product.brandName}`,
  );

  // Sort by price, both ways
  const sorts = page.getByRole('group', { name: '排序方式' });
  await sorts.getByRole('button', { name: /价格/ }).click();
  await expect(page).toHaveURL(/sort=priceAsc/);
  await sorts.getByRole('button', { name: /价格/ }).click();
  await expect(page).toHaveURL(/sort=priceDesc/);

  // → product detail
  await tiles(page).filter({ hasText: plan.product.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/goods/${plan.product.skuId}$`));
  await expect(page.getByRole('heading', { level: 1, name: plan.detail.title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText(leaf.title);

  // Choose another SKU: price and stock follow it
  const buyable = plan.detail.skus.filter((s) => s.available);
  const target =
    buyable.find((s) => s.price !== plan.detail.skus.find((x) => x.skuId === plan.product.skuId)?.price) ??
    buyable[1]!;
  for (const [index, attr] of plan.detail.specAttrs.entries()) {
    await page
      .getByRole('radiogroup', { name: attr.name })
      .getByRole('radio', { name: target.specValues[index], exact: true })
      .click();
  }
  await expect(page.getByTestId('sku-price')).toContainText(shownPrice(target.price));
  await expect(page.getByTestId('sku-stock')).toHaveText(`${target.stock}${plan.detail.unit}`);
  // The address follows the chosen SKU, so a shared link or a reload opens it again
  await expect(page).toHaveURL(new RegExp(`/goods/${target.skuId}$`));
  await page.reload();
  await expect(page.getByTestId('sku-price')).toContainText(shownPrice(target.price));
  for (const [index, attr] of plan.detail.specAttrs.entries())
    await expect(
      page
        .getByRole('radiogroup', { name: attr.name })
        .getByRole('radio', { name: target.specValues[index], exact: true }),
    ).toBeChecked();
  // Sold-out combinations stay choosable, marked, so their 到货通知 can be reached
  for (const sku of plan.detail.skus.filter((s) => !s.available && s.specValues.length === 1)) {
    const value = page
      .getByRole('radiogroup', { name: plan.detail.specAttrs[0]!.name })
      .getByRole('radio', { name: sku.specValues[0], exact: true });
    await expect(value).toBeEnabled();
    await expect(value).toHaveAttribute('title', '该规格暂时缺货');
  }
});

test('查看全部 of a level-two group opens its screening with the level-three categories as a facet', async ({
  page,
  request,
}) => {
  const { first, second } = (await leaves(request))[0]!;
  const expected = await search(request, { categoryId: second.id });
  await page.goto(`/cate-menu/second-cate/${first.id}`);
  await page
    .getByRole('region', { name: second.title, exact: true })
    .getByRole('link', { name: '查看全部' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/shop-screen/${first.id}/${first.id}/${second.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
  await expect(countText(page)).toHaveText(`共 ${expected.total} 件商品`);
  const leaf = second.children[0]!;
  await facet(page, '分类')
    .getByRole('button', { name: new RegExp(`^${leaf.title}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`cat=${leaf.id}`));
  await expect(page.getByRole('group', { name: '已选条件：' })).toContainText(`分类：${leaf.title}`);
});

test('removing a tag and clearing the filters update the URL and the list', async ({ page, request }) => {
  const plan = await planWalk(request);
  const { first, second, leaf } = plan.where;
  const all = await search(request, { categoryId: leaf.id });
  await page.goto(`/shop-screen/${first.id}/${second.id}/${leaf.id}?brand=${plan.product.brandId}&stock=1`);
  const chosen = page.getByRole('group', { name: '已选条件：' });
  await expect(chosen).toContainText('仅显示有货');
  await page.getByLabel('移除 仅显示有货').click();
  await expect(page).not.toHaveURL(/stock=1/);
  await chosen.getByRole('button', { name: '清空筛选' }).click();
  await expect(page).not.toHaveURL(/brand=/);
  await expect(countText(page)).toHaveText(`共 ${all.total} 件商品`);
});

test('search by Chinese, pinyin and initials finds 螺丝刀 with highlighted titles', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: '请输入商品名称、型号、品牌' });
  await box.fill('螺丝刀');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?value=%E8%9E%BA%E4%B8%9D%E5%88%80$/);
  const expected = await search(request, { keyword: '螺丝刀' });
  expect(expected.total).toBeGreaterThan(0);
  await expect(countText(page)).toHaveText(`共 ${expected.total} 件商品`);
  await expect(tiles(page).first().locator('em.hit').first()).toHaveText('螺丝刀');

  for (const keyword of ['luosidao', 'lsd']) {
    await page.goto(`/search?value=${keyword}`);
    await expect(tiles(page).first()).toBeVisible();
    const titles = await tiles(page).evaluateAll((links) =>
      links.slice(0, 5).map((a) => a.getAttribute('aria-label')),
    );
    for (const title of titles) expect(title).toContain('螺丝刀');
    await expect(tiles(page).first().locator('em.hit').first()).toHaveText('螺丝刀');
  }
});

test('a typo shows the corrected results with a did-you-mean notice', async ({ page, request }) => {
  const result = await search(request, { keyword: '螺丝到' });
  expect(result.didYouMean, 'the seeded catalogue corrects this typo').toBeTruthy();
  await page.goto('/search?value=螺丝到');
  const notice = page.getByRole('status').filter({ hasText: '没有找到' });
  await expect(notice).toContainText(`没有找到“螺丝到”，已为您显示“${result.didYouMean}”的结果`);
  await expect(countText(page)).toHaveText(`共 ${result.total} 件商品`);
  await notice.getByRole('link', { name: `“${result.didYouMean}”` }).click();
  await expect(page).toHaveURL(new RegExp(`value=${encodeURIComponent(result.didYouMean!)}`));
});

test('suggestions list while typing, and a suggestion opens its search', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: '请输入商品名称、型号、品牌' });
  await box.pressSequentially('luosi', { delay: 40 });
  const list = page.getByRole('listbox', { name: '请输入商品名称、型号、品牌' });
  await expect(list.getByRole('option').first()).toBeVisible();
  const first = (await list.getByRole('option').first().textContent())!.trim();
  await list.getByRole('option').first().click();
  await expect(page).toHaveURL(
    new RegExp(`/search\\?value=${encodeURIComponent(first).replace(/%20/g, '\\+')}`),
  );
});

test('an empty keyword shows the toast and does not search', async ({ page }) => {
  await page.goto('/');
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/product/search')) searches.push(r.url());
  });
  await page.getByRole('searchbox', { name: '请输入商品名称、型号、品牌' }).fill('   ');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('请输入您要搜索的商品~')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(searches).toHaveLength(0);
});

test('a search with no result shows the helpful empty state with hot products', async ({ page }) => {
  await page.goto('/search?value=qqxxzzww');
  await expect(page.getByText('抱歉，没有找到与“qqxxzzww”相关的商品')).toBeVisible();
  const hot = page.getByRole('list', { name: '热销商品推荐' });
  await expect(hot.getByRole('link').first()).toBeVisible();
});

test('a visitor never asks for the search history', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('getProductHistoryRecord')) asked.push(r.url());
  });
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: '请输入商品名称、型号、品牌' });
  await box.click();
  await box.fill('扳手');
  await box.fill('');
  await box.press('Enter');
  await page.goto('/search?value=扳手');
  await page.getByRole('searchbox', { name: '请输入商品名称、型号、品牌' }).click();
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
});

test('a logged-in buyer sees the search history and deletes an entry', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await loginDemo(request, context, baseURL!);
  const term = `扳手${Date.now() % 1000}`;
  await page.goto('/');
  const box = page.getByRole('searchbox', { name: '请输入商品名称、型号、品牌' });
  await box.fill(term);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?value=/);
  // The results page puts the term back into the header's box when it renders: emptied before that, the
  // box got its term again and showed suggestions instead of the history (a retry on a loaded host).
  await expect(page.getByRole('heading', { name: `搜索“${term}”` })).toBeVisible();

  const historyCall = page.waitForRequest((r) => r.url().includes('/api/brand/getProductHistoryRecord'));
  await box.fill('');
  await box.click();
  await historyCall;
  const list = page.getByRole('listbox', { name: '搜索历史' });
  const entry = list.getByRole('option', { name: new RegExp(term) });
  await expect(entry).toBeVisible();
  const deleted = page.waitForResponse((r) => r.url().includes('/api/brand/deleteProductHistory') && r.ok());
  await page.getByRole('button', { name: `删除搜索记录 ${term}` }).click({ force: true });
  await deleted;
  await expect(entry).toHaveCount(0);
});

test('changing the sales area changes what is listed', async ({ page, request }) => {
  // A level-three category whose listing differs between 全国 and a province
  let found: { leaf: Leaf; province: string; national: number; local: number } | undefined;
  const areas = (await (await request.get('/api/global/getSysRegionLevelList')).json()).data as {
    sysNo: string;
    title: string;
  }[];
  const provinces = areas.filter((a) => a.sysNo !== '0000').slice(0, 8);
  for (const leaf of (await leaves(request)).slice(0, 60)) {
    const national = (await search(request, { categoryId: leaf.leaf.id, areaCode: '0000' })).total;
    for (const p of provinces) {
      const local = (await search(request, { categoryId: leaf.leaf.id, areaCode: p.sysNo })).total;
      if (local !== national) {
        found = { leaf, province: p.sysNo, national, local };
        break;
      }
    }
    if (found) break;
  }
  expect(found, 'a category whose listing depends on the area').toBeTruthy();
  const { leaf, province, national, local } = found!;
  const title = areas.find((a) => a.sysNo === province)!.title;

  await page.goto(`/cate-menu/three-cate/${leaf.second.id}/${leaf.leaf.id}`);
  await expect(countText(page)).toHaveText(`共 ${national} 件商品`);
  // Choose the province in the top bar's area selector: the page reloads and lists that area's products
  await page.getByTestId('area-selector').hover();
  await page
    .getByRole('listbox', { name: '选择销售区域' })
    .getByRole('option', { name: title, exact: true })
    .click();
  await expect(countText(page)).toHaveText(`共 ${local} 件商品`);
  const sent = page.waitForRequest((r) => r.url().includes('/api/product/search'));
  await page.reload();
  expect((await sent).postDataJSON().areaCode).toBe(province);
});

test('a visitor’s category page: the server’s first view stands where the app then draws the same things', async ({
  browser,
  page,
  request,
  baseURL,
}) => {
  // The leaf with the most products: a full first row of tiles.
  let best = { leaf: (await leaves(request))[0]!, total: 0 };
  for (const leaf of (await leaves(request)).slice(0, 40)) {
    const { total } = await search(request, { categoryId: leaf.leaf.id, areaCode: '0000' });
    if (total > best.total) best = { leaf, total };
  }
  const url = `/cate-menu/three-cate/${best.leaf.second.id}/${best.leaf.leaf.id}`;
  const first = (await search(request, { categoryId: best.leaf.leaf.id, areaCode: '0000' })).list.slice(0, 5);

  // Without scripts: the first view alone, the category's name and the first five pictures and names.
  const bare = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  await withArea(bare, baseURL!);
  const still = await bare.newPage();
  await still.goto(url);
  const view = still.locator('#first-view');
  await expect(view.getByRole('heading', { level: 1 })).toHaveText(best.leaf.leaf.title);
  await expect(view.locator('.fv-tiles li p')).toHaveText(first.map((c) => c.title));
  if (process.env.SCREENSHOTS)
    await still.screenshot({
      path: '../docs/screenshots/category-first-view.png',
      clip: { x: 0, y: 0, width: 1440, height: 900 },
    });
  const at = async (p: Page, selector: string) => {
    const box = (await p.locator(selector).first().boundingBox())!;
    return { x: Math.round(box.x), y: Math.round(box.y) };
  };
  const served = {
    heading: await at(still, '#first-view h1'),
    picture: await at(still, '#first-view .fv-tiles img'),
  };
  await bare.close();

  // With scripts: the app's page replaces it, its heading in the same place; the first tile's picture
  // where the first view's was (the facet rows may differ by a row's wrapping, not more).
  await page.bringToFront();
  await page.goto(url);
  await expect(tiles(page).first()).toBeVisible();
  await expect(page.locator('#first-view')).toHaveCount(0);
  expect(await at(page, '.mall-page-heading h1')).toEqual(served.heading);
  const drawn = await at(page, '[aria-label="商品列表"] .mall-tile-img img');
  expect(drawn.x).toBe(served.picture.x);
  expect(Math.abs(drawn.y - served.picture.y)).toBeLessThanOrEqual(8);
});

test('a product not sold in the area says 该区域暂不销售 and cannot be bought', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // Find a product missing from a province
  let hit: { skuId: number; area: string } | undefined;
  for (const area of ['110000', '650000', '540000']) {
    const national = await search(request, { areaCode: '0000', pageSize: 60 });
    const local = new Set(
      (await search(request, { areaCode: area, pageSize: 60 })).list.map((c) => c.productId),
    );
    const missing = national.list.find((c) => !local.has(c.productId));
    if (missing && !(await detail(request, missing.skuId, area)).area.inArea) {
      hit = { skuId: missing.skuId, area };
      break;
    }
  }
  expect(hit, 'a best seller not sold in one of the sampled areas').toBeDefined();
  await withArea(context, baseURL!, hit!.area);
  await page.goto(`/goods/${hit!.skuId}`);
  await expect(page.getByRole('alert')).toContainText('该区域暂不销售');
  await expect(page.getByRole('button', { name: /加入购物车/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: '立即购买' })).toBeDisabled();
});

test('加入购物车 and 立即购买 ask a visitor to log in; a buyer adds to the cart or goes to checkout', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const hot = await search(request, { sort: 'sales', inStock: true });
  const sku = hot.list[0]!.skuId;
  await page.goto(`/goods/${sku}`);
  await page.getByRole('button', { name: /加入购物车/ }).click();
  await expect(page.getByRole('dialog', { name: '账号登录' })).toBeVisible();

  await loginDemo(request, context, baseURL!);
  await page.goto(`/goods/${sku}`);
  await page.getByRole('button', { name: /加入购物车/ }).click();
  await expect(page.getByText(/已加入购物车|购物车功能即将上线/)).toBeVisible();
  await page.getByRole('button', { name: '立即购买' }).click();
  await expect(page).toHaveURL(new RegExp(`/settlement\\?skuId=${sku}&quantity=\\d+`));
});

test('the quantity keeps to the minimum order quantity and its step', async ({ page, request }) => {
  let target: Detail | undefined;
  let skuId = 0;
  for (let pageNum = 1; pageNum <= 10 && !target; pageNum += 1) {
    for (const card of (await search(request, { sort: 'sales', inStock: true, pageNum, pageSize: 60 }))
      .list) {
      const d = await detail(request, card.skuId);
      const sku = d.skus.find((s) => s.skuId === card.skuId);
      if (d.moq > 1 && d.step > 1 && sku && sku.available && sku.stock > d.moq + 2 * d.step) {
        target = d;
        skuId = card.skuId;
        break;
      }
    }
  }
  expect(target, 'a product with a minimum and an order step in the seeded catalogue').toBeDefined();
  const { moq, step, unit } = target!;
  await page.goto(`/goods/${skuId}`);
  await expect(page.getByText(`${moq}${unit}起订，按${step}${unit}递增`)).toBeVisible();
  const qty = page.getByRole('textbox', { name: '数量' });
  await expect(qty).toHaveValue(String(moq));
  await page.getByRole('button', { name: '增加数量' }).click();
  await expect(qty).toHaveValue(String(moq + step));
  await qty.fill(String(moq + 1));
  await qty.press('Enter');
  await expect(qty).toHaveValue(String(moq + step));
  await qty.fill('1');
  await qty.blur();
  await expect(qty).toHaveValue(String(moq));
  await expect(page.getByRole('button', { name: '减少数量' })).toBeDisabled();
});

test('an unknown product shows a not-found page with a way home', async ({ page }) => {
  await page.goto('/goods/987654321');
  await expect(page.getByText('商品不存在或已下架')).toBeVisible();
  await page.getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown category shows a not-found page', async ({ page }) => {
  await page.goto('/cate-menu/second-cate/987654');
  await expect(page.getByText('商品分类不存在')).toBeVisible();
  await page.goto('/cate-menu/three-cate/1/987654');
  await expect(page.getByText('商品分类不存在')).toBeVisible();
  await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();
});

test('a buyer viewing a product leaves it in the browsing history', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const token = await loginDemo(request, context, baseURL!);
  const card = (await search(request, { sort: 'new' })).list[0]!;
  await page.goto(`/goods/${card.skuId}`);
  await expect(page.getByRole('heading', { level: 1, name: card.title })).toBeVisible();
  await expect
    .poll(async () => {
      const res = await request.post('/api/history/getBrowsingHistory', {
        data: { pageNum: 1, pageSize: 10 },
        headers: { Authorization: `Bearer ${token}` },
      });
      const days = ((await res.json()) as { data: { days: { items: { productId: number }[] }[] } }).data.days;
      return days.flatMap((d) => d.items.map((i) => i.productId));
    })
    .toContain(card.productId);
});

test('brand wall: A–Z index, category filter, brand page with its products', async ({ page }) => {
  await page.goto('/brand');
  const letters = page.getByRole('navigation', { name: '按首字母查找品牌' });
  await expect(letters.getByRole('button', { name: 'A', exact: true })).toBeVisible();
  const enabled = letters.getByRole('button', { disabled: false }).filter({ hasText: /^[A-Z]$/ });
  const letter = (await enabled.first().textContent())!;
  await enabled.first().click();
  await expect(page).toHaveURL(new RegExp(`letter=${letter}`));
  await expect(page.getByRole('region', { name: letter, exact: true })).toBeVisible();

  const cats = page.getByRole('navigation', { name: '按品类筛选品牌' });
  await cats.getByRole('button').nth(1).click();
  await expect(page).toHaveURL(/cat=\d+/);

  const brand = page.locator('.mall-brand-group a').first();
  const name = (await brand.locator('.name').textContent())!;
  await brand.click();
  await expect(page).toHaveURL(/\/brand\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(tiles(page).first()).toBeVisible();
  await expect(countText(page)).toBeVisible();
});

test('scene zone: children as tabs, each with its products', async ({ page }) => {
  await page.goto('/scene-category/first?firstId=1&secondId=6');
  const tabs = page.getByRole('tablist', { name: '子场景' });
  await expect(tabs.getByRole('tab', { selected: true })).toBeVisible();
  await expect(tiles(page).first()).toBeVisible();
  const second = tabs.getByRole('tab', { selected: false }).first();
  const name = (await second.textContent())!;
  await second.click();
  await expect(page).toHaveURL(/secondId=\d+/);
  await expect(tabs.getByRole('tab', { selected: true })).toHaveText(name);
  await expect(tiles(page).first()).toBeVisible();
});

test('paging: 20 a page, the pager, jump to a page and the mini pager keep the page in the URL', async ({
  page,
  request,
}) => {
  const total = (await search(request, { sceneId: 6 })).total;
  expect(total, 'the scene has more than three pages').toBeGreaterThan(60);
  await page.goto('/scene-category/first?firstId=1&secondId=6');
  await expect(countText(page)).toHaveText(`共 ${total} 件商品`);
  await expect(tiles(page)).toHaveCount(20);
  const pager = page.getByRole('navigation', { name: '分页' });
  await pager.getByRole('listitem', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  const jump = pager.getByRole('textbox');
  await jump.fill('3');
  await jump.press('Enter');
  await expect(page).toHaveURL(/page=3/);
  await page.getByRole('button', { name: '上一页' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.reload();
  await expect(pager.locator('.ant-pagination-item-active')).toHaveText('2');
  // A filter goes back to page 1
  await page.getByRole('checkbox', { name: '仅显示有货' }).click();
  await expect(page).toHaveURL(/stock=1/);
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByRole('checkbox', { name: '仅显示有货' })).toBeChecked();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
