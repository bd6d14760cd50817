import { z } from 'zod';
import { mobileSchema, sendLoginSmsBody, smsOutboxEntry } from '@mall/shared';
import { notFound } from '../../../lib/app-error';
import { isLoopback } from '../../../lib/net';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
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
    /** TEST_SUPPORT=1 only (never in production): a route that ends a mobile's wait before the next code. */
    testSupport?: boolean;
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
      // Same answer and same limits whether or not the mobile is registered (no enumeration); only a
      // registered one receives a code.
      const deliver = await deps.mobileRegistered(mobile);
      await deps.sms.send(mobile, 'SMS_LOGIN', request.ip, { deliver });
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
      async (request) => {
        // Codes of every mobile are readable here: only from this machine, even in development.
        if (!isLoopback(request.ip)) throw notFound('接口不存在');
        return ok(await outbox.outbox(request.query.mobile));
      },
    );
  }

  if (deps.testSupport) {
    // The browser journeys ask a second code for the same mobile (a merchant applicant checking the review, a
    // password reset after registering): the minute between two sends passes here instead of in a wait.
    app.post(
      '/api/test-support/sms/end-cooldown',
      { schema: { hide: true, body: z.object({ mobile: mobileSchema }) } },
      async (request) => {
        await deps.sms.endCooldown(request.body.mobile);
        return ok(null);
      },
    );
  }
}
