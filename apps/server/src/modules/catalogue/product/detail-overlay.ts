import type { ProductCard, ProductDetail } from '@mall/shared';
import type { CachedBody } from '../../../lib/cache';
import {
  cutAtSlots,
  detailProductIds,
  fenOf,
  isMarked,
  joinPieces,
  priceSlot,
  pushLowered,
  yuanOf,
  type MemoAgreement,
  type Piece,
  type PriceSlot,
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
  bytes?: { segments: Buffer[]; skus: PriceSlot[]; related: PriceSlot[] };
  slots: Slot[];
  /** The product and its related cards' products, once each (the agreement prices and pool to read). */
  productIds: number[];
  /** List prices in fen of the SKUs and related cards, read once. */
  skuFen: number[];
  relatedFen: number[];
};

const templates = new WeakMap<CachedBody, DetailTemplate>();

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
 * `renderPricedDetail(t, priceDetail(t.data, rows))` gives, without building the detail): null when no
 * price of the page is lowered (send the shared body), undefined when the template has no cut.
 */
export function pricedDetailBody(
  t: DetailTemplate,
  rows: readonly MemoAgreement[],
): Buffer | null | undefined {
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
  // Slot bytes are made on a member's first spliced answer of this cached copy, then reused.
  const bytes = (t.bytes ??= {
    segments: segments.map((seg) => Buffer.from(seg)),
    skus: data.skus.map((s) => priceSlot(s.price)),
    related: data.related.map((c) => priceSlot(c.price)),
  });
  let changed = false;
  let min = Infinity;
  let max = -Infinity;
  const skuPieces: Piece[][] = [];
  for (let i = 0; i < data.skus.length; i++) {
    const slot = bytes.skus[i]!;
    const agreed = bySku.get(data.skus[i]!.skuId);
    const fen = agreed !== undefined && agreed < slot.listFen ? agreed : slot.listFen;
    const pieces: Piece[] = [];
    if (fen < slot.listFen) {
      changed = true;
      pushLowered(pieces, slot, fen);
    } else pieces.push(slot.plain);
    skuPieces.push(pieces);
    if (fen < min) min = fen;
    if (fen > max) max = fen;
  }
  const relatedPieces: Piece[][] = [];
  for (let i = 0; i < data.related.length; i++) {
    const slot = bytes.related[i]!;
    const agreed = low.get(data.related[i]!.productId);
    const pieces: Piece[] = [];
    if (agreed !== undefined && agreed < slot.listFen) {
      changed = true;
      pushLowered(pieces, slot, agreed);
    } else pieces.push(slot.plain);
    relatedPieces.push(pieces);
  }
  if (!changed) return null;
  const range = data.skus.length > 0;
  const out: Piece[] = [bytes.segments[0]!];
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    if (slot.kind === 'sku') out.push(...skuPieces[slot.index]!);
    else if (slot.kind === 'related') out.push(...relatedPieces[slot.index]!);
    else {
      const value = range
        ? yuanOf(slot.kind === 'min' ? min : max)
        : slot.kind === 'min'
          ? data.minPrice
          : data.maxPrice;
      out.push(Buffer.from(JSON.stringify(value)));
    }
    out.push(bytes.segments[i + 1]!);
  }
  return joinPieces(out);
}
