import { describe, expect, it } from 'vitest';
import type { ProductSearchResult } from '@mall/shared';
import { useTestApp } from '../../../testing/world';
import { evaluateQuality, loadQualitySet } from './quality';
import { buildCatalogueApp } from '../../../testing/search.fixture';

const w = useTestApp(() => buildCatalogueApp());

describe('search quality set', () => {
  it('holds at least 60 queries of every kind', () => {
    const set = loadQualitySet();
    expect(set.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(set.map((q) => q.kind));
    for (const kind of ['chinese', 'pinyin', 'initials', 'brand+type', 'model', 'typo', 'synonym']) {
      expect(kinds).toContain(kind);
    }
  });

  it('reaches precision@10 ≥ 0.9 on the demo catalogue, and every query finds something relevant', async () => {
    const { results, precision, recall } = await evaluateQuality(w.app.db.db, async (keyword) => {
      const res = await w.app.inject({
        method: 'POST',
        url: '/api/product/search',
        payload: { keyword, pageSize: 10 },
      });
      return (res.json().data as ProductSearchResult).list;
    });
    const weak = results.filter((r) => r.precision < 1 || r.relevantInTop === 0);
    console.log(
      `quality set: ${results.length} queries, precision@10 ${precision.toFixed(3)}, recall@10 ${recall.toFixed(3)}` +
        (weak.length
          ? `\n  below 1: ${weak.map((r) => `${r.query} (${r.relevantInTop}/${r.returned})`).join(', ')}`
          : ''),
    );
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(results.filter((r) => r.relevantInTop === 0).map((r) => r.query)).toEqual([]);
  });
});
