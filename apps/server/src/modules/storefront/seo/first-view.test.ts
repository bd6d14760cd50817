import { describe, expect, it } from 'vitest';
import type { CategoryPath, ProductCard, ProductSearchResult } from '@mall/shared';
import { categoryFirstView, homeFirstView, searchFirstView } from './first-view';
import { hasAreaCookie } from './html-shell';

// The first views' HTML from cached bodies, and the request facts that decide who gets one.

function card(n: number): ProductCard {
  return {
    productId: n,
    skuId: 100 + n,
    title: `扳手 ${n}`,
    titleParts: [],
    brandId: 1,
    brandName: '世达',
    modelNo: `M-${n}`,
    categoryId: 1909,
    price: `${n}.50`,
    unit: '把',
    image: `/api/files/product/${n}.svg`,
    salesCount: n,
    stock: 10,
    inStock: true,
    sellerId: 0,
    sellerName: '工业品商城自营',
  };
}

function result(over: Partial<ProductSearchResult> = {}): ProductSearchResult {
  return {
    list: [1, 2, 3, 4, 5, 6, 7].map(card),
    total: 7,
    pageNum: 1,
    pageSize: 20,
    facets: { brands: [], categories: [], attributes: [], priceRanges: [] },
    highlightTerms: [],
    didYouMean: null,
    hotProducts: [],
    ...over,
  } as ProductSearchResult;
}

const rows = (html: string) => [...html.matchAll(/<div class="fv-fname">([^<]*)：<\/div>/g)].map((m) => m[1]);

describe('search first view', () => {
  it('shows the first row of five tiles, without prices', () => {
    const html = searchFirstView('工业品商城', '扳手', result())!;
    expect(html.match(/<li>/g)).toHaveLength(5);
    expect(html).toContain('<p>扳手 5</p>');
    expect(html).not.toContain('扳手 6');
    expect(html).not.toContain('.50');
  });

  it('writes the facet rows as the app’s panel does: four rows before 更多选项, twelve chips before 更多', () => {
    const values = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `V${i + 1}`, count: 1 }));
    const facets = {
      brands: [{ id: 1, name: '世达', latinName: 'SATA', logo: '', count: 3 }],
      categories: [{ id: 1909, title: '扳手', count: 7 }],
      attributes: [
        { name: '规格', values: values(13) },
        { name: '材质', values: values(2) },
      ],
      priceRanges: [{ label: '0-50', min: '0', max: '50', count: 7 }],
    };
    // Six rows: the app shows four and 更多选项.
    const six = { ...facets, attributes: [...facets.attributes, { name: '颜色', values: values(1) }] };
    const many = searchFirstView('工业品商城', '扳手', result({ facets: six }))!;
    expect(rows(many)).toEqual(['品牌', '分类', '规格', '材质']);
    expect(many).toContain('<span>世达（SATA）<small>(3)</small></span>');
    expect(many).toContain('更多选项');
    expect(many).toContain('V12<small>');
    expect(many).not.toContain('V13<small>');
    expect(many.match(/class="fv-fmore"/g)).toHaveLength(1);

    // Five rows: all of them, no toggle (the app collapses from six).
    const five = searchFirstView('工业品商城', '扳手', result({ facets }))!;
    expect(rows(five)).toEqual(['品牌', '分类', '规格', '材质', '价格']);
    expect(five).not.toContain('更多选项');
  });

  it('has none when nothing matches or the answer is for a corrected keyword', () => {
    expect(searchFirstView('工业品商城', '扳手', result({ list: [], total: 0 }))).toBeNull();
    expect(searchFirstView('工业品商城', '扳手', result({ didYouMean: '扳手' }))).toBeNull();
  });

  it('escapes the keyword, the names and the facet values', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const html = searchFirstView(
      '工业品商城',
      evil,
      result({
        list: [{ ...card(1), title: evil, image: '"><script>alert(1)</script>' }],
        facets: {
          brands: [],
          categories: [],
          attributes: [{ name: evil, values: [{ value: evil, count: 1 }] }],
          priceRanges: [],
        },
      }),
    )!;
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('category first view', () => {
  const path: CategoryPath = {
    category: { id: 1909, title: '扳手', level: 3, parentId: 19 },
    breadcrumbs: [
      { id: 1, title: '工具', level: 1 },
      { id: 19, title: '手动工具', level: 2 },
      { id: 1909, title: '扳手', level: 3 },
    ],
    siblings: [
      { id: 1908, title: '<钳子>' },
      { id: 1909, title: '扳手' },
    ],
    children: [],
  };

  it('writes the crumbs, the name, the siblings with this one marked, then the first five tiles', () => {
    const html = categoryFirstView('工业品商城', path, result())!;
    expect(html).toContain('<div class="fv-crumbs">首页 / 工具 / 手动工具 / 扳手</div><h1>扳手</h1>');
    expect(html).toContain(
      '<nav class="fv-strip"><b>手动工具：</b><div><span>&lt;钳子&gt;</span><strong>扳手</strong></div></nav>',
    );
    expect(html.match(/<li>/g)).toHaveLength(5);
    expect(html).not.toContain('.50');
    expect(html).not.toMatch(/<(a|button|input|script)\b/);
  });

  it('has no strip for an only child, and no first view for an empty listing', () => {
    const only = { ...path, siblings: [path.siblings[1]!] };
    expect(categoryFirstView('工业品商城', only, result())).not.toContain('<nav class="fv-strip">');
    expect(categoryFirstView('工业品商城', path, result({ list: [], total: 0 }))).toBeNull();
  });

  it('offers no 分类 row, as the category page’s own panel does not; search does', () => {
    const facets = {
      brands: [],
      categories: [{ id: 1909, title: '扳手', count: 7 }],
      attributes: [{ name: '规格', values: [{ value: '10mm', count: 7 }] }],
      priceRanges: [],
    };
    expect(rows(categoryFirstView('工业品商城', path, result({ facets }))!)).toEqual(['规格']);
    expect(rows(searchFirstView('工业品商城', '扳手', result({ facets }))!)).toEqual(['分类', '规格']);
  });
});

describe('home first view', () => {
  it('shows the first banner only, and nothing without one', () => {
    const html = homeFirstView('工业品商城', [
      { id: 1, title: '春季 "工具" 节', imageUrl: '/a.png', link: '/brand' },
      { id: 2, title: '劳保', imageUrl: '/b.png', link: '/brand' },
    ])!;
    expect(html).toContain('<img src="/a.png" alt="春季 &quot;工具&quot; 节" width="740" height="318"');
    expect(html).not.toContain('/b.png');
    expect(html).not.toContain('/brand');
    expect(homeFirstView('工业品商城', [])).toBeNull();
  });
});

describe('who gets a first view', () => {
  it('reads a chosen sales area from the area cookie; the national list or none is no choice', () => {
    expect(hasAreaCookie(undefined)).toBe(false);
    expect(hasAreaCookie('a=1')).toBe(false);
    expect(hasAreaCookie(`areaHomeIdList=${encodeURIComponent('["0000"]')}`)).toBe(false);
    expect(hasAreaCookie('x=1; areaHomeIdList=["0000"]')).toBe(false);
    expect(hasAreaCookie(`areaHomeIdList=${encodeURIComponent('["110000"]')}`)).toBe(true);
    expect(hasAreaCookie('loginInfo=x; areaHomeIdList=%5B%22440000%22%5D; y=2')).toBe(true);
    // Not a list the storefront writes: treated as a choice (the page goes without the national tiles).
    expect(hasAreaCookie('areaHomeIdList=garbage')).toBe(true);
    expect(hasAreaCookie('myareaHomeIdList=%5B%22110000%22%5D')).toBe(false);
  });
});
