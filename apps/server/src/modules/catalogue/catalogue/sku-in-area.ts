import { sql, type SQL } from 'drizzle-orm';
import { stockAreaOf } from '../region';

/** A SKU with its product's buying rules and its stock where a buyer's area is served from. */
export type SkuInAreaRow = {
  sku_id: number;
  product_id: number;
  code: string;
  spec: Record<string, string>;
  price_fen: number;
  stock: number;
  title: string;
  model_no: string;
  unit: string;
  moq: number;
  step: number;
  on_shelf: boolean;
  sales_area_codes: string[];
  brand_name: string;
};

/** The same for a line that names a SKU (cart, purchase list): all null once the SKU left the catalogue. */
export type LineSkuRow = { sku_id: number } & {
  [K in Exclude<keyof SkuInAreaRow, 'sku_id'>]: SkuInAreaRow[K] | null;
};

/**
 * The columns of `SkuInAreaRow` but `sku_id`, over the aliases k (skus), p (products), a (the area's stock row)
 * and b (brands).
 */
export const skuInAreaColumns: SQL = sql`k.product_id, k.code, k.spec, k.price_fen,
  coalesce(a.stock, k.stock) as stock, p.title, p.model_no, p.unit, p.moq, p.step, p.on_shelf, p.sales_area_codes,
  b.name as brand_name`;

/** SKUs `k` with their product `p` and the stock row `a` of the warehouse serving the area; the caller joins `b`. */
export function skusInArea(areaCode: string): SQL {
  return sql`skus k join products p on p.id = k.product_id
    left join sku_area_stocks a on a.sku_id = k.id and a.area_code = ${stockAreaOf(areaCode)}`;
}

/** Left joins of the SKU `skuId` names (k, a, p, b as above) onto a line read, for `skuInAreaColumns`. */
export function lineSkuInArea(skuId: SQL, areaCode: string): SQL {
  return sql`left join skus k on k.id = ${skuId}
    left join sku_area_stocks a on a.sku_id = k.id and a.area_code = ${stockAreaOf(areaCode)}
    left join products p on p.id = k.product_id
    left join brands b on b.id = p.brand_id`;
}

/** What a SKU list row is named by (the shared `skuRow` fields, less the picture and the price). */
export type SkuNames = Pick<SkuInAreaRow, 'sku_id' | 'product_id' | 'code' | 'title' | 'model_no'> & {
  brand_name: string | null;
  spec: Record<string, string> | null;
};

/** A SKU as quick order, substitutes and the console's lists show it: codes, names, spec values joined. */
export const skuNamesOf = (r: SkuNames) => ({
  skuId: r.sku_id,
  productId: r.product_id,
  code: r.code,
  title: r.title,
  brandName: r.brand_name ?? '',
  modelNo: r.model_no,
  spec: Object.values(r.spec ?? {}).join(' / '),
});
