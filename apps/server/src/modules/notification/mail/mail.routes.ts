import { z } from 'zod';
import { mailOutboxEntry } from '@mall/shared';
import { badRequest, notFound } from '../../../lib/app-error';
import { isLoopback } from '../../../lib/net';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import type { NotificationService } from '../delivery';
import type { DevMailOutbox, UnsubscribeTokens } from './mail.channel';

/**
 * The one-click unsubscribe of a mail's List-Unsubscribe header (RFC 8058: the mail client POSTs
 * `List-Unsubscribe=One-Click`; a plain GET changes nothing, so link scanners can't unsubscribe anyone),
 * and the development outbox (absent with SMTP, loopback only, as the SMS outbox).
 */
export function mailRoutes(
  app: App,
  deps: { notifications: NotificationService; tokens: UnsubscribeTokens; outbox?: DevMailOutbox },
) {
  void app.register(async (scope: App) => {
    // Mail clients post the one-click body as a form (RFC 8058); only the token in the URL matters.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_req, _body, done) => done(null, {}),
    );
    scope.post(
      '/api/notifications/unsubscribe',
      {
        schema: {
          tags: ['notification'],
          summary: '一键退订某类通知邮件（邮件的 List-Unsubscribe 地址）',
          querystring: z.object({ token: z.string().max(200) }),
          response: okSchema(z.null()),
        },
      },
      async (request) => {
        const who = deps.tokens.read(request.query.token);
        if (!who) throw badRequest('退订链接无效');
        await deps.notifications.unsubscribe(who.userId, who.event);
        return ok(null, '已退订此类通知邮件');
      },
    );
  });

  const outbox = deps.outbox;
  if (outbox)
    app.get(
      '/api/dev/mail-outbox',
      {
        schema: {
          tags: ['dev'],
          summary: '开发用邮件发件箱（最新在前；配置 SMTP 或生产环境时不存在）',
          querystring: z.object({ to: z.string().trim().toLowerCase().email('请填写邮箱地址').max(100) }),
          response: okSchema(z.array(mailOutboxEntry)),
        },
      },
      async (request) => {
        // Every member's mail is readable here: only from this machine, even in development.
        if (!isLoopback(request.ip)) throw notFound('接口不存在');
        return ok(await outbox.list(request.query.to));
      },
    );
}
