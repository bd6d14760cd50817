import { and, eq, lt, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import {
  OPEN_MSG,
  type OpenApp,
  type OpenAppInput,
  type OpenAppWithSecret,
  type OpenShopAppInput,
} from '@mall/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client';
import { AppError, notFound } from '../../../lib/app-error';
import type { AuditActor } from '../../platform/audit';
import { auditAppWrite } from './open-app.audit';
import { OAuthError } from './open-app.errors';
import { digest, ipAllowed, matches, newAccessToken, newClientId, newClientSecret } from './open-app.secrets';
import { openApps, openTokens } from './open-app.table';

/** Access tokens last two hours (issue 46). */
const TOKEN_TTL_S = 7200;
/** Apps per company or shop. */
const MAX_APPS = 10;
/** A verified token is trusted this long in one process before it is read again (suspension reaches it). */
const VERIFIED_FOR_MS = 5000;

export type AppOwner = { kind: 'company' | 'shop'; id: number };

/** Who is calling `/open/v1`: the app, its owner and the member it acts as. */
export type OpenCaller = {
  appId: number;
  clientId: string;
  owner: AppOwner;
  agentUserId: number;
  /** The token's scopes (a subset of the app's). */
  scopes: readonly string[];
  ipAllowList: readonly string[];
  mode: 'sandbox' | 'live';
  /**
   * False when the acting member has left the company, or a shop's app's staff account is disabled or its
   * shop suspended (calls are refused until an administrator fixes it).
   */
  agentActive: boolean;
};

type AppRow = typeof openApps.$inferSelect & { agentUsername?: string };

/** The acting account's login name: a company member's (users), or a shop's staff account (merchant_staff). */
const agentUsername = sql<string>`case when ${openApps.ownerKind} = 'shop'
    then (select s.username from merchant_staff s where s.id = ${openApps.agentUserId})
    else (select u.username from users u where u.id = ${openApps.agentUserId}) end`;

function toWire(row: AppRow, now: Date): OpenApp {
  const graceLeft = row.previousSecretUntil && row.previousSecretUntil > now;
  return {
    id: row.id,
    name: row.name,
    clientId: row.clientId,
    scopes: row.scopes,
    ipAllowList: row.ipAllowList,
    mode: row.mode === 'live' ? 'live' : 'sandbox',
    status: row.status === 'suspended' ? 'suspended' : 'active',
    agentUsername: row.agentUsername ?? '',
    createdAt: row.createdAt.toISOString(),
    secretRotatedAt: row.secretRotatedAt.toISOString(),
    previousSecretUntil: graceLeft ? row.previousSecretUntil!.toISOString() : null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * Open-platform apps: their owners register, change, rotate and revoke them; programs trade the client id and
 * secret for two-hour access tokens (client credentials); every `/open/v1` call is verified here.
 */
export class OpenAppService {
  private verified = new Map<string, { caller: OpenCaller | null; at: number; expiresAt: number }>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The owner's apps, newest first (revoked ones are gone from the list). */
  async list(owner: AppOwner): Promise<OpenApp[]> {
    const rows = await this.rows(owner);
    return rows.map((r) => toWire(r, this.now()));
  }

  /** Registers an app acting as `agentUserId` (audited as `actor`); answers its secret once. */
  async create(
    owner: AppOwner,
    agentUserId: number,
    input: OpenAppInput | OpenShopAppInput,
    actor: AuditActor,
  ): Promise<OpenAppWithSecret> {
    const clientSecret = newClientSecret();
    const id = await this.db.transaction(async (tx) => {
      // One owner's creations one after another, so the limit holds under concurrent calls.
      await tx.execute(sql`select pg_advisory_xact_lock(46001, ${owner.id}::int)`);
      const [count] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from open_apps
            where owner_kind = ${owner.kind} and owner_id = ${owner.id} and status <> 'revoked'`,
      );
      if ((count?.n ?? 0) >= MAX_APPS) throw new AppError(400, OPEN_MSG.APP_LIMIT(MAX_APPS));
      const [row] = await tx
        .insert(openApps)
        .values({
          ownerKind: owner.kind,
          ownerId: owner.id,
          name: input.name,
          clientId: newClientId(),
          secretHash: digest(clientSecret),
          scopes: [...new Set(input.scopes)],
          ipAllowList: input.ipAllowList,
          mode: input.mode,
          agentUserId,
        })
        .returning();
      await auditAppWrite(tx, actor, 'create', null, row!);
      return row!.id;
    });
    return { app: await this.one(owner, id), clientSecret };
  }

  /** Changes an app's name, scopes, allow-list and mode; narrowed scopes end its tokens at once. */
  async update(
    owner: AppOwner,
    id: number,
    input: OpenAppInput | OpenShopAppInput,
    actor: AuditActor,
  ): Promise<OpenApp> {
    await this.changeOwned(
      owner,
      id,
      true,
      { actor, verb: 'update' },
      {
        name: input.name,
        scopes: [...new Set(input.scopes)],
        ipAllowList: input.ipAllowList,
        mode: input.mode,
        updatedAt: this.now(),
      },
    );
    return this.one(owner, id);
  }

  /**
   * A new secret, shown once. The old one keeps working for `graceHours` (0: it stops at once, with every
   * token issued so far).
   */
  async rotate(
    owner: AppOwner,
    id: number,
    graceHours: number,
    actor: AuditActor,
  ): Promise<OpenAppWithSecret> {
    const clientSecret = newClientSecret();
    const now = this.now();
    const note = graceHours > 0 ? `（旧密钥宽限 ${graceHours} 小时）` : '（旧密钥立即失效）';
    await this.changeOwned(
      owner,
      id,
      graceHours === 0,
      { actor, verb: 'rotate', note },
      {
        previousSecretHash: graceHours > 0 ? sql`${openApps.secretHash}` : null,
        previousSecretUntil: graceHours > 0 ? new Date(now.getTime() + graceHours * 3600_000) : null,
        secretHash: digest(clientSecret),
        secretRotatedAt: now,
        updatedAt: now,
      },
    );
    return { app: await this.one(owner, id), clientSecret };
  }

  /** Deletes an app for its owner: its secret and every token stop at once. */
  async revoke(owner: AppOwner, id: number, actor: AuditActor): Promise<void> {
    await this.changeOwned(
      owner,
      id,
      true,
      { actor, verb: 'delete' },
      {
        status: 'revoked',
        previousSecretHash: null,
        previousSecretUntil: null,
        updatedAt: this.now(),
      },
    );
  }

  /** An operator suspends an app (its tokens end) or lets it work again, inside the caller's transaction. */
  async setSuspended(id: number, suspended: boolean, tx: DbOrTx): Promise<boolean> {
    const rows = await tx
      .update(openApps)
      .set({ status: suspended ? 'suspended' : 'active', updatedAt: this.now() })
      .where(and(eq(openApps.id, id), sql`${openApps.status} <> 'revoked'`))
      .returning({ id: openApps.id });
    if (rows.length && suspended) await tx.delete(openTokens).where(eq(openTokens.appId, id));
    this.forget();
    return rows.length > 0;
  }

  /**
   * OAuth 2.0 client credentials (RFC 6749 §4.4): a two-hour token for the app's scopes, or the subset
   * `scope` names. `ip` is checked against the app's allow-list.
   */
  async issueToken(clientId: string, clientSecret: string, scope: string | undefined, ip: string) {
    const now = this.now();
    const [app] = await this.db.select().from(openApps).where(eq(openApps.clientId, clientId)).limit(1);
    const secretOk =
      !!app &&
      (matches(app.secretHash, clientSecret) ||
        (!!app.previousSecretUntil &&
          app.previousSecretUntil > now &&
          matches(app.previousSecretHash, clientSecret)));
    if (!app || app.status === 'revoked' || !secretOk)
      throw new OAuthError(401, 'invalid_client', '应用编号或密钥不正确');
    if (app.status === 'suspended') throw new OAuthError(401, 'invalid_client', OPEN_MSG.APP_SUSPENDED);
    if (!ipAllowed(app.ipAllowList, ip)) throw new OAuthError(401, 'invalid_client', OPEN_MSG.IP_REFUSED);
    const asked = scope?.trim() ? [...new Set(scope.trim().split(/\s+/))] : app.scopes;
    const beyond = asked.filter((s) => !app.scopes.includes(s));
    if (beyond.length) throw new OAuthError(400, 'invalid_scope', `应用未获得这些权限：${beyond.join(' ')}`);
    const token = newAccessToken();
    const expiresAt = new Date(now.getTime() + TOKEN_TTL_S * 1000);
    await this.db.transaction(async (tx) => {
      await tx.delete(openTokens).where(and(eq(openTokens.appId, app.id), lt(openTokens.expiresAt, now)));
      await tx
        .insert(openTokens)
        .values({ tokenHash: digest(token), appId: app.id, scopes: asked, expiresAt });
      await tx.update(openApps).set({ lastUsedAt: now }).where(eq(openApps.id, app.id));
    });
    return {
      access_token: token,
      token_type: 'Bearer' as const,
      expires_in: TOKEN_TTL_S,
      scope: asked.join(' '),
    };
  }

  /** The caller of a token, or null when it is unknown, expired, or its app is no longer active. */
  async verify(token: string): Promise<OpenCaller | null> {
    const hash = digest(token);
    const at = Date.now();
    const known = this.verified.get(hash);
    if (known && at - known.at < VERIFIED_FOR_MS && at < known.expiresAt) return known.caller;
    const [row] = await queryRows<{
      app_id: number;
      client_id: string;
      owner_kind: string;
      owner_id: number;
      agent_user_id: number;
      scopes: string[];
      ip_allow_list: string[];
      mode: string;
      expires_at: Date;
      agent_active: boolean;
    }>(
      this.db,
      sql`select a.id as app_id, a.client_id, a.owner_kind, a.owner_id, a.agent_user_id, t.scopes, a.ip_allow_list,
            a.mode, t.expires_at,
            case when a.owner_kind = 'company' then exists (select 1 from company_members m
                join companies c on c.id = m.company_id and c.status = 2
                where m.user_id = a.agent_user_id and m.company_id = a.owner_id and m.status = 1)
              else exists (select 1 from merchant_staff s join merchants m on m.id = s.merchant_id and m.status = 1
                where s.id = a.agent_user_id and s.merchant_id = a.owner_id and s.status = 1) end as agent_active
          from open_tokens t join open_apps a on a.id = t.app_id and a.status = 'active'
          where t.token_hash = ${hash} and t.expires_at > now()`,
    );
    const caller: OpenCaller | null = row
      ? {
          appId: Number(row.app_id),
          clientId: row.client_id,
          owner: { kind: row.owner_kind === 'shop' ? 'shop' : 'company', id: Number(row.owner_id) },
          agentUserId: Number(row.agent_user_id),
          scopes: row.scopes,
          ipAllowList: row.ip_allow_list,
          mode: row.mode === 'live' ? 'live' : 'sandbox',
          agentActive: row.agent_active,
        }
      : null;
    if (this.verified.size > 10_000) this.verified.clear();
    this.verified.set(hash, {
      caller,
      at,
      expiresAt: row ? new Date(row.expires_at).getTime() : at + VERIFIED_FOR_MS,
    });
    return caller;
  }

  /** Every app for operators (newest first), with its owner's name. */
  async listAll(): Promise<(OpenApp & { ownerKind: string; ownerName: string })[]> {
    const rows = await queryRows<{ id: number; owner_kind: string; owner_name: string | null }>(
      this.db,
      sql`select a.id, a.owner_kind,
            case when a.owner_kind = 'company' then (select c.name from companies c where c.id = a.owner_id)
              else (select m.name from merchants m where m.id = a.owner_id) end as owner_name
          from open_apps a where a.status <> 'revoked' order by a.id desc limit 500`,
    );
    const apps = await this.byIds(rows.map((r) => Number(r.id)));
    return rows.map((r) => ({
      ...apps.get(Number(r.id))!,
      ownerKind: r.owner_kind,
      ownerName: r.owner_name ?? '',
    }));
  }

  /** Drops what this process remembers of verified tokens (after a change that ends some). */
  private forget(): void {
    this.verified.clear();
  }

  /**
   * Changes the owner's app (404 when it has none of that id), ending its tokens when asked, and records the
   * change in the audit log in the same transaction.
   */
  private async changeOwned(
    owner: AppOwner,
    id: number,
    endTokens: boolean,
    audit: { actor: AuditActor; verb: 'update' | 'rotate' | 'delete'; note?: string },
    set: PgUpdateSetSource<typeof openApps>,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(openApps).where(this.owned(owner, id)).for('update');
      if (!before) throw notFound(OPEN_MSG.APP_NOT_FOUND);
      const [after] = await tx.update(openApps).set(set).where(eq(openApps.id, id)).returning();
      await auditAppWrite(tx, audit.actor, audit.verb, before, after!, audit.note);
      if (endTokens) await tx.delete(openTokens).where(eq(openTokens.appId, id));
    });
    this.forget();
  }

  private owned(owner: AppOwner, id: number) {
    return and(
      eq(openApps.id, id),
      eq(openApps.ownerKind, owner.kind),
      eq(openApps.ownerId, owner.id),
      sql`${openApps.status} <> 'revoked'`,
    );
  }

  private async rows(owner: AppOwner, id?: number): Promise<AppRow[]> {
    return this.db
      .select({
        app: openApps,
        agentUsername,
      })
      .from(openApps)
      .where(
        id === undefined
          ? and(
              eq(openApps.ownerKind, owner.kind),
              eq(openApps.ownerId, owner.id),
              sql`${openApps.status} <> 'revoked'`,
            )
          : this.owned(owner, id),
      )
      .orderBy(sql`${openApps.id} desc`)
      .then((rows) => rows.map((r) => ({ ...r.app, agentUsername: r.agentUsername })));
  }

  private async one(owner: AppOwner, id: number): Promise<OpenApp> {
    const [row] = await this.rows(owner, id);
    if (!row) throw notFound(OPEN_MSG.APP_NOT_FOUND);
    return toWire(row, this.now());
  }

  private async byIds(ids: number[]): Promise<Map<number, OpenApp>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .select({
        app: openApps,
        agentUsername,
      })
      .from(openApps)
      .where(sql`${openApps.id} = any(${sql.param(ids)}::bigint[])`);
    return new Map(
      rows.map((r) => [r.app.id, toWire({ ...r.app, agentUsername: r.agentUsername }, this.now())]),
    );
  }
}
