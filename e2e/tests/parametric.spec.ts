import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { withArea } from './support/storefront';
import { api, leaves, type Card, type Leaf } from './support/catalogue';
import { openAsBuyer } from './support/orders';

/**
 * 参数选型 (issue 50): an engineer narrows 深沟球轴承 by 内径 and then 外径 with the min–max inputs; the count
 * is what the server counts for the same ranges, the URL holds them (a reload keeps them), and 清除 drops one.
 * Searching a competitor's bearing number finds our equivalent and says which number matched (对应 …).
 * qy_caigou pastes three of the demo company's material codes into 快速下单 and the cart shows them.
 */

test.beforeEach(async ({ context, baseURL }) => {
  await withArea(context, baseURL!);
});

type RangeFacet = { attributeId: number; name: string; unit: string; min: string | null; max: string | null };
type Listing = {
  total: number;
  list: (Card & { matchedPartNumber?: unknown })[];
  facets: { ranges?: RangeFacet[] };
};

const listing = (request: APIRequestContext, body: Record<string, unknown>) =>
  api<Listing>(request, 'POST', '/api/product/search', { pageSize: 20, ...body });
const countText = (page: Page) => page.getByRole('status').filter({ hasText: /^共 \d+ 件商品$/ });
const rangeRow = (page: Page, facet: RangeFacet) =>
  page.getByRole('group', { name: `${facet.name}（${facet.unit}）`, exact: true });

/** The bearings' category and its 内径 / 外径 filters, as the server answers them. */
async function bearings(request: APIRequestContext) {
  const where = (await leaves(request)).find((l) => l.leaf.title === '深沟球轴承') as Leaf | undefined;
  expect(where, 'the seed has a 深沟球轴承 category').toBeTruthy();
  const all = await listing(request, { categoryId: where!.leaf.id });
  const facet = (name: string) => all.facets.ranges?.find((r) => r.name === name);
  const bore = facet('内径');
  const outer = facet('外径');
  expect(bore?.min, '深沟球轴承 have typed 内径 values').toBeTruthy();
  expect(outer?.min, '深沟球轴承 have typed 外径 values').toBeTruthy();
  return { where: where!, all, bore: bore!, outer: outer! };
}

async function applyRange(page: Page, facet: RangeFacet, min: string, max: string) {
  const row = rangeRow(page, facet);
  await row.getByLabel(`${facet.name}最小`).fill(min);
  await row.getByLabel(`${facet.name}最大`).fill(max);
  await row.getByRole('button', { name: '确定' }).click();
}

test('filters 深沟球轴承 by 内径 and 外径: the server’s count, kept in the address and after a reload', async ({
  page,
  request,
}) => {
  const { where, all, bore, outer } = await bearings(request);
  const id = where.leaf.id;
  // One bore that exists (the smallest), then the outer diameters left for it, narrowed to their lower half.
  const boreOnly = await listing(request, {
    categoryId: id,
    ranges: { [bore.attributeId]: { min: bore.min, max: bore.min } },
  });
  expect(boreOnly.total).toBeGreaterThan(0);
  // A bore above every one the category has matches nothing (the journeys' small seed may hold a single
  // bearing product, so narrowing is shown by exclusion).
  const above = String(Number(bore.max) + 1);
  const none = await listing(request, {
    categoryId: id,
    ranges: { [bore.attributeId]: { min: above, max: above } },
  });
  expect(none.total).toBe(0);
  const left = boreOnly.facets.ranges!.find((r) => r.attributeId === outer.attributeId)!;
  const both = await listing(request, {
    categoryId: id,
    ranges: {
      [bore.attributeId]: { min: bore.min, max: bore.min },
      [outer.attributeId]: { min: left.min, max: left.min },
    },
  });
  expect(both.total).toBeGreaterThan(0);

  await page.goto(`/cate-menu/three-cate/${where.second.id}/${id}`);
  await expect(countText(page)).toHaveText(`共 ${all.total} 件商品`);
  await expect(rangeRow(page, bore)).toContainText(`可选 ${bore.min}`);

  await applyRange(page, bore, bore.min!, bore.min!);
  await expect(countText(page)).toHaveText(`共 ${boreOnly.total} 件商品`);
  await expect(page).toHaveURL(/[?&]range=/);

  await applyRange(page, outer, left.min!, left.min!);
  await expect(countText(page)).toHaveText(`共 ${both.total} 件商品`);
  const shared = page.url();

  // A colleague opens the same address: the same ranges and count, the inputs filled.
  await page.goto(shared);
  await expect(countText(page)).toHaveText(`共 ${both.total} 件商品`);
  await expect(rangeRow(page, bore).getByLabel(`${bore.name}最小`)).toHaveValue(bore.min!);
  await expect(rangeRow(page, outer).getByLabel(`${outer.name}最大`)).toHaveValue(left.min!);

  // 清除 on 外径 goes back to the bore alone.
  await rangeRow(page, outer).getByRole('button', { name: '清除' }).click();
  await expect(countText(page)).toHaveText(`共 ${boreOnly.total} 件商品`);
  expect(page.url()).toContain('range=');
});

test('searching a competitor’s bearing number finds our equivalent and says which number matched', async ({
  page,
  request,
}) => {
  const found = await listing(request, { keyword: '6204-2RS' });
  const hit = found.list.find((c) => c.matchedPartNumber);
  expect(hit, 'the seed cross-references 6204-2RS').toBeTruthy();

  await page.goto('/search?value=6204-2RS');
  const tile = page.getByRole('list', { name: '商品列表' }).getByRole('link').filter({ hasText: '对应' });
  await expect(tile.first()).toContainText(/对应 .*6204/);
});

test('three of the company’s own material codes pasted into 快速下单 find their SKUs, and the cart shows the codes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openAsBuyer(page, 'qy_caigou', 'Caigou@123456', '/quick-order');
  await page.getByRole('textbox', { name: '商品清单' }).fill('WL-10001 2\nWL-10002 1\nWL-10010 1');
  await expect(page.getByRole('status').filter({ hasText: '已识别' })).toHaveText('已识别 3 行');
  await page.getByRole('button', { name: '开始匹配' }).click();
  await expect(page.getByRole('region', { name: '匹配结果' })).toBeVisible();
  const rows = page.locator('.mall-quick-table tbody tr');
  for (const [i, code] of ['WL-10001', 'WL-10002', 'WL-10010'].entries())
    await expect(rows.nth(i)).toContainText(`物料编码 ${code}`);
  // WL-10010 is bought by the box of 12: one box is 12 of ours.
  await expect(rows.nth(2)).toContainText('按物料编码换算 1 → 12');
  await page.getByRole('button', { name: /全部加入购物车/ }).click();
  await expect(page.locator('.mall-quick-done')).toContainText('已加入购物车');

  // The cart's lines carry the company's codes.
  await page.goto('/cart/list');
  const codes = page.getByTestId('material-code');
  for (const code of ['WL-10001', 'WL-10002', 'WL-10010'])
    await expect(codes.filter({ hasText: `物料编码：${code}` })).toHaveCount(1);
});
