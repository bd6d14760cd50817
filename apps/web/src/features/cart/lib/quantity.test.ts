import { describe, expect, it } from 'vitest';
import { fixQuantity, maxQuantity } from './quantity';

describe('cart quantity rules', () => {
  const rule = { moq: 10, step: 5, stock: 37 };
  it('caps at the largest grid value the stock allows', () => {
    expect(maxQuantity(rule)).toBe(35);
    expect(maxQuantity({ moq: 10, step: 5, stock: 9 })).toBe(0);
  });
  it('moves a quantity onto the grid and says why', () => {
    expect(fixQuantity(3, rule)).toEqual({ value: 10, reason: 'belowMoq' });
    expect(fixQuantity(12, rule)).toEqual({ value: 15, reason: 'offStep' });
    expect(fixQuantity(36, rule)).toEqual({ value: 35, reason: 'overStock' });
    expect(fixQuantity(20, rule)).toEqual({ value: 20, reason: null });
  });
});
