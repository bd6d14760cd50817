/**
 * Background and scheduled work. One interface, two implementations: BullMQ on Redis when REDIS_URL is set
 * (every API process is a worker; a scheduled job runs once per tick whatever the number of processes), and
 * an in-process runner otherwise (a tick is claimed in the database, so processes sharing one PostgreSQL
 * without Redis still run it once).
 */
export type JobContext = {
  /** The job's id (a scheduled job's id names its tick). */
  id: string;
  /** 1 on the first try, 2 on the first retry, … */
  attempt: number;
};

export type JobHandler<T> = (data: T, ctx: JobContext) => Promise<void>;

export type JobDefinition = {
  /** Tries before the job counts as failed (1 = no retry). */
  attempts: number;
  /** First retry after this many ms, doubling each time. */
  backoffMs: number;
};

export const DEFAULT_JOB: JobDefinition = { attempts: 5, backoffMs: 2000 };

export type JobFailure = { id: string; name: string; error: string; attempts: number; failedAt: string };

export type QueueHealth = {
  kind: 'bullmq' | 'local';
  waiting: number;
  active: number;
  /** Waiting for a retry or for their time (scheduled ticks). */
  delayed: number;
  failed: number;
  completed: number;
  schedules: { name: string; everyMs: number; next: string | null }[];
  recentFailures: JobFailure[];
};

export interface JobQueue {
  readonly kind: QueueHealth['kind'];
  /** Declares what a job name does; before start(). */
  define<T>(name: string, handler: JobHandler<T>, options?: Partial<JobDefinition>): void;
  /** Runs a defined job every `everyMs`, once per tick across every process; before start(). */
  every(name: string, everyMs: number): void;
  /** Queues a defined job to run in the background, retried with backoff when it throws. */
  add<T>(name: string, data: T): Promise<void>;
  /** Starts working (and scheduling). */
  start(): Promise<void>;
  /** Resolves when nothing is waiting or running in this process (tests, shutdown). */
  idle(): Promise<void>;
  health(): Promise<QueueHealth>;
  /** Stops taking jobs, lets running ones finish. */
  close(): Promise<void>;
}
