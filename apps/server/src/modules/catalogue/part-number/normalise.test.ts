import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePartNumber } from './normalise';

const separators = fc.constantFrom(' ', '-', '.', '/', '  ', ' - ', '—', '　', '．', '／', '_');
/** A part number as suppliers print it: letters and digits in runs. */
const partNumber = fc
  .array(fc.stringMatching(/^[A-Za-z0-9]{1,5}$/), { minLength: 1, maxLength: 5 })
  .map((runs) => runs.join(''));

describe('normalisePartNumber', () => {
  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const once = normalisePartNumber(text);
        expect(normalisePartNumber(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('ignores case, spaces, dashes, dots and slashes wherever they are put', () => {
    fc.assert(
      fc.property(
        partNumber,
        fc.array(fc.tuple(fc.nat(), separators), { maxLength: 4 }),
        fc.boolean(),
        (number, cuts, lower) => {
          let typed = lower ? number.toLowerCase() : number;
          for (const [at, sep] of cuts) {
            const i = at % (typed.length + 1);
            typed = typed.slice(0, i) + sep + typed.slice(i);
          }
          expect(normalisePartNumber(typed)).toBe(normalisePartNumber(number));
          expect(normalisePartNumber(typed)).toBe(number.toUpperCase());
        },
      ),
    );
  });

  it('tells different letters and digits apart', () => {
    fc.assert(
      fc.property(partNumber, partNumber, (a, b) => {
        const same = a.toUpperCase() === b.toUpperCase();
        expect(normalisePartNumber(a) === normalisePartNumber(b)).toBe(same);
      }),
    );
  });

  it('folds full-width forms as typed by Chinese input methods', () => {
    expect(normalisePartNumber('６２０４－２ＲＳ')).toBe('62042RS');
    expect(normalisePartNumber(' 6204-2rs ')).toBe('62042RS');
    expect(normalisePartNumber('6204.2RS/C3')).toBe('62042RSC3');
  });
});
