// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://mall.example.com/" }
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { getLoginInfo, setLoginInfo } from './cookies';

// Served over HTTPS, the login info cookie carries Secure (it never travels over plain HTTP).

describe('loginInfo over HTTPS', () => {
  it('is set with Secure and read back', () => {
    const set = vi.spyOn(Cookies, 'set');
    const info = {
      accessToken: 't',
      accessExpires: Date.now() + 60_000,
      refreshToken: 'r',
      refreshExpires: Date.now() + 3_600_000,
    };
    setLoginInfo(info);
    expect(set).toHaveBeenCalledWith(
      'loginInfo',
      expect.any(String),
      expect.objectContaining({ secure: true }),
    );
    expect(getLoginInfo()?.accessToken).toBe('t');
  });
});
