import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNITS, type UnitCode } from '@mall/shared';
import { alignAttributes } from './align';

// Typed values on the compare page (issue 50): a row is written in the unit of its leftmost value, so equal
// quantities typed in different units read the same and do not count as a difference.

const mm = (n: number) => n * 1_000_000;

describe('compare rows in one unit', () => {
  it('writes 0.5 m next to 500 mm as 500 mm twice, ranges in the same unit, and keeps untyped rows as typed', () => {
    const rows = alignAttributes([
      [
        { name: '长度', value: '500mm', typed: { min: mm(500), max: mm(500), unit: 'mm' } },
        { name: '扭矩', value: '5-25N.m', typed: { min: mm(5), max: mm(25), unit: 'N·m' } },
        { name: '材质', value: '碳钢' },
      ],
      [
        { name: '长度', value: '0.5m', typed: { min: mm(500), max: mm(500), unit: 'm' } },
        { name: '扭矩', value: '5～30 N·m', typed: { min: mm(5), max: mm(30), unit: 'N·m' } },
        { name: '材质', value: '碳钢' },
      ],
    ]);
    expect(rows.map((r) => [r.label, r.values, r.differs])).toEqual([
      ['长度', ['500 mm', '500 mm'], false],
      ['扭矩', ['5–25 N·m', '5–30 N·m'], true],
      ['材质', ['碳钢', '碳钢'], false],
    ]);
  });

  it('keeps the texts when a value is not typed or the dimensions differ', () => {
    const rows = alignAttributes([
      [{ name: '规格', value: '20mm', typed: { min: mm(20), max: mm(20), unit: 'mm' } }],
      [{ name: '规格', value: 'M8' }],
      [{ name: '规格', value: '20A', typed: { min: mm(20), max: mm(20), unit: 'A' } }],
    ]);
    expect(rows[0]!.values).toEqual(['20mm', 'M8', '20A']);
    const mixed = alignAttributes([
      [{ name: '规格', value: '20mm', typed: { min: mm(20), max: mm(20), unit: 'mm' } }],
      [{ name: '规格', value: '20A', typed: { min: mm(20), max: mm(20), unit: 'A' } }],
    ]);
    expect(mixed[0]!.values).toEqual(['20mm', '20A']);
  });

  it('never marks one quantity written in two units of its dimension as a difference', () => {
    const lengths = (Object.keys(UNITS) as UnitCode[]).filter((u) => UNITS[u].dimension === 'length');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom(...lengths),
        fc.constantFrom(...lengths),
        (whole, a, b) => {
          const micro = whole * UNITS.m.micro;
          const rows = alignAttributes([
            [{ name: '长度', value: 'x', typed: { min: micro, max: micro, unit: a } }],
            [{ name: '长度', value: 'y', typed: { min: micro, max: micro, unit: b } }],
          ]);
          expect(rows[0]!.differs).toBe(false);
        },
      ),
    );
  });
});
