import { resolvedPrice, type PricingMemo, type ResolvedPrice, type Tier } from '../pricing';
import { stockAreaOf } from '../region';
import type { SkuFact, SkuFactsCopy } from './sku-facts.copy';

/*
 * The open platform's batch reads (issue 46: 100 SKUs in p99 ≤ 30 ms at 32 connections), answered from this
 * process's copies: the SKU facts (`SkuFactsCopy`: list price, tiers, stock, shelf, review, sales areas) and
 * the price overlay's memo of the caller's company (agreement prices valid today, pool membership). Both are
 * told of every committed change by PostgreSQL (migration 0060's triggers on LISTEN channels) and read
 * afresh what they do not hold, so an answer lags a commit only by the notification's trip
 * (docs/decisions/2026-12-01-batch-facts-in-process.md). The rules are the database's: a SKU is buyable when
 * its product is on shelf, approved and not hidden by the caller's pool; its price is the price resolver's.
 */

/** A buyable SKU's price for one unit, as resolvePrices answers it, with its tiers (thresholds ascending). */
export type BuyablePrice = ResolvedPrice & { tiers: readonly Tier[] };

/** A buyable SKU's stock in one province. */
export type AreaStock = {
  skuId: number;
  /** What the area buys from: the province's own warehouse, else the national one. */
  quantity: number;
  fromArea: boolean;
  soldInArea: boolean;
};

export class BuyerBatchReads {
  constructor(
    private readonly pricing: PricingMemo,
    private readonly facts: SkuFactsCopy,
  ) {}

  /** Resolves once both copies have heard every change committed before the call (tests, read-your-writes). */
  async caughtUp(): Promise<void> {
    await Promise.all([this.pricing.caughtUp(), this.facts.caughtUp()]);
  }

  /** The facts of the caller's buyable SKUs among `skuIds` (on shelf, approved, in the pool if one limits him). */
  private async buyable(userId: number, skuIds: readonly number[]) {
    const caller = await this.pricing.caller(userId);
    const facts = await this.facts.get(skuIds);
    const products = new Set<number>();
    for (const [id, f] of facts) {
      if (f.on) products.add(f.productId);
      else facts.delete(id);
    }
    const hidden = await this.pricing.hidden(caller, [...products]);
    if (hidden.size) for (const [id, f] of facts) if (hidden.has(f.productId)) facts.delete(id);
    return { caller, facts };
  }

  /**
   * The one-unit price of the caller's buyable SKUs among `skuIds` (others are left out), by SKU id: list,
   * agreement (the caller's verified company, valid today) and tiers, resolved by the price resolver's rule.
   */
  async prices(userId: number, skuIds: readonly number[]): Promise<Map<number, BuyablePrice>> {
    if (!skuIds.length) return new Map();
    const { caller, facts } = await this.buyable(userId, skuIds);
    const products = new Set<number>();
    for (const f of facts.values()) products.add(f.productId);
    const agreed = new Map<number, number>();
    for (const a of await this.pricing.agreements(caller, [...products])) agreed.set(a.skuId, a.priceFen);
    const out = new Map<number, BuyablePrice>();
    for (const [id, f] of facts) {
      const price = resolvedPrice(
        { skuId: id, quantity: 1, listFen: f.listFen },
        agreed.get(id) ?? null,
        f.tiers,
      );
      out.set(id, {
        unitFen: price.unitFen,
        source: price.source,
        listFen: price.listFen,
        agreementFen: price.agreementFen,
        tag: price.tag,
        tiers: f.tiers,
      });
    }
    return out;
  }

  /** Stock of the caller's buyable SKUs among `skuIds` for a province (GB/T 2260), as checkout counts it. */
  async stocks(userId: number, skuIds: readonly number[], areaCode: string): Promise<Map<number, AreaStock>> {
    if (!skuIds.length) return new Map();
    const area = stockAreaOf(areaCode);
    const { facts } = await this.buyable(userId, skuIds);
    const out = new Map<number, AreaStock>();
    for (const [id, f] of facts) out.set(id, stockIn(id, f, area));
    return out;
  }
}

/** What a province buys from: its own warehouse's stock when it has one, else the national one. */
function stockIn(skuId: number, f: SkuFact, area: string): AreaStock {
  const own = f.areaStocks?.[area];
  return {
    skuId,
    quantity: own ?? f.stock,
    fromArea: own !== undefined,
    soldInArea: f.salesAreas.includes('0000') || f.salesAreas.includes(area),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The batch reads' copies have heard every change committed before the call (BuyerBatchReads.caughtUp). */
    batchFactsCaughtUp: () => Promise<void>;
    /** Reads the catalogue's SKUs into this process's copy (server.ts, after it listens): how many. */
    fillSkuFacts: () => Promise<number>;
  }
}
