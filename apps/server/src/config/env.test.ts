import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('environment', () => {
  it('reads the after-sales window (default 15 days) and refuses nonsense', () => {
    expect(loadEnv({}).AFS_WINDOW_DAYS).toBe(15);
    expect(loadEnv({ AFS_WINDOW_DAYS: '30' }).AFS_WINDOW_DAYS).toBe(30);
    expect(() => loadEnv({ AFS_WINDOW_DAYS: '0' })).toThrow(/AFS_WINDOW_DAYS/);
  });

  it('uses DATA_DIR for uploads unless S3_BUCKET is set; S3 settings must be complete', () => {
    const local = loadEnv({});
    expect(local.S3_BUCKET).toBeUndefined();
    const s3 = loadEnv({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'mall',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(s3).toMatchObject({ S3_BUCKET: 'mall', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(loadEnv({ S3_BUCKET: 'mall' }).S3_FORCE_PATH_STYLE).toBe(false);
    expect(() => loadEnv({ S3_BUCKET: 'mall', S3_ACCESS_KEY_ID: 'k' })).toThrow(/set together/);
    expect(() => loadEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET is required/);
    expect(() => loadEnv({ S3_BUCKET: 'mall', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });

  it('reads the replicas as a list, only beside DATABASE_URL, with a lag bound of 1 s by default', () => {
    const primary = { DATABASE_URL: 'postgres://127.0.0.1:5442/mall' };
    expect(loadEnv(primary)).toMatchObject({ DATABASE_READ_URLS: [], DATABASE_READ_MAX_LAG_MS: 1000 });
    const two = loadEnv({
      ...primary,
      DATABASE_READ_URLS: 'postgres://127.0.0.1:5443/mall, postgres://127.0.0.1:5444/mall',
      DATABASE_READ_MAX_LAG_MS: '500',
    });
    expect(two.DATABASE_READ_URLS).toEqual([
      'postgres://127.0.0.1:5443/mall',
      'postgres://127.0.0.1:5444/mall',
    ]);
    expect(two.DATABASE_READ_MAX_LAG_MS).toBe(500);
    expect(() => loadEnv({ DATABASE_READ_URLS: 'postgres://127.0.0.1:5443/mall' })).toThrow(
      /needs DATABASE_URL/,
    );
    expect(() => loadEnv({ ...primary, DATABASE_READ_URLS: 'replica-1' })).toThrow(/DATABASE_READ_URLS/);
  });
});

describe('a HOST reachable from other machines', () => {
  const real = {
    HOST: '0.0.0.0',
    JWT_SECRET: 'j'.repeat(40),
    WEB_CLIENT_SECRET: 'web-client-secret-real',
    SMS_PROVIDER: 'aliyun',
    ALIYUN_ACCESS_KEY_ID: 'id',
    ALIYUN_ACCESS_KEY_SECRET: 'secret',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    PAY_PROVIDER: 'none',
    PUBLIC_ORIGIN: 'https://mall.example.com',
  };

  it('refuses development secrets, test providers, the dev outbox and a missing origin whatever NODE_ENV says', () => {
    for (const nodeEnv of [undefined, 'development', 'test']) {
      const base = { ...real, NODE_ENV: nodeEnv };
      expect(() => loadEnv({ ...base, JWT_SECRET: undefined })).toThrow(/JWT_SECRET/);
      expect(() => loadEnv({ ...base, WEB_CLIENT_SECRET: undefined })).toThrow(/WEB_CLIENT_SECRET/);
      expect(() => loadEnv({ ...base, CAPTCHA_PROVIDER: 'test' })).toThrow(/CAPTCHA_PROVIDER/);
      expect(() => loadEnv({ ...base, SMS_PROVIDER: 'console' })).toThrow(/SMS_PROVIDER/);
      expect(() => loadEnv({ ...base, PAY_PROVIDER: 'sandbox' })).toThrow(/PAY_SANDBOX_SECRET/);
      expect(() => loadEnv({ ...base, PUBLIC_ORIGIN: undefined })).toThrow(/PUBLIC_ORIGIN/);
      expect(() => loadEnv({ ...base, TEST_SUPPORT: '1' })).toThrow(/TEST_SUPPORT/);
      expect(loadEnv(base).publicOrigin).toBe('https://mall.example.com');
    }
    // The sandbox with its own key is allowed outside production (a staging shop).
    expect(
      loadEnv({ ...real, PAY_PROVIDER: 'sandbox', PAY_SANDBOX_SECRET: 's'.repeat(20) }).payProvider,
    ).toBe('sandbox');
    // Every missing item is named at once.
    expect(() => loadEnv({ HOST: '192.168.1.20' })).toThrow(
      /JWT_SECRET[\s\S]*WEB_CLIENT_SECRET[\s\S]*SMS_PROVIDER[\s\S]*PAY_SANDBOX_SECRET[\s\S]*PUBLIC_ORIGIN/,
    );
  });

  it('refuses the test-support routes in production', () => {
    expect(() => loadEnv({ ...real, HOST: '127.0.0.1', NODE_ENV: 'production', TEST_SUPPORT: '1' })).toThrow(
      /TEST_SUPPORT=1 is refused/,
    );
    expect(loadEnv({ TEST_SUPPORT: '1' }).TEST_SUPPORT).toBe(true);
    expect(loadEnv({}).TEST_SUPPORT).toBe(false);
  });

  it('starts with the development defaults on a loopback HOST', () => {
    for (const HOST of ['127.0.0.1', 'localhost', '::1', '127.0.0.2'])
      expect(loadEnv({ HOST }).JWT_SECRET.length).toBeGreaterThanOrEqual(32);
  });
});
