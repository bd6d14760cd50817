import { eq, sql, type SQL } from 'drizzle-orm';
import { pinyin } from 'pinyin-pro';
import type { z } from 'zod';
import {
  ADMIN_CATALOGUE_MSG as MSG,
  type AdminBrand,
  type adminBrandListBody,
  type adminBrandSaveBody,
  type Page,
} from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import { badRequest } from '../../../lib/app-error';
import { rowById } from '../../../lib/by-id';
import { deleteAudited, recordAudit, type AuditActor } from '../../platform/audit';
import { brands } from '../catalogue/catalogue.table';
import { brandLogoPath } from '../media';
import type { CatalogueCache } from './catalogue-cache';
import type { Reindex } from './category.admin';

type BrandRow = typeof brands.$inferSelect;
type ListInput = z.output<typeof adminBrandListBody>;
type SaveInput = z.output<typeof adminBrandSaveBody>;

const PALETTE = ['#1677ff', '#d4380d', '#389e0d', '#c41d7f', '#08979c', '#d48806', '#531dab', '#262626'];

/** The A–Z index letter: the Latin name's first letter, else the pinyin of the Chinese name's first character. */
function brandInitial(name: string, latinName: string): string {
  const latin = /[A-Za-z]/.exec(latinName)?.[0];
  if (latin) return latin.toUpperCase();
  const first = name.trim()[0] ?? '';
  const letter = /[A-Za-z]/.test(first) ? first : pinyin(first, { pattern: 'first', toneType: 'none' });
  return /^[A-Za-z]$/.test(letter) ? letter.toUpperCase() : '#';
}

const toBrand = (row: BrandRow, productCount: number): AdminBrand => ({
  id: row.id,
  name: row.name,
  latinName: row.latinName,
  initial: row.initial,
  logoPath: row.logoPath,
  color: row.color,
  categoryIds: row.categoryIds,
  sort: row.sort,
  productCount,
});

/** Brands in the console: list, create, edit, delete (refused while products use the brand). */
export class AdminBrandService {
  constructor(
    private readonly db: Db,
    private readonly cache: CatalogueCache,
    private readonly reindex: Reindex,
  ) {}

  /** `onlyIds`: a shop's granted brands (the merchant portal's editor). */
  async list(body: ListInput, onlyIds?: readonly number[]): Promise<Page<AdminBrand>> {
    const { pageNum, pageSize } = body;
    const conditions: SQL[] = [];
    if (onlyIds) conditions.push(sql`b.id = any(${sql.param([...onlyIds])}::int[])`);
    if (body.keyword) {
      const like = `%${body.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(sql`(b.name ilike ${like} or b.latin_name ilike ${like})`);
    }
    if (body.categoryId) conditions.push(sql`${body.categoryId} = any(b.category_ids)`);
    const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
    const [rows, [total]] = await Promise.all([
      queryRows<{ id: number; n: number }>(
        this.db,
        sql`select b.id, (select count(*)::int from products p where p.brand_id = b.id) as n
            from brands b where ${where} order by b.initial, b.sort, b.id
            limit ${pageSize} offset ${(pageNum - 1) * pageSize}`,
      ),
      queryRows<{ n: number }>(this.db, sql`select count(*)::int as n from brands b where ${where}`),
    ]);
    const full = rows.length
      ? await this.db
          .select()
          .from(brands)
          .where(sql`${brands.id} = any(${sql.param(rows.map((r) => r.id))}::int[])`)
      : [];
    const byId = new Map(full.map((b) => [b.id, b]));
    return { list: rows.map((r) => toBrand(byId.get(r.id)!, r.n)), total: total!.n, pageNum, pageSize };
  }

  async save(actor: AuditActor, input: SaveInput): Promise<AdminBrand> {
    const { brand, reindexIds, bump } = await this.db.transaction(async (tx) => {
      await tx.execute(sql`lock table brands in share row exclusive mode`);
      const level1 = await queryRows<{ id: number }>(
        tx,
        sql`select id from categories where level = 1 and id = any(${sql.param(input.categoryIds)}::int[])`,
      );
      if (level1.length !== new Set(input.categoryIds).size) throw badRequest('品牌的经营类目必须是一级分类');
      const [clash] = await queryRows<{ id: number }>(
        tx,
        sql`select id from brands where name = ${input.name} and id <> ${input.id ?? 0}`,
      );
      if (clash) throw badRequest(`品牌「${input.name}」已存在`);
      const values = {
        name: input.name,
        latinName: input.latinName,
        initial: input.initial ?? brandInitial(input.name, input.latinName),
        categoryIds: [...new Set(input.categoryIds)],
        sort: input.sort,
      };
      if (input.id === undefined) {
        const [next] = await queryRows<{ id: number }>(
          tx,
          sql`select coalesce(max(id), 0) + 1 as id from brands`,
        );
        const id = next!.id;
        const [row] = await tx
          .insert(brands)
          .values({
            id,
            ...values,
            logoPath: input.logoPath || brandLogoPath(id),
            color: input.color ?? PALETTE[id % PALETTE.length]!,
          })
          .returning();
        await recordAudit(tx, actor, {
          action: 'brand.create',
          targetType: 'brand',
          targetId: id,
          summary: `新增品牌「${input.name}」`,
          after: row,
        });
        return { brand: toBrand(row!, 0), reindexIds: [] as number[], bump: false };
      }
      const before = await rowById(tx, brands, input.id, MSG.BRAND_NOT_FOUND);
      const [row] = await tx
        .update(brands)
        .set({
          ...values,
          logoPath: input.logoPath || before.logoPath || brandLogoPath(before.id),
          color: input.color ?? before.color,
        })
        .where(eq(brands.id, input.id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'brand.update',
        targetType: 'brand',
        targetId: input.id,
        summary: `修改品牌「${before.name}」`,
        before,
        after: row,
      });
      const used = await queryRows<{ id: number }>(
        tx,
        sql`select id from products where brand_id = ${input.id}`,
      );
      const renamed = before.name !== row!.name || before.latinName !== row!.latinName;
      const shown = renamed || before.logoPath !== row!.logoPath;
      return {
        brand: toBrand(row!, used.length),
        reindexIds: renamed ? used.map((p) => p.id) : [],
        bump: shown && used.length > 0,
      };
    });
    // Brand names are part of the products' search text; names and logo show in listings' brand facets,
    // held per index version (a reindex bumps it, even of no product).
    if (reindexIds.length || bump) await this.reindex(reindexIds);
    await this.cache.productsChanged();
    return brand;
  }

  async remove(actor: AuditActor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await rowById(tx, brands, id, MSG.BRAND_NOT_FOUND);
      const [used] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from products where brand_id = ${id}`,
      );
      if (used!.n > 0) throw badRequest(`${MSG.BRAND_IN_USE}（${used!.n} 个商品）`);
      await deleteAudited(tx, actor, brands, id, {
        action: 'brand.delete',
        targetType: 'brand',
        summary: `删除品牌「${before.name}」`,
        before,
      });
    });
  }
}
