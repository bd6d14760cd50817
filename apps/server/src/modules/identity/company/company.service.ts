import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  COMPANY_STATUS,
  COMPANY_STATUS_LABEL,
  type CompanyInvitation,
  type CompanyMember,
  type CompanyStatus,
  type Department,
  type MyCompany,
  type companyCreateBody,
  type departmentBody,
  type memberInviteBody,
  type memberUpdateBody,
  type subAccountBody,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../../lib/app-error';
import type { EphemeralStore } from '../../../lib/store';
import { hitLimit } from '../../../lib/store-limit';
import { users } from '../user';
import { addSubAccount } from './company.accounts';
import { companyContextOf, requireRole, type CompanyContext } from './company.scope';
import {
  companies,
  companyDepartments,
  companyInvitations,
  companyMembers,
  type CompanyRow,
} from './company.table';

const INVITATION_TTL_MS = 7 * 24 * 3600_000;
const INVITES_PER_DAY = 30;
const sha256 = (v: string) => createHash('sha256').update(v).digest('hex');

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

const isUnique = (err: unknown, constraint?: string) => {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e?.code ?? e?.cause?.code;
  const name = e?.constraint ?? e?.cause?.constraint ?? '';
  return code === '23505' && (!constraint || name === constraint);
};

type MemberQueryRow = {
  user_id: number;
  username: string;
  name: string;
  mobile: string;
  roles: string[];
  department_id: number | null;
  department_name: string | null;
  status: number;
  sub_account: boolean;
  must_change_password: boolean;
  joined_at: Date | string;
};

const toMember = (r: MemberQueryRow): CompanyMember => ({
  userId: Number(r.user_id),
  username: r.username,
  name: r.name,
  mobile: r.mobile,
  roles: r.roles,
  departmentId: r.department_id === null ? null : Number(r.department_id),
  departmentName: r.department_name ?? '',
  status: r.status,
  subAccount: r.sub_account,
  mustChangePassword: r.must_change_password,
  joinedAt: new Date(r.joined_at).toISOString(),
});

/** Every member of a company (or one), with name and department. */
export async function membersOf(db: DbOrTx, companyId: number, userId?: number): Promise<CompanyMember[]> {
  const rows = await queryRows<MemberQueryRow>(
    db,
    sql`select m.user_id, u.username, u.name, u.mobile, m.roles, m.department_id, d.name as department_name,
          m.status, m.sub_account, u.must_change_password, m.joined_at
        from company_members m join users u on u.id = m.user_id
        left join company_departments d on d.id = m.department_id
        where m.company_id = ${companyId} ${userId ? sql`and m.user_id = ${userId}` : sql``}
        order by m.joined_at, m.user_id`,
  );
  return rows.map(toMember);
}

/** A company's departments, parents first, with head and member count. */
export async function departmentsOf(db: DbOrTx, companyId: number): Promise<Department[]> {
  const rows = await queryRows<{
    id: number;
    name: string;
    parent_id: number | null;
    head_user_id: number | null;
    head_name: string | null;
    member_count: number;
  }>(
    db,
    sql`select d.id, d.name, d.parent_id, d.head_user_id, coalesce(nullif(u.name, ''), u.username) as head_name,
          (select count(*)::int from company_members m where m.department_id = d.id) as member_count
        from company_departments d left join users u on u.id = d.head_user_id
        where d.company_id = ${companyId} order by coalesce(d.parent_id, d.id), d.parent_id nulls first, d.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    headUserId: r.head_user_id === null ? null : Number(r.head_user_id),
    headName: r.head_name ?? '',
    memberCount: Number(r.member_count),
  }));
}

export function companyCore(c: CompanyRow) {
  return {
    id: c.id,
    name: c.name,
    creditCode: c.creditCode,
    licenseImage: c.licenseImage,
    contactName: c.contactName,
    contactMobile: c.contactMobile,
    status: c.status,
    statusLabel: COMPANY_STATUS_LABEL[c.status as CompanyStatus] ?? '',
    rejectReason: c.rejectReason,
    poRequired: c.poRequired,
    createdAt: c.createdAt.toISOString(),
    verifiedAt: c.verifiedAt?.toISOString() ?? null,
  };
}

/** 企业账户: the company itself, its members, invitations, sub-accounts and departments. */
export class CompanyService {
  constructor(
    private readonly db: Db,
    private readonly deps: CompanyDeps,
  ) {}

  context(userId: number): Promise<CompanyContext | null> {
    return companyContextOf(this.db, userId);
  }

  /** My company and my place in it; null for a buyer without one (个人采购). */
  async current(userId: number): Promise<MyCompany | null> {
    const ctx = await this.context(userId);
    if (!ctx) return null;
    const [c] = await this.db.select().from(companies).where(eq(companies.id, ctx.companyId));
    if (!c) return null;
    const [dept] = ctx.departmentId
      ? await this.db
          .select({ name: companyDepartments.name })
          .from(companyDepartments)
          .where(eq(companyDepartments.id, ctx.departmentId))
      : [];
    return {
      ...companyCore(c),
      roles: ctx.roles,
      departmentId: ctx.departmentId,
      departmentName: dept?.name ?? '',
      headOf: ctx.headOf,
      active: c.status === COMPANY_STATUS.VERIFIED && ctx.memberStatus === 1,
    };
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
      if (isUnique(err, 'companies_credit_code_uq')) throw conflict('该统一社会信用代码已注册企业');
      if (isUnique(err, 'company_members_pkey')) throw conflict('您已加入企业，一个账号只能属于一个企业');
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
      if (isUnique(err, 'companies_credit_code_uq')) throw conflict('该统一社会信用代码已注册企业');
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

  async members(userId: number): Promise<CompanyMember[]> {
    const ctx = requireRole(await this.context(userId), '管理员', '财务');
    return membersOf(this.db, ctx.companyId);
  }

  /** The department must belong to the company (else 404: nothing about other companies leaks). */
  private async checkDepartment(db: DbOrTx, companyId: number, departmentId: number | null | undefined) {
    if (!departmentId) return null;
    const [d] = await db
      .select({ id: companyDepartments.id })
      .from(companyDepartments)
      .where(and(eq(companyDepartments.id, departmentId), eq(companyDepartments.companyId, companyId)));
    if (!d) throw notFound('部门不存在');
    return d.id;
  }

  /** 邀请成员 by mobile: an SMS invitation code, valid 7 days; the invitee signs in with that mobile and joins. */
  async invite(userId: number, body: z.output<typeof memberInviteBody>): Promise<CompanyInvitation> {
    const ctx = requireRole(await this.context(userId), '管理员');
    const departmentId = await this.checkDepartment(this.db, ctx.companyId, body.departmentId);
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
        codeHash: sha256(`${body.mobile}:${code}`),
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
          eq(companyInvitations.codeHash, sha256(`${user.mobile}:${code}`)),
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
          ? await this.checkDepartment(tx, inv.companyId, inv.departmentId).catch(() => null)
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
      if (isUnique(err, 'company_members_pkey')) throw conflict('您已加入企业，一个账号只能属于一个企业');
      throw err;
    }
    await this.deps.pricingChanged?.({ users: [userId] });
    return (await this.current(userId))!;
  }

  /** 创建子账号: a new buyer account of the company that must change its initial password at first login. */
  async createSubAccount(userId: number, body: z.output<typeof subAccountBody>): Promise<CompanyMember> {
    const ctx = requireRole(await this.context(userId), '管理员');
    const departmentId = await this.checkDepartment(this.db, ctx.companyId, body.departmentId);
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
      if (isUnique(err, 'users_username_lower_uq')) throw conflict('用户名已被使用');
      if (isUnique(err, 'users_mobile_uq')) throw conflict('该手机号已注册，请改用“邀请成员”');
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

  /** Roles and department of a member (管理员). The company keeps at least one active 管理员. */
  async updateMember(userId: number, body: z.output<typeof memberUpdateBody>): Promise<CompanyMember> {
    const ctx = requireRole(await this.context(userId), '管理员');
    const target = await this.memberOfMine(ctx, body.userId);
    const departmentId = await this.checkDepartment(this.db, ctx.companyId, body.departmentId);
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
    return (await this.current(userId))!;
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
      const [parent] = await this.db
        .select()
        .from(companyDepartments)
        .where(and(eq(companyDepartments.id, parentId), eq(companyDepartments.companyId, ctx.companyId)));
      if (!parent) throw notFound('上级部门不存在');
      if (parent.parentId) throw badRequest('部门最多两级，不能选择二级部门作为上级');
      if (body.id && parentId === body.id) throw badRequest('上级部门不能是自己');
    }
    if (body.headUserId) await this.memberOfMine(ctx, body.headUserId);
    let id = body.id;
    if (id) {
      const [own] = await this.db
        .select()
        .from(companyDepartments)
        .where(and(eq(companyDepartments.id, id), eq(companyDepartments.companyId, ctx.companyId)));
      if (!own) throw notFound('部门不存在');
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
