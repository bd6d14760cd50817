import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMPANY_CODE, COMPANY_MSG } from '@mall/shared';
import { AppError, forbidden, unauthorized } from '../lib/app-error';

/** Who is calling: a buyer of the storefront or an operator of the console. */
export type AuthUser =
  | { kind: 'buyer'; id: number; username: string; sessionId: string; mustChangePassword?: boolean }
  | { kind: 'operator'; id: number; username: string; role: string; sessionId: string }
  | { kind: 'merchant'; id: number; username: string; role: string; merchantId: number; sessionId: string };

export type BuyerUser = Extract<AuthUser, { kind: 'buyer' }>;
export type OperatorUser = Extract<AuthUser, { kind: 'operator' }>;
export type MerchantUser = Extract<AuthUser, { kind: 'merchant' }>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set from a valid bearer token; null for visitors (and for invalid or expired tokens). */
    user: AuthUser | null;
  }
}

type AccessClaims = {
  kind: 'buyer' | 'operator' | 'merchant';
  id: number;
  username: string;
  role?: string;
  merchantId?: number;
  mustChangePassword?: boolean;
  sessionId: string;
};

/** Verifies an access token (implemented by the auth module's TokenService). */
export type AccessVerifier = {
  verifyAccess(token: string): Promise<AccessClaims | null>;
  /**
   * The claims of a token verified a moment ago whose answer needs no read now (signature checked, not
   * expired, revocation checked recently); null for a token that cannot be one of ours (an open-platform
   * app's `oat_…`); undefined when `verifyAccess` must run.
   */
  knownAccess?(token: string): AccessClaims | null | undefined;
};

/** Operator calls that need no token. */
const ADMIN_PUBLIC = ['/api/admin/auth/login', '/api/admin/auth/refresh'];
/** Merchant portal calls that need no token. */
const PORTAL_PUBLIC = ['/api/portal/auth/login', '/api/portal/auth/refresh', '/api/portal/auth/setup'];

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Reads the bearer token of every request into `request.user`. Every `/api/admin/*` call (except operator
 * login and refresh) requires an operator token: none → 401, a buyer's → 403. Buyer calls guard themselves
 * with `requireBuyer`.
 */
export function registerAuth(app: FastifyInstance, verifier: AccessVerifier): void {
  app.decorateRequest('user', null);
  // A callback hook: a visitor, or a caller whose token was verified a moment ago, passes without a
  // promise; only a token to check now waits for verifyAccess.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = bearer(request);
    const known = token ? verifier.knownAccess?.(token) : null;
    if (known !== undefined) return done(admitted(request, known));
    verifier.verifyAccess(token!).then(
      (claims) => done(admitted(request, claims)),
      (err: unknown) => done(err as Error),
    );
  });
}

/** Sets `request.user` from the token's claims and refuses what the path needs but the caller is not. */
function admitted(request: FastifyRequest, claims: AccessClaims | null): Error | undefined {
  if (claims?.kind === 'buyer')
    request.user = {
      kind: 'buyer',
      id: claims.id,
      username: claims.username,
      sessionId: claims.sessionId,
      ...(claims.mustChangePassword ? { mustChangePassword: true } : {}),
    };
  else if (claims) {
    // Operators and merchants' staff: an account with a role.
    const staff = {
      id: claims.id,
      username: claims.username,
      role: claims.role ?? '',
      sessionId: claims.sessionId,
    };
    if (claims.kind === 'operator') request.user = { kind: 'operator', ...staff };
    else if (claims.kind === 'merchant' && claims.merchantId)
      request.user = { kind: 'merchant', ...staff, merchantId: claims.merchantId };
  }
  const url = request.url;
  if (!url.startsWith('/api/admin/') && !url.startsWith('/api/portal/')) return undefined;
  const path = url.split('?')[0] ?? '';
  if (path.startsWith('/api/admin/') && !ADMIN_PUBLIC.includes(path)) {
    if (!request.user) return unauthorized();
    if (request.user.kind !== 'operator') return forbidden('买家账号不能访问运营后台');
  }
  if (path.startsWith('/api/portal/') && !PORTAL_PUBLIC.includes(path)) {
    if (!request.user) return unauthorized();
    if (request.user.kind !== 'merchant') return forbidden('请使用商家账号登录商家后台');
  }
  return undefined;
}

/**
 * Route hook: the caller must be a signed-in buyer (missing/expired token → 401, operator token → 403).
 * Use it as `onRequest: requireBuyer` so the 401 comes before body validation (preHandler works too).
 */
export async function requireBuyer(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  if (request.user.kind !== 'buyer') throw forbidden('运营账号不能调用买家接口');
  if (request.user.mustChangePassword && !FIRST_LOGIN_OPEN.has(request.url.split('?')[0] ?? ''))
    throw new AppError(403, COMPANY_MSG.MUST_CHANGE_PASSWORD, COMPANY_CODE.MUST_CHANGE_PASSWORD);
}

/** What a sub-account on its initial password may call: its profile, the password change and logout. */
const FIRST_LOGIN_OPEN = new Set(['/api/user/getUserInfo', '/api/user/modifyPassword', '/api/oauth/logout']);

/** An operator route guard, carrying the roles it admits (the role-matrix test reads them). */
export type OperatorGuard = ((request: FastifyRequest) => Promise<void>) & { roles: readonly string[] };

/**
 * Route hook factory: the caller must be an operator, and when `roles` is given hold one of them
 * (超级管理员 always passes). Pass a console area's roles: `onRequest: requireOperator(CONSOLE_AREAS.orders)`.
 */
export function requireOperator(roles?: readonly string[]): OperatorGuard {
  const guard = async function operatorGuard(request: FastifyRequest): Promise<void> {
    if (!request.user) throw unauthorized();
    if (request.user.kind !== 'operator') throw forbidden('买家账号不能访问运营后台');
    if (roles && roles.length && request.user.role !== '超级管理员' && !roles.includes(request.user.role))
      throw forbidden('当前角色没有此操作的权限');
  };
  return Object.assign(guard, { roles: roles ?? [] });
}

/** The signed-in buyer of a route guarded by requireBuyer. */
export function currentBuyer(request: FastifyRequest): BuyerUser {
  const user = request.user;
  if (!user) throw unauthorized();
  if (user.kind !== 'buyer') throw forbidden('运营账号不能调用买家接口');
  return user;
}

/** The buyer when a buyer token came with the call, else null (for calls open to visitors). */
export function optionalBuyer(request: FastifyRequest): BuyerUser | null {
  return request.user?.kind === 'buyer' ? request.user : null;
}

/** The signed-in operator of a route under /api/admin. */
export function currentOperator(request: FastifyRequest): OperatorUser {
  const user = request.user;
  if (!user) throw unauthorized();
  if (user.kind !== 'operator') throw forbidden('买家账号不能访问运营后台');
  return user;
}
