import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client';
import { hiddenByPool } from '../pricing';

/*
 * The catalogue as a buyer's system keeps it (the open platform's product pool): the SKUs a company's member
 * may buy, their changes in order, their facts, and their stock in one area. Named read models of the
 * catalogue's tables, owned here; the open platform calls them with the app's acting member.
 */

/** A SKU the caller may buy: on shelf, approved, and in the company's pool when a pool is on. */
const buyable = (userId: SQL | number | ReturnType<typeof sql.placeholder>): SQL =>
  sql`p.on_shelf and p.review_status = 2 and not ${hiddenByPool(userId, sql`p.id`)}`;

export type PoolSku = { skuId: number; productId: number; seq: number };

/** The caller's pool by SKU id, after `afterSkuId`, at most `limit` (each with its change seq). */
export async function poolSkus(
  db: DbOrTx,
  userId: number,
  afterSkuId: number,
  limit: number,
): Promise<PoolSku[]> {
  const rows = await queryRows<{ id: number; product_id: number; seq: string | null }>(
    db,
    sql`select k.id, k.product_id, c.seq from skus k
        join products p on p.id = k.product_id
        left join sku_changes c on c.sku_id = k.id
        where k.id > ${afterSkuId} and ${buyable(userId)}
        order by k.id limit ${limit}`,
  );
  return rows.map((r) => ({ skuId: Number(r.id), productId: Number(r.product_id), seq: Number(r.seq ?? 0) }));
}

export type SkuChange = {
  skuId: number;
  productId: number;
  seq: number;
  /** on: the caller may buy it; off: off shelf, under review or outside the pool; removed: deleted. */
  state: 'on' | 'off' | 'removed';
};

/** Changes after the position (seq, SKU id), in order, at most `limit`, with each SKU's state for the caller. */
export async function skuChangesSince(
  db: DbOrTx,
  userId: number,
  after: { seq: number; skuId: number },
  limit: number,
): Promise<SkuChange[]> {
  const rows = await queryRows<{
    sku_id: number;
    product_id: number;
    seq: string;
    exists: boolean;
    on: boolean | null;
  }>(
    db,
    sql`select c.sku_id, c.product_id, c.seq, k.id is not null as exists,
          case when k.id is null then null else ${buyable(userId)} end as on
        from sku_changes c
        left join skus k on k.id = c.sku_id
        left join products p on p.id = k.product_id
        where (c.seq, c.sku_id) > (${after.seq}::bigint, ${after.skuId}::int)
        order by c.seq, c.sku_id limit ${limit}`,
  );
  return rows.map((r) => ({
    skuId: Number(r.sku_id),
    productId: Number(r.product_id),
    seq: Number(r.seq),
    state: !r.exists ? 'removed' : r.on ? 'on' : 'off',
  }));
}

/** The newest position of the feed (0 when empty): where a full pull's follower starts. */
export async function latestChange(db: DbOrTx): Promise<{ seq: number; skuId: number }> {
  const [row] = await queryRows<{ seq: string; sku_id: number }>(
    db,
    sql`select seq, sku_id from sku_changes order by seq desc, sku_id desc limit 1`,
  );
  return row ? { seq: Number(row.seq), skuId: Number(row.sku_id) } : { seq: 0, skuId: 0 };
}

export type SkuFacts = {
  skuId: number;
  productId: number;
  code: string;
  title: string;
  modelNo: string;
  brand: string;
  spec: Record<string, string>;
  unit: string;
  moq: number;
  step: number;
  listFen: number;
  marketFen: number | null;
  categoryIds: [number, number, number];
  categoryNames: string[];
  images: string[];
  salesAreaCodes: string[];
  seller: string;
};

/** The facts of the caller's buyable SKUs among `skuIds` (others are left out), by SKU id. */
export async function buyableSkuFacts(
  db: DbOrTx,
  userId: number,
  skuIds: readonly number[],
): Promise<Map<number, SkuFacts>> {
  if (!skuIds.length) return new Map();
  const rows = await queryRows<{
    id: number;
    product_id: number;
    code: string;
    title: string;
    model_no: string;
    brand: string;
    spec: Record<string, string>;
    unit: string;
    moq: number;
    step: number;
    price_fen: number;
    market_price_fen: number | null;
    first_category_id: number;
    second_category_id: number;
    category_id: number;
    category_names: string[];
    images: string[];
    sales_area_codes: string[];
    seller_name: string;
  }>(
    db,
    sql`select k.id, k.product_id, k.code, p.title, p.model_no, b.name as brand, k.spec, p.unit, p.moq, p.step,
          k.price_fen, k.market_price_fen, p.first_category_id, p.second_category_id, p.category_id,
          array(select c.title from categories c
            where c.id in (p.first_category_id, p.second_category_id, p.category_id) order by c.level) as category_names,
          p.images, p.sales_area_codes, p.seller_name
        from skus k join products p on p.id = k.product_id join brands b on b.id = p.brand_id
        where k.id = any(${sql.param([...new Set(skuIds)])}::int[]) and ${buyable(userId)}`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        skuId: Number(r.id),
        productId: Number(r.product_id),
        code: r.code,
        title: r.title,
        modelNo: r.model_no,
        brand: r.brand,
        spec: r.spec,
        unit: r.unit,
        moq: r.moq,
        step: r.step,
        listFen: r.price_fen,
        marketFen: r.market_price_fen,
        categoryIds: [r.first_category_id, r.second_category_id, r.category_id],
        categoryNames: r.category_names,
        images: r.images,
        salesAreaCodes: r.sales_area_codes,
        seller: r.seller_name,
      },
    ]),
  );
}
