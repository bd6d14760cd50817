import { defineDomain, type GivenBy } from '../../lib/domain';
import { Provided } from '../../lib/hook';
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
  statementGoods,
  type ReceivedGoods,
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
  EINVOICE_MAX_LINES,
  EinvoiceFolder,
  EinvoiceDelivering,
  NuonuoProvider,
  NUONUO_ENDPOINT,
  nuonuoBlueLookup,
  SandboxProvider,
  SellerTaxProfileService,
  adminEinvoiceProfileRoutes,
  adminEinvoiceRoutes,
  defineEinvoiceJobs,
  type InvoiceProvider,
} from './einvoice';
import {
  InvoiceAdmin,
  ShipmentInvoicing,
  InvoiceTitleService,
  adminInvoiceRoutes,
  invoiceRoutes,
  lookupInvoiceTitle,
  invoicesOfBuyer,
  markRedLetterDue,
} from './invoice';
import { SettlementService, adminSettlementRoutes, defineSettlementJobs } from './settlement';

type Needs = Pick<Basics, 'env' | 'db' | 'jobs' | 'now'> & {
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

  // An application issued as a 数电票 has no stored PDF: its 下载 PDF is the 数电票's, drawn by the 发票夹.
  const einvoiceFolder = new EinvoiceFolder(db.db);
  const einvoicePdf = (invoiceId: number) => einvoiceFolder.applicationPdf(invoiceId);
  const invoices = new ShipmentInvoicing(db.db, einvoicePdf, needs.trade.materialCodes);
  const titles = new InvoiceTitleService(db.db);
  invoiceRoutes(app, { titles, invoices });
  // The buyer's side above; the handlers' (operators here; shops for their own orders, in the portal).
  const invoiceHandling = new InvoiceAdmin(db.db, einvoicePdf);
  adminInvoiceRoutes(app, { invoices: invoiceHandling });
  // Company credit (授信): statements on each statement day and due reminders run as jobs. They bill what goods
  // receipt accepted: fulfilment, above finance, provides the quantities.
  const receivedGoods = new Provided<ReceivedGoods>('finance.receivedGoods');
  const received: ReceivedGoods = (...args) => receivedGoods.get()(...args);
  const credit = new CreditService(db.db, received);
  creditRoutes(app, {
    credit,
    invoicing: new ConsolidatedInvoicing(db.db, invoices, EINVOICE_MAX_LINES),
    goods: statementGoods(db.db, needs.trade.materialCodes),
  });
  if (env.TEST_SUPPORT) creditTestSupportRoutes(app, { db: db.db });
  defineCreditJobs(jobs, db.db, {
    everyMs: scheduled ? 3600_000 : null,
    remindEveryMs: scheduled ? 86_400_000 : null,
    now: needs.now,
    received,
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
    return new NuonuoProvider(config, seller?.taxId ?? '', fetch, undefined, nuonuoBlueLookup(db.db));
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
    onIssued: (tx, e) => invoiceHandling.einvoiceIssued(tx, e),
  });
  // 红字确认单 and the red invoices they produce.
  const redInvoicing = new RedInvoicing(db.db, {
    provider: providerOf,
    enqueue: (formId) => jobs.add('einvoice.red', { formId }),
    afterIssue,
    onRedIssued: (tx, e) => invoiceHandling.einvoiceReversed(tx, e),
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
  buyerFolderRoutes(app, {
    folder: einvoiceFolder,
    delivering: new EinvoiceDelivering(db.db, { provider: providerOf, now: needs.now }),
  });
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
    receivedGoods,
  };
});
