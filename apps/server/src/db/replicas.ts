import pg from 'pg';

/** What /metrics shows of a read replica. */
export type ReplicaState = {
  /** host:port/database (never the password). */
  name: string;
  /** Answered its last probe as a standby. */
  reachable: boolean;
  /** Reads may go to it now: reachable and within the lag bound. */
  usable: boolean;
  /** How far behind the primary it is, in ms (0 when caught up); null when unknown. */
  lagMs: number | null;
  /** Reads sent to it so far. */
  reads: number;
  /** Why it is not reachable (its last error). */
  error?: string;
  /** Where its last probe found its replay (a WAL position, as PostgreSQL writes it). */
  replayLsn?: string;
};

/** A WAL position ('16/B374D848') as a number. */
export function parseLsn(text: string): bigint {
  const [hi = '0', lo = '0'] = text.split('/');
  return (BigInt(`0x${hi}`) << 32n) | BigInt(`0x${lo}`);
}

/** A WAL position as PostgreSQL writes it (`16/B374D848`). */
export function lsnText(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

/** The replica's address as shown in metrics and logs: no user or password. */
function nameOf(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
}

type Sample = { at: number; lsn: bigint };

/** A time of day to the millisecond (UTC), as the monitor's notes give it. */
const clock = (ms: number) => new Date(ms).toISOString().slice(11, 23);

class Replica {
  reachable = false;
  replay: bigint | null = null;
  lagMs: number | null = null;
  probing = false;
  reads = 0;
  error: string | undefined;
  constructor(
    readonly name: string,
    readonly pool: pg.Pool,
    /** One connection of its own for probes: a busy pool does not delay them. */
    readonly monitor: pg.Pool,
  ) {}
}

const quiet = () => undefined;

/**
 * The read replicas of one primary and how far behind each is. Every `everyMs` it notes the primary's WAL
 * position with the time (pg_current_wal_lsn) and asks each replica how far it has replayed
 * (pg_last_wal_replay_lsn). A replica's lag is the time since the primary was where the replica is now: 0
 * when it has replayed all the primary had written at the last sample, else the age of the newest sample it
 * has passed. Precise to one interval, conservative (never less than the true lag by more than a probe).
 */
export class ReplicaSet {
  private readonly replicas: Replica[];
  private readonly primaryMonitor: pg.Pool;
  private readonly samples: Sample[] = [];
  private readonly keepMs: number;
  private sampling = false;
  private turn = 0;
  private timer: NodeJS.Timeout | undefined;
  /** Reads sent to the primary because no replica was usable or fresh enough for the caller. */
  primaryReads = 0;
  /** The monitor's last answers (samples and probes, with when each was asked and answered): `recent()`. */
  private readonly events: string[] = [];

  constructor(
    primaryUrl: string,
    urls: readonly string[],
    private readonly opts: { maxLagMs: number; poolSize: number; everyMs?: number },
  ) {
    const onLost = (err: Error) => console.error(`postgres replica: connection lost (${err.message})`);
    const poolOf = (url: string, max: number) => {
      const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 2000 });
      pool.on('error', onLost);
      pool.on('connect', (client) => client.on('error', onLost));
      return pool;
    };
    this.primaryMonitor = new pg.Pool({
      connectionString: primaryUrl,
      max: 1,
      connectionTimeoutMillis: 2000,
    });
    this.primaryMonitor.on('error', quiet);
    this.replicas = urls.map((url) => {
      const monitor = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: 1000 });
      monitor.on('error', quiet);
      return new Replica(nameOf(url), poolOf(url, opts.poolSize), monitor);
    });
    // Samples old enough to measure any lag up to well past the bound; older lag is reported as the window.
    this.keepMs = opts.maxLagMs * 4 + 10_000;
  }

  /** Takes the first sample and probes, then keeps doing so every `everyMs` (250 ms by default). */
  async start(): Promise<void> {
    await this.sample();
    await Promise.all(this.replicas.map((r) => this.probe(r)));
    this.timer = setInterval(() => this.tick(), this.opts.everyMs ?? 250);
    this.timer.unref();
  }

  private tick() {
    void this.sample().then(() => {
      const now = Date.now();
      for (const r of this.replicas) if (r.replay !== null) r.lagMs = this.lagOf(r.replay, now);
    });
    for (const r of this.replicas) void this.probe(r);
  }

  private async sample() {
    if (this.sampling) return;
    this.sampling = true;
    const at = Date.now();
    try {
      const res = await this.primaryMonitor.query<{ lsn: string }>(
        'select pg_current_wal_lsn()::text as lsn',
      );
      this.samples.push({ at, lsn: parseLsn(res.rows[0]!.lsn) });
      this.note(`sample asked ${clock(at)}: primary at ${res.rows[0]!.lsn}`);
      while (this.samples.length > 2 && this.samples[0]!.at < at - this.keepMs) this.samples.shift();
    } catch {
      // The primary is not answering: no new sample, so the replicas' lag grows (lagOf counts the newest
      // sample's age) and they are left alone too.
    } finally {
      this.sampling = false;
    }
  }

  private async probe(r: Replica) {
    if (r.probing) return;
    r.probing = true;
    const asked = Date.now();
    try {
      const res = await r.monitor.query<{ standby: boolean; lsn: string | null }>(
        'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as lsn',
      );
      const row = res.rows[0]!;
      if (!row.standby || !row.lsn) throw new Error('not a standby (pg_is_in_recovery() is false)');
      r.replay = parseLsn(row.lsn);
      r.lagMs = this.lagOf(r.replay, Date.now());
      r.reachable = true;
      r.error = undefined;
      this.note(`probe asked ${clock(asked)}: ${r.name} replayed ${row.lsn}, lag ${r.lagMs} ms`);
    } catch (err) {
      // Left out until a later probe answers (every interval).
      r.reachable = false;
      r.error = (err as Error).message;
      this.note(`probe asked ${clock(asked)}: ${r.name} failed (${r.error})`);
    } finally {
      r.probing = false;
    }
  }

  /**
   * The lag at `now` of a replica replayed up to `replay`; null before the primary's first sample. A replica
   * that has replayed the newest sample is current unless that sample is older than the bound: then the
   * primary may have moved on unseen (its monitor stalled or failed), and the sample's age is the lag.
   */
  private lagOf(replay: bigint, now: number): number | null {
    const s = this.samples;
    if (!s.length) return null;
    const newest = s[s.length - 1]!;
    if (newest.lsn <= replay) return now - newest.at > this.opts.maxLagMs ? now - newest.at : 0;
    // The newest sample the replica has passed (the samples' positions only grow).
    let lo = 0;
    let hi = s.length - 1;
    if (s[0]!.lsn > replay) return Math.max(now - s[0]!.at, this.keepMs);
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[mid]!.lsn <= replay) lo = mid;
      else hi = mid - 1;
    }
    return Math.max(0, now - s[lo]!.at);
  }

  /**
   * The primary's position at its first sample taken at or after `at`: a write done before `at` is at or
   * below it. Null while no such sample has been taken.
   */
  positionAfter(at: number): bigint | null {
    for (const s of this.samples) if (s.at >= at) return s.lsn;
    return null;
  }

  private usable(r: Replica): boolean {
    return r.reachable && r.lagMs !== null && r.lagMs <= this.opts.maxLagMs;
  }

  /**
   * A replica for a read, the least busy of those usable (round robin among equals) and, with `fence`,
   * replayed past it; null: read on the primary.
   */
  choose(fence: bigint | null): pg.Pool | null {
    const n = this.replicas.length;
    let best: Replica | undefined;
    let bestBusy = Infinity;
    const start = this.turn++ % n;
    for (let i = 0; i < n; i++) {
      const r = this.replicas[(start + i) % n]!;
      if (!this.usable(r) || (fence !== null && (r.replay === null || r.replay < fence))) continue;
      const busy = r.pool.totalCount - r.pool.idleCount + r.pool.waitingCount;
      if (busy < bestBusy) [best, bestBusy] = [r, busy];
    }
    if (!best) return null;
    best.reads++;
    return best.pool;
  }

  /** A read on `pool` failed for want of the replica (down, restarting, cancelled by recovery): leave it out. */
  down(pool: pg.Pool, err: Error): void {
    const r = this.replicas.find((x) => x.pool === pool);
    if (!r) return;
    r.reachable = false;
    r.error = err.message;
  }

  private note(text: string) {
    this.events.push(`${clock(Date.now())} ${text}`);
    if (this.events.length > 60) this.events.shift();
  }

  /** The monitor's last 60 answers, oldest first, each with the time it came (for a failing test or an operator). */
  recent(): string[] {
    return [...this.events];
  }

  /** The newest sample of the primary's position: how old (ms) and where, or null before the first. */
  newestSample(): { ageMs: number; lsn: string } | null {
    const newest = this.samples.at(-1);
    return newest ? { ageMs: Date.now() - newest.at, lsn: lsnText(newest.lsn) } : null;
  }

  stats(): ReplicaState[] {
    return this.replicas.map((r) => ({
      name: r.name,
      reachable: r.reachable,
      usable: this.usable(r),
      lagMs: r.lagMs,
      reads: r.reads,
      ...(r.error ? { error: r.error } : {}),
      ...(r.replay !== null ? { replayLsn: lsnText(r.replay) } : {}),
    }));
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.allSettled([
      this.primaryMonitor.end(),
      ...this.replicas.flatMap((r) => [r.pool.end(), r.monitor.end()]),
    ]);
  }
}
