import type { JobQueue } from '../../platform';
import type { ReceiptService } from './receipt.service';

export const AUTO_RECEIPT_JOB = 'fulfilment.auto-receipt';

/** The automatic receipt as a job of the app's queue: shipments signed N days ago are received (every `everyMs`). */
export function defineReceiptJobs(
  jobs: JobQueue,
  receipts: ReceiptService,
  opts: { everyMs: number | null; now: () => Date },
) {
  jobs.define(
    AUTO_RECEIPT_JOB,
    async () => {
      await receipts.autoReceive(opts.now());
    },
    { attempts: 1 },
  );
  if (opts.everyMs) jobs.every(AUTO_RECEIPT_JOB, opts.everyMs);
}
