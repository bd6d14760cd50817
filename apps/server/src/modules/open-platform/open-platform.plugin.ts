import type { Env } from '../../config/env';
import type { DbHandle } from '../../db/client';
import { defineDomain, type GivenBy } from '../../lib/domain';
import type { catalogueDomain } from '../catalogue';
import type { JobQueue } from '../platform/jobs';
import type { tradeDomain } from '../trade';
import { OpenOrderService, openOrderRoutes } from './orders';
import { OpenAppService, openAppRoutes } from './app';
import { OpenBuyerProducts, openBuyerProductRoutes } from './buyer';
import { oauthRoutes, openGateway } from './gateway';

type Needs = {
  env: Env;
  db: DbHandle;
  jobs: JobQueue;
  now: () => Date;
  trade: Pick<GivenBy<typeof tradeDomain>, 'checkout' | 'hooks' | 'addresses'>;
  catalogue: Pick<GivenBy<typeof catalogueDomain>, 'reindexAfterCommit' | 'restocked'>;
};

/**
 * open-platform (开放平台): apps of companies and shops, OAuth 2.0 client-credentials tokens, and the
 * `/open/v1` API their programs call (a company's ERP or purchasing platform: the product pool, prices and
 * stock). Top floor: it reads the catalogue through the catalogue's read functions; nothing imports it.
 */
export const openPlatformDomain = defineDomain('open-platform', async (app, needs: Needs) => {
  const db = needs.db.db;
  const apps = new OpenAppService(db, needs.now);
  openAppRoutes(app, { db, apps });
  oauthRoutes(app, apps);
  const products = new OpenBuyerProducts(db);
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
  openGateway(app, apps, (scope) => {
    openBuyerProductRoutes(scope, products, rates);
    openOrderRoutes(scope, { orders, addresses: needs.trade.addresses, rates });
  });
  return { apps, orders };
});
