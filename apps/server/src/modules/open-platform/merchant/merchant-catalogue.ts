import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  OPEN_CODE,
  PRODUCT_REVIEW_LABEL,
  fenToYuan,
  yuanToFen,
  type AdminProduct,
  type OpenProduct,
  type openProductBody,
} from '@mall/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { ProductDraft } from '../../catalogue/catalogue-admin';
import { sellerProductsChanged } from '../../catalogue/changes';
import type { PortalCaller } from '../../identity/auth';
import type { PortalProductService } from '../../marketplace/shop';
import { openProductKeys } from './open-product-key.table';

type ProductInput = z.output<typeof openProductBody>;

/** The API's product (money in 分) → the portal editor's draft (yuan strings); saved off shelf, as 草稿. */
function toDraft(body: ProductInput, id?: number): ProductDraft {
  return {
    ...(id === undefined ? {} : { id }),
    title: body.title,
    brandId: body.brandId,
    categoryId: body.categoryId,
    modelNo: body.modelNo,
    unit: body.unit,
    moq: body.moq,
    step: body.step,
    specs: body.specs,
    skus: body.skus.map((s) => ({
      ...(s.skuId === undefined ? {} : { id: s.skuId }),
      spec: s.spec,
      code: s.code,
      price: fenToYuan(s.priceFen),
      ...(s.marketPriceFen ? { marketPrice: fenToYuan(s.marketPriceFen) } : {}),
      stock: s.stock,
      areaStocks: s.areaStocks,
    })),
    salesAreaCodes: body.salesAreaCodes,
    images: body.images,
    descriptionHtml: body.descriptionHtml,
    sceneIds: body.sceneIds,
    onShelf: false,
  };
}

const reviewText = (status: number) => PRODUCT_REVIEW_LABEL[status] ?? '';

/** The portal's product as the API answers it: money in 分, review status with its text. */
function toView(p: AdminProduct): OpenProduct {
  return {
    productId: p.id,
    title: p.title,
    brandId: p.brandId,
    brandName: p.brandName,
    categoryId: p.categoryId,
    categoryPath: p.categoryPath.map((c) => c.title),
    modelNo: p.modelNo,
    unit: p.unit,
    moq: p.moq,
    step: p.step,
    specs: p.specs,
    skus: p.skus.map((s) => ({
      skuId: s.id,
      spec: s.spec,
      code: s.code,
      priceFen: yuanToFen(s.price),
      marketPriceFen: s.marketPrice ? yuanToFen(s.marketPrice) : null,
      stock: s.stock,
      areaStocks: s.areaStocks,
    })),
    salesAreaCodes: p.salesAreaCodes,
    images: p.images,
    descriptionHtml: p.descriptionHtml,
    sceneIds: p.sceneIds,
    minPriceFen: yuanToFen(p.minPrice),
    onShelf: p.onShelf,
    reviewStatus: p.reviewStatus,
    reviewStatusText: reviewText(p.reviewStatus),
    reviewReason: p.reviewReason,
    createdAt: p.createdAt,
  };
}

/**
 * A shop's products through the merchant API, by the merchant portal's own service (the same grants, rules,
 * audit and review: a saved product is a 草稿 off shelf until submitted and approved again). Another shop's
 * product answers 404 商品不存在, exactly like an unknown one. Creating is idempotent per app and key.
 */
export class MerchantCatalogue {
  constructor(
    private readonly db: Db,
    private readonly products: PortalProductService,
  ) {}

  /**
   * Creates a 草稿 — or, for a key this app used before with the same product, answers that product
   * (`repeated`); the same key with another product is refused 409.
   */
  async create(
    shop: PortalCaller,
    ip: string,
    key: { appId: number; idempotencyKey: string },
    body: ProductInput,
  ): Promise<{ product: OpenProduct; repeated: boolean }> {
    const hash = createHash('sha256').update(JSON.stringify(body)).digest('hex');
    const earlier = await this.keyed(this.db, key, hash);
    if (earlier) return { product: await this.detail(shop, earlier), repeated: true };
    let repeated = false;
    const saved = await this.products.save(shop, ip, toDraft(body), {
      // The same key in flight twice: the second waits here for the first to commit, then answers its product.
      first: async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext('open-product'), hashtext(${`${key.appId}:${key.idempotencyKey}`}))`,
        );
        const first = await this.keyed(tx, key, hash);
        repeated = first !== null;
        return first;
      },
      within: async (tx, productId) => {
        await tx.insert(openProductKeys).values({ ...key, requestHash: hash, productId });
      },
    });
    return { product: toView(saved), repeated };
  }

  /** Edits the shop's product: as in the portal, it goes back to 草稿 and off shelf until approved again. */
  async update(shop: PortalCaller, ip: string, id: number, body: ProductInput): Promise<OpenProduct> {
    return toView(await this.products.save(shop, ip, toDraft(body, id)));
  }

  async detail(shop: PortalCaller, id: number): Promise<OpenProduct> {
    return toView(await this.products.detail(shop, id));
  }

  /** The shop's products changed at or after `since`, oldest change first; the cursor is the last one's position. */
  async list(shop: PortalCaller, q: { since: Date | null; cursor?: string; size: number }) {
    const [micros, id] = q.cursor?.split('_') ?? [];
    const rows = await sellerProductsChanged(this.db, shop.merchantId, {
      since: q.since,
      after: micros && id ? { micros, id: Number(id) } : null,
      limit: q.size,
    });
    const last = rows.at(-1);
    return {
      items: rows.map(({ updatedMicros: _position, updatedAt, ...r }) => ({
        ...r,
        reviewStatusText: reviewText(r.reviewStatus),
        updatedAt: updatedAt.toISOString(),
      })),
      nextCursor: last && rows.length === q.size ? `${last.updatedMicros}_${last.productId}` : null,
    };
  }

  /** The product created under this app's key, or null; the key with another product is a conflict. */
  private async keyed(
    db: DbOrTx,
    key: { appId: number; idempotencyKey: string },
    hash: string,
  ): Promise<number | null> {
    const [row] = await db
      .select()
      .from(openProductKeys)
      .where(
        and(eq(openProductKeys.appId, key.appId), eq(openProductKeys.idempotencyKey, key.idempotencyKey)),
      );
    if (!row) return null;
    if (row.requestHash !== hash)
      throw new AppError(409, '该幂等键已用于另一个商品，请换一个 idempotencyKey', OPEN_CODE.CONFLICT);
    return row.productId;
  }
}
