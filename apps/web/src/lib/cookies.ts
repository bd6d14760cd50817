import Cookies from 'js-cookie';
import { COOKIE, DEFAULT_AREA_ID } from '@mall/shared';

/** Login info cookie (product.md): URL-encoded JSON with epoch-millisecond expiry times. */
export type LoginInfo = {
  accessToken: string;
  accessExpires: number;
  refreshToken: string;
  refreshExpires: number;
};

function parseJson<T>(raw: string | undefined): T | null {
  if (!raw) return null;
  for (const text of [raw, safeDecode(raw)]) {
    try {
      return JSON.parse(text) as T;
    } catch {
      // try the next form
    }
  }
  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function getLoginInfo(): LoginInfo | null {
  const info = parseJson<Partial<LoginInfo>>(Cookies.get(COOKIE.LOGIN_INFO));
  if (!info || typeof info.accessToken !== 'string' || !info.accessToken) return null;
  return {
    accessToken: info.accessToken,
    accessExpires: Number(info.accessExpires) || 0,
    refreshToken: String(info.refreshToken ?? ''),
    refreshExpires: Number(info.refreshExpires) || 0,
  };
}

export function setLoginInfo(info: LoginInfo): void {
  Cookies.set(COOKIE.LOGIN_INFO, JSON.stringify(info), {
    path: '/',
    expires: info.refreshExpires ? new Date(info.refreshExpires) : undefined,
    sameSite: 'lax',
    // The client reads the tokens (the spec keeps them in this cookie), so it cannot be HttpOnly; over
    // HTTPS it never travels in clear.
    secure: window.location.protocol === 'https:',
  });
}

export function removeLoginInfo(): void {
  Cookies.remove(COOKIE.LOGIN_INFO, { path: '/' });
}

/** Chosen area ids (cookie areaHomeIdList); the default area 0000 when nothing was chosen. */
export function getAreaIdList(): string[] {
  const list = parseJson<unknown>(Cookies.get(COOKIE.AREA_HOME_ID_LIST));
  if (Array.isArray(list) && list.length > 0) return list.map(String);
  return [DEFAULT_AREA_ID];
}

export function hasAreaCookie(): boolean {
  return Cookies.get(COOKIE.AREA_HOME_ID_LIST) !== undefined;
}

export function setAreaIdList(ids: string[]): void {
  Cookies.set(COOKIE.AREA_HOME_ID_LIST, JSON.stringify(ids), { path: '/', expires: 365, sameSite: 'lax' });
}

export function setSalesAreaCodes(codes: string[]): void {
  Cookies.set(COOKIE.SALES_AREA_CODE, JSON.stringify(codes), { path: '/', expires: 365, sameSite: 'lax' });
}

export function getNoticeCookie(): string | undefined {
  return Cookies.get(COOKIE.NOTICE);
}

export function setNoticeCookie(value: 'true' | 'false'): void {
  Cookies.set(COOKIE.NOTICE, value, { path: '/', sameSite: 'lax' });
}

export function removeNoticeCookie(): void {
  Cookies.remove(COOKIE.NOTICE, { path: '/' });
}
