import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASE_UNIT,
  DIMENSIONS,
  UNITS,
  decimalToMicro,
  formatQuantity,
  formatRange,
  microToDecimal,
  overlaps,
  parseQuantity,
  type UnitCode,
} from './units';

const mm = (n: number) => ({ kind: 'number', dimension: 'length', micro: n * 1_000_000 });
// Units whose size is a power of ten of the base unit: their decimals are exact (inches are 25.4 mm).
const decimalUnits = (Object.keys(UNITS) as UnitCode[]).filter((u) => u !== 'in');

describe('parseQuantity', () => {
  it('reads the spellings sellers use', () => {
    expect(parseQuantity('Φ20mm')).toEqual(mm(20));
    expect(parseQuantity('φ20')).toEqual(mm(20));
    expect(parseQuantity('0.5m')).toEqual(mm(500));
    expect(parseQuantity('20MM')).toEqual(mm(20));
    expect(parseQuantity('２０ｍｍ')).toEqual(mm(20));
    expect(parseQuantity('1/4"')).toEqual({ kind: 'number', dimension: 'length', micro: 6_350_000 });
    expect(parseQuantity('1/4″')).toEqual({ kind: 'number', dimension: 'length', micro: 6_350_000 });
    expect(parseQuantity('32A')).toEqual({ kind: 'number', dimension: 'current', micro: 32_000_000 });
    expect(parseQuantity('6kA')).toEqual({ kind: 'number', dimension: 'current', micro: 6_000_000_000 });
    expect(parseQuantity('1500W')).toEqual({ kind: 'number', dimension: 'power', micro: 1_500_000 });
    expect(parseQuantity('2.5 公斤')).toEqual({ kind: 'number', dimension: 'mass', micro: 2_500_000 });
  });

  it('reads ranges, with the unit on one or both ends', () => {
    const torque = { kind: 'range', dimension: 'torque', min: 5_000_000, max: 25_000_000 };
    expect(parseQuantity('5-25N·m')).toEqual(torque);
    expect(parseQuantity('5～25 N.m')).toEqual(torque);
    expect(parseQuantity('5 N·m ~ 25 Nm')).toEqual(torque);
    expect(parseQuantity('40–50mm')).toEqual({ kind: 'range', dimension: 'length', min: 40e6, max: 50e6 });
    expect(parseQuantity('0.1-0.9MPa')).toEqual({ kind: 'range', dimension: 'pressure', min: 1e5, max: 9e5 });
    expect(parseQuantity('0.5m-800mm')).toEqual({ kind: 'range', dimension: 'length', min: 5e8, max: 8e8 });
  });

  it('leaves what is not one number and unit unparsed, saying why', () => {
    const reason = (
      text: string,
      ...rest: Parameters<typeof parseQuantity> extends [string, ...infer R] ? R : never
    ) => {
      const r = parseQuantity(text, ...rest);
      return r.kind === 'unparsed' ? r.reason : `parsed ${JSON.stringify(r)}`;
    };
    expect(reason('M8')).toBe('螺纹规格（如 M8、G1/4）不是长度');
    expect(reason('G1/4')).toBe('螺纹规格（如 M8、G1/4）不是长度');
    expect(reason('')).toBe('空值');
    expect(reason('20')).toBe('缺少单位');
    expect(reason('PH2×100mm')).toBe('含多个数值，无法确定取哪一个');
    expect(reason('开式')).toBe('没有可识别的数值');
    expect(reason('2×100mm')).toBe('含多个数值，无法确定取哪一个');
    expect(reason('230/400V')).toBe('斜杠分隔的数值只认英寸分数（如 1/4"）');
    expect(reason('1.5mm²')).toBe('无法识别的单位「mm²」');
    expect(reason('25-5mm')).toBe('范围下限大于上限');
    expect(reason('5kg-10mm')).toBe('范围两端的单位不是同一种量');
    expect(reason('32A', 'length')).toBe('单位「A」不是长度单位');
    expect(reason('0.0000001mm')).toBe('数值精度超出（最多到基本单位的百万分之一）');
    expect(reason('-5mm')).toBe('不支持负数');
  });

  it('takes a bare number in the unit the attribute declares', () => {
    expect(parseQuantity('20', 'length', { bareUnit: 'mm' })).toEqual(mm(20));
    expect(parseQuantity('0.5', 'length', { bareUnit: 'm' })).toEqual(mm(500));
  });
});

describe('units normalise to the base unit exactly (property)', () => {
  const unit = fc.constantFrom(...decimalUnits);
  // Values up to 10⁹ base units in micro units: far inside the safe-integer range.
  const micro = fc.integer({ min: 0, max: 1_000_000_000_000_000 });

  it('value → text → value round-trips in every decimal unit', () => {
    fc.assert(
      fc.property(micro, unit, (v, u) => {
        const back = parseQuantity(formatQuantity(v, u));
        expect(back).toEqual({ kind: 'number', dimension: UNITS[u].dimension, micro: v });
      }),
    );
  });

  it('ranges round-trip too', () => {
    fc.assert(
      fc.property(micro, micro, unit, (a, b, u) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        expect(parseQuantity(formatRange(min, max, u))).toEqual({
          kind: 'range',
          dimension: UNITS[u].dimension,
          min,
          max,
        });
      }),
    );
  });

  it('the same amount written in two units of a dimension is equal ("500 mm" = "0.5 m")', () => {
    expect(parseQuantity('500 mm')).toEqual(parseQuantity('0.5 m'));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), unit, unit, (n, u1, u2) => {
        fc.pre(UNITS[u1].dimension === UNITS[u2].dimension);
        // n of the larger unit's micro steps is whole in both units.
        const v = n * Math.max(UNITS[u1].micro, UNITS[u2].micro);
        fc.pre(Number.isSafeInteger(v));
        expect(parseQuantity(formatQuantity(v, u1))).toEqual(parseQuantity(formatQuantity(v, u2)));
      }),
    );
  });

  it('inches read back to the micro unit they were written from when whole sixty-fourths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 64 * 100 }), (sixtyFourths) => {
        const v = sixtyFourths * (UNITS.in.micro / 64);
        expect(parseQuantity(`${sixtyFourths}/64"`)).toEqual({
          kind: 'number',
          dimension: 'length',
          micro: v,
        });
        expect(parseQuantity(formatQuantity(v, 'in'))).toEqual({
          kind: 'number',
          dimension: 'length',
          micro: v,
        });
      }),
    );
  });

  it('micro units ↔ the database decimal of base units', () => {
    fc.assert(
      fc.property(micro, (v) => {
        expect(decimalToMicro(microToDecimal(v))).toBe(v);
      }),
    );
    expect(microToDecimal(6_350_000)).toBe('6.35');
    expect(decimalToMicro('47.000000')).toBe(47_000_000);
  });

  it('every dimension has a base unit of size one', () => {
    for (const d of DIMENSIONS) expect(UNITS[BASE_UNIT[d]]).toEqual({ dimension: d, micro: 1_000_000 });
  });
});

describe('overlaps', () => {
  it('matches the brute-force definition: some integer lies in both closed intervals', () => {
    const interval = fc
      .tuple(fc.integer({ min: -30, max: 30 }), fc.integer({ min: -30, max: 30 }))
      .map(([a, b]) => (a <= b ? ([a, b] as const) : ([b, a] as const)));
    fc.assert(
      fc.property(interval, interval, (a, b) => {
        let shared = false;
        for (let x = a[0]; x <= a[1]; x++) if (x >= b[0] && x <= b[1]) shared = true;
        expect(overlaps(a, b)).toBe(shared);
        expect(overlaps(b, a)).toBe(shared);
      }),
    );
  });
});
