import { describe, expect, it } from 'vitest';
import { turnBatcher } from './turn-batch';

describe('turnBatcher', () => {
  it('reads the keys asked for in one turn together, each once, and gives missing keys the fallback', async () => {
    const batches: number[][] = [];
    const reader = turnBatcher<number, string>(
      async (keys) => {
        batches.push(keys);
        return new Map(keys.filter((k) => k % 2 === 0).map((k) => [k, `v${k}`]));
      },
      { maxBatchSize: 10, missing: 'none' },
    );
    const answers = await Promise.all([2, 3, 2, 4].map((k) => reader.load(k)));
    expect(answers).toEqual(['v2', 'none', 'v2', 'v4']);
    expect(batches).toEqual([[2, 3, 4]]);
    // A later turn reads afresh (nothing cached).
    expect(await reader.load(2)).toBe('v2');
    expect(batches).toEqual([[2, 3, 4], [2]]);
  });
});
