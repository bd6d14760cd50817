import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { setLoginInfo } from './cookies';

describe('loginInfo over plain HTTP (a shop inside a company network)', () => {
  it('is set without Secure, or the browser would drop it', () => {
    const set = vi.spyOn(Cookies, 'set');
    setLoginInfo({
      accessToken: 't',
      accessExpires: 1,
      refreshToken: 'r',
      refreshExpires: Date.now() + 60_000,
    });
    expect(set).toHaveBeenCalledWith(
      'loginInfo',
      expect.any(String),
      expect.objectContaining({ secure: false }),
    );
  });
});
