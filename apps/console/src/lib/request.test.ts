import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markLeaving, operatorStore } from './operator-store';
import { http, RequestError } from './request';
import { getOperatorTokens, setOperatorTokens } from './token-storage';
import { jsonResponse, stubbedFetch } from '@mall/client-kit/testing';

const toastError = vi.fn();
const navigateMock = vi.fn();
vi.mock('./toast', () => ({ toast: { error: (text: string) => toastError(text) } }));
vi.mock('./navigation', () => ({
  navigate: (to: string, options?: unknown) => navigateMock(to, options),
  currentRouterPath: () => '/orders?status=1',
}));

const fetchMock = stubbedFetch();
const now = Date.now();
const tokens = (access: string, accessExpires: number, refresh = 'r1') => ({
  accessToken: access,
  accessExpires,
  refreshToken: refresh,
  refreshExpires: now + 3_600_000,
});

beforeEach(() => window.history.replaceState(null, '', '/admin/orders?status=1'));
afterEach(() => {
  toastError.mockReset();
  navigateMock.mockReset();
  Cookies.remove('adminLoginInfo', { path: '/' });
  Cookies.remove('adminLoginInfo', { path: '/admin' });
  operatorStore.setOperator(null);
});

describe('console request layer', () => {
  it('sends the operator bearer token and unwraps data', async () => {
    setOperatorTokens(tokens('a1', now + 60_000));
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 200, msg: 'ok', data: { n: 1 } }));
    await expect(http.post('/api/admin/order/list', { status: 1 })).resolves.toEqual({ n: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/admin/order/list');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer a1');
    expect(init?.body).toBe('{"status":1}');
  });

  it('refreshes an expired access token once for concurrent calls, storing the rotated pair', async () => {
    setOperatorTokens(tokens('old', now - 1000, 'r-old'));
    fetchMock.mockImplementation(async (url, init) => {
      if (url === '/api/admin/auth/refresh') {
        expect(init?.body).toBe('{"refreshToken":"r-old"}');
        await new Promise((r) => setTimeout(r, 10));
        return jsonResponse(200, { code: 200, msg: 'ok', data: tokens('new', now + 60_000, 'r-new') });
      }
      return jsonResponse(200, {
        code: 200,
        msg: 'ok',
        data: (init?.headers as Record<string, string>).Authorization,
      });
    });
    const answers = await Promise.all([
      http.get('/api/admin/a'),
      http.get('/api/admin/b'),
      http.get('/api/admin/c'),
    ]);
    expect(answers).toEqual(['Bearer new', 'Bearer new', 'Bearer new']);
    expect(fetchMock.mock.calls.filter(([u]) => u === '/api/admin/auth/refresh')).toHaveLength(1);
    expect(getOperatorTokens()).toMatchObject({ accessToken: 'new', refreshToken: 'r-new' });
  });

  it('signs out and goes to the login with the way back when the refresh token is refused', async () => {
    setOperatorTokens(tokens('old', now - 1000, 'r-used'));
    operatorStore.setOperator({ id: 1, username: 'admin', name: '管理员', role: '超级管理员' });
    fetchMock.mockImplementation(async (url) =>
      url === '/api/admin/auth/refresh'
        ? jsonResponse(401, { code: 401, msg: '登录已过期', data: null })
        : jsonResponse(401, { code: 401, msg: '请先登录', data: null }),
    );
    const error = await http.get('/api/admin/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestError);
    expect((error as RequestError).kind).toBe('unauthorized');
    expect(getOperatorTokens()).toBeNull();
    expect(operatorStore.getState().operator).toBeNull();
    expect(navigateMock).toHaveBeenCalledWith('/login?redirect=%2Forders%3Fstatus%3D1', { replace: true });
  });

  it('after a deliberate sign-out, a call answered 401 on the way out goes to the login without a way back', async () => {
    setOperatorTokens(tokens('a1', now + 60_000, 'r-ended'));
    fetchMock.mockImplementation(async (url) =>
      url === '/api/admin/auth/refresh'
        ? jsonResponse(401, { code: 401, msg: '登录已过期', data: null })
        : jsonResponse(401, { code: 401, msg: '登录已失效', data: null }),
    );
    markLeaving();
    await http.get('/api/admin/order/list').catch(() => undefined);
    expect(navigateMock).toHaveBeenCalledWith('/login', { replace: true });
    // Signed in again, an expired session keeps the way back once more.
    operatorStore.setOperator({ id: 1, username: 'admin', name: '管理员', role: '超级管理员' });
    setOperatorTokens(tokens('old', now - 1000, 'r-used'));
    await http.get('/api/admin/x').catch(() => undefined);
    expect(navigateMock).toHaveBeenLastCalledWith('/login?redirect=%2Forders%3Fstatus%3D1', {
      replace: true,
    });
  });

  it('retries once with a refreshed token when the server refuses a token the clock thought valid', async () => {
    setOperatorTokens(tokens('revoked', now + 60_000, 'r1'));
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { code: 401, msg: '登录已失效', data: null }))
      .mockResolvedValueOnce(
        jsonResponse(200, { code: 200, msg: 'ok', data: tokens('fresh', now + 60_000, 'r2') }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { code: 200, msg: 'ok', data: 'done' }));
    await expect(http.get('/api/admin/y')).resolves.toBe('done');
    expect((fetchMock.mock.calls[2]![1]?.headers as Record<string, string>).Authorization).toBe(
      'Bearer fresh',
    );
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('toasts a role refusal (403) in Chinese and keeps the operator signed in', async () => {
    setOperatorTokens(tokens('a1', now + 60_000));
    fetchMock.mockResolvedValue(
      jsonResponse(403, { code: 403, msg: '当前角色没有此操作的权限', data: null }),
    );
    const error = (await http.post('/api/admin/invoice/issue', {}).catch((e: unknown) => e)) as RequestError;
    expect(error.kind).toBe('forbidden');
    expect(toastError).toHaveBeenCalledWith('当前角色没有此操作的权限');
    expect(getOperatorTokens()).not.toBeNull();
  });

  it('keeps the envelope data of a refused bulk call for the row report', async () => {
    setOperatorTokens(tokens('a1', now + 60_000));
    const report = { rows: [{ row: 3, orderNo: '2026112200002', msg: '物流公司不在列表中' }] };
    fetchMock.mockResolvedValue(jsonResponse(400, { code: 400, msg: '导入失败：第 3 行…', data: report }));
    const error = (await http.post('/api/admin/order/bulkShip', {}).catch((e: unknown) => e)) as RequestError;
    expect(error.message).toBe('导入失败：第 3 行…');
    expect(error.data).toEqual(report);
    expect(toastError).toHaveBeenCalledWith('导入失败：第 3 行…');
  });

  it('sends FormData uploads without a JSON content type', async () => {
    setOperatorTokens(tokens('a1', now + 60_000));
    fetchMock.mockResolvedValue(jsonResponse(200, { code: 200, msg: 'ok', data: { shipped: 1 } }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.xlsx');
    await http.post('/api/admin/order/bulkShip', form);
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});
