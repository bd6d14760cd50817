import type { ProductCard, ProductDetail } from '@mall/shared';
import { perCachedBody } from '../../../lib/cache';
import {
  barePriceSlot,
  cutAtSlots,
  detailProductIds,
  fenOf,
  isMarked,
  priceSlot,
  spliceCut,
  type MemoAgreement,
  type PriceSlot,
  type SpliceCut,
  type SplicedAnswer,
} from '../pricing';

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
  /** The segments and price slots as bytes, made on a member's first spliced answer. */
  bytes?: { splice: SpliceCut; skus: PriceSlot[]; related: PriceSlot[] };
  slots: Slot[];
  /** The product and its related cards' products, once each (the agreement prices and pool to read). */
  productIds: number[];
  /** List prices in fen of the SKUs and related cards, read once. */
  skuFen: number[];
  relatedFen: number[];
};

/** The template of a cached detail body (built on first use, kept as long as the cached copy). */
export const detailTemplate = perCachedBody(buildTemplate);

function buildTemplate(text: string): DetailTemplate {
  const t = cutTemplate(text);
  return {
    ...t,
    productIds: [...new Set(detailProductIds(t.data))],
    skuFen: t.data.skus.map((s) => fenOf(s.price)),
    relatedFen: t.data.related.map((c) => fenOf(c.price)),
  };
}

function cutTemplate(text: string): Omit<DetailTemplate, 'productIds' | 'skuFen' | 'relatedFen'> {
  const envelope = JSON.parse(text) as { data: ProductDetail };
  const data = envelope.data;
  if ([...data.skus, ...data.related].some(isMarked)) return { data, segments: null, slots: [] };
  const cut = cutAtSlots<Slot>(text, envelope, (mark) => ({
    ...envelope,
    data: {
      ...data,
      skus: data.skus.map((s, index) => ({ ...s, price: mark({ kind: 'sku', index }) })),
      minPrice: mark({ kind: 'min' }),
      maxPrice: mark({ kind: 'max' }),
      related: data.related.map((c, index) => ({ ...c, price: mark({ kind: 'related', index }) })),
    },
  }));
  return cut ? { data, segments: cut.segments, slots: cut.slots } : { data, segments: null, slots: [] };
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

/**
 * The member's answer straight from the template and their agreement prices valid today (what
 * `renderPricedDetail(t, priceDetail(t.data, rows))` gives, without building the detail): `rows` holds at
 * least the product's own agreements (its SKUs' prices), `low` the lowest price per related product
 * (Infinity or absent: none). Null when no price of the page is lowered (send the shared body), undefined
 * when the template has no cut.
 */
export function pricedDetailBody(
  t: DetailTemplate,
  rows: readonly MemoAgreement[],
  low: ReadonlyMap<number, number>,
): SplicedAnswer | null | undefined {
  const { segments, slots, data } = t;
  if (!segments) return undefined;
  // Slot bytes are made on a member's first spliced answer of this cached copy, then reused.
  const bytes = (t.bytes ??= sliceBytes(t, segments));
  const splice = bytes.splice;
  // A page holds a few SKUs and the product's rows are their prices: scanning the rows costs less than
  // building a lookup per request.
  let changed = false;
  let min = Infinity;
  let max = -Infinity;
  const skuFen: number[] = [];
  for (let i = 0; i < data.skus.length; i++) {
    const listFen = bytes.skus[i]!.listFen;
    const skuId = data.skus[i]!.skuId;
    let agreed = -1;
    for (const r of rows) if (r.skuId === skuId) agreed = r.priceFen; // one row per SKU and company
    const fen = agreed >= 0 && agreed < listFen ? agreed : listFen;
    if (fen < listFen) changed = true;
    skuFen.push(fen);
    if (fen < min) min = fen;
    if (fen > max) max = fen;
  }
  const range = data.skus.length > 0;
  const prices: number[] = [];
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    if (slot.kind === 'sku') {
      const fen = skuFen[slot.index]!;
      prices.push(fen < bytes.skus[slot.index]!.listFen ? fen : -1);
    } else if (slot.kind === 'related') {
      const agreed = low.get(data.related[slot.index]!.productId);
      if (agreed !== undefined && agreed < bytes.related[slot.index]!.listFen) {
        changed = true;
        prices.push(agreed);
      } else prices.push(-1);
    } else {
      // The price range is its SKUs' prices as now charged; with no SKUs it stands as it is.
      const fen = slot.kind === 'min' ? min : max;
      prices.push(range && fen !== splice.slots[i]!.listFen ? fen : -1);
    }
  }
  return changed ? { cut: splice, prices } : null;
}

/** The template's segments and slots as bytes. */
function sliceBytes(t: DetailTemplate, segments: readonly string[]): NonNullable<DetailTemplate['bytes']> {
  const { data, slots } = t;
  const skus = data.skus.map((s) => priceSlot(s.price));
  const related = data.related.map((c) => priceSlot(c.price));
  const min = barePriceSlot(data.minPrice);
  const max = barePriceSlot(data.maxPrice);
  const bySlot = slots.map((slot) =>
    slot.kind === 'sku'
      ? skus[slot.index]!
      : slot.kind === 'related'
        ? related[slot.index]!
        : slot.kind === 'min'
          ? min
          : max,
  );
  return {
    splice: spliceCut(
      segments.map((seg) => Buffer.from(seg)),
      bySlot,
    ),
    skus,
    related,
  };
}
