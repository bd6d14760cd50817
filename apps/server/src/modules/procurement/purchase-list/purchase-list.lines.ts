import { sql } from 'drizzle-orm';
import {
  CART_UNAVAILABLE_REASON,
  fenToYuan,
  type PurchaseLineAvailability,
  type PurchaseListLine,
} from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { maxBuyable, quantityProblem, type SkuFacts } from '../../trade/cart';
import { areaScope } from '../../catalogue/region';
import { productImagePath } from '../../catalogue/media';
import { resolvePrices, shownPrice, type ResolvedPrice } from '../../catalogue/pricing';
import { stockAreaOf } from '../../catalogue/region';

type LineRow = {
  id: number | string;
  sku_id: number;
  quantity: number;
  remark: string;
  product_id: number | null;
  code: string | null;
  spec: Record<string, string> | null;
  price_fen: number | null;
  stock: number | null;
  title: string | null;
  model_no: string | null;
  unit: string | null;
  moq: number | null;
  step: number | null;
  on_shelf: boolean | null;
  sales_area_codes: string[] | null;
  brand_name: string | null;
};

/** A line as shown, plus its price in fen (totals are summed in fen, never in yuan strings). */
export type ShownLine = PurchaseListLine & { priceFen: number };

const REASON: Record<Exclude<PurchaseLineAvailability, 'ok'>, string> = {
  off_shelf: CART_UNAVAILABLE_REASON.OFF_SHELF,
  not_in_area: CART_UNAVAILABLE_REASON.NOT_IN_AREA,
  out_of_stock: CART_UNAVAILABLE_REASON.OUT_OF_STOCK,
};

function toLine(r: LineRow, areaCode: string, price: ResolvedPrice | undefined): ShownLine {
  const facts: SkuFacts = {
    onShelf: r.on_shelf ?? false,
    salesAreaCodes: r.sales_area_codes ?? [],
    stock: r.stock ?? 0,
    moq: r.moq ?? 1,
    step: r.step ?? 1,
    unit: r.unit ?? '',
  };
  // The cart's own rules, in the cart's words: what this line would meet there.
  const availability: PurchaseLineAvailability =
    r.product_id === null || !facts.onShelf
      ? 'off_shelf'
      : !areaScope(areaCode).includes(facts.salesAreaCodes)
        ? 'not_in_area'
        : maxBuyable(facts) === 0
          ? 'out_of_stock'
          : 'ok';
  const reason = availability === 'ok' ? quantityProblem(facts, r.quantity) : REASON[availability];
  const priceFen = price?.unitFen ?? r.price_fen ?? 0;
  return {
    id: Number(r.id),
    skuId: r.sku_id,
    productId: r.product_id ?? 0,
    code: r.code ?? '',
    image: r.product_id ? productImagePath(r.product_id) : '',
    title: r.title ?? CART_UNAVAILABLE_REASON.OFF_SHELF,
    brandName: r.brand_name ?? '',
    modelNo: r.model_no ?? '',
    specValues: Object.values(r.spec ?? {}),
    unit: facts.unit,
    ...(price ? shownPrice(price) : { price: fenToYuan(priceFen) }),
    quantity: r.quantity,
    amount: fenToYuan(priceFen * r.quantity),
    moq: facts.moq,
    step: facts.step,
    stock: facts.stock,
    maxQuantity: r.product_id === null ? 0 : maxBuyable(facts),
    remark: r.remark,
    availability,
    reason,
    priceFen,
  };
}

/**
 * A list's lines (in the order they were added) with their SKU's current price, stock in the area and
 * rules, in one statement; `ids` narrows them. A SKU removed from the catalogue shows as 商品已下架.
 */
export async function loadLines(
  db: DbOrTx,
  listId: number,
  areaCode: string,
  ids?: readonly number[],
  viewerId: number | null = null,
): Promise<ShownLine[]> {
  const rows = await queryRows<LineRow>(
    db,
    sql`select l.id, l.sku_id, l.quantity, l.remark, k.product_id, k.code, k.spec, k.price_fen,
          coalesce(a.stock, k.stock) as stock,
          p.title, p.model_no, p.unit, p.moq, p.step, p.on_shelf, p.sales_area_codes, b.name as brand_name
        from purchase_list_lines l
        left join skus k on k.id = l.sku_id
        left join sku_area_stocks a on a.sku_id = k.id and a.area_code = ${stockAreaOf(areaCode)}
        left join products p on p.id = k.product_id
        left join brands b on b.id = p.brand_id
        where l.list_id = ${listId} ${ids ? sql`and l.id = any(${sql.param([...ids])}::bigint[])` : sql``}
        order by l.id`,
  );
  // Priced for the viewer by the price resolver (their company's agreement prices, tiers for the quantity).
  const prices = await resolvePrices(
    db,
    viewerId,
    rows.map((r) => ({ skuId: r.sku_id, quantity: r.quantity, listFen: r.price_fen ?? 0 })),
  );
  return rows.map((r, i) => toLine(r, areaCode, r.price_fen === null ? undefined : prices[i]));
}

/** Strips the fen price: the wire line. */
export function wireLine(line: ShownLine): PurchaseListLine {
  const { priceFen: _fen, ...wire } = line;
  return wire;
}
