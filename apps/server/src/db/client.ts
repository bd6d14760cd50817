import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import {
  PgDialect,
  PgTransaction,
  type PgDatabase,
  type PgPreparedQuery,
  type PgQueryResultHKT,
  type PreparedQueryConfig,
} from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { listenPostgres, markers, type Listening } from './listen';
import { markWrites, readPool, ReadRouter } from './read-routing';
import { ReplicaSet, type ReplicaState } from './replicas';
/**
 * The one database type every repository takes: the same for PGlite and node-postgres. Queries name their
 * tables (drizzle's relational `db.query` is not used), so the client needs no schema and `db/` imports no
 * module; the whole schema is gathered in `src/schema.ts` for drizzle-kit alone.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * Independent reads of one piece of work. On the pool they go together, each on a connection of its own. In a
 * transaction they share its one connection: node-postgres only queues reads sent together there (and pg@9
 * refuses a query while another runs), so they go one after another, which costs no more time.
 */
export async function readTogether<T extends readonly unknown[]>(
  db: DbOrTx,
  ...reads: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const out: unknown[] = [];
  for (const read of reads) out.push(await read());
  return out as unknown as T;
}

export type DbHandle = {
  db: Db;
  /**
   * Where reads that may lag a little go (the storefront's catalogue): a usable replica when
   * DATABASE_READ_URLS names some, else — and always for the caller's own recent writes — the primary. Without
   * replicas it is `db` itself.
   */
  read: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The connection pool's state (PostgreSQL; embedded PGlite has one connection and no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** The read replicas' state (DATABASE_READ_URLS); absent without replicas. */
  replicaStats?: () => {
    replicas: ReplicaState[];
    primaryReads: number;
    newestSample: { ageMs: number; lsn: string } | null;
    /** The monitor's last answers, oldest first (ReplicaSet.recent). */
    recent: string[];
  };
  /**
   * Replicas: every read through `read` goes to the primary until the replicas have replayed what it has now
   * (called on each cache invalidation, so no cache is filled from before the write that caused it).
   */
  fenceReads?: () => void;
  /** Embedded PGlite: its whole data directory as a tarball (a template for fresh test databases). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Listens on a notification channel of the primary (LISTEN / NOTIFY, sent as the notifying transaction
   * commits); `resync` when the link was lost (db/listen.ts). Closed with the handle.
   */
  listen(channel: string, message: (payload: string) => void, resync: () => void): Listening;
};

// Numeric columns arrive as strings and bigint as strings by default in pg; keep them so (money is never a float).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** Opens PostgreSQL when `databaseUrl` is given, otherwise embedded PGlite in `dataDir` (or in memory). */
export async function openDb(opts: {
  databaseUrl?: string;
  dataDir?: string | 'memory';
  poolSize?: number;
  /** Read replicas of `databaseUrl` (with it only) and the lag beyond which one is left out. */
  readUrls?: readonly string[];
  readMaxLagMs?: number;
  /** Embedded PGlite: start from this data directory (a dumpDataDir tarball) instead of an empty one. */
  loadDataDir?: Blob;
}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20 });
    let closing = false;
    // An idle client whose connection the server ends (restart, failover, a dropped database) emits 'error'
    // on the pool; without a listener that would crash the process. The pool replaces the client itself.
    const onLost = (err: Error) => {
      if (!closing) console.error(`postgres: connection lost (${err.message}); the pool will reconnect`);
    };
    pool.on('error', onLost);
    // A checked-out client between two queries has no pool listener; its own must not crash the process
    // either (the query that runs on it next fails and is answered as an error).
    pool.on('connect', (client) => client.on('error', onLost));
    await pool.query('select 1');
    const replicas = opts.readUrls?.length
      ? new ReplicaSet(opts.databaseUrl, opts.readUrls, {
          maxLagMs: opts.readMaxLagMs ?? 1000,
          poolSize: opts.poolSize ?? 20,
        })
      : undefined;
    let read: Db | undefined;
    let router: ReadRouter | undefined;
    if (replicas) {
      await replicas.start();
      router = new ReadRouter(pool, replicas);
      markWrites(pool, router);
      read = drizzlePg({ client: readPool(router) }) as unknown as Db;
    }
    const db = drizzlePg({ client: pool }) as unknown as Db;
    const url = opts.databaseUrl;
    const listeners: Listening[] = [];
    return {
      db,
      read: read ?? db,
      kind: 'postgres',
      listen: (channel, message, resync) => {
        const l = listenPostgres(url, channel, message, resync);
        listeners.push(l);
        return l;
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      ...(replicas &&
        router && {
          replicaStats: () => ({
            replicas: replicas.stats(),
            primaryReads: replicas.primaryReads,
            newestSample: replicas.newestSample(),
            recent: replicas.recent(),
          }),
          fenceReads: () => router.fence(),
        }),
      close: async () => {
        closing = true;
        await Promise.all(listeners.map((l) => l.close()));
        await replicas?.close();
        await pool.end();
      },
    };
  }
  let dir: string | undefined;
  if (opts.dataDir && opts.dataDir !== 'memory') {
    dir = path.join(opts.dataDir, 'pgdata');
    fs.mkdirSync(dir, { recursive: true });
  }
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client }) as unknown as Db;
  return {
    db,
    read: db,
    kind: 'pglite',
    // In one process: a notification is heard as its transaction commits, and the link is never lost.
    listen: (channel, message) => {
      let live = false;
      const marks = markers((mark) => client.query('select pg_notify($1, $2)', [channel, mark]));
      const off = client
        .listen(channel, (payload) => {
          if (!marks.heard(payload)) message(payload);
        })
        .then((unlisten) => {
          live = true;
          return unlisten;
        });
      return {
        live: () => live,
        caughtUp: () => (live ? marks.caughtUp() : Promise.resolve()),
        close: async () => {
          live = false;
          await (await off)().catch(() => {});
        },
      };
    },
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

const dialect = new PgDialect();

/**
 * Runs raw SQL and returns its rows; the same for both drivers. With a `name`, PostgreSQL keeps the parsed
 * and planned statement per connection (a prepared statement), which on the hot paths — cart, checkout —
 * costs the server several times less than parsing and planning on every call. A name must always stand for
 * the same SQL text (node-postgres refuses a different text under a known name); PGlite ignores it.
 */
export async function queryRows<T extends Record<string, unknown>>(
  db: DbOrTx,
  query: SQL,
  name?: string | { byText: string },
): Promise<T[]> {
  if (!name) return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const built = dialect.sqlToQuery(query);
  // `byText`: a statement whose text takes a few shapes (filters present or not), named by its text.
  const statement =
    typeof name === 'string'
      ? name
      : `${name.byText}:${createHash('sha1').update(built.sql).digest('base64url').slice(0, 16)}`;
  const prepared = db._.session.prepareQuery(built, undefined, statement, false);
  return ((await prepared.execute()) as unknown as { rows: T[] }).rows;
}

const builtStatements = new WeakMap<DbOrTx, Map<string, PgPreparedQuery<PreparedQueryConfig>>>();

/**
 * A named raw statement whose SQL is built once per database handle (with `sql.placeholder(…)` for the
 * values) instead of on every call: for the hottest writes, where building the text costs as much as
 * running it. Returns a function of the placeholder values.
 */
export function preparedRows<T extends Record<string, unknown>>(
  db: DbOrTx,
  name: string,
  build: () => SQL,
): (values: Record<string, unknown>) => Promise<T[]> {
  let byName = builtStatements.get(db);
  if (!byName) builtStatements.set(db, (byName = new Map()));
  let prepared = byName.get(name);
  if (!prepared) {
    prepared = db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
    byName.set(name, prepared);
  }
  const statement = prepared;
  return async (values) => ((await statement.execute(values)) as unknown as { rows: T[] }).rows;
}
