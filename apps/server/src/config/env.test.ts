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
});
