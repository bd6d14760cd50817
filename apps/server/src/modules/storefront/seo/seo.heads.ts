import type { CategoryCrumb, CategoryPath, FirstCategoryPage, ProductDetail } from '@mall/shared';
import { productFirstView } from './first-view';
import { clip, textOf, type PageHead } from './html-shell';

/*
 * The head of each kind of storefront page (seo.pages.ts picks the kind and caches the rendered page):
 * title, meta description, canonical URL and JSON-LD, from the data the page's own API call reads.
 */

export type Ctx = { origin: string; siteName: string };
type Crumb = { name: string; path: string };
const BRANDS_CRUMB: Crumb = { name: '品牌', path: '/brand' };
const NOTICES_CRUMB: Crumb = { name: '公告', path: '/notice' };

/** Link of a category by level, as the storefront's breadcrumbs and menus build it. */
function categoryPath(crumbs: CategoryCrumb[], crumb: CategoryCrumb): string {
  const first = crumbs.find((c) => c.level === 1)?.id ?? crumb.id;
  const second = crumbs.find((c) => c.level === 2)?.id ?? crumb.id;
  if (crumb.level === 1) return `/cate-menu/second-cate/${crumb.id}`;
  if (crumb.level === 2) return `/shop-screen/${first}/${first}/${crumb.id}`;
  return `/cate-menu/three-cate/${second}/${crumb.id}`;
}

function breadcrumbList(ctx: Ctx, crumbs: Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: '首页', path: '/' }, ...crumbs].map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: ctx.origin + c.path,
    })),
  };
}

/** A product page (the selected SKU): Product and BreadcrumbList JSON-LD, its first view. */
export function productHead(ctx: Ctx, d: ProductDetail): PageHead {
  const sku = d.skus.find((s) => s.skuId === d.selectedSkuId) ?? d.skus[0];
  const price = sku?.price ?? d.minPrice;
  const canonical = `${ctx.origin}/goods/${d.selectedSkuId}`;
  const crumbs = d.breadcrumbs;
  const category = crumbs.at(-1)?.title ?? '';
  const images = d.images.map((src) => (src.startsWith('/') ? ctx.origin + src : src));
  const summary =
    `${d.title}，品牌：${d.brand.name}，型号：${d.modelNo}` +
    (category ? `，分类：${category}` : '') +
    `，价格：¥${price}/${d.unit}${d.moq > 1 ? `，${d.moq}${d.unit}起订` : ''}。`;
  const description = clip(`${summary}${textOf(d.descriptionHtml, true)}`);
  const availability = !d.onShelf
    ? 'https://schema.org/Discontinued'
    : sku?.available
      ? 'https://schema.org/InStock'
      : 'https://schema.org/OutOfStock';
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: d.title,
    sku: sku?.code,
    mpn: d.modelNo,
    brand: { '@type': 'Brand', name: d.brand.name },
    image: images,
    description,
    category: crumbs.map((c) => c.title).join(' > '),
    url: canonical,
    offers: {
      '@type': 'Offer',
      url: canonical,
      priceCurrency: 'CNY',
      // Yuan with two decimals, written from integer fen on the server (fenToYuan).
      price,
      availability,
      itemCondition: 'https://schema.org/NewCondition',
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: d.moq, unitText: d.unit },
      seller: { '@type': 'Organization', name: ctx.siteName },
    },
  };
  if (d.commentSummary.total > 0) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: d.commentSummary.average,
      reviewCount: d.commentSummary.total,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return {
    title: `${d.title} - ${category ? `${category} - ` : ''}${ctx.siteName}`,
    description,
    canonical,
    ogType: 'product',
    image: images[0],
    // The gallery's first image, by the path the app's <img> uses.
    preloadImage: d.images[0],
    firstView: productFirstView(ctx.siteName, d),
    jsonLd: [
      product,
      breadcrumbList(ctx, [
        ...crumbs.map((c) => ({ name: c.title, path: categoryPath(crumbs, c) })),
        { name: d.title, path: `/goods/${d.selectedSkuId}` },
      ]),
    ],
  };
}

/** A page head whose JSON-LD is its breadcrumb trail (category, brand, shop and notice pages). */
function trailHead(
  ctx: Ctx,
  o: { title: string; description: string; path: string; ogType: PageHead['ogType']; crumbs: Crumb[] },
): PageHead {
  return {
    title: o.title,
    description: o.description,
    canonical: ctx.origin + o.path,
    ogType: o.ogType,
    jsonLd: [breadcrumbList(ctx, o.crumbs)],
  };
}

/** A level-one category's channel page. */
export function firstCategoryHead(ctx: Ctx, page: FirstCategoryPage): PageHead {
  const c = page.category;
  const groups = page.groups.map((g) => g.title);
  const path = `/cate-menu/second-cate/${c.id}`;
  return trailHead(ctx, {
    title: `${c.title} - ${ctx.siteName}`,
    description: clip(
      `${ctx.siteName}${c.title}频道` +
        (groups.length ? `：${groups.join('、')}等${groups.length}类商品` : '') +
        '，按品牌、规格参数和价格筛选，查看价格与库存。',
    ),
    path,
    ogType: 'website',
    crumbs: [{ name: c.title, path }],
  });
}

/** A level-two or level-three category's listing. */
export function categoryHead(ctx: Ctx, data: CategoryPath): PageHead {
  const crumbs = data.breadcrumbs;
  const self = crumbs.at(-1) ?? { ...data.category };
  const related = (data.children.length ? data.children : data.siblings)
    .filter((c) => c.id !== data.category.id)
    .slice(0, 8)
    .map((c) => c.title);
  return trailHead(ctx, {
    title: `${[...crumbs]
      .reverse()
      .map((c) => c.title)
      .slice(0, 2)
      .join(' - ')} - ${ctx.siteName}`,
    description: clip(
      `${data.category.title}（${crumbs.map((c) => c.title).join(' > ')}）商品列表：按品牌、规格参数和价格筛选，查看价格与库存。` +
        (related.length ? `相关分类：${related.join('、')}。` : ''),
    ),
    path: categoryPath(crumbs, self),
    ogType: 'website',
    crumbs: crumbs.map((c) => ({ name: c.title, path: categoryPath(crumbs, c) })),
  });
}

/** A brand's page. */
export function brandPageHead(
  ctx: Ctx,
  b: { id: number; name: string; latinName: string; categories: string[] },
): PageHead {
  const named = b.latinName && b.latinName !== b.name ? `${b.name}（${b.latinName}）` : b.name;
  const path = `/brand?id=${b.id}`;
  return trailHead(ctx, {
    title: `${b.latinName && b.latinName !== b.name ? `${b.name} ${b.latinName}` : b.name} - 品牌 - ${ctx.siteName}`,
    description: clip(
      `${named}品牌商品` +
        (b.categories.length ? `，涵盖${b.categories.join('、')}` : '') +
        `，在${ctx.siteName}按分类、规格参数和价格筛选，查看价格与库存。`,
    ),
    path,
    ogType: 'website',
    crumbs: [BRANDS_CRUMB, { name: b.name, path }],
  });
}

/** A shop's page. */
export function shopPageHead(ctx: Ctx, b: { id: number; name: string; intro: string }): PageHead {
  const path = `/shop/${b.id}`;
  return trailHead(ctx, {
    title: `${b.name} - 店铺 - ${ctx.siteName}`,
    description: clip(
      (b.intro ? `${textOf(b.intro)} ` : '') +
        `${b.name}在${ctx.siteName}的店铺：在售商品、店内搜索、价格与库存。`,
    ),
    path,
    ogType: 'website',
    crumbs: [{ name: b.name, path }],
  });
}

/** A notice. */
export function noticeHead(ctx: Ctx, n: { id: number; title: string; content: string }): PageHead {
  const path = `/notice/detail?id=${n.id}`;
  return trailHead(ctx, {
    title: `${n.title} - 公告 - ${ctx.siteName}`,
    description: clip(textOf(n.content) || n.title),
    path,
    ogType: 'article',
    crumbs: [NOTICES_CRUMB, { name: n.title, path }],
  });
}

/** The home page: the site and its search. */
export function homeHead(ctx: Ctx): PageHead {
  return {
    title: ctx.siteName,
    description: `${ctx.siteName}：工业品（MRO）一站式采购平台，按分类、品牌、销售区域和场景专区选购工具耗材、电工电气、安全防护、给排水、办公用品，支持企业采购与增值税专用发票。`,
    canonical: `${ctx.origin}/`,
    ogType: 'website',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: ctx.siteName,
        url: `${ctx.origin}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${ctx.origin}/search?value={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

/** The brand wall (品牌大全). */
export function brandWallHead(ctx: Ctx): PageHead {
  return trailHead(ctx, {
    title: `品牌 - ${ctx.siteName}`,
    description: `${ctx.siteName}品牌大全：按首字母和行业浏览工业品品牌，进入品牌专区筛选商品。`,
    path: BRANDS_CRUMB.path,
    ogType: 'website',
    crumbs: [BRANDS_CRUMB],
  });
}

/** The notice list. */
export function noticeListHead(ctx: Ctx): PageHead {
  return trailHead(ctx, {
    title: `公告 - ${ctx.siteName}`,
    description: `${ctx.siteName}平台公告：服务调整、物流与系统维护通知。`,
    path: NOTICES_CRUMB.path,
    ogType: 'website',
    crumbs: [NOTICES_CRUMB],
  });
}
