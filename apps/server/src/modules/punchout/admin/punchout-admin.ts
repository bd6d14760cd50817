import { and, desc, eq, type SQL } from 'drizzle-orm';
import type {
  AdminPunchoutConfig,
  AdminPunchoutDocument,
  AdminPunchoutDocumentDetail,
  AdminPunchoutOutbound,
} from '@mall/shared';
import type { punchoutConfigBody } from '@mall/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/pg-errors';
import { tablePage } from '../../../lib/newest-page';
import { badRequest, conflict, notFound } from '../../../lib/app-error';
import { rowById } from '../../../lib/by-id';
import { hashPassword } from '../../../lib/password';
import { companyContextOf, companyNamesByIds, companyStatusOf } from '../../identity/company';
import { userByLogin, usernamesByIds } from '../../identity/user';
import { recordAudit, type AuditActor } from '../../platform/audit';
import { orderNumbersOf } from '../../trade/order';
import {
  punchoutConfigs,
  punchoutDocuments,
  punchoutOrders,
  punchoutOutbound,
  type PunchoutConfigRow,
} from '../session/punchout.table';

type ConfigBody = z.output<typeof punchoutConfigBody>;

/** Inbound documents an operator may answer again: the cXML requests (an OrderRequest is idempotent). */
const REPLAYABLE = ['PunchOutSetupRequest', 'OrderRequest'];

function toView(row: PunchoutConfigRow, companyName: string, memberUsername: string): AdminPunchoutConfig {
  return {
    companyId: row.companyId,
    companyName,
    fromDomain: row.fromDomain,
    fromIdentity: row.fromIdentity,
    senderIdentity: row.senderIdentity,
    toIdentity: row.toIdentity,
    ociUsername: row.ociUsername ?? '',
    returnHosts: row.returnHosts,
    memberUsername,
    memberMapping:
      row.memberMapping === 'email' || row.memberMapping === 'create' ? row.memberMapping : 'technical',
    unspsc: row.unspsc,
    units: row.units,
    orderBypassApproval: row.orderBypassApproval,
    orderPayMethod: row.orderPayMethod,
    outboundUrl: row.outboundUrl,
    hasOutboundSecret: row.outboundSecret !== '',
    enabled: row.status === 1,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * What operators maintain and read (运营后台 → 采购系统对接): each company's set-up (secrets are written, never
 * read back), every document in and out, and the documents owed to the buyer's system.
 */
export class PunchoutAdminService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      /** Answers a cXML document again (the endpoint's own path: logged like any other). */
      answer: (text: string) => Promise<{ status: number; body: string }>;
      resend: (ids: number[]) => Promise<number>;
    },
  ) {}

  async list(): Promise<AdminPunchoutConfig[]> {
    const rows = await this.db.select().from(punchoutConfigs).orderBy(desc(punchoutConfigs.updatedAt));
    const companyIds = rows.map((r) => r.companyId);
    const memberIds = rows.map((r) => r.memberUserId);
    const [names, usernames] = await Promise.all([
      companyNamesByIds(this.db, companyIds),
      usernamesByIds(this.db, memberIds),
    ]);
    // A set-up whose company is gone is not listed.
    return rows.flatMap((r) => {
      const companyName = names.get(r.companyId);
      return companyName === undefined ? [] : [toView(r, companyName, usernames.get(r.memberUserId) ?? '')];
    });
  }

  /** Creates or replaces a company's set-up (one per company); checks the member, the identities and secrets. */
  async save(actor: AuditActor, body: ConfigBody): Promise<AdminPunchoutConfig> {
    const found = await companyStatusOf(this.db, body.companyId);
    if (!found) throw notFound('企业不存在');
    const company = { id: body.companyId, name: found.name };
    const member = await userByLogin(this.db, body.memberUsername);
    const ctx = member ? await companyContextOf(this.db, member.id) : null;
    if (!member || !ctx || ctx.companyId !== company.id || ctx.memberStatus !== 1)
      throw badRequest(`对接成员 ${body.memberUsername} 不是该企业的在职成员`);
    const [current] = await this.db
      .select()
      .from(punchoutConfigs)
      .where(eq(punchoutConfigs.companyId, company.id));
    if (!current && body.senderSecret.length < 12) throw badRequest('新建对接时请设置至少 12 位的共享密钥');
    if (body.senderSecret && body.senderSecret.length < 12) throw badRequest('共享密钥至少 12 位');
    const ociNew = body.ociUsername && body.ociUsername !== (current?.ociUsername ?? '');
    if (ociNew && body.ociPassword.length < 8) throw badRequest('新的 OCI 用户请设置至少 8 位的密码');
    const values = {
      companyId: company.id,
      fromDomain: body.fromDomain,
      fromIdentity: body.fromIdentity,
      senderIdentity: body.senderIdentity,
      toIdentity: body.toIdentity,
      ociUsername: body.ociUsername || null,
      returnHosts: [...new Set(body.returnHosts)],
      memberUserId: member.id,
      memberMapping: body.memberMapping,
      unspsc: body.unspsc,
      units: body.units,
      orderBypassApproval: body.orderBypassApproval,
      orderPayMethod: body.orderPayMethod,
      outboundUrl: body.outboundUrl,
      status: body.enabled ? 1 : 0,
      updatedAt: new Date(),
      ...(body.senderSecret ? { senderSecretHash: await hashPassword(body.senderSecret) } : {}),
      ...(body.ociPassword && body.ociUsername
        ? { ociPasswordHash: await hashPassword(body.ociPassword) }
        : {}),
      ...(!body.ociUsername ? { ociPasswordHash: null } : {}),
      ...(body.outboundSecret ? { outboundSecret: body.outboundSecret } : {}),
    };
    try {
      const row = await this.db.transaction(async (tx) => {
        const [saved] = current
          ? await tx.update(punchoutConfigs).set(values).where(eq(punchoutConfigs.id, current.id)).returning()
          : await tx
              .insert(punchoutConfigs)
              .values({ ...values, senderSecretHash: values.senderSecretHash! })
              .returning();
        const { senderSecretHash: _s, ociPasswordHash: _o, outboundSecret: _b, ...after } = saved!;
        const before = current
          ? (({ senderSecretHash: _a, ociPasswordHash: _c, outboundSecret: _d, ...rest }) => rest)(current)
          : null;
        await recordAudit(tx, actor, {
          action: current ? 'punchout.update' : 'punchout.create',
          targetType: 'company',
          targetId: company.id,
          summary: `${current ? '修改' : '新建'}采购系统对接 ${company.name}（From ${body.fromIdentity}）`,
          before,
          after,
        });
        return saved!;
      });
      return toView(row, company.name, member.username);
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('From 身份或 OCI 用户名已被其他企业使用');
      throw err;
    }
  }

  async documents(q: {
    companyId?: number;
    direction?: 'in' | 'out';
    pageNum: number;
    pageSize: number;
  }): Promise<{ list: AdminPunchoutDocument[]; total: number; pageNum: number; pageSize: number }> {
    const where: SQL | undefined = and(
      q.companyId ? eq(punchoutDocuments.companyId, q.companyId) : undefined,
      q.direction ? eq(punchoutDocuments.direction, q.direction) : undefined,
    );
    const { rows, total } = await tablePage(this.db, punchoutDocuments, where, q, [
      desc(punchoutDocuments.id),
    ]);
    const names = await companyNamesByIds(
      this.db,
      rows.flatMap((d) => (d.companyId === null ? [] : [d.companyId])),
    );
    return {
      list: rows.map((d) => this.docView(d, names.get(d.companyId ?? -1) ?? '')),
      total,
      pageNum: q.pageNum,
      pageSize: q.pageSize,
    };
  }

  private docView(doc: typeof punchoutDocuments.$inferSelect, companyName: string): AdminPunchoutDocument {
    return {
      id: doc.id,
      at: doc.createdAt.toISOString(),
      companyId: doc.companyId,
      companyName,
      direction: doc.direction === 'out' ? 'out' : 'in',
      kind: doc.kind,
      payloadId: doc.payloadId,
      status: doc.status,
      statusText: doc.statusText,
      replayable: doc.direction === 'in' && REPLAYABLE.includes(doc.kind),
    };
  }

  async document(id: number): Promise<AdminPunchoutDocumentDetail> {
    const doc = await rowById(this.db, punchoutDocuments, id, '文档不存在');
    const names = await companyNamesByIds(this.db, doc.companyId === null ? [] : [doc.companyId]);
    return { ...this.docView(doc, names.get(doc.companyId ?? -1) ?? ''), body: doc.body };
  }

  /** Answers an inbound cXML request again, through the endpoint (an OrderRequest repeat changes nothing). */
  async replay(actor: AuditActor, id: number) {
    const doc = await this.document(id);
    if (!doc.replayable) throw badRequest('只能重放收到的 cXML 请求文档');
    const answer = await this.deps.answer(doc.body);
    const statusText = /<Status[^>]*>([^<]*)<\/Status>/.exec(answer.body)?.[1] ?? '';
    await recordAudit(this.db, actor, {
      action: 'punchout.replay',
      targetType: 'punchout_document',
      targetId: id,
      summary: `重放 ${doc.kind} #${id}：${answer.status}`,
    });
    return { status: answer.status, statusText };
  }

  async outbound(companyId: number): Promise<AdminPunchoutOutbound[]> {
    const found = await this.db
      .select({ row: punchoutOutbound, poNumber: punchoutOrders.poNumber })
      .from(punchoutOutbound)
      .innerJoin(punchoutOrders, eq(punchoutOrders.id, punchoutOutbound.punchoutOrderId))
      .where(eq(punchoutOutbound.companyId, companyId))
      .orderBy(desc(punchoutOutbound.id))
      .limit(100);
    const orderIds = found.map((f) => f.row.orderId);
    const numbers = new Map((await orderNumbersOf(this.db, orderIds)).map((o) => [o.id, o.orderNo]));
    // Orders are never deleted: every row has its order (as the join this replaces required).
    const rows = found.flatMap((f) => {
      const orderNo = numbers.get(f.row.orderId);
      return orderNo === undefined ? [] : [{ ...f, orderNo }];
    });
    return rows.map(({ row, orderNo, poNumber }) => ({
      id: row.id,
      kind: row.kind,
      orderNo,
      poNumber,
      state: row.state as AdminPunchoutOutbound['state'],
      attempts: row.attempts,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    }));
  }

  async resend(actor: AuditActor, ids: number[]) {
    const n = await this.deps.resend(ids);
    await recordAudit(this.db, actor, {
      action: 'punchout.resend',
      targetType: 'punchout_outbound',
      targetId: ids.join(',').slice(0, 60),
      summary: `重新发送 ${n} 份采购系统文档`,
    });
    return n;
  }
}
