import { asc, inArray } from 'drizzle-orm';
import type { ReceiptView } from '@mall/shared';
import type { DbOrTx } from '../../../db/client';
import { usernamesByIds } from '../../identity/user';
import { shipmentReceiptLines, shipmentReceipts } from '../receipt/receipt.table';

/** What the shipments answer shows of receipts: each shipment's receipts, and per order line what was taken. */
export type ReceiptFacts = {
  byShipment: Map<number, ReceiptView[]>;
  /** Accepted and rejected per order line, over every receipt. */
  byOrderLine: Map<number, { accepted: number; rejected: number }>;
  /** Accepted plus rejected per shipment line. */
  byShipmentLine: Map<number, number>;
};

/** The receipts of `shipmentIds` with their lines, titled from `titles` (order line id → title). */
export async function receiptFacts(
  conn: DbOrTx,
  shipmentIds: number[],
  titles: Map<number, string>,
): Promise<ReceiptFacts> {
  const facts: ReceiptFacts = { byShipment: new Map(), byOrderLine: new Map(), byShipmentLine: new Map() };
  if (!shipmentIds.length) return facts;
  const receipts = await conn
    .select()
    .from(shipmentReceipts)
    .where(inArray(shipmentReceipts.shipmentId, shipmentIds))
    .orderBy(asc(shipmentReceipts.id));
  if (!receipts.length) return facts;
  const [lines, names] = await Promise.all([
    conn
      .select()
      .from(shipmentReceiptLines)
      .where(
        inArray(
          shipmentReceiptLines.receiptId,
          receipts.map((r) => r.id),
        ),
      )
      .orderBy(asc(shipmentReceiptLines.id)),
    usernamesByIds(
      conn,
      receipts.flatMap((r) => (r.receivedBy === null ? [] : [r.receivedBy])),
    ),
  ]);
  for (const l of lines) {
    const line = facts.byOrderLine.get(l.orderLineId) ?? { accepted: 0, rejected: 0 };
    line.accepted += l.accepted;
    line.rejected += l.rejected;
    facts.byOrderLine.set(l.orderLineId, line);
    facts.byShipmentLine.set(
      l.shipmentLineId,
      (facts.byShipmentLine.get(l.shipmentLineId) ?? 0) + l.accepted + l.rejected,
    );
  }
  for (const r of receipts) {
    const list = facts.byShipment.get(r.shipmentId) ?? [];
    list.push({
      id: r.id,
      receivedBy: r.receivedBy === null ? '' : (names.get(r.receivedBy) ?? ''),
      auto: r.auto,
      note: r.note,
      createdAt: r.createdAt.toISOString(),
      lines: lines
        .filter((l) => l.receiptId === r.id)
        .map((l) => ({
          orderLineId: l.orderLineId,
          title: titles.get(l.orderLineId) ?? '',
          accepted: l.accepted,
          rejected: l.rejected,
          rejectReason: l.rejectReason,
          photos: l.photos,
          afsNo: l.afsNo,
        })),
    });
    facts.byShipment.set(r.shipmentId, list);
  }
  return facts;
}
