import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ProductSearchResult, QuickOrderMatch } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { seeders } from '../../../seed';
import { loginBuyer } from '../../../testing/accounts';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { useTestApp } from '../../../testing/world';

// The demo seed's cross-reference numbers and the demo company's material codes, as the README says to try them.

const w = useTestApp(() => buildCatalogueApp(600), 120_000);

describe('demo part numbers and material codes', () => {
  it('gives 200 part numbers, 50 demo-company codes, and both are found as the README says', async () => {
    const ctx = { db: w.app.db.db, env: w.app.env, log: () => {} };
    for (const name of ['demo accounts', 'demo company', 'demo part numbers', 'demo material codes'])
      await seeders.find((s) => s.name === name)!.run(ctx);
    const [counts] = await queryRows<{ numbers: number; bearings: number; codes: number }>(
      w.app.db.db,
      sql`select (select count(*)::int from sku_part_numbers) as numbers,
            (select count(*)::int from sku_part_numbers where source in ('SKF', 'NSK', 'FAG')) as bearings,
            (select count(*)::int from company_material_codes) as codes`,
    );
    expect(counts).toMatchObject({ numbers: 200, codes: 50 });
    expect(counts!.bearings).toBeGreaterThan(20);

    const search = await w.app.inject({
      method: 'POST',
      url: '/api/product/search',
      payload: { keyword: '6204-2RS' },
    });
    const cards = (search.json().data as ProductSearchResult).list;
    expect(cards[0]?.matchedPartNumber).toEqual({ number: '6204-2RS', source: 'SKF' });

    const demo = await loginBuyer(w.app, 'demo', 'Demo@123456');
    const res = await w.app.inject({
      method: 'POST',
      url: '/api/quick-order/match',
      headers: { authorization: `Bearer ${demo.accessToken}` },
      payload: { text: 'WL-10001 1\nWL-10002 2\nWL-10010 1' },
    });
    const lines = (res.json().data as QuickOrderMatch).lines;
    expect(lines.map((l) => [l.matchedBy, l.matchedNote, l.sku !== null])).toEqual([
      ['material_code', '物料编码 WL-10001', true],
      ['material_code', '物料编码 WL-10002', true],
      ['material_code', '物料编码 WL-10010', true],
    ]);
    expect(lines[2]!.note).toMatch(/^按物料编码换算 1 → 12/);
  }, 120_000);
});
