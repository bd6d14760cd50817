import { AFS_STATUS, ORDER_STATUS, PAY_METHOD, fenToYuan } from '@mall/shared';
import type { Db, DbOrTx } from '../../db/client';
import { chinaDate, chinaTimeText } from '../../lib/china-day';
import { activeMembersWithRoles } from '../identity/company';
import { userContactsByIds } from '../identity/user';
import { consumeEvents, type DomainEvent } from '../platform/events';
import { invoiceApplicants } from '../finance/invoice';
import { orderBuyersOf, orderIdsByNos } from '../trade/order';
import type { EventFacts, NotificationService, NotifyInput } from './delivery';
import { financeTold } from './outbox-finance';
import { marketToTell } from './outbox-events.market';
import { redFormsTold } from './outbox-redform';
import type { RobotService } from './robot';
import type { ToldOf } from './outbox-told';

/** The outbox's reader name of this domain (event_cursors). */
const CONSUMER = 'notification';
const BATCH = 200;

type Deps = { notifications: NotificationService; robots: RobotService };
type Told = ToldOf<keyof EventFacts>;

/**
 * Events read from the outbox of things that happened (platform's domain_events, written by the changing
 * transaction itself), so no write waits for a message:
 * - an order placed (order.placed), moved to 待发货 (order.accepted) or to 待收货 (order.shipped), told to its
 *   buyer;
 * - a parcel out for delivery, signed (please receive) or about to be received automatically (fulfilment's
 *   shipment.delivering, shipment.signed, receipt.due), told to the order's buyer;
 * - a credit statement issued (statement.ready), told to the company's 财务 and 管理员; one confirmed or
 *   disputed, or its repayment due or overdue (outbox-finance.ts), told to them too;
 * - an invoice issued (invoice.issued), told to its applicant and the buyers of its orders;
 * - a shop's new order (shop.order) and new after-sales request (shop.afs), posted to the shop's robots (the
 *   portal's lists are where its staff act).
 * - bidding invitations, quotes and awards, shops' statements and fired back-in-stock alerts
 *   (outbox-events.market.ts).
 * - a 红字确认单 waiting for the buyer's 财务 (or the person) or a shop to confirm (outbox-redform.ts).
 * Each goes by mail as its recipients' preferences ask, and to the company's robots that took the event. The
 * deliveries and the reader's cursor commit together, so an event is told once; they are queued after that
 * commit. Returns how many events were read.
 */
export async function tellFromOutbox(db: Db, deps: Deps): Promise<number> {
  let read = 0;
  for (;;) {
    const queued: (() => Promise<void> | void)[] = [];
    const taken = await consumeEvents(db, CONSUMER, BATCH, async (tx, events) => {
      const ctx = { tx, afterCommit: (fn: () => Promise<void> | void) => void queued.push(fn) };
      for (const told of await whatToTell(tx, events)) {
        const owner = told.shopId
          ? { kind: 'shop' as const, id: told.shopId }
          : told.companyId
            ? { kind: 'company' as const, id: told.companyId }
            : null;
        const robots = owner ? await deps.robots.subscribed(tx, owner, told.event) : [];
        const input = {
          event: told.event,
          facts: told.facts,
          path: told.path,
          users: await userContactsByIds(tx, told.userIds),
          robots,
          ...(told.companyId ? { companyId: told.companyId } : {}),
        } as NotifyInput<typeof told.event>;
        await deps.notifications.notify(input, ctx);
      }
    });
    // Queued before the reader's run ends, so whoever waits for the run (a test's idle) sees the deliveries.
    await Promise.all(queued.map((fn) => fn()));
    read += taken;
    if (taken < BATCH) return read;
  }
}

type OrderMove = {
  orderNo: string;
  poNumber: string | null;
  fromStatus: number | null;
  toStatus: number;
  carrier: string | null;
  trackingNo: string | null;
};
type AfsMove = { afsNo: string; orderNo: string; toStatus: number };
type StatementReady = {
  statementNo: string;
  amountFen: number;
  dueDate: string;
  periodStart: string;
  periodEnd: string;
};
/** The China day of a time the outbox carries as text (shifted by `ms` first). */
const chinaDay = (at: string, ms = 0) => chinaDate(new Date(Date.parse(at) + ms));

type Parcel = { orderNo: string; poNumber: string; carrier: string; trackingNo: string };
type ReceiptDue = Parcel & { days: string; autoAt: string };
const PARCEL_EVENTS = ['shipment.delivering', 'shipment.signed', 'receipt.due'] as const;
const isParcelEvent = (type: string): type is (typeof PARCEL_EVENTS)[number] =>
  (PARCEL_EVENTS as readonly string[]).includes(type);

type InvoiceIssued = { invoiceNo: string; issueDate: string; totalFen: number; orderNos: string[] };

/** The messages a batch of events asks for, with their recipients (one query per kind of recipient). */
async function whatToTell(tx: DbOrTx, events: DomainEvent[]): Promise<Told[]> {
  const moves = events.filter(
    (e) => (e.type === 'order.status' && moveEvent(e.data as OrderMove)) || isParcelEvent(e.type),
  );
  const buyers = await orderBuyersOf(
    tx,
    moves.map((e) => e.subjectId),
  );
  const told: Told[] = [];
  for (const e of events) {
    const shopId = e.merchantId && e.merchantId > 0 ? e.merchantId : null;
    if (e.type === 'order.status' && shopId && (e.data as OrderMove).fromStatus === null) {
      const data = e.data as OrderMove;
      told.push({
        event: 'shop.order',
        facts: { orderNo: data.orderNo, poNumber: data.poNumber ?? '' },
        path: `/merchant/orders/${encodeURIComponent(data.orderNo)}`,
        userIds: [],
        companyId: null,
        shopId,
      });
    }
    if (e.type === 'afs.status' && shopId && (e.data as AfsMove).toStatus === AFS_STATUS.PENDING_REVIEW) {
      const data = e.data as AfsMove;
      told.push({
        event: 'shop.afs',
        facts: { afsNo: data.afsNo, orderNo: data.orderNo },
        path: `/merchant/afs/${encodeURIComponent(data.afsNo)}`,
        userIds: [],
        companyId: null,
        shopId,
      });
    }
    if (e.type === 'order.status') {
      const buyer = buyers.get(e.subjectId);
      const data = e.data as OrderMove;
      const event = moveEvent(data);
      if (!buyer || !event) continue;
      const facts = { orderNo: data.orderNo, poNumber: data.poNumber ?? '' };
      const common = {
        path: `/order/detail?orderNo=${encodeURIComponent(data.orderNo)}`,
        userIds: [buyer.userId],
        companyId: buyer.companyId,
      };
      told.push(
        event === 'order.shipped'
          ? {
              ...common,
              event,
              facts: { ...facts, carrier: data.carrier ?? '', trackingNo: data.trackingNo ?? '' },
            }
          : event === 'order.placed'
            ? { ...common, event, facts: { ...facts, ...payFacts(buyer) } }
            : { ...common, event, facts },
      );
    } else if (isParcelEvent(e.type)) {
      const buyer = buyers.get(e.subjectId);
      if (!buyer) continue;
      const p = e.data as ReceiptDue;
      const parcel = {
        orderNo: p.orderNo,
        poNumber: p.poNumber,
        carrier: p.carrier,
        trackingNo: p.trackingNo,
      };
      const common = {
        path: `/order/detail?orderNo=${encodeURIComponent(p.orderNo)}`,
        userIds: [buyer.userId],
        companyId: buyer.companyId,
      };
      told.push(
        e.type === 'receipt.due'
          ? { ...common, event: e.type, facts: { ...parcel, days: p.days, autoAt: p.autoAt } }
          : { ...common, event: e.type, facts: parcel },
      );
    } else if (e.type === 'statement.ready' && e.companyId) {
      const s = e.data as StatementReady;
      told.push({
        event: 'statement.ready',
        facts: {
          statementNo: s.statementNo,
          amount: fenToYuan(Number(s.amountFen)),
          // The period is [start, end) in time: shown as China days, the last one included.
          period: `${chinaDay(s.periodStart)} 至 ${chinaDay(s.periodEnd, -1)}`,
          dueDate: s.dueDate,
        },
        path: '/company/credit',
        userIds: await activeMembersWithRoles(tx, e.companyId, ['财务', '管理员']),
        companyId: e.companyId,
      });
    } else if (e.type === 'invoice.issued') {
      const inv = e.data as InvoiceIssued;
      const ids = await orderIdsByNos(tx, inv.orderNos ?? []);
      const applicant = (await invoiceApplicants(tx, [e.subjectId])).get(e.subjectId);
      const owners = [
        ...new Set([
          ...(applicant ? [applicant] : []),
          ...[...(await orderBuyersOf(tx, ids)).values()].map((b) => b.userId),
        ]),
      ];
      if (!owners.length) continue;
      told.push({
        event: 'invoice.issued',
        facts: {
          invoiceNo: inv.invoiceNo,
          issueDate: inv.issueDate,
          amount: fenToYuan(Number(inv.totalFen)),
          orderNos: (inv.orderNos ?? []).join('、'),
        },
        // A 数电票 (20 digits) is in the 发票夹; a paper-era one on the invoice page.
        path: /^\d{20}$/.test(inv.invoiceNo)
          ? '/invoice-folder'
          : `/unappliedInvoice/list?tab=invoices&id=${e.subjectId}`,
        userIds: owners,
        companyId: e.companyId,
      });
    }
  }
  told.push(...(await financeTold(tx, events)));
  told.push(...(await marketToTell(tx, events)));
  told.push(...(await redFormsTold(tx, events)));
  return told;
}

/** How a placed order is paid, as its message says it: 账期, online before its deadline, or 对公转账. */
function payFacts(o: { payAmountFen: number; payMethod: number; payDeadline: Date | null }) {
  const pay =
    o.payMethod === PAY_METHOD.CREDIT ? 'credit' : o.payMethod === PAY_METHOD.OFFLINE ? 'offline' : 'online';
  return {
    amount: fenToYuan(o.payAmountFen),
    pay,
    payBy: o.payDeadline ? chinaTimeText(o.payDeadline).slice(0, 16) : '',
  } as const;
}

/**
 * Which message an order's move is: placed (its first status), accepted (待接单 → 待发货), shipped (→ 待收货);
 * others tell nothing.
 */
function moveEvent({
  fromStatus,
  toStatus,
}: OrderMove): 'order.placed' | 'order.accepted' | 'order.shipped' | null {
  if (fromStatus === null) return 'order.placed';
  if (toStatus === ORDER_STATUS.PENDING_SHIPMENT && fromStatus === ORDER_STATUS.PENDING_ACCEPTANCE)
    return 'order.accepted';
  if (toStatus === ORDER_STATUS.PENDING_RECEIPT) return 'order.shipped';
  return null;
}
