import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../../db/client';

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
 * Takes the next events for `consumer` (at most `limit`, oldest first) and hands them to `handle` inside one
 * transaction that also moves the consumer's cursor past them: what `handle` writes and the cursor commit
 * together, so each event is handled once, and a failed handling leaves the cursor where it was. The cursor's
 * row is locked for the transaction: two processes never read the same events at once. Only events of
 * transactions older than every running one are read (their set can't grow any more). Returns how many
 * events were handled.
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
      sql`select id, tx, type, company_id, merchant_id, subject_id, data, created_at from domain_events
          where (tx, id) > (${cursor.tx}::bigint, ${cursor.id}::bigint)
            and tx < pg_snapshot_xmin(pg_current_snapshot())::text::bigint
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
