import type { Db } from '../../../db/client';
import type { JobQueue } from '../../platform';
import { computeBoughtTogether } from './bought-together.compute';

export const BOUGHT_TOGETHER_JOB = 'bought-together.compute';

/**
 * 经常一起购买: each tick (daily, "nightly") rewrites the product pairs from the paid and completed orders,
 * every order's and each company's own.
 */
export function defineBoughtTogetherJobs(
  jobs: JobQueue,
  db: Db,
  opts: { everyMs: number | null; now: () => Date; log: (msg: string) => void },
): void {
  jobs.define(
    BOUGHT_TOGETHER_JOB,
    async () => {
      const pairs = await computeBoughtTogether(db, opts.now());
      opts.log(`bought-together pairs written: ${pairs}`);
    },
    { attempts: 2 },
  );
  if (opts.everyMs) jobs.every(BOUGHT_TOGETHER_JOB, opts.everyMs);
}
