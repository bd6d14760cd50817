import { sql } from 'drizzle-orm';
import { BOUGHT_TOGETHER_MAX, type BoughtTogetherItem } from '@mall/shared';
import { queryRows, type DbOrTx } from '../../../db/client';
import { loadProductCards } from '../../catalogue/search';
import { hiddenProducts } from '../../catalogue/pricing';
import { areaScope, resolveAreaCode } from '../../catalogue/region';
import { companyContextOf } from '../../identity/company';

type PairRow = { company_id: number; other: number; orders: number; lift: string };

/** The caller's company when he is one of its active members (whose own history he sees), else 0. */
async function ownCompany(db: DbOrTx, userId: number | null): Promise<number> {
  if (!userId) return 0;
  const ctx = await companyContextOf(db, userId);
  return ctx && ctx.memberStatus === 1 ? ctx.companyId : 0;
}

/**
 * Products bought together with `productIds`, for the caller in the area: his company's own pairs first,
 * then every order's; within each, the most orders together first, then the highest lift. Products in
 * `productIds` or `exclude`, off shelf, not sold in the area or outside the caller's company pool are left
 * out. Another company's own pairs are never read.
 */
export async function boughtTogetherFor(
  db: DbOrTx,
  input: {
    productIds: readonly number[];
    userId: number | null;
    areaCode: string;
    exclude?: readonly number[];
    limit?: number;
  },
): Promise<BoughtTogetherItem[]> {
  const ids = [...new Set(input.productIds)];
  if (!ids.length) return [];
  const company = await ownCompany(db, input.userId);
  const skip = [...new Set([...ids, ...(input.exclude ?? [])])];
  const rows = await queryRows<PairRow>(
    db,
    sql`select t.company_id::int as company_id, t.other_product_id as other, t.orders, t.lift::text as lift
        from bought_together_pairs t
        join products p on p.id = t.other_product_id and p.on_shelf
          ${areaScope(resolveAreaCode(input.areaCode)).and(sql`p.sales_area_codes`)}
        where t.company_id = any(${sql.param([0, company])}::bigint[])
          and t.product_id = any(${sql.param(ids)}::int[])
          and not (t.other_product_id = any(${sql.param(skip)}::int[]))`,
  );
  const ranked = new Map<number, { own: boolean; orders: number; lift: number }>();
  for (const r of rows) {
    const own = company !== 0 && r.company_id === company;
    const seen = ranked.get(r.other);
    // A product's own-history figures replace every-order ones; within one tier they add up.
    if (seen && seen.own && !own) continue;
    const base = seen && seen.own === own ? seen : { own, orders: 0, lift: 0 };
    ranked.set(r.other, { own, orders: base.orders + r.orders, lift: Math.max(base.lift, Number(r.lift)) });
  }
  const hidden = await hiddenProducts(db, input.userId, [...ranked.keys()]);
  const order = [...ranked]
    .filter(([id]) => !hidden.has(id))
    .sort(
      ([a, x], [b, y]) => Number(y.own) - Number(x.own) || y.orders - x.orders || y.lift - x.lift || a - b,
    )
    .slice(0, input.limit ?? BOUGHT_TOGETHER_MAX);
  const cards = new Map(
    (
      await loadProductCards(
        db,
        order.map(([id]) => id),
      )
    ).map((c) => [c.productId, c]),
  );
  return order.flatMap(([id, f]) => {
    const card = cards.get(id);
    return card ? [{ ...card, ownHistory: f.own, orders: f.orders, lift: f.lift }] : [];
  });
}

/** The product of `id` (a SKU's id first, else a product's); null when neither exists. */
export async function productOfId(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await queryRows<{ id: number | null }>(
    db,
    sql`select coalesce((select product_id from skus where id = ${id}),
          (select id from products where id = ${id})) as id`,
  );
  return row?.id ?? null;
}

/** The products in the buyer's cart. */
export async function cartProducts(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select distinct k.product_id as id from cart_lines c join skus k on k.id = c.sku_id
        where c.user_id = ${userId}`,
  );
  return rows.map((r) => r.id);
}
