import type { ProductSearchResult } from '@mall/shared';
import { perCachedBody } from '../../../lib/cache';
import {
  cardSlot,
  cutAtSlots,
  isMarked,
  spliceCut,
  splicedCards,
  type CardSlot,
  type SpliceCut,
  type SplicedAnswer,
} from '../pricing';

/*
 * The shared cached listing/search body, parsed once per cached copy and cut at its cards' prices: a
 * member's answer is that text with their agreement prices spliced in (docs/decisions/…-agreement-prices.md,
 * "How the overlay stays cheap").
 */

export type ListingTemplate = {
  /** The cached answer's data, parsed once (read-only: shared by every request). */
  data: ProductSearchResult;
  /** The products of every card, list and hot products alike, once each (the agreement prices to read). */
  productIds: number[];
  /** The cached text cut at the cards' prices, its segments as bytes; null when it cannot be cut. */
  cut: SpliceCut<CardSlot> | null;
};

/** The template of a cached listing body (built on first use, kept as long as the cached copy). */
export const listingTemplate = perCachedBody(buildTemplate);

function buildTemplate(text: string): ListingTemplate {
  const envelope = JSON.parse(text) as { data: ProductSearchResult };
  const data = envelope.data;
  const cards = [...data.list, ...data.hotProducts];
  const productIds = [...new Set(cards.map((c) => c.productId))];
  if (cards.some(isMarked)) return { data, productIds, cut: null };
  const cut = cutAtSlots<CardSlot>(text, envelope, (mark) => ({
    ...envelope,
    data: {
      ...data,
      list: data.list.map((c) => ({ ...c, price: mark(cardSlot(c)) })),
      hotProducts: data.hotProducts.map((c) => ({ ...c, price: mark(cardSlot(c)) })),
    },
  }));
  return {
    data,
    productIds,
    cut:
      cut &&
      spliceCut(
        cut.segments.map((seg) => Buffer.from(seg)),
        cut.slots,
      ),
  };
}

/**
 * The member's answer: the template's bytes with each card whose product has a lower agreement price
 * (`low`: lowest per product, valid today) marked 协议价 over its struck list price. Null when no card
 * changes (send the shared body), undefined when the template has no cut.
 */
export function pricedListingBody(
  t: ListingTemplate,
  low: ReadonlyMap<number, number>,
): SplicedAnswer | null | undefined {
  if (!t.cut) return undefined;
  return low.size ? splicedCards(t.cut, low) : null;
}
