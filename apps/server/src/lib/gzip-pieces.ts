import { constants, crc32, deflateRawSync } from 'node:zlib';

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
  return deflateRawSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH });
}

/** Builds one gzip answer: deflated pieces and stored bytes in the order of the text they stand for. */
export class GzipPieces {
  private readonly parts: Buffer[] = [HEADER];

  /** A piece made by deflatePiece. */
  deflated(piece: Buffer): this {
    this.parts.push(piece);
    return this;
  }

  /** Bytes as they are, in stored blocks (a 5-byte header each, at most 65,535 bytes a block). */
  stored(bytes: Buffer): this {
    for (let at = 0; at < bytes.length || at === 0; at += MAX_STORED) {
      const length = Math.min(MAX_STORED, bytes.length - at);
      if (length <= 0) break;
      const head = Buffer.allocUnsafe(5);
      head[0] = 0;
      head.writeUInt16LE(length, 1);
      head.writeUInt16LE(~length & 0xffff, 3);
      this.parts.push(head, bytes.subarray(at, at + length));
    }
    return this;
  }

  /** The gzip bytes of `text`, which the pieces stand for (its CRC-32 and length close the member). */
  end(text: string): Buffer {
    const trailer = Buffer.allocUnsafe(8);
    trailer.writeUInt32LE(crc32(text), 0);
    trailer.writeUInt32LE(Buffer.byteLength(text) >>> 0, 4);
    this.parts.push(FINAL, trailer);
    return Buffer.concat(this.parts);
  }
}
