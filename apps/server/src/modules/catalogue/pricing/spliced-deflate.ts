import { constants as zlibConstants, crc32, deflateRawSync } from 'node:zlib';
import { figureLength, plainFen, writeFigure } from './price-figures';

/*
 * The compressed form of a member's spliced answer (price-slots.ts), put together from deflate parts made
 * once per cut, with the lowered figures written between them.
 */

const SPACE = 0x20;

/** What compressing needs of a splice cut (a SpliceCut of price-slots.ts). */
type DeflatableCut = {
  segments: Buffer[];
  slots: readonly { plain: Buffer; loweredTail: Buffer }[];
  uses: number;
  deflated?: Deflated | null;
};

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
export type Deflated = {
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

function deflateCut(cut: DeflatableCut): Deflated | null {
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
export function compressSpliced(
  answer: { cut: DeflatableCut; prices: readonly number[] },
  coding: 'deflate' | 'gzip',
): Buffer | null {
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
