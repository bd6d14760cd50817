import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenToYuan } from '@mall/shared';
import { figure, joinPieces, priceSlot, pushLowered, type Piece } from './price-slots';

// A member's spliced answer writes each lowered price's figures straight into the answer's bytes. Whatever
// the amount, the bytes must read exactly as the shared formatter writes that amount.

describe('price slot pieces', () => {
  it('write any amount in fen as the wire price, digit by digit', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: 0, max: 1_000 }),
          fc.integer({ min: 0, max: 2_147_483_647 }),
          fc.maxSafeInteger(),
          fc.integer({ min: -1_000_000, max: -1 }),
        ),
        (fen) => {
          const text = joinPieces([figure(fen)]).toString('latin1');
          expect(text).toBe(`"${fenToYuan(fen)}`);
        },
      ),
    );
  });

  it('joins bytes, figures and text in order, a lowered slot carrying its struck list price', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 12 }), { minLength: 1, maxLength: 6 }),
        fc.string({ unit: 'grapheme-ascii', maxLength: 6 }),
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 0, max: 99_999_999 }),
        (texts, ascii, listFen, fen) => {
          const slot = priceSlot(fenToYuan(listFen));
          const pieces: Piece[] = [Buffer.from(texts[0]!)];
          pushLowered(pieces, slot, fen);
          // Bytes of any text; text pieces are ASCII figures by contract.
          for (const t of texts.slice(1)) pieces.push(Buffer.from(t), ascii);
          const expected =
            texts[0]! +
            `"${fenToYuan(fen)}","listPrice":"${fenToYuan(listFen)}","priceTag":"协议价"` +
            texts
              .slice(1)
              .map((t) => t + ascii)
              .join('');
          expect(joinPieces(pieces).toString('utf8')).toBe(expected);
        },
      ),
    );
  });
});
