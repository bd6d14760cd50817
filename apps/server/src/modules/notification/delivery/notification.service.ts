import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { NotificationChannelName, NotificationEvent } from '@mall/shared';
import type { Db, DbOrTx } from '../../../db/client';
import type { NotificationChannel } from './channel';
import {
  notificationDeliveries,
  notificationUnsubscribes,
  type NotificationDeliveryRow,
} from './delivery.table';
import { renderEvent, type EventFacts } from './templates';

/** A robot that takes the event (found by the robot service). */
export type SubscribedRobot = { id: number; platform: NotificationChannelName; name: string };

/** One event to tell: its facts, the page it is about, the members to mail and the robots to post to. */
export type NotifyInput<E extends NotificationEvent> = {
  event: E;
  facts: EventFacts[E];
  /** The page on the site (a path such as /company/requests/detail?requestNo=…). */
  path: string;
  /** Members to mail: only those with an address on record get one. */
  users: readonly { id: number; email: string }[];
  robots: readonly SubscribedRobot[];
};

/** The caller's transaction and where to run what must wait for its commit. */
export type InTransaction = { tx: DbOrTx; afterCommit: (fn: () => void) => void };

const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The notification service: one event becomes one delivery row per recipient and channel (written in the
 * caller's transaction when there is one), each sent by a job of its own, retried with backoff; the row is
 * the delivery log (status, tries, last error). The in-site message is written by the event's owner as before.
 */
export class NotificationService {
  constructor(
    private readonly db: Db,
    private readonly opts: {
      channels: ReadonlyMap<NotificationChannelName, NotificationChannel>;
      publicOrigin: string;
      queue: (deliveryId: number) => Promise<void>;
      now: () => Date;
      logError: (err: unknown, msg: string) => void;
    },
  ) {}

  /** Renders the event for each channel and records its deliveries; they are queued once `ctx` commits. */
  async notify<E extends NotificationEvent>(input: NotifyInput<E>, ctx?: InTransaction): Promise<number[]> {
    const db = ctx?.tx ?? this.db;
    const message = renderEvent(input.event, input.facts, `${this.opts.publicOrigin}${input.path}`);
    const rows: (typeof notificationDeliveries.$inferInsert)[] = [];
    const mailed = input.users.filter((u) => MAIL.test(u.email));
    const off = await this.unsubscribed(
      db,
      mailed.map((u) => u.id),
      input.event,
    );
    if (this.opts.channels.has('email'))
      for (const u of new Map(mailed.map((u) => [u.id, u])).values())
        if (!off.has(u.id))
          rows.push({ event: input.event, channel: 'email', userId: u.id, target: u.email, message });
    for (const r of input.robots)
      if (this.opts.channels.has(r.platform))
        rows.push({ event: input.event, channel: r.platform, robotId: r.id, target: r.name, message });
    if (!rows.length) return [];
    const written = await db
      .insert(notificationDeliveries)
      .values(rows)
      .returning({ id: notificationDeliveries.id });
    const ids = written.map((r) => r.id);
    const queueAll = () => {
      for (const id of ids)
        void this.opts
          .queue(id)
          .catch((err: unknown) => this.opts.logError(err, 'notification queue failed'));
    };
    if (ctx) ctx.afterCommit(queueAll);
    else queueAll();
    return ids;
  }

  private async unsubscribed(db: DbOrTx, userIds: number[], event: string): Promise<Set<number>> {
    if (!userIds.length) return new Set();
    const rows = await db
      .select({ userId: notificationUnsubscribes.userId })
      .from(notificationUnsubscribes)
      .where(
        and(eq(notificationUnsubscribes.event, event), inArray(notificationUnsubscribes.userId, userIds)),
      );
    return new Set(rows.map((r) => r.userId));
  }

  /** One-click unsubscribe: no more mail of `event` for the member (again: nothing changes). */
  async unsubscribe(userId: number, event: string): Promise<void> {
    await this.db.insert(notificationUnsubscribes).values({ userId, event }).onConflictDoNothing();
  }

  /**
   * Sends one delivery (the job): a sent or missing one is left alone; a failure is logged on the row and
   * thrown so that the queue retries it, and marks the row failed on the last try (`final`).
   */
  async deliver(id: number, final: boolean): Promise<void> {
    const [row] = await this.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.id, id));
    if (!row || row.status === 'sent') return;
    const channel = this.opts.channels.get(row.channel as NotificationChannelName);
    const at = this.opts.now();
    try {
      if (!channel) throw new Error(`渠道 ${row.channel} 未启用`);
      await channel.send(
        { event: row.event, address: row.target, userId: row.userId, robotId: row.robotId },
        row.message,
      );
    } catch (err) {
      await this.record(row, {
        status: final ? 'failed' : 'pending',
        lastError: (err as Error).message.slice(0, 300) || '未知错误',
        lastAttemptAt: at,
      });
      throw err;
    }
    // The last failure's reason stays in the log beside the success (how it went, not only where it ended).
    await this.record(row, { status: 'sent', lastAttemptAt: at, sentAt: at });
  }

  private async record(row: NotificationDeliveryRow, set: Partial<NotificationDeliveryRow>) {
    await this.db
      .update(notificationDeliveries)
      .set({ ...set, attempts: sql`${notificationDeliveries.attempts} + 1` })
      .where(eq(notificationDeliveries.id, row.id));
  }

  /** Deliveries written before `before` and never tried (their process stopped before queueing them). */
  async stranded(before: Date): Promise<number[]> {
    const rows = await this.db
      .select({ id: notificationDeliveries.id })
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.status, 'pending'),
          isNull(notificationDeliveries.lastAttemptAt),
          lt(notificationDeliveries.createdAt, before),
        ),
      )
      .limit(500);
    return rows.map((r) => r.id);
  }

  /** A recipient's deliveries, newest first (the log as the tests and, later, the console read it). */
  async log(where: { userId?: number; robotId?: number }): Promise<NotificationDeliveryRow[]> {
    return this.db
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          where.userId ? eq(notificationDeliveries.userId, where.userId) : undefined,
          where.robotId ? eq(notificationDeliveries.robotId, where.robotId) : undefined,
        ),
      )
      .orderBy(sql`${notificationDeliveries.id} desc`)
      .limit(100);
  }
}
