import { z } from 'zod';
import {
  CONSOLE_AREAS,
  MERCHANT_TOKEN_HEADER,
  MERCHANT_UPLOAD_MAX_BYTES,
  adminMerchantListBody,
  merchantApplication,
  merchantDraftBody,
  merchantPage,
  merchantReviewBody,
  merchantSendSmsBody,
  merchantSubmitBody,
  merchantVerifyBody,
  merchantVerifyResult,
  uploadResult,
} from '@mall/shared';
import type { FastifyRequest } from 'fastify';
import { multipartScope, readUploadedFile } from '../../../lib/multipart-file';
import { ok } from '../../../lib/reply';
import { guardedRoutes, publicRoutes } from '../../../lib/route-options';
import { routeKit } from '../../../lib/route-kit';
import type { App } from '../../../lib/types';
import { requireOperator } from '../../../plugins/auth';
import { auditActor } from '../../platform/audit';
import { PDF_NAME, type MerchantService } from './merchant.service';

const tokenHeader = z.object({ [MERCHANT_TOKEN_HEADER]: z.string().optional() });
const tokenOf = (request: FastifyRequest) => {
  const value = request.headers[MERCHANT_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
};
/** Operators who review merchants (超级管理员 always passes). */

/** Applicant calls under /api/merchant (SMS-code token) and operator calls under /api/admin/merchant. */
export async function merchantRoutes(app: App, deps: { merchants: MerchantService }) {
  const { merchants } = deps;
  const applicant = publicRoutes('merchant');

  app.post(
    '/api/merchant/sendSms',
    applicant.withBody(
      '发送商家入驻验证码（MERCHANT_JOIN，需手机号的安全验证凭证）',
      merchantSendSmsBody,
      z.null(),
    ),
    async (request) => {
      await merchants.sendCode(request.body.mobile, request.ip);
      return ok(null, '验证码发送成功');
    },
  );

  app.post(
    '/api/merchant/verify',
    applicant.withBody(
      '验证手机号：返回凭证与该手机号的入驻申请（查询进度）',
      merchantVerifyBody,
      merchantVerifyResult,
    ),
    async (request) => ok(await merchants.verify(request.body.mobile, request.body.code)),
  );

  app.get(
    '/api/merchant/current',
    applicant.withInput(
      '当前手机号的入驻申请（需凭证）',
      { headers: tokenHeader },
      merchantApplication.nullable(),
    ),
    async (request) => ok(await merchants.current(await merchants.mobileOf(tokenOf(request)))),
  );

  app.post(
    '/api/merchant/draft',
    applicant.withInput(
      '保存入驻申请草稿（需凭证）',
      { headers: tokenHeader, body: merchantDraftBody },
      merchantApplication,
    ),
    async (request) =>
      ok(await merchants.saveDraft(await merchants.mobileOf(tokenOf(request)), request.body), '草稿已保存'),
  );

  app.post(
    '/api/merchant/submit',
    applicant.withInput(
      '提交入驻申请（需凭证）',
      { headers: tokenHeader, body: merchantSubmitBody },
      merchantApplication,
    ),
    async (request) =>
      ok(
        await merchants.submit(await merchants.mobileOf(tokenOf(request)), request.body),
        '申请已提交，请等待审核',
      ),
  );

  await multipartScope(app, { fileSize: MERCHANT_UPLOAD_MAX_BYTES }, (scope) =>
    scope.post(
      '/api/merchant/upload',
      applicant.upload(
        '上传营业执照或品牌授权书（需凭证；PDF ≤ 5 MB，或 PNG/JPG/GIF/WEBP ≤ 2 MB）',
        uploadResult,
      ),
      async (request) => {
        await merchants.mobileOf(tokenOf(request));
        const { mimetype, data } = await readUploadedFile(request, {
          missing: '请选择要上传的文件',
          tooLarge: '文件不能超过 5 MB',
          tooLargeStatus: 413,
        });
        return ok(await merchants.upload({ mimetype, data }), '上传成功');
      },
    ),
  );

  app.get(
    '/api/merchant/files/:name',
    applicant.download('读取已上传的 PDF', {
      params: z.object({ name: z.string().regex(PDF_NAME, '文件不存在') }),
    }),
    async (request, reply) =>
      reply
        .header('content-type', 'application/pdf')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(await merchants.readPdf(request.params.name)),
  );

  const operator = routeKit(
    app,
    guardedRoutes(requireOperator(CONSOLE_AREAS.merchants), 'merchant'),
    auditActor,
  );
  operator.post(
    '/api/admin/merchant/list',
    '入驻申请列表（运营）',
    adminMerchantListBody,
    merchantPage,
    (_, body) => merchants.list(body),
  );
  operator.post(
    '/api/admin/merchant/review',
    '审核入驻申请：通过或驳回（短信通知申请人）',
    merchantReviewBody,
    merchantApplication,
    (actor, body) => merchants.review(actor, body),
    '审核完成',
  );
}
