import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  fenToYuan,
  type AdminProduct,
  type adminProductListBody,
  type AdminProductListItem,
  type Page,
} from '@mall/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/app-error';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { productTotalStock } from '../catalogue';
import type { Reindex } from './category.admin';
import type { CatalogueCache } from './catalogue-cache';
import { draftProblems, type ProductDraft } from './product-draft';
import { loadAdminProduct, previewImages } from './product-view';
import { loadRefs, refProblems, writeDraft } from './product-writer';
import { writeSkuLevels, type SkuLevel } from './sku-levels';

export type ProductFilter = Omit<z.output<typeof adminProductListBody>, 'pageNum' | 'pageSize'>;
type ListRow = {
  id: number;
  title: string;
  model_no: string;
  brand_id: number;
  brand_name: string | null;
  category_id: number;
  category_path: string;
  images: string[];
  min_price_fen: number;
  sku_count: number;
  total_stock: number;
  sales_count: number;
  on_shelf: boolean;
  created_at: string | Date;
  merchant_id: number;
  seller_name: string;
  review_status: number;
  review_reason: string;
};

/** SQL condition of the console's product filters (alias p for products). */
export function productFilterSql(f: ProductFilter): SQL {
  const parts: SQL[] = [];
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const asId = /^\d{1,9}$/.test(f.keyword) ? Number(f.keyword) : -1;
    parts.push(sql`(p.id = ${asId} or p.title ilike ${like} or p.model_no ilike ${like}
      or exists (select 1 from skus k where k.product_id = p.id and k.code ilike ${like}))`);
  }
  if (f.categoryId)
    parts.push(sql`${f.categoryId} in (p.category_id, p.second_category_id, p.first_category_id)`);
  if (f.brandId) parts.push(sql`p.brand_id = ${f.brandId}`);
  if (f.onShelf !== undefined) parts.push(sql`p.on_shelf = ${f.onShelf}`);
  if (f.reviewStatus !== undefined) parts.push(sql`p.review_status = ${f.reviewStatus}`);
  if (f.sellerId !== undefined) parts.push(sql`p.merchant_id = ${f.sellerId}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/** Products in the console: list, detail, save (create/edit with SKUs), bulk shelf changes. */
export class AdminProductService {
  constructor(
    private readonly db: Db,
    private readonly cache: CatalogueCache,
    private readonly reindex: Reindex,
    /** Called after every committed write with its products: their stock or shelf may have made SKUs buyable. */
    private readonly restocked: (productIds: number[]) => void = () => {},
  ) {}

  async list(body: z.output<typeof adminProductListBody>): Promise<Page<AdminProductListItem>> {
    const { pageNum, pageSize } = body;
    const where = productFilterSql(body);
    const [rows, [total]] = await Promise.all([
      queryRows<ListRow>(
        this.db,
        sql`select p.id, p.title, p.model_no, p.brand_id, b.name as brand_name, p.category_id,
              concat_ws(' / ', c1.title, c2.title, c3.title) as category_path, p.images, p.min_price_fen,
              (select count(*)::int from skus k where k.product_id = p.id) as sku_count,
              ${productTotalStock} as total_stock,
              p.sales_count, p.on_shelf, p.created_at, p.merchant_id, p.seller_name, p.review_status,
              p.review_reason
            from products p left join brands b on b.id = p.brand_id
              left join categories c1 on c1.id = p.first_category_id
              left join categories c2 on c2.id = p.second_category_id
              left join categories c3 on c3.id = p.category_id
            where ${where} order by p.created_at desc, p.id desc
            limit ${pageSize} offset ${(pageNum - 1) * pageSize}`,
      ),
      queryRows<{ n: number }>(this.db, sql`select count(*)::int as n from products p where ${where}`),
    ]);
    return {
      list: rows.map((r) => ({
        id: r.id,
        title: r.title,
        modelNo: r.model_no,
        brandId: r.brand_id,
        brandName: r.brand_name ?? '',
        categoryId: r.category_id,
        categoryPath: r.category_path,
        image: previewImages(r.id, r.images)[0]!,
        minPrice: fenToYuan(r.min_price_fen),
        skuCount: r.sku_count,
        totalStock: r.total_stock,
        salesCount: r.sales_count,
        onShelf: r.on_shelf,
        createdAt: new Date(r.created_at).toISOString(),
        sellerId: r.merchant_id,
        sellerName: r.seller_name,
        reviewStatus: r.review_status,
        reviewReason: r.review_reason,
      })),
      total: total!.n,
      pageNum,
      pageSize,
    };
  }

  detail(id: number, db: DbOrTx = this.db): Promise<AdminProduct> {
    return loadAdminProduct(db, id);
  }

  /** Creates or edits one product with its SKUs in one transaction; search sees it when this returns. */
  async save(actor: AuditActor, draft: ProductDraft): Promise<AdminProduct> {
    const id = await this.db.transaction(async (tx) => {
      const refs = await loadRefs(tx, [draft]);
      const problems = [...draftProblems(draft), ...refProblems(draft, refs)];
      const first = problems[0];
      if (first) {
        if (first.field === 'product') throw badRequest(first.msg);
        throw badRequest(first.sku === undefined ? first.msg : `第 ${first.sku + 1} 个 SKU：${first.msg}`);
      }
      return (await writeDraft(tx, actor, draft, refs)).id;
    });
    await this.afterWrite([id]);
    return this.detail(id);
  }

  /** 上架/下架 in bulk; unknown ids are refused before anything changes. */
  async setShelf(actor: AuditActor, ids: number[], onShelf: boolean): Promise<{ updated: number }> {
    const unique = [...new Set(ids)];
    const changed = await this.db.transaction(async (tx) => {
      const rows = await queryRows<{ id: number; title: string; on_shelf: boolean; sellable: boolean }>(
        tx,
        sql`select p.id, p.title, p.on_shelf, (p.review_status = 2 and coalesce(m.status, 1) = 1) as sellable
            from products p left join merchants m on m.id = p.merchant_id
            where p.id = any(${sql.param(unique)}::int[]) for update of p`,
      );
      const found = new Set(rows.map((r) => r.id));
      const missing = unique.filter((i) => !found.has(i));
      if (missing.length) throw badRequest(`商品不存在：${missing.slice(0, 10).join('、')}`);
      const unsellable = onShelf ? rows.filter((r) => !r.sellable) : [];
      if (unsellable.length)
        throw badRequest(
          `商品未通过审核或店铺已停用，不能上架：${unsellable
            .slice(0, 10)
            .map((r) => r.id)
            .join('、')}`,
        );
      const toChange = rows.filter((r) => r.on_shelf !== onShelf);
      if (!toChange.length) return [];
      const changeIds = toChange.map((r) => r.id);
      await tx.execute(
        sql`update products set on_shelf = ${onShelf} where id = any(${sql.param(changeIds)}::int[])`,
      );
      const verb = onShelf ? '上架' : '下架';
      for (const r of toChange)
        await recordAudit(tx, actor, {
          action: onShelf ? 'product.onShelf' : 'product.offShelf',
          targetType: 'product',
          targetId: r.id,
          summary: `${verb}商品「${r.title}」${toChange.length > 1 ? `（批量 ${toChange.length} 个）` : ''}`,
          before: { id: r.id, onShelf: r.on_shelf },
          after: { id: r.id, onShelf },
        });
      return changeIds;
    });
    if (changed.length) await this.afterWrite(changed);
    return { updated: changed.length };
  }

  /** Sets the national stock and list price of a seller's SKUs (all or none); search and caches follow. */
  async setSkuLevels(actor: AuditActor, sellerId: number, levels: readonly SkuLevel[], via = '') {
    const changed = await this.db.transaction((tx) => writeSkuLevels(tx, actor, sellerId, levels, via));
    await this.afterWrite(changed);
    return { updated: levels.length };
  }

  /**
   * Search rows and cached storefront answers follow the write before the call answers; back-in-stock alerts
   * of the products are checked in the background.
   */
  async afterWrite(ids: number[]): Promise<void> {
    await this.reindex(ids);
    await this.cache.productsChanged();
    this.restocked(ids);
  }
}
