import { and, eq, sql } from 'drizzle-orm';
import {
  OPERATOR_STATUS_LABEL,
  type OperatorAccount,
  type OperatorAccountPage,
  type OperatorRole,
  type operatorCreateBody,
  type operatorListBody,
  type operatorUpdateBody,
} from '@mall/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { badRequest, conflict } from '../../../lib/app-error';
import { rowById } from '../../../lib/by-id';
import { anyContains } from '../../../lib/china-day';
import { hashPassword } from '../../../lib/password';
import { newestFirstPage } from '../../../lib/newest-page';
import { recordAudit, snapshot, type AuditActor } from '../../platform/audit';
import { operators, type OperatorRow } from './operator.table';

/** Operator fields the audit log keeps (never the password hash). */
const OPERATOR_AUDIT_FIELDS = ['username', 'name', 'role', 'status'] as const;

const toOperatorAccount = (row: OperatorRow, loginFailures = 0): OperatorAccount => ({
  id: row.id,
  username: row.username,
  name: row.name,
  role: row.role as OperatorRole,
  status: row.status,
  statusLabel: OPERATOR_STATUS_LABEL[row.status as 0 | 1] ?? '',
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  loginFailures,
});

type Sessions = {
  /** Revokes every session of an operator (refresh tokens and, through the store, access tokens). */
  revokeAll(operatorId: number): Promise<void>;
  /** Lifts every login lock and delay on a username (after a reset, or a 超级管理员's unlock). */
  unlockLogin(username: string): Promise<void>;
  /** Wrong passwords typed for a username in the current window. */
  loginFailures(username: string): Promise<number>;
};

/**
 * Operator accounts managed by a 超级管理员: list, create, edit (name, role, status) and reset password. A
 * disabled operator cannot log in and loses his sessions; a role change also ends his sessions, since the
 * role travels in the access token. Nobody can disable or re-role himself (so one 超级管理员 always remains).
 */
export class OperatorAdminService {
  constructor(
    private readonly db: Db,
    private readonly sessions: Sessions,
  ) {}

  async list(q: z.output<typeof operatorListBody>): Promise<OperatorAccountPage> {
    const where = and(
      anyContains(q.keyword, operators.username, operators.name),
      q.role ? eq(operators.role, q.role) : undefined,
      q.status !== undefined ? eq(operators.status, q.status) : undefined,
    );
    const { rows, total } = await newestFirstPage(this.db, operators, where, q);
    return {
      list: await Promise.all(
        rows.map(async (row) => toOperatorAccount(row, await this.sessions.loginFailures(row.username))),
      ),
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  async create(op: AuditActor, body: z.output<typeof operatorCreateBody>): Promise<OperatorAccount> {
    const passwordHash = await hashPassword(body.password);
    const row = await this.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: operators.id })
        .from(operators)
        .where(sql`lower(${operators.username}) = ${body.username.toLowerCase()}`);
      if (taken) throw conflict('用户名已存在');
      const [inserted] = await tx
        .insert(operators)
        .values({ username: body.username, name: body.name, role: body.role, passwordHash })
        .returning();
      await recordAudit(tx, op, {
        action: 'operator.create',
        targetType: 'operator',
        targetId: inserted!.id,
        summary: `新建运营账号 ${body.username}（${body.role}）`,
        before: null,
        after: snapshot(inserted, OPERATOR_AUDIT_FIELDS),
      });
      return inserted!;
    });
    return toOperatorAccount(row);
  }

  async update(op: AuditActor, body: z.output<typeof operatorUpdateBody>): Promise<OperatorAccount> {
    const { before, after } = await this.db.transaction(async (tx) => {
      const row = await rowById(tx, operators, body.id, '运营账号不存在', { lock: true });
      if (row.id === op.operatorId && body.status !== 1) throw badRequest('不能停用自己的账号');
      if (row.id === op.operatorId && body.role !== row.role) throw badRequest('不能修改自己的角色');
      const [updated] = await tx
        .update(operators)
        .set({ name: body.name, role: body.role, status: body.status })
        .where(eq(operators.id, row.id))
        .returning();
      const changes = [
        row.name !== body.name ? `姓名 ${row.name} → ${body.name}` : '',
        row.role !== body.role ? `角色 ${row.role} → ${body.role}` : '',
        row.status !== body.status ? (body.status === 1 ? '启用' : '停用') : '',
      ].filter(Boolean);
      await recordAudit(tx, op, {
        action: 'operator.update',
        targetType: 'operator',
        targetId: row.id,
        summary: `修改运营账号 ${row.username}：${changes.join('，') || '无变化'}`,
        before: snapshot(row, OPERATOR_AUDIT_FIELDS),
        after: snapshot(updated, OPERATOR_AUDIT_FIELDS),
      });
      return { before: row, after: updated! };
    });
    if (after.status !== 1 || after.role !== before.role) await this.sessions.revokeAll(after.id);
    return toOperatorAccount(after);
  }

  async resetPassword(op: AuditActor, id: number, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const row = await rowById(tx, operators, id, '运营账号不存在', { lock: true });
      if (password.toLowerCase() === row.username.toLowerCase()) throw badRequest('密码不能与用户名相同');
      await tx.update(operators).set({ passwordHash }).where(eq(operators.id, id));
      await recordAudit(tx, op, {
        action: 'operator.resetPassword',
        targetType: 'operator',
        targetId: id,
        summary: `重置运营账号 ${row.username} 的密码`,
        before: snapshot(row, OPERATOR_AUDIT_FIELDS),
        after: { ...snapshot(row, OPERATOR_AUDIT_FIELDS), passwordReset: true },
      });
    });
    await this.sessions.revokeAll(id);
    const [row] = await this.db.select().from(operators).where(eq(operators.id, id));
    if (row) await this.sessions.unlockLogin(row.username);
  }

  /** Lifts the login locks and delays on an operator's username (audited). */
  async unlock(op: AuditActor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await rowById(tx, operators, id, '运营账号不存在');
      await recordAudit(tx, op, {
        action: 'operator.unlock',
        targetType: 'operator',
        targetId: id,
        summary: `解除运营账号 ${row.username} 的登录锁定`,
        before: snapshot(row, OPERATOR_AUDIT_FIELDS),
        after: snapshot(row, OPERATOR_AUDIT_FIELDS),
      });
      await this.sessions.unlockLogin(row.username);
    });
  }
}
