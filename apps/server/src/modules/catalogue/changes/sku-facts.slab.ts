import type { Tier } from '../pricing';
import { SlotIndex } from './slot-index';

/**
 * What the open platform's batch price and stock calls need of a SKU (issue 46), as PostgreSQL has it now.
 */
export type SkuFact = {
  productId: number;
  listFen: number;
  /** Thresholds ascending. */
  tiers: readonly Tier[];
  /** On shelf and approved (the pool is the caller's: checked apart). */
  on: boolean;
  salesAreas: readonly string[];
  /** The national warehouse's stock. */
  stock: number;
  /** A province's own warehouse's stock, by stock area code; null when it has none. */
  areaStocks: Readonly<Record<string, number>> | null;
};

const NO_TIERS: readonly Tier[] = [];
/** Slots a slab starts with; it doubles up to its capacity. */
const FIRST_SLOTS = 1024;
/** Sales-area lists a process tells apart (most products sell 全国 or one of a few lists). */
const AREA_LISTS_MAX = 65_535;

/** The sales-area lists of every slab of a copy, each kept once, by number. */
export class AreaLists {
  private readonly lists: (readonly string[])[] = [];
  private readonly numbers = new Map<string, number>();

  /** The list's number; null when the table is full (the copy then starts afresh). */
  numberOf(codes: readonly string[]): number | null {
    const key = codes.join(',');
    let n = this.numbers.get(key);
    if (n === undefined) {
      if (this.lists.length >= AREA_LISTS_MAX) return null;
      n = this.lists.push(codes) - 1;
      this.numbers.set(key, n);
    }
    return n;
  }

  list(n: number): readonly string[] {
    return this.lists[n]!;
  }

  clear() {
    this.lists.length = 0;
    this.numbers.clear();
  }
}

/**
 * SKU facts in typed arrays, one slot a SKU, up to `capacity` slots (issue 51: a copy sized by memory). A slot
 * costs 23 bytes of arrays plus its entries in the id and product maps (numbers only); tiers and a province's
 * own stock, which few SKUs have, are kept as objects beside it. About half the memory of a map of objects. Slots are
 * only appended: a SKU read again takes a new slot, a forgotten one leaves a hole, and the copy starts a
 * fresh slab when this one is full (`full`). A product's slots are chained (`next`) so that a change of the
 * product forgets its SKUs without a scan.
 */
export class FactSlab {
  private readonly slots = new SlotIndex();
  private readonly firstOfProduct = new Map<number, number>();
  private used = 0;
  private skuId = new Int32Array(0);
  private productId = new Int32Array(0);
  private listFen = new Int32Array(0);
  private stock = new Int32Array(0);
  private on = new Uint8Array(0);
  private areaList = new Uint16Array(0);
  /** The next slot of the same product; -1 ends the chain. */
  private next = new Int32Array(0);
  private readonly extras: ({ tiers: readonly Tier[]; areaStocks: SkuFact['areaStocks'] } | undefined)[] = [];

  constructor(
    readonly capacity: number,
    private readonly areas: AreaLists,
  ) {}

  /** SKUs kept. */
  get size(): number {
    return this.slots.size;
  }

  /** No slot left: the copy moves on to a new slab. */
  get full(): boolean {
    return this.used >= this.capacity;
  }

  has(id: number): boolean {
    return this.slots.has(id);
  }

  get(id: number): SkuFact | undefined {
    const s = this.slots.get(id);
    if (s === undefined) return undefined;
    const extra = this.extras[s];
    return {
      productId: this.productId[s]!,
      listFen: this.listFen[s]!,
      tiers: extra?.tiers ?? NO_TIERS,
      on: this.on[s] === 1,
      salesAreas: this.areas.list(this.areaList[s]!),
      stock: this.stock[s]!,
      areaStocks: extra?.areaStocks ?? null,
    };
  }

  /** Keeps `fact` for SKU `id` (replacing what was kept); false when the slab is full or the lists are. */
  put(id: number, fact: SkuFact): boolean {
    if (this.full) return false;
    const areaList = this.areas.numberOf(fact.salesAreas);
    if (areaList === null) return false;
    this.delete(id);
    const s = this.used++;
    if (s >= this.skuId.length) this.grow();
    this.skuId[s] = id;
    this.productId[s] = fact.productId;
    this.listFen[s] = fact.listFen;
    this.stock[s] = fact.stock;
    this.on[s] = fact.on ? 1 : 0;
    this.areaList[s] = areaList;
    this.next[s] = this.firstOfProduct.get(fact.productId) ?? -1;
    this.firstOfProduct.set(fact.productId, s);
    this.extras[s] =
      fact.tiers.length || fact.areaStocks
        ? { tiers: fact.tiers.length ? fact.tiers : NO_TIERS, areaStocks: fact.areaStocks }
        : undefined;
    this.slots.set(id, s);
    return true;
  }

  /** Forgets SKU `id`. */
  delete(id: number) {
    const s = this.slots.get(id);
    if (s === undefined) return;
    this.slots.delete(id);
    this.extras[s] = undefined;
    const product = this.productId[s]!;
    let at = this.firstOfProduct.get(product)!;
    if (at === s) {
      if (this.next[s]! < 0) this.firstOfProduct.delete(product);
      else this.firstOfProduct.set(product, this.next[s]!);
      return;
    }
    while (this.next[at]! !== s) at = this.next[at]!;
    this.next[at] = this.next[s]!;
  }

  /** Forgets every SKU of product `productId`. */
  deleteProduct(productId: number) {
    for (let s = this.firstOfProduct.get(productId) ?? -1; s >= 0; s = this.next[s]!) {
      this.slots.delete(this.skuId[s]!);
      this.extras[s] = undefined;
    }
    this.firstOfProduct.delete(productId);
  }

  private grow() {
    const n = Math.min(this.capacity, Math.max(FIRST_SLOTS, this.skuId.length * 2));
    const bigger = <A extends Int32Array | Uint8Array | Uint16Array>(a: A, make: (n: number) => A): A => {
      const b = make(n);
      b.set(a);
      return b;
    };
    this.skuId = bigger(this.skuId, (k) => new Int32Array(k));
    this.productId = bigger(this.productId, (k) => new Int32Array(k));
    this.listFen = bigger(this.listFen, (k) => new Int32Array(k));
    this.stock = bigger(this.stock, (k) => new Int32Array(k));
    this.on = bigger(this.on, (k) => new Uint8Array(k));
    this.areaList = bigger(this.areaList, (k) => new Uint16Array(k));
    this.next = bigger(this.next, (k) => new Int32Array(k));
  }
}
