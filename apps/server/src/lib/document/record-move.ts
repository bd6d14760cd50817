import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../app-error';
import type { MoveEdge, StatusGraph } from './status-graph';

/** The column a document keeps its status code in. */
type StatusKey = 'status' | 'state';

/** A document table: a numeric id, a status code and the time of its last change. */
export type DocumentTable<K extends StatusKey = 'status'> = PgTable & {
  id: PgColumn;
  updatedAt: PgColumn;
} & Record<K, PgColumn>;

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
 * and is refused with the graph's stale message (409). Returns the updated row.
 */
export async function recordMove<
  T extends DocumentTable<K>,
  H extends PgTable,
  M extends Record<string, MoveEdge>,
  K extends StatusKey = 'status',
>(
  tx: DbOrTx,
  doc: {
    table: T;
    /** The status column's key when it is not `status`. */
    statusKey?: K;
    graph: StatusGraph<M>;
    move: keyof M;
    id: number;
    from: number;
    to: number;
    set?: PgUpdateSetSource<T>;
  },
  history: HistoryEntry<H> | null,
): Promise<T['$inferSelect']> {
  const { table, graph } = doc;
  const key = (doc.statusKey ?? 'status') as K;
  graph.assertMove(doc.from, doc.move);
  const set = { ...doc.set, [key]: doc.to, updatedAt: sql`now()` } as PgUpdateSetSource<T>;
  const [after] = (await tx
    .update(table)
    .set(set)
    .where(and(eq(table.id, doc.id), eq(table[key], doc.from)))
    .returning()) as T['$inferSelect'][];
  if (!after) throw conflict(graph.stale);
  if (history) await writeHistory(tx, history);
  return after;
}

/** Writes one timeline row (a move's, or an event that leaves the status alone). */
export async function writeHistory<H extends PgTable>(tx: DbOrTx, entry: HistoryEntry<H>): Promise<void> {
  const insert = tx.insert(entry.table).values(entry.values);
  await (entry.prepared ? insert.prepare(entry.prepared).execute() : insert);
}
