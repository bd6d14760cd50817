import { describe, expect, it } from 'vitest';
import type { CompareItem } from '@mall/shared';
import { buildCompareRows, parseSkuIds, stockStatus } from './compare-rows';

const item = (over: Partial<CompareItem>): CompareItem => ({
  skuId: 1,
  productId: 1,
  title: '内六角螺栓',
  image: '',
  brandId: 1,
  brandName: '世达',
  modelNo: 'A-1',
  code: 'SKU1',
  spec: {},
  category: { id: 1909, title: '螺栓', parentId: 19, firstId: 1 },
  price: '12.30',
  unit: '个',
  moq: 10,
  step: 5,
  stock: 100,
  inArea: true,
  available: true,
  attributes: [],
  ...over,
});

describe('the compare table rows', () => {
  it('compares price with its unit, stock by its state, and aligns the attributes', () => {
    const { basic, attrs } = buildCompareRows([
      item({ attributes: [{ name: '材质', value: '碳钢' }] }),
      item({
        skuId: 2,
        code: 'SKU2',
        price: '12.30',
        stock: 3,
        attributes: [{ name: '材质', value: '碳钢' }],
      }),
      item({ skuId: 3, code: 'SKU3', price: '12.30', unit: '盒', inArea: false, attributes: [] }),
    ]);
    const row = (key: string) => basic.find((r) => r.key === key)!;
    expect(row('price')).toMatchObject({ values: ['12.30/个', '12.30/个', '12.30/盒'], differs: true });
    expect(row('brand').differs).toBe(false);
    expect(row('code').differs).toBe(true);
    expect(row('moq').values[0]).toBe('10个起订，按5个递增');
    expect(row('stock').values).toEqual(['有货', '暂时缺货', '该区域暂不销售']);
    expect(attrs).toEqual([
      { key: 'attr:材质', label: '材质', values: ['碳钢', '碳钢', null], differs: true },
    ]);
  });

  it('counts stock below the minimum order as out of stock', () => {
    expect(stockStatus(item({ stock: 9 }))).toBe('暂时缺货');
    expect(stockStatus(item({ stock: 10 }))).toBe('有货');
  });
});

describe('parseSkuIds', () => {
  it('reads numbers only, once each, at most four', () => {
    expect(parseSkuIds('3,1,3,abc,,0,-2,7，9 11', 4)).toEqual([3, 1, 7, 9]);
    expect(parseSkuIds(null, 4)).toEqual([]);
    expect(parseSkuIds('99999999999,5', 4)).toEqual([5]);
  });
});
