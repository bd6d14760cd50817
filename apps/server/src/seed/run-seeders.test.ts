import { describe, expect, it } from 'vitest';
import type { Seeder } from '../db/seeder';
import { runSeeders, seeders } from './index';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seeders that write what they do into `events`; `fail` throws after `ms`. */
function seeder(name: string, events: string[], opts: { ms?: number; alongside?: boolean; fail?: boolean }) {
  const s: Seeder = {
    name,
    alongside: opts.alongside,
    async run() {
      events.push(`${name} start`);
      await sleep(opts.ms ?? 1);
      if (opts.fail) {
        events.push(`${name} failed`);
        throw new Error(`${name} broke`);
      }
      events.push(`${name} end`);
    },
  };
  return s;
}
const ctx = (log: string[]) => ({ db: null as never, env: null as never, log: (m: string) => log.push(m) });

describe('the seed runner', () => {
  it('runs seeders in order, and those next to each other marked alongside at the same time', async () => {
    const events: string[] = [];
    const log: string[] = [];
    await runSeeders(
      [
        seeder('a', events, {}),
        seeder('b', events, { ms: 40, alongside: true }),
        seeder('c', events, { ms: 10, alongside: true }),
        seeder('d', events, {}),
      ],
      ctx(log),
    );
    expect(events).toEqual(['a start', 'a end', 'b start', 'c start', 'c end', 'b end', 'd start', 'd end']);
    expect(log.map((m) => m.replace(/\d+ ms/, 'N ms'))).toEqual([
      'seeded a in N ms',
      'seeded c in N ms',
      'seeded b in N ms',
      'seeded d in N ms',
    ]);
  });

  it('lets the others of a group end before it throws the failure, and runs nothing after it', async () => {
    const events: string[] = [];
    await expect(
      runSeeders(
        [
          seeder('b', events, { ms: 1, alongside: true, fail: true }),
          seeder('c', events, { ms: 30, alongside: true }),
          seeder('d', events, {}),
        ],
        ctx([]),
      ),
    ).rejects.toThrow('b broke');
    expect(events).toEqual(['b start', 'c start', 'b failed', 'c end']);
  });

  it('builds the search index and the product pages last, side by side', () => {
    const last = seeders.slice(-2);
    expect(last.map((s) => [s.name, s.alongside])).toEqual([
      ['search index', true],
      ['product pages', true],
    ]);
    expect(seeders.slice(0, -2).some((s) => s.alongside)).toBe(false);
  });
});
