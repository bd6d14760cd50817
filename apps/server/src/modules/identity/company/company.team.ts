import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  type CompanyInvitation,
  type CompanyMember,
  type Department,
  type MyCompany,
  type departmentBody,
  type memberInviteBody,
  type memberUpdateBody,
  type subAccountBody,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/pg-errors';
import { AppError, badRequest, conflict, notFound } from '../../../lib/app-error';
import { hitLimit } from '../../../lib/store-limit';
import { addSubAccount } from './company.accounts';
import { departmentOfCompany, departmentsOf, invitationHash, membersOf, myCompanyOf } from './company.core';
import { companyContextOf, requireRole, type CompanyContext } from './company.scope';
import type { CompanyDeps } from './company.service';
import { companyDepartments, companyInvitations, companyMembers } from './company.table';

const INVITATION_TTL_MS = 7 * 24 * 3600_000;
const INVITES_PER_DAY = 30;

/** 企业账户, the 管理员's side: members, invitations, sub-accounts and departments. */
export class CompanyTeamService {
  constructor(
    private readonly db: Db,
    private readonly deps: CompanyDeps,
  ) {}

  private context(userId: number): Promise<CompanyContext | null> {
    return companyContextOf(this.db, userId);
  }

  async members(userId: number): Promise<CompanyMember[]> {
    const ctx = requireRole(await this.context(userId), '管理员', '财务');
    return membersOf(this.db, ctx.companyId);
  }

  /** 邀请成员 by mobile: an SMS invitation code, valid 7 days; the invitee signs in with that mobile and joins. */
  async invite(userId: number, body: z.output<typeof memberInviteBody>): Promise<CompanyInvitation> {
    const ctx = requireRole(await this.context(userId), '管理员');
    const departmentId = await departmentOfCompany(this.db, ctx.companyId, body.departmentId);
    const [existing] = await queryRows<{ company_id: number }>(
      this.db,
      sql`select m.company_id from users u join company_members m on m.user_id = u.id where u.mobile = ${body.mobile}`,
    );
    if (existing)
      throw conflict(
        Number(existing.company_id) === ctx.companyId ? '该手机号已是本企业成员' : '该手机号已加入其他企业',
      );
    await hitLimit(
      this.deps.store,
      `company:invite:${ctx.companyId}`,
      INVITES_PER_DAY,
      24 * 3600_000,
      '今日邀请次数已达上限，请明天再试',
    );
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const [row] = await this.db
      .insert(companyInvitations)
      .values({
        companyId: ctx.companyId,
        mobile: body.mobile,
        roles: body.roles,
        departmentId,
        codeHash: invitationHash(body.mobile, code),
        expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
        createdBy: userId,
      })
      .returning();
    try {
      await this.deps.notify(
        body.mobile,
        `【工业品商城】${ctx.companyName}邀请您加入企业采购账户，邀请码 ${code}，7 天内有效。请使用本手机号登录后，在“企业信息”页面输入邀请码加入。`,
      );
    } catch {
      await this.db.delete(companyInvitations).where(eq(companyInvitations.id, row!.id));
      throw new AppError(502, '短信发送失败，请稍后再试');
    }
    return (await this.invitations(userId)).find((i) => i.id === row!.id)!;
  }

  async invitations(userId: number): Promise<CompanyInvitation[]> {
    const ctx = requireRole(await this.context(userId), '管理员');
    const rows = await this.db
      .select({
        inv: companyInvitations,
        departmentName: companyDepartments.name,
      })
      .from(companyInvitations)
      .leftJoin(companyDepartments, eq(companyDepartments.id, companyInvitations.departmentId))
      .where(eq(companyInvitations.companyId, ctx.companyId))
      .orderBy(sql`${companyInvitations.createdAt} desc`)
      .limit(100);
    const now = Date.now();
    return rows.map(({ inv, departmentName }) => ({
      id: inv.id,
      mobile: inv.mobile,
      roles: inv.roles,
      departmentName: departmentName ?? '',
      state: inv.acceptedAt ? '已加入' : inv.expiresAt.getTime() <= now ? '已过期' : '待接受',
      expiresAt: inv.expiresAt.toISOString(),
      createdAt: inv.createdAt.toISOString(),
    }));
  }

  /** 创建子账号: a new buyer account of the company that must change its initial password at first login. */
  async createSubAccount(userId: number, body: z.output<typeof subAccountBody>): Promise<CompanyMember> {
    const ctx = requireRole(await this.context(userId), '管理员');
    const departmentId = await departmentOfCompany(this.db, ctx.companyId, body.departmentId);
    let newId: number;
    try {
      newId = await addSubAccount(this.db, {
        companyId: ctx.companyId,
        companyName: ctx.companyName,
        username: body.username,
        mobile: body.mobile,
        password: body.password,
        name: body.name,
        email: '',
        roles: body.roles,
        departmentId,
      });
    } catch (err) {
      if (isUniqueViolation(err, 'users_username_lower_uq')) throw conflict('用户名已被使用');
      if (isUniqueViolation(err, 'users_mobile_uq')) throw conflict('该手机号已注册，请改用“邀请成员”');
      throw err;
    }
    return (await membersOf(this.db, ctx.companyId, newId))[0]!;
  }

  private async memberOfMine(ctx: CompanyContext, targetId: number) {
    const [m] = await this.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.userId, targetId), eq(companyMembers.companyId, ctx.companyId)));
    if (!m) throw notFound('成员不存在');
    return m;
  }

  /** A department of the caller's company; another company's or none → 404 `missing`. */
  private async departmentOfMine(ctx: CompanyContext, id: number, missing: string) {
    const [d] = await this.db
      .select()
      .from(companyDepartments)
      .where(and(eq(companyDepartments.id, id), eq(companyDepartments.companyId, ctx.companyId)));
    if (!d) throw notFound(missing);
    return d;
  }

  /** Roles and department of a member (管理员). The company keeps at least one active 管理员. */
  async updateMember(userId: number, body: z.output<typeof memberUpdateBody>): Promise<CompanyMember> {
    const ctx = requireRole(await this.context(userId), '管理员');
    const target = await this.memberOfMine(ctx, body.userId);
    const departmentId = await departmentOfCompany(this.db, ctx.companyId, body.departmentId);
    if (target.roles.includes('管理员') && !body.roles.includes('管理员') && body.userId === userId)
      throw conflict('不能取消自己的管理员角色，请使用“移交管理员”');
    await this.db
      .update(companyMembers)
      .set({ roles: body.roles, departmentId })
      .where(eq(companyMembers.userId, target.userId));
    return (await membersOf(this.db, ctx.companyId, target.userId))[0]!;
  }

  /** 停用 / 启用 a member (管理员); disabling ends the member's sessions at once. */
  async setMemberStatus(userId: number, targetId: number, enabled: boolean): Promise<CompanyMember> {
    const ctx = requireRole(await this.context(userId), '管理员');
    const target = await this.memberOfMine(ctx, targetId);
    if (targetId === userId) throw conflict('不能停用自己的账号');
    await this.db
      .update(companyMembers)
      .set({ status: enabled ? 1 : 0 })
      .where(eq(companyMembers.userId, target.userId));
    await this.deps.pricingChanged?.({ users: [target.userId] });
    if (!enabled) await this.deps.revokeSessions(target.userId);
    return (await membersOf(this.db, ctx.companyId, target.userId))[0]!;
  }

  /** 移交管理员: the target becomes 管理员 and the caller gives the role up (one transaction). */
  async transferAdmin(userId: number, targetId: number): Promise<MyCompany> {
    const ctx = requireRole(await this.context(userId), '管理员');
    const target = await this.memberOfMine(ctx, targetId);
    if (targetId === userId) throw badRequest('请选择其他成员');
    if (target.status !== 1) throw conflict('该成员已停用，不能接任管理员');
    await this.db.transaction(async (tx) => {
      await tx
        .update(companyMembers)
        .set({ roles: [...new Set(['管理员', ...target.roles])] })
        .where(eq(companyMembers.userId, targetId));
      const mine = ctx.roles.filter((r) => r !== '管理员');
      await tx
        .update(companyMembers)
        .set({ roles: mine.length ? mine : ['采购员'] })
        .where(eq(companyMembers.userId, userId));
    });
    return (await myCompanyOf(this.db, userId))!;
  }

  async departments(userId: number): Promise<Department[]> {
    const ctx = requireRole(await this.context(userId));
    return departmentsOf(this.db, ctx.companyId);
  }

  /** 新增 / 编辑部门 (管理员): two levels; the head must be a member of the company. */
  async saveDepartment(userId: number, body: z.output<typeof departmentBody>): Promise<Department> {
    const ctx = requireRole(await this.context(userId), '管理员');
    const parentId = body.parentId ?? null;
    if (parentId) {
      const parent = await this.departmentOfMine(ctx, parentId, '上级部门不存在');
      if (parent.parentId) throw badRequest('部门最多两级，不能选择二级部门作为上级');
      if (body.id && parentId === body.id) throw badRequest('上级部门不能是自己');
    }
    if (body.headUserId) await this.memberOfMine(ctx, body.headUserId);
    let id = body.id;
    if (id) {
      await this.departmentOfMine(ctx, id, '部门不存在');
      if (parentId) {
        const [child] = await this.db
          .select({ id: companyDepartments.id })
          .from(companyDepartments)
          .where(eq(companyDepartments.parentId, id))
          .limit(1);
        if (child) throw badRequest('该部门有下级部门，不能再设上级部门');
      }
      await this.db
        .update(companyDepartments)
        .set({ name: body.name, parentId, headUserId: body.headUserId ?? null })
        .where(eq(companyDepartments.id, id));
    } else {
      const [row] = await this.db
        .insert(companyDepartments)
        .values({ companyId: ctx.companyId, name: body.name, parentId, headUserId: body.headUserId ?? null })
        .returning({ id: companyDepartments.id });
      id = row!.id;
    }
    return (await departmentsOf(this.db, ctx.companyId)).find((d) => d.id === id)!;
  }

  /** 删除部门 (管理员): only without sub-departments and members. */
  async deleteDepartment(userId: number, id: number): Promise<void> {
    const ctx = requireRole(await this.context(userId), '管理员');
    const list = await departmentsOf(this.db, ctx.companyId);
    const dept = list.find((d) => d.id === id);
    if (!dept) throw notFound('部门不存在');
    if (list.some((d) => d.parentId === id)) throw conflict('请先删除下级部门');
    if (dept.memberCount > 0) throw conflict('部门下还有成员，请先调整成员的部门');
    await this.db.delete(companyDepartments).where(eq(companyDepartments.id, id));
  }
}
