import type { TestApp } from './build-test-app';

// Calling the app as someone (a `Who`: their bearer headers; null, a visitor) and reading the envelope.

export type Who = { headers: Record<string, string> };
type Res = { statusCode: number; body: string; json: () => { code: number; msg: string; data: unknown } };

export function call(app: TestApp) {
  return async (who: Who | null, method: 'GET' | 'POST', url: string, payload?: object): Promise<Res> =>
    (await app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) })) as Res;
}

/** Calls and expects 200; returns `data`. */
export function must(app: TestApp) {
  const c = call(app);
  return async <T>(who: Who | null, method: 'GET' | 'POST', url: string, payload?: object): Promise<T> => {
    const res = await c(who, method, url, payload);
    if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
    return res.json().data as T;
  };
}

type CallArgs = Parameters<ReturnType<typeof call>>;

/**
 * `call` (c) and `must` (ok) on a file's world's app, read when called: they may be taken before the world's
 * beforeAll has built it.
 */
export function worldCalls(w: { app: TestApp }) {
  return {
    c: (...args: CallArgs) => call(w.app)(...args),
    ok: <T>(...args: CallArgs) => must(w.app)<T>(...args),
  };
}
