import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRequestClient, RequestError, type RequestClientConfig } from './request';
import { createTokenRefresh } from './token-refresh';
import { jsonResponse, stubbedFetch, unansweredFetch } from './testing';

const fetchMock = stubbedFetch();
const toastError = vi.fn();
const onUnauthorized = vi.fn();
const onMaintenance = vi.fn();

const messages = {
  serverError: '服务器繁忙',
  apiNotFound: 'API Not Found',
  networkError: '网络异常',
  timeout: '请求超时',
  unauthorized: '登录已过期',
  forbidden: '没有权限',
};

/** What both apps give the client: a signed-in token, and the spies for a 401 and a toast. */
const signedIn = { getAccessToken: async () => 'a1', onUnauthorized, toastError };

/** The storefront's choices and the console's, on the same client. */
function storefront(extra: Partial<RequestClientConfig> = {}) {
  return createRequestClient({
    ...signedIn,
    apiBase: '',
    onMaintenance,
    messages: { ...messages, timeout: null, preferNetworkErrorText: true },
    notFound: 'always',
    ...extra,
  });
}
function consoleApp(extra: Partial<RequestClientConfig> = {}) {
  return createRequestClient({
    ...signedIn,
    apiBase: '/base',
    messages,
    notFound: 'unlessMessage',
    ...extra,
  });
}

afterEach(() => {
  toastError.mockReset();
  onUnauthorized.mockReset();
  onMaintenance.mockReset();
  vi.useRealTimers();
});

describe('one request client, parametrised per app', () => {
  it('leaves out undefined, null and empty query parameters in both apps', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 200, msg: 'ok', data: 1 }));
    await storefront().http.get('/api/x', { a: 1, b: '', c: undefined, d: null, e: 0, f: false });
    await consoleApp().http.get('/api/y?z=1', { keyword: '', page: 2 });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/x?a=1&e=0&f=false',
      '/base/api/y?z=1&page=2',
    ]);
  });

  it('adds the app headers and the bearer token; a call with auth false sends none', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 200, msg: 'ok', data: true }));
    const { http } = storefront({ headers: () => ({ 'Web-Site': 'mall' }) });
    await http.get('/api/a');
    await http.post('/api/b', { n: 1 }, { auth: false });
    const [first, second] = fetchMock.mock.calls.map(([, init]) => init?.headers as Record<string, string>);
    expect(first).toMatchObject({ 'Web-Site': 'mall', Authorization: 'Bearer a1' });
    expect(second!.Authorization).toBeUndefined();
  });

  it('3110 goes to the maintenance page where the app has one, and is a plain refusal where not', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(503, { code: 3110, msg: '系统维护中', data: null }),
    );
    await expect(storefront().http.get('/api/x')).rejects.toMatchObject({ kind: 'maintenance' });
    expect(onMaintenance).toHaveBeenCalledTimes(1);
    expect(toastError).not.toHaveBeenCalled();
    await expect(consoleApp().http.get('/api/x')).rejects.toMatchObject({ kind: 'http', code: 3110 });
    expect(toastError).toHaveBeenCalledWith('系统维护中');
  });

  it('404 shows API Not Found always (storefront) or only without a server msg (console)', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(404, { code: 404, msg: '订单不存在', data: null }));
    await expect(storefront().http.get('/api/x')).rejects.toThrow('API Not Found');
    await expect(consoleApp().http.get('/api/x')).rejects.toThrow('订单不存在');
    fetchMock.mockImplementation(async () => new Response('', { status: 404 }));
    await expect(consoleApp().http.get('/api/x')).rejects.toThrow('API Not Found');
    expect(toastError.mock.calls.map(([text]) => text)).toEqual([
      'API Not Found',
      '订单不存在',
      'API Not Found',
    ]);
  });

  it('no response: the browser text (storefront) or the fixed Chinese text (console)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(storefront().http.get('/api/x')).rejects.toMatchObject({ kind: 'network' });
    await expect(consoleApp().http.get('/api/x')).rejects.toMatchObject({ kind: 'network' });
    expect(toastError.mock.calls.map(([text]) => text)).toEqual(['Failed to fetch', '网络异常']);
  });

  it('a timeout is only logged (storefront) or toasted (console)', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementation(unansweredFetch);
    const web = expect(storefront().http.get('/api/slow')).rejects.toMatchObject({ kind: 'timeout' });
    const admin = expect(consoleApp().http.get('/api/slow')).rejects.toThrow('请求超时');
    await vi.advanceTimersByTimeAsync(3000);
    await web;
    await admin;
    expect(warn).toHaveBeenCalledTimes(2);
    expect(toastError.mock.calls).toEqual([['请求超时']]);
    warn.mockRestore();
  });

  it('a file (a raw answer) waits 30 s, as the server draws it, before it times out', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementation(unansweredFetch);
    let settled = false;
    const file = storefront()
      .request('POST', '/api/quotation/download', { data: {}, raw: true })
      .finally(() => (settled = true));
    const failed = expect(file).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    await failed;
    warn.mockRestore();
  });

  it('401 on a signed-in call signs out; on a call without token it is a refusal of the credentials', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(401, { code: 401, msg: '密码错误', data: null }));
    await expect(consoleApp().http.get('/api/x')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(toastError).not.toHaveBeenCalled();
    await expect(consoleApp().http.post('/api/login', {}, { auth: false })).rejects.toThrow('密码错误');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('密码错误');
  });

  it('an envelope code 401 with HTTP 200 also signs out', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 419, msg: '请先登录', data: null }));
    await expect(storefront().http.get('/api/x')).rejects.toMatchObject({ kind: 'unauthorized', code: 419 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('retries a 401 once with a forced refresh where the app allows it (console), not otherwise', async () => {
    const refreshNow = vi.fn(async () => 'fresh');
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { code: 401, msg: '登录已失效', data: null }))
      .mockResolvedValueOnce(jsonResponse(200, { code: 200, msg: 'ok', data: 'done' }));
    await expect(consoleApp({ refreshNow }).http.get('/api/y')).resolves.toBe('done');
    expect((fetchMock.mock.calls[1]![1]?.headers as Record<string, string>).Authorization).toBe(
      'Bearer fresh',
    );
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { code: 401, msg: '登录已失效', data: null }));
    await expect(storefront().http.get('/api/y')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(refreshNow).toHaveBeenCalledTimes(1);
  });

  it('answers the raw Response of a file, and the envelope of a refused one', async () => {
    const file = new Response('xlsx', {
      status: 200,
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    fetchMock.mockResolvedValueOnce(file);
    await expect(storefront().request('POST', '/api/f', { raw: true })).resolves.toBe(file);
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { code: 400, msg: '没有可导出的商品', data: null }));
    await expect(storefront().request('POST', '/api/f', { raw: true })).rejects.toBeInstanceOf(RequestError);
    expect(toastError).toHaveBeenCalledWith('没有可导出的商品');
  });
});

describe('token refresh', () => {
  const info = (access: string, accessExpires: number) => ({
    accessToken: access,
    accessExpires,
    refreshToken: 'r1',
    refreshExpires: Date.now() + 600_000,
  });

  it('a refused refresh token signs out; a failed refresh (5xx) keeps the tokens and answers null', async () => {
    const signOut = vi.fn();
    const callRefresh = vi.fn<(token: string, signal: AbortSignal) => Promise<Response>>();
    const tokens = createTokenRefresh({
      store: { read: () => info('old', Date.now() - 1), write: vi.fn(), signOut },
      callRefresh,
    });
    callRefresh.mockResolvedValueOnce(jsonResponse(503, { code: 503, msg: '忙', data: null }));
    await expect(tokens.getAccessToken()).resolves.toBeNull();
    expect(signOut).not.toHaveBeenCalled();
    callRefresh.mockResolvedValueOnce(jsonResponse(400, { code: 400, msg: '刷新令牌已失效', data: null }));
    await expect(tokens.getAccessToken()).resolves.toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(callRefresh).toHaveBeenCalledWith('r1', expect.any(AbortSignal));
  });

  it('refreshes ahead of expiry by the app margin', async () => {
    const callRefresh = vi.fn(async () =>
      jsonResponse(200, { code: 200, msg: 'ok', data: info('new', Date.now() + 60_000) }),
    );
    const store = { read: () => info('soon', Date.now() + 3_000), write: vi.fn(), signOut: vi.fn() };
    await expect(createTokenRefresh({ store, callRefresh }).getAccessToken()).resolves.toBe('soon');
    await expect(
      createTokenRefresh({ store, callRefresh, expiryMarginMs: 5_000 }).getAccessToken(),
    ).resolves.toBe('new');
    expect(store.write).toHaveBeenCalledWith(expect.objectContaining({ accessToken: 'new' }));
  });
});
