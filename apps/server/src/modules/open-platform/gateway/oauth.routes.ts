import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { oauthToken } from '@mall/shared';
import { AppError } from '../../../lib/app-error';
import { rateLimited } from '../../../lib/route-kit';
import type { App } from '../../../lib/types';
import { OAuthError, type OpenAppService } from '../app';

const tags = ['开放平台'];

const PRINTABLE = /^[\x20-\x7e]*$/;

const tokenBody = z
  .object({
    grant_type: z.string().optional(),
    // RFC 6749 Appendix A: client ids, secrets and scopes are printable ASCII.
    client_id: z.string().max(100).regex(PRINTABLE).optional(),
    client_secret: z.string().max(200).regex(PRINTABLE).optional(),
    scope: z.string().max(200).regex(PRINTABLE).optional(),
  })
  .catchall(z.unknown());

const oauthError = z.object({ error: z.string(), error_description: z.string() });

/** client_secret_basic (RFC 6749 §2.3.1): the form-encoded id and secret in an HTTP Basic header. */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match) return null;
  const text = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  try {
    const id = decodeURIComponent(text.slice(0, colon).replace(/\+/g, ' '));
    const secret = decodeURIComponent(text.slice(colon + 1).replace(/\+/g, ' '));
    return PRINTABLE.test(id) && PRINTABLE.test(secret) ? { id, secret } : null;
  } catch {
    return null;
  }
}

/**
 * `POST /oauth2/token`: OAuth 2.0 client credentials (RFC 6749 §4.4) with client_secret_post or
 * client_secret_basic. Answers and refusals are the RFC's JSON (§5.1, §5.2), with Chinese descriptions.
 */
export function oauthRoutes(app: App, apps: OpenAppService): void {
  app.register(async (scope: FastifyInstance) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.setErrorHandler((err: FastifyError, request, reply) => {
      // The app's own refusals (the input guard's NUL check) carry `status`, Fastify's `statusCode`.
      const refused = err instanceof AppError ? err.status : err.statusCode;
      const oauth =
        err instanceof OAuthError
          ? err
          : refused === 429
            ? new OAuthError(400, 'invalid_request', '请求过于频繁，请稍后再试')
            : refused && refused < 500
              ? new OAuthError(400, 'invalid_request', '请求参数不正确')
              : null;
      if (!oauth) {
        request.log.error({ err }, 'token request failed');
        return reply
          .status(500)
          .header('cache-control', 'no-store')
          .send({ error: 'server_error', error_description: '服务暂时不可用，请稍后再试' });
      }
      if (oauth.status === 401) reply.header('www-authenticate', 'Basic realm="open", charset="UTF-8"');
      const status = err.statusCode === 429 ? 429 : oauth.status;
      return reply
        .status(status)
        .header('cache-control', 'no-store')
        .send({ error: oauth.error, error_description: oauth.description });
    });
    (scope as unknown as App).post(
      '/oauth2/token',
      rateLimited(30, {
        tags,
        summary: '获取访问令牌（OAuth 2.0 client_credentials；client_secret_post 或 client_secret_basic）',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: tokenBody,
        response: { 200: oauthToken, 400: oauthError, 401: oauthError },
      }),
      async (request, reply) => {
        const body = request.body;
        if (body.grant_type !== 'client_credentials')
          throw new OAuthError(400, 'unsupported_grant_type', 'grant_type 只支持 client_credentials');
        const basic = basicCredentials(request.headers.authorization);
        if (basic && (body.client_id || body.client_secret))
          throw new OAuthError(400, 'invalid_request', '客户端凭证只能用一种方式提供');
        const id = basic?.id ?? body.client_id;
        const secret = basic?.secret ?? body.client_secret;
        if (!id || !secret) throw new OAuthError(401, 'invalid_client', '缺少 client_id 或 client_secret');
        const token = await apps.issueToken(id, secret, body.scope, request.ip);
        return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(token);
      },
    );
  });
}
