import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ReplicaSet } from './replicas';

// The lag rule of ReplicaSet, without a server: the pools are made but never connect (nothing is started).
const MAX_LAG = 500;
const set = new ReplicaSet('postgres://127.0.0.1:1/none', ['postgres://127.0.0.1:1/none'], {
  maxLagMs: MAX_LAG,
  poolSize: 1,
});
const inner = set as unknown as {
  samples: { at: number; lsn: bigint }[];
  lagOf: (replay: bigint, now: number) => number | null;
};
afterAll(() => set.close());

/** Samples of the primary's position: times and positions both rising. */
const samplesArb = fc
  .array(fc.tuple(fc.integer({ min: 1, max: 400 }), fc.integer({ min: 0, max: 5000 })), {
    minLength: 1,
    maxLength: 30,
  })
  .map((steps) => {
    let at = 1_000_000;
    let lsn = 1000n;
    return steps.map(([dt, dl]) => ({ at: (at += dt), lsn: (lsn += BigInt(dl)) }));
  });

describe('a replica’s lag', () => {
  it('is 0 only when it replayed the newest sample and that sample is within the bound; never under the time since the primary was where it is', () => {
    fc.assert(
      fc.property(
        samplesArb,
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (samples, wait, replayAt) => {
          inner.samples.length = 0;
          inner.samples.push(...samples);
          const newest = samples.at(-1)!;
          const now = newest.at + wait;
          const replay = 1000n + BigInt(replayAt);
          const lag = inner.lagOf(replay, now)!;
          expect(lag).toBeGreaterThanOrEqual(0);
          const current = replay >= newest.lsn;
          if (current && wait <= MAX_LAG) expect(lag).toBe(0);
          else expect(lag).toBeGreaterThan(0);
          // A stale newest sample (the primary's monitor stalled): the replica is not taken as current.
          if (wait > MAX_LAG) expect(lag).toBeGreaterThan(MAX_LAG);
          // Behind: at least the age of the first sample it has not reached.
          const missed = samples.find((s) => s.lsn > replay);
          if (missed) expect(lag).toBeGreaterThanOrEqual(now - missed.at - 400);
        },
      ),
    );
  });
});
