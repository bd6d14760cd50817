import path from 'node:path';
import { z } from 'zod';
import { isLoopback } from '../lib/net';
import { repoRoot } from '../lib/paths';

const DEV_WEB_CLIENT_SECRET = 'mall-web-dev-secret';
const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-in-production-0123456789';
const DEV_PAY_SANDBOX_SECRET = 'mall-pay-sandbox-dev-secret-0123456789';
const DEV_SECRETS_KEY = 'dev-only-secrets-key-change-me-in-production-0123456789';

/** A comma-separated list (addresses, URLs): its trimmed items, none when unset. */
const commaList = () =>
  z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );

/** A setting left blank (`NAME=` in .env) counts as unset: `schema`, or undefined. */
const orUnset = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal('').transform(() => undefined));

/** The only reader of process.env: every setting is validated here once. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Which proxies' X-Forwarded-For to believe (per-IP limits use the client address): 'loopback' (a proxy on
   * the same host, the default), a comma-separated list of addresses/CIDRs, 'true' (any — only behind a
   * proxy that overwrites the header) or 'false'.
   */
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' || v === '' ? false : v)),
  /**
   * Addresses (comma-separated IPs) that may read /metrics without an operator token — the Prometheus
   * server's. Checked against the connecting socket, never X-Forwarded-For. Empty: operator token only.
   */
  METRICS_ALLOW: commaList(),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: orUnset(z.string().url()),
  /**
   * Read replicas of DATABASE_URL (comma-separated URLs): the storefront's catalogue reads go to them, except
   * a caller's reads right after its own writes. A replica more than DATABASE_READ_MAX_LAG_MS behind the
   * primary, or not answering, is left out until it catches up.
   */
  DATABASE_READ_URLS: commaList().pipe(
    z.array(z.string().url('DATABASE_READ_URLS must be PostgreSQL URLs separated by commas')),
  ),
  DATABASE_READ_MAX_LAG_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  REDIS_URL: orUnset(z.string()),
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
  /** The approved 通知短信 template with one `${content}` variable; without it SMS notices are refused (logged). */
  ALIYUN_SMS_NOTICE_TEMPLATE_CODE: z.string().default(''),
  /** Orders: unpaid online orders are cancelled after this many minutes. */
  ORDER_PAY_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** Shipped orders complete automatically this many days after shipment. */
  ORDER_AUTO_COMPLETE_DAYS: z.coerce.number().int().min(1).max(90).default(10),
  /**
   * Megabytes each process gives its copy of the SKU facts the open platform's batch calls answer from
   * (about 110 bytes a SKU: 64 keeps about 580,000 SKUs; past that the least recently asked are read again).
   */
  SKU_FACTS_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /** Open platform (/open/v1): calls per second per app, single and batch (price, stock). */
  OPEN_RATE_PER_SECOND: z.coerce.number().int().min(1).max(100_000).default(50),
  OPEN_BATCH_RATE_PER_SECOND: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Open platform: hours a submitted order waits for its system's confirmation before it is cancelled. */
  OPEN_ORDER_CONFIRM_HOURS: z.coerce.number().int().min(1).max(168).default(24),
  /**
   * Open platform webhooks: tries per delivery and the wait before the first retry (doubling each time):
   * 12 tries from 45 s spread the retries over about 25 hours.
   */
  OPEN_WEBHOOK_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(12),
  OPEN_WEBHOOK_BACKOFF_MS: z.coerce.number().int().min(10).max(3_600_000).default(45_000),
  /** Open platform: seconds between two fan-outs of the outbox into the apps' messages and deliveries. */
  OPEN_MESSAGES_EVERY_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /**
   * Notifications: seconds between two reads of the outbox (the 站内信, mail, SMS and robot posts of orders,
   * parcels, statements, invoices, bids …). Unset: OPEN_MESSAGES_EVERY_SECONDS, with the scheduled jobs. Set,
   * the reader runs even when SCHEDULED_JOBS is off (the browser journeys' servers).
   */
  NOTIFY_OUTBOX_EVERY_SECONDS: z.coerce.number().int().min(1).max(3600).optional(),
  /** After-sales requests may be opened within this many days of receipt (or completion) of the order. */
  AFS_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(15),
  /**
   * How long (ms) a server process warms up before it listens: product pages, listings and searches drawn
   * over the catalogue, answered through its own routes with the caches left empty (search/warm-up.ts).
   * 0 turns it off.
   */
  WARM_UP_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  /** How often a server process runs the two sweeps above; 0 turns them off (tests call them directly). */
  ORDER_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * Whether this process schedules the periodic jobs (order sweeps, credit statements and reminders, merchant
   * settlement, product pages). Default: on, off under NODE_ENV=test (tests call the sweeps directly; the
   * end-to-end test of the schedules turns them on). A process with them off still works the jobs others queue.
   */
  SCHEDULED_JOBS: z.enum(['on', 'off', '']).default(''),
  /**
   * Uploaded files go to an S3-compatible bucket when S3_BUCKET is set (DATA_DIR/uploads otherwise).
   * S3_ENDPOINT: the service's URL (omit for AWS); keys both or neither (neither = the SDK's default chain).
   */
  S3_ENDPOINT: orUnset(z.string().url('S3_ENDPOINT must be a URL')),
  S3_BUCKET: orUnset(z.string()),
  S3_ACCESS_KEY_ID: orUnset(z.string()),
  S3_SECRET_ACCESS_KEY: orUnset(z.string()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * Test support for the browser journeys (TEST_SUPPORT=1): routes under /api/test-support that let a
   * journey age a record as if days had passed. Refused in production and on a non-loopback HOST.
   */
  TEST_SUPPORT: z
    .enum(['0', '1', ''])
    .default('0')
    .transform((v) => v === '1'),
  /** Key the local sandbox payment gateway signs its notifications with (HMAC-SHA256). */
  /** Online payment: the local sandbox gateway (not in production), or none (offline transfer only). */
  PAY_PROVIDER: z.enum(['sandbox', 'none']).optional(),
  PAY_SANDBOX_SECRET: z.string().min(16).default(DEV_PAY_SANDBOX_SECRET),
  /**
   * Carrier tracking (fulfilment): the local sandbox tracker, which walks a shipment through 揽收 → 运输中 →
   * 派送中 → 已签收 one step every SANDBOX_TRACKING_STEP_MS and pushes each event to our callback, or 快递100
   * (KUAIDI100_KEY and KUAIDI100_CUSTOMER). TRACKING_CALLBACK_SALT signs the pushes (the 快递100 salt).
   */
  CARRIER_TRACKER: z.enum(['sandbox', 'kuaidi100']).default('sandbox'),
  SANDBOX_TRACKING_STEP_MS: z.coerce.number().int().min(1).default(60_000),
  TRACKING_CALLBACK_SALT: z.string().min(8).default('mall-tracking-sandbox-salt'),
  KUAIDI100_KEY: z.string().default(''),
  KUAIDI100_CUSTOMER: z.string().default(''),
  /**
   * Outgoing mail (notifications): an SMTP URL such as smtps://user:pass@smtp.example.com:465. Without it,
   * outside production, every message is built and kept in the dev outbox (GET /api/dev/mail-outbox).
   */
  SMTP_URL: orUnset(z.string().url('SMTP_URL must be a URL such as smtps://user:pass@smtp.example.com:465')),
  MAIL_FROM: z.string().min(3).default('工业品商城 <noreply@mall.example>'),
  /**
   * Key (any string of 32+ characters) that encrypts stored secrets (group robots'). A development key is used
   * outside production; in production, without it, robots can't be saved (the rest of the shop still starts).
   */
  SECRETS_KEY: orUnset(z.string().min(32, 'SECRETS_KEY must have at least 32 characters')),
  /** Notifications: tries per delivery and the wait before the first retry (doubling): 8 from 30 s ≈ 2 hours. */
  NOTIFY_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  NOTIFY_BACKOFF_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /**
   * The shop's public origin (scheme, host, port), e.g. https://mall.example.com: payment notification and
   * return links are built on it, never on the request's Host header. Defaults to http://HOST:PORT, which
   * only a loopback HOST may use.
   */
  PUBLIC_ORIGIN: orUnset(
    z
      .string()
      .url('PUBLIC_ORIGIN must be a URL such as https://mall.example.com')
      .refine((v) => /^https?:\/\//.test(v), 'PUBLIC_ORIGIN must start with http:// or https://')
      .transform((v) => new URL(v).origin),
  ),
});

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  /** SCHEDULED_JOBS resolved: on unless said off, or unset under NODE_ENV=test. */
  scheduledJobs: boolean;
  smsProvider: 'console' | 'aliyun';
  payProvider: 'sandbox' | 'none';
  publicOrigin: string;
  /** SECRETS_KEY resolved: the development key outside production, none in production unless set. */
  secretsKey: string | undefined;
};

/**
 * What a server reachable from other machines must not run with, whatever NODE_ENV says: development
 * secrets, test providers, the public dev SMS outbox, a made-up public origin. Empty on a loopback HOST.
 */
function exposedDefaults(env: z.infer<typeof envSchema>, smsProvider: string, payProvider: string): string[] {
  if (isLoopback(env.HOST)) return [];
  const problems: string[] = [];
  if (env.JWT_SECRET === DEV_JWT_SECRET) problems.push('JWT_SECRET (the development key is in use)');
  if (env.WEB_CLIENT_SECRET === DEV_WEB_CLIENT_SECRET)
    problems.push('WEB_CLIENT_SECRET (the development secret is in use)');
  if (env.CAPTCHA_PROVIDER === 'test') problems.push('CAPTCHA_PROVIDER (test lets every captcha pass)');
  if (smsProvider === 'console')
    problems.push('SMS_PROVIDER (console shows every code in a development outbox; use aliyun)');
  if (payProvider === 'sandbox' && env.PAY_SANDBOX_SECRET === DEV_PAY_SANDBOX_SECRET)
    problems.push('PAY_SANDBOX_SECRET or PAY_PROVIDER=none (the sandbox gateway uses its built-in key)');
  if (env.TEST_SUPPORT) problems.push('TEST_SUPPORT (test-support routes change records; never expose them)');
  if (!env.PUBLIC_ORIGIN) problems.push('PUBLIC_ORIGIN (payment links need the public address)');
  return problems;
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const env = parsed.data;
  const smsProvider = env.SMS_PROVIDER ?? (env.NODE_ENV === 'production' ? 'aliyun' : 'console');
  // No real channel is wired yet; a production shop takes offline transfers until one is.
  const payProvider = env.PAY_PROVIDER ?? (env.NODE_ENV === 'production' ? 'none' : 'sandbox');
  if (env.NODE_ENV === 'production') {
    if (env.CAPTCHA_PROVIDER === 'test')
      throw new Error('CAPTCHA_PROVIDER=test is refused when NODE_ENV=production');
    if (smsProvider === 'console')
      throw new Error('SMS_PROVIDER=console is refused when NODE_ENV=production');
    if (env.WEB_CLIENT_SECRET === DEV_WEB_CLIENT_SECRET)
      throw new Error('WEB_CLIENT_SECRET must be set when NODE_ENV=production');
    if (env.JWT_SECRET === DEV_JWT_SECRET) throw new Error('JWT_SECRET must be set when NODE_ENV=production');
    if (env.TEST_SUPPORT) throw new Error('TEST_SUPPORT=1 is refused when NODE_ENV=production');
    // The sandbox lets anyone mark an order paid: never in front of real buyers.
    if (payProvider === 'sandbox')
      throw new Error('PAY_PROVIDER=sandbox is refused when NODE_ENV=production');
  }
  if (
    (env.CAPTCHA_PROVIDER === 'aliyun' || smsProvider === 'aliyun') &&
    (!env.ALIYUN_ACCESS_KEY_ID || !env.ALIYUN_ACCESS_KEY_SECRET)
  )
    throw new Error('ALIYUN_ACCESS_KEY_ID and ALIYUN_ACCESS_KEY_SECRET are required by the aliyun providers');
  if (env.DATABASE_READ_URLS.length && !env.DATABASE_URL)
    throw new Error('DATABASE_READ_URLS needs DATABASE_URL (replicas of embedded PGlite are not possible)');
  if (!!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  if ((env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID) && !env.S3_BUCKET)
    throw new Error('S3_BUCKET is required when S3_ENDPOINT or S3 keys are set');
  if (smsProvider === 'aliyun' && !env.ALIYUN_SMS_TEMPLATE_CODE)
    throw new Error('ALIYUN_SMS_TEMPLATE_CODE is required when SMS_PROVIDER=aliyun');
  const exposed = exposedDefaults(env, smsProvider, payProvider);
  if (exposed.length)
    throw new Error(
      `HOST=${env.HOST} is reachable from other machines; refusing to start until these are set:\n` +
        exposed.map((p) => `  ${p}`).join('\n'),
    );
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot(), '.data'));
  const hostForUrl = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://${hostForUrl}:${env.PORT}`;
  const scheduledJobs = env.SCHEDULED_JOBS ? env.SCHEDULED_JOBS === 'on' : env.NODE_ENV !== 'test';
  const secretsKey = env.SECRETS_KEY ?? (env.NODE_ENV === 'production' ? undefined : DEV_SECRETS_KEY);
  return { ...env, dataDir, smsProvider, payProvider, publicOrigin, scheduledJobs, secretsKey };
}
