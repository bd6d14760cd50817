import { and, count, desc, eq, ilike, notInArray, type SQL } from 'drizzle-orm';
import {
  CHANNEL_LABEL,
  DELIVERY_STATUS_LABEL,
  DIGEST_EVENT,
  DIGEST_LABEL,
  NOTIFICATION_EVENTS,
  type DeliveryLogPage,
  type deliveryLogQuery,
  type DeliveryLogRow,
  type DeliveryStatus,
  type NotificationEvent,
} from '@mall/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../lib/app-error';
import { chinaDayRange, likeContains } from '../../../lib/china-day';
import { notificationDeliveries, type NotificationDeliveryRow } from './delivery.table';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
/** An SMS delivery's mobile as the log shows it (138****8000); the row keeps the number it was sent to. */
const shownTarget = (r: NotificationDeliveryRow) =>
  r.channel === 'sms' ? r.target.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2') : r.target;

function toRow(r: NotificationDeliveryRow): DeliveryLogRow {
  const status = r.status as DeliveryStatus;
  return {
    id: r.id,
    event: r.event,
    eventLabel:
      r.event === DIGEST_EVENT
        ? DIGEST_LABEL
        : (NOTIFICATION_EVENTS[r.event as NotificationEvent]?.label ?? r.event),
    channel: r.channel,
    channelLabel: CHANNEL_LABEL[r.channel as keyof typeof CHANNEL_LABEL] ?? r.channel,
    target: shownTarget(r),
    recipientKind: r.robotId ? 'robot' : 'member',
    subject: r.message.subject,
    status,
    statusLabel: DELIVERY_STATUS_LABEL[status] ?? status,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
    sentAt: iso(r.sentAt),
    notBefore: iso(r.notBefore),
  };
}

/**
 * The console's delivery log (issue 49): every notification delivery with its outcome, searched by event,
 * channel, status, recipient and day (China); and a resend of one not yet sent (failed after its tries, or
 * stuck pending): it is queued again with fresh tries, through the same job as the first time.
 */
export class DeliveryLog {
  constructor(
    private readonly db: Db,
    private readonly queue: (deliveryId: number) => Promise<void>,
  ) {}

  async list(q: z.output<typeof deliveryLogQuery>): Promise<DeliveryLogPage> {
    const { pageNum, pageSize } = q;
    const t = notificationDeliveries;
    const where = and(
      ...([
        q.event ? eq(t.event, q.event) : undefined,
        q.channel ? eq(t.channel, q.channel) : undefined,
        q.status ? eq(t.status, q.status) : undefined,
        q.target ? ilike(t.target, likeContains(q.target)) : undefined,
        chinaDayRange(t.createdAt, q.startDate, q.endDate),
      ].filter(Boolean) as SQL[]),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(t)
        .where(where)
        .orderBy(desc(t.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      this.db.select({ n: count() }).from(t).where(where),
    ]);
    return { list: rows.map(toRow), total: Number(total?.n ?? 0), pageNum, pageSize };
  }

  /**
   * Queues a failed, pending or digest-held delivery again (tries from zero, now); a sent one, or one sent
   * within a 每日汇总, answers 409.
   */
  async resend(id: number): Promise<DeliveryLogRow> {
    const t = notificationDeliveries;
    const [row] = await this.db
      .update(t)
      .set({ status: 'pending', attempts: 0, notBefore: null })
      .where(and(eq(t.id, id), notInArray(t.status, ['sent', 'digested'])))
      .returning();
    if (!row) {
      const [exists] = await this.db.select({ status: t.status }).from(t).where(eq(t.id, id));
      if (!exists) throw notFound('投递记录不存在');
      throw conflict(
        exists.status === 'digested' ? '该消息已随每日汇总发送，无需重发' : '该消息已发送，无需重发',
      );
    }
    await this.queue(row.id);
    return toRow(row);
  }
}
