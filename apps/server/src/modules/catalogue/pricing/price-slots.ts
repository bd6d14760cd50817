import { constants as zlibConstants, crc32, deflateRawSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { ProductCard } from '@mall/shared';
import { gzipWanted, sendPrivateJson } from '../../../lib/cache';
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
export type PriceSlot = { listFen: number; plain: Buffer; loweredTail: Buffer; widest: number };

export function priceSlot(price: string): PriceSlot {
  const plain = Buffer.from(JSON.stringify(price));
  const loweredTail = Buffer.from(`","listPrice":${JSON.stringify(price)}${TAGGED}`);
  // A lowered price is below the list price, so its figures are no longer than the list price's.
  return { listFen: fenOf(price), plain, loweredTail, widest: plain.length - 1 + loweredTail.length };
}

/**
 * A piece of a spliced answer: bytes made once, or a figure in fen written now as `"` and its yuan
 * (`"12.34`, ASCII, no string made), or text (a figure out of the plain range, in full).
 */
export type Piece = Buffer | number | string;

/** The pieces of a slot lowered to `fen`: the opening quote and its figures, then the tail. */
export function pushLowered(pieces: Piece[], slot: PriceSlot, fen: number): void {
  pieces.push(figure(fen), slot.loweredTail);
}

/** `fen` as a piece: a number when it is written digit by digit, else yuanOf's text with its quote. */
export const figure = (fen: number): Piece =>
  Number.isSafeInteger(fen) && fen >= 0 && fen < 1e15 ? fen : `"${yuanOf(fen)}`;

const QUOTE = 0x22;
const DOT = 0x2e;
const ZERO = 0x30;

/** Bytes of `"` + yuan of a plain fen (see figure): quote, integer digits, dot, two decimals. */
function figureLength(fen: number): number {
  let digits = 1;
  for (let n = Math.floor(fen / 100); n >= 10; n = Math.floor(n / 10)) digits++;
  return digits + 4;
}

function writeFigure(out: Buffer, at: number, fen: number, length: number): number {
  out[at] = QUOTE;
  let end = at + length;
  const cents = fen % 100;
  out[--end] = ZERO + (cents % 10);
  out[--end] = ZERO + Math.floor(cents / 10);
  out[--end] = DOT;
  let n = Math.floor(fen / 100);
  do {
    out[--end] = ZERO + (n % 10);
    n = Math.floor(n / 10);
  } while (n > 0);
  return at + length;
}

/** The pieces in one buffer, written in place (no intermediate buffer or string per piece). */
export function joinPieces(pieces: readonly Piece[]): Buffer {
  let length = 0;
  for (const p of pieces) length += typeof p === 'number' ? figureLength(p) : p.length;
  const out = Buffer.allocUnsafe(length);
  let at = 0;
  for (const p of pieces) {
    if (typeof p === 'number') at = writeFigure(out, at, p, figureLength(p));
    else if (typeof p !== 'string') {
      out.set(p, at);
      at += p.length;
    }
    // Text: a few ASCII figures, byte by byte (cheaper than an encoder call).
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
 * `cut` with each card slot's price lowered to its product's lowest agreement price (`low`) where that is
 * below the list price: the cached segments are copied as bytes (encoded once per cached copy), so a
 * member's answer costs no string building or encoding of the page. Null when no card is lowered.
 */
export function splicedCards(cut: SpliceCut, slots: readonly CardSlot[], low: ReadonlyMap<number, number>) {
  const { segments } = cut;
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
  return changed ? { cut, pieces } : null;
}

/**
 * A cached answer cut at its price slots, as bytes: `segments.length === widths.length + 1`, `widths[i]` the
 * most bytes slot i's text can take. Its compressed form is made once the cut has served a second member.
 */
export type SpliceCut = {
  segments: Buffer[];
  /** The segments' bytes in all (about the answer's size). */
  size: number;
  widths: number[];
  /** Member answers made from it so far (counted until the compressed form is made). */
  uses: number;
  deflated?: Deflated;
};

/** Each segment deflated (see deflateCut), with its Adler-32 for the zlib trailer. */
type Deflated = {
  parts: Buffer[];
  adlers: number[];
  /** The parts and the slots' stored blocks in bytes (the answer's deflate stream but its last block). */
  length: number;
};

export const spliceCut = (segments: Buffer[], widths: number[]): SpliceCut => ({
  segments,
  size: segments.reduce((sum, s) => sum + s.length, 0),
  widths,
  uses: 0,
});

/** A member's answer: the cut's segments (the same Buffer objects, in order) with their slots' pieces between. */
export type SplicedAnswer = { cut: SpliceCut; pieces: Piece[] };

/**
 * Sends a member's spliced answer compressed from the cut's deflated parts when the client takes deflate
 * (zlib, RFC 1950) or gzip and the answer is large (as the shared body would go), else as plain bytes.
 */
export function sendSpliced(reply: FastifyReply, answer: SplicedAnswer): FastifyReply {
  const coding = gzipWanted(reply, answer.cut.size) ? splicedCoding(reply) : null;
  const compressed = coding ? compressSpliced(answer, coding) : null;
  if (compressed) return sendPrivateJson(reply, compressed, { coding: coding!, vary: true });
  return sendPrivateJson(reply, joinPieces(answer.pieces), { vary: true });
}

/** deflate when the client names it (its trailer, Adler-32, costs far less than gzip's CRC-32), else gzip. */
function splicedCoding(reply: FastifyReply): 'deflate' | 'gzip' | null {
  const accept = String(reply.request.headers['accept-encoding'] ?? '');
  if (/\bdeflate\b(?!\s*;\s*q\s*=\s*0(?:\.0*)?\s*(?:,|$))/.test(accept)) return 'deflate';
  return /\bgzip\b/.test(accept) ? 'gzip' : null;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** zlib header: deflate, 32 KB window, default level, no preset dictionary. */
const ZLIB_HEADER = Buffer.from([0x78, 0x9c]);
/** An empty final stored block: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
const WINDOW = 32_768;
const SPACE = 0x20;
const ADLER_BASE = 65521;

/** Adler-32 of `bytes[from, to)` continued from `adler`. */
function adler32(adler: number, bytes: Uint8Array, from: number, to: number): number {
  let a = adler & 0xffff;
  let b = adler >>> 16;
  while (from < to) {
    const end = Math.min(to, from + 5552); // the most bytes before b can overflow 32 bits
    for (; from < end; from++) {
      a += bytes[from]!;
      b += a;
    }
    a %= ADLER_BASE;
    b %= ADLER_BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** Adler-32 of A then B from those of A and B (zlib's adler32_combine). */
function adler32Combine(adler1: number, adler2: number, length2: number): number {
  const rem = length2 % ADLER_BASE;
  let sum1 = adler1 & 0xffff;
  let sum2 = (rem * sum1) % ADLER_BASE;
  sum1 += (adler2 & 0xffff) + ADLER_BASE - 1;
  sum2 += (adler1 >>> 16) + (adler2 >>> 16) + ADLER_BASE - rem;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum1 >= ADLER_BASE) sum1 -= ADLER_BASE;
  if (sum2 >= ADLER_BASE * 2) sum2 -= ADLER_BASE * 2;
  if (sum2 >= ADLER_BASE) sum2 -= ADLER_BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}

/**
 * Each segment deflated on its own (ending byte-aligned) with everything before it as the dictionary, the
 * slots standing as NUL bytes of their widest size. A member's answer is then these parts with each slot's
 * text, padded with spaces (JSON whitespace) to that size, between them as stored blocks: the distances the
 * parts refer back by stay right, and they never refer into a slot (no segment holds a NUL byte).
 */
function deflateCut(cut: SpliceCut): Deflated {
  const { segments, widths } = cut;
  const padded: Buffer[] = [];
  for (let i = 0; i < segments.length; i++) {
    padded.push(segments[i]!);
    if (i < widths.length) padded.push(Buffer.alloc(widths[i]!));
  }
  const whole = Buffer.concat(padded);
  const parts: Buffer[] = [];
  let at = 0;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const dictionary = at ? whole.subarray(Math.max(0, at - WINDOW), at) : undefined;
    parts.push(
      deflateRawSync(segment, {
        level: 6,
        finishFlush: zlibConstants.Z_SYNC_FLUSH,
        ...(dictionary ? { dictionary } : {}),
      }),
    );
    at += segment.length + (widths[i] ?? 0);
  }
  let length = 0;
  for (const part of parts) length += part.length;
  for (const w of widths) length += 5 + w;
  return { parts, adlers: segments.map((seg) => adler32(1, seg, 0, seg.length)), length };
}

/** Writes the header of a stored (uncompressed) deflate block of `w` bytes at `at`; returns where they go. */
function storedBlock(out: Buffer, at: number, w: number): number {
  out[at] = 0; // not the last block, stored; byte-aligned after a sync flush
  out.writeUInt16LE(w, at + 1);
  out.writeUInt16LE(~w & 0xffff, at + 3);
  return at + 5;
}

/**
 * The answer compressed without compressing it now: the cut's deflated parts and the slots as stored
 * blocks, in a zlib (deflate) or gzip wrapper. Null while the cut has served only one member (a one-off
 * answer is not worth the parts) or when a slot's text would not fit its width (never for prices below the
 * list price; then the plain bytes go).
 */
export function compressSpliced(answer: SplicedAnswer, coding: 'deflate' | 'gzip'): Buffer | null {
  const { cut, pieces } = answer;
  if (!cut.deflated) {
    if (cut.uses++ < 1 || cut.segments.some((s) => s.includes(0))) return null;
    cut.deflated = deflateCut(cut);
  }
  const { segments, widths } = cut;
  const { parts, adlers } = cut.deflated;
  const gzip = coding === 'gzip';
  const header = gzip ? GZIP_HEADER : ZLIB_HEADER;
  const out = Buffer.allocUnsafe(header.length + cut.deflated.length + FINAL_BLOCK.length + (gzip ? 8 : 4));
  out.set(header, 0);
  let at = header.length;
  let check = gzip ? 0 : 1; // CRC-32 or Adler-32 of the text so far
  let size = 0;
  let next = 0; // the segment expected next among the pieces
  let region = -1; // where the open slot's text starts in `out`, -1 when none is open
  for (const p of pieces) {
    if (p === segments[next]) {
      if (next > 0) {
        // Close the slot before this segment: a stored block of exactly its width (text, then padding).
        const w = widths[next - 1]!;
        if (region < 0) region = at = storedBlock(out, at, w);
        const end = region + w;
        out.fill(SPACE, at, end);
        check = gzip ? crc32(out.subarray(region, end), check) : adler32(check, out, region, end);
        size += w;
        at = end;
        region = -1;
      }
      const part = parts[next]!;
      out.set(part, at);
      at += part.length;
      check = gzip ? crc32(p, check) : adler32Combine(check, adlers[next]!, p.length);
      size += p.length;
      next++;
      continue;
    }
    if (next === 0 || next >= segments.length) return null; // not shaped as the cut
    if (region < 0) region = at = storedBlock(out, at, widths[next - 1]!);
    const room = region + widths[next - 1]! - at;
    if (typeof p === 'number') {
      const n = figureLength(p);
      if (n > room) return null;
      at = writeFigure(out, at, p, n);
    } else if (typeof p === 'string') {
      if (p.length > room) return null;
      for (let k = 0; k < p.length; k++) out[at++] = p.charCodeAt(k);
    } else {
      if (p.length > room) return null;
      out.set(p, at);
      at += p.length;
    }
  }
  if (next !== segments.length || region >= 0) return null;
  out.set(FINAL_BLOCK, at);
  at += FINAL_BLOCK.length;
  if (gzip) {
    out.writeUInt32LE(check, at);
    out.writeUInt32LE(size >>> 0, at + 4);
  } else out.writeUInt32BE(check, at);
  return out;
}
