import { createHmac, randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { and, asc, desc, eq, lt, lte, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import {
  MESSAGE_TYPE,
  OPEN_CODE,
  type OpenDelivery,
  type OpenWebhook,
  type OpenWebhookInput,
} from '@mall/shared';
import type { Db, Tx } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { writeMerchantNotices, writeMessage } from '../../content/message';
import { openApps } from '../app/open-app.table';
import { toMessage } from './open-messages';
import { openDeliveries, openMessages, openWebhooks, type OpenWebhookRow } from './open-message.table';

/**
 * Signature header of a delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (Stripe's shape).
 * Receivers check it with @mall/open-sdk's verifySignature (examples/webhook-receiver.ts).
 */
const SIGNATURE_HEADER = 'x-mall-signature';
const MAX_WEBHOOKS = 5;
const TIMEOUT_MS = 10_000;
/**
 * An endpoint failing this long since its last success is switched off: on its next failed try, or by the
 * periodic sweep when nothing more is tried (retries end after about a day).
 */
const DISABLE_AFTER_MS = 3 * 24 * 3600_000;

function signDelivery(secret: string, timestamp: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/** Why a delivery did not reach its endpoint, in the words its owner reads in the delivery log. */
export function deliveryError(err: unknown): string {
  const error = err as Error & { cause?: { code?: string; message?: string } };
  if (error?.name === 'TimeoutError' || error?.name === 'AbortError')
    return `发送失败：${TIMEOUT_MS / 1000} 秒内没有应答`;
  const code = error?.cause?.code ?? '';
  const known: Record<string, string> = {
    ECONNREFUSED: '连接被拒绝（对方端口未开放）',
    ECONNRESET: '连接被对方重置',
    ENOTFOUND: '域名无法解析',
    EAI_AGAIN: '域名暂时无法解析',
    EHOSTUNREACH: '主机不可达',
    ENETUNREACH: '网络不可达',
    ETIMEDOUT: '连接超时',
    UND_ERR_CONNECT_TIMEOUT: '连接超时',
    UND_ERR_SOCKET: '连接意外断开',
  };
  if (known[code]) return `发送失败：${known[code]}`;
  if (/CERT|SSL|TLS|SELF_SIGNED/i.test(code)) return `发送失败：HTTPS 证书校验未通过（${code}）`;
  if (/redirect/i.test(error?.cause?.message ?? '')) return '发送失败：接收地址应答了重定向（不跟随）';
  const detail = [error?.message, code].filter(Boolean).join('，');
  return `发送失败：${detail || '未知错误'}`;
}

const NOT_FOUND = () => new AppError(404, '推送地址不存在', OPEN_CODE.NOT_FOUND);

const toWebhook = (r: OpenWebhookRow): OpenWebhook => ({
  id: r.id,
  url: r.url,
  types: r.types,
  status: r.status === 'disabled' ? 'disabled' : 'active',
  failingSince: r.failingSince?.toISOString() ?? null,
  disabledReason: r.disabledReason,
  createdAt: r.createdAt.toISOString(),
});

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Is `host` a loopback, private or otherwise non-public address (or a name resolving to one)? */
async function privateHost(host: string): Promise<boolean> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(bare)
    ? [bare]
    : (await lookup(bare, { all: true }).catch(() => [])).map((a) => a.address);
  if (!addresses.length) return false; // Unresolvable: the post itself fails and is retried.
  return addresses.some((a) => ipaddr.process(a).range() !== 'unicast');
}

/**
 * An app's webhook endpoints and their deliveries. A delivery posts the message as JSON, signed with the
 * endpoint's secret; a non-2xx answer or no answer is retried with backoff (the job queue's tries) and logged
 * on the delivery (status, latency, attempts). An endpoint failing for three days with no success since is
 * switched off (on a failed try, or by `switchOffFailing` when nothing is tried any more), owner told. A live
 * app posts to public https only (outside production to this machine too); a sandbox app anywhere.
 */
export class OpenWebhookService {
  constructor(
    private readonly db: Db,
    private readonly opts: {
      now: () => Date;
      queue: (deliveryId: number) => Promise<void>;
      fetch?: typeof fetch;
      /** Whether a live app may post to http://127.0.0.1 (or localhost): not in production. */
      loopbackHttp?: boolean;
    },
  ) {}

  async list(appId: number): Promise<OpenWebhook[]> {
    const rows = await this.db
      .select()
      .from(openWebhooks)
      .where(and(eq(openWebhooks.appId, appId), sql`${openWebhooks.status} <> 'deleted'`))
      .orderBy(openWebhooks.id);
    return rows.map(toWebhook);
  }

  async create(
    app: { id: number; mode: string },
    input: OpenWebhookInput,
  ): Promise<{ webhook: OpenWebhook; secret: string }> {
    const url = new URL(input.url);
    if (app.mode === 'live' && url.protocol !== 'https:' && !this.loopbackAllowed(url))
      throw new AppError(400, '正式环境的接收地址必须是 https://', OPEN_CODE.BAD_REQUEST);
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    return this.db.transaction(async (tx) => {
      // One app's endpoints counted and added one at a time.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('open_webhooks'), ${app.id}::int)`);
      const [{ n } = { n: 0 }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(openWebhooks)
        .where(and(eq(openWebhooks.appId, app.id), sql`${openWebhooks.status} <> 'deleted'`));
      if (n >= MAX_WEBHOOKS)
        throw new AppError(409, `每个应用最多登记 ${MAX_WEBHOOKS} 个推送地址`, OPEN_CODE.CONFLICT);
      const [row] = await tx
        .insert(openWebhooks)
        .values({ appId: app.id, url: input.url, types: input.types, secret })
        .returning();
      return { webhook: toWebhook(row!), secret };
    });
  }

  /** Outside production a live app may post to this machine (127.0.0.1, localhost, ::1), nowhere else private. */
  private loopbackAllowed(url: URL): boolean {
    return !!this.opts.loopbackHttp && LOOPBACK.has(url.hostname);
  }

  private async own(appId: number, id: number): Promise<OpenWebhookRow> {
    const [row] = await this.db
      .select()
      .from(openWebhooks)
      .where(and(eq(openWebhooks.id, id), eq(openWebhooks.appId, appId)));
    if (!row || row.status === 'deleted') throw NOT_FOUND();
    return row;
  }

  /** Removes an endpoint: nothing more is sent to it (its deliveries stay in the log). */
  async remove(appId: number, id: number): Promise<void> {
    await this.own(appId, id);
    await this.db
      .update(openWebhooks)
      .set({ status: 'deleted', updatedAt: this.opts.now() })
      .where(eq(openWebhooks.id, id));
  }

  /** Switches a disabled endpoint on again (its failing time starts afresh). */
  async enable(appId: number, id: number): Promise<OpenWebhook> {
    await this.own(appId, id);
    const [row] = await this.db
      .update(openWebhooks)
      .set({ status: 'active', failingSince: null, disabledReason: '', updatedAt: this.opts.now() })
      .where(eq(openWebhooks.id, id))
      .returning();
    return toWebhook(row!);
  }

  /** The endpoint's deliveries, newest first (before `beforeId` when paging). */
  async deliveries(appId: number, webhookId: number, beforeId?: number): Promise<OpenDelivery[]> {
    await this.own(appId, webhookId);
    const rows = await this.db
      .select({ d: openDeliveries, type: openMessages.type })
      .from(openDeliveries)
      .innerJoin(openMessages, eq(openMessages.id, openDeliveries.messageId))
      .where(
        and(eq(openDeliveries.webhookId, webhookId), beforeId ? lt(openDeliveries.id, beforeId) : undefined),
      )
      .orderBy(desc(openDeliveries.id))
      .limit(50);
    return rows.map(({ d, type }) => ({
      id: d.id,
      webhookId: d.webhookId,
      messageId: d.messageId,
      type,
      state: d.state as OpenDelivery['state'],
      attempts: d.attempts,
      lastStatus: d.lastStatus,
      lastLatencyMs: d.lastLatencyMs,
      lastError: d.lastError,
      createdAt: d.createdAt.toISOString(),
      lastAttemptAt: d.lastAttemptAt?.toISOString() ?? null,
      deliveredAt: d.deliveredAt?.toISOString() ?? null,
    }));
  }

  /**
   * Sends a delivery again (the replay button): pending again and queued, whatever happened before. `appId`
   * null: an operator's replay, any app's delivery.
   */
  async replay(appId: number | null, deliveryId: number): Promise<void> {
    const [row] = await this.db
      .update(openDeliveries)
      .set({ state: 'pending', lastError: '' })
      .where(
        and(
          eq(openDeliveries.id, deliveryId),
          appId === null
            ? undefined
            : sql`${openDeliveries.webhookId} in (select id from open_webhooks where app_id = ${appId})`,
        ),
      )
      .returning({ id: openDeliveries.id });
    if (!row) throw new AppError(404, '投递记录不存在', OPEN_CODE.NOT_FOUND);
    await this.opts.queue(row.id);
  }

  /**
   * One try of a delivery (the `open.webhook-deliver` job). Throws when the try failed and `last` is false, so
   * that the queue retries it with backoff; on the last try the delivery is left `failed`.
   */
  async deliver(deliveryId: number, last: boolean): Promise<void> {
    const [facts] = await this.db
      .select({ d: openDeliveries, hook: openWebhooks, message: openMessages, mode: openApps.mode })
      .from(openDeliveries)
      .innerJoin(openWebhooks, eq(openWebhooks.id, openDeliveries.webhookId))
      .innerJoin(openMessages, eq(openMessages.id, openDeliveries.messageId))
      .innerJoin(openApps, eq(openApps.id, openWebhooks.appId))
      .where(eq(openDeliveries.id, deliveryId));
    if (!facts || facts.d.state !== 'pending') return;
    const { hook, message } = facts;
    if (hook.status !== 'active') {
      await this.finish(deliveryId, { state: 'failed', lastError: '推送地址已停用或删除' });
      return;
    }
    const body = JSON.stringify(toMessage(message));
    const startedAt = this.opts.now();
    let status: number | null = null;
    let error = '';
    const began = performance.now();
    try {
      const url = new URL(hook.url);
      if (facts.mode === 'live' && !this.loopbackAllowed(url) && (await privateHost(url.hostname)))
        throw new Error('接收地址指向内网或保留地址，已拒绝');
      const res = await (this.opts.fetch ?? fetch)(hook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'mall-open-platform/1',
          [SIGNATURE_HEADER]: signDelivery(hook.secret, Math.floor(Date.now() / 1000), body),
          'x-mall-message-id': String(message.id),
          'x-mall-delivery-id': String(deliveryId),
          'x-mall-attempt': String(facts.d.attempts + 1),
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
        redirect: 'error',
      });
      status = res.status;
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) error = `接收方应答 HTTP ${res.status}`;
    } catch (err) {
      error = deliveryError(err).slice(0, 300);
    }
    const latency = Math.round(performance.now() - began);
    const tried = {
      attempts: sql`${openDeliveries.attempts} + 1`,
      lastStatus: status,
      lastLatencyMs: latency,
      lastAttemptAt: startedAt,
    };
    if (!error) {
      await this.db.transaction(async (tx) => {
        await tx
          .update(openDeliveries)
          .set({ ...tried, state: 'delivered', lastError: '', deliveredAt: startedAt })
          .where(eq(openDeliveries.id, deliveryId));
        await tx.update(openWebhooks).set({ failingSince: null }).where(eq(openWebhooks.id, hook.id));
      });
      return;
    }
    await this.db.transaction(async (tx) => {
      await tx
        .update(openDeliveries)
        .set({ ...tried, lastError: error, ...(last ? { state: 'failed' } : {}) })
        .where(eq(openDeliveries.id, deliveryId));
      const since = hook.failingSince ?? startedAt;
      if (!hook.failingSince)
        await tx.update(openWebhooks).set({ failingSince: startedAt }).where(eq(openWebhooks.id, hook.id));
      else if (startedAt.getTime() - since.getTime() >= DISABLE_AFTER_MS)
        await this.disable(tx, hook, new Date(startedAt.getTime() - DISABLE_AFTER_MS));
    });
    if (!last) throw new Error(error);
  }

  /**
   * Switches off the active endpoints whose failing began three days ago or more with no success since,
   * though nothing is tried any more (the periodic sweep); each owner is told as on a failed try. Answers
   * how many were switched off.
   */
  async switchOffFailing(): Promise<number> {
    const cutoff = new Date(this.opts.now().getTime() - DISABLE_AFTER_MS);
    const due = await this.db
      .select()
      .from(openWebhooks)
      .where(
        and(
          eq(openWebhooks.status, 'active'),
          lte(openWebhooks.failingSince, cutoff),
          // A deleted app's endpoints are nobody's to hear about.
          sql`${openWebhooks.appId} in (select id from open_apps where status <> 'revoked')`,
        ),
      )
      .orderBy(asc(openWebhooks.id))
      .limit(500);
    let done = 0;
    for (const hook of due) if (await this.db.transaction((tx) => this.disable(tx, hook, cutoff))) done += 1;
    return done;
  }

  /**
   * Switches the endpoint off and tells its owner, unless it is no longer active or no longer failing since
   * `cutoff` or before (a success in between wins). Answers whether it did.
   */
  private async disable(tx: Tx, hook: OpenWebhookRow, cutoff: Date): Promise<boolean> {
    const reason = '连续 3 天投递失败，已自动停用';
    const [done] = await tx
      .update(openWebhooks)
      .set({ status: 'disabled', disabledReason: reason, updatedAt: this.opts.now() })
      .where(
        and(
          eq(openWebhooks.id, hook.id),
          eq(openWebhooks.status, 'active'),
          lte(openWebhooks.failingSince, cutoff),
        ),
      )
      .returning({ id: openWebhooks.id });
    if (!done) return false;
    await tx
      .update(openDeliveries)
      .set({ state: 'failed', lastError: '推送地址已停用' })
      .where(and(eq(openDeliveries.webhookId, hook.id), eq(openDeliveries.state, 'pending')));
    const [owner] = await tx
      .select({
        userId: openApps.agentUserId,
        name: openApps.name,
        kind: openApps.ownerKind,
        ownerId: openApps.ownerId,
      })
      .from(openApps)
      .where(eq(openApps.id, hook.appId));
    if (!owner) return true;
    const title = `开放接口应用「${owner.name}」的消息推送地址已停用`;
    const since = hook.failingSince?.toISOString().slice(0, 10) ?? '';
    const content = (where: string) =>
      `推送地址 ${hook.url} 自 ${since} 起连续 3 天投递失败，已自动停用。请修复接收服务后在「${where}」或通过接口重新启用；停用期间的消息仍可通过消息队列拉取。`;
    // A shop's app acts as a staff account, not a buyer: its shop is told in the portal's notices.
    if (owner.kind === 'shop')
      await writeMerchantNotices(tx, [
        {
          merchantId: Number(owner.ownerId),
          title,
          content: content('商家后台 → 开放接口'),
          link: '/open-apps',
        },
      ]);
    else
      await writeMessage(tx, {
        userId: owner.userId,
        type: MESSAGE_TYPE.NOTICE,
        title,
        content: content('企业采购 → 开放接口'),
        link: '/company/open-apps',
      });
    return true;
  }

  private async finish(id: number, set: { state: string; lastError: string }) {
    await this.db.update(openDeliveries).set(set).where(eq(openDeliveries.id, id));
  }

  /** Deliveries owed but never queued (a process stopped between the fan-out and the queueing). */
  async stranded(olderThan: Date): Promise<number[]> {
    const rows = await this.db
      .select({ id: openDeliveries.id })
      .from(openDeliveries)
      .where(
        and(
          eq(openDeliveries.state, 'pending'),
          eq(openDeliveries.attempts, 0),
          lt(openDeliveries.createdAt, olderThan),
        ),
      )
      .limit(500);
    return rows.map((r) => r.id);
  }
}
