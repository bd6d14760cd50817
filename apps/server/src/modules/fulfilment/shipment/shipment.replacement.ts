import { eq } from 'drizzle-orm';
import { carrierByName } from '@mall/shared';
import type { DbOrTx } from '../../../db/client';
import type { AfsExchangeShipHook } from '../../trade/afs';
import { lockOrder } from '../../trade/order';
import { shipmentReceiptLines } from '../receipt/receipt.table';
import { insertShipment } from './shipment.core';

/** Whether `afsNo` was opened by a receipt's rejected pieces (到货验收拒收). */
async function openedByRejection(tx: DbOrTx, afsNo: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: shipmentReceiptLines.id })
    .from(shipmentReceiptLines)
    .where(eq(shipmentReceiptLines.afsNo, afsNo))
    .limit(1);
  return row !== undefined;
}

/**
 * Trade's 发出换货 in its transaction: when the request was opened by rejected pieces at receipt, its
 * re-shipment is recorded as a replacement shipment (the request's line and quantity, under the carrier its
 * free-text name stands for, 其他 when none), tracked and received like any shipment. An exchange the buyer
 * asked for after accepting the goods swaps pieces one for one and is not recorded (nothing to make good).
 */
export const shipReplacement: AfsExchangeShipHook = async (tx, exchange) => {
  if (!(await openedByRejection(tx, exchange.afsNo))) return;
  // The order is locked as receipts lock it, so a receipt and a replacement never race.
  const order = await lockOrder(tx, { id: exchange.orderId });
  const carrier = carrierByName(exchange.carrier);
  await insertShipment(
    tx,
    order,
    {
      carrierCode: carrier.code,
      trackingNo: exchange.trackingNo.slice(0, 40),
      packages: 1,
      afsNo: exchange.afsNo,
    },
    [{ orderLineId: exchange.orderLineId, quantity: exchange.quantity }],
  );
};
