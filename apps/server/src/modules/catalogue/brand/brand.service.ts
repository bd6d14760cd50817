import { sql } from 'drizzle-orm';
import { CATALOGUE_MSG, type BrandItem, type BrandList, type ShopList } from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import type { ProductSearchService } from '../search';

type BrandRow = {
  id: number;
  name: string;
  latin_name: string;
  initial: string;
  logo_path: string;
  category_ids: number[];
};

const toItem = (r: BrandRow): BrandItem => ({
  id: r.id,
  name: r.name,
  latinName: r.latin_name,
  initial: r.initial,
  logo: r.logo_path,
  categoryIds: r.category_ids,
});

/** The brand wall and brand pages. */
export class BrandService {
  constructor(
    private readonly db: Db,
    private readonly search: ProductSearchService,
  ) {}

  /** Brands sorted by index letter then operator order, optionally of one level-one category or letter. */
  async brandList(filter: { firstCategoryId?: number; initial?: string }): Promise<BrandList> {
    const [rows, categories] = await Promise.all([
      queryRows<BrandRow>(
        this.db,
        sql`select id, name, latin_name, initial, logo_path, category_ids from brands
            ${filter.firstCategoryId ? sql`where ${filter.firstCategoryId} = any(category_ids)` : sql``}
            order by initial, sort, id`,
      ),
      queryRows<{ id: number; title: string }>(
        this.db,
        sql`select id, title from categories where level = 1 order by sort, id`,
      ),
    ]);
    const initials = [...new Set(rows.map((r) => r.initial))].sort((a, b) =>
      a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b),
    );
    const list = filter.initial ? rows.filter((r) => r.initial === filter.initial) : rows;
    return { list: list.map(toItem), initials, categories };
  }

  /** One brand; unknown → 404 品牌不存在. */
  async brand(id: number): Promise<BrandItem> {
    const rows = await queryRows<BrandRow>(
      this.db,
      sql`select id, name, latin_name, initial, logo_path, category_ids from brands where id = ${id}`,
    );
    if (!rows[0]) throw notFound(CATALOGUE_MSG.BRAND_NOT_FOUND);
    return toItem(rows[0]);
  }

  /** A brand page: the brand and its products through the screening panel. */
  async shopList(
    body: Parameters<ProductSearchService['search']>[0] & { brandId: number },
    userId: number | null = null,
  ): Promise<ShopList> {
    const brand = await this.brand(body.brandId);
    const result = await this.search.searchFor(body, userId, { brandId: brand.id });
    return { ...result, brand };
  }
}
