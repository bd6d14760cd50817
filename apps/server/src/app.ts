import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Env } from './config/env';
import type { DbHandle } from './db/client';
import { consoleDistDir, webDistDir } from './lib/paths';
import { rateLimitStore } from './lib/rate-limit-store';
import type { EphemeralStore } from './lib/store';
import type { App } from './lib/types';
import { registerAuth } from './plugins/auth';
import { frameworkErrors, registerErrorHandler } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerMaintenance } from './plugins/maintenance';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers';
import { registerSpa, spaIndex } from './plugins/static';
import {
  APP_BOOT_CSP_SOURCE,
  HtmlShell,
  SeoPages,
  hasAreaCookie,
  hasLoginCookie,
  publicOriginOf,
  sendPage,
  seoRoutes,
} from './modules/storefront/seo';
import { registerSwagger } from './plugins/swagger';
import { SystemService, adminSettingsRoutes, systemRoutes } from './modules/platform/system';
import {
  PgSearchEngine,
  ProductSearchService,
  SearchCache,
  SearchIndex,
  searchRoutes,
  warmUp,
} from './modules/catalogue/search';
import { HistoryService, historyRoutes } from './modules/storefront/history';
import { BrandService, brandRoutes } from './modules/catalogue/brand';
import { CategoryService, categoryRoutes } from './modules/catalogue/category';
import {
  defineProductPageJobs,
  preparePages,
  ProductService,
  productRoutes,
} from './modules/catalogue/product';
import {
  adminPricingRoutes,
  PoolAdminService,
  PricingAdminService,
  PricingMemo,
  type PricingChange,
} from './modules/catalogue/pricing';
import { SceneZoneService, sceneZoneRoutes } from './modules/catalogue/scene-zone';
import { accountsRoutes, createAccounts } from './modules/identity/auth';
import { CatalogueService, catalogueRoutes } from './modules/catalogue/catalogue';
import {
  ContentAdminService,
  ContentService,
  adminContentRoutes,
  contentRoutes,
} from './modules/content/content';
import { HomeAdminService, HomeService, adminHomeRoutes, homeRoutes } from './modules/storefront/home';
import { mediaRoutes } from './modules/catalogue/media';
import { UploadService, createObjectStore, uploadRoutes } from './modules/content/upload';
import { RegionService, regionRoutes } from './modules/catalogue/region';
import { SceneService, sceneRoutes } from './modules/catalogue/scene';
import { MessageService, messageRoutes } from './modules/content/message';
import { AddressService, addressRoutes } from './modules/trade/address';
import { CartService, cartRoutes } from './modules/trade/cart';
import {
  adminQuotationRoutes,
  DEFAULT_QUOTATION_SETTINGS,
  QUOTATION_SETTINGS_KEY,
  QuotationService,
  quotationRoutes,
} from './modules/trade/quotation';
import { CheckoutService, checkoutRoutes } from './modules/trade/checkout';
import { QuickOrderService, quickOrderRoutes } from './modules/trade/quick-order';
import { PurchaseListService, purchaseListRoutes } from './modules/trade/purchase-list';
import {
  BiddingService,
  biddingRoutes,
  biddingTestSupportRoutes,
  portalBiddingRoutes,
} from './modules/trade/bidding';
import {
  SettlementService,
  adminSettlementRoutes,
  defineSettlementJobs,
  portalSettlementRoutes,
} from './modules/finance/settlement';
import { MerchantService, merchantRoutes } from './modules/marketplace/merchant';
import {
  PortalAccountService,
  PortalProductService,
  ShopService,
  adminShopRoutes,
  merchantActor,
  portalGuard,
  portalNoticeRoutes,
  portalRoutes,
  storeShopRoutes,
} from './modules/marketplace/shop';
import {
  OrderBulkService,
  OrderService,
  adminOrderBulkRoutes,
  adminOrderRoutes,
  orderRoutes,
  defineOrderJobs,
} from './modules/trade/order';
import { createJobQueue, jobsAdminRoutes, type JobQueue } from './modules/platform/jobs';
import { registerMetrics } from './modules/platform/metrics';
import {
  DEFAULT_OFFLINE_ACCOUNT,
  PaymentService,
  SandboxGateway,
  SandboxProvider,
  NoOnlinePayment,
  paymentRoutes,
} from './modules/trade/payment';
import {
  InvoiceAdmin,
  InvoiceService,
  InvoiceTitleService,
  adminInvoiceRoutes,
  invoiceHandlingRoutes,
  invoiceRoutes,
  lookupInvoiceTitle,
  markRedLetterDue,
} from './modules/finance/invoice';
import { AfsAdmin, AfsService, adminAfsRoutes, afsRoutes, type AfsDeps } from './modules/trade/afs';
import { CommentService, commentRoutes } from './modules/catalogue/comment';
import {
  AdminBrandService,
  AdminCategoryService,
  AdminProductService,
  CatalogueCache,
  ProductImportService,
  adminCategoryBrandRoutes,
  adminProductRoutes,
  adminProductSheetRoutes,
} from './modules/catalogue/catalogue-admin';
import { auditRoutes } from './modules/platform/audit';
import { BuyerAdminService, buyerAdminRoutes } from './modules/identity/buyer';
import { DashboardService, dashboardRoutes } from './modules/platform/dashboard';
import { FinanceService, financeRoutes } from './modules/finance/finance';
import { returnBudgets } from './modules/finance/budget';
import {
  ConsolidatedInvoicing,
  CreditService,
  creditRoutes,
  creditTestSupportRoutes,
  defineCreditJobs,
  returnCredit,
} from './modules/finance/credit';
import { StockAlertNotifier, StockAlertService, stockAlertRoutes } from './modules/storefront/stock-alert';
import {
  ApprovalRuleService,
  CompanyAdminService,
  CompanyBudgetService,
  CompanyCheckoutPolicy,
  CompanyService,
  PurchaseRequestService,
  companyContextOf,
  companyOrderScope,
  companyRoutes,
  companySharedRoutes,
} from './modules/identity/company';

z.config(z.locales.zhCN());

export type AppDeps = {
  env: Env;
  db: DbHandle;
  store: EphemeralStore;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built storefront (off in API tests). */
  serveWeb?: boolean;
  /** Folder of the built storefront; apps/web/dist by default. */
  webRoot?: string;
  /** Folder of the built operator console (served under /admin/); apps/console/dist by default. */
  consoleRoot?: string;
  /** Background and scheduled jobs; by default BullMQ when REDIS_URL is set, else in this process. */
  jobs?: JobQueue;
};

/** Builds the whole application (plugins, then modules). Never listens: server.ts and tests do that. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger: deps.logger ?? false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: deps.env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  /** Set when the server begins to close (SIGTERM): answers then ask the client to close the connection. */
  let closing = false;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  // Requests being answered: closing waits for them before the database goes (SIGTERM drains).
  let inFlight = 0;
  const drainWaiters = new Set<() => void>();
  app.addHook('onRequest', async (_request, reply) => {
    inFlight++;
    reply.raw.once('close', () => {
      if (--inFlight === 0) for (const wake of drainWaiters) wake();
      // A kept-alive connection would hold the server open until its timeout: let it go once answered.
      if (closing) setImmediate(() => app.server.closeIdleConnections());
    });
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  const drained = (maxMs: number) =>
    inFlight === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(done, maxMs);
          function done() {
            clearTimeout(timer);
            drainWaiters.delete(done);
            resolve();
          }
          drainWaiters.add(done);
        });

  registerErrorHandler(app);
  registerInputGuard(app);
  const jobs =
    deps.jobs ??
    createJobQueue({
      redisUrl: deps.env.REDIS_URL,
      prefix: 'mall:bull',
      db: deps.db.db,
      log: (err, msg) => app.log.error({ err }, msg),
    });
  registerMetrics(app, { db: deps.db, jobs, allow: deps.env.METRICS_ALLOW });
  // The one inline script: what starts the app after a page's first view (storefront/seo/app-boot.ts).
  registerSecurityHeaders(app, securityHeaders([APP_BOOT_CSP_SOURCE]));
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(deps.store),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: ctx.statusCode,
      code: ctx.statusCode,
      msg: '请求过于频繁，请稍后再试',
      data: null,
    }),
  });
  await registerSwagger(app);

  const accounts = createAccounts({ env: deps.env, db: deps.db.db, store: deps.store, log: app.log });

  registerAuth(app, accounts.tokens);
  const system = new SystemService(deps.db.db, deps.store);
  registerMaintenance(app, system);

  // Modules: each registers its routes here.
  systemRoutes(app, {
    system,
    dbKind: deps.db.kind,
    storeKind: deps.store.kind,
    db: deps.db.db,
    store: deps.store,
  });
  adminSettingsRoutes(app, { system });
  accountsRoutes(app, accounts);
  const catalogue = new CatalogueService(deps.db.db, deps.store);
  catalogueRoutes(app, { catalogue, store: deps.store });
  regionRoutes(app, {
    regions: new RegionService(deps.db.db, deps.store, (key, fallback) => system.getSetting(key, fallback)),
    store: deps.store,
  });
  sceneRoutes(app, { scenes: new SceneService(deps.db.db, deps.store), store: deps.store });
  // Uploaded files: DATA_DIR or the S3 bucket (S3_BUCKET); one store and one upload service for every module.
  const files = createObjectStore(deps.env);
  const uploads = new UploadService(files);
  app.addHook('onClose', async () => files.close?.());
  const content = new ContentService(deps.db.db, deps.store);
  contentRoutes(app, { content, store: deps.store });
  await adminContentRoutes(app, {
    admin: new ContentAdminService(deps.db.db, deps.store),
    content,
    uploads,
  });
  const home = new HomeService(deps.db.db, deps.store, catalogue);
  homeRoutes(app, { home, store: deps.store, db: deps.db.db });
  adminHomeRoutes(app, { admin: new HomeAdminService(deps.db.db, deps.store, home) });
  mediaRoutes(app, { db: deps.db.db });
  await uploadRoutes(app, { uploads });
  const searchEngine = new PgSearchEngine(deps.db.db);
  const searchCache = new SearchCache(deps.store);
  // Product pages left unprepared by a write (its triggers) are prepared again right after the reindex.
  app.decorate(
    'searchIndex',
    new SearchIndex(searchEngine, searchCache, (ids) => preparePages(deps.db.db, ids)),
  );
  // Who a signed-in buyer is for prices and pools, per process; writers below tell every process of changes.
  const pricingMemo = new PricingMemo(deps.db.db, deps.store);
  const pricingChanged = (change: PricingChange) => pricingMemo.changed(change);
  const search = new ProductSearchService(deps.db.db, searchEngine, searchCache, pricingMemo);
  app.decorate('warmUp', (budgetMs: number) => warmUp(app, { db: deps.db.db, cache: searchCache, budgetMs }));
  const history = new HistoryService(deps.db.db);
  searchRoutes(app, { search });
  historyRoutes(app, { history });
  brandRoutes(app, { brands: new BrandService(deps.db.db, search) });
  storeShopRoutes(app, { db: deps.db.db, search });
  const categories = new CategoryService(deps.db.db, searchCache);
  categoryRoutes(app, { categories });
  const products = new ProductService(deps.db.db, searchCache, pricingMemo);
  productRoutes(app, { products, history });
  sceneZoneRoutes(app, { sceneZones: new SceneZoneService(deps.db.db) });
  messageRoutes(app, { messages: new MessageService(deps.db.db) });
  const addressService = new AddressService(deps.db.db);
  addressRoutes(app, { addresses: addressService });
  cartRoutes(app, { cart: new CartService(deps.db.db) });
  // Formal quotations, which replaced the cart's quotation export.
  const quotations = new QuotationService({
    db: deps.db.db,
    settings: () => system.getSetting(QUOTATION_SETTINGS_KEY, DEFAULT_QUOTATION_SETTINGS),
    siteConfig: () => system.getSiteConfig(),
    uploads,
  });
  quotationRoutes(app, { quotations });
  await adminQuotationRoutes(app, { quotations, system, uploads });
  // Notices leave the request: a job sends them, retried with backoff. Invitation codes are sent at once
  // (the inviter must know when one did not go out).
  const SMS_NOTICE = 'sms.notice';
  jobs.define<{ mobile: string; content: string }>(SMS_NOTICE, ({ mobile, content }) =>
    accounts.sms.notify(mobile, content),
  );
  const smsNotice = (mobile: string, content: string) => jobs.add(SMS_NOTICE, { mobile, content });
  // Back-in-stock alerts: every stock writer below hands the products whose stock (or shelf)
  // rose to `restocked` after its commit; a job finds the due alerts and sends one message and one SMS each.
  const stockAlerts = new StockAlertNotifier(deps.db.db, {
    jobs,
    smsNotice,
    logError: (err, msg) => app.log.error({ err }, msg),
  });
  app.decorate('stockAlerts', stockAlerts);
  const restocked = (ids: number[]) => stockAlerts.restocked(ids);
  stockAlertRoutes(app, { alerts: new StockAlertService(deps.db.db, stockAlerts) });
  // Orders: stock changes that cross zero refresh the products' search rows after commit.
  const pendingReindex = new Set<Promise<void>>();
  const reindex = (ids: number[]) => {
    const job = app.searchIndex.reindexProducts([...new Set(ids)]).catch((err: unknown) => {
      app.log.error({ err }, 'search reindex after a stock change failed');
    });
    pendingReindex.add(job);
    void job.finally(() => pendingReindex.delete(job));
  };
  app.addHook('preClose', async () => {
    await Promise.allSettled([...pendingReindex]);
  });
  const orders = new OrderService(deps.db.db, {
    autoCompleteDays: deps.env.ORDER_AUTO_COMPLETE_DAYS,
    afsWindowDays: deps.env.AFS_WINDOW_DAYS,
    onReindex: reindex,
    onRestock: restocked,
    companyScope: async (userId) => {
      const ctx = await companyContextOf(deps.db.db, userId);
      return ctx && ctx.memberStatus === 1 ? companyOrderScope(ctx) : null;
    },
  });
  orderRoutes(app, { orders });
  adminOrderRoutes(app, { orders });
  await adminOrderBulkRoutes(app, { bulk: new OrderBulkService(deps.db.db) });
  const checkout = new CheckoutService(deps.db.db, {
    payTimeoutMinutes: deps.env.ORDER_PAY_TIMEOUT_MINUTES,
    onlinePayment: deps.env.payProvider !== 'none',
    onReindex: reindex,
    invoiceTitles: lookupInvoiceTitle,
    policy: new CompanyCheckoutPolicy(deps.db.db),
  });
  checkoutRoutes(app, { checkout });
  await quickOrderRoutes(app, { quickOrder: new QuickOrderService(deps.db.db, searchEngine) });
  // Purchase lists (常购清单): shared with the company through its scope guard.
  await purchaseListRoutes(app, { lists: new PurchaseListService(deps.db.db), db: deps.db.db });
  const requests = new PurchaseRequestService(deps.db.db, {
    invoiceTitles: lookupInvoiceTitle,
    notify: smsNotice,
    logError: (err, msg) => app.log.error({ err }, msg),
  });
  companyRoutes(app, {
    db: deps.db.db,
    checkout,
    company: new CompanyService(deps.db.db, {
      store: deps.store,
      notify: (mobile, content) => accounts.sms.notify(mobile, content),
      revokeSessions: (userId) => accounts.tokens.revokeAll('buyer', userId),
      pricingChanged,
    }),
    rules: new ApprovalRuleService(deps.db.db),
    requests,
    budgets: new CompanyBudgetService(deps.db.db),
    admin: new CompanyAdminService(deps.db.db, pricingChanged),
  });
  // Bidding requests: accepting a quote places the order through the checkout path.
  // An award a company rule catches becomes a purchase request; its last approval places the orders.
  const bidding = new BiddingService(deps.db.db, checkout, {
    submitAward: (userId, input, award) => requests.submit(userId, input, award),
  });
  biddingRoutes(app, { bidding });
  // Shops: an approval opens one; suspension takes its products off shelf and ends staff sessions.
  let afterProductWrite: (ids: number[]) => Promise<void> = async () => {};
  const shops = new ShopService(deps.db.db, {
    revokeStaff: (staffId) => accounts.tokens.revokeAll('merchant', staffId),
    productsChanged: (ids) => afterProductWrite(ids),
  });
  // Merchant applications: SMS-code token for the applicant, operator review with an SMS notice.
  await merchantRoutes(app, {
    merchants: new MerchantService(deps.db.db, {
      store: deps.store,
      sms: accounts.sms,
      notice: smsNotice,
      captcha: accounts.captcha,
      uploads,
      files,
      logError: (err, msg) => app.log.error({ err }, msg),
      openShop: (tx, application, grants) => shops.open(tx, application, grants),
    }),
  });
  const sandbox =
    deps.env.payProvider === 'sandbox' ? new SandboxGateway(deps.store, deps.env.PAY_SANDBOX_SECRET) : null;
  const payProvider = sandbox
    ? new SandboxProvider(sandbox, deps.env.PAY_SANDBOX_SECRET)
    : new NoOnlinePayment();
  paymentRoutes(app, {
    payments: new PaymentService(deps.db.db, payProvider, () =>
      system.getSetting('offlineAccount', DEFAULT_OFFLINE_ACCOUNT),
    ),
    sandbox,
    orderDetail: (orderNo) => orders.detail(orderNo),
    publicOrigin: deps.env.publicOrigin,
  });
  // Invoices, after-sales and comments.
  const invoices = new InvoiceService(deps.db.db);
  const titleService = new InvoiceTitleService(deps.db.db);
  invoiceRoutes(app, { titles: titleService, invoices });
  companySharedRoutes(app, { db: deps.db.db, addresses: addressService, titles: titleService });
  // The buyer's side above; the handlers' (operators; shops for their own orders, in the portal) here.
  const invoiceHandling = new InvoiceAdmin(deps.db.db);
  adminInvoiceRoutes(app, { invoices: invoiceHandling });
  const afsDeps: AfsDeps = {
    provider: payProvider,
    windowDays: deps.env.AFS_WINDOW_DAYS,
    onRefunded: async (tx, refund) => {
      await markRedLetterDue(tx, refund);
      await returnBudgets(tx, refund.orderId, refund.refundedFen, 'refund');
      await returnCredit(tx, refund.orderId, refund.refundedFen, 'refund', refund.afsNo);
    },
    photoExists: (url) => uploads.exists(url),
  };
  // The buyer's side and the handlers' (operators; shops for their own orders, in the portal).
  afsRoutes(app, { afs: new AfsService(deps.db.db, afsDeps) });
  const afsHandling = new AfsAdmin(deps.db.db, afsDeps);
  adminAfsRoutes(app, { afs: afsHandling });
  commentRoutes(app, {
    comments: new CommentService(
      deps.db.db,
      (url) => uploads.exists(url),
      () => searchCache.bump(),
    ),
  });
  // Catalogue administration: writes reindex search and drop cached storefront answers at once.
  const catalogueCache = new CatalogueCache(deps.store);
  const reindexNow = (ids: number[]) => app.searchIndex.reindexProducts(ids);
  const adminCategories = new AdminCategoryService(deps.db.db, catalogueCache, reindexNow);
  const adminBrands = new AdminBrandService(deps.db.db, catalogueCache, reindexNow);
  adminCategoryBrandRoutes(app, { categories: adminCategories, brands: adminBrands });
  const adminProducts = new AdminProductService(deps.db.db, catalogueCache, reindexNow, restocked);
  adminProductRoutes(app, { products: adminProducts });
  afterProductWrite = (ids) => adminProducts.afterWrite(ids);
  const productImports = new ProductImportService(deps.db.db, adminProducts);
  await adminProductSheetRoutes(app, { db: deps.db.db, imports: productImports, uploads });
  // The merchant portal: its own sign-in, every call scoped to the caller's shop.
  const portalProducts = new PortalProductService(deps.db.db, adminProducts);
  const portalAccounts = new PortalAccountService(deps.db.db, {
    store: deps.store,
    tokens: accounts.tokens,
    captcha: accounts.captcha,
  });
  adminShopRoutes(app, { shops, products: portalProducts });
  await portalRoutes(app, {
    db: deps.db.db,
    orders,
    afs: afsHandling,
    imports: productImports,
    categories: adminCategories,
    brands: adminBrands,
    uploads,
    accounts: portalAccounts,
    shops,
    products: portalProducts,
    tokens: accounts.tokens,
  });
  // Agreement prices and tiers: tiers are part of the cached detail, so a write bumps its version.
  await adminPricingRoutes(app, {
    pricing: new PricingAdminService(deps.db.db, () => searchCache.bump(), pricingChanged),
    pools: new PoolAdminService(deps.db.db, pricingChanged),
  });
  // Operator console: dashboard, finance lists, buyers, audit log.
  dashboardRoutes(app, { dashboard: new DashboardService(deps.db.db) });
  financeRoutes(app, { finance: new FinanceService(deps.db.db) });
  buyerAdminRoutes(app, {
    buyers: new BuyerAdminService(deps.db.db, { revokeAll: (id) => accounts.tokens.revokeAll('buyer', id) }),
  });
  auditRoutes(app, { db: deps.db.db });
  defineOrderJobs(jobs, deps.db.db, {
    everyMs:
      deps.env.NODE_ENV !== 'test' && deps.env.ORDER_SWEEP_INTERVAL_SECONDS > 0
        ? deps.env.ORDER_SWEEP_INTERVAL_SECONDS * 1000
        : null,
    autoCompleteDays: deps.env.ORDER_AUTO_COMPLETE_DAYS,
    onReindex: reindex,
    onRestock: restocked,
  });
  // Company credit (授信): statements on each statement day and due reminders run as jobs.
  creditRoutes(app, {
    credit: new CreditService(deps.db.db),
    invoicing: new ConsolidatedInvoicing(deps.db.db, invoices),
  });
  if (deps.env.TEST_SUPPORT) creditTestSupportRoutes(app, { db: deps.db.db });
  defineCreditJobs(jobs, deps.db.db, {
    everyMs: deps.env.NODE_ENV !== 'test' ? 3600_000 : null,
    remindEveryMs: deps.env.NODE_ENV !== 'test' ? 86_400_000 : null,
    smsNotice,
    log: (msg) => app.log.info(msg),
  });
  // Sealed multi-supplier bidding and merchant settlement: portal calls scoped to the shop.
  const portalGuardOf = portalGuard(portalAccounts);
  portalBiddingRoutes(app, { bidding, guard: portalGuardOf });
  portalNoticeRoutes(app, { db: deps.db.db, guard: portalGuardOf });
  const settlementService = new SettlementService(deps.db.db);
  portalSettlementRoutes(app, { settlements: settlementService, guard: portalGuardOf });
  // Invoices of the shop's orders (each order is invoiced by its seller): the console's handling calls, scoped
  // to the shop, for 店铺管理员 / 财务.
  invoiceHandlingRoutes(app, {
    invoices: invoiceHandling,
    base: '/api/portal/invoice',
    tags: ['portal'],
    onRequest: portalGuardOf.area('finance').onRequest,
    scope: (request) => {
      const c = portalGuardOf.caller(request);
      return { op: merchantActor(c, request.ip), merchantId: c.merchantId };
    },
  });
  adminSettlementRoutes(app, { settlements: settlementService });
  defineSettlementJobs(jobs, settlementService, {
    everyMs: deps.env.NODE_ENV !== 'test' ? 86_400_000 : null,
    log: (msg) => app.log.info(msg),
  });
  if (deps.env.TEST_SUPPORT) biddingTestSupportRoutes(app, { db: deps.db.db });
  const productPages = defineProductPageJobs(jobs, deps.db.db, {
    everyMs: deps.env.NODE_ENV !== 'test' ? 600_000 : null,
    log: (msg) => app.log.info(msg),
  });
  jobsAdminRoutes(app, { jobs });
  app.addHook('onReady', async () => {
    await jobs.start();
    await productPages.atStart();
  });

  // Search engines: robots.txt and the sitemap; each storefront page's head is written by SeoPages.
  seoRoutes(app, { db: deps.db.db, env: deps.env });
  const webRoot = deps.webRoot ?? webDistDir();
  const hasWeb = deps.serveWeb !== false && (await registerSpa(app, { root: webRoot, prefix: '/' }));
  const pages = hasWeb
    ? new SeoPages({
        db: deps.db.db,
        shell: new HtmlShell(spaIndex(webRoot)),
        products,
        search,
        categories,
        content,
        system,
        log: (err, msg) => app.log.error({ err }, msg),
      })
    : null;
  const consoleRoot = deps.consoleRoot ?? consoleDistDir();
  const hasConsole =
    deps.serveWeb !== false && (await registerSpa(app, { root: consoleRoot, prefix: '/admin/' }));
  const consoleShell = hasConsole ? new HtmlShell(spaIndex(consoleRoot)) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    // HEAD answers like GET (load balancers and uptime checks probe pages with HEAD).
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send({ code: 404, msg: '接口不存在', data: null });
    }
    // The console's client routes (/admin/…) get the console's page; /admin itself gets its slash.
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (path === '/admin' && consoleShell) return reply.redirect(`/admin/${url.slice(path.length)}`, 302);
    // The merchant portal is the console's app on another route tree (it reads /merchant from the address).
    if (path === '/merchant' && consoleShell)
      return reply.redirect(`/merchant/${url.slice(path.length)}`, 302);
    if (path.startsWith('/merchant/') && consoleShell) return sendPage(reply, consoleShell.plain);
    // A built file that is not there (an old page asking for a chunk of an earlier build) is a 404, not the
    // page: the browser's module loader then fails plainly instead of parsing HTML as JavaScript.
    if (/^\/(?:admin\/)?assets\//.test(path)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('文件不存在');
    }
    if (path.startsWith('/admin/')) {
      if (!consoleShell) return reply.status(404).send({ code: 404, msg: '接口不存在', data: null });
      return sendPage(reply, consoleShell.plain);
    }
    if (!pages) return reply.status(404).send({ code: 404, msg: '接口不存在', data: null });
    // Storefront pages: the app's HTML with the page's title, description, canonical URL and JSON-LD;
    // an unknown product, category, brand or notice answers 404 (the app shows its not-found page).
    const query = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
    const answer = await pages.page(path, query, publicOriginOf(deps.env, request));
    // A signed-in buyer gets the page without the visitor's first view (see RenderedPage.signedIn), and so
    // does a visitor with a sales area of their own where the first view shows the national one.
    const cookie = request.headers.cookie;
    const bare =
      answer.page.signedIn && (hasLoginCookie(cookie) || (answer.areaBound && hasAreaCookie(cookie)));
    return sendPage(reply, bare ? answer.page.signedIn! : answer.page, answer.status);
  });

  app.addHook('onClose', async () => {
    await drained(8000);
    await jobs.close();
    await deps.store.close();
    await deps.db.close();
  });

  return app;
}
