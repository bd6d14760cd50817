import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyerAuth } from '../../../testing/accounts';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app';
import { startFakeS3, type FakeS3 } from '../../../testing/fake-s3';
import { S3ObjectStore } from './storage';
import { uploadFile } from '../../../testing/multipart';

// Uploads in an S3-compatible bucket, proven against an in-process S3 server that verifies every request's
// SigV4 signature and payload hash.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const KEY = 'uploads/0123456789abcdef0123456789abcdef.png';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3.close();
});

const storeFor = (over: Partial<{ secretAccessKey: string; bucket: string }> = {}) =>
  new S3ObjectStore({
    endpoint: s3.endpoint,
    bucket: over.bucket ?? s3.bucket,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: over.secretAccessKey ?? s3.secretAccessKey,
    forcePathStyle: true,
  });

describe('S3ObjectStore against a signature-checking S3 server', () => {
  it('puts, heads and gets an object; a missing key is null / false', async () => {
    const store = storeFor();
    const before = s3.stats.verified;
    await store.put(KEY, PNG, 'image/png');
    expect(s3.objects.get(KEY)?.data.equals(PNG)).toBe(true);
    expect(s3.objects.get(KEY)?.contentType).toBe('image/png');
    expect(await store.exists(KEY)).toBe(true);
    const back = await store.get(KEY);
    expect(back?.data.equals(PNG)).toBe(true);
    expect(back?.contentType).toBe('image/png');
    const missing = 'uploads/ffffffffffffffffffffffffffffffff.png';
    expect(await store.get(missing)).toBeNull();
    expect(await store.exists(missing)).toBe(false);
    expect(s3.stats.verified - before).toBe(5);
    expect(s3.stats.methods.slice(-5)).toEqual(['PUT', 'HEAD', 'GET', 'GET', 'HEAD']);
  });

  it('is refused by the server when the signature is wrong (the fake really checks it)', async () => {
    const refused = s3.stats.refused;
    const bad = storeFor({ secretAccessKey: 'not-the-secret' });
    await expect(
      bad.put('uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png', PNG, 'image/png'),
    ).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
    });
    await expect(bad.get(KEY)).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    expect(s3.stats.refused).toBeGreaterThan(refused);
    expect(s3.objects.has('uploads/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png')).toBe(false);
  });

  it('surfaces a wrong bucket as an error, not as a missing file', async () => {
    await expect(storeFor({ bucket: 'no-such-bucket' }).get(KEY)).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
  });
});

describe('the app with S3_BUCKET set', () => {
  let app: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'mall-s3-'));
    app = await buildTestApp({
      DATA_DIR: dataDir,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('stores an upload in the bucket (not DATA_DIR) and serves it from the same URL; unknown → 404', async () => {
    const headers = (await buyerAuth(app)).headers;
    const res = await uploadFile(app, '/api/files/upload', headers, PNG, 'a.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().data.url as string;
    const name = url.slice(url.lastIndexOf('/') + 1);
    expect(s3.objects.get(`uploads/${name}`)?.data.equals(PNG)).toBe(true);
    expect(await readdir(dataDir)).not.toContain('uploads');

    const back = await app.inject({ method: 'GET', url });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.headers['cache-control']).toContain('immutable');
    expect(back.rawPayload.equals(PNG)).toBe(true);

    const missing = await app.inject({
      method: 'GET',
      url: '/api/files/uploads/eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee.png',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().msg).toBe('文件不存在');

    // The photo check of after-sales and comments sees the bucket too (a URL not stored is refused there).
    const profile = await app.inject({
      method: 'POST',
      url: '/api/user/modifyUserInfo',
      payload: { avatar: url },
      headers,
    });
    expect(profile.statusCode).toBe(200);
  });
});
