import type DataLoader from 'dataloader';
import { sql } from 'drizzle-orm';
import { preparedRows, type DbOrTx } from '../../../db/client';
import { turnBatcher } from '../../../lib/turn-batch';
import { agreementCompanyOf, resolvedPrice, type ResolvedPrice, type Tier } from '../pricing';
import { stockAreaOf } from '../region';
import { buyable } from './changes.read';
import { chinaDate } from '../../../lib/china-day';

/*
 * The open platform's batch reads (issue 46: 100 SKUs in p99 ≤ 30 ms at 32 connections): each is ONE prepared
 * statement over the id array — the buyable check (shelf, review, the company's pool), and for prices the
 * agreement price and tiers joined in — planned once per connection. Calls of the same member (and day, or
 * province) that arrive in one turn of the event loop share the statement (turnBatcher), as product pages
 * do. Nothing is cached: every call is answered by a statement sent after it arrived, so a price, shelf or
 * pool change shows in the next answer.
 */

/** Ids per shared statement: ten calls of 100. */
const SHARED_IDS = 1000;

const priceLoaders = new WeakMap<DbOrTx, Map<string, DataLoader<number, BuyablePrice | undefined>>>();
const stockLoaders = new WeakMap<DbOrTx, Map<string, DataLoader<number, AreaStock | undefined>>>();

/** One loader per member and day (prices) or member and stock area (stock), per database handle. */
function loaderOf<V>(
  all: WeakMap<DbOrTx, Map<string, DataLoader<number, V | undefined>>>,
  db: DbOrTx,
  key: string,
  load: (ids: number[]) => Promise<ReadonlyMap<number, V>>,
): DataLoader<number, V | undefined> {
  let byKey = all.get(db);
  if (!byKey) all.set(db, (byKey = new Map()));
  let loader = byKey.get(key);
  if (!loader) {
    // Loaders keep no data (cache off); the map only bounds how many exist at once.
    if (byKey.size >= 1000) byKey.clear();
    loader = turnBatcher<number, V | undefined>(load, { maxBatchSize: SHARED_IDS, missing: undefined });
    byKey.set(key, loader);
  }
  return loader;
}

/** The loaded values of `ids` (each once), the ones found only. */
async function loadAll<V>(loader: DataLoader<number, V | undefined>, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const values = await loader.loadMany(unique);
  const out = new Map<number, V>();
  values.forEach((v, i) => {
    if (v instanceof Error) throw v;
    if (v !== undefined) out.set(unique[i]!, v);
  });
  return out;
}

/** A buyable SKU's price for one unit, as resolvePrices answers it, with its tiers (thresholds ascending). */
export type BuyablePrice = ResolvedPrice & { tiers: Tier[] };

type PriceRow = {
  id: number;
  price_fen: number;
  agreement_fen: number | null;
  tier_quantities: number[] | null;
  tier_fens: number[] | null;
};

const priceStatement = (db: DbOrTx) =>
  preparedRows<PriceRow>(db, 'open-batch-prices', () => {
    const user = sql.placeholder('userId');
    const today = sql`${sql.placeholder('today')}::date`;
    // The agreement price as a probe of (company_id, sku_id) per row: a join let the planner scan all the
    // company's prices once per row when its statistics were stale (6 ms of 7 for 100 SKUs).
    return sql`select k.id, k.price_fen,
          (select ap.price_fen from agreement_prices ap
            where ap.company_id = ${agreementCompanyOf(user)} and ap.sku_id = k.id
              and ap.starts_on <= ${today} and ap.ends_on >= ${today}) as agreement_fen,
          t.tier_quantities, t.tier_fens
        from skus k join products p on p.id = k.product_id
        left join lateral (select array_agg(pt.min_quantity order by pt.min_quantity) as tier_quantities,
            array_agg(pt.price_fen order by pt.min_quantity) as tier_fens
          from sku_price_tiers pt where pt.sku_id = k.id) t on true
        where k.id = any(${sql.placeholder('ids')}::int[]) and ${buyable(user)}`;
  });

/**
 * The one-unit price of the caller's buyable SKUs among `skuIds` (others are left out), by SKU id: list,
 * agreement (the caller's verified company, valid today) and tiers, resolved by the price resolver's rule.
 */
export async function buyablePrices(
  db: DbOrTx,
  userId: number,
  skuIds: readonly number[],
  at: Date = new Date(),
): Promise<Map<number, BuyablePrice>> {
  if (!skuIds.length) return new Map();
  const today = chinaDate(at);
  const statement = priceStatement(db);
  const loader = loaderOf(priceLoaders, db, `${userId}:${today}`, async (ids) => {
    const out = new Map<number, BuyablePrice>();
    for (const r of await statement({ userId, today, ids })) {
      const quantities = r.tier_quantities ?? [];
      const tiers = quantities.map((q, i) => ({ minQuantity: q, priceFen: r.tier_fens![i]! }));
      const id = Number(r.id);
      const price = resolvedPrice({ skuId: id, quantity: 1, listFen: r.price_fen }, r.agreement_fen, tiers);
      out.set(id, {
        unitFen: price.unitFen,
        source: price.source,
        listFen: price.listFen,
        agreementFen: price.agreementFen,
        tag: price.tag,
        tiers,
      });
    }
    return out;
  });
  return loadAll(loader, skuIds);
}

/** A buyable SKU's stock in one province. */
export type AreaStock = {
  skuId: number;
  /** What the area buys from: the province's own warehouse, else the national one. */
  quantity: number;
  fromArea: boolean;
  soldInArea: boolean;
};

const stockStatement = (db: DbOrTx) =>
  preparedRows<{ id: number; stock: number; from_area: boolean; sold: boolean }>(
    db,
    'open-batch-stocks',
    () => {
      const area = sql.placeholder('area');
      return sql`select k.id, coalesce(a.stock, k.stock) as stock, a.stock is not null as from_area,
          ('0000' = any(p.sales_area_codes) or ${area} = any(p.sales_area_codes)) as sold
        from skus k join products p on p.id = k.product_id
        left join sku_area_stocks a on a.sku_id = k.id and a.area_code = ${area}
        where k.id = any(${sql.placeholder('ids')}::int[]) and ${buyable(sql.placeholder('userId'))}`;
    },
  );

/** Stock of the caller's buyable SKUs among `skuIds` for a province (GB/T 2260), as checkout counts it. */
export async function areaStocks(
  db: DbOrTx,
  userId: number,
  skuIds: readonly number[],
  areaCode: string,
): Promise<Map<number, AreaStock>> {
  if (!skuIds.length) return new Map();
  const area = stockAreaOf(areaCode);
  const statement = stockStatement(db);
  const loader = loaderOf(stockLoaders, db, `${userId}:${area}`, async (ids) => {
    const rows = await statement({ userId, area, ids });
    return new Map(
      rows.map((r) => [
        Number(r.id),
        { skuId: Number(r.id), quantity: r.stock, fromArea: r.from_area, soldInArea: r.sold },
      ]),
    );
  });
  return loadAll(loader, skuIds);
}
