import { asc, eq } from 'drizzle-orm';
import type { CategoryNode } from '@mall/shared';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { cached } from '../../../lib/cache';
import type { EphemeralStore } from '../../../lib/store';
import { categories } from './catalogue.table';

const TREE_TTL_MS = 300_000;
/** Store key of the cached tree (dropped by the operator console after category changes). */
export const CATEGORY_TREE_KEY = 'catalogue:tree';

export type CategoryRecord = typeof categories.$inferSelect;

function toNode(row: CategoryRecord, children: CategoryNode[]): CategoryNode {
  return {
    id: row.id,
    title: row.title,
    parentId: row.parentId,
    background: row.background,
    logoList: row.iconPath ? [{ previewPath: row.iconPath }] : [],
    children,
  };
}

/** The category tree and category look-ups. */
export class CatalogueService {
  constructor(
    private readonly db: Db,
    private readonly store: EphemeralStore,
  ) {}

  /**
   * Every visible category as a 3-level tree (roots in sort order), cached briefly in the ephemeral store;
   * a hidden category takes its subtree with it. The operator console drops the cache on every change.
   */
  getCategoryTree(): Promise<CategoryNode[]> {
    return cached(this.store, CATEGORY_TREE_KEY, TREE_TTL_MS, async () => {
      const rows = await this.db
        .select()
        .from(categories)
        .where(eq(categories.visible, true))
        .orderBy(asc(categories.level), asc(categories.sort), asc(categories.id));
      const byParent = new Map<number, CategoryRecord[]>();
      for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
      const build = (parentId: number): CategoryNode[] =>
        (byParent.get(parentId) ?? []).map((row) => toNode(row, build(row.id)));
      return build(0);
    });
  }

  /** The children of one category (its subtree), or the whole tree for 0; unknown id → 404. */
  async getSubtree(parentId: number): Promise<CategoryNode[]> {
    const tree = await this.getCategoryTree();
    if (parentId === 0) return tree;
    const find = (nodes: CategoryNode[]): CategoryNode | undefined => {
      for (const node of nodes) {
        if (node.id === parentId) return node;
        const hit = find(node.children);
        if (hit) return hit;
      }
      return undefined;
    };
    const node = find(tree);
    if (!node) throw notFound('商品分类不存在');
    return node.children;
  }
}
