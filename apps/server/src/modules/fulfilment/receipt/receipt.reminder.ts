import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';
import { chinaTimeText } from '../../../lib/china-day';
import { orderBuyersOf } from '../../trade/order';
import { parcelEvent } from '../tracking';
import { awaitingReceipt } from './receipt.core';

/**
 * 验收提醒: a signed shipment not yet received, whose automatic receipt (its company's days after 已签收, 7
 * without a setting) is less than a day away and not yet due, is reminded to its buyer once — marked in the same
 * transaction as its outbox event (receipt.due: the notification service writes the 站内信 and sends mail and
 * SMS), so a second run tells nothing. Returns how many were reminded.
 */
export async function remindReceipts(db: Db, now: Date, defaultDays: number, limit = 100): Promise<number> {
  const q = awaitingReceipt(defaultDays);
  return db.transaction(async (tx) => {
    const due = await queryRows<{
      id: number;
      order_id: number;
      carrier_code: string;
      tracking_no: string;
      signed_at: Date | string;
      days: number;
    }>(
      tx,
      sql`update shipments r set receipt_reminded_at = ${now}
          from (
            select s.id, ${q.days} as days
            from ${q.from}
            where ${q.where} and s.receipt_reminded_at is null
              and s.signed_at < ${now}::timestamptz - make_interval(days => ${q.days} - 1)
              and s.signed_at >= ${now}::timestamptz - make_interval(days => ${q.days})
            order by s.signed_at limit ${limit}
            for update of s skip locked
          ) d
          where r.id = d.id
          returning r.id, r.order_id, r.carrier_code, r.tracking_no, r.signed_at, d.days`,
    );
    const buyers = await orderBuyersOf(
      tx,
      due.map((d) => Number(d.order_id)),
    );
    for (const d of due) {
      const order = buyers.get(Number(d.order_id));
      if (!order) continue;
      const at = new Date(new Date(d.signed_at).getTime() + d.days * 86_400_000);
      const when = chinaTimeText(at).slice(0, 16);
      await parcelEvent(
        tx,
        'receipt.due',
        Number(d.order_id),
        order,
        { carrierCode: d.carrier_code, trackingNo: d.tracking_no },
        { days: String(d.days), autoAt: when },
      );
    }
    return due.length;
  });
}
