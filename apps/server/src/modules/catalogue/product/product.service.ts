import type DataLoader from 'dataloader';
import { sql } from 'drizzle-orm';
import type { CachedBody } from '../../../lib/cache';
import { CATALOGUE_MSG, productCard, type CommentList, type CompareResult } from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { turnBatcher } from '../../../lib/turn-batch';
import { productCommentPage } from '../comment';
import { areaScope, type AreaScope } from '../region';
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
import { productPageText } from './product-page';
import { RELATED, type RelatedCard } from './product-page.related';

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

/** How long a category's best sellers are held (as long as a cached product page). */
const RESULT_TTL_MS = 60_000;

/** Product detail (/goods/{id}) and its comments. */
export class ProductService {
  constructor(
    private readonly db: Db,
    private readonly cache: SearchCache,
    private readonly pricing: PricingMemo,
  ) {}

  /**
   * The detail answer per id, area and index version: the product's prepared page with this request's parts
   * filled in (product-page.ts), held by this process for a few seconds. A page nobody asked for lately costs
   * one primary-key statement; comments bump the version, so a new comment shows at once.
   */
  detailBody(id: number, areaCode: string): Promise<CachedBody> {
    return this.cache.heldBody('detail', `${id}:${areaCode}`, () =>
      productPageText(this.db, id, areaCode, (categoryId, area) => this.bestSellers(categoryId, area)),
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
   * The category's best sellers in the area (the related products of its pages: one more than shown, so
   * that each page can leave itself out), held per index version for a minute by each process: a product
   * page's statement reads no other product. The categories asked for meanwhile are read together
   * (bestSellerReader): a process that has just started reads them in a few statements, not one each.
   */
  private bestSellers(categoryId: number, areaCode: string): Promise<RelatedCard[]> {
    const scope = areaScope(areaCode);
    const scopeKey = scope.codes?.join(',') ?? '*';
    return this.cache.perVersion(
      `best-sellers:${categoryId}:${scopeKey}`,
      () => this.bestSellerReader(scope, scopeKey).load(categoryId),
      RESULT_TTL_MS,
    );
  }

  private readonly bestSellerReaders = new Map<string, DataLoader<number, RelatedCard[]>>();

  /** Best sellers of the categories asked for in one turn of the event loop, in one statement per area scope. */
  private bestSellerReader(scope: AreaScope, scopeKey: string): DataLoader<number, RelatedCard[]> {
    let reader = this.bestSellerReaders.get(scopeKey);
    if (reader) return reader;
    reader = turnBatcher<number, RelatedCard[]>(
      async (categoryIds) => {
        const rows = await queryRows<CardRow & { best_of: number }>(
          this.db,
          sql`select c.id as best_of, ${cardColumns}
              from unnest(${sql.param(categoryIds)}::int[]) as c(id)
              cross join lateral (select s.product_id, s.sales_count from product_search s
                where s.category_id = c.id and s.on_shelf ${scope.and(sql`s.area_codes`)}
                order by s.sales_count desc nulls last, s.product_id desc limit ${RELATED + 1}) r
              join products p on p.id = r.product_id join brands b on b.id = p.brand_id
              order by c.id, r.sales_count desc nulls last, r.product_id desc`,
          `best-sellers:${scope.codes === null ? 'all' : 'scoped'}`,
        );
        const byCategory = new Map<number, RelatedCard[]>();
        for (const row of rows) {
          const card = productCard.parse(cardOf(row));
          const cards = byCategory.get(row.best_of) ?? [];
          cards.push({ productId: card.productId, card, text: JSON.stringify(card) });
          byCategory.set(row.best_of, cards);
        }
        return byCategory;
      },
      { maxBatchSize: 100, missing: [] },
    );
    this.bestSellerReaders.set(scopeKey, reader);
    return reader;
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
