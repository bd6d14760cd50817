import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import {
  AFS_STATUS_LABEL,
  AFS_TYPE_LABEL,
  INVOICE_STATUS_LABEL,
  fenToYuan,
  type AfsStatus,
  type AfsType,
  type BuyerDetail,
  type BuyerListItem,
  type BuyerListPage,
  type InvoiceStatus,
  type buyerListBody,
} from '@mall/shared';
import type { z } from 'zod';
import { type Db } from '../../../db/client';
import { notFound } from '../../../lib/app-error';
import { likeContains } from '../../../lib/china-day';
import { addresses } from '../../trade/address';
import { afsRequests } from '../../trade/afs';
import { recordAudit, snapshot, type AuditActor } from '../../platform/audit';
import { invoices } from '../../finance/invoice';
import { orders, toListItem } from '../../trade/order';
import { users, type UserRow } from '../user';

const LATEST = 10;
const BUYER_AUDIT_FIELDS = ['username', 'mobile', 'companyName', 'status'] as const;

const toItem = (u: UserRow): BuyerListItem => ({
  id: u.id,
  username: u.username,
  mobile: u.mobile,
  companyName: u.companyName,
  name: u.name,
  email: u.email,
  status: u.status,
  statusLabel: u.status === 1 ? '正常' : '已停用',
  lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
  createdAt: u.createdAt.toISOString(),
});

/**
 * Buyer accounts seen from the console: list, detail with their latest orders, invoices and after-sales, and
 * disable/enable. Disabling ends every session at once (`revokeAll`), and login answers 账号已被停用.
 */
export class BuyerAdminService {
  constructor(
    private readonly db: Db,
    private readonly sessions: { revokeAll(userId: number): Promise<void> },
  ) {}

  async list(q: z.output<typeof buyerListBody>): Promise<BuyerListPage> {
    const where = and(
      q.keyword
        ? or(
            ilike(users.username, likeContains(q.keyword)),
            ilike(users.mobile, likeContains(q.keyword)),
            ilike(users.companyName, likeContains(q.keyword)),
          )
        : undefined,
      q.status !== undefined ? eq(users.status, q.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    return { list: rows.map(toItem), total: total?.n ?? 0, pageNum: q.pageNum, pageSize: q.pageSize };
  }

  private async find(id: number): Promise<UserRow> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound('买家不存在');
    return row;
  }

  async detail(id: number): Promise<BuyerDetail> {
    const user = await this.find(id);
    const [
      [orderCounts],
      [invoiceCount],
      [afsCount],
      [addressCount],
      latestOrders,
      latestInvoices,
      latestAfs,
    ] = await Promise.all([
      this.db
        .select({
          n: count(),
          fen: sql<string>`coalesce(sum(${orders.payAmountFen}) filter (where ${orders.status} <> 7), 0)::text`,
        })
        .from(orders)
        .where(eq(orders.userId, id)),
      this.db.select({ n: count() }).from(invoices).where(eq(invoices.userId, id)),
      this.db.select({ n: count() }).from(afsRequests).where(eq(afsRequests.userId, id)),
      this.db.select({ n: count() }).from(addresses).where(eq(addresses.userId, id)),
      this.db
        .select()
        .from(orders)
        .where(eq(orders.userId, id))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(LATEST),
      this.db
        .select({
          applyNo: invoices.applyNo,
          status: invoices.status,
          totalFen: invoices.totalFen,
          invoiceNo: invoices.invoiceNo,
          createdAt: invoices.createdAt,
        })
        .from(invoices)
        .where(eq(invoices.userId, id))
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(LATEST),
      this.db
        .select({
          afsNo: afsRequests.afsNo,
          orderNo: orders.orderNo,
          type: afsRequests.type,
          status: afsRequests.status,
          refundFen: afsRequests.refundFen,
          createdAt: afsRequests.createdAt,
        })
        .from(afsRequests)
        .innerJoin(orders, eq(orders.id, afsRequests.orderId))
        .where(eq(afsRequests.userId, id))
        .orderBy(desc(afsRequests.createdAt), desc(afsRequests.id))
        .limit(LATEST),
    ]);
    const buyer = { id: user.id, username: user.username, companyName: user.companyName };
    return {
      profile: { ...toItem(user), position: user.position },
      counts: {
        orders: orderCounts?.n ?? 0,
        orderAmount: fenToYuan(BigInt(orderCounts?.fen ?? '0')),
        invoices: invoiceCount?.n ?? 0,
        afs: afsCount?.n ?? 0,
        addresses: addressCount?.n ?? 0,
      },
      orders: latestOrders.map((o) => {
        const { lines: _lines, actions: _actions, ...item } = toListItem(o, []);
        return { ...item, buyer };
      }),
      invoices: latestInvoices.map((i) => ({
        applyNo: i.applyNo,
        status: i.status,
        statusLabel: INVOICE_STATUS_LABEL[i.status as InvoiceStatus] ?? '',
        amount: fenToYuan(i.totalFen),
        invoiceNo: i.invoiceNo,
        createdAt: i.createdAt.toISOString(),
      })),
      afs: latestAfs.map((a) => ({
        afsNo: a.afsNo,
        orderNo: a.orderNo,
        type: a.type,
        typeLabel: AFS_TYPE_LABEL[a.type as AfsType] ?? '',
        status: a.status,
        statusLabel: AFS_STATUS_LABEL[a.status as AfsStatus] ?? '',
        refund: fenToYuan(a.refundFen),
        createdAt: a.createdAt.toISOString(),
      })),
    };
  }

  /** 停用 / 启用. Disabling revokes every session of the buyer (after the commit). */
  async setStatus(op: AuditActor, id: number, enabled: boolean): Promise<BuyerListItem> {
    const status = enabled ? 1 : 0;
    const after = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!before) throw notFound('买家不存在');
      const [updated] = await tx
        .update(users)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      await recordAudit(tx, op, {
        action: enabled ? 'buyer.enable' : 'buyer.disable',
        targetType: 'buyer',
        targetId: id,
        summary: `${enabled ? '启用' : '停用'}买家账号 ${before.username}${before.companyName ? `（${before.companyName}）` : ''}`,
        before: snapshot(before, BUYER_AUDIT_FIELDS),
        after: snapshot(updated, BUYER_AUDIT_FIELDS),
      });
      return updated!;
    });
    if (!enabled) await this.sessions.revokeAll(id);
    return toItem(after);
  }
}
