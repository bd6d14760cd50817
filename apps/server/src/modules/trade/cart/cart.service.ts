import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { fenToYuan, type CartLine, type CartList, type CartTotals, CART_LINE_LIMIT } from '@mall/shared';
import { preparedRows, queryRows, type Db, type DbOrTx, type Tx } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import { lineSkuInArea, skuInAreaColumns, type LineSkuRow } from '../../catalogue/catalogue';
import { productImagePath } from '../../catalogue/media';
import { stockAreaOf } from '../../catalogue/region';
import {
  hiddenByPool,
  POOL_MSG,
  resolvePrices,
  shownPrice,
  type ResolvedPrice,
} from '../../catalogue/pricing';
import {
  quantityProblem,
  skuFactsOf,
  unavailableReason,
  type SkuFacts,
  type SkuFactsRow,
} from './cart.rules';
import { withMaterialCodes, type MaterialCodes } from '../material-codes';
import { cartLines } from './cart.table';

type LineRow = LineSkuRow & {
  id: number;
  quantity: number;
  selected: boolean;
  created_at: Date | string;
  merchant_id: number | null;
  seller_name: string | null;
  quotation_no: string | null;
  quoted_fen: number | null;
  quoted_quantity: number | null;
  quote_expired: boolean | null;
  out_of_pool: boolean;
};

/** A cart line with what the buyer needs to decide (the wire shape plus the fen amounts). */
export type PricedLine = CartLine & {
  /** The resolved unit price (price resolver): what checkout charges. */
  priceFen: number;
  /** The SKU code (报价单 lines carry it). */
  code: string;
  amountFen: number;
  /** Cannot be bought at all (off shelf, not in the area, sold out), as opposed to a quantity problem. */
  gone: boolean;
};

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** Shown on a line whose quotation expired: current prices apply. */
const QUOTE_EXPIRED_NOTICE = '报价单已过期，已按当前价格计算';
/** Shown on a quotation's line that now holds more than was quoted: the lock covers the quoted quantity. */
const quoteExceededNotice = (quoted: number, unit: string) =>
  `数量超过报价单的 ${quoted}${unit}，已按当前价格计算`;

function toLine(r: LineRow, areaCode: string, price: ResolvedPrice | undefined): PricedLine {
  const facts = skuFactsOf(r);
  const missing = r.product_id === null;
  const gone = missing ? '商品已下架' : r.out_of_pool ? POOL_MSG.REASON : unavailableReason(facts, areaCode);
  const short = gone ? null : quantityProblem(facts, r.quantity);
  const reason = gone ?? short;
  const priceFen = price?.unitFen ?? r.price_fen ?? 0;
  const spec = r.spec ?? {};
  return {
    id: r.id,
    skuId: r.sku_id,
    productId: r.product_id ?? 0,
    image: r.product_id ? productImagePath(r.product_id) : '',
    title: r.title ?? '商品已下架',
    brandName: r.brand_name ?? '',
    sellerId: r.merchant_id ?? 0,
    sellerName: r.seller_name ?? '',
    modelNo: r.model_no ?? '',
    specValues: Object.values(spec),
    spec,
    unit: facts.unit,
    ...(price ? shownPrice(price) : { price: fenToYuan(priceFen) }),
    ...(r.quotation_no && !r.quote_expired && price?.source === 'quotation'
      ? { quotationNo: r.quotation_no }
      : {}),
    ...(r.quotation_no && r.quote_expired ? { notice: QUOTE_EXPIRED_NOTICE } : {}),
    ...(r.quotation_no && !r.quote_expired && r.quantity > (r.quoted_quantity ?? 0)
      ? { notice: quoteExceededNotice(r.quoted_quantity ?? 0, r.unit ?? '') }
      : {}),
    quantity: r.quantity,
    moq: facts.moq,
    step: facts.step,
    stock: facts.stock,
    amount: fenToYuan(priceFen * r.quantity),
    selected: r.selected && !reason ? 1 : 0,
    available: !reason,
    reason,
    addedAt: iso(r.created_at),
    priceFen,
    code: r.code ?? '',
    amountFen: priceFen * r.quantity,
    gone: gone !== null,
  };
}

/**
 * The buyer's cart lines joined with their SKU, product and brand (newest first), priced by the price resolver
 * (agreement price, tier for the quantity, a quotation's lock while it holds); `ids` narrows them.
 */
export async function loadCartLines(
  db: DbOrTx,
  userId: number,
  areaCode: string,
  ids?: readonly number[],
): Promise<PricedLine[]> {
  const rows = await queryRows<LineRow>(
    db,
    sql`select c.id, c.sku_id, c.quantity, c.selected, c.created_at, ${skuInAreaColumns},
          p.merchant_id, p.seller_name, q.quotation_no, ql.price_fen as quoted_fen,
          ql.quantity as quoted_quantity, q.expires_at <= now() as quote_expired,
          k.product_id is not null and ${hiddenByPool(userId, sql`k.product_id`)} as out_of_pool
        from cart_lines c
        left join quotations q on q.id = c.quotation_id and q.user_id = c.user_id
        left join quotation_lines ql on ql.quotation_id = q.id and ql.sku_id = c.sku_id
        ${lineSkuInArea(sql`c.sku_id`, areaCode)}
        where c.user_id = ${userId} ${ids ? sql`and c.id = any(${sql.param([...ids])}::bigint[])` : sql``}
        order by c.id desc`,
  );
  const prices = await resolvePrices(
    db,
    userId,
    rows.map((r) => ({
      skuId: r.sku_id,
      quantity: r.quantity,
      listFen: r.price_fen ?? 0,
      lockFen: r.quote_expired === false && r.quantity <= (r.quoted_quantity ?? 0) ? r.quoted_fen : null,
    })),
  );
  return rows.map((r, i) => toLine(r, areaCode, r.price_fen === null ? undefined : prices[i]));
}

/** Totals of the selected, available lines. */
function cartTotalsOf(lines: readonly PricedLine[]): CartTotals {
  const chosen = lines.filter((l) => l.selected === 1);
  const available = lines.filter((l) => l.available);
  return {
    selectedLines: chosen.length,
    selectedQuantity: chosen.reduce((n, l) => n + l.quantity, 0),
    selectedAmount: fenToYuan(chosen.reduce((n, l) => n + l.amountFen, 0)),
    allSelected: available.length > 0 && chosen.length === available.length ? 1 : 0,
  };
}

/** Number of cart lines of a buyer (the header badge's cartNum). */
export async function cartCount(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, userId));
  return row?.n ?? 0;
}

type SkuRow = SkuFacts & { productId: number; existing: number | null; lines: number };
type FactsRow = SkuFactsRow & {
  product_id: number;
  existing: number | null;
  line_id: number | null;
  last_request_id: string | null;
  lines: number;
  out_of_pool: boolean;
};

/**
 * Adds `quantity` of a SKU to a buyer's cart (merging with its line), checking shelf, area and the
 * moq/step/stock rules on the resulting quantity. Returns the line id and the new line count. Used by the
 * cart and by 再次购买.
 */
export async function addToCart(
  db: DbOrTx,
  userId: number,
  skuId: number,
  quantity: number,
  areaCode: string,
  /** The load balancer's id of this request (X-Request-Id): a repeat of an add already made is not made again. */
  requestId: string | null = null,
): Promise<{ lineId: number; cartNum: number }> {
  const [row] = await preparedRows<FactsRow>(db, 'cart_add_facts', () => {
    const user = sql.placeholder('userId');
    return sql`select k.product_id, p.on_shelf, p.sales_area_codes, coalesce(a.stock, k.stock) as stock, p.moq,
          p.step, p.unit, c.quantity as existing, c.id as line_id, c.last_request_id,
          (select count(*)::int from cart_lines l where l.user_id = ${user}) as lines,
          ${hiddenByPool(user, sql`k.product_id`)} as out_of_pool
        from skus k join products p on p.id = k.product_id
        left join sku_area_stocks a on a.sku_id = k.id and a.area_code = ${sql.placeholder('stockArea')}
        left join cart_lines c on c.user_id = ${user} and c.sku_id = k.id
        where k.id = ${sql.placeholder('skuId')}`;
  })({ userId, skuId, stockArea: stockAreaOf(areaCode) });
  if (!row) throw notFound('商品不存在或已下架');
  // Passed on again by the load balancer after the process that made it died before answering.
  if (requestId && row.last_request_id === requestId && row.line_id !== null)
    return { lineId: row.line_id, cartNum: row.lines };
  const sku: SkuRow = {
    productId: row.product_id,
    ...skuFactsOf(row),
    existing: row.existing,
    lines: row.lines,
  };
  const gone = unavailableReason(sku, areaCode);
  if (gone) throw badRequest(gone);
  if (row.out_of_pool) throw badRequest(POOL_MSG.OUT);
  if (sku.existing === null && sku.lines >= CART_LINE_LIMIT)
    throw badRequest(`购物车最多存放 ${CART_LINE_LIMIT} 种商品，请先清理`);
  const total = (sku.existing ?? 0) + quantity;
  const problem = quantityProblem(sku, total);
  if (problem)
    throw badRequest(sku.existing ? `${problem}（购物车中已有 ${sku.existing}${sku.unit}）` : problem);
  const [line] = await preparedRows<{ id: number }>(
    db,
    'cart_add_upsert',
    // A cart line is convenience data, not a commitment: its commit does not wait for the WAL to reach the
    // disk (PostgreSQL's asynchronous commit, for this statement's transaction only; a crash can lose the
    // last moment of cart adds, never corrupt anything). Orders keep synchronous commits.
    () => sql`insert into ${cartLines} (user_id, sku_id, quantity, last_request_id)
        select ${sql.placeholder('userId')}, ${sql.placeholder('skuId')}, ${sql.placeholder('quantity')},
          ${sql.placeholder('requestId')}
        from (select set_config('synchronous_commit', 'off', true)) as async_commit
        on conflict (user_id, sku_id) do update
          set quantity = ${cartLines.quantity} + excluded.quantity, selected = true, updated_at = now(),
            last_request_id = excluded.last_request_id
        returning id`,
  )({ userId, skuId, quantity, requestId });
  // The count read with the SKU facts plus the new line, if one was made: no third round trip.
  return { lineId: line!.id, cartNum: sku.lines + (sku.existing === null ? 1 : 0) };
}

/**
 * Adds many lines inside the caller's transaction, each through addToCart in its own savepoint: a refused
 * line (shelf, area, moq/step/stock, the cart's line limit) is reported with the cart's own message and the
 * others still go in together. Quick order and purchase lists put their lines in the cart through it.
 */
export async function addCartLines(
  tx: Tx,
  userId: number,
  lines: readonly { skuId: number; quantity: number }[],
  areaCode: string,
): Promise<{ ok: boolean; msg: string }[]> {
  const report: { ok: boolean; msg: string }[] = [];
  for (const line of lines) {
    try {
      await tx.transaction((savepoint) => addToCart(savepoint, userId, line.skuId, line.quantity, areaCode));
      report.push({ ok: true, msg: '已加入购物车' });
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      report.push({ ok: false, msg: err.message });
    }
  }
  return report;
}

/** Removes bought cart lines (checkout, inside its transaction). */
export async function removeCartLines(tx: DbOrTx, userId: number, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await tx
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), sql`${cartLines.id} = any(${sql.param([...ids])}::bigint[])`))
    .prepare('cart_remove_bought')
    .execute();
}

/** The buyer's cart: list, add, edit quantity and selection, delete, count. */
export class CartService {
  constructor(
    private readonly db: Db,
    /** The buyer's company's material codes on the lines. */
    private readonly materialCodes?: MaterialCodes,
  ) {}

  /** Lines split into buyable and unavailable, with totals and count. */
  async list(userId: number, areaCode: string): Promise<CartList> {
    const all = await loadCartLines(this.db, userId, areaCode);
    const strip = ({ priceFen: _p, amountFen: _a, gone: _g, code: _c, ...line }: PricedLine): CartLine =>
      line;
    const coded = (lines: CartLine[]) => withMaterialCodes(this.materialCodes, this.db, { userId }, lines);
    return {
      lines: await coded(all.filter((l) => !l.gone).map(strip)),
      unavailableLines: await coded(all.filter((l) => l.gone).map(strip)),
      totals: cartTotalsOf(all),
      cartNum: all.length,
    };
  }

  count(userId: number): Promise<number> {
    return cartCount(this.db, userId);
  }

  /** Adds a SKU (or more of it); returns the new count and the line id. */
  async add(
    userId: number,
    skuId: number,
    quantity: number,
    areaCode: string,
    requestId: string | null = null,
  ) {
    return addToCart(this.db, userId, skuId, quantity, areaCode, requestId);
  }

  /** Changes the quantity of one line and/or the selection of named lines (or all). */
  async edit(
    userId: number,
    input: { ids?: number[]; all?: 0 | 1; quantity?: number; selected?: 0 | 1 },
  ): Promise<void> {
    const ids = input.all === 1 ? undefined : (input.ids ?? []);
    if (ids) {
      const own = await this.db
        .select({ id: cartLines.id })
        .from(cartLines)
        .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)));
      if (own.length !== new Set(ids).size) throw notFound('购物车商品不存在');
    }
    if (input.quantity !== undefined && ids?.length === 1) {
      const [line] = await loadCartLines(this.db, userId, '0000', ids);
      if (!line || !line.productId) throw badRequest('商品已下架');
      const problem = quantityProblem(
        {
          onShelf: true,
          salesAreaCodes: [],
          stock: line.stock,
          moq: line.moq,
          step: line.step,
          unit: line.unit,
        },
        input.quantity,
      );
      if (problem) throw badRequest(problem);
      await this.db
        .update(cartLines)
        .set({ quantity: input.quantity, updatedAt: sql`now()` })
        .where(and(eq(cartLines.userId, userId), eq(cartLines.id, line.id)));
    }
    if (input.selected !== undefined) {
      await this.db
        .update(cartLines)
        .set({ selected: input.selected === 1 })
        .where(and(eq(cartLines.userId, userId), ids ? inArray(cartLines.id, ids) : undefined));
    }
  }

  /** Deletes the buyer's named lines (404 when none of them is his); returns the new count. */
  async remove(userId: number, ids: number[]): Promise<{ cartNum: number; lineId: null }> {
    const gone = await this.db
      .delete(cartLines)
      .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)))
      .returning({ id: cartLines.id });
    if (!gone.length) throw notFound('购物车商品不存在');
    return { cartNum: await cartCount(this.db, userId), lineId: null };
  }
}
