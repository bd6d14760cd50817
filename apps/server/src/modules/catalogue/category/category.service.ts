import { sql } from 'drizzle-orm';
import {
  CATALOGUE_MSG,
  categoryPath,
  firstCategoryPage,
  type CategoryCrumb,
  type CategoryPath,
  type FirstCategoryPage,
} from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import type { CachedBody } from '../../../lib/cache';
import { notFound } from '../../../lib/app-error';
import { loadProductCards, type SearchCache } from '../search';
import { areaScope } from '../region';

type CatRow = {
  id: number;
  parent_id: number;
  level: number;
  title: string;
  icon_path: string;
  background: string;
};

const FEATURED_PER_GROUP = 5;

/** Category pages: the level-one page (groups with children and featured products) and category paths. */
export class CategoryService {
  constructor(
    private readonly db: Db,
    private readonly cache: SearchCache,
  ) {}

  private async row(id: number): Promise<CatRow | undefined> {
    const rows = await queryRows<CatRow>(
      this.db,
      sql`select id, parent_id, level, title, icon_path, background from categories where id = ${id}`,
    );
    return rows[0];
  }

  /** From level one down to `id`; unknown → 404 商品分类不存在. */
  async breadcrumbs(id: number): Promise<CategoryCrumb[]> {
    const crumbs: CategoryCrumb[] = [];
    let current = await this.row(id);
    if (!current) throw notFound(CATALOGUE_MSG.CATEGORY_NOT_FOUND);
    for (let guard = 0; current && guard < 3; guard++) {
      crumbs.unshift({ id: current.id, title: current.title, level: current.level });
      current = current.parent_id ? await this.row(current.parent_id) : undefined;
    }
    return crumbs;
  }

  /**
   * The /cate-menu/second-cate/{id} page as a cached serialised body per id, area and index version (see
   * ProductService.detailBody); a missing or non-level-one id → 404. The storefront's HTML reads it too.
   */
  firstPageBody(firstId: number, areaCode: string): Promise<CachedBody> {
    return this.cache.body('first', [firstId, areaCode], async () =>
      firstCategoryPage.parse(await this.firstPageUncached(firstId, areaCode)),
    );
  }

  /** Breadcrumbs, siblings and children of any category as a cached serialised body; unknown → 404. */
  pathBody(id: number): Promise<CachedBody> {
    return this.cache.body('path', [id], async () => categoryPath.parse(await this.path(id)));
  }

  private async firstPageUncached(firstId: number, areaCode: string): Promise<FirstCategoryPage> {
    const cat = await this.row(firstId);
    if (!cat || cat.level !== 1) throw notFound(CATALOGUE_MSG.CATEGORY_NOT_FOUND);
    const area = areaScope(areaCode).and(sql`s.area_codes`);
    const [groups, children] = await Promise.all([
      queryRows<{ id: number; title: string; ids: number[] | null }>(
        this.db,
        sql`select c.id, c.title,
              (select array_agg(product_id) from (select s.product_id from product_search s
                 where s.second_category_id = c.id and s.on_shelf ${area}
                 order by s.sales_count desc nulls last, s.product_id desc limit ${FEATURED_PER_GROUP}) x) as ids
            from categories c where c.parent_id = ${firstId} and c.visible order by c.sort, c.id`,
      ),
      queryRows<CatRow>(
        this.db,
        sql`select c.id, c.parent_id, c.level, c.title, c.icon_path, c.background from categories c
            where c.visible and c.parent_id in (select id from categories where parent_id = ${firstId} and visible)
            order by c.sort, c.id`,
      ),
    ]);
    const cards = await loadProductCards(
      this.db,
      groups.flatMap((g) => g.ids ?? []),
    );
    const cardById = new Map(cards.map((c) => [c.productId, c]));
    return {
      category: { id: cat.id, title: cat.title, background: cat.background, icon: cat.icon_path },
      breadcrumbs: [{ id: cat.id, title: cat.title, level: 1 }],
      groups: groups.map((g) => ({
        id: g.id,
        title: g.title,
        children: children
          .filter((c) => c.parent_id === g.id)
          .map((c) => ({ id: c.id, title: c.title, icon: c.icon_path })),
        featured: (g.ids ?? []).flatMap((id) => cardById.get(id) ?? []),
      })),
    };
  }

  /** Breadcrumbs, siblings and children of any category; unknown → 404. */
  async path(id: number): Promise<CategoryPath> {
    const crumbs = await this.breadcrumbs(id);
    const cat = (await this.row(id))!;
    const [siblings, children] = await Promise.all([
      queryRows<{ id: number; title: string }>(
        this.db,
        sql`select id, title from categories where parent_id = ${cat.parent_id} order by sort, id`,
      ),
      queryRows<{ id: number; title: string }>(
        this.db,
        sql`select id, title from categories where parent_id = ${cat.id} order by sort, id`,
      ),
    ]);
    return {
      category: { id: cat.id, title: cat.title, level: cat.level, parentId: cat.parent_id },
      breadcrumbs: crumbs,
      siblings,
      children,
    };
  }
}
