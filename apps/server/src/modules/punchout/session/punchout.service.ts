import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { PunchoutSettings } from '@mall/shared';
import { decodeJwt } from 'jose';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { EphemeralStore } from '../../../lib/store';
import { verifyAgainstNobody, verifyPassword } from '../../../lib/password';
import { skuFirstCategories, skuIdsByCode } from '../../catalogue/catalogue';
import type { TokenService } from '../../identity/auth';
import { companyContextOf } from '../../identity/company';
import { usernamesByIds } from '../../identity/user';
import { addCartLines, clearCart, loadCartLines, setCartAside } from '../../trade/cart';
import {
  CxmlRefusal,
  parseCxmlRequest,
  setupResponse,
  statusDocument,
  type Credential,
  type OrderRequest,
  type SetupRequest,
} from '../cxml';
import { cartDocument } from './punchout.cart';
import { logDocument, punchoutSettingsOf } from './punchout.documents';
import { memberFor } from './punchout.member';
import { openOciSession } from './punchout.oci';
import { asRefusal, AUTH_FAILED, configByFrom, returnUrlOf, same, sha256 } from './punchout.shared';
import {
  punchoutConfigs,
  punchoutDocuments,
  punchoutSessions,
  type PunchoutConfigRow,
} from './punchout.table';

/** A start URL works once, within five minutes of the setup request. */
const START_TTL_MS = 5 * 60_000;
/** The area a punch-out cart is priced and stocked in: the national one. */
const AREA = '0000';

export type SessionView = {
  protocol: 'cxml' | 'oci';
  operation: string;
  companyName: string;
  returnHost: string;
  transferred: boolean;
};

export type Transfer = {
  /** The one-time page (same origin) that posts the cart to the procurement system. */
  returnPath: string;
  lines: number;
};

/** The return page's form: where it posts and the fields (for cXML one, `cxml-urlencoded`). */
export type ReturnForm = { url: string; target: string | null; fields: Record<string, string> };

const returnKey = (token: string) => `punchout:return:${sha256(token)}`;

/**
 * Punch-out sessions: the cXML setup request (authenticated by the company's configuration), the one-time
 * start URL that signs the session's member in, and the cart carried back as a PunchOutOrderMessage.
 */
export class PunchoutService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      tokens: Pick<TokenService, 'issue'>;
      store: Pick<EphemeralStore, 'set' | 'take'>;
      /** OrderRequest (order/punchout-order.service.ts); without it an OrderRequest is refused with 406. */
      orders?: { apply(config: PunchoutConfigRow, request: OrderRequest): Promise<{ text: string }> };
      /** Where the start URL points (PUBLIC_ORIGIN). */
      publicOrigin: string;
      now: () => Date;
    },
  ) {}

  private get host() {
    return new URL(this.deps.publicOrigin).host;
  }

  /** Answers a cXML document: always a cXML document, with the HTTP status of its Status code. */
  async cxml(text: string): Promise<{ status: number; body: string }> {
    const now = this.deps.now();
    const opts = { host: this.host, now };
    let companyId: number | null = null;
    let payloadId: string | null = null;
    let kind = 'cXML';
    try {
      const request = parseCxmlRequest(text);
      payloadId = request.payloadId;
      kind = request.kind === 'other' ? request.name || 'Request' : request.kind;
      const config = await configByFrom(this.db, request.from);
      // A refusal of a known From is logged as that company's (its operators see who knocked).
      companyId = config?.companyId ?? null;
      await this.verifySender(config, request.sender);
      if (!config) throw AUTH_FAILED;
      if (request.kind === 'other')
        throw new CxmlRefusal(
          406,
          `暂不支持 ${request.name || '该请求'}`,
          `${request.name || 'Request'} is not supported`,
        );
      let sessionId: number | null = null;
      let body: string;
      let answerKind: string;
      let statusText = '';
      if (request.kind === 'OrderRequest') {
        if (!this.deps.orders) throw new CxmlRefusal(406, '暂不接收订单', 'OrderRequest is not accepted');
        const outcome = await this.deps.orders.apply(config, request);
        statusText = outcome.text;
        body = statusDocument(200, outcome.text, opts);
        answerKind = 'Status';
      } else {
        const opened = await this.setup(config, request);
        sessionId = opened.sessionId;
        body = setupResponse(opened.startUrl, opts);
        answerKind = 'PunchOutSetupResponse';
      }
      await logDocument(this.db, {
        companyId,
        sessionId,
        direction: 'in',
        kind,
        payloadId,
        status: 200,
        statusText,
        body: text,
      });
      await logDocument(this.db, {
        companyId,
        sessionId,
        direction: 'out',
        kind: answerKind,
        payloadId: null,
        status: 200,
        statusText,
        body,
      });
      return { status: 200, body };
    } catch (caught) {
      const err = asRefusal(caught);
      if (!err) throw caught;
      const detail = `${err.zh} / ${err.en}`;
      const body = statusDocument(err.code, detail, opts);
      await logDocument(this.db, {
        companyId,
        sessionId: null,
        direction: 'in',
        kind,
        payloadId,
        status: err.code,
        statusText: detail,
        body: text,
      });
      return { status: err.code, body };
    }
  }

  /** The Sender must be the configuration's, with its shared secret (argon2: compared in constant time). */
  private async verifySender(config: PunchoutConfigRow | null, sender: Credential): Promise<void> {
    if (!config) {
      // As long as a real check, so a caller cannot tell unknown identities by the time.
      await verifyAgainstNobody(sender.secret ?? '');
      throw AUTH_FAILED;
    }
    const secretOk =
      same(sender.identity, config.senderIdentity) &&
      (await verifyPassword(config.senderSecretHash, sender.secret ?? ''));
    if (!secretOk || config.status !== 1) throw AUTH_FAILED;
  }

  private async setup(config: PunchoutConfigRow, request: SetupRequest) {
    const target = returnUrlOf(config, request.browserFormPost, this.deps.publicOrigin);
    if ('refused' in target)
      throw target.refused === 'invalid'
        ? new CxmlRefusal(400, 'BrowserFormPost 地址不正确', 'BrowserFormPost is not a URL')
        : new CxmlRefusal(
            403,
            `BrowserFormPost 地址 ${target.host} 不在允许的主机列表中`,
            `BrowserFormPost host ${target.host} is not allowed`,
          );
    const x = request.extrinsics;
    const memberId = await memberFor(this.db, config, {
      email: x.UserEmail ?? x.Email ?? '',
      name: x.UserFullName ?? `${x.LastName ?? ''}${x.FirstName ?? ''}`,
      mobile: x.UserPhone ?? x.UserMobile ?? x.PhoneNumber ?? x.Mobile ?? '',
      uniqueName: x.UniqueName ?? x.User ?? '',
    });
    const member = await companyContextOf(this.db, memberId);
    if (!member || member.companyId !== config.companyId || member.memberStatus !== 1)
      throw new CxmlRefusal(
        403,
        '该企业的采购系统对接成员不可用，请联系平台运营',
        'The punch-out member of this company is not active',
      );
    const token = randomBytes(32).toString('base64url');
    const now = this.deps.now();
    const sessionId = await this.db.transaction(async (tx) => {
      // The session's cart is what the setup carries: empty to create, the ItemOut lines to edit or inspect.
      // A technical member's cart is the session's; a person's own lines stay, set aside (not selected).
      if (memberId === config.memberUserId) await clearCart(tx, memberId);
      else await setCartAside(tx, memberId);
      if (request.itemsOut.length) {
        const byCode = await skuIdsByCode(
          tx,
          request.itemsOut.map((i) => i.supplierPartId),
        );
        const lines = request.itemsOut
          .map((i) => ({
            skuId: Number(/^sku:(\d+)$/.exec(i.auxiliaryId)?.[1] ?? byCode.get(i.supplierPartId) ?? 0),
            quantity: i.quantity,
          }))
          .filter((l) => l.skuId > 0 && l.quantity > 0);
        await addCartLines(tx, memberId, lines, AREA);
      }
      const [row] = await tx
        .insert(punchoutSessions)
        .values({
          companyId: config.companyId,
          userId: memberId,
          protocol: 'cxml',
          operation: request.operation,
          buyerCookie: request.buyerCookie,
          returnUrl: request.browserFormPost,
          startTokenHash: sha256(token),
          startExpiresAt: new Date(now.getTime() + START_TTL_MS),
        })
        .returning({ id: punchoutSessions.id });
      return row!.id;
    });
    return { sessionId, startUrl: `${this.deps.publicOrigin}/punchout/start/${token}` };
  }

  /**
   * Enters a session through its start token, once: signs its member in (a new token family, tied to the
   * session) and says where to go.
   */
  async start(token: string, meta: { ip?: string; userAgent?: string }) {
    const now = this.deps.now();
    const [session] = await this.db
      .update(punchoutSessions)
      .set({ startedAt: now })
      .where(
        and(
          eq(punchoutSessions.startTokenHash, sha256(token)),
          isNull(punchoutSessions.startedAt),
          gt(punchoutSessions.startExpiresAt, now),
        ),
      )
      .returning();
    if (!session) throw new AppError(410, '登录链接已使用或已过期，请从采购系统重新进入');
    const username = (await usernamesByIds(this.db, [session.userId])).get(session.userId);
    if (username === undefined) throw new AppError(410, '该会话的成员已不存在，请联系平台运营');
    const login = await this.deps.tokens.issue({ kind: 'buyer', id: session.userId, username }, meta);
    const family = String(decodeJwt(login.accessToken).sid ?? '');
    await this.db
      .update(punchoutSessions)
      .set({ tokenFamily: family })
      .where(eq(punchoutSessions.id, session.id));
    return { login, redirect: session.operation === 'create' ? '/' : '/cart/list' };
  }

  private async sessionOf(family: string) {
    const [session] = await this.db
      .select()
      .from(punchoutSessions)
      .where(eq(punchoutSessions.tokenFamily, family))
      .limit(1);
    return session ?? null;
  }

  /** The punch-out session the caller's sign-in belongs to, or null for an ordinary sign-in. */
  async current(family: string): Promise<SessionView | null> {
    const session = await this.sessionOf(family);
    if (!session) return null;
    const company = await companyContextOf(this.db, session.userId);
    return {
      protocol: session.protocol as 'cxml' | 'oci',
      operation: session.operation,
      companyName: company?.companyName ?? '',
      returnHost: new URL(session.returnUrl).host,
      transferred: !!session.transferredAt,
    };
  }

  /** SAP OCI 5.0: the login the browser brings opens a session at once (punchout.oci.ts). */
  oci(params: Record<string, unknown>, meta: { ip?: string; userAgent?: string }) {
    return openOciSession(this.db, this.deps, params, meta);
  }

  /** The company's set-up as its 管理员 reads it (punchout.documents.ts). */
  settings(companyId: number): Promise<PunchoutSettings> {
    return punchoutSettingsOf(this.db, this.deps.publicOrigin, companyId);
  }

  /** Whether a sign-in is a punch-out session's (it may not check out or pay). */
  async isPunchout(family: string): Promise<boolean> {
    return !!(await this.sessionOf(family));
  }

  /** The cart as a PunchOutOrderMessage, for the browser to post back to the buyer's system. */
  async transfer(userId: number, family: string, areaCode: string): Promise<Transfer> {
    const session = await this.sessionOf(family);
    if (!session || session.userId !== userId) throw new AppError(403, '当前不在采购系统会话中');
    const [config] = await this.db
      .select()
      .from(punchoutConfigs)
      .where(eq(punchoutConfigs.companyId, session.companyId));
    if (!config) throw new AppError(403, '该企业的采购系统对接已停用');
    const lines = (await loadCartLines(this.db, userId, areaCode)).filter(
      (l) => !l.gone && l.available && l.selected === 1,
    );
    if (!lines.length) throw new AppError(400, '购物车中没有可传回的商品，请先选择商品');
    const categories = await skuFirstCategories(
      this.db,
      lines.map((l) => l.skuId),
    );
    const now = this.deps.now();
    const body = cartDocument({
      session,
      config,
      lines,
      categories,
      host: this.host,
      now,
    });
    const documentId = await this.db.transaction(async (tx) => {
      await tx
        .update(punchoutSessions)
        .set({ transferredAt: now, cart: lines.map((l) => ({ skuId: l.skuId, priceFen: l.priceFen })) })
        .where(eq(punchoutSessions.id, session.id));
      return logDocument(tx, {
        companyId: session.companyId,
        sessionId: session.id,
        direction: 'out',
        kind: session.protocol === 'oci' ? 'OCI NEW_ITEM' : 'PunchOutOrderMessage',
        payloadId: null,
        status: 200,
        body,
      });
    });
    // The browser leaves for a one-time page of ours that posts the message: only that page's policy
    // lets a form go to the buyer's system.
    const token = randomBytes(24).toString('base64url');
    await this.deps.store.set(returnKey(token), String(documentId), START_TTL_MS);
    return { returnPath: `/punchout/return/${token}`, lines: lines.length };
  }

  /** The return page's form, once per transfer. */
  async returnForm(token: string): Promise<ReturnForm> {
    const id = Number(await this.deps.store.take(returnKey(token)));
    const [row] = id
      ? await this.db
          .select({
            body: punchoutDocuments.body,
            url: punchoutSessions.returnUrl,
            protocol: punchoutSessions.protocol,
            target: punchoutSessions.returnTarget,
          })
          .from(punchoutDocuments)
          .innerJoin(punchoutSessions, eq(punchoutSessions.id, punchoutDocuments.sessionId))
          .where(eq(punchoutDocuments.id, id))
      : [];
    if (!row) throw new AppError(410, '返回链接已使用或已过期，请在购物车再次点击「返回采购系统」');
    return row.protocol === 'oci'
      ? { url: row.url, target: row.target ?? '_top', fields: JSON.parse(row.body) as Record<string, string> }
      : { url: row.url, target: null, fields: { 'cxml-urlencoded': row.body } };
  }
}
