import { describe, expect, it } from 'vitest';
import { fillMonths, monthLabel } from './months';

const row = (key: string, amount: string, orders = 1) => ({ key, label: key, amount, orders });

describe('overview months', () => {
  it('fills the months without spend across a year end', () => {
    const out = fillMonths([row('2026-01', '10.00'), row('2025-11', '5.00')], '2025-11-03', '2026-02-10');
    expect(out.map((r) => r.key)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(out.map((r) => r.amount)).toEqual(['5.00', '0.00', '10.00', '0.00']);
    expect(out[1]).toMatchObject({ label: '2025年12月', orders: 0 });
  });

  it('keeps the server rows for a range over three years or a backwards one', () => {
    const rows = [row('2020-01', '1.00')];
    expect(fillMonths(rows, '2020-01-01', '2026-01-01')).toBe(rows);
    expect(fillMonths(rows, '2026-02-01', '2026-01-01')).toBe(rows);
  });

  it('short labels name the year on the first column and in January', () => {
    expect(['2025-11', '2025-12', '2026-01', '2026-02'].map(monthLabel)).toEqual([
      '2025年11月',
      '12月',
      '2026年1月',
      '2月',
    ]);
  });
});
