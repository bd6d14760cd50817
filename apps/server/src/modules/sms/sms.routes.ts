import { z } from 'zod';
import { AUTH_CODE, mobileSchema, sendLoginSmsBody, smsOutboxEntry } from '@mall/shared';
import { AppError } from '../../lib/app-error';
import { ok, okSchema } from '../../lib/reply';
import type { App } from '../../lib/types';
import type { ConsoleSmsProvider } from './sms.providers';
import type { SmsService } from './sms.service';

/**
 * SMS variant 3 (login code) and the dev outbox. Variants 1 and 2 (logged in / not logged in) are
 * account calls under /api/user.
 */
export function smsRoutes(
  app: App,
  deps: {
    sms: SmsService;
    /** Whether a buyer account uses this mobile. */
    mobileRegistered: (mobile: string) => Promise<boolean>;
    /** The console provider's outbox; absent in production. */
    outbox?: ConsoleSmsProvider;
  },
) {
  app.post(
    '/api/oauth/sendSms',
    {
      schema: {
        tags: ['auth'],
        summary: '发送短信登录验证码（smsType=1，不需登录）',
        body: sendLoginSmsBody,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      const mobile = request.body.phoneNumbers;
      if (!(await deps.mobileRegistered(mobile)))
        throw new AppError(400, '该手机号未注册，请先注册', AUTH_CODE.USER_NOT_FOUND);
      await deps.sms.send(mobile, 'SMS_LOGIN', request.ip);
      return ok(null, '验证码发送成功');
    },
  );

  const outbox = deps.outbox;
  if (outbox) {
    app.get(
      '/api/dev/sms-outbox',
      {
        schema: {
          tags: ['dev'],
          summary: '开发用短信发件箱（最新在前；生产环境不存在）',
          querystring: z.object({ mobile: mobileSchema }),
          response: okSchema(z.array(smsOutboxEntry)),
        },
      },
      async (request) => ok(await outbox.outbox(request.query.mobile)),
    );
  }
}
