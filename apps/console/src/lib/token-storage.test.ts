import { afterEach, describe, expect, it } from 'vitest';
import { getOperatorTokens, removeOperatorTokens, setOperatorTokens } from './token-storage';

// The operator's tokens live under the console's own path: storefront pages never see them.

const info = {
  accessToken: 'a.b.c',
  accessExpires: Date.now() + 60_000,
  refreshToken: 'r',
  refreshExpires: Date.now() + 3_600_000,
};
const at = (path: string) => window.history.replaceState(null, '', path);

afterEach(() => {
  at('/admin/');
  removeOperatorTokens();
});

describe('operator token cookie', () => {
  it('is readable on console pages and not on storefront pages', () => {
    at('/admin/login');
    setOperatorTokens(info);
    expect(getOperatorTokens()?.accessToken).toBe('a.b.c');
    at('/admin/orders');
    expect(getOperatorTokens()?.accessToken).toBe('a.b.c');
    at('/');
    expect(document.cookie).not.toContain('adminLoginInfo');
    expect(getOperatorTokens()).toBeNull();
    at('/goods/1');
    expect(getOperatorTokens()).toBeNull();
  });

  it('replaces a cookie an older console left at path /', () => {
    at('/');
    document.cookie = `adminLoginInfo=${encodeURIComponent(JSON.stringify({ ...info, accessToken: 'old' }))}; path=/`;
    at('/admin/login');
    setOperatorTokens(info);
    at('/');
    expect(document.cookie).not.toContain('adminLoginInfo');
    at('/admin/');
    expect(getOperatorTokens()?.accessToken).toBe('a.b.c');
  });
});
