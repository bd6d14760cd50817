import { sql } from 'drizzle-orm';
import type { SearchHistoryItem } from '@mall/shared';
import { queryRows, type Db } from '../../db/client';

const HISTORY_LIMIT = 10;

/** A buyer's search history (from the search records recordSearch writes) and browsing history. */
export class HistoryService {
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

  /** Records that a buyer viewed a product: one row per buyer, product and day (Asia/Shanghai). */
  async recordView(userId: number, productId: number): Promise<void> {
    await this.db.execute(sql`
      insert into browsing_history (user_id, product_id, viewed_on, viewed_at)
      values (${userId}, ${productId}, (now() at time zone 'Asia/Shanghai')::date, now())
      on conflict (user_id, product_id, viewed_on) do update set viewed_at = excluded.viewed_at`);
  }
}
