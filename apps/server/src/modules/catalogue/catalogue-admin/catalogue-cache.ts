import { DEFAULT_AREA_ID } from '@mall/shared';
import { dropCached } from '../../../lib/cache';
import type { EphemeralStore } from '../../../lib/store';
import { CATEGORY_TREE_KEY } from '../catalogue';
import { provinceRows } from '../region';

/** Every area code the home calls cache per (0000 全国 and each province). */
const AREA_CODES = [DEFAULT_AREA_ID, ...provinceRows().map((r) => r.code)];

/**
 * Drops the cached storefront answers that a catalogue write makes stale. Search, listings, level-one pages
 * and product detail are keyed by the search index version, which `app.searchIndex.reindexProducts` bumps;
 * the home blocks, the category tree and the area list (hasSpu) are not, so they are dropped here.
 */
export class CatalogueCache {
  constructor(private readonly store: EphemeralStore) {}

  /** After a category is created, edited, moved, reordered or deleted. */
  categoriesChanged(): Promise<void> {
    return dropCached(this.store, [CATEGORY_TREE_KEY, 'reply:categories', ...this.homeKeys()]);
  }

  /** After products change (fields, prices, stock, shelf, areas). */
  productsChanged(): Promise<void> {
    return dropCached(this.store, [...this.homeKeys(), 'region:areas', 'reply:areas']);
  }

  private homeKeys(): string[] {
    return AREA_CODES.flatMap((a) => [
      `home:floors:${a}`,
      `reply:floors:${a}`,
      `home:promotion:${a}`,
      `reply:promotion:${a}`,
    ]);
  }
}
