import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  COOKIE,
  type LoginInfo,
  PUNCHOUT_NO_CHECKOUT,
  punchoutSession,
  punchoutSettings,
  punchoutTransfer,
  punchoutTransferBody,
} from '@mall/shared';
import { AppError, refusalStatus } from '../../../lib/app-error';
import { ok } from '../../../lib/reply';
import { guardedRoutes } from '../../../lib/route-options';
import { rateLimited } from '../../../lib/route-kit';
import type { App } from '../../../lib/types';
import { currentBuyer, requireBuyer } from '../../../plugins/auth';
import { CXML_MAX_BYTES, statusDocument } from '../cxml';
import { OciRefusal } from '../oci';
import { companyContextOf, requireRole } from '../../identity/company';
import type { PunchoutService, ReturnForm } from './punchout.service';
import type { Db } from '../../../db/client';
import { escapeHtml } from '../../../lib/html';

const tags = ['punchout'];
const buyerCall = guardedRoutes(requireBuyer, 'punchout');
const XML = 'text/xml; charset=utf-8';

/** Checkout and payment: refused inside a punch-out session (the order comes back from the buyer's system). */
const NO_CHECKOUT = new Set([
  '/api/checkout/submit',
  '/api/pay/create',
  '/api/pay/offline/submitRemittance',
  '/api/company/requests/submit',
]);

const page = (title: string, text: string) =>
  `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:sans-serif;max-width:40em;margin:4em auto"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></body></html>`;

/** Signs the session's member in (the storefront reads its tokens from this cookie, product.md) and goes on. */
function signedIn(reply: FastifyReply, login: LoginInfo, redirect: string, publicOrigin: string) {
  const secure = publicOrigin.startsWith('https:') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${COOKIE.LOGIN_INFO}=${encodeURIComponent(JSON.stringify(login))}; Path=/; Expires=${new Date(login.refreshExpires).toUTCString()}; SameSite=Lax${secure}`,
  );
  return reply.header('cache-control', 'no-store').redirect(redirect, 302);
}

/** A spent or expired one-time link: a Chinese page (410) the person reads in the browser. */
function gonePage(reply: FastifyReply, err: unknown) {
  if (!(err instanceof AppError) || err.status !== 410) throw err;
  return reply
    .status(410)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(page('链接已失效', err.message));
}

/** A browser is the caller in `scope`: every refusal, the framework's too, is a Chinese page. */
function pageRefusals(scope: FastifyInstance, failure: string, refused: (message: string) => string) {
  scope.setErrorHandler((err: FastifyError, request, reply) => {
    const code = refusalStatus(err);
    if (code === 500) request.log.error({ err }, failure);
    const text = code === 500 ? '服务暂时不可用，请稍后重试' : refused(err.message);
    return reply.status(code).type('text/html; charset=utf-8').send(page('无法进入商城', text));
  });
}

/** Posts the cart at once; without scripts, a button does it. */
function returnPage(form: ReturnForm, nonce: string): string {
  const inputs = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return (
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>正在返回采购系统</title></head>` +
    `<body style="font-family:sans-serif;max-width:40em;margin:4em auto">` +
    `<form id="punchout-return" method="post" action="${escapeHtml(form.url)}"${form.target ? ` target="${escapeHtml(form.target)}"` : ''} accept-charset="UTF-8">${inputs}` +
    `<p>正在把购物车带回采购系统…</p><button type="submit">若未自动跳转，请点击返回采购系统</button></form>` +
    `<script nonce="${nonce}">document.getElementById('punchout-return').submit();</script></body></html>`
  );
}

/** The page that posts a form to the buyer's system: only this page may, and only there. */
function sendReturnPage(reply: FastifyReply, form: ReturnForm) {
  const nonce = randomBytes(16).toString('base64');
  reply.header(
    'content-security-policy',
    `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; form-action ${new URL(form.url).origin}; frame-ancestors 'none'; base-uri 'none'`,
  );
  return reply
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(returnPage(form, nonce));
}

export function punchoutRoutes(
  app: App,
  deps: { punchout: PunchoutService; db: Db; now: () => Date; publicOrigin: string },
) {
  const { punchout } = deps;

  // The procurement system's calls: any body arrives as text (the codec refuses what is not cXML), and every
  // refusal, the framework's too (too large, wrong method), is a cXML Status with the same HTTP status.
  app.register(async (scope: FastifyInstance) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: CXML_MAX_BYTES + 64 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.setErrorHandler((err: FastifyError, request, reply) => {
      const code = refusalStatus(err);
      if (code === 500) request.log.error({ err }, 'punch-out document failed');
      const detail =
        code === 413
          ? '文档超过 1 MB / Document larger than 1 MB'
          : code === 500
            ? '服务暂时不可用，请稍后重试 / Temporary failure, retry later'
            : `${err instanceof AppError ? err.message : '请求不正确'} / Bad request`;
      return reply
        .status(code)
        .type(XML)
        .send(statusDocument(code, detail, { host: new URL(deps.publicOrigin).host, now: deps.now() }));
    });
    const typed = scope as unknown as App;
    typed.post(
      '/punchout/cxml',
      rateLimited(120, {
        tags,
        summary: 'cXML 1.2 PunchOut 入口（PunchOutSetupRequest；应答 cXML，状态码同 Status code）',
        consumes: ['text/xml', 'application/xml'],
      }),
      async (request, reply) => {
        const text = typeof request.body === 'string' ? request.body : '';
        const answer = await punchout.cxml(text);
        return reply.status(answer.status).type(XML).send(answer.body);
      },
    );
  });

  // SAP OCI 5.0: the browser arrives with the login (a GET link or a posted form).
  app.register(async (scope: FastifyInstance) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    pageRefusals(scope, 'OCI login failed', (message) => `登录参数不正确：${message}`);
    const typed = scope as unknown as App;
    const login = async (params: Record<string, unknown>, request: FastifyRequest, reply: FastifyReply) => {
      try {
        const opened = await punchout.oci(params, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        if (opened.validate) return sendReturnPage(reply, opened.validate);
        return signedIn(reply, opened.login, opened.redirect, deps.publicOrigin);
      } catch (err) {
        if (!(err instanceof OciRefusal)) throw err;
        return reply
          .status(err.status)
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(page('无法进入商城', err.message));
      }
    };
    const schema = {
      tags,
      summary: 'SAP OCI 5.0 入口：USERNAME、PASSWORD、HOOK_URL（returntarget、FUNCTION=DETAIL 可选）',
    };
    typed.get(
      '/punchout/oci',
      rateLimited(60, { ...schema, querystring: z.record(z.string(), z.string()) }),
      (request, reply) => login(request.query, request, reply),
    );
    typed.post(
      '/punchout/oci',
      rateLimited(60, { ...schema, body: z.record(z.string(), z.string()) }),
      (request, reply) => login(request.body, request, reply),
    );
  });

  /** A one-time page behind a token (5 minutes): a spent or unknown token answers the 已失效 page. */
  const tokenPage = (
    scope: App,
    path: string,
    summary: string,
    answer: (token: string, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ) =>
    scope.get(
      path,
      rateLimited(60, { tags, summary, params: z.object({ token: z.string().max(100) }) }),
      async (request, reply) => {
        try {
          return await answer(request.params.token, request, reply);
        } catch (err) {
          return gonePage(reply, err);
        }
      },
    );
  // Opened in the browser: a refusal before the handler (the input guard's, the framework's) is a page too.
  app.register(async (scope: FastifyInstance) => {
    pageRefusals(scope, 'punch-out link failed', (message) => `链接不正确：${message}`);
    const typed = scope as unknown as App;
    tokenPage(
      typed,
      '/punchout/start/:token',
      'PunchOut 一次性登录链接（5 分钟内有效）：登录对接成员并进入商城',
      async (token, request, reply) => {
        const meta = { ip: request.ip, userAgent: request.headers['user-agent'] };
        const { login, redirect } = await punchout.start(token, meta);
        return signedIn(reply, login, redirect, deps.publicOrigin);
      },
    );
    tokenPage(
      typed,
      '/punchout/return/:token',
      '返回采购系统的一次性页面：以表单把购物车（cxml-urlencoded）提交到采购系统',
      async (token, _request, reply) => sendReturnPage(reply, await punchout.returnForm(token)),
    );
  });

  app.get(
    '/api/company/punchout',
    buyerCall.noBody(
      '企业的采购系统对接设置（只读，管理员可见；不含密钥）与最近的对接文档',
      punchoutSettings,
    ),
    async (request) => {
      const ctx = requireRole(await companyContextOf(deps.db, currentBuyer(request).id), '管理员');
      return ok(await punchout.settings(ctx.companyId));
    },
  );

  app.get(
    '/api/punchout/session',
    buyerCall.noBody('当前登录是否为采购系统（PunchOut）会话；普通登录为 null', punchoutSession.nullable()),
    async (request) => ok(await punchout.current(currentBuyer(request).sessionId)),
  );

  app.post(
    '/api/punchout/transfer',
    buyerCall.withBody(
      '返回采购系统：把购物车中已选商品生成 PunchOutOrderMessage，由浏览器提交回采购系统',
      punchoutTransferBody,
      punchoutTransfer,
    ),
    async (request) => {
      const buyer = currentBuyer(request);
      return ok(await punchout.transfer(buyer.id, buyer.sessionId, request.body.areaCode));
    },
  );

  // No checkout and no payment inside a punch-out session: the order comes back from the buyer's system.
  // A callback hook: every other call (listings, product pages) passes without a promise or a string split.
  app.addHook('preHandler', (request, _reply, done) => {
    const user = request.user;
    if (user?.kind !== 'buyer' || !NO_CHECKOUT.has(request.routeOptions.url ?? '')) return done();
    punchout.isPunchout(user.sessionId).then(
      (inSession) => done(inSession ? new AppError(403, PUNCHOUT_NO_CHECKOUT) : undefined),
      (err: unknown) => done(err as Error),
    );
  });
}
