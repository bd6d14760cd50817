import { z } from 'zod';
import { pageOf } from '../envelope';
import { coded, creditCodeInput, portalPaging, requiredText as text } from './fields';
import { DB_INT_MAX } from './limits';
import { mobileSchema, smsCodeSchema } from './auth';
import { shopGrantFields } from './shop';
import { dbId, isoTime, isoTimeOrNull } from './scalars';

/*
 * Wire contract of merchant applications (商家入驻). No buyer account is needed: the applicant
 * proves the mobile with an SMS code (purpose MERCHANT_JOIN, sent after a captcha pass for the mobile) and
 * gets a token (header x-merchant-token, 2 hours) that reads and edits that mobile's application.
 *
 *   POST /api/merchant/sendSms   {mobile}                       → null (captcha pass for the mobile first)
 *   POST /api/merchant/verify    {mobile, code}                 → {token, application | null} (status lookup)
 *   POST /api/merchant/upload    multipart `file` (token)       → {url, size, contentType} (PNG/JPG/GIF/WEBP ≤ 2 MB, PDF ≤ 5 MB)
 *   GET  /api/merchant/files/{name}                             → the stored PDF
 *   POST /api/merchant/draft     MerchantDraftBody (token)      → MerchantApplication (status 0 草稿)
 *   POST /api/merchant/submit    MerchantSubmitBody (token)     → MerchantApplication (status 1 待审核)
 * Operator (/api/admin, role 运营):
 *   POST /api/admin/merchant/list    {status?, pageNum, pageSize} → Page<MerchantApplication>
 *   POST /api/admin/merchant/review  {id, approve, reason?}       → MerchantApplication (SMS to the applicant)
 */

export const MERCHANT_STATUS = { DRAFT: 0, PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export type MerchantStatus = (typeof MERCHANT_STATUS)[keyof typeof MERCHANT_STATUS];
export const MERCHANT_STATUS_LABEL: Record<MerchantStatus, string> = {
  0: '草稿',
  1: '待审核',
  2: '审核通过',
  3: '审核驳回',
};
export const MERCHANT_TOKEN_HEADER = 'x-merchant-token';
export const MERCHANT_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Files stored by POST /api/merchant/upload: images through the upload module, PDFs by the merchant module. */
export const MERCHANT_FILE_PATH =
  /^(\/api\/files\/uploads\/[0-9a-f]{32}\.(png|jpg|gif|webp)|\/api\/merchant\/files\/[0-9a-f]{32}\.pdf)$/;

const file = (label: string) =>
  z.string({ error: `请上传${label}` }).regex(MERCHANT_FILE_PATH, `${label}文件不正确`);

export const merchantFields = z.object({
  companyName: text('企业名称', 50),
  creditCode: creditCodeInput,
  legalPerson: text('法定代表人', 20),
  /** 注册资本, 万元. */
  registeredCapital: z.coerce
    .number({ error: '请填写注册资本' })
    .int('注册资本请填写整数（万元）')
    .min(1, '注册资本最少 1 万元')
    .max(100_000_000, '注册资本过大'),
  address: text('企业地址', 100),
  contactName: text('联系人', 20),
  email: z
    .string()
    .trim()
    .max(60, '邮箱不能超过 60 个字')
    .email('邮箱格式不正确')
    .or(z.literal(''))
    .default(''),
  categories: z.array(text('主营类目', 20)).min(1, '请填写主营类目').max(10, '主营类目最多 10 个'),
  brands: z.array(text('经营品牌', 30)).min(1, '请填写经营品牌').max(20, '经营品牌最多 20 个'),
  licenseFile: file('营业执照'),
  brandAuthFiles: z.array(file('品牌授权书')).max(5, '品牌授权书最多 5 个').default([]),
});

export const merchantDraftBody = merchantFields.partial().extend({
  creditCode: z.string().trim().toUpperCase().max(18, '统一社会信用代码为 18 位').optional(),
});
export type MerchantDraftBody = z.input<typeof merchantDraftBody>;

export const merchantSubmitBody = merchantFields.extend({
  agree: z.literal(true, { error: '请阅读并同意《商家入驻协议》' }),
});
export type MerchantSubmitBody = z.input<typeof merchantSubmitBody>;

export const merchantSendSmsBody = z.object({ mobile: mobileSchema });
export const merchantVerifyBody = z.object({ mobile: mobileSchema, code: smsCodeSchema });

export const merchantApplication = z.object({
  id: dbId,
  applicationNo: z.string(),
  mobile: z.string(),
  ...coded('status'),
  companyName: z.string(),
  creditCode: z.string(),
  legalPerson: z.string(),
  registeredCapital: z.number().int().nullable(),
  address: z.string(),
  contactName: z.string(),
  email: z.string(),
  categories: z.array(z.string()),
  brands: z.array(z.string()),
  licenseFile: z.string(),
  brandAuthFiles: z.array(z.string()),
  rejectReason: z.string(),
  submittedAt: isoTimeOrNull,
  reviewedAt: isoTimeOrNull,
  updatedAt: isoTime,
  /** The shop opened by the approval (null before). */
  shopId: dbId.nullable(),
});
export type MerchantApplication = z.infer<typeof merchantApplication>;

export const merchantVerifyResult = z.object({
  token: z.string(),
  application: merchantApplication.nullable(),
});
export type MerchantVerifyResult = z.infer<typeof merchantVerifyResult>;

export const adminMerchantListBody = z.object({
  status: z.coerce
    .number()
    .int()
    .refine((v) => [-1, 0, 1, 2, 3].includes(v), '申请状态不正确')
    .default(-1),
  ...portalPaging,
});
export const merchantPage = pageOf(merchantApplication);
export type MerchantPage = z.infer<typeof merchantPage>;

export const merchantReviewBody = z
  .object({
    id: z.coerce.number().int().min(1, '申请编号不正确').max(DB_INT_MAX, '申请编号不正确'),
    approve: z.boolean({ error: '请选择审核结果' }),
    reason: z.string().trim().max(200, '驳回原因不能超过 200 个字').optional().default(''),
    /**
     * What the new shop may sell (approval only): level-one category ids, brand ids and a commission rate per
     * category in basis points. Omitted → matched by name from the application; commission 5 % by default.
     */
    ...shopGrantFields.shape,
  })
  .refine((b) => b.approve || b.reason.length > 0, { message: '请填写驳回原因', path: ['reason'] });
