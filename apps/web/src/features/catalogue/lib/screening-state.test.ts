import { describe, expect, it } from 'vitest';
import { hasFilters, parseScreening, toSearchBody, writeScreening } from './screening-state';

describe('screening state in the URL', () => {
  it('reads every filter, sort and page', () => {
    const state = parseScreening(
      new URLSearchParams(
        'value=螺丝刀&brand=3,17&attr=规格:M8&attr=规格:M10&attr=材质:304不锈钢&pmin=10&pmax=99.5&stock=1&sort=priceDesc&page=3&cat=2001',
      ),
    );
    expect(state).toEqual({
      brandIds: [3, 17],
      attrs: { 规格: ['M8', 'M10'], 材质: ['304不锈钢'] },
      priceMin: '10',
      priceMax: '99.5',
      inStock: true,
      sort: 'priceDesc',
      page: 3,
      categoryId: 2001,
      ranges: {},
    });
    expect(hasFilters(state)).toBe(true);
  });

  it('drops what it cannot understand instead of breaking the page', () => {
    const state = parseScreening(
      new URLSearchParams(
        'brand=abc,0,5,5&attr=nocolon&attr=:x&attr=y:&pmin=-1&pmax=1.234&sort=cheap&page=0&cat=x',
      ),
    );
    expect(state).toEqual({
      brandIds: [5],
      attrs: {},
      priceMin: '',
      priceMax: '',
      inStock: false,
      sort: 'default',
      page: 1,
      categoryId: undefined,
      ranges: {},
    });
    expect(hasFilters(parseScreening(new URLSearchParams('sort=sales&page=4')))).toBe(false);
  });

  it('writes back the same link and keeps the page’s own params', () => {
    const params = new URLSearchParams('value=扳手&brand=3&attr=规格:M8&sort=sales&page=2');
    const round = writeScreening(params, parseScreening(params));
    expect(round.get('value')).toBe('扳手');
    expect(parseScreening(round)).toEqual(parseScreening(params));
    // Defaults leave no trace in the URL.
    const clean = writeScreening(new URLSearchParams('value=扳手'), parseScreening(new URLSearchParams()));
    expect(clean.toString()).toBe(`value=${encodeURIComponent('扳手')}`);
  });

  it('builds the search body with 20 a page and the area', () => {
    const state = parseScreening(new URLSearchParams('brand=3&attr=规格:M8&pmin=10&stock=1&page=2'));
    expect(toSearchBody({ categoryId: 1909 }, state, '110000')).toEqual({
      categoryId: 1909,
      brandIds: [3],
      attrs: { 规格: ['M8'] },
      priceMin: '10',
      inStock: true,
      sort: 'default',
      pageNum: 2,
      pageSize: 20,
      areaCode: '110000',
    });
  });

  it('holds numeric ranges as range=id:min~max, drops malformed ones and sends them in the body', () => {
    const params = new URLSearchParams(
      'range=11:20~20&range=12:~50&range=13:4.5~&range=11:1~2&range=14:~&range=15:9~3&range=0:1~2&range=16:-1~2&range=x',
    );
    const state = parseScreening(params);
    expect(state.ranges).toEqual({
      11: { min: '20', max: '20' },
      12: { min: '', max: '50' },
      13: { min: '4.5', max: '' },
    });
    expect(hasFilters(state)).toBe(true);
    const round = writeScreening(new URLSearchParams('value=轴承'), state);
    expect(round.getAll('range')).toEqual(['11:20~20', '12:~50', '13:4.5~']);
    expect(parseScreening(round)).toEqual(state);
    expect(toSearchBody({ categoryId: 7 }, state, '0000').ranges).toEqual({
      11: { min: '20', max: '20' },
      12: { max: '50' },
      13: { min: '4.5' },
    });
    expect(toSearchBody({ categoryId: 7 }, parseScreening(new URLSearchParams())).ranges).toBeUndefined();
  });
});
