import { sql } from 'drizzle-orm';
import type { CachedBody } from '../../../lib/cache';
import sanitizeHtml from 'sanitize-html';
import {
  CATALOGUE_MSG,
  fenToYuan,
  productDetail,
  type CommentList,
  type CompareResult,
  type ProductDetail,
} from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { productCommentPage, summaryOfCounts } from '../comment';
import { productImagePath } from '../media';
import { areaScope, resolveAreaCode, stockAreaOf, type AreaScope } from '../region';
import { cardColumns, cardOf, type CardRow, type SearchCache } from '../search';
import {
  detailProductIds,
  lowestByProduct,
  priceDetail,
  type MemoAgreement,
  type PricingMemo,
  type SplicedAnswer,
} from '../pricing';
import { detailTemplate, pricedDetailBody, renderPricedDetail, type DetailTemplate } from './detail-overlay';
import { compareSkus } from './product-compare';

type ProductRow = {
  id: number;
  title: string;
  model_no: string;
  unit: string;
  moq: number;
  step: number;
  description_html: string;
  on_shelf: boolean;
  sales_count: number;
  min_price_fen: number;
  default_sku_id: number;
  sales_area_codes: string[];
  attrs: Record<string, string[]>;
  images: string[];
  category_id: number;
  brand_id: number;
  brand_name: string;
  brand_latin: string;
  merchant_id: number;
  seller_name: string;
  brand_logo: string;
  c3_title: string;
  c2_id: number;
  c2_title: string;
  c1_id: number;
  c1_title: string;
};
/** A member's product page: the answer to send (null: the shared body as it is) and its product. */
type DetailForMember = { productId: number; text: string | SplicedAnswer | null };

/**
 * A member's page with nothing hidden by a pool: their prices spliced into the cached text (the common case),
 * else the overlaid detail rendered over the template; null when no price of the page is lowered.
 */
function pricedForMember(template: DetailTemplate, rows: readonly MemoAgreement[]): DetailForMember {
  const productId = template.data.productId;
  const text = pricedDetailBody(template, rows, lowestByProduct(rows));
  if (text !== undefined) return { productId, text };
  const priced = priceDetail(template.data, rows);
  return { productId, text: priced ? renderPricedDetail(template, priced) : null };
}

type DetailRow = ProductRow & {
  /** The id asked for is a SKU's. */
  by_sku: boolean;
  skus: SkuRow[];
  /** [sku id, from quantity, price in fen], by SKU and quantity. */
  tiers: [number, number, number][] | null;
  area_name: string | null;
  ratings: { rating: number; n: number }[] | null;
};
type SkuRow = {
  id: number;
  code: string;
  spec: Record<string, string>;
  price_fen: number;
  stock: number;
  /** The stock is the province's own warehouse (else the national one). */
  local: boolean;
};

const GALLERY_VIEWS = 4;
const RELATED = 10;
/** How long a category's best sellers are held (as long as a cached product page). */
const RESULT_TTL_MS = 60_000;

/** Rich detail allowed on the storefront: text formatting, lists, tables and images, no scripts or styles. */
function sanitize(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'h1', 'h2']),
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
  });
}

/**
 * Delivery estimate: goods in the province's own warehouse arrive the next day; the national warehouse ships
 * the rest, and farther provinces take longer.
 */
function deliveryFor(areaCode: string, inArea: boolean, stock: number, local: boolean) {
  if (!inArea) return { text: CATALOGUE_MSG.NOT_IN_AREA, days: null };
  if (stock <= 0) return { text: '暂时缺货，到货后发货', days: null };
  if (local) return { text: '本地仓现货，预计 1 天内送达', days: 1 };
  const prefix = Number(areaCode.slice(0, 2));
  const days = areaCode === '0000' ? 3 : prefix >= 60 ? 5 : prefix >= 50 ? 4 : prefix >= 40 ? 3 : 2;
  return { text: `现货，预计 ${days} 天内送达`, days };
}

/** Product detail (/goods/{id}) and its comments. */
export class ProductService {
  constructor(
    private readonly db: Db,
    private readonly cache: SearchCache,
    private readonly pricing: PricingMemo,
  ) {}

  /**
   * The detail answer as a cached serialised body per id, area and index version (comments bump the
   * version, so a new comment shows at once). The body is checked against the wire schema when computed.
   */
  detailBody(id: number, areaCode: string): Promise<CachedBody> {
    return this.cache.body('detail', [id, areaCode], async () =>
      productDetail.parse(await this.detail(id, areaCode)),
    );
  }

  /**
   * The detail for a signed-in buyer on top of the shared body: a product outside the buyer's company pool
   * (商品池) is not found (404, as an unknown id), related products outside it are left out, and the agreement
   * prices go on. `text` is the answer to send, null when nothing changes (send the shared body). The caller,
   * pool and prices come from the per-process memo and the body is parsed and cut once per cached copy, so
   * a hot member's page costs neither a query nor JSON work.
   */
  async detailFor(userId: number, body: CachedBody): Promise<DetailForMember> {
    return this.knownDetailFor(userId, body) ?? this.readDetailFor(userId, body);
  }

  /**
   * `detailFor` answered from the memo alone (a hot member of a company without a pool, every price of the
   * page remembered): no promise, no read. Undefined when something must be read first.
   */
  knownDetailFor(userId: number, body: CachedBody): DetailForMember | undefined {
    const caller = this.pricing.knownCaller(userId);
    if (caller === undefined || caller?.pooled) return undefined;
    const template = detailTemplate(body);
    if (!template.segments) return undefined; // no cut: the read path renders the page
    // The related cards' lowest prices remembered per product, the product's own SKUs' from its rows.
    const low = this.pricing.knownLowest(caller, template.productIds);
    const rows = low && this.pricing.knownAgreements(caller, [template.data.productId]);
    if (!rows) return undefined;
    return { productId: template.data.productId, text: pricedDetailBody(template, rows, low) ?? null };
  }

  private async readDetailFor(userId: number, body: CachedBody): Promise<DetailForMember> {
    const template = detailTemplate(body);
    const data = template.data;
    const caller = await this.pricing.caller(userId);
    const hidden = await this.pricing.hidden(caller, template.productIds);
    if (hidden.has(data.productId)) throw notFound(CATALOGUE_MSG.PRODUCT_NOT_FOUND);
    if (!hidden.size)
      return pricedForMember(template, await this.pricing.agreements(caller, template.productIds));
    const shown = { ...data, related: data.related.filter((c) => !hidden.has(c.productId)) };
    const rows = await this.pricing.agreements(caller, detailProductIds(shown));
    return {
      productId: data.productId,
      text: renderPricedDetail(template, priceDetail(shown, rows) ?? shown),
    };
  }

  /**
   * The detail page data for the area, read now in one statement: the product with its brand and category
   * path, its SKUs with the area's stock, their quantity breaks, the area's name, the related cards and the
   * comment counts. A cold product page costs one round trip to the database, not eight.
   */
  async detail(id: number, areaCodeInput: string): Promise<ProductDetail> {
    const areaCode = resolveAreaCode(areaCodeInput);
    const scope = areaScope(areaCode);
    // `id` is tried as a SKU id first, then as a product id (docs/decisions/…-search-and-goods-id.md).
    const [p] = await queryRows<DetailRow>(
      this.db,
      sql`select p.id, p.title, p.model_no, p.unit, p.moq, p.step, p.description_html, p.on_shelf, p.sales_count,
            p.min_price_fen, p.default_sku_id, p.sales_area_codes, p.attrs, p.category_id, p.brand_id, p.images,
            b.name as brand_name, b.latin_name as brand_latin, b.logo_path as brand_logo, p.merchant_id,
            p.seller_name,
            c3.title as c3_title, c2.id as c2_id, c2.title as c2_title, c1.id as c1_id, c1.title as c1_title,
            exists (select 1 from skus where id = ${id}) as by_sku,
            (select coalesce(json_agg(json_build_object('id', k.id, 'code', k.code, 'spec', k.spec,
                'price_fen', k.price_fen, 'stock', coalesce(a.stock, k.stock), 'local', a.stock is not null)
                order by k.sort, k.id), '[]'::json)
              from skus k left join sku_area_stocks a on a.sku_id = k.id and a.area_code = ${stockAreaOf(areaCode)}
              where k.product_id = p.id) as skus,
            (select json_agg(json_build_array(t.sku_id, t.min_quantity, t.price_fen)
                order by t.sku_id, t.min_quantity)
              from sku_price_tiers t join skus k on k.id = t.sku_id where k.product_id = p.id) as tiers,
            ${areaCode === '0000' ? sql`'全国'` : sql`(select name from regions where code = ${areaCode})`} as area_name,
            (select json_agg(json_build_object('rating', x.rating, 'n', x.n))
              from (select rating, count(*)::int as n from comments where product_id = p.id group by rating) x
            ) as ratings
          from products p
          join brands b on b.id = p.brand_id
          join categories c3 on c3.id = p.category_id
          join categories c2 on c2.id = c3.parent_id
          join categories c1 on c1.id = c2.parent_id
          where p.id = coalesce((select product_id from skus where id = ${id}), ${id})`,
      // Prepared per connection: planning this statement costs more than running it. One name per text.
      `product-detail:${areaCode === '0000' ? 'national' : 'region'}`,
    );
    if (!p) throw notFound(CATALOGUE_MSG.PRODUCT_NOT_FOUND);
    const bestSellers = await this.bestSellers(p.category_id, scope);
    const skuId = p.by_sku ? id : null;
    const inArea = scope.includes(p.sales_area_codes);
    const skus = p.skus;
    const tiers = new Map<number, { minQuantity: number; priceFen: number }[]>();
    for (const [sku, minQuantity, priceFen] of p.tiers ?? [])
      tiers.set(sku, [...(tiers.get(sku) ?? []), { minQuantity, priceFen }]);
    const related = bestSellers
      .filter((card) => card.id !== p.id)
      .slice(0, RELATED)
      .map((card) => cardOf(card));
    const areaName = p.area_name ?? areaCode;

    // Spec attributes that differ between SKUs, values in SKU order.
    const names: string[] = [];
    for (const s of skus) for (const n of Object.keys(s.spec)) if (!names.includes(n)) names.push(n);
    const specAttrs = names
      .map((name) => ({
        name,
        values: [...new Set(skus.map((s) => s.spec[name]).filter((v): v is string => !!v))],
      }))
      .filter((a) => a.values.length > 1);
    const totalStock = skus.reduce((sum, s) => sum + s.stock, 0);
    const prices = skus.map((s) => s.price_fen);
    const selected = skuId ?? p.default_sku_id;

    return {
      productId: p.id,
      selectedSkuId: skus.some((s) => s.id === selected) ? selected : (skus[0]?.id ?? selected),
      title: p.title,
      brand: { id: p.brand_id, name: p.brand_name, latinName: p.brand_latin, logo: p.brand_logo },
      seller: { id: p.merchant_id, name: p.seller_name },
      modelNo: p.model_no,
      unit: p.unit,
      moq: p.moq,
      step: p.step,
      // Operator-uploaded gallery when there is one, else the generated drawings.
      images: p.images.length
        ? p.images
        : Array.from({ length: GALLERY_VIEWS }, (_, view) => productImagePath(p.id, view)),
      minPrice: fenToYuan(prices.length ? Math.min(...prices) : p.min_price_fen),
      maxPrice: fenToYuan(prices.length ? Math.max(...prices) : p.min_price_fen),
      salesCount: p.sales_count,
      onShelf: p.on_shelf,
      specAttrs,
      skus: skus.map((s) => ({
        skuId: s.id,
        code: s.code,
        spec: s.spec,
        specValues: specAttrs.map((a) => s.spec[a.name] ?? ''),
        price: fenToYuan(s.price_fen),
        ...(tiers.has(s.id)
          ? {
              tiers: tiers
                .get(s.id)!
                .map((t) => ({ minQuantity: t.minQuantity, price: fenToYuan(t.priceFen) })),
            }
          : {}),
        stock: s.stock,
        available: p.on_shelf && inArea && s.stock > 0,
      })),
      area: { areaCode, areaName, inArea, message: inArea ? null : CATALOGUE_MSG.NOT_IN_AREA },
      delivery: deliveryFor(
        areaCode,
        inArea,
        totalStock,
        skus.some((s) => s.local && s.stock > 0),
      ),
      specsTable: [
        {
          name: '品牌',
          value:
            p.brand_latin && p.brand_latin !== p.brand_name
              ? `${p.brand_name}（${p.brand_latin}）`
              : p.brand_name,
        },
        { name: '型号', value: p.model_no },
        { name: '分类', value: p.c3_title },
        { name: '单位', value: p.unit },
        { name: '起订量', value: `${p.moq}${p.unit}` },
        ...Object.entries(p.attrs).map(([name, values]) => ({ name, value: values.join('、') })),
      ],
      descriptionHtml: sanitize(p.description_html),
      breadcrumbs: [
        { id: p.c1_id, title: p.c1_title, level: 1 },
        { id: p.c2_id, title: p.c2_title, level: 2 },
        { id: p.category_id, title: p.c3_title, level: 3 },
      ],
      related,
      commentSummary: summaryOfCounts(p.ratings ?? []),
    };
  }

  /**
   * The category's best sellers in the area (the related products of its pages: one more than shown, so
   * that each page can leave itself out), held per index version for a minute by each process: a product
   * page's statement reads no other product.
   */
  private bestSellers(categoryId: number, scope: AreaScope): Promise<CardRow[]> {
    return this.cache.perVersion(
      `best-sellers:${categoryId}:${scope.codes?.join(',') ?? '*'}`,
      () =>
        queryRows<CardRow>(
          this.db,
          sql`select ${cardColumns}
              from (select s.product_id, s.sales_count from product_search s
                    where s.category_id = ${categoryId} and s.on_shelf ${scope.and(sql`s.area_codes`)}
                    order by s.sales_count desc nulls last, s.product_id desc limit ${RELATED + 1}) r
              join products p on p.id = r.product_id join brands b on b.id = p.brand_id
              order by r.sales_count desc nulls last, r.product_id desc`,
          `best-sellers:${scope.codes === null ? 'all' : 'scoped'}`,
        ),
      RESULT_TTL_MS,
    );
  }

  /** Compare data of up to four SKUs in the area (商品对比); unknown or off-shelf SKUs come back in `missing`. */
  compare(skuIds: readonly number[], areaCode: string, userId: number | null = null): Promise<CompareResult> {
    return compareSkus(this.db, skuIds, areaCode, userId);
  }

  /** Buyer comments (the comments issue fills them); unknown product → 404. */
  async comments(body: {
    productId: number;
    rating?: number;
    pageNum: number;
    pageSize: number;
  }): Promise<CommentList> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`select id from products where id = ${body.productId}`,
    );
    if (!rows[0]) throw notFound(CATALOGUE_MSG.PRODUCT_NOT_FOUND);
    return productCommentPage(this.db, body);
  }
}
