import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  DIGEST_EVENT,
  DIGEST_SKIPS,
  type NotificationChannelName,
  type NotificationEvent,
} from '@mall/shared';
import type { Db, DbOrTx } from '../../../db/client';
import { writeMessages } from '../../content/message';
import type { NotificationChannel } from './channel';
import {
  notificationDeliveries,
  notificationUnsubscribes,
  type NotificationDeliveryRow,
} from './delivery.table';
import type { PersonPlan } from '../preferences';
import { smsText } from './sms-text';
import { inboxMessage, renderEvent, type EventFacts, type MessageAction } from './templates';

/** A robot that takes the event (found by the robot service). */
export type SubscribedRobot = { id: number; platform: NotificationChannelName; name: string };

/** One event to tell: its facts, the page it is about, the members to mail and the robots to post to. */
export type NotifyInput<E extends NotificationEvent> = {
  event: E;
  facts: EventFacts[E];
  /** The page on the site (a path such as /company/requests/detail?requestNo=…). */
  path: string;
  /**
   * Members to tell: by mail only those with an address on record, by SMS only those with a mobile (identity's
   * `userContactsByIds`).
   */
  users: readonly { id: number; email: string; mobile?: string; username?: string }[];
  robots: readonly SubscribedRobot[];
  /** The company whose defaults apply to members who chose nothing themselves. */
  companyId?: number;
  /** Buttons of one recipient's message (an approver's own 同意 / 驳回 links), asked only for who gets one. */
  actions?: (to: { userId: number } | { robot: SubscribedRobot }) => Promise<MessageAction[]>;
};

/** What each person asks for an event group (the preferences service's `plan`). */
export type PlanPeople = (
  db: DbOrTx,
  userIds: readonly number[],
  companyId: number | undefined,
  event: NotificationEvent,
  now: Date,
) => Promise<Map<number, PersonPlan>>;

/** The caller's transaction and where to run what must wait for its commit. */
/** A write's transaction, and where to put what must wait for its commit (awaited where the caller can). */
export type InTransaction = { tx: DbOrTx; afterCommit: (fn: () => Promise<void> | void) => void };

const MAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^1\d{10}$/;

/**
 * The notification service: one event becomes one delivery row per recipient and channel (written in the
 * caller's transaction when there is one), each sent by a job of its own, retried with backoff; the row is
 * the delivery log (status, tries, last error). The message centre (站内信, channel `inbox`) is one of the
 * channels: its copy is written in the same transaction, for every member told, whatever he chose.
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
      plan: PlanPeople;
    },
  ) {}

  /**
   * Renders the event for each channel and records the deliveries its recipients' preferences ask for (a
   * member's 邮件 and 短信 per event group, held to the end of his quiet hours when not urgent; the robots a
   * company subscribed); they are queued once `ctx` commits. Every member told gets the message centre's copy
   * (站内信) at once, in the same transaction, as a delivery already made: it can't be switched off, held or
   * digested, so an event is never lost to a channel that fails (docs/decisions/2026-12-01-inbox-channel.md).
   */
  async notify<E extends NotificationEvent>(input: NotifyInput<E>, ctx?: InTransaction): Promise<number[]> {
    const db = ctx?.tx ?? this.db;
    const url = `${this.opts.publicOrigin}${input.path}`;
    const render = async (to: Parameters<NonNullable<NotifyInput<E>['actions']>>[0]) =>
      renderEvent(input.event, input.facts, url, input.actions ? await input.actions(to) : []);
    const rows: (typeof notificationDeliveries.$inferInsert)[] = [];
    const people = [...new Map(input.users.map((u) => [u.id, u])).values()];
    await this.inbox(db, input, people, rows);
    const mailed = people.filter((u) => MAIL.test(u.email));
    const texted = this.opts.channels.has('sms')
      ? people.filter((u) => u.mobile && MOBILE.test(u.mobile))
      : [];
    const ids = mailed.map((u) => u.id);
    const off = await this.unsubscribed(db, ids, input.event);
    const planned = [...new Set([...ids, ...texted.map((u) => u.id)])];
    const plans = await this.opts.plan(db, planned, input.companyId, input.event, this.opts.now());
    // 每日汇总: held for the day's digest mail, unless the event can't wait; who unsubscribed from the
    // digest mail gets neither.
    const digested = DIGEST_SKIPS.includes(input.event) ? [] : ids.filter((id) => plans.get(id)?.digest);
    const offDigest = digested.length ? await this.unsubscribed(db, digested, DIGEST_EVENT) : new Set();
    if (this.opts.channels.has('email'))
      for (const u of mailed) {
        const plan = plans.get(u.id);
        if (off.has(u.id) || offDigest.has(u.id) || !plan?.email) continue;
        const held = digested.includes(u.id);
        rows.push({
          event: input.event,
          channel: 'email',
          userId: u.id,
          target: u.email,
          message: await render({ userId: u.id }),
          notBefore: held ? null : plan.notBefore,
          ...(held ? { status: 'digest' } : {}),
        });
      }
    // 短信: the person's 短信 switch of the event's group; held for quiet hours like mail (安全 never), never
    // digested. A short text: the subject and the page (no 同意 / 驳回 links: those are the mail's).
    const m = texted.length ? renderEvent(input.event, input.facts, url) : null;
    for (const u of texted) {
      const plan = plans.get(u.id);
      if (!m || !plan?.sms) continue;
      rows.push({
        event: input.event,
        channel: 'sms',
        userId: u.id,
        target: u.mobile!,
        message: { ...m, text: smsText(m), html: '', markdown: '' },
        notBefore: plan.notBefore,
      });
    }
    for (const r of input.robots)
      if (this.opts.channels.has(r.platform))
        rows.push({
          event: input.event,
          channel: r.platform,
          robotId: r.id,
          target: r.name,
          message: await render({ robot: r }),
        });
    if (!rows.length) return [];
    // Written on the service's clock, like notBefore: the stranded sweep compares both with that clock.
    const createdAt = this.opts.now();
    const written = await db
      .insert(notificationDeliveries)
      .values(rows.map((r) => ({ ...r, createdAt })))
      .returning({
        id: notificationDeliveries.id,
        notBefore: notificationDeliveries.notBefore,
        status: notificationDeliveries.status,
      });
    // Held for quiet hours: the stranded sweep queues them once their time has come; for the digest: the
    // digest job sends them in the day's mail.
    const now = this.opts.now().getTime();
    const due = written
      .filter((r) => r.status === 'pending' && (!r.notBefore || r.notBefore.getTime() <= now))
      .map((r) => r.id);
    const queueAll = async () => {
      await Promise.all(
        due.map((id) =>
          this.opts.queue(id).catch((err: unknown) => this.opts.logError(err, 'notification queue failed')),
        ),
      );
    };
    if (ctx) ctx.afterCommit(queueAll);
    else await queueAll();
    return written.map((r) => r.id);
  }

  /**
   * 站内信: the message centre's copy for each member told (none for an event whose point is outside the site,
   * see inboxMessage), written now, and its delivery row (already 已发送) beside the other channels' rows.
   */
  private async inbox<E extends NotificationEvent>(
    db: DbOrTx,
    input: NotifyInput<E>,
    people: NotifyInput<E>['users'],
    rows: (typeof notificationDeliveries.$inferInsert)[],
  ) {
    const m = people.length ? inboxMessage(input.event, input.facts, input.path) : null;
    if (!m) return;
    await writeMessages(
      db,
      people.map((u) => ({ userId: u.id, type: m.type, title: m.title, content: m.content, link: m.link })),
    );
    const at = this.opts.now();
    for (const u of people)
      rows.push({
        event: input.event,
        channel: 'inbox',
        userId: u.id,
        target: u.username || `#${u.id}`,
        message: { subject: m.title, text: m.content, html: '', markdown: '', link: m.link },
        status: 'sent',
        attempts: 1,
        lastAttemptAt: at,
        sentAt: at,
      });
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
    // Quiet hours not over yet (queued early by hand): the sweep sends it when they are.
    if (row.notBefore && row.notBefore > this.opts.now()) return;
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

  /**
   * Deliveries written before `before` and never tried (their process stopped before queueing them), and those
   * held for quiet hours whose time has come (`now`).
   */
  async stranded(before: Date, now: Date): Promise<number[]> {
    const rows = await this.db
      .select({ id: notificationDeliveries.id })
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.status, 'pending'),
          isNull(notificationDeliveries.lastAttemptAt),
          lt(notificationDeliveries.createdAt, before),
          or(isNull(notificationDeliveries.notBefore), lte(notificationDeliveries.notBefore, now)),
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
