import { defineDomain, type GivenBy } from '../../lib/domain';
import type { catalogueDomain } from '../catalogue';
import type { ContentService } from '../content/content';
import type { Basics } from '../platform';
import type { SystemService } from '../platform/system';
import { HistoryService, historyRoutes } from './history';
import { HomeAdminService, HomeService, adminHomeRoutes, homeRoutes } from './home';
import { registerWebPages, seoRoutes } from './seo';
import { StockAlertNotifier, StockAlertService, stockAlertRoutes } from './stock-alert';

type Needs = Pick<Basics, 'env' | 'db' | 'store' | 'jobs'> & {
  system: SystemService;
  content: ContentService;
  catalogue: GivenBy<typeof catalogueDomain>;
  web: { serveWeb?: boolean; webRoot?: string; consoleRoot?: string };
};

/**
 * storefront: the home page, browsing history, back-in-stock alerts, search-engine pages, and the built apps'
 * pages (what answers an address no route has).
 */
export const storefrontDomain = defineDomain('storefront', async (app, needs: Needs) => {
  const { env, db, store, catalogue } = needs;
  const history = new HistoryService(db.db);
  historyRoutes(app, { history });
  catalogue.hooks.viewRecorder.provide(history);
  const home = new HomeService(db.db, store, catalogue.catalogue);
  homeRoutes(app, { home, store, db: db.db });
  adminHomeRoutes(app, { admin: new HomeAdminService(db.db, store, home) });
  // Back-in-stock alerts: every stock writer hands the products whose stock (or shelf) rose to catalogue's
  // stockRose after its commit; a job finds the due alerts and writes one message each (短信 and mail: the
  // notification service, from the stock.back event).
  const stockAlerts = new StockAlertNotifier(db.db, {
    jobs: needs.jobs,
    logError: (err, msg) => app.log.error({ err }, msg),
  });
  app.decorate('stockAlerts', stockAlerts);
  catalogue.hooks.stockRose.add((ids) => stockAlerts.restocked(ids));
  stockAlertRoutes(app, { alerts: new StockAlertService(db.db, stockAlerts) });
  // Search engines: robots.txt and the sitemap; each storefront page's head is written by SeoPages.
  seoRoutes(app, { db: db.db, env });
  await registerWebPages(app, {
    env,
    db: db.db,
    ...needs.web,
    sources: {
      products: catalogue.products,
      search: catalogue.search,
      categories: catalogue.categories,
      content: needs.content,
      system: needs.system,
    },
  });
  return { home };
});
