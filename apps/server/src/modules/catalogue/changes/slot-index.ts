/** Ids below this are kept in the direct array (32 MB at most); serial SKU ids reach it only past 8 million. */
const DIRECT_MAX = 1 << 23;
/** The direct array's first length. */
const FIRST_LENGTH = 1024;

/**
 * SKU id → slot of a SKU facts slab (sku-facts.slab.ts). An id below 8,388,608, which is every serial SKU id
 * of a catalogue under 8 million SKUs, is read straight from a typed array: one memory read, where a Map
 * lookup among 270,000 ids was a tenth of an open batch call's CPU (issue 46). The array grows to the
 * largest id kept (4 bytes an id). Other ids, and anything not a whole number, go to a Map.
 */
export class SlotIndex {
  /** slot + 1 by id; 0: none. */
  private direct = new Int32Array(0);
  private readonly far = new Map<number, number>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  get(id: number): number | undefined {
    if (id < this.direct.length) {
      const at = this.direct[id];
      if (at !== undefined) return at > 0 ? at - 1 : undefined;
    }
    return this.far.size ? this.far.get(id) : undefined;
  }

  has(id: number): boolean {
    return this.get(id) !== undefined;
  }

  set(id: number, slot: number): void {
    if (Number.isInteger(id) && id >= 0 && id < DIRECT_MAX) {
      if (id >= this.direct.length) this.grow(id);
      if (this.direct[id] === 0) this.count++;
      this.direct[id] = slot + 1;
      return;
    }
    if (!this.far.has(id)) this.count++;
    this.far.set(id, slot);
  }

  delete(id: number): void {
    if (id < this.direct.length && this.direct[id]) {
      this.direct[id] = 0;
      this.count--;
    } else if (this.far.delete(id)) this.count--;
  }

  /** Room for `id`: half as much again as asked, so that ids read in order grow it a few times only. */
  private grow(id: number) {
    const length = Math.min(DIRECT_MAX, Math.max(FIRST_LENGTH, Math.ceil((id + 1) * 1.5)));
    const bigger = new Int32Array(length);
    bigger.set(this.direct);
    this.direct = bigger;
  }
}
