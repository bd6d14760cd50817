import { decimalToMicro, microToDecimal } from '@mall/shared';
import type { RangeIndex, Row } from './range-index';
import type { RangeAsk, RangeAttr, RangeBounds } from './range-filter';
import { PRICE_BANDS, type CountedFacets } from './search-hits';
import type { SearchRequest } from './search-request';

/*
 * A category listing with range filters, answered in the process (issue 50's budget: p99 ≤ 40 ms under spread
 * traffic). Every facet of a ranged listing honours the range dimension, so only the products carrying typed
 * values of the asked attributes can count; those products' search rows and their SKUs' typed values are held
 * per index version and set of attributes (`RangeIndex`), and the match, the total, the ordered page, every
 * facet and the bounds are computed from them here, by the same rules as the statement in search-engine.ts.
 * Only the page's cards are read from PostgreSQL. docs/decisions/2026-12-01-range-listing-in-process.md.
 */

const askMicro = (text: string | undefined) => (text === undefined ? undefined : decimalToMicro(text));

/** Per SKU (by its index), a bit per asked range it lies in (a value of that attribute inside or overlapping). */
function skuMasks(ix: RangeIndex, asks: readonly RangeAsk[]): Uint16Array {
  const masks = new Uint16Array(ix.skus);
  asks.forEach((ask, i) => {
    const col = ix.values.get(ask.attributeId);
    if (!col) return;
    const min = askMicro(ask.min) ?? -Infinity;
    const max = askMicro(ask.max) ?? Infinity;
    const bit = 1 << i;
    for (let r = 0; r < col.sku.length; r++)
      if (col.lo[r]! <= max && col.hi[r]! >= min && col.lo[r]! !== Infinity) masks[col.sku[r]!]! |= bit;
  });
  return masks;
}

/** The price band (index of PRICE_BANDS) of a price in fen, as BAND_CASE computes it. */
function bandOf(fen: number): number {
  return PRICE_BANDS.findIndex(([, hi]) => hi === null || fen < hi);
}

type Order = (a: Row, b: Row) => number;
const bySalesThenId: Order = (a, b) => b.sales - a.sales || b.id - a.id;
const ORDERS: Record<SearchRequest['sort'], Order> = {
  default: bySalesThenId,
  sales: bySalesThenId,
  priceAsc: (a, b) => a.price - b.price || bySalesThenId(a, b),
  priceDesc: (a, b) => b.price - a.price || bySalesThenId(a, b),
  new: (a, b) => b.created - a.created || b.id - a.id,
};

const counted = (counts: Map<number, number>, limit: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([id, count]) => ({ id, count }));

function add<K>(counts: Map<K, number>, key: K) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

/**
 * The ranged listing of `req` (no keyword, a category, no shop, scene or pool) from the index: the page's ids,
 * the ranked head, the total and the facets, by the statement's rules (each facet honours every filter but its
 * own; each attribute's bounds honour the other attributes' ranges on the same SKU, not its own).
 */
export function rangedListing(
  ix: RangeIndex,
  req: SearchRequest & { category: NonNullable<SearchRequest['category']> },
): { ids: number[]; total: number; facets: CountedFacets['facets'] } {
  const asks = req.ranges ?? [];
  const masks = skuMasks(ix, asks);
  const full = (1 << asks.length) - 1;
  // Products (by row) one of whose SKUs lies inside every asked range.
  const matched = new Uint8Array(ix.rows.length);
  const first = asks[0] && ix.values.get(asks[0].attributeId);
  if (first)
    for (let r = 0; r < first.sku.length; r++)
      if (masks[first.sku[r]!] === full && first.row[r]! >= 0) matched[first.row[r]!] = 1;

  const level = req.category.level - 1;
  const lo = req.priceMinFen ?? 0;
  const hi = req.priceMaxFen ?? 2_000_000_000;
  const brands = req.brandIds?.length ? new Set(req.brandIds) : null;
  const attrNames = Object.keys(req.attrs ?? {}).filter((n) => req.attrs![n]!.length);
  const attrSets = attrNames.map((name) => new Set(req.attrs![name]!.map((v) => `${name}=${v}`)));
  const priced = req.priceMinFen !== undefined || req.priceMaxFen !== undefined;

  // Facet dimensions as bits of a row's misses: brand, price, range, then each checkbox attribute.
  const B = 1;
  const P = 2;
  const R = 4;
  const A = (i: number) => 8 << i;
  const hits: Row[] = [];
  const brandCounts = new Map<number, number>();
  const catCounts = new Map<number, number>();
  const bandCounts = new Map<number, number>();
  const keyCounts = new Map<string, number>();
  const keep = new Uint8Array(ix.rows.length);
  ix.rows.forEach((row, at) => {
    if (row.cats[level] !== req.category.id) return;
    if (req.inStock && !row.inStock) return;
    if (!req.area.includes(row.areas)) return;
    let miss = 0;
    if (brands && !brands.has(row.brand)) miss |= B;
    if (priced && !(row.price >= lo && row.price <= hi)) miss |= P;
    if (!matched[at]) miss |= R;
    attrSets.forEach((set, i) => {
      if (!row.keys.some((k) => set.has(k))) miss |= A(i);
    });
    // A facet honours every filter but its own: the row counts when it misses nothing else.
    const onlyMisses = (bit: number) => (miss & ~bit) === 0;
    if (onlyMisses(B)) add(brandCounts, row.brand);
    if (onlyMisses(P)) add(bandCounts, bandOf(row.price));
    if (onlyMisses(R)) keep[at] = 1;
    if (miss === 0) {
      hits.push(row);
      add(catCounts, row.cats[2]);
    }
    // Attribute keys: a key of a filtered attribute honours every filter but that attribute's.
    if (miss === 0 || attrNames.length)
      for (let k = 0; k < row.keys.length; k++) {
        const i = attrNames.length ? attrNames.indexOf(row.names[k]!) : -1;
        if (i < 0 ? miss === 0 : onlyMisses(A(i))) add(keyCounts, row.keys[k]!);
      }
  });
  hits.sort(ORDERS[req.sort]);
  const attrs: readonly RangeAttr[] = req.rangeAttrs ?? [];
  return {
    ids: hits.slice(req.offset, req.offset + req.limit).map((r) => r.id),
    total: hits.length,
    facets: {
      brands: counted(brandCounts, 60),
      categories: counted(catCounts, 40),
      prices: [...bandCounts].map(([band, count]) => ({ band, count })).sort((a, b) => a.band - b.band),
      attrs: [...keyCounts].map(([key, count]) => {
        const at = key.indexOf('=');
        return { name: key.slice(0, at), value: key.slice(at + 1), count };
      }),
      ...(attrs.length ? { ranges: boundsOf(ix, asks, masks, attrs, keep) } : {}),
    },
  };
}

/**
 * Each attribute's lowest and highest value over the SKUs of `keep`'s products (by row) that lie inside every
 * asked range but the attribute's own (decimal base units; null when none).
 */
function boundsOf(
  ix: RangeIndex,
  asks: readonly RangeAsk[],
  masks: Uint16Array,
  attrs: readonly RangeAttr[],
  keep: Uint8Array,
): RangeBounds[] {
  const full = (1 << asks.length) - 1;
  return attrs.map((a) => {
    const own = asks.findIndex((x) => x.attributeId === a.id);
    const need = own < 0 ? full : full & ~(1 << own);
    const col = ix.values.get(a.id);
    let min = Infinity;
    let max = -Infinity;
    if (col)
      for (let r = 0; r < col.sku.length; r++) {
        const row = col.row[r]!;
        if (row < 0 || !keep[row] || (masks[col.sku[r]!]! & need) !== need) continue;
        if (col.lo[r]! < min) min = col.lo[r]!;
        if (col.hi[r]! > max) max = col.hi[r]!;
      }
    return {
      attributeId: a.id,
      min: min === Infinity ? null : microToDecimal(min),
      max: max === -Infinity ? null : microToDecimal(max),
    };
  });
}
