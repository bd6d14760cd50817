import { Queue, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { JobRegistry } from './jobs.registry';
import type { JobDefinition, JobQueue, QueueHealth } from './jobs.types';

const jobOptions = (def: JobDefinition) => ({
  attempts: def.attempts,
  backoff: { type: 'exponential' as const, delay: def.backoffMs },
  // Completed jobs are counted, not kept for long; failed ones stay for the console to show.
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { count: 5000 },
});

/**
 * BullMQ on Redis: every process that starts this queue is a worker; a scheduled job is a BullMQ job
 * scheduler (one per name), which puts exactly one job in the queue per tick whatever the number of
 * processes, and one worker takes it.
 */
export class BullJobQueue extends JobRegistry implements JobQueue {
  readonly kind = 'bullmq' as const;
  private readonly queue: Queue;
  private readonly queueConnection: Redis;
  private readonly workerConnection: Redis;
  private worker: Worker | null = null;

  constructor(
    redisUrl: string,
    private readonly options: {
      /** Namespaces the queue's keys (tests use their own). */
      prefix: string;
      name?: string;
      concurrency?: number;
      log: (err: unknown, msg: string) => void;
    },
  ) {
    super();
    // Adding a job must fail fast when Redis is away (a caller logs it); the worker waits for Redis to return.
    this.queueConnection = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.workerConnection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.queueConnection.on('error', () => {});
    this.workerConnection.on('error', () => {});
    this.queue = new Queue(this.options.name ?? 'mall', {
      connection: this.queueConnection,
      prefix: options.prefix,
    });
    this.queue.on('error', (err) => options.log(err, 'job queue error'));
  }

  async add<T>(name: string, data: T): Promise<void> {
    await this.queue.add(name, data, jobOptions(this.definition(name).def));
  }

  async start(): Promise<void> {
    await this.queue.waitUntilReady();
    for (const [name, everyMs] of this.schedules)
      await this.queue.upsertJobScheduler(
        `every:${name}`,
        { every: everyMs },
        { name, data: {}, opts: jobOptions(this.defs.get(name)!.def) },
      );
    this.worker = new Worker(
      this.queue.name,
      async (job: Job) => {
        const defined = this.defs.get(job.name);
        if (!defined) throw new Error(`no handler for job ${job.name}`);
        await defined.handler(job.data, { id: String(job.id), attempt: job.attemptsMade + 1 });
      },
      {
        connection: this.workerConnection,
        prefix: this.options.prefix,
        concurrency: this.options.concurrency ?? 4,
      },
    );
    this.worker.on('failed', (job, err) => {
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1))
        this.options.log(err, `job ${job.name} failed after ${job.attemptsMade} attempt(s)`);
    });
    this.worker.on('error', (err) => this.options.log(err, 'job worker error'));
  }

  async idle(): Promise<void> {
    for (let i = 0; i < 400; i++) {
      const c = await this.queue.getJobCounts('waiting', 'active', 'prioritized');
      if (!c.waiting && !c.active && !c.prioritized) return;
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  async health(): Promise<QueueHealth> {
    const [counts, schedulers, failed] = await Promise.all([
      this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized'),
      this.queue.getJobSchedulers(0, 99, true),
      this.queue.getFailed(0, 19),
    ]);
    return {
      kind: this.kind,
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
      completed: counts.completed ?? 0,
      schedules: schedulers.map((s) => ({
        name: s.name,
        everyMs: Number(s.every ?? 0),
        next: s.next ? new Date(s.next).toISOString() : null,
      })),
      recentFailures: failed.map((job) => ({
        id: String(job.id),
        name: job.name,
        error: job.failedReason ?? '',
        attempts: job.attemptsMade,
        failedAt: new Date(job.finishedOn ?? job.timestamp).toISOString(),
      })),
    };
  }

  async close(): Promise<void> {
    await this.worker?.close();
    await this.queue.close();
    this.queueConnection.disconnect();
    this.workerConnection.disconnect();
  }
}
