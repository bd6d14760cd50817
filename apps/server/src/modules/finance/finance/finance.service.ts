import { sql, type SQL } from 'drizzle-orm';
import {
  PAY_METHOD_LABEL,
  fenToYuan,
  type PaymentRecordPage,
  type RefundRecordPage,
  type paymentListBody,
  type refundListBody,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db } from '../../../db/client';
import { chinaDayRange, likeContains } from '../../../lib/china-day';

const ONLINE_STATUS_LABEL: Record<number, string> = { 0: '待支付', 1: '已支付', 2: '已关闭' };
const OFFLINE_STATUS_LABEL: Record<number, string> = { 0: '待确认收款', 1: '已确认收款' };
const REFUND_STATUS_LABEL: Record<number, string> = { 1: '待退款', 2: '已退款' };
const methodLabel = (m: number) => PAY_METHOD_LABEL[m as 1 | 2 | 3 | 4] ?? '';
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/**
 * Online payment attempts and offline remittances as one list (finance's 收款记录); an offline order whose
 * receipt was confirmed without a remittance form is listed from the order itself (key 'O').
 */
const PAYMENTS = sql`(
  select 'P' || p.id as key, 'online' as kind, p.trade_no, o.order_no, o.user_id, p.method::int as method,
         p.amount_fen::text as fen, p.status::int as status, '' as payer_name, '' as payer_bank,
         p.paid_at, p.created_at
  from payments p join orders o on o.id = p.order_id
  union all
  select 'R' || r.id, 'offline', r.voucher_no, o.order_no, o.user_id, 4, r.amount_fen::text, r.status::int,
         r.payer_name, r.payer_bank, r.confirmed_at, r.created_at
  from remittances r join orders o on o.id = r.order_id
  union all
  select 'O' || o.id, 'offline', '', o.order_no, o.user_id, 4, o.pay_amount_fen::text, 1, '', '', o.paid_at,
         o.paid_at
  from orders o
  where o.pay_method = 4 and o.paid_at is not null
    and not exists (select 1 from remittances r where r.order_id = o.id)
)`;

/**
 * Money going back: after-sales refunds due or paid (仅退款 / 退货退款 in 退款中 or 已退款) and orders cancelled
 * after payment, whose money is 待退款.
 */
const REFUNDS = sql`(
  select 'A' || a.id as key, 'afs' as source, a.afs_no, o.order_no, o.user_id, o.pay_method::int as method,
         (case when a.status = 3 then a.refunded_fen else a.refund_fen end)::text as fen,
         coalesce(a.refund_channel, '') as channel, coalesce(a.refund_no, '') as refund_no,
         (case when a.status = 3 then 2 else 1 end)::int as status, a.refunded_at, a.created_at
  from afs_requests a join orders o on o.id = a.order_id
  where a.status in (2, 3) and a.type in (1, 2)
  union all
  select 'O' || o.id, 'order', null, o.order_no, o.user_id, o.pay_method::int, o.pay_amount_fen::text,
         '', '', 1, null, coalesce(o.cancelled_at, o.updated_at)
  from orders o
  where o.pay_status = 4
)`;

const whereOf = (parts: (SQL | undefined)[]) => {
  const list = parts.filter((p): p is SQL => p !== undefined);
  return list.length ? sql`where ${sql.join(list, sql` and `)}` : sql``;
};

type Base = { key: string; order_no: string; user_id: number; username: string; company_name: string };
const buyerOf = (r: Base) => ({ id: Number(r.user_id), username: r.username, companyName: r.company_name });

/** Finance lists of the console: payments (收款) and refunds (退款). */
export class FinanceService {
  constructor(private readonly db: Db) {}

  /** A page of `from`'s rows (newest first, with their buyer), each as `view` shows it. */
  private async page<T extends Base, V>(
    from: SQL,
    where: SQL,
    q: { pageNum: number; pageSize: number },
    view: (row: T) => V,
  ) {
    const { pageNum, pageSize } = q;
    const [rows, [total]] = await Promise.all([
      queryRows<T>(
        this.db,
        sql`select x.*, u.username, u.company_name from ${from} x join users u on u.id = x.user_id ${where}
            order by x.created_at desc, x.key desc limit ${pageSize} offset ${(pageNum - 1) * pageSize}`,
      ),
      queryRows<{ n: number }>(
        this.db,
        sql`select count(*)::int as n from ${from} x join users u on u.id = x.user_id ${where}`,
      ),
    ]);
    return { list: rows.map(view), total: total?.n ?? 0, pageNum, pageSize };
  }

  async payments(q: z.output<typeof paymentListBody>): Promise<PaymentRecordPage> {
    const where = whereOf([
      q.method !== undefined ? sql`x.method = ${q.method}` : undefined,
      q.status !== undefined ? sql`x.status = ${q.status}` : undefined,
      q.orderNo ? sql`x.order_no like ${likeContains(q.orderNo)}` : undefined,
      q.buyer
        ? sql`(u.username ilike ${likeContains(q.buyer)} or u.company_name ilike ${likeContains(q.buyer)})`
        : undefined,
      chinaDayRange(sql`x.created_at`, q.startDate, q.endDate),
    ]);
    type Row = Base & {
      kind: 'online' | 'offline';
      trade_no: string;
      method: number;
      fen: string;
      status: number;
      payer_name: string;
      payer_bank: string;
      paid_at: unknown;
      created_at: unknown;
    };
    return this.page(PAYMENTS, where, q, (r: Row) => ({
      key: r.key,
      kind: r.kind,
      tradeNo: r.trade_no,
      orderNo: r.order_no,
      buyer: buyerOf(r),
      method: r.method,
      methodLabel: methodLabel(r.method),
      amount: fenToYuan(BigInt(r.fen)),
      status: r.status,
      statusLabel: (r.kind === 'online' ? ONLINE_STATUS_LABEL : OFFLINE_STATUS_LABEL)[r.status] ?? '',
      payerName: r.payer_name,
      payerBank: r.payer_bank,
      paidAt: iso(r.paid_at),
      createdAt: iso(r.created_at)!,
    }));
  }

  async refunds(q: z.output<typeof refundListBody>): Promise<RefundRecordPage> {
    const where = whereOf([
      q.source ? sql`x.source = ${q.source}` : undefined,
      q.status !== undefined ? sql`x.status = ${q.status}` : undefined,
      q.no ? sql`(x.order_no like ${likeContains(q.no)} or x.afs_no like ${likeContains(q.no)})` : undefined,
      chinaDayRange(sql`x.created_at`, q.startDate, q.endDate),
    ]);
    type Row = Base & {
      source: 'afs' | 'order';
      afs_no: string | null;
      method: number;
      fen: string;
      channel: string;
      refund_no: string;
      status: number;
      refunded_at: unknown;
      created_at: unknown;
    };
    return this.page(REFUNDS, where, q, (r: Row) => ({
      key: r.key,
      source: r.source,
      afsNo: r.afs_no,
      orderNo: r.order_no,
      buyer: buyerOf(r),
      amount: fenToYuan(BigInt(r.fen)),
      method: r.method,
      methodLabel: methodLabel(r.method),
      channel: r.channel,
      refundNo: r.refund_no,
      status: r.status,
      statusLabel: REFUND_STATUS_LABEL[r.status] ?? '',
      refundedAt: iso(r.refunded_at),
      createdAt: iso(r.created_at)!,
    }));
  }
}
