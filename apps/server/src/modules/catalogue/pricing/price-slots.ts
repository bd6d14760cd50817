import type { ProductCard } from '@mall/shared';
import { PRICE_TAG } from './price-resolver';
import { fenOf, yuanOf } from './price-overlay';

/*
 * A shared cached answer cut at its prices, so a member's answer is the cached text with their agreement
 * prices spliced in: no JSON.parse, schema pass or serialisation per request (docs/decisions/…-agreement-prices.md,
 * "How the overlay stays cheap"). The product page and the listing/search answer both use it.
 */

const MARK = '\u0001';
const SLOT = /"\\u0001(\d+)\\u0001"/;

/** The text cut at each slot: `segments.length === slots.length + 1`, slots in the order the text has them. */
export type PriceCut<S> = { segments: string[]; slots: S[] };

/**
 * Cuts `text`, the JSON.stringify output of `envelope`, at the values `mark` replaces in a copy of it: `build`
 * returns that copy with `mark(slot)` in place of each price string. Null when the text cannot be cut
 * (it is not the envelope's JSON, or it holds the marker itself): callers then serialise as before.
 */
export function cutAtSlots<S>(
  text: string,
  envelope: unknown,
  build: (mark: (slot: S) => string) => unknown,
): PriceCut<S> | null {
  if (text.includes('\\u0001') || JSON.stringify(envelope) !== text) return null;
  const slots: S[] = [];
  const mark = (slot: S) => `${MARK}${slots.push(slot) - 1}${MARK}`;
  const parts = JSON.stringify(build(mark)).split(SLOT);
  // split with one capture group: text, index, text, index, …, text.
  const segments = parts.filter((_, i) => i % 2 === 0);
  const order = parts.filter((_, i) => i % 2 === 1).map(Number);
  if (segments.length !== slots.length + 1 || new Set(order).size !== slots.length) return null;
  return { segments, slots: order.map((n) => slots[n]!) };
}

const TAGGED = `,"priceTag":${JSON.stringify(PRICE_TAG.agreement)}`;

/** Whether a card already carries an overlay (a cached body never does; then it is not cut). */
export const isMarked = (p: { listPrice?: string; priceTag?: string }) =>
  p.listPrice !== undefined || p.priceTag !== undefined;

/**
 * A price slot's bytes: the list price as it stands, or the tail that follows a lowered price (the struck
 * list price and the tag), made once per cached copy.
 */
export type PriceSlot = { listFen: number; plain: Buffer; loweredTail: Buffer };

export const priceSlot = (price: string): PriceSlot => ({
  listFen: fenOf(price),
  plain: Buffer.from(JSON.stringify(price)),
  loweredTail: Buffer.from(`","listPrice":${JSON.stringify(price)}${TAGGED}`),
});

/** A piece of a spliced answer: bytes made once, or ASCII text made now (a lowered price's figures). */
export type Piece = Buffer | string;

/** The pieces of a slot lowered to `fen`: its figures (ASCII) and the tail. */
export function pushLowered(pieces: Piece[], slot: PriceSlot, fen: number): void {
  pieces.push(`"${yuanOf(fen)}`, slot.loweredTail);
}

/** The pieces in one buffer, written in place (no intermediate buffer per piece). */
export function joinPieces(pieces: readonly Piece[]): Buffer {
  let length = 0;
  for (const p of pieces) length += p.length;
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  for (const p of pieces) {
    if (typeof p !== 'string') at += p.copy(out, at);
    // A few ASCII figures: byte by byte is cheaper than an encoder call.
    else for (let k = 0; k < p.length; k++) out[at++] = p.charCodeAt(k);
  }
  return out;
}

/** The slot of a product card's price. */
export type CardSlot = PriceSlot & { productId: number };

export const cardSlot = (card: ProductCard): CardSlot => ({
  productId: card.productId,
  ...priceSlot(card.price),
});

/**
 * The bytes of `cut` with each card slot's price lowered to its product's lowest agreement price (`low`)
 * where that is below the list price: the cached segments are copied as bytes (encoded once per cached copy),
 * so a member's answer costs no string building or encoding of the page. Null when no card is lowered.
 */
export function splicedCards(
  segments: readonly Buffer[],
  slots: readonly CardSlot[],
  low: ReadonlyMap<number, number>,
): Buffer | null {
  const pieces: Piece[] = [segments[0]!];
  let changed = false;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    const agreed = low.get(slot.productId);
    if (agreed !== undefined && agreed < slot.listFen) {
      changed = true;
      pushLowered(pieces, slot, agreed);
    } else pieces.push(slot.plain);
    pieces.push(segments[i + 1]!);
  }
  return changed ? joinPieces(pieces) : null;
}
