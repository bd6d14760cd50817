import { sql } from 'drizzle-orm';
import { fenToYuan, type DashboardSummary } from '@mall/shared';
import { queryRows, type Db } from '../../../db/client';

const SALES_DAYS = 30;

type Counts = {
  today_orders: number;
  today_fen: string;
  pending_acceptance: number;
  pending_shipment: number;
  pending_receipt: number;
  open_afs: number;
  pending_invoices: number;
  biddings_near: number;
  pending_merchants: number;
};

/**
 * The console's first screen: a handful of aggregate queries (no per-row work). Days are China days
 * (Asia/Shanghai); cancelled orders do not count as sales.
 */
export class DashboardService {
  constructor(private readonly db: Db) {}

  async summary(): Promise<DashboardSummary> {
    const [counts, sales] = await Promise.all([this.counts(), this.sales()]);
    const c = counts[0]!;
    return {
      today: { orders: c.today_orders, amount: fenToYuan(BigInt(c.today_fen)) },
      waiting: {
        pendingAcceptance: c.pending_acceptance,
        pendingShipment: c.pending_shipment,
        pendingReceipt: c.pending_receipt,
      },
      openAfs: c.open_afs,
      pendingInvoices: c.pending_invoices,
      biddingsNearDeadline: c.biddings_near,
      pendingMerchants: c.pending_merchants,
      sales: sales.map((d) => ({ date: d.day, orders: d.orders, amount: fenToYuan(BigInt(d.fen)) })),
    };
  }

  /** Each counter is its own indexed count (status or created_at indexes), all in one round trip. */
  private counts() {
    return queryRows<Counts>(
      this.db,
      sql`with today as (
            select (date_trunc('day', now() at time zone 'Asia/Shanghai')) at time zone 'Asia/Shanghai' as start
          ), placed as (
            select count(*)::int as n, coalesce(sum(pay_amount_fen), 0)::text as fen
            from orders where created_at >= (select start from today) and status <> 7
          )
          select placed.n as today_orders, placed.fen as today_fen,
            (select count(*)::int from orders where status = 1) as pending_acceptance,
            (select count(*)::int from orders where status = 2) as pending_shipment,
            (select count(*)::int from orders where status = 4) as pending_receipt,
            (select count(*)::int from afs_requests where status in (1, 2, 5, 6, 7)) as open_afs,
            (select count(*)::int from invoices where status = 1) as pending_invoices,
            (select count(*)::int from bidding_requests
               where state = 1 and deadline > now() and deadline <= now() + interval '3 days') as biddings_near,
            (select count(*)::int from merchant_applications where status = 1) as pending_merchants
          from placed`,
    );
  }

  /** Orders and amount per China day for the last SALES_DAYS days, today last, empty days as zero. */
  private sales() {
    return queryRows<{ day: string; orders: number; fen: string }>(
      this.db,
      sql`with days as (
            select generate_series(
              (now() at time zone 'Asia/Shanghai')::date - ${SALES_DAYS - 1}::int,
              (now() at time zone 'Asia/Shanghai')::date,
              interval '1 day'
            )::date as day
          ), per_day as (
            select (created_at at time zone 'Asia/Shanghai')::date as day,
                   count(*)::int as orders, sum(pay_amount_fen) as fen
            from orders
            where status <> 7
              and created_at >= ((now() at time zone 'Asia/Shanghai')::date - ${SALES_DAYS - 1}::int)::timestamp
                                 at time zone 'Asia/Shanghai'
            group by 1
          )
          select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(per_day.orders, 0)::int as orders,
                 coalesce(per_day.fen, 0)::text as fen
          from days left join per_day on per_day.day = days.day
          order by days.day`,
    );
  }
}
