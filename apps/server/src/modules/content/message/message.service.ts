import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  MESSAGE_TYPE_LABEL,
  type MessageDetail,
  type MessageItem,
  type MessagePage,
  type MessageType,
  type messageListBody,
} from '@mall/shared';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { merchantNotices, systemMessages, type SystemMessageRow } from './message.table';

export type NewMessage = {
  userId: number;
  type: MessageType;
  title: string;
  content: string;
  /** Storefront path the message is about. */
  link?: string;
};

/** Writes one buyer message; call it inside the transaction of the event it reports. */
export async function writeMessage(tx: DbOrTx, message: NewMessage): Promise<void> {
  await tx
    .insert(systemMessages)
    .values({
      userId: message.userId,
      type: message.type,
      title: message.title.slice(0, 100),
      content: message.content,
      link: message.link ?? '',
    })
    .prepare('message_insert')
    .execute();
}

function toItem(row: SystemMessageRow): MessageItem {
  return {
    id: row.id,
    type: row.type,
    typeLabel: MESSAGE_TYPE_LABEL[row.type as MessageType] ?? '',
    title: row.title,
    summary: row.content.slice(0, 100),
    link: row.link,
    readStatus: row.read ? 1 : 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A buyer's own messages: count, list, detail (marks read), batch read and delete. */
export class MessageService {
  constructor(private readonly db: Db) {}

  /** Unread messages of the buyer. */
  async unreadCount(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(systemMessages)
      .where(and(eq(systemMessages.userId, userId), eq(systemMessages.read, false)));
    return row?.n ?? 0;
  }

  /** One page of the buyer's messages, by type and read state, newest (or unread) first. */
  async list(userId: number, query: z.output<typeof messageListBody>): Promise<MessagePage> {
    const where = and(
      eq(systemMessages.userId, userId),
      query.type !== undefined ? eq(systemMessages.type, query.type) : undefined,
      query.readStatus !== undefined ? eq(systemMessages.read, query.readStatus === 1) : undefined,
    );
    const order =
      query.unreadFirst === 1
        ? [systemMessages.read, desc(systemMessages.createdAt), desc(systemMessages.id)]
        : [desc(systemMessages.createdAt), desc(systemMessages.id)];
    const [rows, [total], unread] = await Promise.all([
      this.db
        .select()
        .from(systemMessages)
        .where(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.pageNum - 1) * query.pageSize),
      this.db.select({ n: count() }).from(systemMessages).where(where),
      this.unreadCount(userId),
    ]);
    return {
      list: rows.map(toItem),
      total: total?.n ?? 0,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
      unread,
    };
  }

  /** The message in full; reading it marks it read. Foreign or unknown ids → 404. */
  async detail(userId: number, id: number): Promise<MessageDetail> {
    const [row] = await this.db
      .update(systemMessages)
      .set({ read: true, readAt: sql`coalesce(${systemMessages.readAt}, now())` })
      .where(and(eq(systemMessages.id, id), eq(systemMessages.userId, userId)))
      .returning();
    if (!row) throw notFound('消息不存在');
    return { ...toItem(row), content: row.content, readAt: row.readAt?.toISOString() ?? null };
  }

  /** Marks the named messages (or all) read; ids of other buyers are ignored. Returns the unread count. */
  async markRead(userId: number, ids: number[] | 'all'): Promise<number> {
    await this.db
      .update(systemMessages)
      .set({ read: true, readAt: sql`now()` })
      .where(
        and(
          eq(systemMessages.userId, userId),
          eq(systemMessages.read, false),
          ids === 'all' ? undefined : inArray(systemMessages.id, ids),
        ),
      );
    return this.unreadCount(userId);
  }

  /** Deletes the named messages (or all); ids of other buyers are ignored. Returns the unread count. */
  async remove(userId: number, ids: number[] | 'all'): Promise<number> {
    await this.db
      .delete(systemMessages)
      .where(
        and(eq(systemMessages.userId, userId), ids === 'all' ? undefined : inArray(systemMessages.id, ids)),
      );
    return this.unreadCount(userId);
  }
}

export type NewMerchantNotice = { merchantId: number; title: string; content: string; link?: string };

/** Writes portal messages to shops, inside the caller's transaction (one insert for all of them). */
export async function writeMerchantNotices(tx: DbOrTx, notices: readonly NewMerchantNotice[]): Promise<void> {
  if (!notices.length) return;
  await tx.insert(merchantNotices).values(
    notices.map((n) => ({
      merchantId: n.merchantId,
      title: n.title.slice(0, 100),
      content: n.content,
      link: n.link ?? '',
    })),
  );
}
