import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { insertRegions } from '../seed/catalogue.seed';

// Test and bench fixture: regions plus a few hand-made products, so order tests need no generated catalogue.

const p = (values: unknown[]) => sql.param(values);

/** Inserts every region (GB/T 2260) and one brand; idempotent. */
export async function seedShopBasics(db: DbOrTx): Promise<void> {
  await insertRegions(db);
  await db.execute(sql`insert into brands (id, name, latin_name, initial) values (9001, '世达', 'SATA', 'S')
    on conflict (id) do nothing`);
}

export type FixtureProduct = {
  id: number;
  /** One SKU per product, id = product id × 10 + 1. */
  skuId: number;
  priceFen: number;
  stock: number;
};

/** Inserts a product with one SKU (id × 10 + 1). */
export async function makeProduct(
  db: DbOrTx,
  o: {
    id: number;
    priceFen?: number;
    stock?: number;
    moq?: number;
    step?: number;
    areas?: string[];
    onShelf?: boolean;
    title?: string;
  },
): Promise<FixtureProduct> {
  const skuId = o.id * 10 + 1;
  const priceFen = o.priceFen ?? 1250;
  const stock = o.stock ?? 100;
  await db.execute(sql`
    insert into products (id, category_id, second_category_id, first_category_id, brand_id, title, model_no, unit,
      moq, step, on_shelf, min_price_fen, default_sku_id, sales_area_codes)
    values (${o.id}, 1909, 19, 16, 9001, ${o.title ?? `世达 内六角扳手套装 ${o.id}`}, ${`SATA-${o.id}`}, '套',
      ${o.moq ?? 1}, ${o.step ?? 1}, ${o.onShelf ?? true}, ${priceFen}, ${skuId},
      ${p(o.areas ?? ['0000'])}::text[])`);
  await db.execute(sql`
    insert into skus (id, product_id, code, spec, price_fen, stock)
    values (${skuId}, ${o.id}, ${`SKU-${skuId}`}, ${JSON.stringify({ 规格: '9件套', 材质: '铬钒钢' })}::jsonb,
      ${priceFen}, ${stock})`);
  return { id: o.id, skuId, priceFen, stock };
}

/** Inserts many one-SKU products at once (ids from `firstId`), for benches and the oversell test. */
export async function makeProducts(
  db: DbOrTx,
  firstId: number,
  n: number,
  o: { priceFen?: number; stock?: number } = {},
): Promise<void> {
  await db.execute(sql`
    insert into products (id, category_id, second_category_id, first_category_id, brand_id, title, model_no, unit,
      moq, step, on_shelf, min_price_fen, default_sku_id, sales_area_codes)
    select g, 1909, 19, 16, 9001, '世达 棘轮扳手 ' || g, 'SATA-' || g, '把', 1, 1, true, ${o.priceFen ?? 990},
      g * 10 + 1, '{0000}'::text[]
    from generate_series(${firstId}::int, ${firstId + n - 1}::int) g
    on conflict (id) do nothing`);
  await db.execute(sql`
    insert into skus (id, product_id, code, spec, price_fen, stock)
    select g * 10 + 1, g, 'SKU-' || g, '{"规格":"12mm"}'::jsonb, ${o.priceFen ?? 990}, ${o.stock ?? 1000}
    from generate_series(${firstId}::int, ${firstId + n - 1}::int) g
    on conflict (id) do nothing`);
}

/** A valid address body in 江苏省 苏州市 虎丘区. */
export const SUZHOU_ADDRESS = {
  contactName: '李工',
  mobile: '13900139000',
  provinceCode: '320000',
  cityCode: '320500',
  districtCode: '320505',
  detail: '星湖街 328 号 设备部',
};

type GloveSku = { id?: number; spec?: Record<string, string>; stock: number; areaStocks?: AreaStock[] };
type AreaStock = { areaCode: string; stock: number };

/**
 * The console's save body of a 世达 glove (category 1909, brand 9001, sold by the pair everywhere) titled
 * `title`: model `tag`, one SKU at ¥12.50 per entry of `skus` (code `tag-1`, `tag-2` …), varying by `specs`.
 */
export const gloveBody = (
  tag: string,
  title: string,
  skus: GloveSku[],
  specs: { name: string; values: string[] }[] = [],
) => ({
  title,
  brandId: 9001,
  categoryId: 1909,
  modelNo: tag,
  unit: '副',
  moq: 1,
  step: 1,
  specs,
  skus: skus.map(({ id, spec = {}, stock, areaStocks = [] }, i) => ({
    ...(id ? { id } : {}),
    spec,
    code: `${tag}-${i + 1}`,
    price: '12.50',
    stock,
    areaStocks,
  })),
  salesAreaCodes: ['0000'],
});
