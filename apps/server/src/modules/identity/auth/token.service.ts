import { createHash, createSecretKey, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { LoginInfo } from '@mall/shared';
import type { Db } from '../../../db/client';
import { unauthorized } from '../../../lib/app-error';
import { onInvalidation } from '../../../lib/cache';
import type { EphemeralStore } from '../../../lib/store';
import { refreshTokens } from './auth.table';

/** header.payload.signature, each base64url: the only shape an access token of ours has. */
const COMPACT_JWS = /^[\w-]+\.[\w-]+\.[\w-]+$/;

export const ACCESS_TTL_MS = 30 * 60 * 1000;
const REFRESH_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const ISSUER = 'mall';

export type SubjectKind = 'buyer' | 'operator' | 'merchant';
/** The audience of each kind's access tokens (a token of one kind is never read as another's). */
const AUDIENCE: Record<SubjectKind, string> = {
  buyer: 'mall-web',
  operator: 'mall-console',
  merchant: 'mall-merchant',
};
export type TokenSubject = {
  kind: SubjectKind;
  id: number;
  username: string;
  role?: string;
  /** A sub-account on its initial password (claim `pwc`). */
  mustChangePassword?: boolean;
  /** Merchant staff: the shop (claim `mid`). */
  merchantId?: number;
};
/** What a valid access token says. `sessionId` is the refresh-token family it belongs to. */
export type AccessClaims = TokenSubject & { sessionId: string };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const revokedKey = (familyId: string) => `auth:revoked:${familyId}`;
/** Set when a buyer replaced the initial password: tokens issued before still carry `pwc`. */
export const passwordChangedKey = (userId: number) => `auth:pwc-cleared:${userId}`;
/** Signature-checked access tokens kept per process. */
const VERIFIED_MAX = 10_000;
/** How long a process trusts that a session it checked is not revoked (other processes' logouts). */
const REVOKED_RECHECK_MS = 1000;

/**
 * Access tokens (short-lived HS256 JWTs) and refresh tokens (opaque, stored hashed, rotated on every use,
 * re-use of a rotated token revokes its family). Revoked families are also noted in the ephemeral store
 * for the lifetime of an access token, so their access tokens stop working at once.
 */
export class TokenService {
  /** Imported once: a raw byte key would be re-imported into WebCrypto on every verify. */
  private readonly key: KeyObject;
  /** Access tokens whose signature and claims were checked, in insertion order (oldest evicted first). */
  private readonly verified = new Map<string, { claims: AccessClaims; expMs: number; checkedAt: number }>();

  constructor(
    private readonly db: Db,
    private readonly store: EphemeralStore,
    secret: string,
  ) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
    // Redis restarted (or the link was lost): the revocation marks may be gone; write them again from the
    // database, and check every memoised token afresh.
    onInvalidation(store, (what) => {
      if (what !== 'resync') return;
      this.verified.clear();
      void this.restoreRevocations().catch((err: Error) =>
        console.error(`auth: revocations not restored after a store outage (${err.message})`),
      );
    });
  }

  /**
   * Marks again, in the store, every session revoked within an access token's life (its access tokens may
   * still be presented). Revocations are kept in the database (refresh_tokens.revoked_at); the store's marks
   * are what requests read, and a Redis restart loses them. Returns how many sessions were marked.
   */
  async restoreRevocations(): Promise<number> {
    const rows = await this.db
      .selectDistinct({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(gt(refreshTokens.revokedAt, new Date(Date.now() - ACCESS_TTL_MS - 60_000)));
    for (const { familyId } of rows) await this.store.set(revokedKey(familyId), '1', ACCESS_TTL_MS + 60_000);
    return rows.length;
  }

  /** Starts a new session (token family) for a subject and returns its login info. */
  issue(subject: TokenSubject, meta: { ip?: string; userAgent?: string } = {}): Promise<LoginInfo> {
    return this.issueInFamily(subject, randomUUID(), meta);
  }

  private async issueInFamily(
    subject: TokenSubject,
    familyId: string,
    meta: { ip?: string; userAgent?: string },
  ): Promise<LoginInfo> {
    const now = Date.now();
    const accessExpires = now + ACCESS_TTL_MS;
    const refreshExpires = now + REFRESH_TTL_MS;
    const accessToken = await new SignJWT({
      kind: subject.kind,
      uname: subject.username,
      ...(subject.role ? { role: subject.role } : {}),
      ...(subject.mustChangePassword ? { pwc: 1 } : {}),
      ...(subject.merchantId ? { mid: subject.merchantId } : {}),
      sid: familyId,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE[subject.kind])
      .setSubject(String(subject.id))
      // Unique per token: a rotation within the same second must still hand out a new access token.
      .setJti(randomUUID())
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(accessExpires / 1000))
      .sign(this.key);
    const refreshToken = `rt_${randomBytes(32).toString('base64url')}`;
    await this.db.insert(refreshTokens).values({
      tokenHash: sha256(refreshToken),
      familyId,
      subjectKind: subject.kind,
      subjectId: subject.id,
      expiresAt: new Date(refreshExpires),
      ip: meta.ip?.slice(0, 64) ?? null,
      userAgent: meta.userAgent?.slice(0, 500) ?? null,
    });
    // The JWT's exp has second precision; report the same instant to the client.
    return {
      accessToken,
      accessExpires: Math.floor(accessExpires / 1000) * 1000,
      refreshToken,
      refreshExpires,
    };
  }

  /**
   * Verifies an access token; null when invalid, expired or its session was revoked. A token never changes,
   * so its signature is checked once and the claims kept (bounded) until it expires; the revocation mark is
   * re-read from the store at most every REVOKED_RECHECK_MS per token (revocations made by this process clear
   * the memo at once, those of other processes show within that time).
   */
  /**
   * The claims of a token remembered by verifyAccess when they need no read now (not expired, revocation
   * checked within REVOKED_RECHECK_MS, no first-login flag to re-read): a signed-in caller's next calls pass
   * the auth hook without a promise. Undefined otherwise (then verifyAccess).
   */
  knownAccess(token: string): AccessClaims | null | undefined {
    // Not a compact JWS (an open-platform app's token on every /open/v1 call): nobody, without a promise.
    if (!COMPACT_JWS.test(token)) return null;
    const memo = this.verified.get(token);
    const now = Date.now();
    if (!memo || memo.expMs <= now || now - memo.checkedAt >= REVOKED_RECHECK_MS) return undefined;
    return memo.claims.mustChangePassword ? undefined : memo.claims;
  }

  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const now = Date.now();
    let memo = this.verified.get(token);
    if (memo && memo.expMs <= now) {
      this.verified.delete(token);
      memo = undefined;
    }
    if (!memo) {
      const checked = await this.checkSignature(token);
      if (!checked) return null;
      memo = { ...checked, checkedAt: 0 };
      if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, memo);
    }
    if (now - memo.checkedAt >= REVOKED_RECHECK_MS) {
      if (await this.store.get(revokedKey(memo.claims.sessionId))) {
        this.verified.delete(token);
        return null;
      }
      memo.checkedAt = now;
    }
    // Only first-login tokens pay this read: the flag ends once the password was changed.
    if (memo.claims.mustChangePassword && (await this.store.get(passwordChangedKey(memo.claims.id))))
      memo.claims = { ...memo.claims, mustChangePassword: false };
    return memo.claims;
  }

  private async checkSignature(token: string): Promise<{ claims: AccessClaims; expMs: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: Object.values(AUDIENCE),
        algorithms: ['HS256'],
      });
      const kind = payload.kind;
      const sid = payload.sid;
      const id = Number(payload.sub);
      if (
        (kind !== 'buyer' && kind !== 'operator' && kind !== 'merchant') ||
        typeof sid !== 'string' ||
        !Number.isSafeInteger(id)
      )
        return null;
      if (payload.aud !== AUDIENCE[kind]) return null;
      if (kind === 'merchant' && !(typeof payload.mid === 'number' && Number.isSafeInteger(payload.mid)))
        return null;
      const claims: AccessClaims = {
        kind,
        id,
        username: String(payload.uname ?? ''),
        ...(typeof payload.role === 'string' ? { role: payload.role } : {}),
        ...(payload.pwc === 1 ? { mustChangePassword: true } : {}),
        ...(kind === 'merchant' ? { merchantId: payload.mid as number } : {}),
        sessionId: sid,
      };
      return { claims, expMs: (payload.exp ?? 0) * 1000 };
    } catch {
      return null;
    }
  }

  /** Forgets memoised tokens of revoked sessions (this process sees a revocation at once). */
  private forgetSessions(familyIds: ReadonlySet<string>): void {
    for (const [token, memo] of this.verified)
      if (familyIds.has(memo.claims.sessionId)) this.verified.delete(token);
  }

  /**
   * Rotates a refresh token: marks it used and issues the next one of its family. A token that was already
   * used (a stolen copy, or a replay) revokes the whole family. `load` re-reads the subject (it may have been
   * disabled or renamed since login); null refuses.
   */
  async rotate(
    refreshToken: string,
    kind: SubjectKind,
    load: (kind: SubjectKind, id: number) => Promise<TokenSubject | null>,
    meta: { ip?: string; userAgent?: string } = {},
  ): Promise<LoginInfo> {
    const hash = sha256(refreshToken);
    const now = new Date();
    const [claimed] = await this.db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, hash),
          eq(refreshTokens.subjectKind, kind),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning();
    if (!claimed) {
      const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
      if (row?.subjectKind === kind && row.usedAt && !row.revokedAt) await this.revokeFamily(row.familyId);
      throw unauthorized('登录已失效，请重新登录');
    }
    const subject = await load(claimed.subjectKind as SubjectKind, claimed.subjectId);
    if (!subject) {
      await this.revokeFamily(claimed.familyId);
      throw unauthorized('账号不可用，请重新登录');
    }
    return this.issueInFamily(subject, claimed.familyId, meta);
  }

  /** Revokes the session a refresh token belongs to (logout with only a refresh token). */
  async revokeByRefreshToken(refreshToken: string): Promise<void> {
    const [row] = await this.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
    if (row) await this.revokeFamily(row.familyId);
  }

  /** Revokes one session: its refresh tokens and, through the store, its access tokens. */
  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    await this.store.set(revokedKey(familyId), '1', ACCESS_TTL_MS + 60_000);
    this.forgetSessions(new Set([familyId]));
  }

  /** Revokes every session of a subject, except `keepFamilyId` when given (the caller's own). */
  async revokeAll(kind: SubjectKind, id: number, keepFamilyId?: string): Promise<void> {
    const conditions = [
      eq(refreshTokens.subjectKind, kind),
      eq(refreshTokens.subjectId, id),
      isNull(refreshTokens.revokedAt),
    ];
    if (keepFamilyId) conditions.push(ne(refreshTokens.familyId, keepFamilyId));
    const rows = await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(...conditions))
      .returning({ familyId: refreshTokens.familyId });
    // Also families whose tokens are all used/expired may still have live access tokens: mark every family seen.
    const families = new Set(rows.map((r) => r.familyId));
    const all = await this.db
      .selectDistinct({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.subjectKind, kind),
          eq(refreshTokens.subjectId, id),
          gt(refreshTokens.createdAt, new Date(Date.now() - ACCESS_TTL_MS - 60_000)),
        ),
      );
    for (const f of all) if (f.familyId !== keepFamilyId) families.add(f.familyId);
    for (const familyId of families) await this.store.set(revokedKey(familyId), '1', ACCESS_TTL_MS + 60_000);
    this.forgetSessions(families);
  }
}
