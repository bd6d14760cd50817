import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@mall/shared';
import { queryRows } from '../../../db/client';
import { operatorAuth } from '../../../testing/accounts';
import { verifiedCompany, type TestCompany } from '../../../testing/company.fixture';
import { worldCalls } from '../../../testing/calls';
import { buildCatalogueApp } from '../../../testing/search.fixture';
import { useTestApp } from '../../../testing/world';
import { hiddenProducts, resolvePrices, tiersOf } from '../../catalogue/pricing';
import { deliveryDays, stockAreaOf } from '../../catalogue/region';
import { batchPrices, batchStock } from './buyer.routes';
import { chinaDate } from '../../../lib/china-day';

// The batch price and stock calls answer from each process's copies of the SKU facts and the companies'
// prices and pools, told of every commit by PostgreSQL (issue 46). Whatever mix of pool, agreement prices,
// tiers, shelf and review the SKUs are in, once the copies have heard the writes the batch answers as the
// price resolver and the stock rule answer each SKU on its own, and as the same call asked for that SKU alone.

const w = useTestApp(
  () =>
    buildCatalogueApp(60, { env: { OPEN_RATE_PER_SECOND: '100000', OPEN_BATCH_RATE_PER_SECOND: '100000' } }),
  180_000,
);
const { ok } = worldCalls(w);
let a: TestCompany;
let b: TestCompany;
let tokenA: string;
let tokenB: string;
type Sku = { id: number; product_id: number; price_fen: number };
let skus: Sku[];

async function tokenOf(company: TestCompany): Promise<string> {
  const created = await ok<{ app: { clientId: string }; clientSecret: string }>(
    company.admin,
    'POST',
    '/api/company/open-apps',
    { name: 'ERP 同步', scopes: ['products', 'prices', 'stock'], ipAllowList: [], mode: 'sandbox' },
  );
  const res = await w.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: created.app.clientId,
      client_secret: created.clientSecret,
    }).toString(),
  });
  return (res.json() as { access_token: string }).access_token;
}

/** POSTs a batch call; checks the text is the one the response schema's serializer would write. */
async function batch<T>(
  schema: typeof batchPrices | typeof batchStock,
  path: string,
  body: object,
  token = tokenA,
): Promise<T> {
  // What the tests wrote has been heard (a marker sent after it came back), as it is within milliseconds.
  await w.app.batchFactsCaughtUp();
  const res = await w.app.inject({
    method: 'POST',
    url: path,
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.body).toBe(JSON.stringify(envelope(schema).encode(JSON.parse(res.body))));
  return res.json().data as T;
}

type PriceItem = {
  skuId: number;
  listPriceFen: number;
  agreementPriceFen: number | null;
  priceFen: number;
  source: string;
  tiers: { minQuantity: number; priceFen: number }[];
};
type StockItem = { skuId: number; state: string; quantity: number; leadDays: number | null };

/** The rows the buyer may see (on shelf, reviewed, not hidden from the company), by SKU id. */
async function visibleById<R extends { id: number; product_id: number; on: boolean }>(rows: R[]) {
  const hidden = await hiddenProducts(
    w.app.db.db,
    a.admin.id,
    rows.map((r) => r.product_id),
  );
  return new Map(rows.filter((r) => r.on && !hidden.has(r.product_id)).map((r) => [r.id, r]));
}

/** What each SKU's price is, by the price resolver, the tiers and the product's shelf, review and pool. */
async function expectedPrices(ids: number[]) {
  const db = w.app.db.db;
  const unique = [...new Set(ids)];
  const rows = await queryRows<{ id: number; product_id: number; price_fen: number; on: boolean }>(
    db,
    sql`select k.id, k.product_id, k.price_fen, (p.on_shelf and p.review_status = 2) as on
        from skus k join products p on p.id = k.product_id where k.id = any(${sql.param(unique)}::int[])`,
  );
  const byId = await visibleById(rows);
  const found = unique.filter((id) => byId.has(id));
  const resolved = await resolvePrices(
    db,
    a.admin.id,
    found.map((id) => ({ skuId: id, quantity: 1, listFen: byId.get(id)!.price_fen })),
  );
  const tiers = await tiersOf(db, found);
  return {
    items: found.map((id, i) => ({
      skuId: id,
      listPriceFen: resolved[i]!.listFen,
      agreementPriceFen: resolved[i]!.agreementFen,
      priceFen: resolved[i]!.unitFen,
      source: resolved[i]!.source,
      tiers: tiers.get(id) ?? [],
    })),
    missing: unique.filter((id) => !byId.has(id)),
  };
}

/** What each SKU's stock in the province is, read from the rows and counted as checkout does. */
async function expectedStock(ids: number[], areaCode: string) {
  const db = w.app.db.db;
  const unique = [...new Set(ids)];
  const area = stockAreaOf(areaCode);
  const rows = await queryRows<{
    id: number;
    product_id: number;
    on: boolean;
    stock: number;
    area_stock: number | null;
    areas: string[];
  }>(
    db,
    sql`select k.id, k.product_id, (p.on_shelf and p.review_status = 2) as on, k.stock,
          (select s.stock from sku_area_stocks s where s.sku_id = k.id and s.area_code = ${area}) as area_stock,
          p.sales_area_codes as areas
        from skus k join products p on p.id = k.product_id where k.id = any(${sql.param(unique)}::int[])`,
  );
  const byId = await visibleById(rows);
  return {
    areaCode,
    items: unique
      .filter((id) => byId.has(id))
      .map((id): StockItem => {
        const r = byId.get(id)!;
        const sold = r.areas.includes('0000') || r.areas.includes(area);
        const quantity = r.area_stock ?? r.stock;
        const state = !sold ? 'not_sold' : quantity > 0 ? 'in_stock' : 'out_of_stock';
        return {
          skuId: id,
          state,
          quantity: sold ? quantity : 0,
          leadDays: state === 'in_stock' ? deliveryDays(areaCode, r.area_stock !== null) : null,
        };
      }),
    missing: unique.filter((id) => !byId.has(id)),
  };
}

/** One SKU's part of the catalogue as a scenario sets it. */
const skuState = fc.record({
  agreement: fc.option(
    fc.record({
      delta: fc.integer({ min: -500, max: 500 }),
      window: fc.constantFrom('now', 'past', 'future'),
      company: fc.constantFrom('mine', 'other'),
    }),
  ),
  tiers: fc.uniqueArray(
    fc.record({ minQuantity: fc.integer({ min: 2, max: 50 }), delta: fc.integer({ min: -300, max: 100 }) }),
    { selector: (t) => t.minQuantity, maxLength: 3 },
  ),
  product: fc.constantFrom('on', 'on', 'on', 'off-shelf', 'in-review'),
  inPool: fc.boolean(),
  stock: fc.integer({ min: 0, max: 9 }),
  areaStock: fc.option(fc.integer({ min: 0, max: 9 })),
});

type SkuState = typeof skuState extends fc.Arbitrary<infer T> ? T : never;
type Scenario = { states: SkuState[]; pool: boolean; ask: number[]; area: string };

/** Writes a scenario over the first SKUs (each of another product), the last run's state undone first. */
async function apply(s: Scenario, chosen: Sku[]): Promise<void> {
  const db = w.app.db.db;
  const ids = skus.map((k) => k.id);
  const today = new Date(`${chinaDate()}T00:00:00Z`).getTime();
  const day = (offset: number) => new Date(today + offset * 86_400_000).toISOString().slice(0, 10);
  await db.execute(sql`delete from agreement_prices where company_id in (${a.id}, ${b.id})`);
  await db.execute(sql`delete from sku_price_tiers where sku_id = any(${sql.param(ids)}::int[])`);
  await db.execute(sql`delete from sku_area_stocks where sku_id = any(${sql.param(ids)}::int[])`);
  await db.execute(sql`delete from company_pool_products where company_id = ${a.id}`);
  await db.execute(sql`update products set on_shelf = true, review_status = 2
    where id = any(${sql.param(skus.map((k) => k.product_id))}::int[])`);
  await db.execute(sql`insert into company_pools (company_id, enabled) values (${a.id}, ${s.pool})
    on conflict (company_id) do update set enabled = excluded.enabled`);
  for (const [i, state] of s.states.entries()) {
    const sku = chosen[i]!;
    const list = sku.price_fen;
    await db.execute(sql`update products set on_shelf = ${state.product !== 'off-shelf'},
        review_status = ${state.product === 'in-review' ? 1 : 2} where id = ${sku.product_id}`);
    await db.execute(sql`update skus set stock = ${state.stock} where id = ${sku.id}`);
    if (state.areaStock !== null)
      await db.execute(sql`insert into sku_area_stocks (sku_id, area_code, stock)
        values (${sku.id}, ${stockAreaOf(s.area)}, ${state.areaStock})`);
    if (state.inPool)
      await db.execute(sql`insert into company_pool_products (company_id, product_id)
        values (${a.id}, ${sku.product_id}) on conflict do nothing`);
    const ag = state.agreement;
    if (ag) {
      const [from, to] = ag.window === 'now' ? [-1, 30] : ag.window === 'past' ? [-30, -1] : [1, 30];
      await db.execute(sql`insert into agreement_prices (company_id, sku_id, product_id, price_fen, starts_on, ends_on)
        values (${ag.company === 'mine' ? a.id : b.id}, ${sku.id}, ${sku.product_id},
          ${Math.max(1, list + ag.delta)}, ${day(from)}::date, ${day(to)}::date)`);
    }
    for (const t of state.tiers)
      await db.execute(sql`insert into sku_price_tiers (sku_id, min_quantity, price_fen)
        values (${sku.id}, ${t.minQuantity}, ${Math.max(1, list + t.delta)})`);
  }
}

beforeAll(async () => {
  const op = await operatorAuth(w.app);
  [a, b] = await Promise.all([verifiedCompany(w.app, op), verifiedCompany(w.app, op)]);
  [tokenA, tokenB] = await Promise.all([tokenOf(a), tokenOf(b)]);
  // One SKU per product (so each SKU's product state is its own), on shelf and approved at the start.
  skus = await queryRows<Sku>(
    w.app.db.db,
    sql`select distinct on (p.id) k.id, k.product_id, k.price_fen from skus k join products p on p.id = k.product_id
        where p.on_shelf and p.review_status = 2 order by p.id, k.id limit 24`,
  );
}, 180_000);

describe('batch price and stock answer as each SKU alone does', () => {
  it('for any mix of pool, agreement prices, tiers, shelf and review', async () => {
    expect(skus.length).toBe(24);
    await fc.assert(
      fc.asyncProperty(
        fc.array(skuState, { minLength: 1, maxLength: 24 }).chain((states) =>
          fc.record({
            states: fc.constant(states),
            pool: fc.boolean(),
            // Ids asked for: the scenario's SKUs in any order, repeats, and ids that do not exist.
            ask: fc.array(fc.oneof(fc.integer({ min: 0, max: states.length - 1 }), fc.constantFrom(-1, -2)), {
              minLength: 1,
              maxLength: 40,
            }),
            area: fc.constantFrom('330000', '110000', '650000'),
          }),
        ),
        async (s) => {
          const chosen = skus.slice(0, s.states.length);
          await apply(s, chosen);
          const ids = s.ask.map((i) => (i >= 0 ? chosen[i]!.id : 999_999_990 - i));
          const prices = await batch<{ items: PriceItem[]; missing: number[] }>(
            batchPrices,
            '/open/v1/prices/query',
            { skuIds: ids },
          );
          expect(prices).toEqual(await expectedPrices(ids));
          const stock = await batch<{ items: StockItem[] }>(batchStock, '/open/v1/stock/query', {
            skuIds: ids,
            areaCode: s.area,
          });
          expect(stock).toEqual(await expectedStock(ids, s.area));
          // The same SKU asked for alone answers the same.
          const one = ids[0]!;
          const alone = await batch<{ items: PriceItem[] }>(batchPrices, '/open/v1/prices/query', {
            skuIds: [one],
          });
          expect(alone.items).toEqual(prices.items.filter((x) => x.skuId === one));
        },
      ),
      { numRuns: 25 },
    );
  }, 180_000);

  it('shows a price, shelf or pool change in the next answer once the commit is heard', async () => {
    const db = w.app.db.db;
    const [sku] = skus;
    await apply({ states: [], pool: false, ask: [], area: '330000' }, []);
    const ask = () =>
      batch<{ items: PriceItem[]; missing: number[] }>(batchPrices, '/open/v1/prices/query', {
        skuIds: [sku!.id],
      });
    expect((await ask()).items[0]!.priceFen).toBe(sku!.price_fen);
    await db.execute(sql`update skus set price_fen = ${sku!.price_fen + 7} where id = ${sku!.id}`);
    expect((await ask()).items[0]!.priceFen).toBe(sku!.price_fen + 7);
    await db.execute(sql`update skus set price_fen = ${sku!.price_fen} where id = ${sku!.id}`);
    await db.execute(sql`update company_pools set enabled = true where company_id = ${a.id}`);
    expect((await ask()).missing).toEqual([sku!.id]);
    await db.execute(sql`update company_pools set enabled = false where company_id = ${a.id}`);
    await db.execute(sql`update products set on_shelf = false where id = ${sku!.product_id}`);
    expect((await ask()).missing).toEqual([sku!.id]);
    await db.execute(sql`update products set on_shelf = true where id = ${sku!.product_id}`);
    expect((await ask()).missing).toEqual([]);
  });

  it('keeps a SKU until PostgreSQL tells of a change, and reads afresh while it cannot hear', async () => {
    const db = w.app.db.db;
    const [sku] = skus;
    await apply({ states: [], pool: false, ask: [], area: '330000' }, []);
    const priceNow = async () =>
      (await batch<{ items: PriceItem[] }>(batchPrices, '/open/v1/prices/query', { skuIds: [sku!.id] }))
        .items[0]!.priceFen;
    /** Changes the price with the triggers off (replication role): nobody is told. */
    const quietly = (fen: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update skus set price_fen = ${fen} where id = ${sku!.id}`);
      });
    // Filled at start (server.ts): every SKU is in the copy before anyone asks for it.
    const [all] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from skus`);
    expect(await w.app.fillSkuFacts()).toBe(all!.n);
    await quietly(sku!.price_fen + 3);
    // Kept: the copy answers, not the table (never asked for since it was filled).
    expect(await priceNow()).toBe(sku!.price_fen);
    await db.execute(sql`select pg_notify('sku_facts', ${`s${sku!.id}`})`);
    expect(await priceNow()).toBe(sku!.price_fen + 3);
    if (w.app.db.kind === 'postgres') {
      // The listener's link is cut: nothing is kept until it listens again, so a quiet change shows at once.
      const cut = await queryRows<{ n: number }>(
        db,
        sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
            where application_name = 'listen:sku_facts' and datname = current_database()`,
      );
      expect(cut[0]!.n).toBe(1);
      await new Promise((r) => setTimeout(r, 200));
      await quietly(sku!.price_fen + 4);
      expect(await priceNow()).toBe(sku!.price_fen + 4);
      // Back (it reconnects within a second or two) and keeping again.
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ n: number }>(
                db,
                sql`select count(*)::int as n from pg_stat_activity
                    where application_name = 'listen:sku_facts' and datname = current_database()
                      and query ilike 'listen%'`,
              )
            )[0]!.n,
          { timeout: 10_000 },
        )
        .toBe(1);
      expect(await priceNow()).toBe(sku!.price_fen + 4);
      await quietly(sku!.price_fen + 5);
      expect(await priceNow()).toBe(sku!.price_fen + 4);
    }
    await db.execute(sql`update skus set price_fen = ${sku!.price_fen} where id = ${sku!.id}`);
    expect(await priceNow()).toBe(sku!.price_fen);
  });

  it('answers calls of two companies arriving together each with its own prices and pool', async () => {
    const db = w.app.db.db;
    const [x, y] = skus;
    await apply({ states: [], pool: false, ask: [], area: '330000' }, []);
    await db.execute(sql`insert into agreement_prices (company_id, sku_id, product_id, price_fen, starts_on, ends_on)
      values (${a.id}, ${x!.id}, ${x!.product_id}, 11, '2020-01-01', '2099-12-31'),
        (${b.id}, ${x!.id}, ${x!.product_id}, 22, '2020-01-01', '2099-12-31')`);
    await db.execute(sql`insert into company_pools (company_id, enabled) values (${b.id}, true)
      on conflict (company_id) do update set enabled = true`);
    await db.execute(sql`insert into company_pool_products (company_id, product_id) values (${b.id}, ${x!.product_id})
      on conflict do nothing`);
    type Answer = { items: PriceItem[]; missing: number[] };
    const body = { skuIds: [x!.id, y!.id] };
    const answers = await Promise.all(
      [tokenA, tokenB, tokenA, tokenB].map((token) =>
        batch<Answer>(batchPrices, '/open/v1/prices/query', body, token),
      ),
    );
    for (const [i, answer] of answers.entries()) {
      const ours = i % 2 === 0;
      expect(answer.items.map((p) => [p.skuId, p.agreementPriceFen])).toEqual(
        ours
          ? [
              [x!.id, 11],
              [y!.id, null],
            ]
          : [[x!.id, 22]],
      );
      expect(answer.missing).toEqual(ours ? [] : [y!.id]);
    }
    await db.execute(sql`update company_pools set enabled = false where company_id = ${b.id}`);
  });
});
