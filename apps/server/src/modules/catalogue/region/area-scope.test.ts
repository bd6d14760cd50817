import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error';
import { AreaScope, areaScope } from './area-scope';

describe('areaScope: sold in this area', () => {
  it('a mainland buyer sees products sold in the province or nationwide; 全国 sees everything', () => {
    const zhejiang = areaScope('330000');
    expect(zhejiang.includes(['330000'])).toBe(true);
    expect(zhejiang.includes(['0000'])).toBe(true);
    expect(zhejiang.includes(['320000', '310000'])).toBe(false);
    // A city or district counts as its province.
    expect(areaScope('330106').codes).toEqual(zhejiang.codes);
    const all = areaScope('0000');
    expect(all.codes).toBeNull();
    expect(all.includes(['810000'])).toBe(true);
    expect(all.where(['area_codes'] as never)).toBeUndefined();
  });

  it('Hong Kong, Macao and Taiwan see only what is sold there (nationwide means the mainland)', () => {
    const hk = areaScope('810000');
    expect(hk.includes(['0000'])).toBe(false);
    expect(hk.includes(['810000'])).toBe(true);
  });

  it('refuses an unknown province, and unites several areas in a stable order', () => {
    expect(() => areaScope('990000')).toThrow(AppError);
    expect(() => areaScope('990000')).toThrow('销售区域不存在');
    expect(AreaScope.union(['440000', '330000', '330100']).codes).toEqual(['0000', '330000', '440000']);
    expect(AreaScope.union([]).codes).toBeNull();
    expect(AreaScope.union(['330000', '0000']).codes).toBeNull();
  });
});
