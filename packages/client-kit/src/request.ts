import { CODE_MAINTENANCE, CODE_OK, LIMITS } from '@mall/shared';

export type RequestErrorKind =
  'timeout' | 'network' | 'http' | 'business' | 'maintenance' | 'unauthorized' | 'forbidden';

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

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryParams = Record<string, string | number | boolean | undefined | null>;
export type RequestOptions = {
  /** Query parameters (GET); undefined, null and '' are left out. */
  params?: QueryParams;
  /** JSON body, or FormData for uploads. */
  data?: unknown;
  /** Send the bearer token (default true; login and SMS calls send none). */
  auth?: boolean;
  /** Base address; the app's API base by default ('' is the storefront's blank base: same origin). */
  base?: string;
  /** No toasts (the redirects of 401 and maintenance still happen). */
  silent?: boolean;
  signal?: AbortSignal;
  /** Answer the raw Response (files) instead of the unwrapped envelope. */
  raw?: boolean;
  /** Milliseconds before giving up, for calls known to take long (a 500-line list); the default otherwise. */
  timeoutMs?: number;
};

/** What differs between the storefront and the console; everything else is one behaviour. */
export type RequestClientConfig = {
  apiBase: string;
  /** The bearer token to send (refreshed first when due), or null. */
  getAccessToken: () => Promise<string | null>;
  /** Forces one refresh after a 401 on a token the clock thought valid; without it there is no retry. */
  refreshNow?: () => Promise<string | null>;
  /** Signs out locally and goes to the login page with the way back. */
  onUnauthorized: () => void;
  /** Envelope code 3110 (storefront: the /repair page); without it 3110 is an ordinary refusal. */
  onMaintenance?: () => void;
  /** Extra headers on every call (the storefront's Web-Site). */
  headers?: () => Record<string, string>;
  toastError: (text: string) => void;
  messages: {
    serverError: string;
    apiNotFound: string;
    /** A fixed text, or null to show the browser's own error text (the storefront). */
    networkError: string;
    preferNetworkErrorText?: boolean;
    /** Toast for a timeout; null: timeouts are only logged (the storefront). */
    timeout: string | null;
    unauthorized: string;
    forbidden: string;
  };
  /** 404 always shows messages.apiNotFound (storefront spec), or only when the server gave no msg. */
  notFound: 'always' | 'unlessMessage';
};

type Payload<T> = { code?: number; msg?: string; data?: T } | null;

export function buildUrl(base: string, url: string, params?: QueryParams): string {
  let full = `${base}${url}`;
  if (params) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      // An empty filter means "no filter": both apps leave it out (decision record 2026-11-25-client-kit).
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    }
    const text = search.toString();
    if (text) full += (full.includes('?') ? '&' : '?') + text;
  }
  return full;
}

/**
 * How long a file download waits. On a busy host the server took longer than a plain call's 3 s to draw an
 * invoice zip (2026-11-30) and a quotation PDF (a CI run, 2026-12-02: the storefront's button then did
 * nothing, since its timeouts are only logged).
 */
const FILE_TIMEOUT_MS = 30_000;

/** One request layer for both apps: headers, timeout, token refresh, the error catalogue, unwrapped data. */
export function createRequestClient(config: RequestClientConfig) {
  const { messages } = config;

  async function send(method: Method, url: string, options: RequestOptions, token: string | null) {
    const headers: Record<string, string> = { Accept: 'application/json', ...config.headers?.() };
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
    // Uploads and spreadsheet work may take longer than a plain call; so does a file (a raw answer), which
    // the server draws on request (a PDF, a workbook, a zip).
    const timeout =
      options.timeoutMs ??
      (options.raw
        ? FILE_TIMEOUT_MS
        : body instanceof FormData
          ? LIMITS.REQUEST_TIMEOUT_MS * 6
          : LIMITS.REQUEST_TIMEOUT_MS);
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeout);
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort);
    try {
      const base = options.base ?? config.apiBase;
      return await fetch(buildUrl(base, url, method === 'GET' ? options.params : undefined), {
        method,
        headers,
        body,
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) {
        console.warn(`[request] timeout after ${timeout} ms: ${method} ${url}`);
        throw new RequestError(messages.timeout ?? 'timeout', 'timeout');
      }
      if (options.signal?.aborted) throw error;
      const own = error instanceof Error && error.message ? error.message : '';
      const text = messages.preferNetworkErrorText && own ? own : messages.networkError;
      throw new RequestError(text, 'network');
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  }

  function unauthorized(options: RequestOptions, text: string, status: number, code?: number): RequestError {
    // A call that sent no token (login, SMS) was refused for its credentials, not for the session.
    if (options.auth === false) {
      if (!options.silent) config.toastError(text);
    } else config.onUnauthorized();
    return new RequestError(text, 'unauthorized', status, code);
  }

  async function request<T>(method: Method, url: string, options: RequestOptions = {}): Promise<T> {
    const { auth = true, silent = false } = options;
    let response: Response;
    try {
      response = await send(method, url, options, auth ? await config.getAccessToken() : null);
      // A token the clock thought valid but the server refused (revoked, key rotated): refresh once, retry.
      if (auth && response.status === 401 && config.refreshNow) {
        const next = await config.refreshNow();
        if (next) response = await send(method, url, options, next);
      }
    } catch (error) {
      if (error instanceof RequestError && error.kind === 'network' && !silent)
        config.toastError(error.message);
      if (error instanceof RequestError && error.kind === 'timeout' && messages.timeout && !silent)
        config.toastError(error.message);
      throw error;
    }

    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    if (options.raw && response.ok && !isJson) return response as T;
    const payload = (await response.json().catch(() => null)) as Payload<T>;

    if (payload?.code === CODE_MAINTENANCE && config.onMaintenance) {
      config.onMaintenance();
      throw new RequestError(payload.msg ?? '', 'maintenance', response.status, CODE_MAINTENANCE);
    }
    if (response.status === 401 || response.status === 419) {
      throw unauthorized(options, payload?.msg || messages.unauthorized, response.status, payload?.code);
    }
    if (response.status === 403) {
      const text = payload?.msg || messages.forbidden;
      if (!silent) config.toastError(text);
      throw new RequestError(text, 'forbidden', 403, payload?.code);
    }
    if (response.status === 404 && (config.notFound === 'always' || !payload?.msg)) {
      if (!silent) config.toastError(messages.apiNotFound);
      throw new RequestError(messages.apiNotFound, 'http', 404, payload?.code);
    }
    if (response.ok && (payload?.code === 401 || payload?.code === 419)) {
      throw unauthorized(options, payload.msg || messages.unauthorized, response.status, payload.code);
    }
    if (!response.ok || (payload && typeof payload.code === 'number' && payload.code !== CODE_OK)) {
      const text = payload?.msg || messages.serverError;
      if (!silent) config.toastError(text);
      const kind = response.ok ? 'business' : 'http';
      throw new RequestError(text, kind, response.status, payload?.code, payload?.data);
    }
    return (payload?.data ?? null) as T;
  }

  return { request, http: httpVerbs(request) };
}

/** `http.get(url, params)`, `http.post(url, data)` … over one request function (an app may wrap the kit's). */
export function httpVerbs(request: <T>(method: Method, url: string, options?: RequestOptions) => Promise<T>) {
  return {
    get: <T>(url: string, params?: QueryParams, options?: Omit<RequestOptions, 'params'>) =>
      request<T>('GET', url, { ...options, params }),
    post: <T>(url: string, data?: unknown, options?: Omit<RequestOptions, 'data'>) =>
      request<T>('POST', url, { ...options, data }),
    put: <T>(url: string, data?: unknown, options?: Omit<RequestOptions, 'data'>) =>
      request<T>('PUT', url, { ...options, data }),
    delete: <T>(url: string, data?: unknown, options?: Omit<RequestOptions, 'data'>) =>
      request<T>('DELETE', url, { ...options, data }),
  };
}

/** True for failures a retry cannot fix (4xx, maintenance, sign-out, refusals). */
export function isPermanentFailure(error: unknown): boolean {
  if (!(error instanceof RequestError)) return false;
  if (['maintenance', 'unauthorized', 'forbidden', 'business'].includes(error.kind)) return true;
  return error.status !== undefined && error.status >= 400 && error.status < 500;
}
