import { describe, expect, it } from 'vitest';
import { fenToYuan, formatPrice, yuanToFen } from './price';

describe('formatPrice', () => {
  it('gives an empty string for empty values', () => {
    expect(formatPrice('')).toBe('');
    expect(formatPrice(null)).toBe('');
    expect(formatPrice(undefined)).toBe('');
  });
  it('rounds up to two decimals', () => {
    expect(formatPrice('12.341')).toBe('12.35');
    expect(formatPrice('12.3')).toBe('12.30');
    expect(formatPrice(5)).toBe('5.00');
    expect(formatPrice('0.001')).toBe('0.01');
    expect(formatPrice('19.999')).toBe('20.00');
  });
  it('cuts the value to its first 10 characters before rounding', () => {
    // "1.23456789012" → "1.23456789" → 1.24
    expect(formatPrice('1.23456789012')).toBe('1.24');
    // "123456.7800001" → "123456.780" → nothing beyond cents, stays 123456.78
    expect(formatPrice('123456.7800001')).toBe('123456.78');
  });
  it('applies the cut to the printed float, so float noise past 10 characters vanishes', () => {
    // 0.1 + 0.2 prints as "0.30000000000000004"; its first 10 characters are "0.30000000".
    expect(formatPrice(0.1 + 0.2)).toBe('0.30');
  });
});

describe('fen and yuan', () => {
  it('converts both ways without floats', () => {
    expect(fenToYuan(1230)).toBe('12.30');
    expect(fenToYuan(5)).toBe('0.05');
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen('0.07')).toBe(7);
    expect(() => yuanToFen('1.234')).toThrow();
  });
});
