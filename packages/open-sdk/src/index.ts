import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';

export type { components, paths } from './schema';
export { SIGNATURE_HEADER, verifySignature } from './signature';

export type OpenClientOptions = {
  /** The shop's address, e.g. https://mall.example.com */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Scopes to ask for (default: all the app has). */
  scope?: string[];
  fetch?: typeof fetch;
};

/** A refusal of the token endpoint (RFC 6749 §5.2), with its Chinese description. */
export class OpenTokenError extends Error {
  constructor(
    readonly error: string,
    description: string,
    readonly status: number,
  ) {
    super(`${error}: ${description}`);
  }
}

/**
 * A typed client of `/open/v1` (openapi-fetch over the generated `paths`). It takes an access token from
 * `POST /oauth2/token` with the app's credentials when it first needs one, keeps it until a minute before it
 * expires, and forgets it when a call answers 401 (a rotated secret, a suspended app), so that the next call
 * takes a new one. Every answer is the platform's `{code, msg, data}` envelope.
 */
export function createOpenClient(options: OpenClientOptions): Client<paths> {
  const doFetch = options.fetch ?? globalThis.fetch;
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: options.clientId,
      client_secret: options.clientSecret,
      ...(options.scope ? { scope: options.scope.join(' ') } : {}),
    });
    const res = await doFetch(new URL('/oauth2/token', options.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    const body = (await res.json()) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
      error_description?: string;
    };
    if (!res.ok || !body.access_token)
      throw new OpenTokenError(body.error ?? 'server_error', body.error_description ?? '', res.status);
    token = { value: body.access_token, until: Date.now() + ((body.expires_in ?? 7200) - 60) * 1000 };
    return token.value;
  }

  const auth: Middleware = {
    async onRequest({ request }) {
      request.headers.set('authorization', `Bearer ${await accessToken()}`);
      return request;
    },
    async onResponse({ response }) {
      if (response.status === 401) token = null;
      return response;
    },
  };
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: doFetch });
  client.use(auth);
  return client;
}
