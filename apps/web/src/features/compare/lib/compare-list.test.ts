import { describe, expect, it } from 'vitest';
import { addEntry, parseCompareState, type CompareEntry } from './compare-list';

const entry = (skuId: number, productId = skuId * 10): CompareEntry => ({
  skuId,
  productId,
  title: `商品${skuId}`,
  image: `/api/files/product/${productId}.svg`,
  spec: '',
});

describe('the compare list', () => {
  it('adds up to four SKUs and refuses a fifth', () => {
    let list: CompareEntry[] = [];
    for (const id of [1, 2, 3, 4]) {
      const r = addEntry(list, entry(id));
      expect(r.outcome).toBe('added');
      list = r.list;
    }
    const fifth = addEntry(list, entry(5));
    expect(fifth.outcome).toBe('full');
    expect(fifth.list.map((e) => e.skuId)).toEqual([1, 2, 3, 4]);
  });

  it('keeps a SKU already there in its place, even when the list is full', () => {
    const list = [entry(1), entry(2), entry(3), entry(4)];
    expect(addEntry(list, entry(3))).toEqual({ list, outcome: 'exists' });
    // Another SKU of a product already there is a different column.
    expect(addEntry([entry(1, 10)], entry(2, 10)).outcome).toBe('added');
  });

  it('reads back what was stored', () => {
    const state = { entries: [entry(1), { ...entry(2), spec: 'M8×30' }], collapsed: true };
    expect(parseCompareState(JSON.stringify(state))).toEqual(state);
  });

  it('drops what is not a well-formed list: bad JSON, wrong shapes, repeats, more than four', () => {
    expect(parseCompareState(null)).toEqual({ entries: [], collapsed: false });
    expect(parseCompareState('{oops')).toEqual({ entries: [], collapsed: false });
    expect(parseCompareState('[1,2]')).toEqual({ entries: [], collapsed: false });
    const raw = JSON.stringify({
      entries: [
        entry(1),
        { ...entry(2), skuId: '2' },
        { ...entry(3), productId: -1 },
        { ...entry(4), title: null },
        entry(1),
        { skuId: 5, productId: 50, title: '无图', image: 7 },
        entry(6),
        entry(7),
        entry(8),
      ],
      collapsed: 'yes',
    });
    const state = parseCompareState(raw);
    expect(state.entries.map((e) => e.skuId)).toEqual([1, 5, 6, 7]);
    expect(state.entries[1]).toEqual({ skuId: 5, productId: 50, title: '无图', image: '', spec: '' });
    expect(state.collapsed).toBe(false);
  });

  it('never keeps the bar folded with nothing in it', () => {
    expect(parseCompareState(JSON.stringify({ entries: [], collapsed: true })).collapsed).toBe(false);
  });
});
