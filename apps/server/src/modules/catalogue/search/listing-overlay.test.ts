import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard, ProductSearchResult } from '@mall/shared';
import type { TestApp } from '../../../testing/build-test-app';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { splicedTexts } from '../../../testing/spliced';
import { fenOf, PRICE_TAG, yuanOf } from '../pricing';
import { listingTemplate, pricedListingBody } from './listing-overlay';

// A member's listing and search answer is the shared cached text with their agreement prices spliced in at the
// cards' price slots. Whatever prices apply, the spliced text must read as the shared answer with exactly the
// lowered cards marked 协议价 over their struck list price, and nothing else changed.

type Envelope = { code: number; msg: string; data: ProductSearchResult };

/** What the member must see: each card whose product's lowest agreement price is below its list price, marked. */
function expected(envelope: Envelope, low: ReadonlyMap<number, number>): Envelope {
  const mark = (c: ProductCard): ProductCard => {
    const agreed = low.get(c.productId);
    return agreed !== undefined && agreed < fenOf(c.price)
      ? { ...c, price: yuanOf(agreed), listPrice: c.price, priceTag: PRICE_TAG.agreement }
      : c;
  };
  const { data } = envelope;
  return {
    ...envelope,
    data: { ...data, list: data.list.map(mark), hotProducts: data.hotProducts.map(mark) },
  };
}

describe('listing overlay (price slots of the shared search answer)', () => {
  let app: TestApp;
  const bodies: string[] = [];

  beforeAll(async () => {
    app = await buildCatalogueApp(300);
    // A category page, a keyword search with highlighted titles, and a search that finds nothing (its
    // hot products are cards too).
    for (const payload of [
      { pageSize: 40 },
      { keyword: '螺丝刀', pageSize: 20 },
      { keyword: 'zzqxj无此物' },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/product/search', payload });
      expect(res.statusCode).toBe(200);
      bodies.push(res.body);
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('cuts every card of the list and of the hot products', () => {
    const [page, , nothing] = bodies.map((text) => listingTemplate({ text, until: 0 }));
    expect(page!.cut?.slots.length).toBe(page!.data.list.length);
    expect(page!.data.list.length).toBeGreaterThan(10);
    expect(nothing!.data.total).toBe(0);
    expect(nothing!.data.hotProducts.length).toBeGreaterThan(0);
    expect(nothing!.cut?.slots.length).toBe(nothing!.data.hotProducts.length);
  });

  it('the spliced text is the shared answer with exactly the lowered cards marked (any prices)', () => {
    for (const text of bodies) {
      const t = listingTemplate({ text, until: 0 });
      const envelope = JSON.parse(text) as Envelope;
      const ids = t.productIds;
      // Per product: no agreement, or one below, at or above the list price (the page's first card's).
      const arbLow = fc
        .array(fc.tuple(fc.constantFrom(...ids), fc.integer({ min: -5000, max: 5000 })), { maxLength: 30 })
        .map((pairs) => {
          const low = new Map<number, number>();
          for (const [id, delta] of pairs) {
            const card = [...t.data.list, ...t.data.hotProducts].find((c) => c.productId === id)!;
            low.set(id, Math.max(1, fenOf(card.price) + delta));
          }
          return low;
        });
      fc.assert(
        fc.property(arbLow, (low) => {
          const want = expected(envelope, low);
          const out = pricedListingBody(t, low);
          const lowered = JSON.stringify(want) !== JSON.stringify(envelope);
          if (!lowered) {
            expect(out).toBeNull();
            return;
          }
          // Plain and compressed alike (the compressed forms pad each slot with JSON whitespace: before a
          // lowered price, after one as it stands).
          const { plain, inflated, gunzipped } = splicedTexts(out!);
          expect(JSON.parse(plain)).toEqual(want);
          expect(JSON.parse(inflated)).toEqual(want);
          expect(gunzipped).toBe(inflated);
          expect(inflated.replace(/(?<=":) +(?=")| +(?=[,}\]])/g, '')).toBe(plain);
        }),
        { numRuns: 200 },
      );
    }
  });

  it('a cached body that already carries marks is not cut (the member path serialises instead)', () => {
    const envelope = JSON.parse(bodies[0]!) as Envelope;
    const first = envelope.data.list[0]!;
    envelope.data.list[0] = { ...first, listPrice: first.price, priceTag: PRICE_TAG.agreement };
    const t = listingTemplate({ text: JSON.stringify(envelope), until: 0 });
    expect(t.cut).toBeNull();
    expect(pricedListingBody(t, new Map([[first.productId, 1]]))).toBeUndefined();
  });
});
