import { z } from 'zod';
import { captchaConfig, slideChallenge, verifyCaptchaBody } from '@mall/shared';
import { notFound } from '../../../lib/app-error';
import { ok, okSchema } from '../../../lib/reply';
import { hitLimit } from '../../../lib/store-limit';
import type { EphemeralStore } from '../../../lib/store';
import type { App } from '../../../lib/types';
import { SlideCaptchaProvider } from './captcha.providers';
import type { CaptchaService } from './captcha.service';

export function captchaRoutes(
  app: App,
  deps: { captcha: CaptchaService; store: EphemeralStore; sceneId: string },
) {
  const { captcha } = deps;

  app.get(
    '/api/captcha/config',
    { schema: { tags: ['auth'], summary: '当前安全验证方式', response: okSchema(captchaConfig) } },
    async () => ok({ provider: captcha.provider.name, sceneId: deps.sceneId }),
  );

  app.get(
    '/api/captcha/slide',
    {
      schema: {
        tags: ['auth'],
        summary: '获取滑动拼图验证（背景图与拼图块，PNG）',
        response: okSchema(slideChallenge),
      },
    },
    async (request) => {
      const provider = captcha.provider;
      if (!(provider instanceof SlideCaptchaProvider)) throw notFound('当前未启用滑动验证');
      await hitLimit(deps.store, `captcha:slide:ip:${request.ip}`, 60, 60_000, '验证过于频繁，请稍后再试');
      return ok(await provider.create());
    },
  );

  app.post(
    '/api/oauth/verifyCaptcha',
    {
      schema: {
        tags: ['auth'],
        summary: '校验安全验证；通过时为 userInfo（用户名或手机号）保存 5 分钟一次性凭证',
        body: verifyCaptchaBody,
        response: okSchema(z.boolean()),
      },
    },
    async (request) => ok(await captcha.verify(request.body, request.ip)),
  );
}
