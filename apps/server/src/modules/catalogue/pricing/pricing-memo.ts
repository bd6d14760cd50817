import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbHandle, type DbOrTx } from '../../../db/client';
import type { Listening } from '../../../db/listen';
import { broadcastInvalidation, onInvalidation } from '../../../lib/cache';
import type { EphemeralStore } from '../../../lib/store';
import { chinaDate } from '../../../lib/china-day';

/*
 * Per-process memo of what the read-time overlay of listing, search and detail needs about a signed-in
 * buyer (docs/decisions/…-agreement-prices.md, "How the overlay stays cheap"): the caller's company and
 * whether its agreement prices and its product pool apply, and per company the agreement prices and pool
 * membership of the products asked for so far (absences included). A hot member's page costs no query.
 *
 * Writers (agreement prices, pools, company status, membership) call `changed` after their transaction:
 * this process drops what it holds at once and every other process hears it on the store's channel (Redis
 * pub/sub), as the coherent caches do. A read that was under way when a change was heard does not keep
 * its answer (generation check). Only the display overlay reads the memo: cart, quotation and checkout
 * resolve prices from the database every time.
 */

/** Who is asking: null for visitors and buyers without a company. */
export type PricingCaller = {
  companyId: number;
  /** An active member of a verified company: its agreement prices apply. */
  priced: boolean;
  /** An active member of a company whose pool is on: only pool products are shown. */
  pooled: boolean;
} | null;

/** One agreement price of a company, with its window (China dates, inclusive). */
export type MemoAgreement = {
  skuId: number;
  productId: number;
  priceFen: number;
  startsOn: string;
  endsOn: string;
};

type CompanyMemo = {
  prices: Map<number, readonly MemoAgreement[]>;
  inPool: Map<number, boolean>;
  /** Per product asked for, its lowest agreement price valid on `lowestOn` (Infinity: none). */
  lowest: Map<number, number>;
  lowestOn: string;
  /**
   * `prices` holds all the company's agreement prices (read at once when there are at most WHOLE_MAX): a
   * product not in it has none. 'no': too many, read per product; 'unknown': not tried yet.
   */
  whole: 'yes' | 'no' | 'unknown';
};

/** Agreement prices of a company read at once on its first use; a larger list is read per product. */
const WHOLE_MAX = 20_000;

const TOPIC = 'pricing';
const NONE_HIDDEN: ReadonlySet<number> = new Set();
const NO_PRICES: ReadonlyMap<number, number> = new Map();
const USERS_MAX = 50_000;
const COMPANIES_MAX = 5_000;
/** Products remembered per company (prices and pool membership each); past it the company starts afresh. */
const PRODUCTS_MAX = 100_000;

const DAY_MS = 86_400_000;
const CHINA_MS = 8 * 3600_000;
let today = { value: '', until: 0 };
/** Today's China date, worked out once a day (agreement windows are China dates). */
function chinaToday(now = Date.now()): string {
  if (now >= today.until || now < today.until - DAY_MS) {
    const start = Math.floor((now + CHINA_MS) / DAY_MS) * DAY_MS - CHINA_MS;
    today = { value: chinaDate(new Date(now)), until: start + DAY_MS };
  }
  return today.value;
}

const companyTopic = (id: number) => `${TOPIC}:c:${id}`;
const userTopic = (id: number) => `${TOPIC}:u:${id}`;

/** What a write changed, for `PricingMemo.changed`. */
export type PricingChange = { companies?: readonly number[]; users?: readonly number[] };

export class PricingMemo {
  private readonly users = new Map<number, PricingCaller>();
  private readonly companies = new Map<number, CompanyMemo>();
  /** Bumped by every change heard: a read started before it does not store its answer. */
  private generation = 0;
  private readonly listening: Listening | undefined;

  constructor(
    private readonly db: DbOrTx,
    private readonly store: EphemeralStore,
    /** PostgreSQL's own word of changes (migration 0060's triggers: 'c<company>' / 'u<user>'), every writer's. */
    listen?: DbHandle['listen'],
  ) {
    onInvalidation(store, (what) => {
      if (what === 'resync') return this.clear();
      for (const topic of what.topics ?? []) this.drop(topic);
    });
    this.listening = listen?.(
      'pricing',
      (payload) => this.drop(`${TOPIC}:${payload[0]}:${payload.slice(1)}`),
      () => this.clear(),
    );
  }

  /** Resolves once every change PostgreSQL told of before the call has been heard (db/listen.ts). */
  caughtUp(): Promise<void> {
    return this.listening?.caughtUp() ?? Promise.resolve();
  }

  /** Tells every process (this one at once) that agreement prices, a pool or a membership changed. */
  async changed(change: PricingChange): Promise<void> {
    const topics = [
      ...new Set([...(change.companies ?? []).map(companyTopic), ...(change.users ?? []).map(userTopic)]),
    ];
    if (!topics.length) return;
    for (const t of topics) this.drop(t);
    await broadcastInvalidation(this.store, { topics });
  }

  private clear() {
    this.generation++;
    this.users.clear();
    this.companies.clear();
  }

  private drop(topic: string) {
    const m = /^pricing:([cu]):(\d+)$/.exec(topic);
    if (!m) return;
    this.generation++;
    const id = Number(m[2]);
    if (m[1] === 'u') {
      this.users.delete(id);
      return;
    }
    this.companies.delete(id);
    for (const [user, caller] of this.users) if (caller?.companyId === id) this.users.delete(user);
  }

  /** The caller as remembered, or undefined when `caller` must read it (no read here). */
  knownCaller(userId: number): PricingCaller | undefined {
    return this.users.get(userId);
  }

  /**
   * `agreements` answered from what is remembered, or undefined when a product's prices must be read first
   * (then call `agreements`). `productIds` must be distinct. A hot member's page takes this path: no promise.
   */
  knownAgreements(caller: PricingCaller, productIds: readonly number[]): MemoAgreement[] | undefined {
    if (!caller?.priced || !productIds.length) return [];
    const memo = this.companies.get(caller.companyId);
    if (!memo) return undefined;
    const today = chinaToday();
    const out: MemoAgreement[] = [];
    for (const id of productIds) {
      const list = memo.prices.get(id);
      if (!list) {
        if (memo.whole === 'yes') continue;
        return undefined;
      }
      for (const a of list) if (a.startsOn <= today && a.endsOn >= today) out.push(a);
    }
    return out;
  }

  /**
   * The lowest agreement price valid today per product (what listing and search cards show), answered
   * from what is remembered: a map holding at least `productIds` (Infinity where a product has none; other
   * products may be in it too), or undefined when a product's prices must be read first (then
   * `lowestByProduct(await agreements(…))`). The company's map itself: read it, never change it.
   */
  knownLowest(caller: PricingCaller, productIds: readonly number[]): ReadonlyMap<number, number> | undefined {
    if (!caller?.priced) return NO_PRICES;
    const memo = this.companies.get(caller.companyId);
    if (!memo) return undefined;
    const today = chinaToday();
    if (memo.lowestOn !== today) {
      memo.lowest.clear();
      memo.lowestOn = today;
    }
    const lowest = memo.lowest;
    for (const id of productIds) {
      if (lowest.has(id)) continue;
      const list = memo.prices.get(id);
      if (!list) {
        if (memo.whole !== 'yes') return undefined;
        lowest.set(id, Infinity);
        continue;
      }
      let low = Infinity;
      for (const a of list)
        if (a.startsOn <= today && a.endsOn >= today && a.priceFen < low) low = a.priceFen;
      lowest.set(id, low);
    }
    return lowest;
  }

  /** The caller's company and what of it applies (one indexed read, then remembered). */
  async caller(userId: number | null | undefined): Promise<PricingCaller> {
    if (!userId) return null;
    const known = this.users.get(userId);
    if (known !== undefined) return known;
    const generation = this.generation;
    const [row] = await queryRows<{ company_id: number; priced: boolean; pooled: boolean }>(
      this.db,
      sql`select m.company_id, (m.status = 1 and c.status = 2) as priced,
            (m.status = 1 and coalesce(p.enabled, false)) as pooled
          from company_members m
          join companies c on c.id = m.company_id
          left join company_pools p on p.company_id = m.company_id
          where m.user_id = ${userId}`,
    );
    const caller: PricingCaller = row
      ? { companyId: Number(row.company_id), priced: row.priced, pooled: row.pooled }
      : null;
    if (generation === this.generation) {
      if (this.users.size >= USERS_MAX) this.users.clear();
      this.users.set(userId, caller);
    }
    return caller;
  }

  private company(id: number): CompanyMemo {
    let memo = this.companies.get(id);
    if (!memo) {
      if (this.companies.size >= COMPANIES_MAX) this.companies.clear();
      memo = { prices: new Map(), inPool: new Map(), lowest: new Map(), lowestOn: '', whole: 'unknown' };
      this.companies.set(id, memo);
    }
    return memo;
  }

  /**
   * The caller's agreement prices valid today for the given products (every SKU of them). Products not
   * asked for before cost one indexed read (company, product) for all of them; the rest none.
   */
  async agreements(caller: PricingCaller, productIds: readonly number[]): Promise<MemoAgreement[]> {
    if (!caller?.priced || !productIds.length) return [];
    const memo = this.company(caller.companyId);
    if (memo.whole === 'unknown') await this.readWhole(caller.companyId, memo);
    // The steady state (every product known) allocates nothing here.
    let unknown: number[] | null = null;
    if (memo.whole !== 'yes')
      for (const id of productIds) if (!memo.prices.has(id)) (unknown ??= []).push(id);
    const missing = unknown ? [...new Set(unknown)] : [];
    let fresh: Map<number, MemoAgreement[]> | null = null;
    if (missing.length) {
      const generation = this.generation;
      const rows = await this.agreementRows(
        caller.companyId,
        sql`product_id = any(${sql.param(missing)}::int[])`,
      );
      fresh = new Map(missing.map((id) => [id, [] as MemoAgreement[]]));
      for (const a of rows) fresh.get(a.productId)?.push(a);
      if (generation === this.generation) {
        if (memo.prices.size + missing.length > PRODUCTS_MAX) {
          memo.prices.clear();
          memo.lowest.clear();
        }
        for (const [id, list] of fresh) {
          memo.prices.set(id, list);
          memo.lowest.delete(id);
        }
      }
    }
    const today = chinaToday();
    const out: MemoAgreement[] = [];
    for (const id of new Set(productIds))
      for (const a of memo.prices.get(id) ?? fresh?.get(id) ?? [])
        if (a.startsOn <= today && a.endsOn >= today) out.push(a);
    return out;
  }

  /** The company's agreement prices that `where` picks (at most `limit`). */
  private async agreementRows(companyId: number, where: SQL, limit?: number): Promise<MemoAgreement[]> {
    const rows = await queryRows<{
      sku_id: number;
      product_id: number;
      price_fen: number;
      starts_on: string;
      ends_on: string;
    }>(
      this.db,
      sql`select sku_id, product_id, price_fen, starts_on::text as starts_on, ends_on::text as ends_on
          from agreement_prices where company_id = ${companyId} and ${where}
          ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
    );
    return rows.map((r) => ({
      skuId: Number(r.sku_id),
      productId: Number(r.product_id),
      priceFen: Number(r.price_fen),
      startsOn: r.starts_on,
      endsOn: r.ends_on,
    }));
  }

  /** All the company's agreement prices when there are at most WHOLE_MAX (then `whole` is 'yes'). */
  private async readWhole(companyId: number, memo: CompanyMemo): Promise<void> {
    const generation = this.generation;
    const rows = await this.agreementRows(companyId, sql`true`, WHOLE_MAX + 1);
    if (generation !== this.generation || this.companies.get(companyId) !== memo) return;
    if (rows.length > WHOLE_MAX) {
      memo.whole = 'no';
      return;
    }
    memo.prices.clear();
    memo.lowest.clear();
    for (const a of rows) {
      const list = (memo.prices.get(a.productId) ?? []) as MemoAgreement[];
      list.push(a);
      memo.prices.set(a.productId, list);
    }
    memo.whole = 'yes';
  }

  /** Which of the products the caller's pool hides (none when no pool limits the caller). */
  async hidden(caller: PricingCaller, productIds: readonly number[]): Promise<ReadonlySet<number>> {
    if (!caller?.pooled || !productIds.length) return NONE_HIDDEN;
    const memo = this.company(caller.companyId);
    const missing = [...new Set(productIds.filter((id) => !memo.inPool.has(id)))];
    let fresh: Map<number, boolean> | null = null;
    if (missing.length) {
      const generation = this.generation;
      const rows = await queryRows<{ product_id: number }>(
        this.db,
        sql`select product_id from company_pool_products
            where company_id = ${caller.companyId} and product_id = any(${sql.param(missing)}::int[])`,
      );
      const inside = new Set(rows.map((r) => Number(r.product_id)));
      fresh = new Map(missing.map((id) => [id, inside.has(id)]));
      if (generation === this.generation) {
        if (memo.inPool.size + missing.length > PRODUCTS_MAX) memo.inPool.clear();
        for (const [id, inPool] of fresh) memo.inPool.set(id, inPool);
      }
    }
    return new Set(productIds.filter((id) => !(memo.inPool.get(id) ?? fresh?.get(id) ?? false)));
  }

  /** The company whose pool limits the caller, or null (same answer as `poolCompanyOf`). */
  async poolCompany(userId: number | null | undefined): Promise<number | null> {
    const caller = await this.caller(userId);
    return caller?.pooled ? caller.companyId : null;
  }
}
