/** One benchmarked call. `optional` scenarios are skipped (and said so) when the server answers 404. */
export type Scenario = {
  name: string;
  group: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  optional?: boolean;
};

const json = (body: unknown) => body;

/** The home page's calls (budget: p99 ≤ 25 ms at 32 connections, 100,000 SPUs on PostgreSQL). */
const homeScenarios: Scenario[] = [
  { group: 'home', name: 'scene-category tree', method: 'GET', path: '/api/scene-category/0' },
  {
    group: 'home',
    name: 'getCategoryList',
    method: 'POST',
    path: '/api/home/categories/getCategoryList',
    body: json({}),
  },
  { group: 'home', name: 'getHotSearch', method: 'GET', path: '/api/home/index/getHotSearch' },
  { group: 'home', name: 'getSysRegionLevelList', method: 'GET', path: '/api/global/getSysRegionLevelList' },
  { group: 'home', name: 'getFloorList', method: 'GET', path: '/api/home/index/getFloorList?areaCode=0000' },
  {
    group: 'home',
    name: 'getPromotionList',
    method: 'GET',
    path: '/api/home/index/getPromotionList?areaCode=0000',
  },
  { group: 'home', name: 'getBannerList', method: 'GET', path: '/api/home/index/getBannerList' },
  { group: 'home', name: 'getSiteConfig', method: 'GET', path: '/api/global/getSiteConfig' },
];

/** Category product listing through the screening call. */
const listingScenarios: Scenario[] = [
  {
    group: 'listing',
    name: 'category listing (level 3, page 1)',
    method: 'POST',
    path: '/api/product/search',
    body: json({ categoryId: 1909, pageNum: 1, pageSize: 20, areaCode: '0000' }),
  },
];

/**
 * Catalogue and discovery (p99 at 32 connections, 100,000 SPUs on PostgreSQL): category
 * listing with two facet filters ≤ 40 ms, search ≤ 50 ms, suggestions ≤ 15 ms, product detail ≤ 20 ms.
 */
export const discoveryScenarios: Scenario[] = [
  {
    group: 'discovery',
    name: 'category listing + brand + attribute filter (≤ 40 ms)',
    method: 'POST',
    path: '/api/product/search',
    body: json({
      categoryId: 19,
      brandIds: [1, 2, 3, 16],
      attrs: { 材质: ['不锈钢', '碳钢'] },
      sort: 'default',
      pageNum: 1,
      pageSize: 20,
      areaCode: '0000',
    }),
  },
  {
    group: 'discovery',
    name: 'search 螺丝刀 with facets (≤ 50 ms)',
    method: 'POST',
    path: '/api/product/search',
    body: json({ keyword: '螺丝刀', pageNum: 1, pageSize: 20, areaCode: '0000' }),
  },
  {
    group: 'discovery',
    name: 'search tips luosi (≤ 15 ms)',
    method: 'POST',
    path: '/api/brand/getProductSearchTips',
    body: json({ keyword: 'luosi', areaCode: ['0000'] }),
  },
  {
    group: 'discovery',
    name: 'product detail (≤ 20 ms)',
    method: 'GET',
    path: '/api/product/detail/1?areaCode=0000',
  },
];

export const allScenarios: Scenario[] = [...homeScenarios, ...listingScenarios, ...discoveryScenarios];
