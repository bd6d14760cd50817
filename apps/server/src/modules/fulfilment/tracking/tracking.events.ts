import { and, eq, inArray, sql } from 'drizzle-orm';
import { TRACKING_STATES, type CarrierCode } from '@mall/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { shipmentEvents, shipments } from '../shipment/shipment.table';
import type { CarrierEvent } from './tracker';
import { statesOf, tellTracking } from './tracking.messages';

/**
 * Stores `events` on every shipment of `carrier` + `number` (one box may carry several orders' shipments),
 * each once: a repeated event (same state and time) changes nothing. The shipment's state becomes its furthest
 * event's; 已签收 sets `signedAt` once; the buyer is told 派送中 and 已签收 (tracking.messages.ts). Returns the
 * shipments found and the events newly stored.
 */
export async function recordEvents(
  db: Db,
  carrier: CarrierCode | null,
  number: string,
  events: readonly CarrierEvent[],
): Promise<{ shipments: number; stored: number }> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(eq(shipments.trackingNo, number), eq(shipments.carrierCode, carrier ?? 'OTHER')))
      .for('update');
    if (!found.length) return { shipments: 0, stored: 0 };
    const ids = found.map((s) => s.id);
    const before = await statesOf(tx, ids);
    let stored = 0;
    if (events.length) {
      const rows = await tx
        .insert(shipmentEvents)
        .values(
          ids.flatMap((shipmentId) =>
            events.map((e) => ({ shipmentId, state: e.state, context: e.context, eventTime: e.time })),
          ),
        )
        .onConflictDoNothing()
        .returning({ id: shipmentEvents.id });
      stored = rows.length;
    }
    if (stored) {
      await refreshState(tx, ids);
      await tellTracking(tx, before);
    }
    return { shipments: ids.length, stored };
  });
}

/** Each shipment's state from its events: the furthest step, and the 已签收 time. */
async function refreshState(tx: DbOrTx, ids: number[]): Promise<void> {
  const order = sql.raw(`array[${TRACKING_STATES.map((s) => `'${s}'`).join(',')}]::varchar[]`);
  await tx.execute(sql`
    update shipments s set
      tracking_state = e.state,
      signed_at = coalesce(s.signed_at, e.signed_at)
    from (
      select shipment_id,
        (array_agg(state order by array_position(${order}, state) desc))[1] as state,
        min(event_time) filter (where state = 'signed') as signed_at
      from shipment_events where shipment_id in ${sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`}
      group by shipment_id
    ) e
    where s.id = e.shipment_id`);
}

/** Shipments not yet subscribed to the tracker, oldest first (at most `limit`). */
export async function unsubscribed(db: DbOrTx, limit = 100) {
  return db
    .select({ id: shipments.id, carrierCode: shipments.carrierCode, trackingNo: shipments.trackingNo })
    .from(shipments)
    .where(sql`${shipments.subscribedAt} is null`)
    .orderBy(shipments.id)
    .limit(limit);
}

/** Marks shipments subscribed. */
export async function markSubscribed(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length)
    await db
      .update(shipments)
      .set({ subscribedAt: sql`now()` })
      .where(inArray(shipments.id, ids));
}

/**
 * The polling fallback's work: subscribed, unsigned shipments not heard of (no new event, no poll) for
 * `quietMs`, oldest first. Marked polled as they are taken.
 */
export async function dueForPolling(db: DbOrTx, quietMs: number, now: Date, limit = 50) {
  const before = new Date(now.getTime() - quietMs);
  const rows = await db
    .select({ id: shipments.id, carrierCode: shipments.carrierCode, trackingNo: shipments.trackingNo })
    .from(shipments)
    .where(
      sql`${shipments.subscribedAt} is not null and ${shipments.signedAt} is null
        and coalesce(${shipments.polledAt}, ${shipments.subscribedAt}) < ${before}
        and not exists (select 1 from shipment_events e where e.shipment_id = ${shipments.id}
          and e.created_at >= ${before})`,
    )
    .orderBy(shipments.id)
    .limit(limit);
  if (rows.length)
    await db
      .update(shipments)
      .set({ polledAt: now })
      .where(
        inArray(
          shipments.id,
          rows.map((r) => r.id),
        ),
      );
  return rows;
}
