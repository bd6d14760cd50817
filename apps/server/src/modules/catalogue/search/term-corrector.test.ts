import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { useTestApp } from '../../../testing/world';
import { similarity, trigrams } from './term-corrector';

// The in-process corrector must score as pg_trgm does, or a list would be corrected differently from a search.

const w = useTestApp();

describe('trigram similarity', () => {
  it('equals pg_trgm on pinyin, Latin, Chinese and mixed text', async () => {
    const pairs: [string, string][] = [
      ['luosidao', 'luosidao'],
      ['luosidao', 'luosida'],
      ['bosh', 'bosch'],
      ['rbust', 'robust'],
      ['螺丝到', '螺丝刀'],
      ['美刀', '美工刀'],
      ['Honeywel', 'honeywell'],
      ['3M 防护', '3m防护手套'],
      ['a', 'b'],
    ];
    const rows = await queryRows<{ s: number }>(
      w.app.db.db,
      sql`select similarity(a, b)::float8 as s from unnest(${sql.param(pairs.map((p) => p[0]))}::text[],
        ${sql.param(pairs.map((p) => p[1]))}::text[]) as x(a, b)`,
    );
    const mine = pairs.map(([a, b]) => similarity(trigrams(a), trigrams(b)));
    rows.forEach((r, i) => expect(mine[i], pairs[i]!.join(' / ')).toBeCloseTo(r.s, 5));
  });
});
