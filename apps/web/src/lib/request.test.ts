import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLoginInfo, setLoginInfo } from './cookies';
import { http, RequestError, setWebSiteHeader } from './request';
import { userStore } from './user-store';
import { jsonResponse, stubbedFetch, unansweredFetch } from '@mall/client-kit/testing';

const toastError = vi.fn();
const navigateMock = vi.fn();
vi.mock('./toast', () => ({ toast: { error: (text: string) => toastError(text) } }));
vi.mock('./navigation', () => ({
  navigate: (to: string, options?: unknown) => navigateMock(to, options),
  currentPathAndSearch: () => `${window.location.pathname}${window.location.search}`,
}));

const fetchMock = stubbedFetch();

beforeEach(() => window.history.replaceState(null, '', '/cart/list?tab=1'));
afterEach(() => {
  toastError.mockReset();
  navigateMock.mockReset();
  Cookies.remove('loginInfo', { path: '/' });
  window.localStorage.clear();
  vi.useRealTimers();
});

describe('request layer', () => {
  it('unwraps data and sends the Web-Site and bearer headers', async () => {
    setWebSiteHeader('mall');
    setLoginInfo({
      accessToken: 'a1',
      accessExpires: Date.now() + 60_000,
      refreshToken: 'r1',
      refreshExpires: Date.now() + 600_000,
    });
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 200, msg: 'ok', data: { n: 1 } }));
    await expect(http.get('/api/x', { a: 1 })).resolves.toEqual({ n: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/x?a=1');
    const headers = init?.headers as Record<string, string>;
    expect(headers['Web-Site']).toBe('mall');
    expect(headers.Authorization).toBe('Bearer a1');
  });

  it('sends POST bodies as JSON and can skip the auth header', async () => {
    setLoginInfo({
      accessToken: 'a1',
      accessExpires: Date.now() + 60_000,
      refreshToken: 'r1',
      refreshExpires: Date.now() + 600_000,
    });
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 200, msg: 'ok', data: true }));
    await http.post('/api/oauth/sendNotLoginSms', { phoneNumbers: '13800138000' }, { auth: false });
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"phoneNumbers":"13800138000"}');
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('401 and 419 sign out and go to /login with the current path and search', async () => {
    for (const status of [401, 419]) {
      setLoginInfo({
        accessToken: 'a1',
        accessExpires: Date.now() + 60_000,
        refreshToken: 'r1',
        refreshExpires: Date.now() + 600_000,
      });
      fetchMock.mockResolvedValueOnce(jsonResponse(status, { code: status, msg: '请先登录', data: null }));
      await expect(http.get('/api/cart/list/getCartListCount')).rejects.toBeInstanceOf(RequestError);
      expect(getLoginInfo()).toBeNull();
      expect(navigateMock).toHaveBeenLastCalledWith('/login?redirect=%2Fcart%2Flist%3Ftab%3D1', {
        replace: true,
      });
    }
    expect(toastError).not.toHaveBeenCalled();
  });

  it('404 toasts API Not Found', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { code: 404, msg: '接口不存在', data: null }));
    await expect(http.get('/api/nothing')).rejects.toMatchObject({ status: 404 });
    expect(toastError).toHaveBeenCalledWith('API Not Found');
  });

  it('other statuses toast the server msg, or the default text', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { code: 400, msg: '页码最小为 1', data: null }));
    await expect(http.post('/api/x')).rejects.toThrow('页码最小为 1');
    expect(toastError).toHaveBeenLastCalledWith('页码最小为 1');
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 500 }));
    await expect(http.post('/api/x')).rejects.toBeInstanceOf(RequestError);
    expect(toastError).toHaveBeenLastCalledWith('抱歉，服务器遇到问题，请稍后再试');
  });

  it('body code 3110 goes to /repair, even with HTTP 503, without a toast', async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { code: 3110, msg: '系统维护中，请稍后再试', data: null }));
    await expect(http.get('/api/home/index/getHotSearch')).rejects.toMatchObject({ kind: 'maintenance' });
    expect(navigateMock).toHaveBeenCalledWith('/repair', { replace: true });
    expect(toastError).not.toHaveBeenCalled();
  });

  it('no response at all toasts the error message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(http.get('/api/x')).rejects.toMatchObject({ kind: 'network' });
    expect(toastError).toHaveBeenCalledWith('Failed to fetch');
  });

  it('a timeout after 3000 ms is only logged', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementation(unansweredFetch);
    const pending = http.get('/api/slow');
    const assertion = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    expect(warn).toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('access-token refresh', () => {
  it('three concurrent requests with an expired token make exactly one refresh call and reuse its token', async () => {
    setLoginInfo({
      accessToken: 'old',
      accessExpires: Date.now() - 1000,
      refreshToken: 'r-old',
      refreshExpires: Date.now() + 600_000,
    });
    const refreshed = {
      accessToken: 'new',
      accessExpires: Date.now() + 60_000,
      refreshToken: 'r-new',
      refreshExpires: Date.now() + 600_000,
    };
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/oauth/getOauthToken')) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return jsonResponse(200, { code: 200, msg: 'ok', data: refreshed });
      }
      return jsonResponse(200, { code: 200, msg: 'ok', data: url });
    });

    await Promise.all([http.get('/api/a'), http.post('/api/b'), http.get('/api/c')]);

    const refreshCalls = fetchMock.mock.calls.filter(([url]) =>
      String(url).startsWith('/api/oauth/getOauthToken'),
    );
    expect(refreshCalls).toHaveLength(1);
    const [url, init] = refreshCalls[0]!;
    expect(url).toBe('/api/oauth/getOauthToken?grant_type=refresh_token&refresh_token=r-old');
    expect((init?.headers as Record<string, string>).Authorization).toBe(
      `Basic ${btoa('web:mall-web-dev-secret')}`,
    );
    const others = fetchMock.mock.calls.filter(([u]) => !String(u).startsWith('/api/oauth/getOauthToken'));
    expect(others).toHaveLength(3);
    for (const [, i] of others)
      expect((i?.headers as Record<string, string>).Authorization).toBe('Bearer new');
    expect(getLoginInfo()?.accessToken).toBe('new');
    expect(getLoginInfo()?.refreshToken).toBe('r-new');
  });

  it('sends no token and signs out when the refresh token has expired too', async () => {
    setLoginInfo({
      accessToken: 'old',
      accessExpires: Date.now() - 1000,
      refreshToken: 'r',
      refreshExpires: Date.now() - 1,
    });
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 200, msg: 'ok', data: 1 }));
    await http.get('/api/a');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(getLoginInfo()).toBeNull();
  });

  it('403 首次登录请先修改初始密码 goes to the security tab once, without a toast', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(403, { code: 403, msg: '首次登录请先修改初始密码', data: null }),
    );
    await expect(http.get('/api/cart/list/getCartListCount')).rejects.toBeInstanceOf(RequestError);
    expect(userStore.getState().mustChangePassword).toBe(true);
    expect(navigateMock).toHaveBeenCalledWith('/user-info?tab=security', { replace: true });
    expect(toastError).not.toHaveBeenCalled();
    // Already there: the calls of the security page do not navigate again.
    navigateMock.mockReset();
    window.history.replaceState(null, '', '/user-info?tab=security');
    await expect(http.post('/api/order/list', {}, { silent: true })).rejects.toBeInstanceOf(RequestError);
    expect(navigateMock).not.toHaveBeenCalled();
    userStore.setMustChangePassword(false);
  });

  it('another 403 still toasts its msg and does not navigate', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { code: 403, msg: '仅企业管理员可操作', data: null }));
    await expect(http.get('/api/company/members')).rejects.toBeInstanceOf(RequestError);
    expect(toastError).toHaveBeenCalledWith('仅企业管理员可操作');
    expect(navigateMock).not.toHaveBeenCalled();
  });
});
