import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProductSearchResult } from '@mall/shared';
import { queryRows } from '../db/client';
import { catalogueSeeder } from '../seed/catalogue.seed';
import { buildTestApp, type TestApp } from './build-test-app';
import { searchSeeder } from '../modules/catalogue/search/search.seed';
import { attributeSeeder } from '../modules/catalogue/attribute/attribute.seed';

/** A test app on a fresh database holding the deterministic demo catalogue (2,000 SPUs) and its index. */
export async function buildCatalogueApp(
  products = 2000,
  options: {
    env?: Partial<Record<string, string>>;
    web?: Parameters<typeof buildTestApp>[1];
    more?: Parameters<typeof buildTestApp>[2];
    /** Typed attribute values too (before the index, as the seed runs them: index rows carry their bounds). */
    typed?: boolean;
  } = {},
): Promise<TestApp> {
  const app = await buildTestApp(
    { SEED_PRODUCTS: String(products), ...options.env },
    options.web,
    options.more,
  );
  const ctx = { db: app.db.db, env: app.env, log: () => {} };
  await catalogueSeeder.run(ctx);
  if (options.typed) await attributeSeeder.run(ctx);
  await searchSeeder.run(ctx);
  return app;
}

/** The catalogue app with the typed attributes seeded (参数选型) and the index rebuilt after them. */
export async function buildTypedCatalogueApp(): Promise<TestApp> {
  return buildCatalogueApp(2000, { typed: true });
}

/** The id of the second-level category of this title (轴承: the bearings, with typed attributes). */
export async function level2CategoryId(app: TestApp, title: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    app.db.db,
    sql`select id from categories where level = 2 and title = ${title}`,
  );
  return row!.id;
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

/**
 * A product search (200 expected) computed afresh, not a cached answer: the app's own cache version is bumped
 * first (at once, not through the store's messages, which reach it a moment later on Redis).
 */
export async function freshSearch(app: TestApp, payload: object): Promise<ProductSearchResult> {
  await app.searchIndex.reindexProducts([]);
  const res = await app.inject({ method: 'POST', url: '/api/product/search', payload });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: ProductSearchResult }).data;
}

/** What `read` answers with the rows of a prepared `table`, then computed whole with them gone; `refresh` makes them again. */
export async function preparedAndWhole<T>(
  app: TestApp,
  table: 'keyword_facets' | 'listing_facets',
  read: () => Promise<T>,
  refresh: () => Promise<unknown>,
): Promise<{ prepared: T; whole: T }> {
  const prepared = await read();
  await app.db.db.execute(sql`delete from ${sql.identifier(table)}`);
  const whole = await read();
  await refresh();
  return { prepared, whole };
}
