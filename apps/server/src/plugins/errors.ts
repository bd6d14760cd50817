import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

const SERVER_ERROR_MSG = '抱歉，服务器遇到问题，请稍后再试';

/** Chinese messages for the framework's own client errors. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是有效的 JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求长度不正确',
  FST_ERR_VALIDATION: '请求参数不正确',
};

/**
 * PostgreSQL's data exceptions (class 22: a number out of range, text it cannot store, a malformed value)
 * are the caller's input that slipped past a schema: a 400, logged without the statement and its values.
 */
function dataException(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; i++) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * A dependency is down or restarting (PostgreSQL refusing or dropping connections, Redis unreachable):
 * the request was fine and will work again shortly — 503 with Retry-After, which a load balancer also
 * reads as "try another process", rather than a 500.
 */
function dependencyDown(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown } | undefined,
      i = 0;
    e && i < 4;
    i++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (/^08/.test(code) || ['57P01', '57P02', '57P03'].includes(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code)) return true;
    if (e.name === 'MaxRetriesPerRequestError') return true;
    if (typeof e.message === 'string' && /^Connection terminated|Connection is closed/.test(e.message))
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

function fieldLabel(path: readonly PropertyKey[]): string {
  return path.length ? `${path.map(String).join('.')}：` : '';
}

/**
 * The one exit for failures: AppError → its status and Chinese msg; schema validation → 400 with the
 * first issue's Chinese message; other client errors → their status; anything else → 500 with a generic
 * message (details only in the log).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .send({ code: error.code, msg: error.message, data: error.data ?? null });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const path = (issue?.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path ?? [];
      const message = issue?.message ?? '请求参数不正确';
      return reply.status(400).send({ code: 400, msg: `${fieldLabel(path)}${message}`, data: null });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ code: 500, msg: SERVER_ERROR_MSG, data: null });
    }
    const sqlState = dataException(error);
    if (sqlState) {
      request.log.warn({ sqlState, route: request.routeOptions.url }, 'input refused by the database');
      return reply.status(400).send({ code: 400, msg: '请求参数超出范围或格式不正确', data: null });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const msg =
        FRAMEWORK_MESSAGES[error.code] ?? (status === 429 ? '请求过于频繁，请稍后再试' : '请求参数不正确');
      return reply.status(status).send({ code: status, msg, data: null });
    }
    if (dependencyDown(error)) {
      request.log.warn({ err: { message: error.message, code: error.code } }, 'a dependency is unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ code: 503, msg: '服务暂时不可用，请稍后再试', data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 500, msg: SERVER_ERROR_MSG, data: null });
  });
}

/**
 * Errors the router raises before a route (and so before the error handler) is reached: a malformed URL,
 * a path parameter over the length limit. Same envelope and Chinese message as every other refusal.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  const msg = tooLong ? '请求地址过长' : '请求地址不正确';
  // Punch-out pages are opened in a browser (start, return and simulator links): a Chinese page, not JSON.
  if (request.url.startsWith('/punchout/') && !request.url.startsWith('/punchout/cxml')) {
    void reply
      .status(status)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${msg}</title></head><body><h1>${msg}</h1><p>请从采购系统重新进入商城。</p></body></html>`,
      );
    return;
  }
  void reply.status(status).send({ code: status, msg, data: null });
}
