import { z } from 'zod';
import { emailConfirmView, notificationEmailBody, notificationEmailView } from '@mall/shared';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { currentBuyer, optionalBuyer, requireBuyer } from '../../../plugins/auth';
import type { EmailAddressService } from './email-address.service';

const security = [{ bearer: [] }];
const params = z.object({ token: z.string().max(100) });

/**
 * 通知设置 → 接收邮箱 (`/api/notification/email`, the signed-in buyer's own), and the page behind the
 * confirmation mail's link (`/api/email-confirm/:token`: GET shows, POST confirms; the token is the credential,
 * a signed-in buyer other than its owner is refused).
 */
export function emailAddressRoutes(app: App, deps: { emails: EmailAddressService }) {
  const { emails } = deps;
  app.get(
    '/api/notification/email',
    {
      onRequest: requireBuyer,
      schema: {
        tags: ['notification'],
        security,
        summary: '我的接收邮箱及是否已确认（确认后才会收到通知邮件）',
        response: okSchema(notificationEmailView),
      },
    },
    async (request) => ok(await emails.view(currentBuyer(request).id)),
  );
  app.post(
    '/api/notification/email',
    {
      onRequest: requireBuyer,
      schema: {
        tags: ['notification'],
        security,
        summary: '设置接收邮箱并发送确认邮件（24 小时内有效，每分钟最多一封）',
        body: notificationEmailBody,
        response: okSchema(notificationEmailView),
      },
    },
    async (request) =>
      ok(
        await emails.send(currentBuyer(request).id, request.body.email),
        `确认邮件已发送至 ${request.body.email}，请在 24 小时内打开邮件中的链接完成确认`,
      ),
  );
  app.get(
    '/api/email-confirm/:token',
    {
      schema: {
        tags: ['notification'],
        summary: '邮箱确认链接：查看要确认的邮箱（只查看，不会确认）',
        params,
        response: okSchema(emailConfirmView),
      },
    },
    async (request) => ok(await emails.read(request.params.token, optionalBuyer(request)?.id ?? null)),
  );
  app.post(
    '/api/email-confirm/:token',
    {
      schema: {
        tags: ['notification'],
        summary: '邮箱确认链接：确认接收邮箱（每个链接只能使用一次）',
        params,
        response: okSchema(z.object({ email: z.string() })),
      },
    },
    async (request) => {
      const done = await emails.confirm(request.params.token, optionalBuyer(request)?.id ?? null);
      return ok(done, `邮箱 ${done.email} 已确认，今后的通知邮件将发送到此邮箱`);
    },
  );
}
