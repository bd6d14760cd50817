import { and, asc, eq, sql } from 'drizzle-orm';
import {
  fenToYuan,
  yuanToFen,
  type ApprovalLevel,
  type ApprovalRule,
  type approvalRuleBody,
} from '@mall/shared';
import type { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { conflict, notFound } from '../../../lib/app-error';
import { companyContextOf, departmentsOf, requireRole, type CompanyContext } from '../../identity/company';
import { approvalRules, type ApprovalRuleRow, type RequestLevel } from './approval.table';

const LEVEL_WORD = ['一', '二', '三', '四', '五'];

/** Names of a company's members by user id. */
async function memberNames(db: DbOrTx, companyId: number): Promise<Map<number, string>> {
  const rows = await queryRows<{ user_id: number; name: string; status: number }>(
    db,
    sql`select m.user_id, coalesce(nullif(u.name, ''), u.username) as name, m.status
        from company_members m join users u on u.id = m.user_id where m.company_id = ${companyId}`,
  );
  return new Map(rows.map((r) => [Number(r.user_id), r.name]));
}

/** 金额 ≥ ¥5000.00；部门：研发部；一级：张三/李四 → 二级：部门负责人 */
function summarize(
  row: ApprovalRuleRow,
  names: Map<number, string>,
  departments: Map<number, string>,
): string {
  const parts: string[] = [];
  if (row.minAmountFen !== null) parts.push(`金额 ≥ ¥${fenToYuan(row.minAmountFen)}`);
  if (row.memberIds.length) parts.push(`成员：${row.memberIds.map((id) => names.get(id) ?? id).join('、')}`);
  if (row.departmentIds.length)
    parts.push(`部门：${row.departmentIds.map((id) => departments.get(id) ?? id).join('、')}`);
  if (row.categoryIds.length) parts.push(`指定分类 ${row.categoryIds.length} 个`);
  if (!parts.length) parts.push('所有订单');
  const levels = row.levels
    .map(
      (l, i) =>
        `${LEVEL_WORD[i]}级：${l.kind === 'departmentHead' ? '部门负责人' : l.userIds.map((id) => names.get(id) ?? id).join('/')}`,
    )
    .join(' → ');
  return `${parts.join('；')}；${levels}`;
}

function toRule(
  row: ApprovalRuleRow,
  names: Map<number, string>,
  departments: Map<number, string>,
): ApprovalRule {
  return {
    id: row.id,
    name: row.name,
    enabled: row.enabled,
    minAmount: row.minAmountFen === null ? null : fenToYuan(row.minAmountFen),
    memberIds: row.memberIds,
    departmentIds: row.departmentIds,
    categoryIds: row.categoryIds,
    levels: row.levels,
    summary: summarize(row, names, departments),
  };
}

/** A company's approval rules in words (for the rules page and the console). */
export async function rulesOf(db: DbOrTx, companyId: number): Promise<ApprovalRule[]> {
  const rows = await db
    .select()
    .from(approvalRules)
    .where(eq(approvalRules.companyId, companyId))
    .orderBy(asc(approvalRules.id));
  if (!rows.length) return [];
  const names = await memberNames(db, companyId);
  const departments = new Map((await departmentsOf(db, companyId)).map((d) => [d.id, d.name]));
  return rows.map((r) => toRule(r, names, departments));
}

/** 审批规则 (管理员): list, save, delete. */
export class ApprovalRuleService {
  constructor(private readonly db: Db) {}

  async list(userId: number): Promise<ApprovalRule[]> {
    const ctx = requireRole(await companyContextOf(this.db, userId), '管理员');
    return rulesOf(this.db, ctx.companyId);
  }

  /** Saves a rule after checking every id belongs to the company (another company's ids → 404). */
  async save(userId: number, body: z.output<typeof approvalRuleBody>): Promise<ApprovalRule> {
    const ctx = requireRole(await companyContextOf(this.db, userId), '管理员');
    const names = await memberNames(this.db, ctx.companyId);
    const departments = new Map((await departmentsOf(this.db, ctx.companyId)).map((d) => [d.id, d.name]));
    for (const id of body.memberIds) if (!names.has(id)) throw notFound('成员不存在');
    for (const id of body.departmentIds) if (!departments.has(id)) throw notFound('部门不存在');
    for (const level of body.levels)
      if (level.kind === 'members')
        for (const id of level.userIds) if (!names.has(id)) throw notFound('审批人不存在');
    if (body.categoryIds.length) {
      const found = await queryRows<{ n: number }>(
        this.db,
        sql`select count(*)::int as n from categories where id = any(${sql.param(body.categoryIds)}::int[])`,
      );
      if (Number(found[0]?.n) !== new Set(body.categoryIds).size) throw notFound('分类不存在');
    }
    const levels: ApprovalLevel[] = body.levels.map((l) =>
      l.kind === 'members' ? { kind: 'members', userIds: [...new Set(l.userIds)] } : l,
    );
    const values = {
      companyId: ctx.companyId,
      name: body.name,
      enabled: body.enabled,
      minAmountFen: body.minAmount ? yuanToFen(body.minAmount) : null,
      memberIds: [...new Set(body.memberIds)],
      departmentIds: [...new Set(body.departmentIds)],
      categoryIds: [...new Set(body.categoryIds)],
      levels,
      updatedAt: new Date(),
    };
    let id = body.id;
    if (id) {
      const done = await this.db
        .update(approvalRules)
        .set(values)
        .where(and(eq(approvalRules.id, id), eq(approvalRules.companyId, ctx.companyId)))
        .returning({ id: approvalRules.id });
      if (!done.length) throw notFound('审批规则不存在');
    } else {
      const count = await this.db.$count(approvalRules, eq(approvalRules.companyId, ctx.companyId));
      if (count >= 50) throw conflict('审批规则最多 50 条');
      const [row] = await this.db.insert(approvalRules).values(values).returning({ id: approvalRules.id });
      id = row!.id;
    }
    return (await rulesOf(this.db, ctx.companyId)).find((r) => r.id === id)!;
  }

  async remove(userId: number, id: number): Promise<void> {
    const ctx = requireRole(await companyContextOf(this.db, userId), '管理员');
    const done = await this.db
      .delete(approvalRules)
      .where(and(eq(approvalRules.id, id), eq(approvalRules.companyId, ctx.companyId)))
      .returning({ id: approvalRules.id });
    if (!done.length) throw notFound('审批规则不存在');
  }
}

/** The parent department of each department (for department conditions and head escalation). */
async function departmentFacts(db: DbOrTx, companyId: number) {
  return queryRows<{ id: number; parent_id: number | null; head_user_id: number | null }>(
    db,
    sql`select id, parent_id, head_user_id from company_departments where company_id = ${companyId}`,
    'company_department_facts',
  );
}

/**
 * The first enabled rule (in creation order) an order matches: amount ≥ the rule's, placed by one of its
 * members (if any), charged to one of its departments or their sub-departments (if any), holding goods of
 * one of its categories on any level (if any). Null when none: the order needs no approval.
 */
export async function matchRule(
  db: DbOrTx,
  ctx: CompanyContext,
  departmentId: number | null,
  productIds: readonly number[],
  amountFen: number,
  /** The company's enabled rules when already read (the checkout context carries them). */
  loaded?: readonly ApprovalRuleRow[],
): Promise<ApprovalRuleRow | null> {
  const rules =
    loaded ??
    (await db
      .select()
      .from(approvalRules)
      .where(and(eq(approvalRules.companyId, ctx.companyId), eq(approvalRules.enabled, true)))
      .orderBy(asc(approvalRules.id))
      .prepare('approval_rules_of_company')
      .execute());
  if (!rules.length) return null;
  let departmentChain: number[] | null = null;
  let categories: Set<number> | null = null;
  for (const rule of rules) {
    if (rule.minAmountFen !== null && amountFen < rule.minAmountFen) continue;
    if (rule.memberIds.length && !rule.memberIds.includes(ctx.userId)) continue;
    if (rule.departmentIds.length) {
      if (departmentChain === null) {
        const facts = await departmentFacts(db, ctx.companyId);
        const own = facts.find((d) => Number(d.id) === departmentId);
        departmentChain = own ? [Number(own.id), ...(own.parent_id ? [Number(own.parent_id)] : [])] : [];
      }
      if (!rule.departmentIds.some((id) => departmentChain!.includes(id))) continue;
    }
    if (rule.categoryIds.length) {
      if (categories === null) {
        const rows = await queryRows<{ a: number; b: number; c: number }>(
          db,
          sql`select first_category_id as a, second_category_id as b, category_id as c from products
              where id = any(${sql.param([...productIds])}::int[])`,
        );
        categories = new Set(rows.flatMap((r) => [Number(r.a), Number(r.b), Number(r.c)]));
      }
      if (!rule.categoryIds.some((id) => categories!.has(id))) continue;
    }
    return rule;
  }
  return null;
}

/**
 * Who approves each level of a rule for a request: named members (active ones), or the head of the
 * requester's cost centre (its parent's head when it has none or the requester heads it). Nobody approves
 * their own request; a level left without anyone goes to the company's 管理员. 409 when a level has nobody.
 */
export async function resolveLevels(
  db: DbOrTx,
  ctx: CompanyContext,
  departmentId: number | null,
  rule: ApprovalRuleRow,
): Promise<RequestLevel[]> {
  const members = await queryRows<{ user_id: number; name: string; roles: string[]; status: number }>(
    db,
    sql`select m.user_id, coalesce(nullif(u.name, ''), u.username) as name, m.roles, m.status
        from company_members m join users u on u.id = m.user_id where m.company_id = ${ctx.companyId}`,
  );
  const active = new Map(members.filter((m) => m.status === 1).map((m) => [Number(m.user_id), m]));
  const nameOf = (id: number) => active.get(id)?.name ?? String(id);
  const admins = [...active.values()]
    .filter((m) => m.roles.includes('管理员') && Number(m.user_id) !== ctx.userId)
    .map((m) => Number(m.user_id));
  const facts = await departmentFacts(db, ctx.companyId);
  const dept = facts.find((d) => Number(d.id) === departmentId);
  const parent = dept?.parent_id ? facts.find((d) => Number(d.id) === Number(dept.parent_id)) : undefined;
  const heads = [dept?.head_user_id, parent?.head_user_id]
    .map((h) => (h === null || h === undefined ? null : Number(h)))
    .filter((h): h is number => h !== null && h !== ctx.userId && active.has(h));

  return rule.levels.map((level, i) => {
    let userIds: number[];
    let label: string;
    if (level.kind === 'departmentHead') {
      userIds = heads.slice(0, 1);
      label = userIds.length ? `部门负责人 ${nameOf(userIds[0]!)}` : '';
    } else {
      userIds = level.userIds.filter((id) => id !== ctx.userId && active.has(id));
      label = userIds.map(nameOf).join(' / ');
    }
    if (!userIds.length) {
      userIds = admins;
      label = admins.length ? `管理员 ${admins.map(nameOf).join(' / ')}` : '';
    }
    if (!userIds.length)
      throw conflict(`审批规则“${rule.name}”的${LEVEL_WORD[i]}级没有可审批的成员，请联系管理员调整`);
    return { level: i + 1, userIds, label };
  });
}

export const levelWord = (level: number) => `${LEVEL_WORD[level - 1] ?? level}级`;
