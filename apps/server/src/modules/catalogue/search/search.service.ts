import { sql } from 'drizzle-orm';
import {
  CATALOGUE_MSG,
  fenToYuan,
  productSearchResult,
  yuanToFen,
  type ProductFacets,
  type ProductSearchQuery,
  type ProductSearchResult,
} from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/app-error';
import { AreaScope, areaScope } from '../region';
import { likeContains } from '../../../lib/china-day';
import { lowestByProduct, overlayCards, type PricingMemo, type SplicedAnswer } from '../pricing';
import type { CachedBody } from '../../../lib/cache';
import { listingTemplate, pricedListingBody } from './listing-overlay';
import { cardsInOrder, loadProductCards } from './product-cards';
import type { SearchCache } from './search-cache';
import type { FacetMemo, MemoValue, SearchEngine, SearchRequest } from './search-request';
import { PRICE_BANDS, type SearchHits } from './search-hits';
import {
  attrsOfCategory,
  inDisplayUnit,
  loadRangeCatalogue,
  rangeAsks,
  type RangeAsk,
  type RangeAttr,
} from './range-filter';
import { loadRangeIndex } from './range-index';

/** The zh-CN collation, made once (`localeCompare(…, 'zh-CN')` costs about four times as much per call). */
const byChinese = new Intl.Collator('zh-CN').compare;

function bandLabel(lo: number, hi: number | null): string {
  return hi === null ? `${lo / 100}以上` : `${lo / 100}-${hi / 100}`;
}

/** A page's own scope over the buyer's filters: a brand page's brand, a shop page's shop. */
export type SearchExtra = { brandId?: number; merchantId?: number };

/** Product screening and search: filters → search engine → cards with highlighting and named facets. */
export class ProductSearchService {
  constructor(
    private readonly db: Db,
    readonly engine: SearchEngine,
    private readonly cache: SearchCache,
    private readonly pricing: PricingMemo,
  ) {}

  /**
   * Resolves a category id of any level; unknown → 404 商品分类不存在. Read from the categories held per index
   * version (catalogueNames): a listing costs no statement for its category.
   */
  async categoryLevel(id: number): Promise<{ id: number; level: 1 | 2 | 3 }> {
    const category = (await this.catalogueNames()).categories.get(id);
    if (!category) throw notFound(CATALOGUE_MSG.CATEGORY_NOT_FOUND);
    return { id, level: category.level };
  }

  /** A scene zone and its children; unknown → 404 场景专区不存在. */
  async sceneIds(id: number): Promise<number[]> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`select id from scene_zones where id = ${id} or parent_id = ${id}`,
    );
    if (!rows.some((r) => r.id === id)) throw notFound(CATALOGUE_MSG.SCENE_NOT_FOUND);
    return rows.map((r) => r.id);
  }

  /** Runs a screening/search request of the wire contract (cached per request and index version). */
  search(body: ProductSearchQuery, extra: SearchExtra = {}): Promise<ProductSearchResult> {
    return this.cache.get('search', [body, extra], () => this.searchUncached(body, extra));
  }

  /**
   * The shared cached answer with the caller's agreement prices on its cards, read now (from the per-process
   * pricing memo: a hot member's page costs no query; nothing cached per company).
   */
  async searchFor(
    body: ProductSearchQuery,
    userId: number | null,
    extra: SearchExtra = {},
  ): Promise<ProductSearchResult> {
    // A pool member's listing is computed for the pool, uncached (never a cached page per company); the
    // visitors' cached body is not touched.
    const caller = await this.pricing.caller(userId);
    const result = caller?.pooled
      ? await this.searchUncached(body, { ...extra, poolCompanyId: caller.companyId })
      : await this.search(body, extra);
    const priced = await overlayCards(this.pricing, caller, [result.list, result.hotProducts]);
    return priced ? { ...result, list: priced[0]!, hotProducts: priced[1]! } : result;
  }

  /**
   * The answer of the listing/search call as text: the shared cached body (serialised and checked against
   * the wire schema once per cached copy) for visitors and for members whose prices change nothing on the
   * page, or the caller's own text. A member's agreement prices are spliced into the shared text at its
   * cards' price slots, read from the per-process pricing memo: no query, parse or serialisation per
   * request, and nothing cached per company. A pool member's page is computed for the pool, uncached.
   */
  async searchReply(
    body: ProductSearchQuery,
    userId: number | null,
  ): Promise<{ shared: CachedBody } | { own: string } | { spliced: SplicedAnswer }> {
    // Visitors and remembered members read no memo through a promise.
    const caller =
      userId === null ? null : (this.pricing.knownCaller(userId) ?? (await this.pricing.caller(userId)));
    if (caller?.pooled) {
      const result = await this.searchFor(body, userId);
      return { own: JSON.stringify({ code: 200, msg: 'success', data: productSearchResult.parse(result) }) };
    }
    const shared = await this.visitorBody(body);
    if (!caller?.priced) return { shared };
    const template = listingTemplate(shared);
    const low =
      this.pricing.knownLowest(caller, template.productIds) ??
      lowestByProduct(await this.pricing.agreements(caller, template.productIds));
    const own = pricedListingBody(template, low);
    if (own === null) return { shared };
    if (own !== undefined) return { spliced: own };
    const priced = await overlayCards(this.pricing, caller, [template.data.list, template.data.hotProducts]);
    if (!priced) return { shared };
    const data = { ...template.data, list: priced[0]!, hotProducts: priced[1]! };
    return { own: JSON.stringify({ code: 200, msg: 'success', data }) };
  }

  /**
   * The visitors' answer of a listing/search request, serialised and checked against the wire schema once
   * per cached copy (the storefront's HTML draws the search page's first view from it too).
   */
  visitorBody(body: ProductSearchQuery): Promise<CachedBody> {
    return this.cache.body('search', [body], async () =>
      productSearchResult.parse(await this.searchUncached(body, {})),
    );
  }

  private async searchUncached(
    body: ProductSearchQuery,
    extra: SearchExtra & { poolCompanyId?: number },
  ): Promise<ProductSearchResult> {
    const priceMinFen = body.priceMin !== undefined ? yuanToFen(body.priceMin) : undefined;
    const priceMaxFen = body.priceMax !== undefined ? yuanToFen(body.priceMax) : undefined;
    if (priceMinFen !== undefined && priceMaxFen !== undefined && priceMinFen > priceMaxFen) {
      throw badRequest(CATALOGUE_MSG.PRICE_RANGE);
    }
    const [category, sceneIds] = await Promise.all([
      body.categoryId ? this.categoryLevel(body.categoryId) : undefined,
      body.sceneId ? this.sceneIds(body.sceneId) : undefined,
    ]);
    const area = areaScope(body.areaCode);
    // Numeric ranges and the category's numeric attributes: read once per index version, no statement.
    const rc =
      body.ranges || category
        ? await this.cache.perVersion('range-attrs', () => loadRangeCatalogue(this.db))
        : null;
    const rangeAttrs = rc && category ? attrsOfCategory(rc, category.id) : [];
    const ranges = rc && body.ranges ? rangeAsks(rc, body.ranges) : undefined;
    const req: SearchRequest = {
      keyword: body.keyword || undefined,
      category,
      brandIds: extra.brandId ? [extra.brandId] : body.brandIds,
      merchantId: extra.merchantId,
      attrs: body.attrs,
      priceMinFen,
      priceMaxFen,
      ranges,
      rangeAttrs,
      rangeIndex:
        ranges?.length &&
        category &&
        !body.keyword &&
        extra.merchantId === undefined &&
        !extra.poolCompanyId &&
        !sceneIds?.length
          ? await this.rangeIndex(ranges, rangeAttrs)
          : undefined,
      inStock: body.inStock,
      sceneIds,
      area,
      poolCompanyId: extra.poolCompanyId,
      sort: body.sort,
      offset: (body.pageNum - 1) * body.pageSize,
      limit: body.pageSize,
    };
    // The total and facets of these filters are kept apart from the page (not for a pool's search: nothing
    // is cached per company).
    const memo: FacetMemo | undefined = extra.poolCompanyId
      ? undefined
      : {
          key: [{ ...body, sort: null, pageNum: null, pageSize: null }, extra],
          open: (input) => this.cache.slot<MemoValue>('facets', input),
        };
    const hits = await this.engine.search(req, memo);
    const [list, facets, hotProducts] = await Promise.all([
      cardsInOrder(hits.ids, hits.cards, hits.terms),
      // Named once per set of filters and keyword run, like their counts (pages and sorts share them); a
      // listing answered in the process names them in the process too (no round trip to the store).
      memo && !req.rangeIndex
        ? this.cache.get('named-facets', [memo.key, hits.corrected], () =>
            this.namedFacets(hits.facets, rangeAttrs),
          )
        : this.namedFacets(hits.facets, rangeAttrs),
      // A shop page shows no other seller's best sellers when nothing matches.
      hits.total === 0 && extra.merchantId === undefined ? this.hotProducts(area, extra.poolCompanyId) : [],
    ]);
    // Found by a part number: the card says which (对应 SKF 6204-2RS).
    const found = hits.partNumbers;
    return {
      list: found
        ? list.map((c) => {
            const matchedPartNumber = found.get(c.productId);
            return matchedPartNumber ? { ...c, matchedPartNumber } : c;
          })
        : list,
      total: hits.total,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
      facets,
      highlightTerms: [...new Set(hits.terms)],
      didYouMean: hits.corrected,
      hotProducts,
    };
  }

  /**
   * The typed values and search rows of the products carrying the asked and the category's numeric attributes,
   * held per index version and set of attributes (and at most a minute: sales and stock change without a
   * reindex, as the cached answers do).
   */
  private rangeIndex(asks: readonly RangeAsk[], attrs: readonly RangeAttr[]) {
    const ids = [...new Set([...asks.map((a) => a.attributeId), ...attrs.map((a) => a.id)])].sort(
      (a, b) => a - b,
    );
    return this.cache.perVersion(`range-index:${ids.join(',')}`, () => loadRangeIndex(this.db, ids), 60_000);
  }

  /**
   * Reads the range index of every category with numeric filter attributes (before a process listens: its
   * first ranged listings then wait for no read). Returns how many sets of attributes it holds.
   */
  async holdRangeIndexes(): Promise<number> {
    const rc = await this.cache.perVersion('range-attrs', () => loadRangeCatalogue(this.db));
    const sets = new Map<string, RangeAttr[]>();
    for (const id of rc.parents.keys()) {
      const attrs = attrsOfCategory(rc, id);
      if (attrs.length) sets.set(attrs.map((a) => a.id).join(','), attrs);
    }
    await Promise.all([...sets.values()].map((attrs) => this.rangeIndex([], attrs)));
    return sets.size;
  }

  /**
   * Every category's level and title and every brand's names, held per index version (every catalogue write
   * bumps it): resolving a listing's category and naming its facets cost no statement.
   */
  private catalogueNames() {
    return this.cache.perVersion('catalogue-names', async () => {
      const [brandRows, catRows] = await Promise.all([
        queryRows<{ id: number; name: string; latin_name: string; logo_path: string }>(
          this.db,
          sql`select id, name, latin_name, logo_path from brands`,
        ),
        queryRows<{ id: number; title: string; level: number }>(
          this.db,
          sql`select id, title, level from categories`,
        ),
      ]);
      return {
        brands: new Map(brandRows.map((b) => [b.id, b])),
        categories: new Map(catRows.map((c) => [c.id, { title: c.title, level: c.level as 1 | 2 | 3 }])),
      };
    });
  }

  /** The facets with their brands' and categories' names, attributes and price bands in display order. */
  private async namedFacets(counted: SearchHits['facets'], rangeAttrs: RangeAttr[]): Promise<ProductFacets> {
    const { brands: brandById, categories: catById } = await this.catalogueNames();
    const attrMap = new Map<string, { values: { value: string; count: number }[]; total: number }>();
    for (const a of counted.attrs) {
      let entry = attrMap.get(a.name);
      if (!entry) attrMap.set(a.name, (entry = { values: [], total: 0 }));
      entry.values.push({ value: a.value, count: a.count });
      entry.total += a.count;
    }
    return {
      brands: counted.brands.flatMap((b) => {
        const row = brandById.get(b.id);
        return row
          ? [{ id: b.id, name: row.name, latinName: row.latin_name, logo: row.logo_path, count: b.count }]
          : [];
      }),
      categories: counted.categories.flatMap((c) => {
        const row = catById.get(c.id);
        return row ? [{ id: c.id, title: row.title, count: c.count }] : [];
      }),
      attributes: [...attrMap]
        .sort((a, b) => b[1].total - a[1].total || byChinese(a[0], b[0]))
        .map(([name, e]) => ({
          name,
          values: e.values.sort((a, b) => b.count - a.count || byChinese(a.value, b.value)).slice(0, 30),
        })),
      priceRanges: counted.prices.map(({ band, count }) => {
        const [lo, hi] = PRICE_BANDS[band]!;
        return {
          label: bandLabel(lo, hi),
          min: fenToYuan(lo),
          max: hi === null ? null : fenToYuan(hi),
          count,
        };
      }),
      ...(counted.ranges && {
        ranges: counted.ranges.flatMap((b) => {
          const a = rangeAttrs.find((x) => x.id === b.attributeId);
          if (!a) return [];
          const { id: attributeId, name, type, unit } = a;
          return [
            {
              attributeId,
              name,
              type,
              unit,
              min: inDisplayUnit(b.min, unit),
              max: inDisplayUnit(b.max, unit),
            },
          ];
        }),
      }),
    };
  }

  /** Best sellers of the area (empty-result state). */
  async hotProducts(scope: AreaScope, poolCompanyId?: number, limit = 10) {
    // Without a pool, held per area for the index version and at most a minute (as the cached answers are):
    // every search that finds nothing shows them.
    if (!poolCompanyId)
      return this.cache.perVersion(
        `hot-products:${scope.codes?.join(',') ?? '*'}:${limit}`,
        () => this.readHotProducts(scope, undefined, limit),
        60_000,
      );
    return this.readHotProducts(scope, poolCompanyId, limit);
  }

  private async readHotProducts(scope: AreaScope, poolCompanyId: number | undefined, limit: number) {
    const area = scope.and(sql`area_codes`);
    const pool = poolCompanyId
      ? sql`and exists (select 1 from company_pool_products pp
          where pp.company_id = ${poolCompanyId} and pp.product_id = product_search.product_id)`
      : sql``;
    const rows = await queryRows<{ product_id: number }>(
      this.db,
      sql`select product_id from product_search where on_shelf ${area} ${pool}
          order by sales_count desc nulls last, product_id desc limit ${limit}`,
    );
    return loadProductCards(
      this.db,
      rows.map((r) => r.product_id),
    );
  }

  /**
   * Suggestions while typing: catalogue terms by prefix of the word, its pinyin or its initials. A pool
   * member gets the titles of the pool's products that contain the word (the catalogue's terms would name
   * products outside the pool).
   */
  async suggestFor(keyword: string, areaCodes: string[], userId: number | null): Promise<string[]> {
    const pool = await this.pricing.poolCompany(userId);
    if (!pool) return this.suggest(keyword, areaCodes);
    const kw = keyword.trim();
    if (!kw) return [];
    const rows = await queryRows<{ title: string }>(
      this.db,
      sql`select p.title from company_pool_products pp join products p on p.id = pp.product_id
          where pp.company_id = ${pool} and p.on_shelf and p.title ilike ${likeContains(kw)}
          order by p.sales_count desc nulls last, p.id desc limit 10`,
    );
    return rows.map((r) => r.title);
  }

  suggest(keyword: string, areaCodes: string[]): Promise<string[]> {
    const area = AreaScope.union(areaCodes);
    return this.cache.get('tips', [keyword.trim().toLowerCase(), area.codes], () =>
      this.engine.suggest(keyword, area, 10),
    );
  }
}
