import type { ProductCard, ProductDetail } from '@mall/shared';
import type { CachedBody } from '../../../lib/cache';
import { fenOf, PRICE_TAG, yuanOf, type MemoAgreement } from '../pricing';

/*
 * The shared cached detail body, parsed once per cached copy and cut at its prices, so a member's overlaid
 * answer is the cached text with a few prices spliced in: no JSON.parse or serialisation per request
 * (docs/decisions/…-agreement-prices.md, "How the overlay stays cheap").
 */

type Slot =
  { kind: 'sku'; index: number } | { kind: 'related'; index: number } | { kind: 'min' } | { kind: 'max' };

export type DetailTemplate = {
  /** The cached answer's data, parsed once (treat as read-only: shared by every request). */
  data: ProductDetail;
  /** The cached text cut at each slot: segments.length === slots.length + 1; null when it cannot be cut. */
  segments: string[] | null;
  slots: Slot[];
  /** List prices in fen of the SKUs and related cards, read once. */
  skuFen: number[];
  relatedFen: number[];
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
  const t = cutTemplate(text);
  return {
    ...t,
    skuFen: t.data.skus.map((s) => fenOf(s.price)),
    relatedFen: t.data.related.map((c) => fenOf(c.price)),
  };
}

function cutTemplate(text: string): Omit<DetailTemplate, 'skuFen' | 'relatedFen'> {
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

const TAGGED = `,"priceTag":${JSON.stringify(PRICE_TAG.agreement)}`;
const marked = (fen: number, list: string) =>
  `${JSON.stringify(yuanOf(fen))},"listPrice":${JSON.stringify(list)}${TAGGED}`;

/**
 * The member's answer straight from the template and their agreement prices valid today (what
 * `renderPricedDetail(t, priceDetail(t.data, rows))` gives, without building the detail): null when no
 * price of the page is lowered (send the shared body), undefined when the template has no cut.
 */
export function pricedDetailText(
  t: DetailTemplate,
  rows: readonly MemoAgreement[],
): string | null | undefined {
  const { segments, slots, data } = t;
  if (!segments) return undefined;
  if (!rows.length) return null;
  const bySku = new Map<number, number>();
  const low = new Map<number, number>();
  for (const r of rows) {
    bySku.set(r.skuId, r.priceFen);
    const was = low.get(r.productId);
    if (was === undefined || r.priceFen < was) low.set(r.productId, r.priceFen);
  }
  let changed = false;
  let min = Infinity;
  let max = -Infinity;
  const skuText: string[] = [];
  for (let i = 0; i < data.skus.length; i++) {
    const listFen = t.skuFen[i]!;
    const agreed = bySku.get(data.skus[i]!.skuId);
    const fen = agreed !== undefined && agreed < listFen ? agreed : listFen;
    if (fen < listFen) {
      changed = true;
      skuText.push(marked(fen, data.skus[i]!.price));
    } else skuText.push(JSON.stringify(data.skus[i]!.price));
    if (fen < min) min = fen;
    if (fen > max) max = fen;
  }
  const relatedText: string[] = [];
  for (let i = 0; i < data.related.length; i++) {
    const card = data.related[i]!;
    const agreed = low.get(card.productId);
    if (agreed !== undefined && agreed < t.relatedFen[i]!) {
      changed = true;
      relatedText.push(marked(agreed, card.price));
    } else relatedText.push(JSON.stringify(card.price));
  }
  if (!changed) return null;
  const range = data.skus.length > 0;
  let out = segments[0]!;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    out +=
      (slot.kind === 'sku'
        ? skuText[slot.index]
        : slot.kind === 'related'
          ? relatedText[slot.index]
          : JSON.stringify(
              range
                ? yuanOf(slot.kind === 'min' ? min : max)
                : slot.kind === 'min'
                  ? data.minPrice
                  : data.maxPrice,
            )) + segments[i + 1]!;
  }
  return out;
}
