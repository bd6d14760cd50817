import { CODE_MAINTENANCE, CODE_OK, LIMITS } from '@mall/shared';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { t } from '@/locales/zh-CN';
import { getAccessToken } from './auth-token';
import { currentPathAndSearch, navigate } from './navigation';
import { toast } from './toast';
import { signOutLocally } from './user-store';

export type RequestErrorKind = 'timeout' | 'network' | 'http' | 'business' | 'maintenance' | 'unauthorized';

/** A failed call; the request layer has already shown the toast or redirect the spec asks for. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly kind: RequestErrorKind,
    readonly status?: number,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RequestOptions = {
  /** Query parameters (GET) */
  params?: Record<string, string | number | boolean | undefined | null>;
  /** JSON body (POST/PUT/DELETE) */
  data?: unknown;
  /** Send the bearer token (default true; SMS calls send none, spec section 6). */
  auth?: boolean;
  /** Base address; the API host by default, '' for the blank base of spec section 7. */
  base?: string;
  /** No toasts (redirects of 401 and 3110 still happen): for calls whose failure the buyer need not see. */
  silent?: boolean;
  signal?: AbortSignal;
};

let webSite = '';
/** Value of the Web-Site header, from the site configuration. */
export function setWebSiteHeader(value: string): void {
  webSite = value;
}

function buildUrl(base: string, url: string, params?: RequestOptions['params']): string {
  let full = `${base}${url}`;
  if (params) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== null) search.set(key, String(value));
    }
    const text = search.toString();
    if (text) full += (full.includes('?') ? '&' : '?') + text;
  }
  return full;
}

function goToLogin(): void {
  signOutLocally();
  if (window.location.pathname === paths.login.path) return;
  navigate(paths.login.getHref(currentPathAndSearch()), { replace: true });
}

function goToRepair(): void {
  if (window.location.pathname === paths.repair.path) return;
  navigate(paths.repair.getHref(), { replace: true });
}

/** One call to the API: headers, timeout, the error catalogue of spec section 8, and the unwrapped data. */
export async function request<T>(method: Method, url: string, options: RequestOptions = {}): Promise<T> {
  const { params, data, auth = true, base = env.apiBase, silent = false } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (webSite) headers['Web-Site'] = webSite;
  if (auth) {
    const token = await getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  let body: string | undefined;
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(data ?? {});
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, LIMITS.REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort);

  let response: Response;
  try {
    response = await fetch(buildUrl(base, url, method === 'GET' ? params : undefined), {
      method,
      headers,
      body,
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) {
      // Timeouts are only logged (spec section 8).
      console.warn(`[request] timeout after ${LIMITS.REQUEST_TIMEOUT_MS} ms: ${method} ${url}`);
      throw new RequestError('timeout', 'timeout');
    }
    if (options.signal?.aborted) throw error;
    const text = error instanceof Error && error.message ? error.message : t.request.networkError;
    if (!silent) toast.error(text);
    throw new RequestError(text, 'network');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  const payload = (await response.json().catch(() => null)) as {
    code?: number;
    msg?: string;
    data?: T;
  } | null;

  if (payload?.code === CODE_MAINTENANCE) {
    goToRepair();
    throw new RequestError(payload.msg ?? '', 'maintenance', response.status, CODE_MAINTENANCE);
  }
  if (response.status === 401 || response.status === 419) {
    goToLogin();
    throw new RequestError(payload?.msg ?? '', 'unauthorized', response.status, payload?.code);
  }
  if (response.status === 404) {
    if (!silent) toast.error(t.request.apiNotFound);
    throw new RequestError(t.request.apiNotFound, 'http', 404, payload?.code);
  }
  if (!response.ok) {
    const text = payload?.msg || t.request.serverError;
    if (!silent) toast.error(text);
    throw new RequestError(text, 'http', response.status, payload?.code);
  }
  if (payload && typeof payload.code === 'number' && payload.code !== CODE_OK) {
    if (payload.code === 401 || payload.code === 419) {
      goToLogin();
      throw new RequestError(payload.msg ?? '', 'unauthorized', response.status, payload.code);
    }
    const text = payload.msg || t.request.serverError;
    if (!silent) toast.error(text);
    throw new RequestError(text, 'business', response.status, payload.code);
  }
  return (payload?.data ?? null) as T;
}

export const http = {
  get: <T>(url: string, params?: RequestOptions['params'], options?: Omit<RequestOptions, 'params'>) =>
    request<T>('GET', url, { ...options, params }),
  post: <T>(url: string, data?: unknown, options?: Omit<RequestOptions, 'data'>) =>
    request<T>('POST', url, { ...options, data }),
  put: <T>(url: string, data?: unknown, options?: Omit<RequestOptions, 'data'>) =>
    request<T>('PUT', url, { ...options, data }),
  delete: <T>(url: string, data?: unknown, options?: Omit<RequestOptions, 'data'>) =>
    request<T>('DELETE', url, { ...options, data }),
};

/** True for failures a retry cannot fix (4xx, maintenance, sign-out). */
export function isPermanentFailure(error: unknown): boolean {
  if (!(error instanceof RequestError)) return false;
  if (error.kind === 'maintenance' || error.kind === 'unauthorized' || error.kind === 'business') return true;
  return error.status !== undefined && error.status >= 400 && error.status < 500;
}
