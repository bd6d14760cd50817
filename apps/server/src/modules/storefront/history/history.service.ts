import { sql, type SQL } from 'drizzle-orm';
import {
  fenToYuan,
  type BrowsingHistoryDay,
  type BrowsingHistoryPage,
  type DateRangeCode,
  type SearchHistoryItem,
} from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';
import { productImagePath } from '../../catalogue/media';

const HISTORY_LIMIT = 10;
/** Date-range codes, as in the order list: the last 3, 7 or 365 days up to now. */
const DATE_RANGE_DAYS: Record<DateRangeCode, number> = { '01': 3, '02': 7, '03': 365 };

const inRange = (range: DateRangeCode | undefined): SQL =>
  range ? sql`and h.viewed_at >= now() - make_interval(days => ${DATE_RANGE_DAYS[range]})` : sql``;

type HistoryRow = {
  id: number;
  product_id: number;
  viewed_on: string;
  viewed_at: string;
  title: string;
  model_no: string;
  unit: string;
  min_price_fen: number;
  default_sku_id: number;
  moq: number;
  on_shelf: boolean;
  brand_name: string;
};

/**
 * Views of the same product by the same buyer in a row (the same China day) are written at most once per
 * this long: the first view's write is awaited (its row exists when the answer goes), later ones only move
 * its time, without making the answer wait. A page reloaded or opened in several tabs costs one write, not
 * one per request, and its time is at most this much older than the last view.
 */
const VIEW_COALESCE_MS = 1000;
const VIEW_MEMO_MAX = 50_000;
/** The China day of a time, as a day number (Asia/Shanghai has no daylight saving). */
const chinaDay = (ms: number) => Math.floor((ms + 8 * 3600_000) / 86_400_000);

/** A buyer's search history (from the search records recordSearch writes) and browsing history. */
export class HistoryService {
  /** Per buyer, the last view this process wrote (or is writing). */
  private readonly lastView = new Map<
    number,
    { productId: number; day: number; at: number; done: boolean; written: Promise<void> }
  >();

  constructor(private readonly db: Db) {}

  /** The buyer's latest distinct search terms, newest first; `id` is the newest record of each term. */
  async searchHistory(userId: number): Promise<SearchHistoryItem[]> {
    const rows = await queryRows<{ id: number; term: string }>(
      this.db,
      sql`select id, term from (
            select distinct on (term) id, term, created_at from search_records
            where user_id = ${userId} order by term, created_at desc, id desc) t
          order by created_at desc, id desc limit ${HISTORY_LIMIT}`,
    );
    return rows.map((r) => ({ id: Number(r.id), searchTerms: r.term }));
  }

  /** Deletes these history entries: every record of the buyer carrying the same term as one of the ids. */
  async deleteSearchHistory(userId: number, ids: number[]): Promise<void> {
    await this.db.execute(sql`
      delete from search_records where user_id = ${userId} and term in (
        select term from search_records where user_id = ${userId} and id = any(${sql.param(ids)}::bigint[]))`);
  }

  /**
   * Records that a buyer viewed a product: one row per buyer, product and day (Asia/Shanghai). Returns the
   * write to wait for, or undefined when there is none (the same product again: its row is written).
   */
  recordView(userId: number, productId: number): Promise<void> | undefined {
    const now = Date.now();
    const day = chinaDay(now);
    const last = this.lastView.get(userId);
    if (last && last.productId === productId && last.day === day) {
      // The same product again (the buyer's latest view here): its row is written, or being written (wait
      // for that, so the next call sees it); past the window only its time moves, which nobody waits for.
      if (!last.done) return last.written;
      if (now - last.at < VIEW_COALESCE_MS) return undefined;
      last.at = now;
      this.write(userId, productId).catch(() => {
        if (this.lastView.get(userId) === last) this.lastView.delete(userId);
      });
      return undefined;
    }
    const entry = { productId, day, at: now, done: false, written: this.write(userId, productId) };
    if (this.lastView.size >= VIEW_MEMO_MAX) this.lastView.clear();
    this.lastView.set(userId, entry);
    return entry.written.then(
      () => {
        entry.done = true;
      },
      (err: unknown) => {
        if (this.lastView.get(userId) === entry) this.lastView.delete(userId);
        throw err;
      },
    );
  }

  private async write(userId: number, productId: number): Promise<void> {
    await this.db.execute(sql`
      insert into browsing_history (user_id, product_id, viewed_on, viewed_at)
      values (${userId}, ${productId}, (now() at time zone 'Asia/Shanghai')::date, now())
      on conflict (user_id, product_id, viewed_on) do update set viewed_at = excluded.viewed_at`);
  }

  /** The buyer's viewed products, newest first, grouped by day (Asia/Shanghai); optionally within a range. */
  async browsingHistory(
    userId: number,
    q: { dateRange?: DateRangeCode; pageNum: number; pageSize: number },
  ): Promise<BrowsingHistoryPage> {
    const [rows, [total]] = await Promise.all([
      queryRows<HistoryRow>(
        this.db,
        sql`select h.id, h.product_id, h.viewed_on::text as viewed_on,
              to_char(h.viewed_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as viewed_at,
              p.title, p.model_no, p.unit, p.min_price_fen, p.default_sku_id, p.moq, p.on_shelf,
              b.name as brand_name
            from browsing_history h
            join products p on p.id = h.product_id
            join brands b on b.id = p.brand_id
            where h.user_id = ${userId} ${inRange(q.dateRange)}
            order by h.viewed_at desc, h.id desc
            limit ${q.pageSize} offset ${(q.pageNum - 1) * q.pageSize}`,
      ),
      queryRows<{ n: number }>(
        this.db,
        sql`select count(*)::int as n from browsing_history h join products p on p.id = h.product_id
            where h.user_id = ${userId} ${inRange(q.dateRange)}`,
      ),
    ]);
    const days: BrowsingHistoryDay[] = [];
    for (const r of rows) {
      let day = days[days.length - 1];
      if (!day || day.date !== r.viewed_on) {
        day = { date: r.viewed_on, items: [] };
        days.push(day);
      }
      day.items.push({
        id: Number(r.id),
        productId: r.product_id,
        skuId: r.default_sku_id,
        title: r.title,
        brandName: r.brand_name,
        modelNo: r.model_no,
        unit: r.unit,
        price: fenToYuan(r.min_price_fen),
        moq: r.moq,
        image: productImagePath(r.product_id),
        onShelf: r.on_shelf,
        viewedAt: r.viewed_at,
      });
    }
    return { days, total: Number(total?.n ?? 0), pageNum: q.pageNum, pageSize: q.pageSize };
  }

  /**
   * Deletes the buyer's browsing records: the named ids (other buyers' ids are ignored), those viewed within
   * a date range, or all of them. Returns how many were deleted.
   */
  async deleteBrowsingHistory(
    userId: number,
    what: { ids?: number[]; dateRange?: DateRangeCode; all?: 0 | 1 },
  ): Promise<number> {
    let filter: SQL;
    if (what.all === 1) filter = sql``;
    else if (what.ids?.length)
      filter = sql`and h.id = any(${sql.param(what.ids)}::bigint[]) ${inRange(what.dateRange)}`;
    else filter = inRange(what.dateRange);
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`delete from browsing_history h where h.user_id = ${userId} ${filter} returning h.id`,
    );
    this.lastView.delete(userId);
    return rows.length;
  }
}
