import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MATERIAL_CODE_RATIO_MAX } from '@mall/shared';
import { parseRatio, ratioText, reduceRatio } from './ratio';

const part = fc.integer({ min: 1, max: MATERIAL_CODE_RATIO_MAX });

describe('material code conversions (换算)', () => {
  it('reads back what it writes: ratio → text → ratio, in lowest terms', () => {
    fc.assert(
      fc.property(part, part, (num, den) => {
        const text = ratioText({ num, den });
        expect(parseRatio(text)).toEqual(reduceRatio({ num, den }));
        // The same conversion however it is written.
        expect(num * parseRatio(text)!.den).toBe(den * parseRatio(text)!.num);
      }),
    );
  });

  it('takes empty as none, whole numbers and fractions; refuses the rest', () => {
    expect(parseRatio('')).toEqual({ num: 1, den: 1 });
    expect(parseRatio('12')).toEqual({ num: 12, den: 1 });
    expect(parseRatio('６／４')).toEqual({ num: 3, den: 2 });
    for (const bad of ['0', '1/0', '1.5', 'abc', '-2', '12箱', String(MATERIAL_CODE_RATIO_MAX + 1)])
      expect(parseRatio(bad), bad).toBeNull();
  });
});
