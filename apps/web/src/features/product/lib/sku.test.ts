import { describe, expect, it } from 'vitest';
import type { SkuOption } from '@mall/shared';
import { choose, findSku, isChoosable, maxQuantity, normalizeQuantity } from './sku';

const sku = (skuId: number, specValues: string[], available = true): SkuOption => ({
  skuId,
  code: `C${skuId}`,
  spec: {},
  specValues,
  price: '1.00',
  stock: available ? 10 : 0,
  available,
});

const data = {
  specAttrs: [
    { name: '规格', values: ['M6', 'M8', 'M10'] },
    { name: '材质', values: ['碳钢', '不锈钢'] },
  ],
  skus: [
    sku(1, ['M6', '碳钢']),
    sku(2, ['M6', '不锈钢']),
    sku(3, ['M8', '碳钢']),
    sku(4, ['M8', '不锈钢'], false),
    sku(5, ['M10', '不锈钢']),
  ],
};

describe('SKU selection', () => {
  it('finds the SKU of an exact combination', () => {
    expect(findSku(data, ['M8', '碳钢'])?.skuId).toBe(3);
    expect(findSku(data, ['M10', '碳钢'])).toBeUndefined();
  });

  it('disables combinations that do not exist or cannot be bought', () => {
    // With 碳钢 chosen, M10 has no 碳钢 SKU.
    expect(isChoosable(data, ['M6', '碳钢'], 0, 'M10')).toBe(false);
    // With M8 chosen, 不锈钢 exists but is not available.
    expect(isChoosable(data, ['M8', '碳钢'], 1, '不锈钢')).toBe(false);
    expect(isChoosable(data, ['M6', '碳钢'], 1, '不锈钢')).toBe(true);
    // Not sold in the area: existing combinations stay choosable for browsing.
    expect(isChoosable(data, ['M8', '碳钢'], 1, '不锈钢', true)).toBe(true);
  });

  it('moves to an existing SKU when the exact combination is missing', () => {
    expect(choose(data, ['M6', '碳钢'], 1, '不锈钢')).toEqual(['M6', '不锈钢']);
    expect(choose(data, ['M6', '碳钢'], 0, 'M10')).toEqual(['M10', '不锈钢']);
  });
});

describe('quantity rules', () => {
  it('respects the minimum order quantity, the step and the stock', () => {
    expect(normalizeQuantity(1, 10, 5, 100)).toBe(10);
    expect(normalizeQuantity(12, 10, 5, 100)).toBe(15);
    expect(normalizeQuantity(15, 10, 5, 100)).toBe(15);
    expect(normalizeQuantity(500, 10, 5, 100)).toBe(100);
    expect(normalizeQuantity(500, 10, 5, 98)).toBe(95);
    expect(normalizeQuantity(Number.NaN, 2, 1, 9)).toBe(2);
  });

  it('knows the largest quantity the stock allows', () => {
    expect(maxQuantity(10, 5, 98)).toBe(95);
    expect(maxQuantity(10, 5, 9)).toBe(0);
    expect(maxQuantity(1, 1, 7)).toBe(7);
  });
});
