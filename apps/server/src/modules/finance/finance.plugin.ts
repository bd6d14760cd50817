import type { Env } from '../../config/env';
import type { DbHandle } from '../../db/client';
import { defineDomain, type GivenBy } from '../../lib/domain';
import { SecretBox } from '../../lib/secret-box';
import type { identityDomain } from '../identity';
import type { JobQueue } from '../platform';
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
  EinvoiceIssuing,
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

type Needs = {
  env: Env;
  db: DbHandle;
  jobs: JobQueue;
  now: () => Date;
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
  const einvoicing = new EinvoiceIssuing(db.db, {
    profiles: einvoiceProfiles,
    provider: providerOf,
    enqueue: (issueId) => jobs.add('einvoice.issue', { issueId }),
  });
  sandbox.onResult(async (result) => {
    await einvoicing.settle(result);
  });
  defineEinvoiceJobs(jobs, () => einvoicing, {
    backoffMs: env.NODE_ENV === 'test' ? 50 : 5000,
    log: (msg) => app.log.info(msg),
  });
  adminEinvoiceRoutes(app, { issuing: einvoicing });
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
  };
});
