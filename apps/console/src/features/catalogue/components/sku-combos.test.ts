import { describe, expect, it } from 'vitest';
import { specCombinations, specKey } from './sku-combos';

describe('SKU combinations of the product editor', () => {
  it('multiplies the values of every attribute, first attribute slowest', () => {
    expect(
      specCombinations([
        { name: '颜色', values: ['红', '蓝'] },
        { name: '尺寸', values: ['M', 'L'] },
      ]),
    ).toEqual([
      { 颜色: '红', 尺寸: 'M' },
      { 颜色: '红', 尺寸: 'L' },
      { 颜色: '蓝', 尺寸: 'M' },
      { 颜色: '蓝', 尺寸: 'L' },
    ]);
  });

  it('gives one SKU without specs and skips attributes without a name or values', () => {
    expect(specCombinations([])).toEqual([{}]);
    expect(
      specCombinations([
        { name: '', values: ['x'] },
        { name: '材质', values: [] },
      ]),
    ).toEqual([{}]);
  });

  it('keys specs independently of their order', () => {
    expect(specKey({ 尺寸: 'M', 颜色: '红' })).toBe(specKey({ 颜色: '红', 尺寸: 'M' }));
  });
});
