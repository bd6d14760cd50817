import { describe, expect, it } from 'vitest';
import { alignAttributes, compareRow, normalizeValue, valuesDiffer, visibleRows } from './align';

const attrs = (pairs: Record<string, string>) =>
  Object.entries(pairs).map(([name, value]) => ({ name, value }));

describe('alignAttributes', () => {
  it('lines up products of one category row by row and marks the rows that differ', () => {
    const rows = alignAttributes([
      attrs({ 规格: 'M8×30', 材质: '304不锈钢', 表面处理: '本色' }),
      attrs({ 规格: 'M8×40', 材质: '304不锈钢', 表面处理: '本色' }),
      attrs({ 规格: 'M10×30', 材质: '碳钢', 表面处理: '本色' }),
    ]);
    expect(rows.map((r) => [r.label, r.values, r.differs])).toEqual([
      ['规格', ['M8×30', 'M8×40', 'M10×30'], true],
      ['材质', ['304不锈钢', '304不锈钢', '碳钢'], true],
      ['表面处理', ['本色', '本色', '本色'], false],
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
  });

  it('gives every attribute any product has one row, empty where a product lacks it', () => {
    const rows = alignAttributes([
      attrs({ 功率: '750W', 电压: '220V', 转速: '3000rpm' }),
      attrs({ 材质: 'PVC', 电压: '220V' }),
    ]);
    expect(rows.map((r) => r.label)).toEqual(['电压', '功率', '转速', '材质']);
    expect(rows.find((r) => r.label === '材质')).toMatchObject({ values: [null, 'PVC'], differs: true });
    expect(rows.find((r) => r.label === '功率')).toMatchObject({ values: ['750W', null], differs: true });
    // Shared names come first and are compared like any other row.
    expect(rows[0]).toMatchObject({ values: ['220V', '220V'], differs: false });
  });

  it('keeps names every product has first, the rest in the order first seen from the left', () => {
    const rows = alignAttributes([
      attrs({ 甲: '1', 乙: '1', 丙: '1' }),
      attrs({ 丁: '1', 丙: '1', 甲: '1' }),
      attrs({ 甲: '1', 戊: '1', 丙: '1' }),
    ]);
    expect(rows.map((r) => r.label)).toEqual(['甲', '丙', '乙', '丁', '戊']);
  });

  it('matches names and values ignoring full width, case and spaces', () => {
    const rows = alignAttributes([
      attrs({ 'IP 等级': 'IP65', 规格: 'M8 × 30' }),
      attrs({ ＩＰ等级: 'ｉｐ６５', 规格: 'm8×30' }),
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ label: 'IP 等级', values: ['IP65', 'ｉｐ６５'], differs: false });
    expect(rows[1]!.differs).toBe(false);
  });

  it('treats a blank value as missing and joins a name repeated within one product', () => {
    const rows = alignAttributes([
      [
        { name: '颜色', value: '红' },
        { name: '颜色', value: '黄' },
        { name: '重量', value: '  ' },
      ],
      attrs({ 颜色: '红、黄', 重量: '1kg' }),
    ]);
    expect(rows.find((r) => r.label === '颜色')).toMatchObject({
      values: ['红、黄', '红、黄'],
      differs: false,
    });
    expect(rows.find((r) => r.label === '重量')).toMatchObject({ values: [null, '1kg'], differs: true });
  });

  it('shows one product’s attributes without differences, and nothing for no product', () => {
    const rows = alignAttributes([attrs({ 规格: 'M8', 材质: '碳钢' })]);
    expect(rows.map((r) => r.differs)).toEqual([false, false]);
    expect(alignAttributes([])).toEqual([]);
  });
});

describe('differences and 只看不同', () => {
  it('compares values in their normal form', () => {
    expect(normalizeValue(' Ｍ８ × ３０ ')).toBe('m8×30');
    expect(normalizeValue(null)).toBe('');
    expect(valuesDiffer(['12.30', '12.30'])).toBe(false);
    expect(valuesDiffer(['12.30', '12.3'])).toBe(true);
    expect(valuesDiffer(['有货', null])).toBe(true);
    expect(valuesDiffer(['有货'])).toBe(false);
  });

  it('builds a fixed row with blanks as missing', () => {
    expect(compareRow('model', '型号', ['A-1', '', undefined])).toEqual({
      key: 'model',
      label: '型号',
      values: ['A-1', null, null],
      differs: true,
    });
  });

  it('hides the rows whose values are all the same', () => {
    const rows = [
      compareRow('price', '价格', ['1.00', '2.00']),
      compareRow('unit', '单位', ['个', '个']),
      compareRow('brand', '品牌', ['世达', '得力']),
    ];
    expect(visibleRows(rows, true).map((r) => r.key)).toEqual(['price', 'brand']);
    expect(visibleRows(rows, false)).toHaveLength(3);
  });
});
