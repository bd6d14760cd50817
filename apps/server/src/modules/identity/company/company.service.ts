import { and, eq, gt, isNull } from 'drizzle-orm';
import { COMPANY_STATUS, type MyCompany, type companyCreateBody } from '@mall/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/pg-errors';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/app-error';
import type { EphemeralStore } from '../../../lib/store';
import { hitLimit } from '../../../lib/store-limit';
import { users } from '../user/user.table';
import { departmentOfCompany, invitationHash, myCompanyOf } from './company.core';
import { companyContextOf, requireRole, type CompanyContext } from './company.scope';
import { companies, companyInvitations, companyMembers } from './company.table';

/** Whose company standing changed: a listener (catalogue's pricing memo) forgets what it knew of them. */
export type MembershipChange = { companies?: readonly number[]; users?: readonly number[] };

export type CompanyDeps = {
  store: EphemeralStore;
  /** Sends an SMS text through the configured provider (failures are logged, never fatal). */
  notify: (mobile: string, content: string) => Promise<void>;
  /** Ends every session of a buyer at once. */
  revokeSessions: (userId: number) => Promise<void>;
  /** Tells the storefront's pricing memo that a buyer's membership changed (agreement prices, pool). */
  pricingChanged?: (change: MembershipChange) => Promise<void>;
};

/** 企业账户, the buyer's side: the company itself (create, edit, settings) and joining it by invitation. */
export class CompanyService {
  constructor(
    private readonly db: Db,
    private readonly deps: CompanyDeps,
  ) {}

  context(userId: number): Promise<CompanyContext | null> {
    return companyContextOf(this.db, userId);
  }

  /** My company and my place in it; null for a buyer without one (个人采购). */
  current(userId: number): Promise<MyCompany | null> {
    return myCompanyOf(this.db, userId);
  }

  /** 创建企业: the buyer becomes its 管理员; the company waits for an operator's review. */
  async create(userId: number, body: z.output<typeof companyCreateBody>): Promise<MyCompany> {
    if (await this.context(userId)) throw conflict('您已加入企业，一个账号只能属于一个企业');
    try {
      await this.db.transaction(async (tx) => {
        const [c] = await tx
          .insert(companies)
          .values({ ...body, createdBy: userId })
          .returning({ id: companies.id });
        await tx.insert(companyMembers).values({ userId, companyId: c!.id, roles: ['管理员', '采购员'] });
        await tx
          .update(users)
          .set({ companyName: body.name, updatedAt: new Date() })
          .where(eq(users.id, userId));
      });
    } catch (err) {
      if (isUniqueViolation(err, 'companies_credit_code_uq')) throw conflict('该统一社会信用代码已注册企业');
      if (isUniqueViolation(err, 'company_members_pkey'))
        throw conflict('您已加入企业，一个账号只能属于一个企业');
      throw err;
    }
    await this.deps.pricingChanged?.({ users: [userId] });
    return (await this.current(userId))!;
  }

  /** 修改企业资料 (管理员). A rejected company goes back to review; a verified one keeps its name and code. */
  async update(userId: number, body: z.output<typeof companyCreateBody>): Promise<MyCompany> {
    const ctx = this.adminOf(await this.context(userId));
    const [c] = await this.db.select().from(companies).where(eq(companies.id, ctx.companyId));
    if (!c) throw notFound('企业不存在');
    if (c.status === COMPANY_STATUS.DISABLED) throw forbidden('企业已被停用，请联系平台客服');
    const verified = c.status === COMPANY_STATUS.VERIFIED;
    if (verified && (body.name !== c.name || body.creditCode !== c.creditCode))
      throw conflict('企业已认证，名称和统一社会信用代码不能修改');
    try {
      await this.db
        .update(companies)
        .set({
          ...body,
          status: verified ? c.status : COMPANY_STATUS.PENDING,
          rejectReason: verified ? c.rejectReason : '',
          updatedAt: new Date(),
        })
        .where(eq(companies.id, c.id));
    } catch (err) {
      if (isUniqueViolation(err, 'companies_credit_code_uq')) throw conflict('该统一社会信用代码已注册企业');
      throw err;
    }
    return (await this.current(userId))!;
  }

  /** 采购单号必填 on or off (管理员). */
  async settings(userId: number, poRequired: boolean): Promise<MyCompany> {
    const ctx = requireRole(await this.context(userId), '管理员');
    await this.db
      .update(companies)
      .set({ poRequired, updatedAt: new Date() })
      .where(eq(companies.id, ctx.companyId));
    return (await this.current(userId))!;
  }

  private adminOf(ctx: CompanyContext | null): CompanyContext {
    if (!ctx) throw forbidden('您还没有加入企业');
    if (ctx.memberStatus !== 1 || !ctx.roles.includes('管理员')) throw forbidden('需要管理员角色');
    return ctx;
  }

  /** 加入企业 with an invitation code sent to the caller's own mobile. */
  async join(userId: number, code: string): Promise<MyCompany> {
    if (await this.context(userId)) throw conflict('您已加入企业，一个账号只能属于一个企业');
    await hitLimit(
      this.deps.store,
      `company:join:${userId}`,
      5,
      10 * 60_000,
      '尝试过于频繁，请 10 分钟后再试',
    );
    const [user] = await this.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('用户不存在');
    const [inv] = await this.db
      .select()
      .from(companyInvitations)
      .where(
        and(
          eq(companyInvitations.mobile, user.mobile),
          eq(companyInvitations.codeHash, invitationHash(user.mobile, code)),
          isNull(companyInvitations.acceptedAt),
          gt(companyInvitations.expiresAt, new Date()),
        ),
      );
    if (!inv) throw badRequest('邀请码错误或已失效');
    try {
      await this.db.transaction(async (tx) => {
        const [c] = await tx.select().from(companies).where(eq(companies.id, inv.companyId)).for('share');
        if (!c || c.status === COMPANY_STATUS.DISABLED) throw badRequest('邀请码错误或已失效');
        const taken = await tx
          .update(companyInvitations)
          .set({ acceptedAt: new Date() })
          .where(and(eq(companyInvitations.id, inv.id), isNull(companyInvitations.acceptedAt)))
          .returning({ id: companyInvitations.id });
        if (!taken.length) throw badRequest('邀请码错误或已失效');
        // The department may have been removed since the invitation: then none.
        const departmentId = inv.departmentId
          ? await departmentOfCompany(tx, inv.companyId, inv.departmentId).catch(() => null)
          : null;
        await tx
          .insert(companyMembers)
          .values({ userId, companyId: inv.companyId, roles: inv.roles, departmentId });
        await tx
          .update(users)
          .set({ companyName: c.name, updatedAt: new Date() })
          .where(eq(users.id, userId));
      });
    } catch (err) {
      if (isUniqueViolation(err, 'company_members_pkey'))
        throw conflict('您已加入企业，一个账号只能属于一个企业');
      throw err;
    }
    await this.deps.pricingChanged?.({ users: [userId] });
    return (await this.current(userId))!;
  }
}
