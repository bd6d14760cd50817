import Cookies from 'js-cookie';
import type { LoginInfo } from '@mall/shared';
import { isPortal } from '@/config/surface';

/**
 * Operator tokens: a cookie of their own, apart from the storefront's buyer loginInfo, visible only under
 * the console's own path (the storefront's pages never see it) and sent only over HTTPS when served so.
 */
const COOKIE_NAME = isPortal ? 'merchantLoginInfo' : 'adminLoginInfo';
const COOKIE_PATH = isPortal ? '/merchant' : '/admin';

export function getOperatorTokens(): LoginInfo | null {
  const raw = Cookies.get(COOKIE_NAME);
  if (!raw) return null;
  try {
    const info = JSON.parse(raw) as Partial<LoginInfo>;
    if (typeof info.accessToken !== 'string' || !info.accessToken) return null;
    return {
      accessToken: info.accessToken,
      accessExpires: Number(info.accessExpires) || 0,
      refreshToken: String(info.refreshToken ?? ''),
      refreshExpires: Number(info.refreshExpires) || 0,
    };
  } catch {
    return null;
  }
}

export function setOperatorTokens(info: LoginInfo): void {
  // An older console kept the cookie at path '/': drop it so only the scoped one remains.
  Cookies.remove(COOKIE_NAME, { path: '/' });
  Cookies.set(COOKIE_NAME, JSON.stringify(info), {
    path: COOKIE_PATH,
    expires: info.refreshExpires ? new Date(info.refreshExpires) : undefined,
    sameSite: 'strict',
    secure: window.location.protocol === 'https:',
  });
}

export function removeOperatorTokens(): void {
  Cookies.remove(COOKIE_NAME, { path: COOKIE_PATH });
  Cookies.remove(COOKIE_NAME, { path: '/' });
}
