import {
  fenToYuan,
  HOME_FLOOR_NAMES,
  LIMITS,
  type CategoryNode,
  type HomeFloor,
  type PromotionProduct,
} from '@mall/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { cached } from '../../../lib/cache';
import type { EphemeralStore } from '../../../lib/store';
import {
  bestSellers,
  bestSellersByLevelTwo,
  type BestSeller,
  type CatalogueService,
} from '../../catalogue/catalogue';
import { areaScope } from '../../catalogue/region';
import { productImagePath } from '../../catalogue/media';
import { readSetting } from '../../platform/system';

/** Setting key of the operator's floor choice. */
export const HOME_FLOORS_SETTING = 'homeFloors';
export type HomeFloorsSetting = { categoryIds: number[] };

const HOME_TTL_MS = 60_000;
/** How many products the hot-sale promotion block shows. */
const PROMOTION_SIZE = 10;

/** Interleaves level-three categories across the level-two groups: the first of each, then the second… */
function pickLevelThree(floor: CategoryNode, max: number) {
  const picked: { id: number; parentId: number; title: string }[] = [];
  for (let round = 0; picked.length < max; round++) {
    const layer = floor.children.map((c) => c.children[round]).filter((c) => c !== undefined);
    if (!layer.length) break;
    for (const c of layer)
      if (picked.length < max) picked.push({ id: c.id, parentId: c.parentId, title: c.title });
  }
  return picked;
}

/** Data of the home page blocks that list products: floors and the hot-sale promotion. */
export class HomeService {
  constructor(
    private readonly db: Db,
    private readonly store: EphemeralStore,
    private readonly catalogue: CatalogueService,
  ) {}

  /**
   * The level-one categories shown as floors, in order: the operator's choice (setting `homeFloors`), else
   * the spec's five (HOME_FLOOR_NAMES). Categories that no longer exist are skipped.
   */
  async floorCategories(db: DbOrTx = this.db): Promise<CategoryNode[]> {
    const tree = await this.catalogue.getCategoryTree();
    const setting = await readSetting<HomeFloorsSetting | null>(db, HOME_FLOORS_SETTING, null);
    const picked = setting
      ? setting.categoryIds.map((id) => tree.find((c) => c.id === id))
      : HOME_FLOOR_NAMES.map((name) => tree.find((c) => c.title === name));
    return picked.filter((c): c is CategoryNode => c !== undefined);
  }

  /**
   * The floors (floorCategories): each up to 8 level-three links and up to 5 level-two tabs with up to 8
   * on-shelf best sellers sold in `areaCode` (a resolved area code).
   */
  getFloors(areaCode: string): Promise<HomeFloor[]> {
    return cached(this.store, `home:floors:${areaCode}`, HOME_TTL_MS, async () => {
      const floors = await this.floorCategories();
      const tabs = floors.flatMap((f) => f.children.slice(0, LIMITS.FLOOR_TABS));
      const rows = await bestSellersByLevelTwo(
        this.db,
        tabs.map((t) => t.id),
        areaScope(areaCode),
        LIMITS.FLOOR_PRODUCTS,
      );
      const byTab = new Map<number, BestSeller[]>();
      for (const row of rows) byTab.set(row.tab, [...(byTab.get(row.tab) ?? []), row]);
      return floors.map((floor) => ({
        id: floor.id,
        title: floor.title,
        titleToIdVOS: pickLevelThree(floor, LIMITS.FLOOR_CATEGORY_NAMES),
        manyVOS: floor.children.slice(0, LIMITS.FLOOR_TABS).map((tab) => ({
          categoryId: tab.id,
          categoryName: tab.title,
          spuListS: (byTab.get(tab.id) ?? []).map((p) => ({
            skuId: p.default_sku_id,
            spuId: p.id,
            spuName: p.title,
            price: fenToYuan(p.min_price_fen),
            fileVOS: [{ previewPath: productImagePath(p.id) }],
          })),
        })),
      }));
    });
  }

  /** Hot-sale promotion: the best-selling on-shelf products sold in `areaCode`. */
  getPromotion(areaCode: string): Promise<PromotionProduct[]> {
    return cached(this.store, `home:promotion:${areaCode}`, HOME_TTL_MS, async () => {
      const rows = await bestSellers(this.db, areaScope(areaCode), PROMOTION_SIZE);
      return rows.map((p) => ({
        id: p.id,
        skuId: p.default_sku_id,
        productName: p.title,
        minPrice: fenToYuan(p.min_price_fen),
        coverImageFile: [{ previewPath: productImagePath(p.id) }],
      }));
    });
  }
}
