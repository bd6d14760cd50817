import Cookies from 'js-cookie';
import type { LoginInfo } from '@mall/shared';

/** Operator tokens: a cookie of their own, apart from the storefront's buyer loginInfo. */
const COOKIE_NAME = 'adminLoginInfo';

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
  Cookies.set(COOKIE_NAME, JSON.stringify(info), {
    path: '/',
    expires: info.refreshExpires ? new Date(info.refreshExpires) : undefined,
    sameSite: 'strict',
  });
}

export function removeOperatorTokens(): void {
  Cookies.remove(COOKIE_NAME, { path: '/' });
}
