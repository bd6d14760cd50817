import type { ProductCard, ProductDetail } from '@mall/shared';
import type { CachedBody } from '../../lib/cache';

/*
 * The shared cached detail body, parsed once per cached copy and cut at its prices, so a member's overlaid
 * answer is the cached text with a few prices spliced in: no JSON.parse or serialisation per request
 * (docs/decisions/…-agreement-prices.md, "How the overlay stays cheap").
 */

type Slot =
  | { kind: 'sku'; index: number }
  | { kind: 'related'; index: number }
  | { kind: 'min' }
  | { kind: 'max' };

export type DetailTemplate = {
  /** The cached answer's data, parsed once (treat as read-only: shared by every request). */
  data: ProductDetail;
  /** The cached text cut at each slot: segments.length === slots.length + 1; null when it cannot be cut. */
  segments: string[] | null;
  slots: Slot[];
};

const templates = new WeakMap<CachedBody, DetailTemplate>();
const MARK = '\u0001';
const SLOT = /"\\u0001(\d+)\\u0001"/;

/** The template of a cached detail body (built on first use, kept as long as the cached copy). */
export function detailTemplate(body: CachedBody): DetailTemplate {
  let t = templates.get(body);
  if (!t) {
    t = buildTemplate(body.text);
    templates.set(body, t);
  }
  return t;
}

function buildTemplate(text: string): DetailTemplate {
  const envelope = JSON.parse(text) as { data: ProductDetail };
  const data = envelope.data;
  const slots: Slot[] = [];
  const mark = (slot: Slot) => `${MARK}${slots.push(slot) - 1}${MARK}`;
  // The cached text is JSON.stringify's output; stringified again with markers in place of the prices,
  // it splits at exactly the price values. Anything else (it never happens) falls back to serialising.
  const marked0 = [...data.skus, ...data.related] as { listPrice?: string; priceTag?: string }[];
  if (
    JSON.stringify(envelope) !== text ||
    text.includes('\\u0001') ||
    marked0.some((p) => p.listPrice !== undefined || p.priceTag !== undefined)
  )
    return { data, segments: null, slots };
  const marked = {
    ...envelope,
    data: {
      ...data,
      skus: data.skus.map((s, index) => ({ ...s, price: mark({ kind: 'sku', index }) })),
      minPrice: mark({ kind: 'min' }),
      maxPrice: mark({ kind: 'max' }),
      related: data.related.map((c, index) => ({ ...c, price: mark({ kind: 'related', index }) })),
    },
  };
  const parts = JSON.stringify(marked).split(SLOT);
  // split with one capture group: text, index, text, index, …, text.
  const segments = parts.filter((_, i) => i % 2 === 0);
  // The slots in the order the text has them (the fields' order, not the order marked).
  const order = parts.filter((_, i) => i % 2 === 1).map(Number);
  if (segments.length !== slots.length + 1 || new Set(order).size !== slots.length)
    return { data, segments: null, slots };
  return { data, segments, slots: order.map((n) => slots[n]!) };
}

/** A price value with its struck list price and tag, as the JSON of the object's `price` field continues. */
function priceText(p: { price: string; listPrice?: string; priceTag?: string }): string {
  let out = JSON.stringify(p.price);
  if (p.listPrice !== undefined) out += `,"listPrice":${JSON.stringify(p.listPrice)}`;
  if (p.priceTag !== undefined) out += `,"priceTag":${JSON.stringify(p.priceTag)}`;
  return out;
}

/**
 * The `{code,msg,data}` text of `priced`, an overlay of the template's data that changed prices only (same
 * SKUs and related cards, in the same order). Falls back to JSON.stringify when the template has no cut.
 */
export function renderPricedDetail(t: DetailTemplate, priced: ProductDetail): string {
  const { segments, slots } = t;
  if (
    !segments ||
    priced.skus.length !== t.data.skus.length ||
    priced.related.length !== t.data.related.length
  )
    return JSON.stringify({ code: 200, msg: 'success', data: priced });
  let out = segments[0]!;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    const value =
      slot.kind === 'sku'
        ? priceText(priced.skus[slot.index]!)
        : slot.kind === 'related'
          ? priceText(priced.related[slot.index] as ProductCard)
          : JSON.stringify(slot.kind === 'min' ? priced.minPrice : priced.maxPrice);
    out += value + segments[i + 1]!;
  }
  return out;
}
