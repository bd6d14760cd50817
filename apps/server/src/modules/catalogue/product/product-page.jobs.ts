import type { DbOrTx } from '../../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { prepareAllPages } from './product-page.prepare';

const PRODUCT_PAGES_JOB = 'product-pages.prepare';

/**
 * Prepares the product pages that a write left unprepared and nobody has read since (a tier or a brand's logo
 * changed: writes that need no reindex), and every page after a release that changed what pages hold. Runs
 * once when a process starts and then on each tick; a page read before that is prepared by its reader.
 */
export function defineProductPageJobs(
  jobs: JobQueue,
  db: DbOrTx,
  opts: { everyMs: number | null; log: (msg: string) => void },
): { atStart: () => Promise<void> } {
  jobs.define(
    PRODUCT_PAGES_JOB,
    async () => {
      const made = await prepareAllPages(db);
      if (made.length) opts.log(`product pages prepared: ${made.length}`);
    },
    { attempts: 1 },
  );
  if (opts.everyMs) jobs.every(PRODUCT_PAGES_JOB, opts.everyMs);
  return { atStart: () => (opts.everyMs ? jobs.add(PRODUCT_PAGES_JOB, {}) : Promise.resolve()) };
}
