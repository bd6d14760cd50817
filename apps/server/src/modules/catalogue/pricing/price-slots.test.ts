import { gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenToYuan } from '@mall/shared';
import {
  barePriceSlot,
  priceSlot,
  spliceCut,
  splicedBytes,
  type PriceSlot,
  type SplicedAnswer,
} from './price-slots';
import { compressSpliced } from './spliced-deflate';

// A member's spliced answer writes each lowered price's figures straight into the answer's bytes, and its
// compressed form writes them into a prepared deflate stream. Whatever the amounts and the text around them,
// the bytes must read exactly as the shared formatter writes them, and the compressed forms must inflate
// (checksums checked by zlib) to the same text with each slot padded to its fixed width.

const lowered = (slot: PriceSlot, fen: number) => `"${fenToYuan(fen)}${slot.loweredTail.toString()}`;

/** The compressed form's text: each slot in a region of its figures' room and its lowered tail. */
function padded(texts: string[], slots: PriceSlot[], prices: number[]): string {
  let out = texts[0]!;
  slots.forEach((slot, i) => {
    const width = slot.plain.length - 1 + slot.loweredTail.length;
    const fen = prices[i]!;
    const text = fen < 0 ? slot.plain.toString() : lowered(slot, fen);
    const spaces = ' '.repeat(width - Buffer.byteLength(text));
    out += (fen < 0 ? text + spaces : spaces + text) + texts[i + 1]!;
  });
  return out;
}

const listFens = fc.oneof(fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 2_147_483_647 }));
/** A cut of texts around slots, and per slot -1 (as it stands) or a fen at most its list price. */
const answers = fc
  .array(fc.tuple(listFens, fc.boolean(), fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean()), {
    minLength: 1,
    maxLength: 12,
  })
  .chain((slots) =>
    fc.record({
      slots: fc.constant(slots),
      texts: fc.array(fc.string({ unit: 'grapheme', maxLength: 40 }), {
        minLength: slots.length + 1,
        maxLength: slots.length + 1,
      }),
    }),
  )
  .map(({ slots, texts }) => {
    const priced = slots.map(([listFen, bare]) => (bare ? barePriceSlot : priceSlot)(fenToYuan(listFen)));
    const prices = slots.map(([listFen, , share, lower]) => (lower ? Math.floor(listFen * share) : -1));
    return { texts, slots: priced, prices };
  });

describe('spliced answers', () => {
  it('write the slots as they stand or lowered, digit by digit, between the texts', () => {
    fc.assert(
      fc.property(answers, ({ texts, slots, prices }) => {
        const cut = spliceCut(
          texts.map((t) => Buffer.from(t)),
          slots,
        );
        const expected =
          texts[0]! +
          slots
            .map((s, i) => (prices[i]! < 0 ? s.plain.toString() : lowered(s, prices[i]!)) + texts[i + 1]!)
            .join('');
        expect(splicedBytes({ cut, prices }).toString('utf8')).toBe(expected);
        expect(cut.size).toBe(splicedBytes({ cut, prices: slots.map(() => -1) }).length);
      }),
    );
  });

  it('write any amount in fen as the wire price, the largest through the formatter', () => {
    const cut = spliceCut([Buffer.from('{"p":'), Buffer.from('}')], [barePriceSlot('1.00')]);
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 1_000 }), fc.integer({ min: 0 }), fc.maxSafeNat()),
        (fen) => {
          const answer: SplicedAnswer = { cut, prices: [fen] };
          expect(splicedBytes(answer).toString('latin1')).toBe(`{"p":"${fenToYuan(fen)}"}`);
        },
      ),
    );
    expect(splicedBytes({ cut, prices: [-1] }).toString()).toBe('{"p":"1.00"}');
  });

  it('compress from the prepared form to the same text, padded, with right checksums (deflate and gzip)', () => {
    fc.assert(
      fc.property(answers, ({ texts, slots, prices }) => {
        const segments = texts.map((t) => Buffer.from(t));
        if (segments.some((s) => s.includes(0))) return;
        const cut = spliceCut(segments, slots);
        const answer = { cut, prices };
        expect(compressSpliced(answer, 'deflate')).toBeNull(); // a cut's first member answer goes plain
        const want = padded(texts, slots, prices);
        expect(inflateSync(compressSpliced(answer, 'deflate')!).toString('utf8')).toBe(want);
        expect(gunzipSync(compressSpliced(answer, 'gzip')!).toString('utf8')).toBe(want);
        // Another member's prices on the same prepared form: nothing of the first answer stays.
        const none = slots.map(() => -1);
        expect(inflateSync(compressSpliced({ cut, prices: none }, 'deflate')!).toString('utf8')).toBe(
          padded(texts, slots, none),
        );
      }),
      { numRuns: 150 },
    );
  });

  it('go plain when a figure does not fit its room or a segment holds a NUL byte', () => {
    const slot = priceSlot('9.99');
    const cut = spliceCut([Buffer.from('{"price":'), Buffer.from('}')], [slot]);
    compressSpliced({ cut, prices: [-1] }, 'deflate');
    expect(compressSpliced({ cut, prices: [100_000] }, 'deflate')).toBeNull();
    expect(splicedBytes({ cut, prices: [100_000] }).toString()).toBe(
      '{"price":"1000.00","listPrice":"9.99","priceTag":"协议价"}',
    );
    const nul = spliceCut([Buffer.from('{"a":"\0","price":'), Buffer.from('}')], [slot]);
    compressSpliced({ cut: nul, prices: [5] }, 'deflate');
    expect(compressSpliced({ cut: nul, prices: [5] }, 'deflate')).toBeNull();
  });
});
