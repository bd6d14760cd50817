import { catalogueSeeder } from '../seed/catalogue.seed';
import { buildTestApp, type TestApp } from './build-test-app';
import { searchSeeder } from '../modules/catalogue/search/search.seed';

/** A test app on a fresh database holding the deterministic demo catalogue (2,000 SPUs) and its index. */
export async function buildCatalogueApp(
  products = 2000,
  options: {
    env?: Partial<Record<string, string>>;
    web?: Parameters<typeof buildTestApp>[1];
    more?: Parameters<typeof buildTestApp>[2];
  } = {},
): Promise<TestApp> {
  const app = await buildTestApp(
    { SEED_PRODUCTS: String(products), ...options.env },
    options.web,
    options.more,
  );
  const ctx = { db: app.db.db, env: app.env, log: () => {} };
  await catalogueSeeder.run(ctx);
  await searchSeeder.run(ctx);
  return app;
}
