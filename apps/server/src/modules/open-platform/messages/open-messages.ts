import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  AFS_STATUS_LABEL,
  OPEN_MESSAGE_TYPES,
  ORDER_STATUS_LABEL,
  PRODUCT_REVIEW_LABEL,
  type AfsStatus,
  type OpenMessage,
  type OpenMessageType,
  type OrderStatus,
} from '@mall/shared';
import { queryRows, type Db, type Tx } from '../../../db/client';
import { sellersOfProducts } from '../../catalogue/catalogue';
import { hiddenByPool } from '../../catalogue/pricing';
import { consumeEvents, type DomainEvent } from '../../platform/events';
import { openApps } from '../app/open-app.table';
import { TEST_ORDER_EVENT } from '../orders';
import { openDeliveries, openMessages, openWebhooks } from './open-message.table';

/** Messages about the catalogue itself (no company): every app whose pool holds the product hears them. */
const CATALOGUE_TYPES = new Set<OpenMessageType>(['price.changed', 'product.shelf', 'stock.changed']);
/** The outbox reader's name (event_cursors). */
const CONSUMER = 'open-platform.messages';
const BATCH = 500;

/** An app that hears messages: a company's (`ownerId` the company) or a shop's (the shop, merchants.id). */
type Listener = {
  id: number;
  ownerKind: 'company' | 'shop';
  ownerId: number;
  agentUserId: number;
  scopes: string[];
};
/** `onlyApp`: a test order's move, told to the sandbox app that placed it and no other. */
type Message = { type: OpenMessageType; data: Record<string, unknown>; onlyApp?: number };
type Heard = Message & { event: DomainEvent };
type Row = Message & { appId: number; eventId: number };

/** The message an outbox event becomes, or null when apps hear nothing of it. */
function messageOf(event: DomainEvent): Message | null {
  const data = event.data;
  switch (event.type) {
    case TEST_ORDER_EVENT: {
      // As a live order's move, with the open order's id instead of a shop order's, and test: true.
      const { appId, ...rest } = data;
      const message = messageOf({ ...event, type: 'order.status', data: rest })!;
      const { orderId: _shopOrder, ...told } = message.data;
      return { type: message.type, data: { ...told, test: true }, onlyApp: Number(appId) };
    }
    case 'order.status': {
      const to = Number(data.toStatus) as OrderStatus;
      const type = to === 4 ? 'order.shipped' : to === 5 ? 'order.delivered' : 'order.status';
      const { carrier, trackingNo, ...rest } = data;
      return {
        type,
        data: {
          orderId: event.subjectId,
          ...rest,
          statusText: ORDER_STATUS_LABEL[to] ?? '',
          ...(to === 4 ? { carrier: carrier ?? '', trackingNo: trackingNo ?? '' } : {}),
        },
      };
    }
    case 'afs.status':
      return {
        type: 'afs.status',
        data: {
          afsId: event.subjectId,
          ...data,
          statusText: AFS_STATUS_LABEL[Number(data.toStatus) as AfsStatus] ?? '',
        },
      };
    case 'invoice.issued':
      return { type: 'invoice.issued', data: { invoiceId: event.subjectId, ...data } };
    case 'statement.ready':
      return { type: 'statement.ready', data: { statementId: event.subjectId, ...data } };
    case 'settlement.ready':
      return { type: 'settlement.ready', data: { settlementId: event.subjectId, ...data } };
    case 'product.review':
      return {
        type: 'product.review',
        data: { ...data, reviewStatusText: PRODUCT_REVIEW_LABEL[Number(data.reviewStatus)] ?? '' },
      };
    case 'price.changed':
    case 'product.shelf':
    case 'stock.changed':
      return { type: event.type, data };
    default:
      return null;
  }
}

/**
 * The apps' messages: the fan-out from the outbox (a scheduled job), the pull queue and its acknowledgement.
 * An event about a company (its orders, after-sales, invoices, statements, agreement prices) reaches that
 * company's apps; one about the catalogue (list prices, shelf, stock) reaches every company's app whose pool
 * holds the product. A shop's app hears only of its own shop: the orders of its lines and their after-sales
 * (whoever bought), its products' shelf and stock, its statements. An app hears only what its scopes cover
 * (OPEN_MESSAGE_TYPES), and only with the `messages` scope.
 */
export class OpenMessageService {
  constructor(private readonly db: Db) {}

  /** Takes the outbox's next events into messages and deliveries; returns the deliveries to send. */
  async fanOut(): Promise<number[]> {
    const deliveries: number[] = [];
    for (;;) {
      const taken = await consumeEvents(this.db, CONSUMER, BATCH, async (tx, events) => {
        deliveries.push(...(await this.spread(tx, events)));
      });
      if (taken < BATCH) return deliveries;
    }
  }

  private async spread(tx: Tx, events: DomainEvent[]): Promise<number[]> {
    const listeners: Listener[] = (
      await tx
        .select({
          id: openApps.id,
          ownerKind: openApps.ownerKind,
          ownerId: openApps.ownerId,
          agentUserId: openApps.agentUserId,
          scopes: openApps.scopes,
        })
        .from(openApps)
        .where(
          and(
            inArray(openApps.ownerKind, ['company', 'shop']),
            eq(openApps.status, 'active'),
            sql`${openApps.scopes} ? 'messages'`,
          ),
        )
    ).map((a) => ({ ...a, ownerKind: a.ownerKind as Listener['ownerKind'], ownerId: Number(a.ownerId) }));
    if (!listeners.length) return [];
    const heard = events.flatMap((event): Heard[] => {
      const message = messageOf(event);
      return message ? [{ event, ...message }] : [];
    });
    const companies = listeners.filter((l) => l.ownerKind === 'company');
    const shops = listeners.filter((l) => l.ownerKind === 'shop');
    const rows = [
      ...(companies.length ? await companyRows(tx, companies, heard) : []),
      ...(shops.length ? await shopRows(tx, shops, heard) : []),
    ];
    if (!rows.length) return [];
    // Each app's messages numbered in the order their events happened.
    const order = new Map(events.map((e, i) => [e.id, i]));
    rows.sort((x, y) => order.get(x.eventId)! - order.get(y.eventId)! || x.appId - y.appId);
    const inserted = await tx
      .insert(openMessages)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: openMessages.id, appId: openMessages.appId, type: openMessages.type });
    if (!inserted.length) return [];
    const hooks = await tx
      .select({ id: openWebhooks.id, appId: openWebhooks.appId, types: openWebhooks.types })
      .from(openWebhooks)
      .where(
        and(
          inArray(openWebhooks.appId, [...new Set(inserted.map((m) => m.appId))]),
          eq(openWebhooks.status, 'active'),
        ),
      );
    const owed = inserted.flatMap((m) =>
      hooks
        .filter((h) => h.appId === m.appId && (!h.types.length || h.types.includes(m.type)))
        .map((h) => ({ webhookId: h.id, messageId: m.id })),
    );
    if (!owed.length) return [];
    const made = await tx
      .insert(openDeliveries)
      .values(owed)
      .onConflictDoNothing()
      .returning({ id: openDeliveries.id });
    return made.map((d) => d.id);
  }

  /** The app's messages not yet acknowledged, oldest first. */
  async pull(appId: number, query: { type?: OpenMessageType; size: number }): Promise<OpenMessage[]> {
    const rows = await this.db
      .select()
      .from(openMessages)
      .where(
        and(
          eq(openMessages.appId, appId),
          isNull(openMessages.ackedAt),
          query.type ? eq(openMessages.type, query.type) : undefined,
        ),
      )
      .orderBy(asc(openMessages.id))
      .limit(query.size);
    return rows.map(toMessage);
  }

  /** Acknowledges the app's own messages among `ids` (others' ids are passed over); returns how many. */
  async ack(appId: number, ids: number[], now: Date): Promise<number> {
    const done = await this.db
      .update(openMessages)
      .set({ ackedAt: now })
      .where(and(eq(openMessages.appId, appId), inArray(openMessages.id, ids), isNull(openMessages.ackedAt)))
      .returning({ id: openMessages.id });
    return done.length;
  }

  /** Forgets messages older than `before` (acknowledged or not: VOP keeps them for days, not for ever). */
  async prune(before: Date): Promise<void> {
    await this.db.execute(sql`delete from open_messages where created_at < ${before}`);
  }
}

export const toMessage = (r: typeof openMessages.$inferSelect): OpenMessage => ({
  id: r.id,
  type: r.type,
  createdAt: r.createdAt.toISOString(),
  data: r.data,
});

/**
 * What companies' apps hear: an event about a company reaches its apps; one about the catalogue (no
 * company) every app whose pool holds the product. A personal buyer's order (no company) is no company's.
 */
async function companyRows(tx: Tx, listeners: Listener[], heard: Heard[]): Promise<Row[]> {
  const rows: Row[] = [];
  const catalogue: Heard[] = [];
  for (const h of heard) {
    const scope = OPEN_MESSAGE_TYPES[h.type].scope;
    if (!scope) continue;
    if (h.event.companyId === null) {
      if (CATALOGUE_TYPES.has(h.type)) catalogue.push(h);
      continue;
    }
    for (const app of listeners)
      if (
        app.ownerId === h.event.companyId &&
        app.scopes.includes(scope) &&
        (h.onlyApp === undefined || h.onlyApp === app.id)
      )
        rows.push({ appId: app.id, eventId: h.event.id, type: h.type, data: h.data });
  }
  if (!catalogue.length) return rows;
  const productIds = [...new Set(catalogue.map((e) => Number(e.data.productId)))];
  for (const app of listeners) {
    const mine = catalogue.filter((e) => app.scopes.includes(OPEN_MESSAGE_TYPES[e.type].scope!));
    if (!mine.length) continue;
    const visible = new Set(
      (
        await queryRows<{ p: number }>(
          tx,
          sql`select p from unnest(${sql.param(productIds)}::int[]) as p where not ${hiddenByPool(app.agentUserId, sql`p`)}`,
        )
      ).map((r) => Number(r.p)),
    );
    for (const e of mine)
      if (visible.has(Number(e.data.productId)))
        rows.push({ appId: app.id, eventId: e.event.id, type: e.type, data: e.data });
  }
  return rows;
}

/**
 * What shops' apps hear: events of their own shop only. Orders, after-sales, shelf changes and statements
 * name their shop; a stock change names its product, whose seller the catalogue tells.
 */
async function shopRows(tx: Tx, listeners: Listener[], heard: Heard[]): Promise<Row[]> {
  const mine = heard.filter((h) => OPEN_MESSAGE_TYPES[h.type].shopScope);
  const unnamed = mine.filter((h) => !h.event.merchantId && h.data.productId !== undefined);
  const sellers = await sellersOfProducts(tx, [...new Set(unnamed.map((h) => Number(h.data.productId)))]);
  const rows: Row[] = [];
  for (const h of mine) {
    const shop = h.event.merchantId || sellers.get(Number(h.data.productId)) || 0;
    // The platform's own orders and products (0) are no shop's.
    if (!shop) continue;
    const scope = OPEN_MESSAGE_TYPES[h.type].shopScope!;
    for (const app of listeners)
      if (app.ownerId === shop && app.scopes.includes(scope))
        rows.push({ appId: app.id, eventId: h.event.id, type: h.type, data: h.data });
  }
  return rows;
}
