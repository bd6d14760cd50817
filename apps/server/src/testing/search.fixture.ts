import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client';
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

/** The default SKU and sales areas of the first product on shelf that is sold neither everywhere nor in 新疆. */
export async function skuNotSoldInXinjiang(app: TestApp): Promise<{ skuId: number; areas: string[] }> {
  const [row] = await queryRows<{ skuId: number; areas: string[] }>(
    app.db.db,
    sql`select default_sku_id as "skuId", sales_area_codes as areas from products
        where on_shelf and not ('0000' = any(sales_area_codes)) and not ('650000' = any(sales_area_codes))
        order by id limit 1`,
  );
  return row!;
}
