import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import type { ReplicaSet } from './replicas';

/** Who the current request is for read-your-writes: a user, or a visitor's address. */
export type ReadSession = { key: () => string };

const sessions = new AsyncLocalStorage<ReadSession>();

/** Runs `next` (the rest of a request) as `session`: its writes and reads are told apart from others'. */
export function runAsSession(session: ReadSession, next: () => void): void {
  sessions.run(session, next);
}

/** Statements that only read: the only ones a replica may take. */
const READ = /^\s*\(?\s*(?:select|with|values|table|show)\b/i;
/** …unless they write, lock or take a sequence value all the same. */
const WRITES_ANYWAY =
  /\b(?:insert\s+into|update\s+["\w]|delete\s+from|nextval|setval|pg_advisory\w*|for\s+(?:no\s+key\s+)?update|for\s+(?:key\s+)?share)\b/i;
const known = new Map<string, boolean>();

/** Whether a statement only reads (remembered per text: statements repeat). */
export function onlyReads(text: string): boolean {
  let reads = known.get(text);
  if (reads === undefined) {
    reads = READ.test(text) && !WRITES_ANYWAY.test(text);
    if (known.size >= 5000) known.clear();
    known.set(text, reads);
  }
  return reads;
}

type QueryArg = string | { text: string };
const textOf = (q: QueryArg) => (typeof q === 'string' ? q : q.text);

/** A session's latest write: open while a write or transaction runs; `fence` found after it ended. */
type Mark = { at: number; open: number; fence: bigint | null };
/** A session whose write is older than this reads from replicas again whatever (and its mark is dropped). */
const FORGET_MS = 60_000;

/**
 * Read-your-writes per session over a primary and its replicas. Writes on the primary within a request mark
 * its session; a marked session's reads stay on the primary until a usable replica has replayed past the
 * primary's position sampled after the write. Reads outside a request (jobs, start-up) have no session.
 */
export class ReadRouter {
  private readonly marks = new Map<string, Mark>();
  /** The latest fence for every session (`fence`). */
  private everyone: Mark | null = null;

  constructor(
    readonly primary: pg.Pool,
    readonly replicas: ReplicaSet,
  ) {}

  /** A write (or a transaction) of the current session starts; call the result when it has ended. */
  writing(): (() => void) | undefined {
    const key = sessions.getStore()?.key();
    if (!key) return undefined;
    let mark = this.marks.get(key);
    if (!mark) {
      if (this.marks.size >= 10_000) this.forgetOld();
      this.marks.set(key, (mark = { at: Date.now(), open: 0, fence: null }));
    }
    mark.open++;
    const m = mark;
    return () => {
      m.open--;
      m.at = Date.now();
      m.fence = null;
    };
  }

  /**
   * After a write anywhere (a cache invalidation heard): every session reads from the primary until the
   * replicas have replayed what the primary had by now, so no cache is filled again from before the write.
   */
  fence(): void {
    this.everyone = { at: Date.now(), open: 0, fence: null };
  }

  /** The pool the current session's read should go to: a fresh-enough replica, else null (the primary). */
  poolForRead(): pg.Pool | null {
    const key = sessions.getStore()?.key();
    const own = key ? this.marks.get(key) : undefined;
    if (!own && !this.everyone) return this.replicas.choose(null);
    const now = Date.now();
    let fence: bigint | null = null;
    for (const mark of [own, this.everyone]) {
      if (!mark) continue;
      if (mark.open > 0) return null;
      if (now - mark.at > FORGET_MS) {
        if (mark === own) this.marks.delete(key!);
        else this.everyone = null;
        continue;
      }
      mark.fence ??= this.replicas.positionAfter(mark.at);
      if (mark.fence === null) return null;
      if (fence === null || mark.fence > fence) fence = mark.fence;
    }
    return this.replicas.choose(fence);
  }

  private forgetOld() {
    const old = Date.now() - FORGET_MS;
    for (const [key, mark] of this.marks) if (mark.open === 0 && mark.at < old) this.marks.delete(key);
  }
}

/**
 * The primary's pool, told to mark the session on each write: a writing statement through `query`, or a
 * client checked out (drizzle's transactions; the mark ends when it is released). pg-pool's own `query`
 * checks out with a callback, which is not a transaction and passes unmarked.
 */
export function markWrites(pool: pg.Pool, router: ReadRouter): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult> | undefined;
  const connect = pool.connect.bind(pool) as (cb?: unknown) => Promise<pg.PoolClient> | undefined;
  pool.query = ((...args: unknown[]) => {
    const q = args[0] as QueryArg;
    const done = typeof q === 'function' || onlyReads(textOf(q)) ? undefined : router.writing();
    const result = query(...args);
    // With a callback pg returns nothing: the mark then ends at once (no caller of ours passes one).
    if (done) void (result ? result.then(done, done) : done());
    return result;
  }) as typeof pool.query;
  pool.connect = ((cb?: unknown) => {
    const done = cb ? undefined : router.writing();
    if (!done) return connect(cb);
    return connect()!.then(
      (client) => {
        const release = client.release;
        client.release = (err) => {
          done();
          return release.call(client, err);
        };
        return client;
      },
      (err: unknown) => {
        done();
        throw err;
      },
    );
  }) as typeof pool.connect;
}

/**
 * An error that says nothing against the statement, only against the replica: it is unreachable or gone
 * (no SQLSTATE, class 08, shutdown and start-up 57P0x) or cancelled the read for its recovery (40001).
 */
function replicaFault(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return code.startsWith('08') || code.startsWith('57P') || code === '40001';
}

/**
 * The pool behind `DbHandle.read`: a pg.Pool (drizzle checks `instanceof Pool`) that opens no connection of
 * its own. A reading statement goes to `router.poolForRead()`, anything else and every checkout (transactions)
 * to the primary. A read a replica fails to answer is left to the primary, and the replica out until it
 * answers a probe again.
 */
export function readPool(router: ReadRouter): pg.Pool {
  const pool = new pg.Pool({ max: 1 });
  const { primary, replicas } = router;
  const onPrimary = (q: QueryArg, values?: unknown) =>
    (primary.query as (q: QueryArg, values?: unknown) => Promise<pg.QueryResult>)(q, values);
  pool.query = (async (q: QueryArg, values?: unknown) => {
    if (!onlyReads(textOf(q))) return onPrimary(q, values);
    const target = router.poolForRead();
    if (target)
      try {
        return await (target.query as typeof onPrimary)(q, values);
      } catch (err) {
        if (!replicaFault(err)) throw err;
        replicas.down(target, err as Error);
      }
    replicas.primaryReads++;
    return onPrimary(q, values);
  }) as typeof pool.query;
  pool.connect = (() => primary.connect()) as typeof pool.connect;
  pool.end = (async () => undefined) as typeof pool.end;
  return pool;
}
