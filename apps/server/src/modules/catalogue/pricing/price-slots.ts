import type { FastifyReply } from 'fastify';
import type { ProductCard } from '@mall/shared';
import { gzipWanted, sendPrivateJson } from '../../../lib/cache';
import { PRICE_TAG } from './price-resolver';
import { figureLength, plainFen, writeFigure } from './price-figures';
import { fenOf, yuanOf } from './price-overlay';
import { compressSpliced, type Deflated } from './spliced-deflate';

/*
 * A shared cached answer cut at its prices, so a member's answer is the cached text with their agreement
 * prices spliced in: no JSON.parse, schema pass or serialisation per request (docs/decisions/…-agreement-prices.md,
 * "How the overlay stays cheap"). The product page and the listing/search answer both use it. The compressed
 * form of a member's answer is made in spliced-deflate.ts, the figures written in price-figures.ts.
 */

const MARK = '\u0001';
const SLOT = /"\\u0001(\d+)\\u0001"/;

/** The text cut at each slot: `segments.length === slots.length + 1`, slots in the order the text has them. */
export type PriceCut<S> = { segments: string[]; slots: S[] };

/**
 * Cuts `text`, the JSON.stringify output of `envelope`, at the values `mark` replaces in a copy of it: `build`
 * returns that copy with `mark(slot)` in place of each price string. Null when the text cannot be cut
 * (it is not the envelope's JSON, or it holds the marker itself): callers then serialise as before.
 * `text` null: the caller has no text of its own (it would be JSON.stringify(envelope), not made to be
 * compared); a value holding the marker then shows as a slot too many, and the cut is null as well.
 */
export function cutAtSlots<S>(
  text: string | null,
  envelope: unknown,
  build: (mark: (slot: S) => string) => unknown,
): PriceCut<S> | null {
  if (text !== null && (text.includes('\\u0001') || JSON.stringify(envelope) !== text)) return null;
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
 * A price slot's bytes, made once per cached copy: the price as it stands (`plain`, a JSON string), or the
 * text that follows a lowered price's figures (`loweredTail`: for a card or SKU its closing quote, the
 * struck list price and the tag; for a bare price only the closing quote).
 */
export type PriceSlot = { listFen: number; plain: Buffer; loweredTail: Buffer };

export function priceSlot(price: string): PriceSlot {
  return {
    listFen: fenOf(price),
    plain: Buffer.from(JSON.stringify(price)),
    loweredTail: Buffer.from(`","listPrice":${JSON.stringify(price)}${TAGGED}`),
  };
}

/** A slot holding a bare price (a page's 价格区间): lowered, it is only the new figures. */
export const barePriceSlot = (price: string): PriceSlot => ({
  listFen: fenOf(price),
  plain: Buffer.from(JSON.stringify(price)),
  loweredTail: Buffer.from('"'),
});

/** The slot of a product card's price. */
export type CardSlot = PriceSlot & { productId: number };

export const cardSlot = (card: ProductCard): CardSlot => ({
  productId: card.productId,
  ...priceSlot(card.price),
});

/**
 * A cached answer cut at its price slots, as bytes: `segments.length === slots.length + 1`. Its
 * compressed form is made once the cut has served a second member.
 */
export type SpliceCut<S extends PriceSlot = PriceSlot> = {
  segments: Buffer[];
  slots: S[];
  /** The answer's bytes with every slot as it stands (the shared body's size). */
  size: number;
  /** Member answers made from it so far (counted until the compressed form is made). */
  uses: number;
  /** The compressed form; null when the cut cannot have one (a segment holds a NUL byte). */
  deflated?: Deflated | null;
};

export function spliceCut<S extends PriceSlot>(segments: Buffer[], slots: S[]): SpliceCut<S> {
  let size = 0;
  for (const s of segments) size += s.length;
  for (const s of slots) size += s.plain.length;
  return { segments, slots, size, uses: 0 };
}

/**
 * A member's answer: the cut with, for each slot, the price in fen its figures are lowered to (followed by
 * the slot's lowered tail), or -1 where the slot's text stands as it is.
 */
export type SplicedAnswer = { cut: SpliceCut; prices: number[] };

/**
 * `cut` with each card slot's price lowered to its product's lowest agreement price (`low`) where that is
 * below the list price. Null when no card is lowered.
 */
export function splicedCards(
  cut: SpliceCut<CardSlot>,
  low: ReadonlyMap<number, number>,
): SplicedAnswer | null {
  const { slots } = cut;
  const prices: number[] = [];
  let changed = false;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    const agreed = low.get(slot.productId);
    if (agreed !== undefined && agreed < slot.listFen) {
      changed = true;
      prices.push(agreed);
    } else prices.push(-1);
  }
  return changed ? { cut, prices } : null;
}

/** The answer's exact bytes, written in place: each slot as it stands, or its lowered figures and tail. */
export function splicedBytes(answer: SplicedAnswer): Buffer {
  const { cut, prices } = answer;
  const { segments, slots } = cut;
  let length = segments[0]!.length;
  for (let i = 0; i < slots.length; i++) {
    const fen = prices[i]!;
    const slot = slots[i]!;
    length += segments[i + 1]!.length;
    if (fen < 0) length += slot.plain.length;
    else length += slot.loweredTail.length + (plainFen(fen) ? figureLength(fen) : 1 + yuanOf(fen).length);
  }
  const out = Buffer.allocUnsafe(length);
  out.set(segments[0]!, 0);
  let at = segments[0]!.length;
  for (let i = 0; i < slots.length; i++) {
    const fen = prices[i]!;
    const slot = slots[i]!;
    if (fen < 0) {
      out.set(slot.plain, at);
      at += slot.plain.length;
    } else {
      if (plainFen(fen)) at = writeFigure(out, at, fen, figureLength(fen));
      else at += out.write(`"${yuanOf(fen)}`, at, 'latin1');
      out.set(slot.loweredTail, at);
      at += slot.loweredTail.length;
    }
    out.set(segments[i + 1]!, at);
    at += segments[i + 1]!.length;
  }
  return out;
}

/**
 * Sends a member's spliced answer compressed from the cut's prepared form when the client takes deflate
 * (zlib, RFC 1950) or gzip and the answer is large (as the shared body would go), else as plain bytes.
 */
export function sendSpliced(reply: FastifyReply, answer: SplicedAnswer): FastifyReply {
  const coding = gzipWanted(reply, answer.cut.size) ? splicedCoding(reply) : null;
  const compressed = coding ? compressSpliced(answer, coding) : null;
  if (compressed) return sendPrivateJson(reply, compressed, { coding: coding!, vary: true });
  return sendPrivateJson(reply, splicedBytes(answer), { vary: true });
}

/** deflate when the client names it (its trailer, Adler-32, costs far less than gzip's CRC-32), else gzip. */
function splicedCoding(reply: FastifyReply): 'deflate' | 'gzip' | null {
  const accept = String(reply.request.headers['accept-encoding'] ?? '');
  if (/\bdeflate\b(?!\s*;\s*q\s*=\s*0(?:\.0*)?\s*(?:,|$))/.test(accept)) return 'deflate';
  return /\bgzip\b/.test(accept) ? 'gzip' : null;
}
