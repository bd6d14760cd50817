import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { useTestDb } from '../../../testing/world';
import { MIN_PAIR_ORDERS, MIN_PAIR_PARTIES, rewritePairs } from './bought-together.compute';

/*
 * The nightly pair computation against a brute-force count: random order sets (baskets of products, some
 * companies' and some not, a product sometimes on two lines of one order) go through the job's statement,
 * and every written pair must be exactly the pairs a plain count finds with n(ab) ≥ 3, with its support
 * and lift — per company and over every order (there only when at least 2 parties' orders hold it).
 */

/** `party`: the company ('c11'), or the buyer outside one ('u2'). */
type Basket = { company: number; party: string; products: number[] };
type Pair = { company: number; a: number; b: number; orders: number; support: number; lift: number };

const db = useTestDb(60_000);

/** What the statement should write, counted the plain way. */
function bruteForce(baskets: readonly Basket[]): Pair[] {
  const scopes = new Map<number, { set: Set<number>; party: string }[]>();
  for (const b of baskets) {
    const set = new Set(b.products);
    if (!set.size) continue;
    for (const scope of b.company ? [0, b.company] : [0])
      scopes.set(scope, [...(scopes.get(scope) ?? []), { set, party: b.party }]);
  }
  const out: Pair[] = [];
  for (const [company, held] of scopes) {
    const n = held.length;
    const products = [...new Set(held.flatMap((h) => [...h.set]))];
    const holding = (...ps: number[]) => held.filter((h) => ps.every((p) => h.set.has(p)));
    const count = (...ps: number[]) => holding(...ps).length;
    for (const a of products)
      for (const b of products) {
        if (a === b) continue;
        const ab = count(a, b);
        if (ab < MIN_PAIR_ORDERS) continue;
        const parties = new Set(holding(a, b).map((h) => h.party)).size;
        if (company === 0 && parties < MIN_PAIR_PARTIES) continue;
        out.push({ company, a, b, orders: ab, support: ab / n, lift: (ab * n) / (count(a) * count(b)) });
      }
  }
  return out;
}

const key = (p: Pick<Pair, 'company' | 'a' | 'b'>) => `${p.company}:${p.a}:${p.b}`;

async function written(baskets: readonly Basket[]): Promise<Pair[]> {
  const rows = baskets.flatMap((b, i) => b.products.map((product) => [i + 1, b.company, b.party, product]));
  const col = (k: number) => sql.param(rows.map((r) => r[k]));
  const source = sql`select * from unnest(${col(0)}::int[], ${col(1)}::bigint[], ${col(2)}::text[],
    ${col(3)}::int[]) as x(basket, company_id, party, product_id)`;
  await db.db.transaction((tx) => rewritePairs(tx, source, new Date()));
  const got = await queryRows<{
    company_id: string | number;
    product_id: number;
    other_product_id: number;
    orders: number;
    support: string;
    lift: string;
  }>(db.db, sql`select * from bought_together_pairs`);
  return got.map((r) => ({
    company: Number(r.company_id),
    a: r.product_id,
    b: r.other_product_id,
    orders: r.orders,
    support: Number(r.support),
    lift: Number(r.lift),
  }));
}

const basket = fc
  .record({
    company: fc.constantFrom(0, 0, 11, 12, 13),
    buyer: fc.integer({ min: 1, max: 3 }),
    products: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 4 }),
  })
  .map(({ company, buyer, products }) => ({
    company,
    party: company ? `c${company}` : `u${buyer}`,
    products,
  }));

describe('frequently bought together: the nightly pairs', () => {
  it('keeps exactly the pairs of at least 3 orders, with support and lift, per company and overall (property)', async () => {
    let withPairs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(basket, { minLength: 0, maxLength: 60, size: 'max' }), async (baskets) => {
        const expected = bruteForce(baskets);
        if (expected.some((e) => e.company !== 0) && expected.some((e) => e.company === 0)) withPairs++;
        const got = await written(baskets);
        expect(got.map(key).sort()).toEqual(expected.map(key).sort());
        const byKey = new Map(got.map((p) => [key(p), p]));
        for (const e of expected) {
          const g = byKey.get(key(e))!;
          expect(g.orders).toBe(e.orders);
          // Stored as numeric(12, 8) and numeric(14, 6): off by half a last place at most (and a float's dust).
          expect(Math.abs(g.support - e.support)).toBeLessThanOrEqual(5e-9 + 1e-15);
          expect(Math.abs(g.lift - e.lift)).toBeLessThanOrEqual(5e-7 + 1e-12);
          // Symmetric: b → a is written with the same figures.
          expect(byKey.get(key({ company: e.company, a: e.b, b: e.a }))?.orders).toBe(e.orders);
        }
      }),
      { numRuns: 40 },
    );
    // The random sets do reach the threshold, overall and per company (not only empty answers).
    expect(withPairs).toBeGreaterThan(5);
  }, 120_000);

  it('a pair seen in 2 orders is not kept; a third order keeps it with lift N·n(ab)/(n(a)·n(b))', async () => {
    const two: Basket[] = [
      { company: 0, party: 'u1', products: [1, 2] },
      { company: 0, party: 'u2', products: [1, 2, 2] },
      { company: 0, party: 'u1', products: [3] },
    ];
    expect(await written(two)).toEqual([]);
    const three = [...two, { company: 0, party: 'u1', products: [2, 1] }];
    const pairs = await written(three);
    expect(pairs).toHaveLength(2);
    // N = 4 orders, n(1) = n(2) = n(12) = 3: support 0.75, lift 3·4/(3·3) = 1.333333.
    expect(pairs.find((p) => p.a === 1)).toMatchObject({ orders: 3, support: 0.75, lift: 1.333333 });
  });

  it('a company’s own pairs count only its orders; an overall pair needs orders of two parties', async () => {
    const baskets: Basket[] = [
      ...Array.from({ length: 3 }, () => ({ company: 11, party: 'c11', products: [1, 2] })),
      ...Array.from({ length: 2 }, () => ({ company: 12, party: 'c12', products: [1, 3] })),
      { company: 0, party: 'u1', products: [1, 3] },
    ];
    // 1–2 is company 11's alone: its own, never overall. 1–3 is two parties': overall, nobody's own (2 orders).
    const keys = (await written(baskets)).map(key).sort();
    expect(keys).toEqual(['0:1:3', '0:3:1', '11:1:2', '11:2:1']);
  });
});
