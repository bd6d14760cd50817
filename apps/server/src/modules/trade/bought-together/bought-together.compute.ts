import { sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUS, PAY_STATUS } from '@mall/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';

/** A pair is kept when at least this many orders (of its scope) hold both products. */
export const MIN_PAIR_ORDERS = 3;
/**
 * An every-order pair is kept only when its orders come from at least this many parties (companies, or
 * buyers outside one): one company's habit alone never shows to anyone else.
 */
export const MIN_PAIR_PARTIES = 2;

/**
 * The baskets the nightly job reads: each paid or completed order (not cancelled) as (basket, company_id,
 * party, product_id) rows, company 0 for an order placed outside a company; the party is the company, or
 * the buyer when there is none.
 */
const orderBaskets: SQL = sql`select o.id as basket, coalesce(o.company_id, 0) as company_id,
    coalesce('c' || o.company_id, 'u' || o.user_id) as party, l.product_id
  from orders o join order_lines l on l.order_id = o.id
  where o.status <> ${ORDER_STATUS.CANCELLED}
    and (o.pay_status = ${PAY_STATUS.PAID} or o.status = ${ORDER_STATUS.COMPLETED})`;

/**
 * Rewrites every pair from `baskets` (rows basket, company_id, party, product_id; a product counted once
 * per basket), in the caller's transaction. Scope 0 counts every basket, each company its own. Within a
 * scope of N baskets, for products a and b held by n(a), n(b) and n(ab) baskets: support = n(ab) / N and
 * lift = n(ab) · N / (n(a) · n(b)); pairs with n(ab) ≥ 3 are kept, both ways — in scope 0 only when those
 * baskets come from at least 2 parties. Returns the rows written.
 */
export async function rewritePairs(tx: DbOrTx, baskets: SQL, at: Date): Promise<number> {
  await tx.execute(sql`delete from bought_together_pairs`);
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with b as (
        select distinct basket, company_id::bigint as company_id, party::text as party, product_id
        from (${baskets}) x),
      s as (select 0::bigint as company_id, basket, party, product_id from b
        union all select company_id, basket, party, product_id from b where company_id <> 0),
      total as (select company_id, count(distinct basket)::numeric as n from s group by company_id),
      one as (select company_id, product_id, count(*)::numeric as c from s group by company_id, product_id),
      two as (
        select x.company_id, x.product_id as a, y.product_id as b, count(*) as c
        from s x join s y on y.company_id = x.company_id and y.basket = x.basket and y.product_id <> x.product_id
        group by x.company_id, x.product_id, y.product_id
        having count(*) >= ${MIN_PAIR_ORDERS}
          and (x.company_id <> 0 or count(distinct x.party) >= ${MIN_PAIR_PARTIES})),
      written as (
        insert into bought_together_pairs
          (company_id, product_id, other_product_id, orders, support, lift, computed_at)
        select t.company_id, t.a, t.b, t.c, round(t.c / n.n, 8), round(t.c * n.n / (oa.c * ob.c), 6), ${at}
        from two t join total n on n.company_id = t.company_id
        join one oa on oa.company_id = t.company_id and oa.product_id = t.a
        join one ob on ob.company_id = t.company_id and ob.product_id = t.b
        returning 1)
      select count(*)::int as n from written`,
  );
  return row?.n ?? 0;
}

/** The nightly computation over the orders: one transaction (readers see the old pairs or the new ones). */
export function computeBoughtTogether(db: Db, at: Date): Promise<number> {
  return db.transaction((tx) => rewritePairs(tx, orderBaskets, at));
}
