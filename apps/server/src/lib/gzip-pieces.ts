import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

/*
 * A gzip answer put together from pieces compressed ahead of time (RFC 1951, 1952): each piece is deflated on
 * its own and ends byte-aligned with a sync flush, so pieces follow each other in any order, and bytes that
 * change per request go between them as stored (uncompressed) blocks. Nothing is compressed per request; only
 * the CRC-32 of the whole text is taken.
 */

/** A gzip member's header: deflate, no name or time, OS unknown. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final stored block: the end of the deflate stream. */
const FINAL = Buffer.from([1, 0, 0, 0xff, 0xff]);
const MAX_STORED = 0xffff;
/** Below this, a piece goes stored: deflating it would save nothing. */
const WORTH_DEFLATING = 128;

/** `bytes` deflated on their own, ending byte-aligned; null when they are too short to gain by it. */
export function deflatePiece(bytes: Uint8Array): Buffer | null {
  if (bytes.length < WORTH_DEFLATING) return null;
  // A window no larger than the piece finds the same matches (a piece refers only to itself) and is set up
  // faster: most pieces are a few hundred bytes, and setting up a 32 KiB window cost more than deflating.
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(bytes.length + 262))));
  return deflateRawSync(bytes, { level: 9, windowBits, finishFlush: constants.Z_SYNC_FLUSH });
}

/** The bytes a piece made by deflatePiece stands for. */
export const inflatePiece = (piece: Uint8Array): Buffer =>
  inflateRawSync(piece, { finishFlush: constants.Z_SYNC_FLUSH });

/** What a deflated piece stands for: its text's CRC-32, crcShift of its byte length, and that length. */
export type PieceOf = { crc: number; shift: number; length: number };

/**
 * Builds one gzip answer: deflated pieces and stored bytes in the order of the text they stand for, written
 * into one buffer (sized by `capacity` when the caller knows about how long the answer is; it grows if not).
 * Stored bytes that follow each other go in one stored block, and the CRC-32 of the whole text is kept as the
 * parts come: a stored block's bytes are read once, when it closes, and a deflated piece's known CRC-32 is
 * joined on (crcJoin).
 */
export class GzipPieces {
  private out: Buffer;
  private at = HEADER.length;
  /** Where the open stored block's 5-byte header goes; -1: none is open. */
  private open = -1;
  private crc = 0;
  private size = 0;

  constructor(capacity = 1024) {
    this.out = Buffer.allocUnsafe(HEADER.length + capacity + FINAL.length + 8);
    HEADER.copy(this.out, 0);
  }

  /** Room for `n` more bytes and the end. */
  private room(n: number): void {
    const needed = this.at + n + FINAL.length + 8;
    if (needed <= this.out.length) return;
    const next = Buffer.allocUnsafe(Math.max(needed, this.out.length * 2));
    this.out.copy(next, 0, 0, this.at);
    this.out = next;
  }

  /** Closes the open stored block: its header (length, then its ones' complement), its bytes' CRC-32. */
  private close(): void {
    if (this.open < 0) return;
    const length = this.at - this.open - 5;
    if (length === 0) this.at = this.open;
    else {
      this.out[this.open] = 0;
      this.out.writeUInt16LE(length, this.open + 1);
      this.out.writeUInt16LE(~length & 0xffff, this.open + 3);
      this.crc = crc32(this.out.subarray(this.open + 5, this.at), this.crc);
      this.size += length;
    }
    this.open = -1;
  }

  /** A stored block open with room for `n` more bytes (n ≤ MAX_STORED). */
  private storing(n: number): void {
    if (this.open >= 0 && this.at - this.open - 5 + n <= MAX_STORED) return this.room(n);
    this.close();
    this.room(5 + n);
    this.open = this.at;
    this.at += 5;
  }

  /** A piece made by deflatePiece, standing for the text `of` tells. */
  deflated(piece: Uint8Array, of: PieceOf): this {
    this.close();
    this.room(piece.length);
    this.out.set(piece, this.at);
    this.at += piece.length;
    this.crc = crcJoin(this.crc, of.crc, of.shift);
    this.size += of.length;
    return this;
  }

  /** Bytes as they are, in stored blocks (at most 65,535 bytes a block). */
  stored(bytes: Uint8Array): this {
    for (let from = 0; from < bytes.length;) {
      this.storing(1);
      const n = Math.min(MAX_STORED - (this.at - this.open - 5), bytes.length - from);
      this.room(n);
      this.out.set(bytes.subarray(from, from + n), this.at);
      this.at += n;
      from += n;
    }
    return this;
  }

  /** A text's UTF-8 bytes as they are, written straight into the answer (no buffer of its own made first). */
  storedText(text: string): this {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    if (text.length * 3 > MAX_STORED) return this.stored(Buffer.from(text));
    this.storing(text.length * 3);
    this.at += this.out.write(text, this.at);
    return this;
  }

  /** The gzip bytes, closed with the CRC-32 and byte length of the text the parts stand for. */
  end(): Buffer {
    this.close();
    this.room(0);
    FINAL.copy(this.out, this.at);
    this.at += FINAL.length;
    this.out.writeUInt32LE(this.crc >>> 0, this.at);
    this.out.writeUInt32LE(this.size >>> 0, this.at + 4);
    this.at += 8;
    return this.out.subarray(0, this.at);
  }
}

// CRC-32 of a concatenation from its parts' CRC-32s (zlib's crc32_combine_gen and crc32_combine_op):
// polynomial arithmetic modulo the CRC-32 polynomial, reflected.
const POLY = 0xedb88320;

/** a·b modulo the polynomial. */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, k = 0…31. */
const X2N: number[] = [];
for (let k = 0, p = 1 << 30; k < 32; k++, p = multiplyModP(p, p)) X2N.push(p >>> 0);

/** What a CRC-32 is multiplied by to move it past `length` bytes (x^(8·length) modulo the polynomial). */
export function crcShift(length: number): number {
  let p = 0x80000000;
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multiplyModP(X2N[k & 31]!, p);
  return p >>> 0;
}

/** The CRC-32 of A then B, from CRC-32(A), CRC-32(B) and crcShift(B's length). */
export const crcJoin = (crcA: number, crcB: number, shiftB: number): number =>
  (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;

export { crc32 };
