import { CONSOLE_AREAS } from '@mall/shared';
import { defineDomain, type GivenBy } from '../../lib/domain';
import { guardedRoutes } from '../../lib/route-options';
import { requireOperator } from '../../plugins/auth';
import { auditActor } from '../platform/audit';
import type { Basics } from '../platform';
import type { ReceivedGoods } from '../finance/credit';
import type { ShipmentInvoicing } from '../finance/invoice';
import type { Provided } from '../../lib/hook';
import type { tradeDomain } from '../trade';
import { MatchService, matchRoutes } from './match';
import {
  ReceiptService,
  defineReceiptJobs,
  receiptRoutes,
  receivedForBilling,
  receiveWholeOrder,
} from './receipt';
import {
  ShipmentService,
  buyerShipmentRoutes,
  refuseCancelWhenShipped,
  shipRemaining,
  shipSheetLines,
  shipReplacement,
  shipmentHandlingRoutes,
  shipmentInvoiceRoutes,
} from './shipment';
import {
  Kuaidi100Tracker,
  SandboxTracker,
  TRACKING_CALLBACK_PATH,
  TRACKING_JOB,
  defineTrackingJobs,
  trackingCallbackRoutes,
  type CarrierTracker,
} from './tracking';

type Needs = Pick<Basics, 'env' | 'db' | 'jobs' | 'now'> & {
  /** Finance's invoicing: the buyer applies for an invoice over one shipment (按包裹开票). */
  invoices: ShipmentInvoicing;
  /** Finance's port: credit statements bill the quantities goods receipt accepted. */
  receivedGoods: Provided<ReceivedGoods>;
  /** Whether an uploaded image URL points to a stored file (a receipt's rejection photos). */
  photoExists: (url: string) => Promise<boolean>;
  /**
   * Trade's extension points: a whole-order ship records its shipment; a shipped order cannot be cancelled;
   * a whole-order receipt (确认收货, auto-complete) receives every shipped line; a 换货 re-shipment of
   * rejected pieces is a replacement shipment.
   */
  trade: {
    hooks: Pick<
      GivenBy<typeof tradeDomain>['hooks'],
      'onShip' | 'linesShip' | 'onCancel' | 'onReceive' | 'onExchangeShip'
    >;
  };
};

/**
 * fulfilment: shipments with lines (partial shipping), carrier tracking (sandbox or 快递100) and its callback,
 * goods receipt (到货验收) with its automatic receipt, the three-way match board (三单匹配).
 */
export const fulfilmentDomain = defineDomain('fulfilment', async (app, needs: Needs) => {
  const { env, db, jobs } = needs;
  needs.trade.hooks.onShip.push(shipRemaining);
  needs.trade.hooks.linesShip.provide(shipSheetLines);
  needs.trade.hooks.onCancel.push(refuseCancelWhenShipped);
  needs.trade.hooks.onReceive.push(receiveWholeOrder);
  needs.trade.hooks.onExchangeShip.push(shipReplacement);
  needs.receivedGoods.provide(receivedForBilling);

  const sandbox = env.CARRIER_TRACKER === 'sandbox';
  // The sandbox's made-up events never reach real orders: in production it does not run.
  const tracking = !(sandbox && env.NODE_ENV === 'production');
  const tracker: CarrierTracker = sandbox
    ? new SandboxTracker({
        stepMs: env.SANDBOX_TRACKING_STEP_MS,
        salt: env.TRACKING_CALLBACK_SALT,
        now: needs.now,
      })
    : new Kuaidi100Tracker({
        key: env.KUAIDI100_KEY,
        customer: env.KUAIDI100_CUSTOMER,
        salt: env.TRACKING_CALLBACK_SALT,
      });
  defineTrackingJobs(jobs, db.db, {
    tracker,
    callbackUrl: `${env.publicOrigin}${TRACKING_CALLBACK_PATH}`,
    everyMs: env.scheduledJobs && tracking ? (sandbox ? env.SANDBOX_TRACKING_STEP_MS : 600_000) : null,
    // Not heard of for this long: ask the tracker (the sandbox: a few steps; 快递100: four hours).
    quietMs: sandbox ? env.SANDBOX_TRACKING_STEP_MS * 3 : 4 * 3600_000,
    now: needs.now,
    log: (err, msg) => app.log.error({ err }, msg),
  });
  trackingCallbackRoutes(app, { db: db.db, salt: env.TRACKING_CALLBACK_SALT });

  const shipments = new ShipmentService(db.db, async () => {
    if (tracking) await jobs.add(TRACKING_JOB, {});
  });
  shipmentHandlingRoutes(app, {
    shipments,
    base: '/api/admin/fulfilment/shipment',
    call: guardedRoutes(requireOperator(CONSOLE_AREAS.orders), 'admin-fulfilment'),
    scope: (request) => ({ kind: 'operator', audit: auditActor(request) }),
  });
  buyerShipmentRoutes(app, { shipments });
  shipmentInvoiceRoutes(app, { db: db.db, invoices: needs.invoices });

  const receipts = new ReceiptService(db.db, needs.photoExists);
  receiptRoutes(app, { receipts });
  defineReceiptJobs(jobs, receipts, {
    // Day-scale deadlines: the order sweeps' interval.
    everyMs:
      env.scheduledJobs && env.ORDER_SWEEP_INTERVAL_SECONDS > 0
        ? env.ORDER_SWEEP_INTERVAL_SECONDS * 1000
        : null,
    now: needs.now,
  });
  matchRoutes(app, { matches: new MatchService(db.db) });
  return { shipments, tracker, receipts };
});
