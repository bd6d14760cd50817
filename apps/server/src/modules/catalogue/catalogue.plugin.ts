import type { DbHandle } from '../../db/client';
import { defineDomain } from '../../lib/domain';
import { Hook, Provided } from '../../lib/hook';
import type { EphemeralStore } from '../../lib/store';
import type { UploadService } from '../content/upload';
import type { MembershipChange } from '../identity';
import type { JobQueue } from '../platform';
import { AdminAttributeService, adminAttributeRoutes } from './attribute';
import { BrandService, brandRoutes } from './brand';
import { CatalogueService, catalogueRoutes } from './catalogue';
import {
  AdminBrandService,
  AdminCategoryService,
  AdminProductService,
  CatalogueCache,
  ProductImportService,
  adminCategoryBrandRoutes,
  adminProductRoutes,
  adminProductSheetRoutes,
} from './catalogue-admin';
import { CategoryService, categoryRoutes } from './category';
import { BuyerBatchReads, SkuFactsCopy } from './changes';
import { mediaRoutes } from './media';
import { PartNumberService, adminPartNumberRoutes } from './part-number';
import { PoolAdminService, PricingAdminService, PricingMemo, adminPricingRoutes } from './pricing';
import {
  defineProductPageJobs,
  prepareAllPages,
  preparePages,
  ProductService,
  productRoutes,
} from './product';
import { RegionService, regionRoutes } from './region';
import { SceneService, sceneRoutes } from './scene';
import { SceneZoneService, sceneZoneRoutes } from './scene-zone';
import { SubstituteAdmin, adminSubstituteRoutes, substituteRoutes } from './substitute';
import { TaxCodeService, adminTaxCodeRoutes } from './tax-code';
import {
  PgSearchEngine,
  ProductSearchService,
  SearchCache,
  SearchIndex,
  searchRoutes,
  warmUp,
} from './search';

/** Where a signed-in buyer's product view is written (storefront's history gives it). */
export type ViewRecorder = { recordView(userId: number, productId: number): Promise<void> | undefined };

type Needs = {
  db: DbHandle;
  store: EphemeralStore;
  jobs: JobQueue;
  /** Product pages are prepared again on a timer (off in tests that drive the jobs themselves). */
  scheduled: boolean;
  setting: <T>(key: string, fallback: T) => Promise<T>;
  uploads: UploadService;
  membershipChanged: Hook<[MembershipChange]>;
  /** Memory of the open platform's SKU facts copy (SKU_FACTS_MB). */
  skuFactsMb: number;
};

/** catalogue: categories, brands, products, prices, search, media and their administration. */
export const catalogueDomain = defineDomain('catalogue', async (app, needs: Needs) => {
  const { db, store, jobs, uploads } = needs;
  // The buyer-facing reads take `db.read`, a replica when configured (docs/decisions/2026-11-30-read-replicas.md);
  // writers, their read-backs, the search indexer and product page preparation stay on `db.db`.
  const catalogue = new CatalogueService(db.read, store);
  catalogueRoutes(app, { catalogue, store });
  regionRoutes(app, { regions: new RegionService(db.read, store, needs.setting), store });
  sceneRoutes(app, { scenes: new SceneService(db.read, store), store });
  mediaRoutes(app, { db: db.db });

  const searchEngine = new PgSearchEngine(db.db);
  const searchCache = new SearchCache(store);
  // Product pages left unprepared by a write (its triggers) are prepared again right after the reindex.
  app.decorate(
    'searchIndex',
    new SearchIndex(searchEngine, searchCache, (ids) =>
      ids === 'all' ? prepareAllPages(db.db) : preparePages(db.db, ids),
    ),
  );
  // Stock changes that cross zero refresh the products' search rows after commit; closing waits for them.
  const pendingReindex = new Set<Promise<void>>();
  const reindexAfterCommit = (ids: number[]) => {
    const job = app.searchIndex.reindexProducts([...new Set(ids)]).catch((err: unknown) => {
      app.log.error({ err }, 'search reindex after a stock change failed');
    });
    pendingReindex.add(job);
    void job.finally(() => pendingReindex.delete(job));
  };
  app.addHook('preClose', async () => {
    await Promise.allSettled([...pendingReindex]);
  });
  /** Products whose stock (or shelf) rose, after the write's commit: storefront's back-in-stock alerts listen. */
  const stockRose = new Hook<[number[]]>('catalogue.stockRose');
  const restocked = (ids: number[]) => stockRose.fire(ids);

  // Who a signed-in buyer is for prices and pools, per process; writers below tell every process of changes.
  const pricingMemo = new PricingMemo(db.db, store, db.listen);
  const pricingChanged = (change: MembershipChange) => pricingMemo.changed(change);
  needs.membershipChanged.add(pricingChanged);
  const readEngine = db.read === db.db ? searchEngine : new PgSearchEngine(db.read);
  const search = new ProductSearchService(db.read, readEngine, searchCache, pricingMemo);
  app.decorate('warmUp', (budgetMs: number) =>
    warmUp(app, { db: db.db, cache: searchCache, budgetMs, hold: () => search.holdRangeIndexes() }),
  );
  searchRoutes(app, { search });
  brandRoutes(app, { brands: new BrandService(db.read, search) });
  const categories = new CategoryService(db.read, searchCache);
  categoryRoutes(app, { categories });
  const products = new ProductService(db.read, searchCache, pricingMemo);
  const viewRecorder = new Provided<ViewRecorder>('catalogue.viewRecorder');
  productRoutes(app, {
    products,
    history: { recordView: (userId, productId) => viewRecorder.get().recordView(userId, productId) },
  });
  sceneZoneRoutes(app, { sceneZones: new SceneZoneService(db.read) });

  // Catalogue administration: writes reindex search and drop cached storefront answers at once.
  const catalogueCache = new CatalogueCache(store);
  const reindexNow = (ids: number[]) => app.searchIndex.reindexProducts(ids);
  const adminCategories = new AdminCategoryService(db.db, catalogueCache, reindexNow);
  const adminBrands = new AdminBrandService(db.db, catalogueCache, reindexNow);
  adminCategoryBrandRoutes(app, { categories: adminCategories, brands: adminBrands });
  const adminProducts = new AdminProductService(db.db, catalogueCache, reindexNow, restocked);
  adminProductRoutes(app, { products: adminProducts });
  // Part numbers (料号互查): a write drops the cached search answers of its products.
  const partNumbers = new PartNumberService(db.db, reindexNow);
  await adminPartNumberRoutes(app, { db: db.db, partNumbers, afterImport: reindexNow });
  // Typed attributes: a write reindexes the products whose values it changed (their index rows carry their
  // bounds, the listings' prepared bounds follow) and drops cached answers (range filters read definitions).
  adminAttributeRoutes(app, { attributes: new AdminAttributeService(db.db, reindexNow) });
  // Substitutes (替代品): operators' links; the product page asks for them when a SKU cannot be bought.
  adminSubstituteRoutes(app, { substitutes: new SubstituteAdmin(db.db) });
  substituteRoutes(app, { db: db.db });
  // 税收分类编码 of categories and products (数电票): finance reads them through this domain's front door.
  adminTaxCodeRoutes(app, { db: db.db, taxCodes: new TaxCodeService(db.db) });
  const productImports = new ProductImportService(db.db, adminProducts);
  await adminProductSheetRoutes(app, { db: db.db, imports: productImports, uploads });
  // Agreement prices and tiers: tiers are part of the cached detail, so a write bumps its version.
  await adminPricingRoutes(app, {
    pricing: new PricingAdminService(db.db, () => searchCache.bump(), pricingChanged),
    pools: new PoolAdminService(db.db, pricingChanged),
  });
  const productPages = defineProductPageJobs(jobs, db.db, {
    everyMs: needs.scheduled ? 600_000 : null,
    log: (msg) => app.log.info(msg),
  });
  // After the job queue has started (app.ts adds its onReady first).
  app.addHook('onReady', async () => {
    await productPages.atStart();
  });

  // The open platform's batch price and stock calls: this process's copy of the SKU facts (issue 46).
  const skuFacts = new SkuFactsCopy(db.db, db.listen, { megabytes: needs.skuFactsMb });
  app.addHook('onClose', () => skuFacts.close());
  const buyerBatch = new BuyerBatchReads(pricingMemo, skuFacts);
  app.decorate('batchFactsCaughtUp', () => buyerBatch.caughtUp());
  app.decorate('fillSkuFacts', () => skuFacts.fill());

  return {
    catalogue,
    search,
    buyerBatch,
    searchEngine,
    searchCache,
    categories,
    products,
    admin: {
      categories: adminCategories,
      brands: adminBrands,
      products: adminProducts,
      imports: productImports,
    },
    partNumbers,
    reindexAfterCommit,
    restocked,
    /** A comment landed (trade's reviews): the product page's cached rating changes at once. */
    commentPosted: async () => searchCache.bump(),
    hooks: { stockRose, viewRecorder },
  };
});
