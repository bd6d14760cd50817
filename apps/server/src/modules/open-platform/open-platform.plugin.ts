import { defineDomain, type GivenBy } from '../../lib/domain';
import type { catalogueDomain } from '../catalogue';
import type { financeDomain } from '../finance';
import type { Basics } from '../platform';
import type { marketplaceDomain } from '../marketplace';
import type { fulfilmentDomain } from '../fulfilment';

const DELIVER = 'open.webhook-deliver';
/** Messages and outbox events are kept this long (VOP keeps its messages for days, not for ever). */
const KEEP_MS = 7 * 24 * 3600_000;
import type { tradeDomain } from '../trade';
import { OpenOrderService, openOrderRoutes } from './orders';
import { OpenAppService, openAppRoutes } from './app';
import { merchantApiRoutes, shopAppRoutes } from './merchant';
import {
  OpenBuyerAfs,
  OpenBuyerInvoices,
  OpenBuyerProducts,
  OpenBuyerStatements,
  openAfsRoutes,
  openBuyerProductRoutes,
  openFinanceRoutes,
} from './buyer';
import { OpenMessageService, OpenWebhookService, openMessageRoutes, webhookViewRoutes } from './messages';
import { pruneEvents } from '../platform/events';
import { oauthRoutes, openGateway, registerOpenDocs } from './gateway';
import type { App } from '../../lib/types';

type Needs = Pick<Basics, 'env' | 'db' | 'jobs' | 'now'> & {
  trade: Pick<
    GivenBy<typeof tradeDomain>,
    'checkout' | 'hooks' | 'addresses' | 'afs' | 'orders' | 'afsHandling'
  >;
  /** Invoices and credit statements (the buyer API), shops' settlement statements (the merchant API). */
  finance: Pick<GivenBy<typeof financeDomain>, 'invoices' | 'credit' | 'settlements'>;
  catalogue: Pick<
    GivenBy<typeof catalogueDomain>,
    'reindexAfterCommit' | 'restocked' | 'admin' | 'buyerBatch'
  >;
  /** The merchant portal's guard (shop apps) and its product service (the merchant API). */
  marketplace: Pick<GivenBy<typeof marketplaceDomain>, 'guard' | 'products'>;
  /** Shipments with lines (the merchant API's partial shipping). */
  fulfilment: Pick<GivenBy<typeof fulfilmentDomain>, 'shipments'>;
};

/**
 * open-platform (开放平台): apps of companies and shops, OAuth 2.0 client-credentials tokens, and the
 * `/open/v1` API their programs call (a company's ERP or purchasing platform: the product pool, prices and
 * stock, orders, after-sales, invoices and statements). Top floor: it reads the catalogue through the
 * catalogue's read functions and acts through trade's and finance's services; nothing imports it.
 */
export const openPlatformDomain = defineDomain('open-platform', async (app, needs: Needs) => {
  const db = needs.db.db;
  const apps = new OpenAppService(db, needs.now);
  openAppRoutes(app, { db, apps });
  shopAppRoutes(app, { apps, guard: needs.marketplace.guard });
  const products = new OpenBuyerProducts(db, needs.catalogue.buyerBatch);
  const rates = { single: needs.env.OPEN_RATE_PER_SECOND, batch: needs.env.OPEN_BATCH_RATE_PER_SECOND };
  const orders = new OpenOrderService(db, {
    checkout: needs.trade.checkout,
    cancelHooks: needs.trade.hooks.onCancel,
    onReindex: needs.catalogue.reindexAfterCommit,
    onRestock: needs.catalogue.restocked,
    now: needs.now,
    confirmHours: needs.env.OPEN_ORDER_CONFIRM_HOURS,
  });
  // Orders left unconfirmed are cancelled once their time is up (once a minute, on one process).
  needs.jobs.define('open.orders-expire', async () => {
    await orders.expire();
  });
  if (needs.env.scheduledJobs) needs.jobs.every('open.orders-expire', 60_000);

  // Messages: the outbox fanned out into each app's messages and its webhooks' deliveries every few seconds;
  // each delivery a job of its own, retried with backoff over about a day.
  const messages = new OpenMessageService(db);
  const webhooks = new OpenWebhookService(db, {
    now: needs.now,
    queue: (id) => needs.jobs.add(DELIVER, { id }),
    loopbackHttp: needs.env.NODE_ENV !== 'production',
  });
  const attempts = needs.env.OPEN_WEBHOOK_ATTEMPTS;
  needs.jobs.define<{ id: number }>(
    DELIVER,
    async ({ id }, ctx) => webhooks.deliver(id, ctx.attempt >= attempts),
    { attempts, backoffMs: needs.env.OPEN_WEBHOOK_BACKOFF_MS },
  );
  webhookViewRoutes(app, { db, webhooks, guard: needs.marketplace.guard });
  needs.jobs.define('open.messages', async () => {
    const owed = await messages.fanOut();
    const stranded = await webhooks.stranded(new Date(needs.now().getTime() - 5 * 60_000));
    for (const id of new Set([...owed, ...stranded])) await needs.jobs.add(DELIVER, { id });
  });
  // Hourly housekeeping: old messages and events go, and an endpoint failing for three days is switched off
  // even when nothing is tried any more (retries end after about a day).
  needs.jobs.define('open.messages-prune', async () => {
    const before = new Date(needs.now().getTime() - KEEP_MS);
    await messages.prune(before);
    await pruneEvents(db, before);
    await webhooks.switchOffFailing();
  });
  if (needs.env.scheduledJobs) {
    needs.jobs.every('open.messages', needs.env.OPEN_MESSAGES_EVERY_SECONDS * 1000);
    needs.jobs.every('open.messages-prune', 3600_000);
  }

  // The token endpoint and /open/v1 in a scope of their own, so that their OpenAPI document (/open/docs) is
  // theirs alone; the API's document (/api/docs) lists them too.
  await app.register(async (child: App) => {
    await registerOpenDocs(child);
    oauthRoutes(child, apps);
    openGateway(child, apps, (scope) => {
      openBuyerProductRoutes(scope, products, rates);
      openOrderRoutes(scope, {
        orders,
        addresses: needs.trade.addresses,
        shipments: needs.fulfilment.shipments,
        rates,
      });
      openAfsRoutes(scope, { afs: new OpenBuyerAfs(db, needs.trade.afs), rates });
      openFinanceRoutes(scope, {
        invoices: new OpenBuyerInvoices(db, needs.finance.invoices),
        statements: new OpenBuyerStatements(needs.finance.credit.company),
        rates,
      });
      openMessageRoutes(scope, { messages, webhooks, rates, now: needs.now });
      merchantApiRoutes(scope, {
        db,
        orders: needs.trade.orders,
        afs: needs.trade.afsHandling,
        products: needs.marketplace.products,
        admin: needs.catalogue.admin.products,
        settlements: needs.finance.settlements,
        shipments: needs.fulfilment.shipments,
        rates,
      });
    });
  });
  return { apps, orders, messages, webhooks };
});
