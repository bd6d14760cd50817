import { defineDomain, type GivenBy } from '../../lib/domain';
import { SecretBox } from '../../lib/secret-box';
import type { identityDomain } from '../identity';
import type { Basics } from '../platform';
import type { tradeDomain } from '../trade';
import {
  ConsolidatedInvoicing,
  CreditService,
  creditRoutes,
  creditTestSupportRoutes,
  defineCreditJobs,
  returnCredit,
  returnCreditOnCancel,
} from './credit';
import { FinanceService, financeRoutes } from './finance';
import {
  EINVOICE_REFUND_JOB,
  EinvoiceIssuing,
  EinvoiceQuotas,
  RedForms,
  RedInvoicing,
  adminRedFormRoutes,
  buyerRedFormRoutes,
  buyerFolderRoutes,
  EinvoiceFolder,
  NuonuoProvider,
  NUONUO_ENDPOINT,
  SandboxProvider,
  SellerTaxProfileService,
  adminEinvoiceProfileRoutes,
  adminEinvoiceRoutes,
  defineEinvoiceJobs,
  type InvoiceProvider,
} from './einvoice';
import {
  InvoiceAdmin,
  InvoiceService,
  InvoiceTitleService,
  adminInvoiceRoutes,
  invoiceRoutes,
  lookupInvoiceTitle,
  invoicesOfBuyer,
  markRedLetterDue,
} from './invoice';
import { SettlementService, adminSettlementRoutes, defineSettlementJobs } from './settlement';

type Needs = Pick<Basics, 'env' | 'db' | 'jobs' | 'now'> & {
  smsNotice: (mobile: string, content: string) => Promise<void>;
  /** Trade's extension points: finance gives back credit on a cancellation or refund, and names invoice titles. */
  trade: GivenBy<typeof tradeDomain>['hooks'];
  /** Identity's extension point: finance tells the console's buyer detail the buyer's invoices. */
  identity: Pick<GivenBy<typeof identityDomain>['hooks'], 'buyerInvoices'>;
};

/** finance: invoices and titles, company credit (授信) and statements, merchant settlement, finance lists. */
export const financeDomain = defineDomain('finance', async (app, needs: Needs) => {
  const { env, db, jobs } = needs;
  const scheduled = env.scheduledJobs;
  needs.identity.buyerInvoices.provide(invoicesOfBuyer);
  needs.trade.invoiceTitles.provide(lookupInvoiceTitle);
  needs.trade.onCancel.push(returnCreditOnCancel);
  needs.trade.refunded.add(async (tx, refund) => {
    await markRedLetterDue(tx, refund);
    await returnCredit(tx, refund.orderId, refund.refundedFen, 'refund', refund.afsNo);
    // A 数电票 over the order: a 红字确认单 for the refunded line, opened by a job (the provider is called
    // outside the refund's transaction; the job finds nothing to do when there is no 数电票).
    await jobs.add(EINVOICE_REFUND_JOB, { afsNo: refund.afsNo });
  });

  const invoices = new InvoiceService(db.db);
  const titles = new InvoiceTitleService(db.db);
  invoiceRoutes(app, { titles, invoices });
  // The buyer's side above; the handlers' (operators here; shops for their own orders, in the portal).
  const invoiceHandling = new InvoiceAdmin(db.db);
  adminInvoiceRoutes(app, { invoices: invoiceHandling });
  // Company credit (授信): statements on each statement day and due reminders run as jobs.
  const credit = new CreditService(db.db);
  creditRoutes(app, {
    credit,
    invoicing: new ConsolidatedInvoicing(db.db, invoices),
  });
  if (env.TEST_SUPPORT) creditTestSupportRoutes(app, { db: db.db });
  defineCreditJobs(jobs, db.db, {
    everyMs: scheduled ? 3600_000 : null,
    remindEveryMs: scheduled ? 86_400_000 : null,
    now: needs.now,
    smsNotice: needs.smsNotice,
    log: (msg) => app.log.info(msg),
  });
  const settlements = new SettlementService(db.db);
  adminSettlementRoutes(app, { settlements });
  defineSettlementJobs(jobs, settlements, {
    everyMs: scheduled ? 86_400_000 : null,
    now: needs.now,
    log: (msg) => app.log.info(msg),
  });
  financeRoutes(app, { finance: new FinanceService(db.db) });
  // 数电票 (issue 47): each seller's tax profile; the shop's face is registered by marketplace (the portal's guard).
  const einvoiceProfiles = new SellerTaxProfileService(
    db.db,
    env.secretsKey ? new SecretBox(env.secretsKey) : undefined,
  );
  adminEinvoiceProfileRoutes(app, { profiles: einvoiceProfiles });
  // Blue 数电票 beside the paper-era flow: the sandbox answers unless the seller chose 诺诺 with its keys.
  const sandbox = new SandboxProvider(db.db, { delayMs: env.NODE_ENV === 'test' ? 0 : 2000, now: needs.now });
  const providerOf = async (merchantId: number): Promise<InvoiceProvider> => {
    const keys = await einvoiceProfiles.credentials(merchantId);
    if (keys?.provider !== 'nuonuo') return sandbox;
    const seller = await einvoiceProfiles.party(merchantId);
    const config = { ...keys, endpoint: NUONUO_ENDPOINT };
    return new NuonuoProvider(config, seller?.taxId ?? '');
  };
  // 授信额度: read daily and after each issue; a request over it is held until a reading shows room.
  const einvoiceQuotas = new EinvoiceQuotas(db.db, {
    profiles: einvoiceProfiles,
    provider: providerOf,
    enqueue: (issueId) => jobs.add('einvoice.issue', { issueId }),
    now: needs.now,
  });
  const afterIssue = async (merchantId: number) => {
    await einvoiceQuotas.refresh(merchantId);
  };
  const einvoicing = new EinvoiceIssuing(db.db, {
    profiles: einvoiceProfiles,
    provider: providerOf,
    enqueue: (issueId) => jobs.add('einvoice.issue', { issueId }),
    quotaLeft: (merchantId) => einvoiceQuotas.refresh(merchantId),
    afterIssue,
  });
  // 红字确认单 and the red invoices they produce.
  const redInvoicing = new RedInvoicing(db.db, {
    provider: providerOf,
    enqueue: (formId) => jobs.add('einvoice.red', { formId }),
    afterIssue,
  });
  const redForms = new RedForms(db.db, { provider: providerOf, red: redInvoicing, now: needs.now });
  sandbox.onResult(async (result) => {
    if (!(await redInvoicing.settle(result))) await einvoicing.settle(result);
  });
  defineEinvoiceJobs(
    jobs,
    () => ({ issuing: einvoicing, red: redInvoicing, forms: redForms, quotas: einvoiceQuotas }),
    {
      backoffMs: env.NODE_ENV === 'test' ? 50 : 5000,
      quotaEveryMs: scheduled ? 86_400_000 : null,
      log: (msg) => app.log.info(msg),
    },
  );
  adminEinvoiceRoutes(app, { issuing: einvoicing });
  adminRedFormRoutes(app, { forms: redForms, quotas: einvoiceQuotas });
  buyerRedFormRoutes(app, { forms: redForms });
  buyerFolderRoutes(app, { folder: new EinvoiceFolder(db.db) });
  return {
    invoices,
    titles,
    invoiceHandling,
    credit,
    settlements,
    lookupInvoiceTitle,
    einvoiceProfiles,
    einvoicing,
    einvoiceSandbox: sandbox,
    redForms,
    einvoiceQuotas,
  };
});
