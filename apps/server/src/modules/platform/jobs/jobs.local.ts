import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { jobTicks } from './jobs.table';
import { JobRegistry } from './jobs.registry';
import type { JobFailure, JobQueue, QueueHealth } from './jobs.types';

const KEEP_FAILURES = 50;
const KEEP_TICKS_MS = 24 * 3600_000;

/**
 * The in-process runner (no Redis): jobs run in this process with the same retries as on BullMQ; a scheduled
 * tick runs only in the process whose claim of (name, tick) reaches the database first. What waits for a
 * retry when the process stops is lost (BullMQ keeps it in Redis) — notices are best effort either way.
 */
export class LocalJobQueue extends JobRegistry implements JobQueue {
  readonly kind = 'local' as const;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly ticking = new Set<string>();
  private readonly failures: JobFailure[] = [];
  private counts = { waiting: 0, active: 0, delayed: 0, failed: 0, completed: 0 };
  private seq = 0;
  private closed = false;

  constructor(
    private readonly db: Db | null,
    private readonly log: (err: unknown, msg: string) => void,
  ) {
    super();
  }

  async add<T>(name: string, data: T): Promise<void> {
    this.definition(name);
    if (this.closed) throw new Error('the job queue is closed');
    this.counts.waiting++;
    this.run(name, data, `${name}:${++this.seq}`, 1);
  }

  private run(name: string, data: unknown, id: string, attempt: number) {
    const { handler, def } = this.defs.get(name)!;
    const job = (async () => {
      await new Promise((r) => setImmediate(r));
      this.counts.waiting--;
      this.counts.active++;
      try {
        await handler(data, { id, attempt });
        this.counts.completed++;
      } catch (err) {
        if (attempt < def.attempts && !this.closed) {
          this.counts.delayed++;
          const timer = setTimeout(
            () => {
              this.timers.delete(timer);
              this.counts.delayed--;
              this.counts.waiting++;
              this.run(name, data, id, attempt + 1);
            },
            def.backoffMs * 2 ** (attempt - 1),
          );
          timer.unref();
          this.timers.add(timer);
        } else {
          this.counts.failed++;
          this.failures.unshift({
            id,
            name,
            error: err instanceof Error ? err.message : String(err),
            attempts: attempt,
            failedAt: new Date().toISOString(),
          });
          this.failures.length = Math.min(this.failures.length, KEEP_FAILURES);
          this.log(err, `job ${name} failed after ${attempt} attempt(s)`);
        }
      } finally {
        this.counts.active--;
      }
    })();
    this.running.add(job);
    void job.finally(() => this.running.delete(job));
  }

  /** Claims tick `slot` of `name` for this process; false when another process (or an earlier run) has it. */
  private async claim(name: string, slot: number): Promise<boolean> {
    if (!this.db) return true;
    const rows = await this.db
      .insert(jobTicks)
      .values({ name, slot })
      .onConflictDoNothing()
      .returning({ slot: jobTicks.slot });
    if (rows.length && slot % 50 === 0)
      await this.db
        .delete(jobTicks)
        .where(lt(jobTicks.claimedAt, sql`now() - ${`${KEEP_TICKS_MS} milliseconds`}::interval`));
    return rows.length > 0;
  }

  async start(): Promise<void> {
    for (const [name, everyMs] of this.schedules) {
      const tick = async () => {
        // A tick still running (a slow sweep) makes the next one wait for the one after.
        if (this.closed || this.ticking.has(name)) return;
        this.ticking.add(name);
        try {
          const slot = Math.floor(Date.now() / everyMs);
          if (await this.claim(name, slot)) {
            this.counts.waiting++;
            this.run(name, { slot }, `${name}:tick:${slot}`, 1);
          }
        } catch (err) {
          this.log(err, `job ${name}: tick not claimed`);
        } finally {
          this.ticking.delete(name);
        }
      };
      const timer = setInterval(() => void tick(), everyMs);
      timer.unref();
      this.timers.add(timer);
    }
  }

  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  async health(): Promise<QueueHealth> {
    const now = Date.now();
    return {
      kind: this.kind,
      ...this.counts,
      schedules: [...this.schedules].map(([name, everyMs]) => ({
        name,
        everyMs,
        next: this.closed ? null : new Date((Math.floor(now / everyMs) + 1) * everyMs).toISOString(),
      })),
      recentFailures: [...this.failures],
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    await this.idle();
  }
}
