import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AreaLists, FactSlab, type SkuFact } from './sku-facts.slab';

// The slab keeps SKU facts in typed arrays (issue 51: the copy sized by memory). Whatever is put, replaced and
// forgotten, by SKU or by product, it answers as a plain map of the facts would, until it is full.

const AREA_LISTS = [['0000'], ['330000', '320000'], ['110000']];
const fact: fc.Arbitrary<SkuFact> = fc.record({
  productId: fc.integer({ min: 1, max: 3 }),
  listFen: fc.integer({ min: 0, max: 2_147_483_647 }),
  tiers: fc.oneof(
    fc.constant([]),
    fc
      .uniqueArray(fc.integer({ min: 2, max: 500 }), { minLength: 1, maxLength: 3 })
      .map((qs) =>
        [...qs].sort((x, y) => x - y).map((minQuantity, i) => ({ minQuantity, priceFen: 900 - i })),
      ),
  ),
  on: fc.boolean(),
  salesAreas: fc.constantFrom(...AREA_LISTS),
  stock: fc.integer({ min: 0, max: 2_147_483_647 }),
  areaStocks: fc.option(fc.dictionary(fc.constantFrom('330000', '110000'), fc.nat(9999)), { nil: null }),
});
const op = fc.oneof(
  // Few ids and products: SKUs are put again, moved between products and forgotten in the middle of a chain.
  fc.record({ put: fc.integer({ min: 1, max: 5 }), fact }),
  fc.record({ del: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ delProduct: fc.integer({ min: 1, max: 3 }) }),
);

describe('SKU facts slab', () => {
  it('answers as a map of the facts put, replaced and forgotten, and takes no more than its capacity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.array(op, { maxLength: 60 }), (capacity, ops) => {
        const slab = new FactSlab(capacity, new AreaLists());
        const model = new Map<number, SkuFact>();
        let puts = 0;
        for (const o of ops) {
          if ('put' in o) {
            const kept = slab.put(o.put, o.fact);
            expect(kept).toBe(puts < capacity);
            if (kept) {
              puts++;
              model.set(o.put, o.fact);
            }
          } else if ('del' in o) {
            slab.delete(o.del);
            model.delete(o.del);
          } else {
            slab.deleteProduct(o.delProduct);
            for (const [id, f] of model) if (f.productId === o.delProduct) model.delete(id);
          }
          expect(slab.full).toBe(puts >= capacity);
          expect(slab.size).toBe(model.size);
          for (let id = 1; id <= 5; id++) {
            const want = model.get(id);
            expect(slab.has(id)).toBe(!!want);
            expect(slab.get(id)).toEqual(want && { ...want, tiers: [...want.tiers] });
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps each sales-area list once and says when the table is full', () => {
    const lists = new AreaLists();
    expect(lists.numberOf(['330000', '320000'])).toBe(lists.numberOf(['330000', '320000']));
    expect(lists.numberOf(['0000'])).not.toBe(lists.numberOf(['330000', '320000']));
    expect(lists.list(lists.numberOf(['110000'])!)).toEqual(['110000']);
    for (let i = 3; i < 65_535; i++) expect(lists.numberOf([String(i)])).toBe(i);
    expect(lists.numberOf(['another'])).toBeNull();
    const slab = new FactSlab(4, lists);
    const f: SkuFact = {
      productId: 1,
      listFen: 1,
      tiers: [],
      on: true,
      salesAreas: ['another'],
      stock: 1,
      areaStocks: null,
    };
    expect(slab.put(1, f)).toBe(false);
    expect(slab.put(1, { ...f, salesAreas: ['0000'] })).toBe(true);
  });
});
