import { z } from 'zod';
import { SMS_PURPOSES } from '../constants';
import { MOBILE_RE, AUTH_MSG } from '../codes';
import { dbId, isoTime } from './scalars';
export { MOBILE_RE, AUTH_MSG, AUTH_CODE } from '../codes';

export const USERNAME_RE = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;

/** Password strength: 8–20 characters, no spaces, at least two of letters, digits and symbols. */
export function passwordProblem(password: string, username?: string): string | null {
  if (/\s/.test(password)) return AUTH_MSG.PASSWORD_SPACE;
  if (password.length < 8 || password.length > 20) return AUTH_MSG.PASSWORD_LENGTH;
  const classes = [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  if (classes < 2) return AUTH_MSG.PASSWORD_CLASSES;
  if (username && password.toLowerCase() === username.toLowerCase())
    return AUTH_MSG.PASSWORD_SAME_AS_USERNAME;
  return null;
}

export const mobileSchema = z
  .string({ error: AUTH_MSG.MOBILE_REQUIRED })
  .trim()
  .min(1, AUTH_MSG.MOBILE_REQUIRED)
  .regex(MOBILE_RE, AUTH_MSG.MOBILE_INVALID);
export const smsCodeSchema = z
  .string({ error: AUTH_MSG.CODE_REQUIRED })
  .trim()
  .min(1, AUTH_MSG.CODE_REQUIRED)
  .regex(/^\d{6}$/, AUTH_MSG.CODE_INVALID);
export const newPasswordSchema = z
  .string({ error: AUTH_MSG.PASSWORD_REQUIRED })
  .min(1, AUTH_MSG.PASSWORD_REQUIRED)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
export const usernameSchema = z
  .string({ error: AUTH_MSG.USERNAME_REQUIRED })
  .trim()
  .min(1, AUTH_MSG.USERNAME_REQUIRED)
  .regex(USERNAME_RE, AUTH_MSG.USERNAME_INVALID);
/** A body that sets a username and its password (buyers, operators): the password may not be the username. */
export const passwordNotUsername = <T extends z.ZodType<{ username: string; password: string }>>(body: T) =>
  body.refine((b) => b.password.toLowerCase() !== b.username.toLowerCase(), {
    message: AUTH_MSG.PASSWORD_SAME_AS_USERNAME,
    path: ['password'],
  });

/** POST /api/oauth/login: the spec's login form fields plus grant_type. */
export const loginBody = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: z
      .string({ error: AUTH_MSG.USERNAME_REQUIRED })
      .trim()
      .min(1, AUTH_MSG.USERNAME_REQUIRED)
      .max(64),
    password: z.string({ error: AUTH_MSG.PASSWORD_REQUIRED }).min(1, AUTH_MSG.PASSWORD_REQUIRED).max(128),
  }),
  z.object({
    grant_type: z.literal('sms_code'),
    mobile: mobileSchema,
    code: smsCodeSchema,
  }),
]);
export type LoginBody = z.infer<typeof loginBody>;

/** The login result and refresh result; expiry times are epoch milliseconds. */
export const loginInfo = z.object({
  accessToken: z.string(),
  accessExpires: z.number().int(),
  refreshToken: z.string(),
  refreshExpires: z.number().int(),
});
export type LoginInfo = z.infer<typeof loginInfo>;

export const refreshQuery = z.object({
  grant_type: z.literal('refresh_token', { error: 'grant_type 必须为 refresh_token' }),
  refresh_token: z.string().min(1, '缺少 refresh_token').max(200),
});

export const CAPTCHA_REDIS_ENUM = 'USER_CAPTCHA_RESULT';
/** POST /api/oauth/verifyCaptcha (field names of Alibaba Cloud Captcha 2.0). */
export const verifyCaptchaBody = z.object({
  captchaVerifyParam: z.string().min(1, '缺少验证参数').max(20_000),
  redisEnum: z.literal(CAPTCHA_REDIS_ENUM).default(CAPTCHA_REDIS_ENUM),
  sceneId: z.string().max(64).optional(),
  userInfo: z.string().trim().min(1, '请输入用户名或手机号').max(64),
});
export type VerifyCaptchaBody = z.infer<typeof verifyCaptchaBody>;

/** GET /api/captcha/config: which captcha the client must show. */
export const captchaConfig = z.object({
  provider: z.enum(['slide', 'test', 'aliyun']),
  sceneId: z.string(),
});
export type CaptchaConfig = z.infer<typeof captchaConfig>;

/** GET /api/captcha/slide: one slide challenge (raster images as data URLs). */
export const slideChallenge = z.object({
  token: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  background: z.string(),
  piece: z.string(),
  pieceSize: z.number().int(),
  pieceY: z.number().int(),
});
export type SlideChallenge = z.infer<typeof slideChallenge>;

/** What the slide captcha client puts (JSON-encoded) into captchaVerifyParam. */
export type SlideAnswer = {
  token: string;
  /** Final left offset of the piece in image pixels. */
  x: number;
  /** Drag duration in ms. */
  duration: number;
  /** Samples [x, y, t] from the drag start (t in ms since start). */
  track: [number, number, number][];
};

export const smsPurpose = z.enum(SMS_PURPOSES);
/** SMS variant 3: login code (POST /api/oauth/sendSms). */
export const sendLoginSmsBody = z.object({
  phoneNumbers: mobileSchema,
  smsType: z.coerce.number().pipe(z.literal(1, { error: 'smsType 必须为 1' })),
});
/** SMS variant 2: not logged in (POST /api/user/sendNotLoginSms); needs a captcha pass for the mobile. */
export const sendNotLoginSmsBody = z.object({
  phoneNumbers: mobileSchema,
  smsWebNotLoginTemplateEnum: z.enum(['WEB_REGISTER', 'WEB_RESET_PWD'], { error: '短信类型不正确' }),
});
/** SMS variant 1: logged in (POST /api/user/getUserVerifyCode). phoneNumbers only for WEB_VERIFY_NEW_PHONE. */
export const sendUserSmsBody = z.object({
  phoneNumbers: mobileSchema.optional(),
  smsWebTemplateEnum: z.enum(['WEB_UPDATE_PWD', 'WEB_VERIFY_OLD_PHONE', 'WEB_VERIFY_NEW_PHONE'], {
    error: '短信类型不正确',
  }),
});

export const registerBody = passwordNotUsername(
  z.object({
    mobile: mobileSchema,
    code: smsCodeSchema,
    username: usernameSchema,
    password: newPasswordSchema,
    companyName: z
      .string({ error: AUTH_MSG.COMPANY_REQUIRED })
      .trim()
      .min(1, AUTH_MSG.COMPANY_REQUIRED)
      .max(100, '公司名称最多 100 个字'),
    agreement: z.literal(true, { error: AUTH_MSG.AGREEMENT_REQUIRED }),
  }),
);
export type RegisterBody = z.infer<typeof registerBody>;

/** POST /api/user/updatePassword: reset by SMS (WEB_RESET_PWD). */
export const resetPasswordBody = z
  .object({
    mobile: mobileSchema,
    code: smsCodeSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: '请再次输入新密码' }).min(1, '请再次输入新密码'),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: AUTH_MSG.PASSWORD_MISMATCH,
    path: ['confirmPassword'],
  });

/** POST /api/user/modifyPassword: old password required; other sessions are revoked. */
export const modifyPasswordBody = z
  .object({
    oldPassword: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(128),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: '请再次输入新密码' }).min(1, '请再次输入新密码'),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: AUTH_MSG.PASSWORD_MISMATCH,
    path: ['confirmPassword'],
  });

export const verifyOldPhoneBody = z.object({ code: smsCodeSchema });
export const modifyPhoneBody = z.object({ mobile: mobileSchema, code: smsCodeSchema });

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label}最多 ${max} 个字`).optional();
export const modifyUserInfoBody = z.object({
  name: optionalText(50, '姓名'),
  companyName: optionalText(100, '公司名称'),
  email: z
    .string()
    .trim()
    .max(100, '邮箱最多 100 个字')
    .refine((v) => v === '' || z.email().safeParse(v).success, '请输入正确的邮箱')
    .optional(),
  position: optionalText(50, '职位'),
  avatar: z.string().trim().max(500, '头像地址过长').optional(),
});
export type ModifyUserInfoBody = z.infer<typeof modifyUserInfoBody>;

/** What a buyer fills in on 个人资料 (modifyUserInfoBody), as the profile and the console show it. */
export const buyerProfileFields = { companyName: z.string(), name: z.string(), email: z.string() };

/** The buyer's own profile (POST /api/user/getUserInfo). */
export const userInfo = z.object({
  id: dbId,
  username: z.string(),
  mobile: z.string(),
  maskedMobile: z.string(),
  ...buyerProfileFields,
  position: z.string(),
  avatar: z.string(),
  createdAt: isoTime,
  /** A company sub-account still on its initial password: change it before anything else. */
  mustChangePassword: z.boolean().optional(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const OPERATOR_ROLES = ['超级管理员', '运营', '财务', '商品'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const adminLoginBody = z.object({
  username: z.string({ error: AUTH_MSG.USERNAME_REQUIRED }).trim().min(1, AUTH_MSG.USERNAME_REQUIRED).max(64),
  password: z.string({ error: AUTH_MSG.PASSWORD_REQUIRED }).min(1, AUTH_MSG.PASSWORD_REQUIRED).max(128),
});
export const adminRefreshBody = z.object({ refreshToken: z.string().min(1).max(200) });
export const operatorInfo = z.object({
  id: dbId,
  username: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
});
export type OperatorInfo = z.infer<typeof operatorInfo>;

/** One entry of the dev SMS outbox (GET /api/dev/sms-outbox, not in production). */
export const smsOutboxEntry = z.object({
  mobile: z.string(),
  purpose: smsPurpose,
  code: z.string(),
  content: z.string(),
  sentAt: z.number().int(),
});
export type SmsOutboxEntry = z.infer<typeof smsOutboxEntry>;
