import { LIMITS, type LoginInfo } from '@mall/shared';
import { env } from '@/config/env';
import { signOutLocally } from './operator-store';
import { getOperatorTokens, setOperatorTokens } from './token-storage';

/** Refresh with rotation: one call at a time; every request waiting on it reuses its answer. */
let pending: Promise<LoginInfo | null> | null = null;

/** Access tokens this close to expiry are refreshed first, so a call never leaves with a dying token. */
const EXPIRY_MARGIN_MS = 5_000;

async function refresh(info: LoginInfo): Promise<LoginInfo | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LIMITS.REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(`${env.apiBase}/api/admin/auth/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ refreshToken: info.refreshToken }),
      signal: controller.signal,
    });
    const body = (await response.json().catch(() => null)) as { code?: number; data?: LoginInfo } | null;
    if (!response.ok || body?.code !== 200 || !body.data?.accessToken) {
      // A refused refresh token (used, revoked, expired) cannot be retried: sign out here.
      if (response.status >= 400 && response.status < 500) signOutLocally();
      return null;
    }
    const next: LoginInfo = {
      accessToken: body.data.accessToken,
      accessExpires: Number(body.data.accessExpires),
      refreshToken: body.data.refreshToken || info.refreshToken,
      refreshExpires: Number(body.data.refreshExpires) || info.refreshExpires,
    };
    setOperatorTokens(next);
    return next;
  } catch (error) {
    console.warn('[auth] token refresh failed', error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The access token to send, refreshed first when it has (nearly) expired and the refresh token has not.
 * Null when signed out or when both tokens have expired (the operator is then signed out locally).
 */
export async function getAccessToken(now = Date.now()): Promise<string | null> {
  const info = getOperatorTokens();
  if (!info) return null;
  if (info.accessExpires > now + EXPIRY_MARGIN_MS) return info.accessToken;
  if (!info.refreshToken || info.refreshExpires <= now) {
    signOutLocally();
    return null;
  }
  pending ??= refresh(info).finally(() => {
    pending = null;
  });
  const next = await pending;
  return next?.accessToken ?? null;
}

/** Forces one refresh (after a 401 on a token the clock thought valid); single-flight like the above. */
export async function refreshNow(): Promise<string | null> {
  const info = getOperatorTokens();
  if (!info?.refreshToken) return null;
  pending ??= refresh(info).finally(() => {
    pending = null;
  });
  const next = await pending;
  return next?.accessToken ?? null;
}
