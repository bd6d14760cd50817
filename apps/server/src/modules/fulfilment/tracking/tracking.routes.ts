import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { trackingCallbackReply } from '@mall/shared';
import type { Db } from '../../../db/client';
import { AppError, badRequest, notFound } from '../../../lib/app-error';
import type { App } from '../../../lib/types';
import { recordEvents } from './tracking.events';
import { carrierOfCom, eventsOfData, pushSign } from './tracker';

export const TRACKING_CALLBACK_PATH = '/api/fulfilment/tracking/callback';

const pushBody = z.object({
  param: z.string({ error: '缺少推送内容' }).min(2, '缺少推送内容').max(200_000, '推送内容过长'),
  sign: z.string({ error: '缺少签名' }).max(64, '签名错误'),
});

const lastResult = z.object({
  lastResult: z.object({
    com: z.string().max(40).default(''),
    nu: z.string().min(1).max(40),
    data: z.array(z.unknown()).max(500).default([]),
  }),
});

const sameSign = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The carrier tracker's push (快递100 format: form `param` + `sign` = MD5(param + salt); the sandbox pushes the
 * same). A bad signature is 401 and stores nothing; a malformed push 400; a number we never shipped 404.
 * Repeated events change nothing. The answer is what 快递100 reads to stop retrying.
 */
export function trackingCallbackRoutes(app: App, deps: { db: Db; salt: string }) {
  void app.register(async (scope: App) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(
      TRACKING_CALLBACK_PATH,
      {
        schema: {
          tags: ['fulfilment'],
          summary: '物流轨迹推送回调（快递100 格式，param + sign 签名；沙箱物流同样推送）',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: pushBody,
          response: { 200: trackingCallbackReply },
        },
      },
      async (request) => {
        const { param, sign } = request.body;
        if (!sameSign(sign.toUpperCase(), pushSign(param, deps.salt))) throw new AppError(401, '签名错误');
        let parsed: z.infer<typeof lastResult>;
        try {
          parsed = lastResult.parse(JSON.parse(param));
        } catch {
          throw badRequest('推送内容格式不正确');
        }
        const { com, nu, data } = parsed.lastResult;
        const found = await recordEvents(deps.db, carrierOfCom(com) ?? null, nu, eventsOfData(data));
        if (!found.shipments) throw notFound('运单不存在');
        return { result: true, returnCode: '200', message: '成功' };
      },
    );
  });
}
