import { asc, eq, sql } from 'drizzle-orm';
import { ADMIN_CATALOGUE_MSG as MSG, fenToYuan, type AdminProduct } from '@mall/shared';
import { queryRows, readTogether, type DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { products, skuAreaStocks, skus } from '../catalogue/catalogue.table';
import { provinceName } from '../region';
import { productImagePath } from '../media';

const GALLERY_VIEWS = 4;

/** What the audit log keeps of a product: its row and its SKUs with their provincial stock (plain JSON). */
export async function productSnapshot(db: DbOrTx, id: number) {
  const [product] = await db.select().from(products).where(eq(products.id, id));
  if (!product) return null;
  const [rows, areaRows] = await readTogether(
    db,
    () => db.select().from(skus).where(eq(skus.productId, id)).orderBy(asc(skus.sort), asc(skus.id)),
    () =>
      db
        .select({ skuId: skuAreaStocks.skuId, areaCode: skuAreaStocks.areaCode, stock: skuAreaStocks.stock })
        .from(skuAreaStocks)
        .innerJoin(skus, eq(skus.id, skuAreaStocks.skuId))
        .where(eq(skus.productId, id))
        .orderBy(asc(skuAreaStocks.areaCode)),
  );
  return {
    ...product,
    skus: rows.map((k) => ({
      ...k,
      areaStocks: areaRows
        .filter((a) => a.skuId === k.id)
        .map((a) => ({ areaCode: a.areaCode, stock: a.stock })),
    })),
  };
}

/** Gallery URLs: the uploaded images, else the generated drawings. */
export function previewImages(id: number, images: readonly string[]): string[] {
  return images.length
    ? [...images]
    : Array.from({ length: GALLERY_VIEWS }, (_, view) => productImagePath(id, view));
}

/** The console's product editor data; unknown id → 404. */
export async function loadAdminProduct(db: DbOrTx, id: number): Promise<AdminProduct> {
  const snap = await productSnapshot(db, id);
  if (!snap) throw notFound(MSG.PRODUCT_NOT_FOUND);
  const names = await queryRows<{ id: number; title: string; level: number; brand: string }>(
    db,
    sql`select c.id, c.title, c.level, coalesce(b.name, '') as brand from categories c
        left join brands b on b.id = ${snap.brandId}
        where c.id in (${snap.firstCategoryId}, ${snap.secondCategoryId}, ${snap.categoryId})
        order by c.level`,
  );
  return {
    id: snap.id,
    title: snap.title,
    brandId: snap.brandId,
    brandName: names[0]?.brand ?? '',
    categoryId: snap.categoryId,
    categoryPath: names.map((n) => ({ id: n.id, title: n.title })),
    modelNo: snap.modelNo,
    unit: snap.unit,
    moq: snap.moq,
    step: snap.step,
    specs: Object.entries(snap.attrs).map(([name, values]) => ({ name, values })),
    skus: snap.skus.map((k) => ({
      id: k.id,
      spec: k.spec,
      code: k.code,
      price: fenToYuan(k.priceFen),
      marketPrice: k.marketPriceFen === null ? '' : fenToYuan(k.marketPriceFen),
      stock: k.stock,
      areaStocks: k.areaStocks.map((a) => ({
        ...a,
        areaName: provinceName(a.areaCode) ?? a.areaCode,
      })),
      salesCount: k.salesCount,
    })),
    salesAreaCodes: snap.salesAreaCodes,
    images: snap.images,
    previewImages: previewImages(snap.id, snap.images),
    descriptionHtml: snap.descriptionHtml,
    sceneIds: snap.sceneIds,
    onShelf: snap.onShelf,
    minPrice: fenToYuan(snap.minPriceFen),
    defaultSkuId: snap.defaultSkuId,
    salesCount: snap.salesCount,
    createdAt: snap.createdAt.toISOString(),
    sellerId: snap.merchantId,
    sellerName: snap.sellerName,
    reviewStatus: snap.reviewStatus,
    reviewReason: snap.reviewReason,
  };
}
