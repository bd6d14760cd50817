import type { Page, Route } from '@playwright/test';

/**
 * Stand-in answers for the home-page calls, used only while the server lacks them (E2E_MOCK_HOME=1) and
 * for the screenshot script. Real journeys run against the seeded server.
 */
const svg = (text: string, bg: string, w = 400, h = 400) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="${bg}"/><text x="50%" y="50%" font-size="${Math.round(h / 9)}" fill="#fff" text-anchor="middle" dominant-baseline="middle" font-family="Noto Sans CJK SC">${text}</text></svg>`,
  )}`;

const FLOORS = ['办公用品', '给排水', '电工电气', '安全防护', '工具耗材'];
const PRODUCTS = [
  '世达 套筒扳手 32件套',
  '史丹利 数显游标卡尺 0-150mm',
  '3M 防护口罩 KN95 50只/盒',
  '正泰 小型断路器 DZ47-63 C32',
  '公牛 插线板 6位 3米',
  '得力 A4复印纸 70g 5包/箱',
  '联塑 PVC-U 给水管 DN50',
  '霍尼韦尔 安全帽 H99 ABS',
];
const COLORS = ['#3b6ea5', '#5a8f5a', '#a56a3b', '#7a5aa5', '#a53b5a', '#3ba59a'];

const ok = (data: unknown) => ({ code: 200, msg: 'success', data });

const mockData = {
  areas: [
    { sysNo: '0000', title: '全国', hasSpu: true },
    { sysNo: '110000', title: '北京', hasSpu: true },
    { sysNo: '310000', title: '上海', hasSpu: true },
    { sysNo: '440000', title: '广东', hasSpu: true },
    { sysNo: '650000', title: '新疆', hasSpu: false },
  ],
  hot: ['安全帽', '扳手', '断路器', '劳保手套', '电缆', 'PVC管'].map((hotWord, i) => ({
    id: i + 1,
    hotWord,
  })),
  scenes: [1, 2, 3, 4, 5].map((id) => ({
    id,
    name: ['机械加工', '电力能源', '安全生产', '建筑施工', '实验检测'][id - 1]!,
    children: [{ id: id + 5, name: ['车间维修', '配电运维', '个人防护', '水电安装', '理化分析'][id - 1]! }],
  })),
  categories: FLOORS.concat(['五金工具', '机械配件', '清洁用品', '仪器仪表', '焊接切割']).map((title, i) => ({
    id: i === 0 ? 16 : 100 + i,
    title,
    parentId: 0,
    background: '',
    logoList: [],
    children: [0, 1, 2].map((j) => ({
      id: i === 0 && j === 0 ? 19 : 1000 + i * 10 + j,
      title: `${title}${['类', '配件', '耗材'][j]}`,
      parentId: i,
      background: '',
      logoList: [],
      children: [0, 1, 2, 3].map((k) => ({
        id: i === 0 && j === 0 && k === 0 ? 1909 : 10000 + i * 100 + j * 10 + k,
        title: `${title}${k + 1}号`,
        parentId: 1000 + i * 10 + j,
        background: '',
        logoList: [],
        children: [],
      })),
    })),
  })),
  banners: [
    { id: 1, title: '办公用品 开工季', link: '/cate-menu/second-cate/16' },
    { id: 2, title: '五金工具 品牌周', link: '/cate-menu/three-cate/19/1909' },
    { id: 3, title: '品牌馆', link: '/brand' },
    { id: 4, title: '安全防护 专场', link: '/cate-menu/second-cate/16' },
  ].map((b, i) => ({ ...b, imageUrl: svg(b.title, COLORS[i]!, 790, 420) })),
  floors: FLOORS.map((title, i) => ({
    id: 200 + i,
    title,
    titleToIdVOS: Array.from({ length: 8 }, (_, j) => ({
      id: 3000 + i * 10 + j,
      parentId: 2000 + i,
      title: `${title.slice(0, 2)}品类${j + 1}`,
    })),
    manyVOS: Array.from({ length: 5 }, (_, j) => ({
      categoryId: 2000 + i * 10 + j,
      categoryName: `${title}${j + 1}`,
      spuListS: Array.from({ length: 8 }, (_, k) => ({
        skuId: 50000 + i * 100 + j * 10 + k,
        spuId: 40000 + i * 100 + j * 10 + k,
        spuName: PRODUCTS[(i + j + k) % PRODUCTS.length]!,
        price: `${(12.5 + k * 7.31 + j).toFixed(3)}`,
        fileVOS: [
          {
            previewPath: svg(
              PRODUCTS[(i + j + k) % PRODUCTS.length]!.split(' ')[0]!,
              COLORS[k % COLORS.length]!,
            ),
          },
        ],
      })),
    })),
  })),
  hotSale: Array.from({ length: 6 }, (_, i) => ({
    id: 70000 + i,
    skuId: 80000 + i,
    productName: PRODUCTS[i]!,
    minPrice: `${(29.9 + i * 11).toFixed(2)}`,
    coverImageFile: [{ previewPath: svg(PRODUCTS[i]!.split(' ')[0]!, COLORS[i]!) }],
  })),
  notices: [
    '关于春节期间物流安排的公告',
    '平台增值税专用发票开具说明',
    '新入驻品牌：霍尼韦尔',
    '系统升级维护通知',
  ].map((title, i) => ({
    id: i + 1,
    title,
    content: title,
    createTime: '2026-01-0' + (i + 1) + ' 10:00:00',
  })),
};

export async function mockHomeApi(page: Page): Promise<void> {
  const answer = (data: unknown) => (route: Route) => route.fulfill({ json: ok(data) });
  await page.route('**/api/global/getSysRegionLevelList', answer(mockData.areas));
  await page.route(
    '**/api/global/getDefaultArea',
    answer({ defaultArea: { sysNo: '310000', title: '上海' } }),
  );
  await page.route('**/api/home/index/getHotSearch', answer(mockData.hot));
  await page.route('**/api/home/index/recordSearch', answer(null));
  await page.route('**/api/scene-category/0', answer(mockData.scenes));
  await page.route('**/api/home/categories/getCategoryList', answer(mockData.categories));
  await page.route('**/api/home/index/getBannerList', answer(mockData.banners));
  await page.route('**/api/home/index/getFloorList', answer(mockData.floors));
  await page.route('**/api/home/index/getPromotionList', answer(mockData.hotSale));
  await page.route(
    '**/api/notice/getNoticeList',
    answer({ list: mockData.notices, total: 4, pageNum: 1, pageSize: 4 }),
  );
  await page.route('**/api/brand/getProductSearchTips', async (route) => {
    const body = route.request().postDataJSON() as { keyword: string };
    await route.fulfill({
      json: ok([`${body.keyword} 套装`, `${body.keyword} 工业级`, `${body.keyword} 进口`]),
    });
  });
}
