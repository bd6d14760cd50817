import { describe, expect, it } from 'vitest';
import { sampler, ZIPF_S } from './traffic';

const draws = (next: () => number, times: number, n: number) => {
  const counts = new Array<number>(n).fill(0);
  for (let i = 0; i < times; i++) counts[next()]!++;
  return counts;
};

describe('bench traffic sampler', () => {
  it('draws uniformly: every key of 1,000 comes up, none far from its share', () => {
    const counts = draws(sampler(1000, 'uniform', 7), 200_000, 1000);
    expect(Math.min(...counts)).toBeGreaterThan(120); // expected 200 each
    expect(Math.max(...counts)).toBeLessThan(290);
  });

  it('draws by a Zipf law: the k-th most popular key comes up about 1/k^s as often as the first', () => {
    const n = 10_000;
    const counts = draws(sampler(n, 'zipf', 7), 400_000, n).sort((a, b) => b - a);
    let h = 0;
    for (let k = 1; k <= n; k++) h += 1 / Math.pow(k, ZIPF_S);
    const share = counts[0]! / 400_000;
    expect(share).toBeGreaterThan((1 / h) * 0.9);
    expect(share).toBeLessThan((1 / h) * 1.1);
    expect(counts[9]! / counts[0]!).toBeGreaterThan(Math.pow(10, -ZIPF_S) * 0.75);
    expect(counts[9]! / counts[0]!).toBeLessThan(Math.pow(10, -ZIPF_S) * 1.25);
    // A long tail: thousands of distinct keys are still requested.
    expect(counts.filter((c) => c > 0).length).toBeGreaterThan(3000);
  });

  it('ranks popularity in a seeded random order, not by id, and repeats its sequence for a seed', () => {
    const a = sampler(10_000, 'zipf', 42);
    const b = sampler(10_000, 'zipf', 42);
    const seqA = Array.from({ length: 50 }, a);
    expect(Array.from({ length: 50 }, b)).toEqual(seqA);
    const counts = draws(sampler(10_000, 'zipf', 42), 100_000, 10_000);
    const hottest = counts.indexOf(Math.max(...counts));
    expect(hottest).not.toBe(0);
    expect(Array.from({ length: 50 }, sampler(10_000, 'zipf', 43))).not.toEqual(seqA);
  });
});
