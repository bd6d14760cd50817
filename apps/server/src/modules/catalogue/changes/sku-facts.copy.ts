import type DataLoader from 'dataloader';
import { sql } from 'drizzle-orm';
import { preparedRows, type DbHandle, type DbOrTx } from '../../../db/client';
import type { Listening } from '../../../db/listen';
import { turnBatcher } from '../../../lib/turn-batch';
import { AreaLists, FactSlab, type SkuFact } from './sku-facts.slab';

export type { SkuFact };

type FactRow = {
  id: number;
  product_id: number;
  price_fen: number;
  stock: number;
  on: boolean;
  sales_area_codes: string[];
  tier_quantities: number[] | null;
  tier_fens: number[] | null;
  areas: Record<string, number> | null;
};

const factColumns = sql`k.id, k.product_id, k.price_fen, k.stock, (p.on_shelf and p.review_status = 2) as on,
    p.sales_area_codes, t.tier_quantities, t.tier_fens,
    (select json_object_agg(a.area_code, a.stock) from sku_area_stocks a where a.sku_id = k.id) as areas
  from skus k join products p on p.id = k.product_id
  left join lateral (select array_agg(pt.min_quantity order by pt.min_quantity) as tier_quantities,
      array_agg(pt.price_fen order by pt.min_quantity) as tier_fens
    from sku_price_tiers pt where pt.sku_id = k.id) t on true`;

const factStatement = (db: DbOrTx) =>
  preparedRows<FactRow>(
    db,
    'sku-facts',
    () => sql`select ${factColumns} where k.id = any(${sql.placeholder('ids')}::int[])`,
  );

/** SKUs by id after `after`, `limit` of them: filling the copy at start. */
const factPage = (db: DbOrTx) =>
  preparedRows<FactRow>(
    db,
    'sku-facts-page',
    () => sql`select ${factColumns} where k.id > ${sql.placeholder('after')}
      order by k.id limit ${sql.placeholder('limit')}`,
  );

function toFact(r: FactRow): SkuFact {
  const quantities = r.tier_quantities;
  return {
    productId: Number(r.product_id),
    listFen: r.price_fen,
    tiers: quantities?.length
      ? quantities.map((q, i) => ({ minQuantity: q, priceFen: r.tier_fens![i]! }))
      : [],
    on: r.on,
    salesAreas: r.sales_area_codes,
    stock: r.stock,
    areaStocks: r.areas,
  };
}

/**
 * What a kept SKU costs, in bytes: heap and array buffers after filling the 100,000-SPU bench catalogue's
 * 273,387 SKUs, 110.6 a SKU (the map of objects before: 209.2; decision record 2026-12-03-sku-facts-by-memory).
 */
export const BYTES_PER_SKU = 110;
/** The copy's memory by default (SKU_FACTS_MB): about 580,000 SKUs in two slabs. */
const DEFAULT_MB = 64;
/** Ids per shared statement: ten calls of 100. */
const SHARED_IDS = 1000;

/**
 * Each process's copy of the SKU facts the batch calls answer from. A SKU is read once (one statement for
 * all the ids asked for in one turn of the event loop), then kept until PostgreSQL says it changed:
 * migration 0060's triggers send 's<sku ids>', 'p<product id>' or '*' on channel `sku_facts` as the changing
 * transaction commits (a price, tier, stock, area stock, shelf, review or sales-area change). A read that
 * was under way when a change was heard does not keep its answer (generation check), and while the
 * listener is not connected nothing is kept: every call reads afresh. So an answer lags a commit by the
 * notification's trip only (in-process with PGlite: none). It keeps at most `megabytes` (SKU_FACTS_MB) in two
 * slabs of typed arrays: when the young one is full it becomes the old one and the old one is dropped, and a
 * SKU asked for from the old one moves to the young: the SKUs asked for lately stay, at any catalogue size.
 */
export class SkuFactsCopy {
  private readonly areas = new AreaLists();
  /** SKUs per slab: two slabs fill the copy's memory. */
  readonly slabSize: number;
  /** Where SKUs read now are kept. */
  private young: FactSlab;
  /** The slab filled before (null until one was): its SKUs move to the young one when they are asked for. */
  private old: FactSlab | null = null;
  private generation = 0;
  private readonly loader: DataLoader<number, SkuFact | undefined>;
  private readonly listening: Listening | null;
  private closed = false;

  constructor(
    private readonly db: DbOrTx,
    listen?: DbHandle['listen'],
    opts: { megabytes?: number } = {},
  ) {
    this.slabSize = Math.max(1, Math.floor(((opts.megabytes ?? DEFAULT_MB) * 1e6) / BYTES_PER_SKU / 2));
    this.young = new FactSlab(this.slabSize, this.areas);
    const statement = factStatement(db);
    this.loader = turnBatcher<number, SkuFact | undefined>(
      async (ids) => {
        const generation = this.generation;
        const rows = await statement({ ids });
        const out = new Map(rows.map((r) => [Number(r.id), toFact(r)]));
        if (generation === this.generation && this.listening?.live()) this.keep(out);
        return out;
      },
      { maxBatchSize: SHARED_IDS, missing: undefined },
    );
    this.listening =
      listen?.(
        'sku_facts',
        (payload) => this.heard(payload),
        () => this.clear(),
      ) ?? null;
  }

  /** The facts of the SKUs among `ids` that exist (each id once), kept or read in one statement. */
  async get(ids: readonly number[]): Promise<Map<number, SkuFact>> {
    const out = new Map<number, SkuFact>();
    let missing: number[] | null = null;
    const live = this.listening?.live() ?? false;
    for (const id of ids) {
      if (out.has(id)) continue;
      const kept = live ? this.kept(id) : undefined;
      if (kept) out.set(id, kept);
      else (missing ??= []).push(id);
    }
    if (missing) {
      const read = await this.loader.loadMany([...new Set(missing)]);
      read.forEach((fact, i) => {
        if (fact instanceof Error) throw fact;
        if (fact) out.set(missing[i]!, fact);
      });
    }
    return out;
  }

  /** How many SKUs this process keeps (the bench and tests read it). */
  get size(): number {
    return this.young.size + (this.old?.size ?? 0);
  }

  /** Resolves once every change committed before the call has been heard (db/listen.ts `caughtUp`). */
  caughtUp(): Promise<void> {
    return this.listening?.caughtUp() ?? Promise.resolve();
  }

  /**
   * Reads the catalogue's SKUs into the copy, `page` at a time in id order, up to `max` (at start, in the
   * background: a process answers from its copy from its first calls instead of after a warm-up). Stops
   * when the process closes or cannot hear changes; a page read while a change was heard is not kept.
   */
  async fill(opts: { page?: number; max?: number } = {}): Promise<number> {
    const page = opts.page ?? 10_000;
    const max = Math.min(opts.max ?? this.slabSize, this.slabSize);
    const statement = factPage(this.db);
    let after = 0;
    let read = 0;
    // The listener connects as the process starts: give it a few seconds.
    for (let i = 0; i < 50 && !this.closed && this.listening && !this.listening.live(); i++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    while (!this.closed && read < max) {
      if (!this.listening?.live()) break;
      const generation = this.generation;
      const rows = await statement({ after, limit: Math.min(page, max - read) });
      if (!rows.length) break;
      after = Number(rows.at(-1)!.id);
      read += rows.length;
      if (generation === this.generation && this.listening.live())
        this.keep(new Map(rows.map((r) => [Number(r.id), toFact(r)])));
      // Let the calls waiting meanwhile go first.
      await new Promise((resolve) => setImmediate(resolve));
    }
    return read;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listening?.close();
  }

  /** The kept fact of SKU `id`: from the young slab, or moved there from the old one. */
  private kept(id: number): SkuFact | undefined {
    const young = this.young.get(id);
    if (young || !this.old) return young;
    const old = this.old.get(id);
    if (old) this.put(id, old);
    return old;
  }

  private keep(read: ReadonlyMap<number, SkuFact>) {
    for (const [id, fact] of read) this.put(id, fact);
  }

  /**
   * Keeps `fact` in the young slab. A full slab becomes the old one and the old one is dropped: the SKUs asked
   * for since stay, the rest is read again when asked for (a copy sized by memory at any catalogue size).
   */
  private put(id: number, fact: SkuFact) {
    this.old?.delete(id);
    if (this.young.put(id, fact)) return;
    if (this.young.full) {
      this.old = this.young;
      this.young = new FactSlab(this.slabSize, this.areas);
      if (this.young.put(id, fact)) return;
    }
    // Every sales-area list is taken: start afresh.
    this.clear();
    this.young.put(id, fact);
  }

  private heard(payload: string) {
    if (payload === '*') return this.clear();
    this.generation++;
    const ids = payload.slice(1).split(',').map(Number);
    for (const slab of this.old ? [this.young, this.old] : [this.young])
      for (const id of ids) {
        if (payload[0] === 'p') slab.deleteProduct(id);
        else slab.delete(id);
      }
  }

  private clear() {
    this.generation++;
    this.old = null;
    this.areas.clear();
    this.young = new FactSlab(this.slabSize, this.areas);
  }
}
