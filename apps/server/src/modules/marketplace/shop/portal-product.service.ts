import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PRODUCT_REVIEW,
  PRODUCT_REVIEW_LABEL,
  type AdminProduct,
  type AdminProductListItem,
  type Page,
  type portalProductListBody,
} from '@mall/shared';
import { queryRows, type Db, type DbOrTx, type Tx } from '../../../db/client';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { recordEvent } from '../../platform/events';
import {
  assignSeller,
  draftProblems,
  loadAdminProduct,
  loadRefs,
  refProblems,
  scopeProblems,
  writeDraft,
  type AdminProductService,
  type ProductDraft,
  type SellerScope,
} from '../../catalogue/catalogue-admin';
import { merchantActor, type PortalCaller } from './portal-account.service';

const NOT_FOUND = '商品不存在';

/**
 * A shop's products in the portal: every call is scoped to the caller's shop (another shop's product id
 * answers 404 商品不存在, exactly like an unknown one). Saving puts the product back to 草稿 and off shelf;
 * submitting asks for review; operators approve (on shelf) or reject with a reason.
 */
export class PortalProductService {
  constructor(
    private readonly db: Db,
    private readonly products: AdminProductService,
  ) {}

  /** The shop's grants, as the writers check them. */
  async scope(db: DbOrTx, c: PortalCaller): Promise<SellerScope> {
    const [shop] = await queryRows<{ name: string; category_ids: number[]; brand_ids: number[] }>(
      db,
      sql`select name, category_ids, brand_ids from merchants where id = ${c.merchantId}`,
    );
    return {
      merchantId: c.merchantId,
      name: shop!.name,
      categoryIds: shop!.category_ids,
      brandIds: shop!.brand_ids,
    };
  }

  list(c: PortalCaller, body: z.output<typeof portalProductListBody>): Promise<Page<AdminProductListItem>> {
    return this.products.list({ ...body, sellerId: c.merchantId });
  }

  private async assertOwn(db: DbOrTx, c: PortalCaller, ids: number[], lock = false): Promise<void> {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select id from products where id = any(${sql.param(ids)}::int[]) and merchant_id = ${c.merchantId}
          ${lock ? sql`for update` : sql``}`,
    );
    const missing = ids.filter((id) => !rows.some((r) => r.id === id));
    if (missing.length) throw notFound(`${NOT_FOUND}：${missing.slice(0, 10).join('、')}`);
  }

  async detail(c: PortalCaller, id: number): Promise<AdminProduct> {
    await this.assertOwn(this.db, c, [id]);
    return loadAdminProduct(this.db, id);
  }

  /**
   * Creates or edits a product of the shop: granted category and brand only; back to 草稿, off shelf.
   * In the same transaction, `first` runs before anything is read (the open API takes its key's lock there and
   * may answer an earlier product instead: its id), and `within` once the product is written (it records its key).
   */
  async save(
    c: PortalCaller,
    ip: string,
    draft: ProductDraft,
    hooks: {
      first?: (tx: Tx) => Promise<number | null>;
      within?: (tx: Tx, productId: number) => Promise<void>;
    } = {},
  ): Promise<AdminProduct> {
    const id = await this.db.transaction(async (tx) => {
      const earlier = await hooks.first?.(tx);
      if (earlier) return earlier;
      if (draft.id !== undefined) await this.assertOwn(tx, c, [draft.id], true);
      const scope = await this.scope(tx, c);
      const refs = await loadRefs(tx, [draft]);
      const problems = [...draftProblems(draft), ...refProblems(draft, refs)];
      const first = problems[0] ?? (await scopeProblems(tx, draft, refs, scope))[0];
      if (first)
        throw badRequest(first.sku === undefined ? first.msg : `第 ${first.sku + 1} 个 SKU：${first.msg}`);
      const { id: written } = await writeDraft(
        tx,
        merchantActor(c, ip),
        { ...draft, onShelf: false },
        refs,
        '（商家后台）',
      );
      await assignSeller(tx, written, scope);
      await hooks.within?.(tx, written);
      return written;
    });
    await this.products.afterWrite([id]);
    return loadAdminProduct(this.db, id);
  }

  /** 草稿 or 已驳回 → 待审核. */
  async submit(c: PortalCaller, id: number): Promise<AdminProduct> {
    await this.db.transaction(async (tx) => {
      await this.assertOwn(tx, c, [id], true);
      const [row] = await queryRows<{ review_status: number }>(
        tx,
        sql`select review_status from products where id = ${id}`,
      );
      if (row!.review_status === PRODUCT_REVIEW.PENDING || row!.review_status === PRODUCT_REVIEW.APPROVED)
        throw conflict(`商品${PRODUCT_REVIEW_LABEL[row!.review_status]}，无需再次提交`);
      await tx.execute(sql`update products set review_status = ${PRODUCT_REVIEW.PENDING}, review_reason = ''
          where id = ${id}`);
    });
    return loadAdminProduct(this.db, id);
  }

  /** 上架/下架 of the shop's own products; only approved ones go on shelf (the console's rule). */
  async shelf(c: PortalCaller, ip: string, ids: number[], onShelf: boolean) {
    await this.assertOwn(this.db, c, [...new Set(ids)]);
    return this.products.setShelf(merchantActor(c, ip), ids, onShelf);
  }

  /** Operators: 待审核 → 已通过 (on shelf) or 已驳回 with the reason the merchant reads. */
  async review(op: AuditActor, id: number, approve: boolean, reason: string): Promise<AdminProduct> {
    await this.db.transaction(async (tx) => {
      const [row] = await queryRows<{ title: string; review_status: number; merchant_id: number }>(
        tx,
        sql`select title, review_status, merchant_id from products where id = ${id} for update`,
      );
      if (!row) throw notFound(NOT_FOUND);
      if (row.review_status !== PRODUCT_REVIEW.PENDING)
        throw conflict(`商品${PRODUCT_REVIEW_LABEL[row.review_status] ?? ''}，不在待审核状态`);
      await tx.execute(sql`update products p set review_status = ${approve ? PRODUCT_REVIEW.APPROVED : PRODUCT_REVIEW.REJECTED},
          review_reason = ${approve ? '' : reason},
          on_shelf = ${approve} and exists (select 1 from merchants m where m.id = p.merchant_id and m.status = 1)
          where id = ${id}`);
      // The shop's apps hear the outcome (open platform: product.review), with the reason, in this transaction.
      await recordEvent(tx, {
        type: 'product.review',
        merchantId: row.merchant_id,
        subjectId: id,
        data: {
          productId: id,
          title: row.title,
          reviewStatus: approve ? PRODUCT_REVIEW.APPROVED : PRODUCT_REVIEW.REJECTED,
          reason: approve ? '' : reason,
        },
      });
      await recordAudit(tx, op, {
        action: approve ? 'product.approve' : 'product.reject',
        targetType: 'product',
        targetId: id,
        summary: approve ? `审核通过商品「${row.title}」` : `驳回商品「${row.title}」：${reason}`,
        before: { id, reviewStatus: row.review_status },
        after: { id, reviewStatus: approve ? PRODUCT_REVIEW.APPROVED : PRODUCT_REVIEW.REJECTED, reason },
      });
    });
    await this.products.afterWrite([id]);
    return loadAdminProduct(this.db, id);
  }

  /** Counts for the portal dashboard. */
  async counts(c: PortalCaller) {
    const [row] = await queryRows<{
      total: number;
      on_shelf: number;
      pending: number;
      rejected: number;
      draft: number;
    }>(
      this.db,
      sql`select count(*)::int as total, count(*) filter (where on_shelf)::int as on_shelf,
            count(*) filter (where review_status = 1)::int as pending,
            count(*) filter (where review_status = 3)::int as rejected,
            count(*) filter (where review_status = 0)::int as draft
          from products where merchant_id = ${c.merchantId}`,
    );
    return {
      products: row!.total,
      onShelf: row!.on_shelf,
      pendingReview: row!.pending,
      rejected: row!.rejected,
      drafts: row!.draft,
    };
  }
}
