import {
  DB_INT_MAX,
  productSearchBody,
  SEARCH_PAGE_SIZE,
  type Banner,
  type CategoryCrumb,
  type CategoryPath,
  type FirstCategoryPage,
  type ProductDetail,
  type ProductSearchResult,
} from '@mall/shared';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { CachedBody } from '../../../lib/cache';
import type { CategoryService } from '../../catalogue/category';
import type { ContentService } from '../../content/content';
import type { ProductService } from '../../catalogue/product';
import type { ProductSearchService } from '../../catalogue/search';
import type { SystemService } from '../../platform/system';
import { homeFirstView, productFirstView, searchFirstView } from './first-view';
import { clip, textOf, type HtmlShell, type PageHead, type RenderedPage } from './html-shell';
import { brandHead, shopHead } from './seo.queries';

/** The national view: what a search engine (no area cookie) sees. */
const NATIONAL = '0000';

type Ctx = { origin: string; siteName: string };
type Crumb = { name: string; path: string };
/**
 * A page and its status; `areaBound`: its first view shows the national view, so a visitor who chose a
 * sales area (area cookie) gets the page without it.
 */
export type PageAnswer = { status: number; page: RenderedPage; areaBound?: boolean };

/** A positive PostgreSQL integer id from a path segment or query value (as the API reads it), else null. */
function idOf(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= DB_INT_MAX ? id : null;
}

const ROUTES: { pattern: RegExp; kind: 'goods' | 'first' | 'three' | 'screen' }[] = [
  { pattern: /^\/goods\/([^/]+)\/?$/, kind: 'goods' },
  { pattern: /^\/cate-menu\/second-cate\/([^/]+)\/?$/, kind: 'first' },
  { pattern: /^\/cate-menu\/three-cate\/[^/]+\/([^/]+)\/?$/, kind: 'three' },
  { pattern: /^\/shop-screen\/[^/]+\/[^/]+\/([^/]+)\/?$/, kind: 'screen' },
];

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

/** The parsed `data` of a cached `{code,msg,data}` body. */
function dataOf<T>(memo: CachedBody): T {
  return (JSON.parse(memo.text) as { data: T }).data;
}

/**
 * The head each storefront page sends to search engines: title, meta description,
 * canonical URL and JSON-LD for product, category, brand and notice pages, read from the same cached
 * answers the storefront's API calls use. A product or category page is rendered once per cached body
 * (the body is this process's memo, refreshed at most every second), not once per request.
 */
export class SeoPages {
  private readonly rendered = new WeakMap<CachedBody, { key: string; page: RenderedPage }>();
  private readonly fixedPages = new Map<string, RenderedPage>();

  constructor(
    private readonly deps: {
      db: Db;
      shell: HtmlShell;
      products: ProductService;
      search: ProductSearchService;
      categories: CategoryService;
      content: ContentService;
      system: SystemService;
      log: (err: unknown, msg: string) => void;
    },
  ) {}

  /** The answer for a storefront path (`query` is the URL's search part). */
  async page(path: string, query: URLSearchParams, origin: string): Promise<PageAnswer> {
    const { shell, system } = this.deps;
    const plain = { status: 200, page: shell.plain };
    // During maintenance the storefront shows its maintenance page; nothing is read for the head.
    if ((await system.getMaintenance()).enabled) return plain;
    const ctx: Ctx = { origin, siteName: (await system.getSiteConfig()).siteName };
    try {
      for (const route of ROUTES) {
        const match = route.pattern.exec(path);
        if (!match) continue;
        const id = idOf(match[1]);
        if (id === null) return this.notFound();
        if (route.kind === 'goods') {
          return this.fromBody(await this.deps.products.detailBody(id, NATIONAL), ctx, 'goods', (d) =>
            this.productHead(ctx, d as ProductDetail),
          );
        }
        if (route.kind === 'first') {
          return this.fromBody(await this.deps.categories.firstPageBody(id, NATIONAL), ctx, 'first', (d) =>
            this.firstCategoryHead(ctx, d as FirstCategoryPage),
          );
        }
        return this.fromBody(await this.deps.categories.pathBody(id), ctx, 'path', (d) =>
          this.categoryHead(ctx, d as CategoryPath),
        );
      }
      const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
      if (clean === '/') {
        // Without its banners the home page still gets its head (and no first view).
        const banners = await this.deps.content.bannersBody().catch((err: unknown) => {
          this.deps.log(err, 'home banners could not be read');
          return null;
        });
        return banners ? this.homePage(ctx, banners) : this.fixed(ctx, 'home', () => this.homeHead(ctx));
      }
      if (clean === '/search') return await this.searchPage(ctx, query);
      if (clean === '/brand') {
        if (!query.has('id')) return this.fixed(ctx, 'brands', () => this.brandWallHead(ctx));
        const id = idOf(query.get('id'));
        const brand = id === null ? null : await brandHead(this.deps.db, id);
        if (!brand) return this.notFound();
        return {
          status: 200,
          page: shell.render(this.brandHead(ctx, { id: id!, ...brand })),
        };
      }
      const shopPath = /^\/shop\/([^/]+)$/.exec(clean);
      if (shopPath) {
        const id = idOf(shopPath[1]);
        const shop = id === null ? null : await shopHead(this.deps.db, id);
        if (!shop) return this.notFound();
        return { status: 200, page: shell.render(this.shopHead(ctx, { id: id!, ...shop })) };
      }
      if (clean === '/notice') return this.fixed(ctx, 'notices', () => this.noticeListHead(ctx));
      if (clean === '/notice/detail') {
        const id = idOf(query.get('id'));
        if (id === null) return this.notFound();
        const notice = await this.deps.content.getNotice(id);
        return {
          status: 200,
          page: shell.render(this.noticeHead(ctx, { id, title: notice.title, content: notice.content })),
        };
      }
      return plain;
    } catch (err) {
      if (err instanceof AppError && err.status === 404) return this.notFound();
      // The page still works without its head: the app reads the data itself and shows its own error.
      this.deps.log(err, 'page head could not be read');
      return plain;
    }
  }

  /** A page whose head depends only on the site (home, brand wall, notice list), rendered once. */
  private fixed(ctx: Ctx, kind: string, head: () => PageHead): PageAnswer {
    const key = `${kind}\n${ctx.origin}\n${ctx.siteName}`;
    let page = this.fixedPages.get(key);
    if (!page) {
      // Without PUBLIC_ORIGIN the origin comes from the request: keep a bounded number of them.
      if (this.fixedPages.size >= 64) this.fixedPages.clear();
      page = this.deps.shell.render(head());
      this.fixedPages.set(key, page);
    }
    return { status: 200, page };
  }

  private notFound(): PageAnswer {
    return { status: 404, page: this.deps.shell.plain };
  }

  private fromBody(memo: CachedBody, ctx: Ctx, kind: string, head: (data: unknown) => PageHead): PageAnswer {
    const key = `${kind}\n${ctx.origin}\n${ctx.siteName}`;
    const hit = this.rendered.get(memo);
    if (hit && hit.key === key) return { status: 200, page: hit.page };
    const page = this.deps.shell.render(head(dataOf(memo)));
    this.rendered.set(memo, { key, page });
    return { status: 200, page };
  }

  private productHead(ctx: Ctx, d: ProductDetail): PageHead {
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

  /** The home page with its first view (the carousel's first banner), from the cached banner list. */
  private homePage(ctx: Ctx, memo: CachedBody): PageAnswer {
    return this.fromBody(memo, ctx, 'home', (data) => {
      const head = this.homeHead(ctx);
      const banners = data as Banner[];
      const firstView = homeFirstView(ctx.siteName, banners);
      return firstView ? { ...head, preloadImage: banners[0]!.imageUrl, firstView } : head;
    });
  }

  /**
   * The search page with its first view, from the cached answer the page's own call reads (the national
   * view, first page, default order). Only for `/search?value=…` without filters; an empty or invalid
   * keyword gets the plain page.
   */
  private async searchPage(ctx: Ctx, query: URLSearchParams): Promise<PageAnswer> {
    const plain = { status: 200, page: this.deps.shell.plain };
    const keyword = (query.get('value') ?? '').trim();
    if (!keyword || [...query.keys()].some((k) => k !== 'value')) return plain;
    const body = productSearchBody.safeParse({
      keyword,
      sort: 'default',
      pageNum: 1,
      pageSize: SEARCH_PAGE_SIZE,
      areaCode: NATIONAL,
    });
    if (!body.success) return plain;
    const memo = await this.deps.search.visitorBody(body.data);
    // One page per keyword as typed (two spellings may share one cached answer).
    const answer = this.fromBody(memo, ctx, `search\n${keyword}`, (data) => {
      const firstView = searchFirstView(ctx.siteName, keyword, data as ProductSearchResult);
      return firstView ? { title: ctx.siteName, firstView } : { title: ctx.siteName };
    });
    // The tiles are the national ones: a visitor who chose a sales area gets the page without them.
    return { ...answer, areaBound: true };
  }

  private firstCategoryHead(ctx: Ctx, page: FirstCategoryPage): PageHead {
    const c = page.category;
    const groups = page.groups.map((g) => g.title);
    const path = `/cate-menu/second-cate/${c.id}`;
    return {
      title: `${c.title} - ${ctx.siteName}`,
      description: clip(
        `${ctx.siteName}${c.title}频道` +
          (groups.length ? `：${groups.join('、')}等${groups.length}类商品` : '') +
          '，按品牌、规格参数和价格筛选，查看价格与库存。',
      ),
      canonical: ctx.origin + path,
      ogType: 'website',
      jsonLd: [breadcrumbList(ctx, [{ name: c.title, path }])],
    };
  }

  private categoryHead(ctx: Ctx, data: CategoryPath): PageHead {
    const crumbs = data.breadcrumbs;
    const self = crumbs.at(-1) ?? { ...data.category };
    const path = categoryPath(crumbs, self);
    const related = (data.children.length ? data.children : data.siblings)
      .filter((c) => c.id !== data.category.id)
      .slice(0, 8)
      .map((c) => c.title);
    return {
      title: `${[...crumbs]
        .reverse()
        .map((c) => c.title)
        .slice(0, 2)
        .join(' - ')} - ${ctx.siteName}`,
      description: clip(
        `${data.category.title}（${crumbs.map((c) => c.title).join(' > ')}）商品列表：按品牌、规格参数和价格筛选，查看价格与库存。` +
          (related.length ? `相关分类：${related.join('、')}。` : ''),
      ),
      canonical: ctx.origin + path,
      ogType: 'website',
      jsonLd: [
        breadcrumbList(
          ctx,
          crumbs.map((c) => ({ name: c.title, path: categoryPath(crumbs, c) })),
        ),
      ],
    };
  }

  private brandHead(
    ctx: Ctx,
    b: { id: number; name: string; latinName: string; categories: string[] },
  ): PageHead {
    const named = b.latinName && b.latinName !== b.name ? `${b.name}（${b.latinName}）` : b.name;
    const path = `/brand?id=${b.id}`;
    return {
      title: `${b.latinName && b.latinName !== b.name ? `${b.name} ${b.latinName}` : b.name} - 品牌 - ${ctx.siteName}`,
      description: clip(
        `${named}品牌商品` +
          (b.categories.length ? `，涵盖${b.categories.join('、')}` : '') +
          `，在${ctx.siteName}按分类、规格参数和价格筛选，查看价格与库存。`,
      ),
      canonical: ctx.origin + path,
      ogType: 'website',
      jsonLd: [
        breadcrumbList(ctx, [
          { name: '品牌', path: '/brand' },
          { name: b.name, path },
        ]),
      ],
    };
  }

  private shopHead(ctx: Ctx, b: { id: number; name: string; intro: string }): PageHead {
    const path = `/shop/${b.id}`;
    return {
      title: `${b.name} - 店铺 - ${ctx.siteName}`,
      description: clip(
        (b.intro ? `${textOf(b.intro)} ` : '') +
          `${b.name}在${ctx.siteName}的店铺：在售商品、店内搜索、价格与库存。`,
      ),
      canonical: ctx.origin + path,
      ogType: 'website',
      jsonLd: [breadcrumbList(ctx, [{ name: b.name, path }])],
    };
  }

  private noticeHead(ctx: Ctx, n: { id: number; title: string; content: string }): PageHead {
    const path = `/notice/detail?id=${n.id}`;
    return {
      title: `${n.title} - 公告 - ${ctx.siteName}`,
      description: clip(textOf(n.content) || n.title),
      canonical: ctx.origin + path,
      ogType: 'article',
      jsonLd: [
        breadcrumbList(ctx, [
          { name: '公告', path: '/notice' },
          { name: n.title, path },
        ]),
      ],
    };
  }

  private homeHead(ctx: Ctx): PageHead {
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

  private brandWallHead(ctx: Ctx): PageHead {
    return {
      title: `品牌 - ${ctx.siteName}`,
      description: `${ctx.siteName}品牌大全：按首字母和行业浏览工业品品牌，进入品牌专区筛选商品。`,
      canonical: `${ctx.origin}/brand`,
      ogType: 'website',
      jsonLd: [breadcrumbList(ctx, [{ name: '品牌', path: '/brand' }])],
    };
  }

  private noticeListHead(ctx: Ctx): PageHead {
    return {
      title: `公告 - ${ctx.siteName}`,
      description: `${ctx.siteName}平台公告：服务调整、物流与系统维护通知。`,
      canonical: `${ctx.origin}/notice`,
      ogType: 'website',
      jsonLd: [breadcrumbList(ctx, [{ name: '公告', path: '/notice' }])],
    };
  }
}
