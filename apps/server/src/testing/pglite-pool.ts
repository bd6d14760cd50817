import { sql } from 'drizzle-orm';
import { queryRows, type DbHandle } from '../db/client';

/**
 * Embedded test databases, kept for the next test file of the same worker (vitest runs a worker's files one
 * after another in one process). Starting PGlite from the migrated template costs about a second of CPU a
 * file, most of the suite's set-up; putting a used database back as the template left it costs a tenth of
 * that: its session is discarded, tables the test created are dropped, every table is emptied and gets back
 * the rows the migrations wrote, and every sequence its value. A database that can't be put back within a
 * few seconds (a transaction left open) is closed instead, and the next file starts a new one.
 */

/** The migrated template as the migrations left it: its tables, their rows, its sequences. */
type Pristine = {
  tables: string[];
  rows: { table: string; json: string }[];
  sequences: { name: string; value: string; called: boolean }[];
};

const idle: DbHandle[] = [];
let pristine: Promise<Pristine> | undefined;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function readPristine(handle: DbHandle): Promise<Pristine> {
  const tables = (
    await queryRows<{ t: string }>(
      handle.db,
      sql`select tablename as t from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((r) => r.t);
  const rows: Pristine['rows'] = [];
  for (const table of tables) {
    const [row] = await queryRows<{ json: string | null }>(
      handle.db,
      sql.raw(`select json_agg(t)::text as json from ${ident(table)} t`),
    );
    if (row?.json) rows.push({ table, json: row.json });
  }
  const sequences = (
    await queryRows<{ name: string; last: string | null; start: string }>(
      handle.db,
      sql`select sequencename as name, last_value::text as last, start_value::text as start
            from pg_sequences where schemaname = 'public'`,
    )
  ).map((s) => ({ name: s.name, value: s.last ?? s.start, called: s.last !== null }));
  return { tables, rows, sequences };
}

async function putBack(handle: DbHandle, state: Pristine): Promise<void> {
  await handle.db.execute(sql.raw('discard all'));
  const now = (
    await queryRows<{ t: string }>(
      handle.db,
      sql`select tablename as t from pg_tables where schemaname = 'public'`,
    )
  ).map((r) => r.t);
  const extra = now.filter((t) => !state.tables.includes(t));
  if (extra.length) await handle.db.execute(sql.raw(`drop table ${extra.map(ident).join(', ')} cascade`));
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate ${state.tables.map(ident).join(', ')} restart identity cascade`));
    // The migrations' rows go back as they were, without firing triggers (no outbox events for them).
    await tx.execute(sql.raw('set local session_replication_role = replica'));
    for (const { table, json } of state.rows)
      await tx.execute(
        sql`insert into ${sql.raw(ident(table))} select * from json_populate_recordset(null::${sql.raw(ident(table))}, ${json}::json)`,
      );
    if (state.sequences.length)
      await tx.execute(
        sql.raw(
          `select ${state.sequences
            .map((s) => `setval('${ident(s.name).replaceAll("'", "''")}', ${s.value}, ${s.called})`)
            .join(', ')}`,
        ),
      );
  });
}

/**
 * A database of this worker's idle ones, put back as the template left it; `start` makes a new one when
 * none is idle. Its `close()` hands it back for the next test file.
 */
export async function pooledPglite(start: () => Promise<DbHandle>): Promise<DbHandle> {
  let handle: DbHandle | undefined;
  while (!handle) {
    const used = idle.pop();
    if (!used) {
      handle = await start();
      pristine ??= readPristine(handle);
      await pristine;
      break;
    }
    const state = await pristine!;
    const done = putBack(used, state).then(
      () => true,
      () => false,
    );
    const timeout = new Promise<false>((r) => setTimeout(() => r(false), 5_000).unref());
    if (await Promise.race([done, timeout])) handle = used;
    else await used.close().catch(() => {});
  }
  const own = handle;
  let closed = false;
  return {
    ...own,
    close: async () => {
      if (closed) return;
      closed = true;
      idle.push(own);
    },
  };
}
