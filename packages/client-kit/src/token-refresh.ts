import { LIMITS, type LoginInfo } from '@mall/shared';

export type TokenStore = {
  read: () => LoginInfo | null;
  write: (info: LoginInfo) => void;
  /** Forgets the tokens and the signed-in person (the app's own sign-out). */
  signOut: () => void;
};

export type TokenRefreshConfig = {
  store: TokenStore;
  /** The app's refresh call (its endpoint and credentials); the kit reads the envelope it answers. */
  callRefresh: (refreshToken: string, signal: AbortSignal) => Promise<Response>;
  /** Access tokens this close to expiry are refreshed first (the console keeps 5 s; the storefront 0). */
  expiryMarginMs?: number;
};

/**
 * Token refresh with rotation: one refresh call at a time, every request waiting on it reuses its answer.
 * A refused refresh token (any 4xx) signs out; a failed refresh (network, 5xx) answers null, so the call
 * goes without a token and a 401 then leads to the login page (decision record 2026-11-25-client-kit).
 */
export function createTokenRefresh(config: TokenRefreshConfig) {
  const { store, expiryMarginMs = 0 } = config;
  let pending: Promise<LoginInfo | null> | null = null;

  async function refresh(info: LoginInfo): Promise<LoginInfo | null> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), LIMITS.REQUEST_TIMEOUT_MS);
    try {
      const response = await config.callRefresh(info.refreshToken, controller.signal);
      const body = (await response.json().catch(() => null)) as { code?: number; data?: LoginInfo } | null;
      if (!response.ok || body?.code !== 200 || !body.data?.accessToken) {
        if (response.status >= 400 && response.status < 500) store.signOut();
        return null;
      }
      const next: LoginInfo = {
        accessToken: body.data.accessToken,
        accessExpires: Number(body.data.accessExpires),
        refreshToken: body.data.refreshToken || info.refreshToken,
        refreshExpires: Number(body.data.refreshExpires) || info.refreshExpires,
      };
      store.write(next);
      return next;
    } catch (error) {
      console.warn('[auth] token refresh failed', error);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  async function shared(info: LoginInfo): Promise<string | null> {
    pending ??= refresh(info).finally(() => {
      pending = null;
    });
    const next = await pending;
    return next?.accessToken ?? null;
  }

  /**
   * The access token to send, refreshed first when it has (nearly) expired and the refresh token has not.
   * Null when signed out or when both tokens have expired (then signed out locally).
   */
  async function getAccessToken(now = Date.now()): Promise<string | null> {
    const info = store.read();
    if (!info) return null;
    if (info.accessExpires > now + expiryMarginMs) return info.accessToken;
    if (!info.refreshToken || info.refreshExpires <= now) {
      store.signOut();
      return null;
    }
    return shared(info);
  }

  /** Forces one refresh (after a 401 on a token the clock thought valid); single-flight like the above. */
  async function refreshNow(): Promise<string | null> {
    const info = store.read();
    if (!info?.refreshToken) return null;
    return shared(info);
  }

  return { getAccessToken, refreshNow };
}
