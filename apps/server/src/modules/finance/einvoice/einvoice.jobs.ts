import { AppError } from '../../../lib/app-error';
import type { JobQueue } from '../../platform/jobs';
import { EINVOICE_ISSUE_JOB, StillIssuing, type EinvoiceIssuing } from './einvoice.issuing';
import type { EinvoiceQuotas } from './quota.service';
import { EINVOICE_RED_JOB, type RedInvoicing } from './red-form.issuing';
import type { RedForms } from './red-form.service';

const EINVOICE_QUOTA_JOB = 'einvoice.quota';
/** A refund's 红字确认单 is opened after the refund's transaction (the provider is never called inside one). */
export const EINVOICE_REFUND_JOB = 'einvoice.refund-red';

/**
 * The issuing jobs: one per blue request and one per red invoice, retried with backoff while the provider has
 * not answered (a lost answer or 开具中), always with the request's own serial. What stays unsettled after the
 * retries shows in the console's list with its last answer. Daily (`quotaEveryMs`): every seller's 授信额度 is
 * read (held requests released when it grew) and forms past their 72 hours are made void.
 */
export function defineEinvoiceJobs(
  jobs: JobQueue,
  services: () => { issuing: EinvoiceIssuing; red: RedInvoicing; forms: RedForms; quotas: EinvoiceQuotas },
  opts: { backoffMs: number; quotaEveryMs: number | null; log: (msg: string) => void },
): void {
  const retried = (name: string, run: (id: number) => Promise<void>) => async (id: number) => {
    try {
      await run(id);
    } catch (err) {
      if (err instanceof StillIssuing) opts.log(`${name} ${id}: ${err.message}`);
      throw err;
    }
  };
  const issue = retried('einvoice', (id) => services().issuing.work(id));
  jobs.define<{ issueId: number }>(EINVOICE_ISSUE_JOB, ({ issueId }) => issue(issueId), {
    attempts: 8,
    backoffMs: opts.backoffMs,
  });
  const red = retried('einvoice red', (id) => services().red.work(id));
  jobs.define<{ formId: number }>(EINVOICE_RED_JOB, ({ formId }) => red(formId), {
    attempts: 8,
    backoffMs: opts.backoffMs,
  });
  jobs.define<{ afsNo: string }>(
    EINVOICE_REFUND_JOB,
    async ({ afsNo }) => {
      try {
        const form = await services().forms.openForRefund(afsNo);
        if (form) opts.log(`einvoice: 售后 ${afsNo} 退款，红字确认单 ${form.serial} 已提交`);
      } catch (err) {
        // Refused (another form waits on the invoice, nothing left): finance applies by hand.
        if (!(err instanceof AppError)) throw err;
        opts.log(`einvoice: 售后 ${afsNo} 退款未能自动提交红字确认单：${err.message}`);
      }
    },
    { attempts: 3, backoffMs: opts.backoffMs },
  );
  jobs.define(EINVOICE_QUOTA_JOB, async () => {
    const { quotas, forms } = services();
    const read = await quotas.refreshAll();
    const expired = await forms.expireOverdue();
    opts.log(`einvoice: 授信额度已读取 ${read} 家，作废逾期红字确认单 ${expired} 张`);
  });
  if (opts.quotaEveryMs) jobs.every(EINVOICE_QUOTA_JOB, opts.quotaEveryMs);
}
