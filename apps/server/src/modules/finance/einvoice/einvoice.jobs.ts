import type { JobQueue } from '../../platform/jobs';
import { EINVOICE_ISSUE_JOB, StillIssuing, type EinvoiceIssuing } from './einvoice.issuing';

/**
 * The issuing job: one per request, retried with backoff while the provider has not answered (a lost answer
 * or 开具中), always with the request's own serial. What stays unsettled after the retries shows in the
 * console's list with its last answer.
 */
export function defineEinvoiceJobs(
  jobs: JobQueue,
  issuing: () => EinvoiceIssuing,
  opts: { backoffMs: number; log: (msg: string) => void },
): void {
  jobs.define<{ issueId: number }>(
    EINVOICE_ISSUE_JOB,
    async ({ issueId }) => {
      try {
        await issuing().work(issueId);
      } catch (err) {
        if (err instanceof StillIssuing) opts.log(`einvoice ${issueId}: ${err.message}`);
        throw err;
      }
    },
    { attempts: 8, backoffMs: opts.backoffMs },
  );
}
