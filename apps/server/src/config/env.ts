import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../lib/paths';

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
  WEB_CLIENT_SECRET: z.string().min(8).default('mall-web-dev-secret'),
  /** Key that signs access tokens. Production must set it. */
  JWT_SECRET: z.string().min(32).default('dev-only-jwt-secret-change-me-in-production-0123456789'),
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
  }
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot(), '.data'));
  return { ...env, dataDir, smsProvider };
}
