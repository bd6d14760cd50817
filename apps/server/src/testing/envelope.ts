import type { TestApp } from './build-test-app';

/** The answer of every API call: `{ code, msg, data }`. */
export type Envelope<T> = { code: number; msg: string; data: T };

/**
 * Calls the app as `headers()` unless given others (a POST without a payload sends `{}`): the status and the
 * envelope. `app` and `headers` are read at each call, so a file may set them up in its beforeAll.
 */
export function envelopeCaller(app: () => TestApp, headers: () => Record<string, string>) {
  return async <T>(method: 'GET' | 'POST', url: string, payload?: unknown, as = headers()) => {
    const res = await app().inject({
      method,
      url,
      headers: as,
      ...(method === 'POST' ? { payload: (payload ?? {}) as Record<string, unknown> } : {}),
    });
    return { status: res.statusCode, body: res.json() as Envelope<T> };
  };
}
