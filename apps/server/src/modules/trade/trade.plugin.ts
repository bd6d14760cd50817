import type { DbOrTx } from '../../db/client';
import { defineDomain, type GivenBy } from '../../lib/domain';
import { Hook, Provided } from '../../lib/hook';
import type { identityDomain } from '../identity';
import { companyContextOf, companyOrderScope } from '../identity/company';
import type { Basics } from '../platform';
import { AddressService, addressCountOf, addressRoutes } from './address';
import {
  AfsAdmin,
  AfsService,
  adminAfsRoutes,
  afsOfBuyer,
  afsRoutes,
  type AfsDeps,
  type AfsExchangeShipHook,
} from './afs';
import { boughtTogetherRoutes, defineBoughtTogetherJobs } from './bought-together';
import { BiddingService, biddingRoutes, biddingTestSupportRoutes, type AwardApprovals } from './bidding';
import { CartService, cartRoutes } from './cart';
import { CheckoutService, checkoutRoutes, type CheckoutPolicy, type InvoiceTitleLookup } from './checkout';
import {
  OrderBulkService,
  OrderService,
  adminOrderBulkRoutes,
  adminOrderRoutes,
  defineOrderJobs,
  orderRoutes,
  ordersOfBuyer,
  type OrderCancelHook,
  type OrderReceiveHook,
  type OrderShipHook,
  type OrderLinesShip,
} from './order';
import { ReviewService, reviewRoutes } from './review';
import { MaterialCodes } from './material-codes';
import {
  DEFAULT_OFFLINE_ACCOUNT,
  NoOnlinePayment,
  PaymentService,
  SandboxGateway,
  SandboxProvider,
  paymentRoutes,
} from './payment';

type Needs = Pick<Basics, 'env' | 'db' | 'store' | 'jobs'> & {
  /** The scheduled jobs' clock (what is overdue, what completes by itself). */
  now: () => Date;
  setting: <T>(key: string, fallback: T) => Promise<T>;
  photoExists: (url: string) => Promise<boolean>;
  /** Search rows of products whose stock crossed zero, refreshed after commit (catalogue). */
  reindexAfterCommit: (productIds: number[]) => void;
  /** Products whose stock rose (catalogue's hook: back-in-stock alerts listen). */
  restocked: (productIds: number[]) => void;
  /** A review was posted (catalogue: the product's cached rating must change at once). */
  commentPosted: (productId: number) => Promise<void>;
  /** Identity's extension point: trade tells the console's buyer detail his orders, after-sales, addresses. */
  identity: Pick<GivenBy<typeof identityDomain>['hooks'], 'buyerTrade'>;
};

type Refund = Parameters<NonNullable<AfsDeps['onRefunded']>>[1];

/** trade: addresses, cart, checkout, orders, payment, after-sales and bidding requests. */
export const tradeDomain = defineDomain('trade', async (app, needs: Needs) => {
  const { env, db, store, jobs } = needs;
  // What the domains above trade plug in (procurement and finance): see docs/architecture.md.
  /** A cancellation gives back, in its transaction, what the domains above trade charged at checkout. */
  const onCancel: OrderCancelHook[] = [];
  /** A whole-order ship's transaction: fulfilment records one shipment of every line still unshipped. */
  const onShip: OrderShipHook[] = [];
  /** A whole-order receipt's transaction (确认收货, auto-complete): fulfilment receives every shipped line. */
  const onReceive: OrderReceiveHook[] = [];
  /** The seller's 发出换货 transaction: fulfilment records the re-shipment as a replacement shipment. */
  const onExchangeShip: AfsExchangeShipHook[] = [];
  /** A refund's transaction: budgets and credit are given back, an issued invoice is marked for red letter. */
  const refunded = new Hook<[DbOrTx, Refund]>('trade.refunded');
  /** The bulk-ship sheet's 行号 rows: fulfilment ships chosen lines as a parcel. */
  const linesShip = new Provided<OrderLinesShip>('trade.linesShip');
  const checkoutPolicy = new Provided<CheckoutPolicy>('trade.checkoutPolicy');
  const invoiceTitles = new Provided<InvoiceTitleLookup>('trade.invoiceTitles');
  const awardApprovals = new Provided<AwardApprovals>('trade.awardApprovals');
  const materialCodes = new MaterialCodes();
  // What trade plugs into identity below it.
  needs.identity.buyerTrade.provide(async (conn, userId, latest) => {
    const [orderFacts, afsFacts, addressCount] = await Promise.all([
      ordersOfBuyer(conn, userId, latest),
      afsOfBuyer(conn, userId, latest),
      addressCountOf(conn, userId),
    ]);
    return { orders: orderFacts, afs: afsFacts, addresses: addressCount };
  });

  const addresses = new AddressService(db.db);
  addressRoutes(app, { addresses });
  cartRoutes(app, { cart: new CartService(db.db, materialCodes) });
  const orders = new OrderService(db.db, {
    autoCompleteDays: env.ORDER_AUTO_COMPLETE_DAYS,
    afsWindowDays: env.AFS_WINDOW_DAYS,
    onReindex: needs.reindexAfterCommit,
    onRestock: needs.restocked,
    companyScope: async (userId) => {
      const ctx = await companyContextOf(db.db, userId);
      return ctx && ctx.memberStatus === 1 ? companyOrderScope(ctx) : null;
    },
    onCancel,
    onShip,
    onReceive,
    materialCodes,
  });
  orderRoutes(app, { orders });
  adminOrderRoutes(app, { orders });
  await adminOrderBulkRoutes(app, {
    bulk: new OrderBulkService(db.db, onShip, (...args) => linesShip.get()(...args)),
  });
  const checkout = new CheckoutService(db.db, {
    payTimeoutMinutes: env.ORDER_PAY_TIMEOUT_MINUTES,
    onlinePayment: env.payProvider !== 'none',
    onReindex: needs.reindexAfterCommit,
    invoiceTitles: (tx, userId, titleId) => invoiceTitles.get()(tx, userId, titleId),
    policy: {
      hooksFor: (userId, input) => checkoutPolicy.get().hooksFor(userId, input),
      previewFor: (userId, lines, payFen) => checkoutPolicy.get().previewFor(userId, lines, payFen),
    },
  });
  checkoutRoutes(app, { checkout });
  // Bidding requests: accepting a quote places the order through the checkout path; an award a company rule
  // catches becomes a purchase request (procurement), whose last approval places the orders.
  const bidding = new BiddingService(db.db, checkout, {
    submitAward: (userId, input, award) => awardApprovals.get().submitAward(userId, input, award),
  });
  biddingRoutes(app, { bidding });
  if (env.TEST_SUPPORT) biddingTestSupportRoutes(app, { db: db.db });

  const sandbox = env.payProvider === 'sandbox' ? new SandboxGateway(store, env.PAY_SANDBOX_SECRET) : null;
  const payProvider = sandbox ? new SandboxProvider(sandbox, env.PAY_SANDBOX_SECRET) : new NoOnlinePayment();
  paymentRoutes(app, {
    payments: new PaymentService(db.db, payProvider, () =>
      needs.setting('offlineAccount', DEFAULT_OFFLINE_ACCOUNT),
    ),
    sandbox,
    orderDetail: (orderNo) => orders.detail(orderNo),
    publicOrigin: env.publicOrigin,
  });
  const afsDeps: AfsDeps = {
    provider: payProvider,
    windowDays: env.AFS_WINDOW_DAYS,
    onRefunded: (tx, refund) => refunded.run(tx, refund),
    photoExists: needs.photoExists,
    onExchangeShip,
  };
  // The buyer's side and the handlers' (operators; shops for their own orders, in the portal).
  const afs = new AfsService(db.db, afsDeps);
  afsRoutes(app, { afs });
  reviewRoutes(app, {
    comments: new ReviewService(db.db, needs.photoExists, needs.commentPosted),
  });
  const afsHandling = new AfsAdmin(db.db, afsDeps);
  adminAfsRoutes(app, { afs: afsHandling });

  defineOrderJobs(jobs, db.db, {
    everyMs:
      env.scheduledJobs && env.ORDER_SWEEP_INTERVAL_SECONDS > 0
        ? env.ORDER_SWEEP_INTERVAL_SECONDS * 1000
        : null,
    now: needs.now,
    autoCompleteDays: env.ORDER_AUTO_COMPLETE_DAYS,
    onReindex: needs.reindexAfterCommit,
    onRestock: needs.restocked,
    onCancel,
    onReceive,
  });
  // 经常一起购买: pairs rewritten daily from the orders; read on the product page and in the cart.
  boughtTogetherRoutes(app, { db: db.db });
  defineBoughtTogetherJobs(jobs, db.db, {
    everyMs: env.scheduledJobs ? 86_400_000 : null,
    now: needs.now,
    log: (msg) => app.log.info(msg),
  });

  return {
    addresses,
    orders,
    checkout,
    bidding,
    afs,
    afsHandling,
    hooks: {
      onCancel,
      onShip,
      linesShip,
      onReceive,
      onExchangeShip,
      refunded,
      checkoutPolicy,
      invoiceTitles,
      awardApprovals,
      materialCodes,
    },
  };
});
