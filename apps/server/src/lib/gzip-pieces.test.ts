import fc from 'fast-check';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, crcJoin, crcShift, deflatePiece, GzipPieces, inflatePiece } from './gzip-pieces';

describe('gzip put together from pieces', () => {
  /** What a deflated piece of `bytes` stands for. */
  const pieceOf = (bytes: Uint8Array) => ({
    crc: crc32(bytes),
    shift: crcShift(bytes.length),
    length: bytes.length,
  });

  it('decompresses to the text the pieces stand for, deflated, stored or written as text, in any mix', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ unit: 'grapheme', maxLength: 400 }), fc.constantFrom(0, 1, 2)), {
          maxLength: 12,
        }),
        fc.nat({ max: 2000 }),
        (pieces, capacity) => {
          const gzip = new GzipPieces(capacity);
          for (const [text, how] of pieces) {
            const bytes = Buffer.from(text);
            const piece = how === 1 ? deflatePiece(bytes) : null;
            if (piece) gzip.deflated(piece, pieceOf(bytes));
            else if (how === 2) gzip.storedText(text);
            else gzip.stored(bytes);
          }
          // gunzip checks the CRC-32 and length the answer ends with.
          expect(gunzipSync(gzip.end()).toString()).toBe(pieces.map(([t]) => t).join(''));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('runs stored parts that follow each other into one stored block', () => {
    const parts = ['{"a":', '12', ',"b":', 'true', '}'];
    const gzip = new GzipPieces();
    parts.forEach((part, i) => (i % 2 ? gzip.storedText(part) : gzip.stored(Buffer.from(part))));
    const bytes = gzip.end();
    const text = parts.join('');
    // Header (10), one block (5 + the text), the final empty block (5), CRC-32 and length (8).
    expect(bytes.length).toBe(10 + 5 + text.length + 5 + 8);
    expect(gunzipSync(bytes).toString()).toBe(text);
  });

  it('splits stored bytes and texts longer than a stored block holds', () => {
    const text = 'x'.repeat(70_000) + '工业品';
    const long = '工'.repeat(30_000);
    const gzip = new GzipPieces(16).stored(Buffer.from(text)).storedText(long).storedText('!');
    expect(gunzipSync(gzip.end()).toString()).toBe(text + long + '!');
  });

  it('joins CRC-32s: the CRC-32 of A then B from those of A and B and B’s length', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), fc.uint8Array({ maxLength: 3000 }), (a, b) => {
        const joined = crcJoin(crc32(a), crc32(b), crcShift(b.length));
        expect(joined).toBe(crc32(Buffer.concat([a, b])));
        // …and as the pieces come: a CRC-32 carried on over the bytes that follow.
        expect(crc32(b, crc32(a))).toBe(joined);
      }),
      { numRuns: 500 },
    );
  });

  it('deflates only what is worth it, and the piece is smaller than its text', () => {
    expect(deflatePiece(Buffer.from('{"a":1}'))).toBeNull();
    const long = Buffer.from('{"title":"不锈钢六角螺栓 M8×30","price":"12.50"},'.repeat(20));
    const piece = deflatePiece(long)!;
    expect(piece.length).toBeLessThan(long.length / 4);
    expect(inflatePiece(piece).equals(long)).toBe(true);
  });
});
