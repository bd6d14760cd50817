import type { Db, DbHandle } from '../../db/client';
import { defineDomain, type GivenBy } from '../../lib/domain';
import type { UploadService } from '../content/upload';
import type { identityDomain } from '../identity';
import type { financeDomain } from '../finance';
import type { PgSearchEngine } from '../catalogue/search';
import type { SystemService } from '../platform/system';
import type { tradeDomain } from '../trade';
import { ApprovalRuleService, approvalRuleRoutes, rulesOf } from './approval';
import {
  CompanyBudgetService,
  budgetRoutes,
  budgetsOf,
  returnBudgets,
  returnBudgetsOnCancel,
} from './budget';
import { CompanyCheckoutPolicy, companySharedRoutes } from './company-checkout';
import { MaterialCodeService, lineMaterialCodes, materialCodeRoutes } from './material-code';
import { PurchaseListService, purchaseListRoutes } from './purchase-list';
import {
  PurchaseRequestService,
  approvalDecidedHook,
  approvalWaitingHook,
  decideOne,
  purchaseRequestRoutes,
  requestForDecision,
} from './purchase-request';
import { QuickOrderService, quickOrderRoutes } from './quick-order';
import {
  DEFAULT_QUOTATION_SETTINGS,
  QUOTATION_SETTINGS_KEY,
  QuotationService,
  adminQuotationRoutes,
  quotationRoutes,
} from './quotation';

type Needs = {
  db: DbHandle;
  system: SystemService;
  uploads: UploadService;
  searchEngine: PgSearchEngine;
  smsNotice: (mobile: string, content: string) => Promise<void>;
  identity: GivenBy<typeof identityDomain>['hooks'];
  trade: GivenBy<typeof tradeDomain>;
  finance: Pick<GivenBy<typeof financeDomain>, 'titles' | 'lookupInvoiceTitle'>;
};

/**
 * procurement: company buying — purchase requests and approval rules, budgets charged at checkout, the company
 * checkout context, quotations, purchase lists and quick order.
 */
export const procurementDomain = defineDomain('procurement', async (app, needs: Needs) => {
  const { db, system, uploads, trade } = needs;
  // Formal quotations, which replaced the cart's quotation export.
  const quotations = new QuotationService({
    db: db.db,
    settings: () => system.getSetting(QUOTATION_SETTINGS_KEY, DEFAULT_QUOTATION_SETTINGS),
    siteConfig: () => system.getSiteConfig(),
    uploads,
  });
  quotationRoutes(app, { quotations });
  await adminQuotationRoutes(app, { quotations, system, uploads });
  await quickOrderRoutes(app, { quickOrder: new QuickOrderService(db.db, needs.searchEngine) });
  // Purchase lists (常购清单): shared with the company through its scope guard.
  await purchaseListRoutes(app, { lists: new PurchaseListService(db.db), db: db.db });
  // The company's own material codes (客户物料编码) for our SKUs; quick order matches them first.
  await materialCodeRoutes(app, { codes: new MaterialCodeService(db.db), db: db.db });

  // A level of a purchase request starts waiting, or a request is decided: the notification domain (above) listens.
  const approvalWaiting = approvalWaitingHook();
  const approvalDecided = approvalDecidedHook();
  const requests = new PurchaseRequestService(db.db, {
    invoiceTitles: needs.finance.lookupInvoiceTitle,
    notify: needs.smsNotice,
    logError: (err, msg) => app.log.error({ err }, msg),
    approvalWaiting,
    approvalDecided,
  });
  approvalRuleRoutes(app, { rules: new ApprovalRuleService(db.db) });
  purchaseRequestRoutes(app, { db: db.db, checkout: trade.checkout, requests });
  budgetRoutes(app, { budgets: new CompanyBudgetService(db.db) });
  companySharedRoutes(app, { db: db.db, addresses: trade.addresses, titles: needs.finance.titles });

  // What procurement plugs into the domains below it.
  needs.identity.purchasingOf.provide(async (tx: Db, companyId: number) => ({
    rules: await rulesOf(tx, companyId),
    budgets: await budgetsOf(tx, companyId),
  }));
  trade.hooks.checkoutPolicy.provide(new CompanyCheckoutPolicy(db.db));
  trade.hooks.awardApprovals.provide({
    submitAward: (userId, input, award) => requests.submit(userId, input, award),
  });
  trade.hooks.materialCodes.provide(lineMaterialCodes);
  trade.hooks.onCancel.push(returnBudgetsOnCancel);
  trade.hooks.refunded.add((tx, refund) => returnBudgets(tx, refund.orderId, refund.refundedFen, 'refund'));
  // Deciding from a message's link (the notification domain keeps the links): the site's rules, read and decide.
  const decisions = {
    read: (requestNo: string, approverId: number) => requestForDecision(db.db, requestNo, approverId),
    decide: (d: Parameters<typeof decideOne>[3]) => decideOne(db.db, trade.checkout, requests, d),
  };
  return { quotations, requests, decisions, hooks: { approvalWaiting, approvalDecided } };
});
