import { dropCached, replyKey } from '../../../lib/cache';
import type { EphemeralStore } from '../../../lib/store';

/** The notice-list pages the public call caches (pages 1–5, any page size up to 50). */
const NOTICE_PAGES = [1, 2, 3, 4, 5];
const NOTICE_SIZES = Array.from({ length: 50 }, (_, i) => i + 1);

/** Cache keys of the storefront's content calls, dropped after every operator write. */
const CONTENT_CACHE_KEYS = {
  hotWords: ['content:hot', replyKey('hot')],
  banners: ['content:banners', replyKey('banners')],
  notices: NOTICE_PAGES.flatMap((n) => NOTICE_SIZES.map((size) => replyKey(`notices:${n}:${size}`))),
} as const;

export type ContentCache = keyof typeof CONTENT_CACHE_KEYS;

/** Drops what the storefront caches for `what`, so the change shows on its next call. */
export function dropContentCache(store: EphemeralStore, what: ContentCache): Promise<void> {
  return dropCached(store, CONTENT_CACHE_KEYS[what]);
}
