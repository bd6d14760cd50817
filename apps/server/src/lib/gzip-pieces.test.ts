import fc from 'fast-check';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, crcJoin, crcShift, deflatePiece, GzipPieces, inflatePiece } from './gzip-pieces';

describe('gzip put together from pieces', () => {
  it('decompresses to the text the pieces stand for, deflated or stored, in any mix', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ unit: 'grapheme', maxLength: 400 }), fc.boolean()), { maxLength: 12 }),
        (pieces) => {
          const gzip = new GzipPieces();
          for (const [text, deflate] of pieces) {
            const bytes = Buffer.from(text);
            const piece = deflate ? deflatePiece(bytes) : null;
            if (piece) gzip.deflated(piece);
            else gzip.stored(bytes);
          }
          const text = pieces.map(([t]) => t).join('');
          expect(gunzipSync(gzip.end(crc32(text), Buffer.byteLength(text))).toString()).toBe(text);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('writes texts straight in as stored blocks, growing from any starting size, and tells the bytes written', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string({ unit: 'grapheme', maxLength: 300 }), fc.constantFrom(0, 1, 2)), {
          maxLength: 12,
        }),
        fc.nat({ max: 2000 }),
        (pieces, capacity) => {
          const gzip = new GzipPieces(capacity);
          let crc = 0;
          let size = 0;
          for (const [text, how] of pieces) {
            const bytes = Buffer.from(text);
            const piece = how === 1 ? deflatePiece(bytes) : null;
            if (how === 2) {
              const written = gzip.storedText(text);
              expect(written.equals(bytes)).toBe(true);
            } else if (piece) gzip.deflated(piece);
            else gzip.stored(bytes);
            crc = crc32(bytes, crc);
            size += bytes.length;
          }
          expect(gunzipSync(gzip.end(crc, size)).toString()).toBe(pieces.map(([t]) => t).join(''));
        },
      ),
      { numRuns: 300 },
    );
    // A text too long for one stored block goes in several.
    const long = '工'.repeat(30_000);
    const gzip = new GzipPieces(16);
    const written = gzip.storedText(long);
    expect(written.length).toBe(90_000);
    expect(gunzipSync(gzip.end(crc32(written), written.length)).toString()).toBe(long);
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

  it('splits stored bytes longer than a stored block holds', () => {
    const text = 'x'.repeat(70_000) + '工业品';
    const gzip = new GzipPieces().stored(Buffer.from(text)).end(crc32(text), Buffer.byteLength(text));
    expect(gunzipSync(gzip).toString()).toBe(text);
  });

  it('deflates only what is worth it, and the piece is smaller than its text', () => {
    expect(deflatePiece(Buffer.from('{"a":1}'))).toBeNull();
    const long = Buffer.from('{"title":"不锈钢六角螺栓 M8×30","price":"12.50"},'.repeat(20));
    const piece = deflatePiece(long)!;
    expect(piece.length).toBeLessThan(long.length / 4);
    expect(inflatePiece(piece).equals(long)).toBe(true);
  });
});
