import { sql } from 'drizzle-orm';
import {
  CART_UNAVAILABLE_REASON,
  fenToYuan,
  type PurchaseLineAvailability,
  type PurchaseListLine,
} from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { maxBuyable, quantityProblem, skuFactsOf } from '../../trade/cart';
import { areaScope } from '../../catalogue/region';
import { productImagePath } from '../../catalogue/media';
import { resolvePrices, shownPrice, type ResolvedPrice } from '../../catalogue/pricing';
import { lineSkuInArea, skuInAreaColumns, type LineSkuRow } from '../../catalogue/catalogue';

type LineRow = LineSkuRow & { id: number | string; quantity: number; remark: string };

/** A line as shown, plus its price in fen (totals are summed in fen, never in yuan strings). */
export type ShownLine = PurchaseListLine & { priceFen: number };

const REASON: Record<Exclude<PurchaseLineAvailability, 'ok'>, string> = {
  off_shelf: CART_UNAVAILABLE_REASON.OFF_SHELF,
  not_in_area: CART_UNAVAILABLE_REASON.NOT_IN_AREA,
  out_of_stock: CART_UNAVAILABLE_REASON.OUT_OF_STOCK,
};

function toLine(r: LineRow, areaCode: string, price: ResolvedPrice | undefined): ShownLine {
  const facts = skuFactsOf(r);
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
    sql`select l.id, l.sku_id, l.quantity, l.remark, ${skuInAreaColumns}
        from purchase_list_lines l ${lineSkuInArea(sql`l.sku_id`, areaCode)}
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
