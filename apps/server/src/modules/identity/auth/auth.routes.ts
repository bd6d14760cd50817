import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminLoginBody, adminRefreshBody, loginBody, loginInfo, refreshQuery } from '@mall/shared';
import { unauthorized } from '../../../lib/app-error';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { currentOperator } from '../../../plugins/auth';
import type { LoginService } from './login.service';
import type { TokenService } from './token.service';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** True when the Authorization header carries the web client's basic credential. */
function isWebClient(header: string | undefined, secret: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  const given = Buffer.from(Buffer.from(match[1], 'base64').toString('utf8'));
  const expected = Buffer.from(`web:${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Buyer login, refresh and logout, and the operator equivalents under /api/admin/auth. */
export function authRoutes(
  app: App,
  deps: { login: LoginService; tokens: TokenService; webClientSecret: string },
) {
  const { login, tokens } = deps;

  app.post(
    '/api/oauth/login',
    {
      schema: {
        tags: ['auth'],
        summary:
          '登录：grant_type=password（username 可为用户名或手机号，password）或 sms_code（mobile、code）；需先通过安全验证',
        body: loginBody,
        response: okSchema(loginInfo),
      },
    },
    async (request) => ok(await login.loginBuyer(request.body, meta(request)), '登录成功'),
  );

  app.get(
    '/api/oauth/getOauthToken',
    {
      schema: {
        tags: ['auth'],
        summary:
          '刷新令牌（Basic base64(web:<secret>)）；刷新令牌每次使用后轮换，旧令牌再次使用将使整个会话失效',
        security: [{ webClient: [] }],
        querystring: refreshQuery,
        response: okSchema(loginInfo),
      },
    },
    async (request) => {
      if (!isWebClient(request.headers.authorization, deps.webClientSecret))
        throw unauthorized('客户端凭证无效');
      return ok(await tokens.rotate(request.query.refresh_token, 'buyer', login.loadSubject, meta(request)));
    },
  );

  app.get(
    '/api/oauth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: '退出登录：撤销当前会话（Bearer 访问令牌，或 refresh_token 查询参数）',
        security: [{ bearer: [] }],
        querystring: z.object({ refresh_token: z.string().max(200).optional() }),
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      if (request.user) await tokens.revokeFamily(request.user.sessionId);
      if (request.query.refresh_token) await tokens.revokeByRefreshToken(request.query.refresh_token);
      return ok(null, '已退出登录');
    },
  );

  app.post(
    '/api/admin/auth/login',
    {
      schema: {
        tags: ['admin'],
        summary: '运营账号登录',
        body: adminLoginBody,
        response: okSchema(loginInfo),
      },
    },
    async (request) => ok(await login.loginOperator(request.body, meta(request)), '登录成功'),
  );

  app.post(
    '/api/admin/auth/refresh',
    {
      schema: {
        tags: ['admin'],
        summary: '运营账号刷新令牌（轮换）',
        body: adminRefreshBody,
        response: okSchema(loginInfo),
      },
    },
    async (request) =>
      ok(await tokens.rotate(request.body.refreshToken, 'operator', login.loadSubject, meta(request))),
  );

  app.post(
    '/api/admin/auth/logout',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: '运营账号退出登录',
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await tokens.revokeFamily(currentOperator(request).sessionId);
      return ok(null, '已退出登录');
    },
  );
}
