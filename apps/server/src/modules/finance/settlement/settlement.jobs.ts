import type { JobQueue } from '../../platform/jobs';
import { periodOf } from './settlement.math';
import type { SettlementService } from './settlement.service';

const SETTLEMENT_JOB = 'settlement.monthly';

/**
 * The monthly statements: each tick (daily) writes last month's statement of every shop with completed
 * orders that has none yet (existing ones are left as they are; operators regenerate on demand).
 */
export function defineSettlementJobs(
  jobs: JobQueue,
  settlements: SettlementService,
  opts: {
    everyMs: number | null;
    /** The clock whose month before is settled. */
    now: () => Date;
    log: (msg: string) => void;
  },
): void {
  jobs.define(
    SETTLEMENT_JOB,
    async () => {
      const made = await settlements.generate(periodOf(opts.now(), 1), undefined, true);
      if (made) opts.log(`settlement statements generated: ${made}`);
    },
    { attempts: 1 },
  );
  if (opts.everyMs) jobs.every(SETTLEMENT_JOB, opts.everyMs);
}
