import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SlotIndex } from './slot-index';

// The slab's id index answers as a Map would, for ids in its array, past it, past its limit, and ids that are
// not whole numbers at all.
const id = fc.oneof(
  fc.integer({ min: 0, max: 40 }),
  fc.integer({ min: 1000, max: 5000 }),
  fc.constantFrom(8_388_607, 8_388_608, 2_147_483_647, -1, 1.5, Number.NaN),
);
const op = fc.oneof(
  fc.record({ set: id, slot: fc.nat(1_000_000) }),
  fc.record({ del: id }),
  fc.record({ get: id }),
);

describe('SKU id → slot index', () => {
  it('answers get, has and size as a Map of the same sets and deletes', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const index = new SlotIndex();
        const model = new Map<number, number>();
        for (const o of ops) {
          if ('set' in o) {
            index.set(o.set, o.slot);
            model.set(o.set, o.slot);
          } else if ('del' in o) {
            index.delete(o.del);
            model.delete(o.del);
          } else {
            expect(index.get(o.get)).toBe(model.get(o.get));
            expect(index.has(o.get)).toBe(model.has(o.get));
          }
          expect(index.size).toBe(model.size);
        }
        for (const [k, v] of model) expect(index.get(k)).toBe(v);
      }),
      { numRuns: 1000 },
    );
  });
});
