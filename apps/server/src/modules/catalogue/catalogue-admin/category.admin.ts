import { asc, eq, sql } from 'drizzle-orm';
import {
  ADMIN_CATALOGUE_MSG as MSG,
  type AdminCategoryNode,
  type adminCategoryReorderBody,
  type adminCategorySaveBody,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db, type Tx } from '../../../db/client';
import { badRequest, notFound } from '../../../lib/app-error';
import { deleteAudited, recordAudit, type AuditActor } from '../../platform/audit';
import { categories } from '../catalogue/catalogue.table';
import { categoryBackgroundPath, categoryIconPath } from '../media';
import type { CatalogueCache } from './catalogue-cache';

type CategoryRow = typeof categories.$inferSelect;
type SaveInput = z.output<typeof adminCategorySaveBody>;
/** Reindexes the search rows of products (category names are part of their search text). */
export type Reindex = (productIds: number[]) => Promise<void>;

const toNode = (row: CategoryRow, productCount = 0): AdminCategoryNode => ({
  id: row.id,
  parentId: row.parentId,
  level: row.level,
  title: row.title,
  sort: row.sort,
  iconPath: row.iconPath,
  background: row.background,
  visible: row.visible,
  productCount,
  children: [],
});

/** Products filed anywhere under a category of the given level. */
const productsUnder = (tx: Db | Tx, id: number, level: number) => {
  const column = level === 1 ? 'first_category_id' : level === 2 ? 'second_category_id' : 'category_id';
  return queryRows<{ id: number }>(tx, sql`select id from products where ${sql.raw(column)} = ${id}`);
};

/** The category tree of the console: create, edit, move, hide, reorder, delete (never with children/products). */
export class AdminCategoryService {
  constructor(
    private readonly db: Db,
    private readonly cache: CatalogueCache,
    private readonly reindex: Reindex,
  ) {}

  /** Every category (hidden ones too) as a 3-level tree with product counts of each subtree. */
  async tree(): Promise<AdminCategoryNode[]> {
    const [rows, counts] = await Promise.all([
      this.db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
      queryRows<{ category_id: number; second_category_id: number; first_category_id: number; n: number }>(
        this.db,
        sql`select category_id, second_category_id, first_category_id, count(*)::int as n from products
            group by category_id, second_category_id, first_category_id`,
      ),
    ]);
    const count = new Map<number, number>();
    const add = (id: number, n: number) => count.set(id, (count.get(id) ?? 0) + n);
    for (const c of counts) {
      add(c.category_id, c.n);
      add(c.second_category_id, c.n);
      add(c.first_category_id, c.n);
    }
    const nodes = new Map(rows.map((r) => [r.id, toNode(r, count.get(r.id) ?? 0)]));
    const roots: AdminCategoryNode[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id)!;
      if (row.parentId === 0) roots.push(node);
      else nodes.get(row.parentId)?.children.push(node);
    }
    return roots;
  }

  async save(actor: AuditActor, input: SaveInput): Promise<AdminCategoryNode> {
    const { node, reindexIds } = await this.db.transaction(async (tx) => {
      await tx.execute(sql`lock table categories in share row exclusive mode`);
      const parent = input.parentId ? await this.find(tx, input.parentId, '上级分类不存在') : null;
      if (parent && parent.level >= 3) throw badRequest(MSG.CATEGORY_TOO_DEEP);
      const level = parent ? parent.level + 1 : 1;
      return input.id === undefined
        ? { node: await this.create(tx, actor, input, level), reindexIds: [] as number[] }
        : this.update(tx, actor, input, input.id, level);
    });
    await this.cache.categoriesChanged();
    // Also with no products: the reindex bumps the search cache version, so level-one pages (cached by it)
    // show new names and order at once.
    await this.reindex(reindexIds);
    return node;
  }

  private async create(tx: Tx, actor: AuditActor, input: SaveInput, level: number) {
    const [next] = await queryRows<{ id: number; sort: number }>(
      tx,
      sql`select coalesce((select max(id) from categories), 0) + 1 as id,
            coalesce((select max(sort) from categories where parent_id = ${input.parentId}), 0) + 1 as sort`,
    );
    const id = next!.id;
    const [row] = await tx
      .insert(categories)
      .values({
        id,
        parentId: input.parentId,
        level,
        title: input.title,
        sort: input.sort ?? next!.sort,
        iconPath: input.iconPath || categoryIconPath(id),
        background: input.background || (level === 1 ? categoryBackgroundPath(id) : ''),
        visible: input.visible,
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'category.create',
      targetType: 'category',
      targetId: id,
      summary: `新增${level}级分类「${input.title}」`,
      after: row,
    });
    return toNode(row!);
  }

  private async update(tx: Tx, actor: AuditActor, input: SaveInput, id: number, level: number) {
    const before = await this.find(tx, id, MSG.CATEGORY_NOT_FOUND, 404);
    const moved = before.parentId !== input.parentId;
    if (moved && level !== before.level) throw badRequest('只能移动到同一级别的上级分类下');
    const [row] = await tx
      .update(categories)
      .set({
        parentId: input.parentId,
        title: input.title,
        sort: input.sort ?? before.sort,
        iconPath: input.iconPath || before.iconPath || categoryIconPath(id),
        background: input.background || (level === 1 ? before.background || categoryBackgroundPath(id) : ''),
        visible: input.visible,
      })
      .where(eq(categories.id, id))
      .returning();
    if (moved) await this.refileProducts(tx, before, input.parentId);
    await recordAudit(tx, actor, {
      action: 'category.update',
      targetType: 'category',
      targetId: id,
      summary: `修改分类「${before.title}」${moved ? '（移动到新的上级分类）' : ''}`,
      before,
      after: row,
    });
    const reindexIds =
      moved || before.title !== input.title
        ? (await productsUnder(tx, id, before.level)).map((p) => p.id)
        : [];
    return { node: toNode(row!), reindexIds };
  }

  /** Keeps the products' denormalised level-one/two ids in step when a category moves. */
  private async refileProducts(tx: Tx, category: CategoryRow, newParentId: number) {
    if (category.level === 2) {
      await tx.execute(
        sql`update products set first_category_id = ${newParentId} where second_category_id = ${category.id}`,
      );
    } else if (category.level === 3) {
      const parent = await this.find(tx, newParentId, '上级分类不存在');
      await tx.execute(sql`update products set second_category_id = ${parent.id},
        first_category_id = ${parent.parentId} where category_id = ${category.id}`);
    }
  }

  async remove(actor: AuditActor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await this.find(tx, id, MSG.CATEGORY_NOT_FOUND, 404);
      const [children] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from categories where parent_id = ${id}`,
      );
      if (children!.n > 0) throw badRequest(MSG.CATEGORY_HAS_CHILDREN);
      if ((await productsUnder(tx, id, row.level)).length > 0) throw badRequest(MSG.CATEGORY_HAS_PRODUCTS);
      await deleteAudited(tx, actor, categories, id, {
        action: 'category.delete',
        targetType: 'category',
        summary: `删除分类「${row.title}」`,
        before: row,
      });
    });
    await this.cache.categoriesChanged();
    await this.reindex([]);
  }

  /** Sets the order of one parent's children (the console's drag and drop), all in one transaction. */
  async reorder(
    actor: AuditActor,
    body: z.output<typeof adminCategoryReorderBody>,
  ): Promise<AdminCategoryNode[]> {
    const { parentId, orderedIds } = body;
    const nodes = await this.db.transaction(async (tx) => {
      if (parentId !== 0) await this.find(tx, parentId, '上级分类不存在', 404);
      const siblings = await tx
        .select()
        .from(categories)
        .where(eq(categories.parentId, parentId))
        .orderBy(asc(categories.sort), asc(categories.id));
      const known = new Set(siblings.map((s) => s.id));
      if (
        new Set(orderedIds).size !== orderedIds.length ||
        orderedIds.length !== siblings.length ||
        orderedIds.some((i) => !known.has(i))
      )
        throw badRequest(MSG.CATEGORY_REORDER_MISMATCH);
      const sorts = orderedIds.map((_, i) => i + 1);
      await tx.execute(sql`update categories c set sort = t.sort
        from unnest(${sql.param(orderedIds)}::int[], ${sql.param(sorts)}::int[]) as t(id, sort)
        where c.id = t.id`);
      await recordAudit(tx, actor, {
        action: 'category.reorder',
        targetType: 'category',
        targetId: parentId,
        summary: `调整${parentId ? `分类 ${parentId} 的子分类` : '一级分类'}排序`,
        before: { orderedIds: siblings.map((s) => s.id) },
        after: { orderedIds },
      });
      const byId = new Map(siblings.map((s) => [s.id, s]));
      return orderedIds.map((i, n) => toNode({ ...byId.get(i)!, sort: n + 1 }));
    });
    await this.cache.categoriesChanged();
    await this.reindex([]);
    return nodes;
  }

  private async find(tx: Tx, id: number, msg: string, status: 400 | 404 = 400): Promise<CategoryRow> {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id));
    if (!row) throw status === 404 ? notFound(msg) : badRequest(msg);
    return row;
  }
}
