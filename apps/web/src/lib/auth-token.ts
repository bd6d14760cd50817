import { LIMITS } from '@mall/shared';
import { env } from '@/config/env';
import { getLoginInfo, setLoginInfo, type LoginInfo } from './cookies';
import { signOutLocally } from './user-store';

/** Refresh of spec section 4: one call at a time; every waiting request reuses its answer. */
let pending: Promise<LoginInfo | null> | null = null;

function basicCredential(): string {
  return `Basic ${btoa(`${env.webClientId}:${env.webClientSecret}`)}`;
}

async function refresh(info: LoginInfo): Promise<LoginInfo | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LIMITS.REQUEST_TIMEOUT_MS);
  try {
    const query = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: info.refreshToken });
    const response = await fetch(`${env.apiBase}/api/oauth/getOauthToken?${query}`, {
      headers: { Authorization: basicCredential() },
      signal: controller.signal,
    });
    const body = (await response.json().catch(() => null)) as { code?: number; data?: LoginInfo } | null;
    if (!response.ok || body?.code !== 200 || !body.data?.accessToken) {
      // A refused refresh token cannot be retried: the buyer is signed out here.
      if (response.status === 400 || response.status === 401 || response.status === 419) signOutLocally();
      return null;
    }
    const next: LoginInfo = {
      accessToken: body.data.accessToken,
      accessExpires: Number(body.data.accessExpires),
      refreshToken: body.data.refreshToken || info.refreshToken,
      refreshExpires: Number(body.data.refreshExpires) || info.refreshExpires,
    };
    setLoginInfo(next);
    return next;
  } catch (error) {
    console.warn('[auth] token refresh failed', error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The access token to send, refreshed first when it has expired and the refresh token has not.
 * Null for visitors and when both tokens have expired (the buyer is then signed out locally).
 */
export async function getAccessToken(now = Date.now()): Promise<string | null> {
  const info = getLoginInfo();
  if (!info) return null;
  if (info.accessExpires > now) return info.accessToken;
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
