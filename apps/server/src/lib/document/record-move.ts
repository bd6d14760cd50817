import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../app-error';
import type { MoveEdge, StatusGraph } from './status-graph';

/** A document table: a numeric id, a status code and the time of its last change. */
export type DocumentTable = PgTable & { id: PgColumn; status: PgColumn; updatedAt: PgColumn };

/** One timeline row of a move, written in the move's transaction. */
export type HistoryEntry<H extends PgTable> = {
  table: H;
  values: H['$inferInsert'];
  /** The name of a prepared insert, for timelines on a hot path. */
  prepared?: string;
};

/**
 * Moves one document along its graph inside `tx`: the edge is checked (409 with the graph's message), then
 * ONE conditional update (`where id = ? and status = from`) sets the new status, `updatedAt` and `set`, and the
 * timeline row is written. A move whose document left `from` meanwhile (another move won) updates nothing
 * and is refused: with the graph's message for the status it is in now, else with the graph's stale message.
 * Returns the updated row.
 */
export async function recordMove<
  T extends DocumentTable,
  H extends PgTable,
  M extends Record<string, MoveEdge>,
>(
  tx: DbOrTx,
  doc: {
    table: T;
    graph: StatusGraph<M>;
    move: keyof M;
    id: number;
    from: number;
    to: number;
    set?: PgUpdateSetSource<T>;
  },
  history: HistoryEntry<H> | null,
): Promise<T['$inferSelect']> {
  const { table, graph, move } = doc;
  graph.assertMove(doc.from, move);
  const set = { ...doc.set, status: doc.to, updatedAt: sql`now()` } as PgUpdateSetSource<T>;
  const [after] = (await tx
    .update(table)
    .set(set)
    .where(and(eq(table.id, doc.id), eq(table.status, doc.from)))
    .returning()) as T['$inferSelect'][];
  if (!after) {
    const [now] = await tx
      .select({ status: table.status })
      .from(table as PgTable)
      .where(eq(table.id, doc.id));
    if (now) graph.assertMove(Number(now.status), move);
    throw conflict(graph.stale);
  }
  if (history) await writeHistory(tx, history);
  return after;
}

/** Writes one timeline row (a move's, or an event that leaves the status alone). */
export async function writeHistory<H extends PgTable>(tx: DbOrTx, entry: HistoryEntry<H>): Promise<void> {
  const insert = tx.insert(entry.table).values(entry.values);
  await (entry.prepared ? insert.prepare(entry.prepared).execute() : insert);
}
