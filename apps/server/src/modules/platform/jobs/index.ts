import type { Db } from '../../../db/client';
import { BullJobQueue } from './jobs.bullmq';
import { LocalJobQueue } from './jobs.local';
import type { JobQueue } from './jobs.types';

export type { JobQueue, JobHandler, JobContext, QueueHealth, JobFailure } from './jobs.types';
export { jobsAdminRoutes } from './jobs.routes';
/** BullMQ when Redis is configured, else the in-process runner (ticks claimed in the database). */
export function createJobQueue(opts: {
  redisUrl?: string;
  prefix: string;
  db: Db | null;
  log: (err: unknown, msg: string) => void;
}): JobQueue {
  return opts.redisUrl
    ? new BullJobQueue(opts.redisUrl, { prefix: opts.prefix, log: opts.log })
    : new LocalJobQueue(opts.db, opts.log);
}
