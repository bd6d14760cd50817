import { sql, type SQL } from 'drizzle-orm';

/**
 * A product's stock in all its warehouses (the national stock of its SKUs plus their provincial stock), as an
 * SQL expression over the product row aliased `p`. Listings show it; the detail page and the cart show the
 * buyer's own area (coalesce(provincial row, national stock)).
 */
export const productTotalStock: SQL = sql`(select coalesce(sum(k.stock
    + coalesce((select sum(a.stock) from sku_area_stocks a where a.sku_id = k.id), 0)), 0)
  from skus k where k.product_id = p.id)::int`;
