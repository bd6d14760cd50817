import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_AUTO_RECEIPT_DAYS,
  type OrderShipments,
  type ReceiptSettings,
  type receiptBody,
} from '@mall/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { badRequest } from '../../../lib/app-error';
import { companyContextOf, requireRole } from '../../identity/company';
import { lockOrder } from '../../trade/order';
import { orderShipments, receiverOrder } from '../shipment';
import { shipments } from '../shipment/shipment.table';
import { autoReceiveShipment, dueForAutoReceipt, recordReceipt, shipmentOfOrder } from './receipt.core';
import { remindReceipts } from './receipt.reminder';
import { companyReceiptSettings } from './receipt.table';

type ReceiptInput = z.output<typeof receiptBody>;

/** Goods receipt (到货验收): the buyer's or 收货人's receipts, the automatic ones, the company's setting. */
export class ReceiptService {
  constructor(
    private readonly db: Db,
    /** Whether an uploaded image URL points to a stored file. */
    private readonly photoExists: (url: string) => Promise<boolean>,
  ) {}

  /** Records a receipt of one shipment (see recordReceipt): the order's shipments after it. */
  async receive(userId: number, input: ReceiptInput): Promise<OrderShipments> {
    for (const url of input.lines.flatMap((l) => (l.rejected > 0 ? l.photos : [])))
      if (!(await this.photoExists(url))) throw badRequest('图片不存在，请重新上传');
    return this.db.transaction(async (tx) => {
      const order = await receiverOrder(tx, input.orderNo, userId);
      const shipment = await shipmentOfOrder(tx, order.id, input.shipmentId);
      await recordReceipt(tx, order, shipment, input.lines, {
        userId,
        auto: false,
        note: input.note,
        actor: { kind: 'buyer', id: userId },
      });
      return orderShipments(tx, order);
    });
  }

  /**
   * Receives the shipments due at `now` (signed more than their company's days ago), each in its own
   * transaction with its order locked. Returns how many were received.
   */
  async autoReceive(now: Date): Promise<number> {
    // A day before: the buyer is reminded (验收提醒), once per shipment.
    await remindReceipts(this.db, now, DEFAULT_AUTO_RECEIPT_DAYS);
    const due = await dueForAutoReceipt(this.db, now, DEFAULT_AUTO_RECEIPT_DAYS);
    let done = 0;
    for (const d of due) {
      const received = await this.db.transaction(async (tx) => {
        const order = await lockOrder(tx, { id: Number(d.order_id) });
        const [shipment] = await tx
          .select()
          .from(shipments)
          .where(eq(shipments.id, Number(d.id)));
        if (!shipment || shipment.receivedAt) return false;
        return autoReceiveShipment(tx, order, shipment, d.days);
      });
      if (received) done++;
    }
    return done;
  }

  /** The caller's company's receipt setting (every active member reads it). */
  async settings(userId: number): Promise<ReceiptSettings> {
    const ctx = requireRole(await companyContextOf(this.db, userId));
    const [row] = await this.db
      .select()
      .from(companyReceiptSettings)
      .where(eq(companyReceiptSettings.companyId, ctx.companyId));
    return { autoReceiptDays: row?.autoReceiptDays ?? DEFAULT_AUTO_RECEIPT_DAYS };
  }

  /** Sets after how many days past 已签收 the company's unreceived shipments are received (管理员). */
  async saveSettings(userId: number, autoReceiptDays: number): Promise<ReceiptSettings> {
    const ctx = requireRole(await companyContextOf(this.db, userId), '管理员');
    await this.db
      .insert(companyReceiptSettings)
      .values({ companyId: ctx.companyId, autoReceiptDays })
      .onConflictDoUpdate({
        target: companyReceiptSettings.companyId,
        set: { autoReceiptDays, updatedAt: sql`now()` },
      });
    return { autoReceiptDays };
  }
}
