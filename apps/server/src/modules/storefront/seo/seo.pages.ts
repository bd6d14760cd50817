import {
  DB_INT_MAX,
  productSearchBody,
  SEARCH_PAGE_SIZE,
  type Banner,
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
import { categoryFirstView, homeFirstView, searchFirstView } from './first-view';
import type { HtmlShell, PageHead, RenderedPage } from './html-shell';
import {
  brandPageHead,
  brandWallHead,
  categoryHead,
  firstCategoryHead,
  homeHead,
  noticeHead,
  noticeListHead,
  productHead,
  shopPageHead,
  type Ctx,
} from './seo.heads';
import { brandHead, shopHead } from './seo.queries';

/** The national view: what a search engine (no area cookie) sees. */
const NATIONAL = '0000';

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
  private readonly rendered = new WeakMap<
    CachedBody,
    { key: string; page: RenderedPage; also: CachedBody | undefined }
  >();
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
            productHead(ctx, d as ProductDetail),
          );
        }
        if (route.kind === 'first') {
          return this.fromBody(await this.deps.categories.firstPageBody(id, NATIONAL), ctx, 'first', (d) =>
            firstCategoryHead(ctx, d as FirstCategoryPage),
          );
        }
        // The three-level page's first view is its first listing page: not with filters, order or page.
        if (route.kind === 'three' && [...query.keys()].length === 0) return await this.categoryPage(ctx, id);
        return this.fromBody(await this.deps.categories.pathBody(id), ctx, 'path', (d) =>
          categoryHead(ctx, d as CategoryPath),
        );
      }
      const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
      if (clean === '/') {
        // Without its banners the home page still gets its head (and no first view).
        const banners = await this.deps.content.bannersBody().catch((err: unknown) => {
          this.deps.log(err, 'home banners could not be read');
          return null;
        });
        return banners ? this.homePage(ctx, banners) : this.fixed(ctx, 'home', () => homeHead(ctx));
      }
      if (clean === '/search') return await this.searchPage(ctx, query);
      if (clean === '/brand') {
        if (!query.has('id')) return this.fixed(ctx, 'brands', () => brandWallHead(ctx));
        const id = idOf(query.get('id'));
        const brand = id === null ? null : await brandHead(this.deps.db, id);
        if (!brand) return this.notFound();
        return {
          status: 200,
          page: shell.render(brandPageHead(ctx, { id: id!, ...brand })),
        };
      }
      const shopPath = /^\/shop\/([^/]+)$/.exec(clean);
      if (shopPath) {
        const id = idOf(shopPath[1]);
        const shop = id === null ? null : await shopHead(this.deps.db, id);
        if (!shop) return this.notFound();
        return { status: 200, page: shell.render(shopPageHead(ctx, { id: id!, ...shop })) };
      }
      if (clean === '/notice') return this.fixed(ctx, 'notices', () => noticeListHead(ctx));
      if (clean === '/notice/detail') {
        const id = idOf(query.get('id'));
        if (id === null) return this.notFound();
        const notice = await this.deps.content.getNotice(id);
        return {
          status: 200,
          page: shell.render(noticeHead(ctx, { id, title: notice.title, content: notice.content })),
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

  /** A page rendered once per cached body (and per `also`, a second body it is made from). */
  private fromBody(
    memo: CachedBody,
    ctx: Ctx,
    kind: string,
    head: (data: unknown) => PageHead,
    also?: CachedBody,
  ): PageAnswer {
    const key = `${kind}\n${ctx.origin}\n${ctx.siteName}`;
    const hit = this.rendered.get(memo);
    if (hit && hit.key === key && hit.also === also) return { status: 200, page: hit.page };
    const page = this.deps.shell.render(head(dataOf(memo)));
    this.rendered.set(memo, { key, page, also });
    return { status: 200, page };
  }

  /** The home page with its first view (the carousel's first banner), from the cached banner list. */
  private homePage(ctx: Ctx, memo: CachedBody): PageAnswer {
    return this.fromBody(memo, ctx, 'home', (data) => {
      const head = homeHead(ctx);
      const banners = data as Banner[];
      const firstView = homeFirstView(ctx.siteName, banners);
      return firstView ? { ...head, preloadImage: banners[0]!.imageUrl, firstView } : head;
    });
  }

  /**
   * A level-three category page with its first view (crumbs, name, siblings, the listing's first page), from
   * the cached category path and the cached listing the page's own calls read (the national view, first page,
   * default order). Its head is the category's, with or without the first view.
   */
  private async categoryPage(ctx: Ctx, id: number): Promise<PageAnswer> {
    const pathMemo = await this.deps.categories.pathBody(id);
    const body = productSearchBody.parse({
      categoryId: id,
      sort: 'default',
      pageNum: 1,
      pageSize: SEARCH_PAGE_SIZE,
      areaCode: NATIONAL,
    });
    const listMemo = await this.deps.search.visitorBody(body);
    const answer = this.fromBody(
      listMemo,
      ctx,
      'three',
      (data) => {
        const path = dataOf<CategoryPath>(pathMemo);
        const head = categoryHead(ctx, path);
        const firstView = categoryFirstView(ctx.siteName, path, data as ProductSearchResult);
        return firstView ? { ...head, firstView } : head;
      },
      pathMemo,
    );
    // The tiles are the national ones: a visitor who chose a sales area gets the page without them.
    return { ...answer, areaBound: true };
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
}
