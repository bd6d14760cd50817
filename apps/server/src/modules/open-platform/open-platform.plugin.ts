import type { Env } from '../../config/env';
import type { DbHandle } from '../../db/client';
import { defineDomain } from '../../lib/domain';
import { OpenAppService, openAppRoutes } from './app';
import { OpenBuyerProducts, openBuyerProductRoutes } from './buyer';
import { oauthRoutes, openGateway } from './gateway';

type Needs = { env: Env; db: DbHandle; now: () => Date };

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
  openGateway(app, apps, (scope) => {
    openBuyerProductRoutes(scope, products, {
      single: needs.env.OPEN_RATE_PER_SECOND,
      batch: needs.env.OPEN_BATCH_RATE_PER_SECOND,
    });
  });
  return { apps };
});
