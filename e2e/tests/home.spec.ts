import { expect, test } from './support/fixtures';
import { prepare, withArea } from './support/storefront';

const FLOORS = ['办公用品', '给排水', '电工电气', '安全防护', '工具耗材'];
const PRICE = /^¥\d+\.\d{2}$/;

test.beforeEach(async ({ page, context, baseURL }) => {
  await prepare(page);
  await withArea(context, baseURL!);
});

test('every block of the home page shows data', async ({ page }) => {
  await page.goto('/');

  // Left category menu with level-one links
  const menu = page.getByRole('navigation', { name: '商品分类' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  expect(await menu.getByRole('link').count()).toBeGreaterThanOrEqual(5);

  // Carousel: four banners
  const carousel = page.getByRole('region', { name: '轮播广告' });
  await expect(carousel.locator('.mall-carousel-item a')).toHaveCount(4);

  // Quick panel: login | register, the six order shortcuts, publish bidding, notices with 更多
  const quick = page.getByRole('complementary', { name: '快捷入口' });
  await expect(quick.getByRole('button', { name: '登录' })).toBeVisible();
  await expect(quick.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/register');
  const shortcuts: [string, RegExp][] = [
    ['待接单', /\/order\/list\?type=1$/],
    ['待发货', /\/order\/list\?type=2$/],
    ['待收货', /\/order\/list\?type=4$/],
    ['待结算', /\/order\/list\?type=-1&payStatus=unpaid$/],
    ['待开票', /\/unappliedInvoice\/list$/],
    ['我的售后', /\/afs\/list$/],
  ];
  for (const [name, href] of shortcuts)
    await expect(quick.getByRole('link', { name })).toHaveAttribute('href', href);
  await expect(quick.getByRole('link', { name: /发布竞价/ })).toHaveAttribute(
    'href',
    '/product-bidding/publish',
  );
  await expect(quick.getByRole('link', { name: '更多' })).toHaveAttribute('href', '/notice');
  await expect(quick.locator('.mall-notice-list a').first()).toHaveAttribute(
    'href',
    /\/notice\/detail\?id=\d+/,
  );

  // Hot-sale block
  const hot = page.getByRole('region', { name: '热销推荐' });
  await expect(hot.getByRole('link').first()).toBeVisible();
  await expect(hot.locator('.mall-price').first()).toHaveText(PRICE);

  // Five floors in order: ≤ 8 category names, ≤ 5 tabs, 8 products with prices, links to /goods/{skuId}
  const floorTitles = await page
    .locator('.mall-floor')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  expect(floorTitles).toEqual(FLOORS);
  for (const name of FLOORS) {
    const floor = page.getByRole('region', { name, exact: true });
    await floor.scrollIntoViewIfNeeded();
    const tabs = floor.getByRole('tab');
    expect(await tabs.count()).toBeGreaterThan(0);
    expect(await tabs.count()).toBeLessThanOrEqual(5);
    const names = await floor.locator('.mall-floor-aside a').count();
    expect(names).toBeGreaterThan(0);
    expect(names).toBeLessThanOrEqual(8);
    const products = floor.getByRole('tabpanel').getByRole('link');
    await expect(products).toHaveCount(8);
    await expect(products.first()).toHaveAttribute('href', /^\/goods\/\d+$/);
    await expect(floor.locator('.mall-price').first()).toHaveText(PRICE);
  }

  // Scene banners with the fixed id pairs, in order
  const scene = page.getByRole('region', { name: '场景专区' });
  const hrefs = await scene.getByRole('link').evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  expect(hrefs).toEqual([5, 4, 3, 2, 1].map((f) => `/scene-category/first?firstId=${f}&secondId=${f + 5}`));
  await expect(scene.locator('strong').first()).not.toBeEmpty();
});

test('carousel links go to the spec targets and open in a new window', async ({ page, context }) => {
  await page.goto('/');
  const slides = page.locator('.mall-carousel .mall-carousel-item a');
  await expect(slides).toHaveCount(4);
  const links = await slides.evaluateAll((els) => els.map((e) => e.getAttribute('data-link')));
  expect(new Set(links)).toEqual(
    new Set(['/cate-menu/second-cate/16', '/cate-menu/three-cate/19/1909', '/brand']),
  );

  // The pointer stops the carousel first (near its right edge, away from the category menu): a slide that
  // turned away under a loaded host's click left the pointer over the menu, whose panel then covered the rest.
  const box = (await page.locator('.mall-carousel').boundingBox())!;
  await page.mouse.move(box.x + box.width - 40, box.y + 40);
  const active = page.locator('.mall-carousel .mall-carousel-item.active a');
  const link = await active.getAttribute('data-link');
  const [popup] = await Promise.all([context.waitForEvent('page'), active.click()]);
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe(link);
  expect(new URL(page.url()).pathname).toBe('/');
  await popup.close();
});

test('carousel advances on its own every 2000 ms', async ({ page }) => {
  await page.goto('/');
  const active = page.locator('.mall-carousel .mall-carousel-item.active');
  await expect(active).toHaveCount(1);
  const first = await active.getAttribute('data-index');
  await expect.poll(async () => active.getAttribute('data-index'), { timeout: 4000 }).not.toBe(first);
});

test('scene category card opens on hover with five level-one scenes', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: '场景专区', exact: true }).hover();
  const card = page.getByRole('region', { name: '场景分类' });
  await expect(card).toBeVisible();
  await expect(card.locator('.mall-scene-card-row')).toHaveCount(5);
  await expect(card.locator('.mall-scene-card-row .first svg')).toHaveCount(5);
  await expect(card.getByRole('link').nth(1)).toHaveAttribute(
    'href',
    /\/scene-category\/first\?firstId=\d+&secondId=\d+/,
  );
});

test('category menu opens a three-level flyout', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: '商品分类' });
  const first = menu.getByRole('listitem').first();
  const title = (await first.textContent())!.trim();
  await first.hover();
  const fly = menu.getByRole('region', { name: `${title} 子分类` });
  await expect(fly).toBeVisible();
  await expect(fly.locator('dd a').first()).toHaveAttribute('href', /^\/cate-menu\/three-cate\/\d+\/\d+$/);
});
