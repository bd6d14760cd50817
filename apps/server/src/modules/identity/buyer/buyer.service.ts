import { and, eq, sql } from 'drizzle-orm';
import { type BuyerDetail, type BuyerListItem, type BuyerListPage, type buyerListBody } from '@mall/shared';
import type { z } from 'zod';
import { type Db } from '../../../db/client';
import { rowById } from '../../../lib/by-id';
import { anyContains } from '../../../lib/china-day';
import { newestFirstPage } from '../../../lib/newest-page';
import { snapshot, updateAudited, type AuditActor } from '../../platform/audit';
import { users, type UserRow } from '../user/user.table';

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

/** A buyer's orders (count, amount in 元, latest), after-sales and addresses: trade's plugin provides it. */
export type BuyerTrade = (
  db: Db,
  userId: number,
  latest: number,
) => Promise<{
  orders: { count: number; amount: string; latest: Omit<BuyerDetail['orders'][number], 'buyer'>[] };
  afs: { count: number; latest: BuyerDetail['afs'] };
  addresses: number;
}>;

/** A buyer's invoices (count, latest): finance's plugin provides it. */
export type BuyerInvoices = (
  db: Db,
  userId: number,
  latest: number,
) => Promise<{ count: number; latest: BuyerDetail['invoices'] }>;

/**
 * Buyer accounts seen from the console: list, detail with their latest orders, invoices and after-sales, and
 * disable/enable. Disabling ends every session at once (`revokeAll`), and login answers 账号已被停用.
 */
export class BuyerAdminService {
  constructor(
    private readonly db: Db,
    private readonly sessions: { revokeAll(userId: number): Promise<void> },
    /** The detail's orders, after-sales and invoices come from the domains above identity. */
    private readonly facts: { trade: BuyerTrade; invoices: BuyerInvoices },
  ) {}

  async list(q: z.output<typeof buyerListBody>): Promise<BuyerListPage> {
    const where = and(
      anyContains(q.keyword, users.username, users.mobile, users.companyName),
      q.status !== undefined ? eq(users.status, q.status) : undefined,
    );
    const { rows, total } = await newestFirstPage(this.db, users, where, q);
    return { list: rows.map(toItem), total, pageNum: q.pageNum, pageSize: q.pageSize };
  }

  private find(id: number): Promise<UserRow> {
    return rowById(this.db, users, id, '买家不存在');
  }

  async detail(id: number): Promise<BuyerDetail> {
    const user = await this.find(id);
    const [trade, invoices] = await Promise.all([
      this.facts.trade(this.db, id, LATEST),
      this.facts.invoices(this.db, id, LATEST),
    ]);
    const buyer = { id: user.id, username: user.username, companyName: user.companyName };
    return {
      profile: { ...toItem(user), position: user.position },
      counts: {
        orders: trade.orders.count,
        orderAmount: trade.orders.amount,
        invoices: invoices.count,
        afs: trade.afs.count,
        addresses: trade.addresses,
      },
      orders: trade.orders.latest.map((item) => ({ ...item, buyer })),
      invoices: invoices.latest,
      afs: trade.afs.latest,
    };
  }

  /** 停用 / 启用. Disabling revokes every session of the buyer (after the commit). */
  async setStatus(op: AuditActor, id: number, enabled: boolean): Promise<BuyerListItem> {
    const status = enabled ? 1 : 0;
    const after = await this.db.transaction(async (tx) => {
      const before = await rowById(tx, users, id, '买家不存在', { lock: true });
      return updateAudited(
        tx,
        op,
        users,
        id,
        { status, updatedAt: sql`now()` },
        {
          action: enabled ? 'buyer.enable' : 'buyer.disable',
          targetType: 'buyer',
          summary: `${enabled ? '启用' : '停用'}买家账号 ${before.username}${before.companyName ? `（${before.companyName}）` : ''}`,
          before: snapshot(before, BUYER_AUDIT_FIELDS),
          after: (row) => snapshot(row, BUYER_AUDIT_FIELDS),
        },
      );
    });
    if (!enabled) await this.sessions.revokeAll(id);
    return toItem(after);
  }
}
