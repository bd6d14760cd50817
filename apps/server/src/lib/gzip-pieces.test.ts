import fc from 'fast-check';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatePiece, GzipPieces } from './gzip-pieces';

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
          expect(gunzipSync(gzip.end(text)).toString()).toBe(text);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('splits stored bytes longer than a stored block holds', () => {
    const text = 'x'.repeat(70_000) + '工业品';
    const gzip = new GzipPieces().stored(Buffer.from(text)).end(text);
    expect(gunzipSync(gzip).toString()).toBe(text);
  });

  it('deflates only what is worth it, and the piece is smaller than its text', () => {
    expect(deflatePiece(Buffer.from('{"a":1}'))).toBeNull();
    const long = Buffer.from('{"title":"不锈钢六角螺栓 M8×30","price":"12.50"},'.repeat(20));
    const piece = deflatePiece(long)!;
    expect(piece.length).toBeLessThan(long.length / 4);
  });
});
