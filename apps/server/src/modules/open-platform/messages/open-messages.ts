import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  AFS_STATUS_LABEL,
  OPEN_MESSAGE_TYPES,
  ORDER_STATUS_LABEL,
  type AfsStatus,
  type OpenMessage,
  type OpenMessageType,
  type OrderStatus,
} from '@mall/shared';
import { queryRows, type Db, type Tx } from '../../../db/client';
import { hiddenByPool } from '../../catalogue/pricing';
import { consumeEvents, type DomainEvent } from '../../platform/events';
import { openApps } from '../app/open-app.table';
import { openDeliveries, openMessages, openWebhooks } from './open-message.table';

/** Messages about the catalogue itself (no company): every app whose pool holds the product hears them. */
const CATALOGUE_TYPES = new Set<OpenMessageType>(['price.changed', 'product.shelf', 'stock.changed']);
/** The outbox reader's name (event_cursors). */
const CONSUMER = 'open-platform.messages';
const BATCH = 500;

type Listener = { id: number; companyId: number; agentUserId: number; scopes: string[] };

/** The message an outbox event becomes, or null when apps hear nothing of it. */
function messageOf(event: DomainEvent): { type: OpenMessageType; data: Record<string, unknown> } | null {
  const data = event.data;
  switch (event.type) {
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
 * company's apps; one about the catalogue (list prices, shelf, stock) reaches every app whose pool holds the
 * product. An app hears only what its scopes cover, and only with the `messages` scope.
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
          companyId: openApps.ownerId,
          agentUserId: openApps.agentUserId,
          scopes: openApps.scopes,
        })
        .from(openApps)
        .where(
          and(
            eq(openApps.ownerKind, 'company'),
            eq(openApps.status, 'active'),
            sql`${openApps.scopes} ? 'messages'`,
          ),
        )
    ).map((a) => ({ ...a, companyId: Number(a.companyId) }));
    if (!listeners.length) return [];
    const rows: { appId: number; eventId: number; type: string; data: Record<string, unknown> }[] = [];
    const catalogueEvents: { event: DomainEvent; type: OpenMessageType; data: Record<string, unknown> }[] =
      [];
    for (const event of events) {
      const message = messageOf(event);
      if (!message) continue;
      const scope = OPEN_MESSAGE_TYPES[message.type].scope;
      if (CATALOGUE_TYPES.has(message.type) && event.companyId === null) {
        catalogueEvents.push({ event, ...message });
        continue;
      }
      // A personal buyer's order (no company) is no app's business.
      if (event.companyId === null) continue;
      for (const app of listeners)
        if (app.companyId === event.companyId && app.scopes.includes(scope))
          rows.push({ appId: app.id, eventId: event.id, ...message });
    }
    if (catalogueEvents.length) {
      const productIds = [...new Set(catalogueEvents.map((e) => Number(e.data.productId)))];
      for (const app of listeners) {
        const heard = catalogueEvents.filter((e) => app.scopes.includes(OPEN_MESSAGE_TYPES[e.type].scope));
        if (!heard.length) continue;
        const visible = new Set(
          (
            await queryRows<{ p: number }>(
              tx,
              sql`select p from unnest(${sql.param(productIds)}::int[]) as p where not ${hiddenByPool(app.agentUserId, sql`p`)}`,
            )
          ).map((r) => Number(r.p)),
        );
        for (const e of heard)
          if (visible.has(Number(e.data.productId)))
            rows.push({ appId: app.id, eventId: e.event.id, type: e.type, data: e.data });
      }
    }
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
