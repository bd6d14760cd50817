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

const QUOTE = 0x22;
const DOT = 0x2e;
const ZERO = 0x30;
const SPACE = 0x20;

/** Whether `fen` is written digit by digit (else through yuanOf's text). */
const plainFen = (fen: number) => Number.isSafeInteger(fen) && fen >= 0 && fen < 1e15;

/** Bytes of `"` and the yuan of a plain fen: quote, integer digits, dot, two decimals. */
function figureLength(fen: number): number {
  let digits = 1;
  for (let n = Math.floor(fen / 100); n >= 10; n = Math.floor(n / 10)) digits++;
  return digits + 4;
}

/** Writes `"` and the yuan of a plain fen in `length` bytes at `at`; returns where they end. */
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

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** zlib header: deflate, 32 KB window, default level, no preset dictionary. */
const ZLIB_HEADER = Buffer.from([0x78, 0x9c]);
/** An empty final stored block: the end of the deflate stream. */
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
const WINDOW = 32_768;
const ADLER_BASE = 65521;

/**
 * The cut prepared for compressed answers. Every slot gets a region of fixed width in the text: room for
 * the widest lowered figures, right-aligned, then the lowered tail (`      "12.34","listPrice":…`); a slot
 * as it stands fills its region with its text and spaces (`"12.34"       `), JSON whitespace either way.
 * Fixed regions keep every later byte where the deflate parts made once expect it: each part is deflated
 * with the text before it as the dictionary, its regions as NUL bytes (no part refers into a region), but
 * for the tail of the slot just before when that slot is lowered too (`chained`: its tail is then in the
 * text, and a lowered slot's tail is mostly that tail again). A member's answer is then, per slot, its
 * figures as a stored block and the part after them, or the part of the slot as it stands; its Adler-32
 * is the template's (`text`: every region blank but its tail) moved by what the slots change (Adler-32 is
 * linear in each byte).
 */
type Deflated = {
  /** The template text (the gzip form's CRC-32 is taken over a copy with the slots written). */
  text: Buffer;
  /** Where each slot's region starts in `text`, and its room for figures. */
  textAt: number[];
  room: number[];
  /** Each slot as it stands, padded to its region. */
  standing: Buffer[];
  /** What writing `standing[i]` adds to the template's Adler-32 sums (a, b), modulo the base. */
  standingA: number[];
  standingB: number[];
  /** The template's Adler-32 sums. */
  a: number;
  b: number;
  /** The first segment deflated. */
  head: Buffer;
  /** Per slot: it as it stands and the next segment; its lowered tail and the next segment, alone or chained. */
  standingAfter: Buffer[];
  loweredAfter: Buffer[];
  chainedAfter: Buffer[];
};

/** Adler-32 sums (a, b) of `bytes`. */
function adlerSums(bytes: Uint8Array): [number, number] {
  let a = 1;
  let b = 0;
  for (let from = 0; from < bytes.length;) {
    const end = Math.min(bytes.length, from + 5552); // the most bytes before b can overflow 32 bits
    for (; from < end; from++) {
      a += bytes[from]!;
      b += a;
    }
    a %= ADLER_BASE;
    b %= ADLER_BASE;
  }
  return [a, b];
}

const mod = (n: number) => ((n % ADLER_BASE) + ADLER_BASE) % ADLER_BASE;

/** `input` deflated, ending byte-aligned, against the `window` bytes of `dictionary` before `at`. */
function deflatePart(input: Buffer, dictionary: Buffer, at: number): Buffer {
  return deflateRawSync(input, {
    level: 6,
    finishFlush: zlibConstants.Z_SYNC_FLUSH,
    ...(at ? { dictionary: dictionary.subarray(Math.max(0, at - WINDOW), at) } : {}),
  });
}

function deflateCut(cut: SpliceCut): Deflated | null {
  const { segments, slots } = cut;
  if (segments.some((s) => s.includes(0))) return null;
  const room = slots.map((s) => s.plain.length - 1);
  if (room.some((r) => r > 0xffff)) return null;
  const widths = slots.map((s, i) => room[i]! + s.loweredTail.length);
  const textAt: number[] = [];
  const pieces: Buffer[] = [segments[0]!];
  let at = segments[0]!.length;
  for (let i = 0; i < slots.length; i++) {
    textAt.push(at);
    pieces.push(Buffer.alloc(room[i]!, SPACE), slots[i]!.loweredTail, segments[i + 1]!);
    at += widths[i]! + segments[i + 1]!.length;
  }
  const text = Buffer.concat(pieces);
  // The dictionary the parts are deflated against: the text with every region NUL.
  const blank = Buffer.from(text);
  for (let i = 0; i < slots.length; i++) blank.fill(0, textAt[i]!, textAt[i]! + widths[i]!);
  const standing = slots.map((s, i) =>
    Buffer.concat([s.plain, Buffer.alloc(widths[i]! - s.plain.length, SPACE)]),
  );
  const standingAfter: Buffer[] = [];
  const loweredAfter: Buffer[] = [];
  const chainedAfter: Buffer[] = [];
  for (let i = 0; i < slots.length; i++) {
    const next = segments[i + 1]!;
    const tailAt = textAt[i]! + room[i]!;
    const tail = slots[i]!.loweredTail;
    standingAfter.push(deflatePart(Buffer.concat([standing[i]!, next]), blank, textAt[i]!));
    loweredAfter.push(deflatePart(Buffer.concat([tail, next]), blank, tailAt));
    if (i > 0) {
      const window = Buffer.from(blank.subarray(Math.max(0, tailAt - WINDOW), tailAt));
      const previous = slots[i - 1]!.loweredTail;
      const previousAt = textAt[i - 1]! + room[i - 1]! - (tailAt - window.length);
      if (previousAt >= 0) window.set(previous, previousAt);
      chainedAfter.push(deflatePart(Buffer.concat([tail, next]), window, window.length));
    } else chainedAfter.push(loweredAfter[0]!);
  }
  const head = deflatePart(segments[0]!, blank, 0);
  // A lowered slot's figures go in the stored block each part ends with (see widenStoredBlock).
  const parts = [head, ...standingAfter, ...loweredAfter, ...chainedAfter];
  if (parts.some((part) => !part.subarray(-4).equals(SYNC_END))) return null;
  const n = text.length;
  const standingA: number[] = [];
  const standingB: number[] = [];
  for (let i = 0; i < slots.length; i++) {
    let da = 0;
    let db = 0;
    for (let k = 0; k < widths[i]!; k++) {
      const delta = standing[i]![k]! - text[textAt[i]! + k]!;
      da += delta;
      db += (n - textAt[i]! - k) * delta;
    }
    standingA.push(mod(da));
    standingB.push(mod(db));
  }
  const [a, b] = adlerSums(text);
  return {
    text,
    textAt,
    room,
    standing,
    standingA,
    standingB,
    a,
    b,
    head,
    standingAfter,
    loweredAfter,
    chainedAfter,
  };
}

/** The end of every part: a sync flush's empty stored block (its header bits, then LEN 0 and NLEN). */
const SYNC_END = Buffer.from([0, 0, 0xff, 0xff]);

/**
 * Turns the empty stored block that ends the part just written (before `at`) into one of `w` bytes: its
 * LEN and NLEN rewritten, the bytes to follow at the returned place (no second block header).
 */
function widenStoredBlock(out: Buffer, at: number, w: number): number {
  out[at - 4] = w & 0xff;
  out[at - 3] = w >>> 8;
  out[at - 2] = ~w & 0xff;
  out[at - 1] = (~w >>> 8) & 0xff;
  return at;
}

/** What the last writeLowered moved the Adler-32 sums by (module state: no tuple per slot). */
let movedA = 0;
let movedB = 0;

/** Bytes of a lowered slot's figures, or 0 when they cannot go into `room` (never below the list price). */
const loweredLength = (fen: number, room: number) => {
  if (!plainFen(fen)) return 0;
  const length = figureLength(fen);
  return length > room ? 0 : length;
};

/**
 * Writes a lowered slot's figures (`length` bytes, from loweredLength) right-aligned in its room at `at`,
 * spaces before them, and sets movedA/movedB to what that moves the template's Adler-32 sums by: the
 * figures replace spaces, and a byte at text position k moves a by its change and b by that times n - k
 * (`weight`: n minus the region's position).
 */
function writeLowered(
  out: Buffer,
  at: number,
  fen: number,
  length: number,
  room: number,
  weight: number,
): void {
  const from = at + room - length;
  for (let k = at; k < from; k++) out[k] = SPACE;
  writeFigure(out, from, fen, length);
  let da = 0;
  let db = 0;
  weight -= room - length;
  for (let k = from; k < at + room; k++, weight--) {
    const delta = out[k]! - SPACE;
    da += delta;
    db += weight * delta;
  }
  movedA = da;
  movedB = db;
}

/** The part after lowered slot i's figures: chained to the slot before when that one is lowered too. */
const loweredPart = (d: Deflated, prices: readonly number[], i: number) =>
  (prices[i - 1] ?? -1) >= 0 ? d.chainedAfter[i]! : d.loweredAfter[i]!;

/**
 * The answer compressed without compressing it now: per slot the cut's prepared parts, a lowered slot's
 * figures between them as a stored block, in a zlib (deflate) or gzip wrapper. Null while the cut has
 * served only one member (a one-off answer is not worth preparing) or when it cannot be prepared or a
 * figure does not fit (then the plain bytes go).
 */
export function compressSpliced(answer: SplicedAnswer, coding: 'deflate' | 'gzip'): Buffer | null {
  const { cut, prices } = answer;
  if (cut.deflated === undefined) {
    if (cut.uses++ < 1) return null;
    cut.deflated = deflateCut(cut);
  }
  const d = cut.deflated;
  if (!d) return null;
  const gzip = coding === 'gzip';
  const header = gzip ? GZIP_HEADER : ZLIB_HEADER;
  // The exact size first (a small answer then comes from Node's buffer pool), and whether every figure fits.
  let size = header.length + d.head.length + FINAL_BLOCK.length + (gzip ? 8 : 4);
  for (let i = 0; i < prices.length; i++) {
    const fen = prices[i]!;
    if (fen < 0) size += d.standingAfter[i]!.length;
    else {
      if (!loweredLength(fen, d.room[i]!)) return null;
      size += d.room[i]! + loweredPart(d, prices, i).length;
    }
  }
  const out = Buffer.allocUnsafe(size);
  out.set(header, 0);
  out.set(d.head, header.length);
  let at = header.length + d.head.length;
  const n = d.text.length;
  let da = 0;
  let db = 0;
  for (let i = 0; i < prices.length; i++) {
    const fen = prices[i]!;
    let part: Buffer;
    if (fen < 0) {
      part = d.standingAfter[i]!;
      da += d.standingA[i]!;
      db += d.standingB[i]!;
    } else {
      const room = d.room[i]!;
      at = widenStoredBlock(out, at, room);
      writeLowered(out, at, fen, loweredLength(fen, room), room, n - d.textAt[i]!);
      da += movedA;
      db += movedB;
      at += room;
      part = loweredPart(d, prices, i);
    }
    out.set(part, at);
    at += part.length;
  }
  out.set(FINAL_BLOCK, at);
  at += FINAL_BLOCK.length;
  if (gzip) {
    const text = Buffer.from(d.text);
    for (let i = 0; i < prices.length; i++) {
      const fen = prices[i]!;
      if (fen < 0) text.set(d.standing[i]!, d.textAt[i]!);
      else writeLowered(text, d.textAt[i]!, fen, loweredLength(fen, d.room[i]!), d.room[i]!, 0);
    }
    out.writeUInt32LE(crc32(text), at);
    out.writeUInt32LE(n >>> 0, at + 4);
    return out;
  }
  out.writeUInt32BE(((mod(d.b + db) << 16) | mod(d.a + da)) >>> 0, at);
  return out;
}
