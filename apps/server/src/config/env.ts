import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../lib/paths';

const DEV_WEB_CLIENT_SECRET = 'mall-web-dev-secret';
const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-in-production-0123456789';

/** The only reader of process.env: every setting is validated here once. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_URL: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  CAPTCHA_PROVIDER: z.enum(['slide', 'test', 'aliyun']).default('slide'),
  SMS_PROVIDER: z.enum(['console', 'aliyun']).optional(),
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Secret of the web client's basic credential (getOauthToken). Production must set it. */
  WEB_CLIENT_SECRET: z.string().min(8).default(DEV_WEB_CLIENT_SECRET),
  /** Key that signs access tokens. Production must set it. */
  JWT_SECRET: z.string().min(32).default(DEV_JWT_SECRET),
  /** Alibaba Cloud credentials and endpoints (CAPTCHA_PROVIDER=aliyun, SMS_PROVIDER=aliyun). */
  ALIYUN_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_CAPTCHA_ENDPOINT: z.string().url().default('https://captcha.cn-shanghai.aliyuncs.com'),
  ALIYUN_CAPTCHA_SCENE_ID: z.string().default(''),
  ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com'),
  ALIYUN_SMS_SIGN_NAME: z.string().default('工业品商城'),
  /** One template with a ${code} variable serves every purpose unless a purpose has its own. */
  ALIYUN_SMS_TEMPLATE_CODE: z.string().default(''),
  /** Orders (issue 5): unpaid online orders are cancelled after this many minutes. */
  ORDER_PAY_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** Shipped orders complete automatically this many days after shipment. */
  ORDER_AUTO_COMPLETE_DAYS: z.coerce.number().int().min(1).max(90).default(10),
  /** After-sales requests may be opened within this many days of receipt (or completion) of the order. */
  AFS_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(15),
  /** How often a server process runs the two sweeps above; 0 turns them off (tests call them directly). */
  ORDER_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Key the local sandbox payment gateway signs its notifications with (HMAC-SHA256). */
  PAY_SANDBOX_SECRET: z.string().min(16).default('mall-pay-sandbox-dev-secret-0123456789'),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; smsProvider: 'console' | 'aliyun' };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const env = parsed.data;
  const smsProvider = env.SMS_PROVIDER ?? (env.NODE_ENV === 'production' ? 'aliyun' : 'console');
  if (env.NODE_ENV === 'production') {
    if (env.CAPTCHA_PROVIDER === 'test')
      throw new Error('CAPTCHA_PROVIDER=test is refused when NODE_ENV=production');
    if (smsProvider === 'console')
      throw new Error('SMS_PROVIDER=console is refused when NODE_ENV=production');
    if (env.WEB_CLIENT_SECRET === DEV_WEB_CLIENT_SECRET)
      throw new Error('WEB_CLIENT_SECRET must be set when NODE_ENV=production');
    if (env.JWT_SECRET === DEV_JWT_SECRET) throw new Error('JWT_SECRET must be set when NODE_ENV=production');
  }
  if (
    (env.CAPTCHA_PROVIDER === 'aliyun' || smsProvider === 'aliyun') &&
    (!env.ALIYUN_ACCESS_KEY_ID || !env.ALIYUN_ACCESS_KEY_SECRET)
  )
    throw new Error('ALIYUN_ACCESS_KEY_ID and ALIYUN_ACCESS_KEY_SECRET are required by the aliyun providers');
  if (smsProvider === 'aliyun' && !env.ALIYUN_SMS_TEMPLATE_CODE)
    throw new Error('ALIYUN_SMS_TEMPLATE_CODE is required when SMS_PROVIDER=aliyun');
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot(), '.data'));
  return { ...env, dataDir, smsProvider };
}
