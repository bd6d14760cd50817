import { ORDER_STATUS } from '@mall/shared';
import type { Db } from '../../db/client';
import { userEmailsByIds } from '../identity/user';
import { consumeEvents, type DomainEvent } from '../platform/events';
import { orderBuyersOf } from '../trade/order';
import type { NotificationService } from './delivery';
import type { RobotService } from './robot';

/** The outbox's reader name of this domain (event_cursors). */
const CONSUMER = 'notification';
const BATCH = 200;

type OrderMove = { orderNo: string; poNumber: string | null; fromStatus: number | null; toStatus: number };
type Carried = { carrier: string | null; trackingNo: string | null };

/**
 * order.accepted / order.shipped: read from the outbox of things that happened (domain_events, written by the
 * order's own transaction), so the order's write never waits for a message. Each move of an order to 待发货
 * (accepted) or to 待收货 (shipped) is mailed to its buyer as his 订单 preferences ask and posted to his
 * company's robots that took the event. The deliveries and the reader's cursor commit together: an event is
 * told once; they are queued after that commit. Returns how many events were read.
 */
export async function tellOrderMoves(
  db: Db,
  deps: { notifications: NotificationService; robots: RobotService },
): Promise<number> {
  let read = 0;
  for (;;) {
    const queued: (() => void)[] = [];
    const taken = await consumeEvents(db, CONSUMER, BATCH, async (tx, events) => {
      const moves = events.filter((e) => e.type === 'order.status' && eventOf(e) !== null);
      const buyers = await orderBuyersOf(
        tx,
        moves.map((e) => e.subjectId),
      );
      for (const e of moves) {
        const buyer = buyers.get(e.subjectId);
        if (!buyer) continue;
        const event = eventOf(e)!;
        const data = e.data as OrderMove & Carried;
        const owner = buyer.companyId === null ? [] : [{ kind: 'company' as const, id: buyer.companyId }];
        const robots = owner.length ? await deps.robots.subscribed(tx, owner[0]!, event) : [];
        const common = {
          path: `/order/detail?orderNo=${encodeURIComponent(data.orderNo)}`,
          users: await userEmailsByIds(tx, [buyer.userId]),
          robots,
          ...(buyer.companyId === null ? {} : { companyId: buyer.companyId }),
        };
        const facts = { orderNo: data.orderNo, poNumber: data.poNumber ?? '' };
        const ctx = { tx, afterCommit: (fn: () => void) => void queued.push(fn) };
        if (event === 'order.shipped')
          await deps.notifications.notify(
            {
              ...common,
              event,
              facts: { ...facts, carrier: data.carrier ?? '', trackingNo: data.trackingNo ?? '' },
            },
            ctx,
          );
        else await deps.notifications.notify({ ...common, event, facts }, ctx);
      }
    });
    for (const fn of queued) fn();
    read += taken;
    if (taken < BATCH) return read;
  }
}

/** Which message an order's move is: accepted (待接单 → 待发货), shipped (→ 待收货); others tell nothing. */
function eventOf(e: DomainEvent): 'order.accepted' | 'order.shipped' | null {
  const { fromStatus, toStatus } = e.data as OrderMove;
  if (toStatus === ORDER_STATUS.PENDING_SHIPMENT && fromStatus === ORDER_STATUS.PENDING_ACCEPTANCE)
    return 'order.accepted';
  if (toStatus === ORDER_STATUS.PENDING_RECEIPT) return 'order.shipped';
  return null;
}
