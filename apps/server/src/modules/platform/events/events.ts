import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx, type Tx } from '../../../db/client';
import { domainEvents } from './events.table';

/** An event of the outbox (events.table.ts), as its readers see it. */
export type DomainEvent = {
  id: number;
  type: string;
  companyId: number | null;
  merchantId: number | null;
  subjectId: number;
  data: Record<string, unknown>;
  createdAt: Date;
};

type Row = {
  id: string;
  tx: string;
  type: string;
  company_id: string | null;
  merchant_id: number | null;
  subject_id: string;
  data: Record<string, unknown>;
  created_at: Date | string;
};

/**
 * The oldest transaction id still running in this database (as xid8), or the next id to be given when none:
 * every event below it is of a finished transaction, and every event a transaction writes from now on will
 * have a higher id. Only this database's sessions count (pg_stat_activity), not the whole server's snapshot
 * xmin, so a long transaction in another database (another test file's, another application's) holds no
 * reader back. `backend_xid` is a 32-bit xid: it takes the epoch of the next id, one epoch less if that
 * would put it in the future.
 */
const RUNNING_BOUND = sql`select coalesce(min(case when f >= s.next then f - 4294967296 else f end), s.next) as below
  from (select pg_snapshot_xmax(pg_current_snapshot())::text::bigint as next) s
  left join lateral (
    select ((s.next >> 32) << 32) + a.backend_xid::text::bigint as f from pg_stat_activity a
    where a.datname = current_database() and a.backend_xid is not null and a.pid <> pg_backend_pid()
  ) x on true
  group by s.next`;

/**
 * Takes the next events for `consumer` (at most `limit`, oldest first) and hands them to `handle` inside one
 * transaction that also moves the consumer's cursor past them: what `handle` writes and the cursor commit
 * together, so each event is handled once, and a failed handling leaves the cursor where it was. The cursor's
 * row is locked for the transaction: two processes never read the same events at once. Only events of
 * transactions older than every one still running in this database are read (their set can't grow any
 * more). Returns how many events were handled.
 */
export async function consumeEvents(
  db: Db,
  consumer: string,
  limit: number,
  handle: (tx: Tx, events: DomainEvent[]) => Promise<void>,
): Promise<number> {
  await db.execute(sql`insert into event_cursors (consumer) values (${consumer}) on conflict do nothing`);
  return db.transaction(async (tx) => {
    const [cursor] = await queryRows<{ tx: string; id: string }>(
      tx,
      sql`select tx, id from event_cursors where consumer = ${consumer} for update skip locked`,
    );
    if (!cursor) return 0; // Another process holds it: its handling covers these events.
    const rows = await queryRows<Row>(
      tx,
      sql`with bound as (${RUNNING_BOUND})
          select id, tx, type, company_id, merchant_id, subject_id, data, created_at from domain_events, bound
          where (tx, id) > (${cursor.tx}::bigint, ${cursor.id}::bigint) and tx < bound.below
          order by tx, id limit ${limit}`,
    );
    if (!rows.length) return 0;
    await handle(
      tx,
      rows.map((r) => ({
        id: Number(r.id),
        type: r.type,
        companyId: r.company_id === null ? null : Number(r.company_id),
        merchantId: r.merchant_id,
        subjectId: Number(r.subject_id),
        data: r.data,
        createdAt: new Date(r.created_at),
      })),
    );
    const last = rows[rows.length - 1]!;
    await tx.execute(
      sql`update event_cursors set tx = ${last.tx}::bigint, id = ${last.id}::bigint, updated_at = now()
          where consumer = ${consumer}`,
    );
    return rows.length;
  });
}

/** Forgets events older than `before` (every reader has long taken them). */
export async function pruneEvents(db: Db, before: Date): Promise<void> {
  await db.execute(sql`delete from domain_events where created_at < ${before}`);
}

/**
 * Writes one event in the writer's own transaction `tx`, for a change no trigger hears (one whose facts only
 * the writing service knows, as a shop's statement written or written again): it exists exactly when the
 * change commits.
 */
export async function recordEvent(
  tx: DbOrTx,
  event: {
    type: string;
    companyId?: number | null;
    merchantId?: number | null;
    subjectId: number;
    data: Record<string, unknown>;
  },
): Promise<void> {
  await tx.insert(domainEvents).values({
    type: event.type,
    companyId: event.companyId ?? null,
    merchantId: event.merchantId ?? null,
    subjectId: event.subjectId,
    data: event.data,
  });
}
