import { sql } from 'drizzle-orm';
import {
  COMPANY_STATUS,
  MESSAGE_TYPE,
  fenToYuan,
  type AdminCompany,
  type AdminCompanyDetail,
  type adminCompanyListBody,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db } from '../../../db/client';
import { conflict } from '../../../lib/app-error';
import { rowById } from '../../../lib/by-id';
import { snapshot, updateAudited, type AuditActor } from '../../platform/audit';
import { writeMessage } from '../../content/message';
import { companyCore, departmentsOf, membersOf } from './company.core';
import type { MembershipChange } from './company.service';
import { companies, type CompanyRow } from './company.table';

/** The company detail's purchasing part, filled in by procurement. */
export type CompanyPurchasing = Pick<AdminCompanyDetail, 'rules' | 'budgets'>;

const AUDIT_FIELDS = ['status', 'rejectReason', 'name', 'creditCode'] as const;

/** Operators: the companies list, review (认证), detail and disabling a company. */
export class CompanyAdminService {
  constructor(
    private readonly db: Db,
    /** Tells the storefront's pricing memo that a company's status changed (its prices and pool apply or not). */
    private readonly pricingChanged: (change: MembershipChange) => Promise<void>,
    /**
     * The company's purchasing set-up shown on its detail (approval rules and budgets): procurement owns it
     * and lends it here at app build, since identity imports nothing above it.
     */
    private readonly purchasingOf: (db: Db, companyId: number) => Promise<CompanyPurchasing>,
  ) {}

  private async withAdmin(rows: CompanyRow[]): Promise<AdminCompany[]> {
    if (!rows.length) return [];
    const facts = await queryRows<{
      company_id: number;
      admin_name: string;
      admin_mobile: string;
      members: number;
    }>(
      this.db,
      sql`select m.company_id, count(*)::int as members,
            (array_agg(coalesce(nullif(u.name, ''), u.username) order by m.joined_at) filter (where m.roles ? '管理员'))[1] as admin_name,
            (array_agg(u.mobile order by m.joined_at) filter (where m.roles ? '管理员'))[1] as admin_mobile
          from company_members m join users u on u.id = m.user_id
          where m.company_id = any(${sql.param(rows.map((r) => r.id))}::bigint[]) group by m.company_id`,
    );
    const byId = new Map(facts.map((f) => [Number(f.company_id), f]));
    return rows.map((c) => {
      const f = byId.get(c.id);
      return {
        ...companyCore(c),
        adminName: f?.admin_name ?? '',
        adminMobile: f?.admin_mobile ?? '',
        memberCount: Number(f?.members ?? 0),
      };
    });
  }

  async list(q: z.output<typeof adminCompanyListBody>) {
    const filters = [sql`true`];
    if (q.status) filters.push(sql`status = ${q.status}`);
    if (q.keyword) {
      const like = `%${q.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      filters.push(sql`(name ilike ${like} or credit_code ilike ${like} or contact_mobile like ${like})`);
    }
    const where = sql.join(filters, sql` and `);
    const [count] = await queryRows<{ n: number }>(
      this.db,
      sql`select count(*)::int as n from companies where ${where}`,
    );
    const rows = await this.db
      .select()
      .from(companies)
      .where(where)
      .orderBy(sql`case when status = 1 then 0 else 1 end, created_at desc, id desc`)
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize);
    return {
      list: await this.withAdmin(rows),
      total: Number(count?.n ?? 0),
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  private row(id: number): Promise<CompanyRow> {
    return rowById(this.db, companies, id, '企业不存在');
  }

  async detail(id: number): Promise<AdminCompanyDetail> {
    const c = await this.row(id);
    const [base] = await this.withAdmin([c]);
    const orders = await queryRows<{
      order_no: string;
      buyer: string;
      po_number: string;
      pay_amount_fen: number;
      status: number;
      created_at: Date | string;
    }>(
      this.db,
      sql`select o.order_no, coalesce(nullif(u.name, ''), u.username) as buyer, o.po_number, o.pay_amount_fen,
            o.status, o.created_at
          from orders o join users u on u.id = o.user_id where o.company_id = ${id}
          order by o.created_at desc, o.id desc limit 20`,
    );
    return {
      ...base!,
      members: await membersOf(this.db, id),
      departments: await departmentsOf(this.db, id),
      ...(await this.purchasingOf(this.db, id)),
      recentOrders: orders.map((o) => ({
        orderNo: o.order_no,
        buyerName: o.buyer,
        poNumber: o.po_number,
        amount: fenToYuan(Number(o.pay_amount_fen)),
        status: o.status,
        createdAt: new Date(o.created_at).toISOString(),
      })),
    };
  }

  /** 认证审核: 待审核 → 已认证 or 已驳回 (with the reason); the company's 管理员 gets a message. */
  async review(actor: AuditActor, id: number, approve: boolean, reason: string): Promise<AdminCompany> {
    await this.db.transaction(async (tx) => {
      const c = await rowById(tx, companies, id, '企业不存在', { lock: true });
      if (c.status !== COMPANY_STATUS.PENDING) throw conflict('该企业不在待审核状态');
      await updateAudited(
        tx,
        actor,
        companies,
        id,
        {
          status: approve ? COMPANY_STATUS.VERIFIED : COMPANY_STATUS.REJECTED,
          rejectReason: approve ? '' : reason,
          verifiedAt: approve ? new Date() : null,
          reviewedBy: actor.operatorId,
          updatedAt: new Date(),
        },
        {
          action: approve ? '企业认证通过' : '企业认证驳回',
          targetType: 'company',
          summary: `${c.name}${approve ? '' : `：${reason}`}`,
          before: snapshot(c, AUDIT_FIELDS),
          after: (row) => snapshot(row, AUDIT_FIELDS),
        },
      );
      const admins = await queryRows<{ user_id: number }>(
        tx,
        sql`select user_id from company_members where company_id = ${id} and roles ? '管理员'`,
      );
      for (const a of admins)
        await writeMessage(tx, {
          userId: Number(a.user_id),
          type: MESSAGE_TYPE.NOTICE,
          title: approve ? '企业认证已通过' : '企业认证未通过',
          content: approve
            ? `您的企业“${c.name}”已通过认证，现在可以邀请成员、设置审批规则和预算。`
            : `您的企业“${c.name}”认证未通过，原因：${reason}。请修改资料后重新提交。`,
          link: '/company',
        });
    });
    await this.pricingChanged({ companies: [id] });
    return (await this.withAdmin([await this.row(id)]))[0]!;
  }

  /** 停用 / 启用 a company: while disabled its company calls answer 403 and members buy as individuals. */
  async setStatus(actor: AuditActor, id: number, enabled: boolean): Promise<AdminCompany> {
    await this.db.transaction(async (tx) => {
      const c = await rowById(tx, companies, id, '企业不存在', { lock: true });
      if (enabled && c.status !== COMPANY_STATUS.DISABLED) throw conflict('该企业未被停用');
      if (!enabled && c.status === COMPANY_STATUS.DISABLED) throw conflict('该企业已停用');
      const status = enabled
        ? c.verifiedAt
          ? COMPANY_STATUS.VERIFIED
          : COMPANY_STATUS.PENDING
        : COMPANY_STATUS.DISABLED;
      await updateAudited(
        tx,
        actor,
        companies,
        id,
        { status, updatedAt: new Date() },
        {
          action: enabled ? '启用企业' : '停用企业',
          targetType: 'company',
          summary: c.name,
          before: snapshot(c, AUDIT_FIELDS),
          after: (row) => snapshot(row, AUDIT_FIELDS),
        },
      );
    });
    await this.pricingChanged({ companies: [id] });
    return (await this.withAdmin([await this.row(id)]))[0]!;
  }
}
