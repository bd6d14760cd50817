import { CODE_OK, LIMITS } from '@mall/shared';
import { env } from '@/config/env';
import { t } from '@/locales/zh-CN';
import { getAccessToken, refreshNow } from './auth-token';
import { currentRouterPath, navigate } from './navigation';
import { signOutLocally } from './operator-store';
import { toast } from './toast';

export type RequestErrorKind = 'timeout' | 'network' | 'http' | 'business' | 'unauthorized' | 'forbidden';

/** A failed call; the request layer has already shown the toast or redirect. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly kind: RequestErrorKind,
    readonly status?: number,
    readonly code?: number,
    /** The envelope's data of a refused call (e.g. a row-level import report). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RequestOptions = {
  params?: Record<string, string | number | boolean | undefined | null>;
  /** JSON body, or FormData for uploads. */
  data?: unknown;
  /** Send the bearer token (default true; login sends none). */
  auth?: boolean;
  /** No toasts (the login redirect of 401 still happens). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Answer the raw Response (files) instead of the unwrapped envelope. */
  raw?: boolean;
};

function buildUrl(url: string, params?: RequestOptions['params']): string {
  let full = `${env.apiBase}${url}`;
  if (params) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    }
    const text = search.toString();
    if (text) full += (full.includes('?') ? '&' : '?') + text;
  }
  return full;
}

export function goToLogin(): void {
  signOutLocally();
  if (window.location.pathname.endsWith('/login')) return;
  navigate(`/login?redirect=${encodeURIComponent(currentRouterPath())}`, { replace: true });
}

async function send(method: Method, url: string, options: RequestOptions, token: string | null) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (method !== 'GET') {
    if (options.data instanceof FormData) body = options.data;
    else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.data ?? {});
    }
  }
  const controller = new AbortController();
  let timedOut = false;
  // Uploads and spreadsheet work may take longer than a plain call.
  const timeout = body instanceof FormData ? LIMITS.REQUEST_TIMEOUT_MS * 6 : LIMITS.REQUEST_TIMEOUT_MS;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);
  try {
    return await fetch(buildUrl(url, method === 'GET' ? options.params : undefined), {
      method,
      headers,
      body,
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new RequestError(t.request.timeout, 'timeout');
    if (options.signal?.aborted) throw error;
    throw new RequestError(t.request.networkError, 'network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

type Payload<T> = { code?: number; msg?: string; data?: T } | null;

/** One call to the API: bearer token (refreshed when due), timeout, error toasts, unwrapped data. */
export async function request<T>(method: Method, url: string, options: RequestOptions = {}): Promise<T> {
  const { auth = true, silent = false } = options;
  let response: Response;
  try {
    response = await send(method, url, options, auth ? await getAccessToken() : null);
    // A token the clock thought valid but the server refused (revoked, key rotated): refresh once, retry.
    if (auth && response.status === 401) {
      const next = await refreshNow();
      if (next) response = await send(method, url, options, next);
    }
  } catch (error) {
    if (error instanceof RequestError && !silent) toast.error(error.message);
    throw error;
  }

  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (options.raw && response.ok && !isJson) return response as T;
  const payload = (await response.json().catch(() => null)) as Payload<T>;

  if (response.status === 401 || response.status === 419) {
    if (auth) goToLogin();
    const text = payload?.msg || t.request.unauthorized;
    if (!auth && !silent) toast.error(text);
    throw new RequestError(text, 'unauthorized', response.status, payload?.code);
  }
  if (response.status === 403) {
    const text = payload?.msg || t.request.forbidden;
    if (!silent) toast.error(text);
    throw new RequestError(text, 'forbidden', 403, payload?.code);
  }
  if (response.status === 404 && !payload?.msg) {
    if (!silent) toast.error(t.request.apiNotFound);
    throw new RequestError(t.request.apiNotFound, 'http', 404, payload?.code);
  }
  if (!response.ok || (payload && typeof payload.code === 'number' && payload.code !== CODE_OK)) {
    const text = payload?.msg || t.request.serverError;
    if (!silent) toast.error(text);
    const kind = response.ok ? 'business' : 'http';
    throw new RequestError(text, kind, response.status, payload?.code, payload?.data);
  }
  return (payload?.data ?? null) as T;
}

export const http = {
  get: <T>(url: string, params?: RequestOptions['params'], options?: Omit<RequestOptions, 'params'>) =>
    request<T>('GET', url, { ...options, params }),
  post: <T>(url: string, data?: unknown, options?: Omit<RequestOptions, 'data'>) =>
    request<T>('POST', url, { ...options, data }),
};

/** True for failures a retry cannot fix (4xx, sign-out, refusals). */
export function isPermanentFailure(error: unknown): boolean {
  if (!(error instanceof RequestError)) return false;
  if (error.kind === 'unauthorized' || error.kind === 'forbidden' || error.kind === 'business') return true;
  return error.status !== undefined && error.status >= 400 && error.status < 500;
}
