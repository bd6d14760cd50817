import type DataLoader from 'dataloader';
import { sql } from 'drizzle-orm';
import { preparedRows, type DbHandle, type DbOrTx } from '../../../db/client';
import type { Listening } from '../../../db/listen';
import { turnBatcher } from '../../../lib/turn-batch';
import type { Tier } from '../pricing';

/**
 * What the open platform's batch price and stock calls need of a SKU (issue 46), as PostgreSQL has it now.
 */
export type SkuFact = {
  productId: number;
  listFen: number;
  /** Thresholds ascending. */
  tiers: Tier[];
  /** On shelf and approved (the pool is the caller's: checked apart). */
  on: boolean;
  salesAreas: readonly string[];
  /** The national warehouse's stock. */
  stock: number;
  /** A province's own warehouse's stock, by stock area code; null when it has none. */
  areaStocks: Readonly<Record<string, number>> | null;
};

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

const NO_TIERS: Tier[] = [];
/** Sales-area lists shared between facts (most products sell 全国 or one of a few lists). */
const areaLists = new Map<string, readonly string[]>();
function sharedAreas(codes: string[]): readonly string[] {
  const key = codes.join(',');
  let list = areaLists.get(key);
  if (!list) {
    if (areaLists.size >= 10_000) areaLists.clear();
    areaLists.set(key, (list = codes));
  }
  return list;
}

function toFact(r: FactRow): SkuFact {
  const quantities = r.tier_quantities;
  return {
    productId: Number(r.product_id),
    listFen: r.price_fen,
    tiers: quantities?.length
      ? quantities.map((q, i) => ({ minQuantity: q, priceFen: r.tier_fens![i]! }))
      : NO_TIERS,
    on: r.on,
    salesAreas: sharedAreas(r.sales_area_codes),
    stock: r.stock,
    areaStocks: r.areas,
  };
}

/** SKUs kept at most; past it the copy starts afresh (about 200 bytes each). */
const KEPT_MAX = 500_000;
/** Ids per shared statement: ten calls of 100. */
const SHARED_IDS = 1000;

/**
 * Each process's copy of the SKU facts the batch calls answer from. A SKU is read once (one statement for
 * all the ids asked for in one turn of the event loop), then kept until PostgreSQL says it changed:
 * migration 0060's triggers send 's<sku ids>', 'p<product id>' or '*' on channel `sku_facts` as the changing
 * transaction commits (a price, tier, stock, area stock, shelf, review or sales-area change). A read that
 * was under way when a change was heard does not keep its answer (generation check), and while the
 * listener is not connected nothing is kept: every call reads afresh. So an answer lags a commit by the
 * notification's trip only (in-process with PGlite: none).
 */
export class SkuFactsCopy {
  private readonly facts = new Map<number, SkuFact>();
  private readonly byProduct = new Map<number, number[]>();
  private generation = 0;
  private readonly loader: DataLoader<number, SkuFact | undefined>;
  private readonly listening: Listening | null;
  private closed = false;

  constructor(
    private readonly db: DbOrTx,
    listen?: DbHandle['listen'],
  ) {
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
      const kept = live ? this.facts.get(id) : undefined;
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
    return this.facts.size;
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
    const max = Math.min(opts.max ?? KEPT_MAX, KEPT_MAX);
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

  private keep(read: ReadonlyMap<number, SkuFact>) {
    if (this.facts.size + read.size > KEPT_MAX) this.clear();
    for (const [id, fact] of read) {
      const earlier = this.facts.get(id);
      if (earlier && earlier.productId !== fact.productId) this.unindex(id, earlier.productId);
      if (!earlier || earlier.productId !== fact.productId) {
        const list = this.byProduct.get(fact.productId);
        if (list) list.push(id);
        else this.byProduct.set(fact.productId, [id]);
      }
      this.facts.set(id, fact);
    }
  }

  private unindex(skuId: number, productId: number) {
    const list = this.byProduct.get(productId);
    if (!list) return;
    const rest = list.filter((id) => id !== skuId);
    if (rest.length) this.byProduct.set(productId, rest);
    else this.byProduct.delete(productId);
  }

  private heard(payload: string) {
    if (payload === '*') return this.clear();
    this.generation++;
    const ids = payload.slice(1).split(',').map(Number);
    if (payload[0] === 'p') {
      for (const id of ids) {
        for (const skuId of this.byProduct.get(id) ?? []) this.facts.delete(skuId);
        this.byProduct.delete(id);
      }
      return;
    }
    for (const id of ids) {
      const fact = this.facts.get(id);
      if (!fact) continue;
      this.facts.delete(id);
      this.unindex(id, fact.productId);
    }
  }

  private clear() {
    this.generation++;
    this.facts.clear();
    this.byProduct.clear();
  }
}
