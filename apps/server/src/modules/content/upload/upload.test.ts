import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyerAuth, operatorAuth } from '../../../testing/accounts';
import { buildTestApp } from '../../../testing/build-test-app';
import { useTestApp } from '../../../testing/world';

const w = useTestApp(async () =>
  buildTestApp({ DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'mall-upload-')) }),
);
let headers: Record<string, string>;
beforeAll(async () => {
  headers = (await buyerAuth(w.app)).headers;
});

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body with one part. */
function multipart(parts: { field: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = '----mallTestBoundary7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename
      ? `form-data; name="${p.field}"; filename="${p.filename}"`
      : `form-data; name="${p.field}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (p.type ? `Content-Type: ${p.type}\r\n` : '') +
          '\r\n',
      ),
      Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  parts: Parameters<typeof multipart>[0],
  auth: Record<string, string> = headers,
): Promise<{ status: number; body: { code: number; msg: string; data: { url: string } | null } }> {
  const { payload, contentType } = multipart(parts);
  const res = await w.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    payload,
    headers: { ...auth, 'content-type': contentType },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('image upload', () => {
  it('stores a PNG under DATA_DIR/uploads and serves it back', async () => {
    const r = await upload([{ field: 'file', filename: 'avatar.png', type: 'image/png', data: PNG }]);
    expect(r.status).toBe(200);
    expect(r.body.data!.url).toMatch(/^\/api\/files\/uploads\/[0-9a-f]{32}\.png$/);
    const back = await w.app.inject({ method: 'GET', url: r.body.data!.url });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.rawPayload.equals(PNG)).toBe(true);
  });

  it('the stored URL is accepted as the avatar of the profile', async () => {
    const r = await upload([{ field: 'file', filename: 'a.png', type: 'image/png', data: PNG }]);
    const res = await w.app.inject({
      method: 'POST',
      url: '/api/user/modifyUserInfo',
      payload: { avatar: r.body.data!.url },
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.avatar).toBe(r.body.data!.url);
  });

  it('refuses a wrong file type, even when it claims to be an image', async () => {
    const text = await upload([{ field: 'file', filename: 'a.txt', type: 'text/plain', data: 'hello' }]);
    expect(text.status).toBe(400);
    expect(text.body.msg).toBe('仅支持 PNG、JPG、GIF、WEBP 格式的图片');
    const svg = await upload([{ field: 'file', filename: 'a.svg', type: 'image/svg+xml', data: '<svg/>' }]);
    expect(svg.status).toBe(400);
    const fake = await upload([
      { field: 'file', filename: 'a.png', type: 'image/png', data: '<script>alert(1)</script>' },
    ]);
    expect(fake.status).toBe(400);
    expect(fake.body.msg).toBe('文件内容不是有效的图片');
    const mismatch = await upload([{ field: 'file', filename: 'a.jpg', type: 'image/jpeg', data: PNG }]);
    expect(mismatch.status).toBe(400);
  });

  it('refuses a file over 2 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const r = await upload([{ field: 'file', filename: 'big.png', type: 'image/png', data: big }]);
    expect(r.status).toBe(413);
    expect(r.body.msg).toBe('图片不能超过 2 MB');
  });

  it('refuses a request without a file, or not multipart, with 400', async () => {
    const none = await upload([{ field: 'note', data: 'x' }]);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('请选择要上传的图片');
    const json = await w.app.inject({ method: 'POST', url: '/api/files/upload', payload: { a: 1 }, headers });
    expect(json.statusCode).toBe(400);
    expect(json.json().msg).toBe('请选择要上传的图片');
  });

  it('needs a buyer: visitors 401, operators 403', async () => {
    const part = [{ field: 'file', filename: 'a.png', type: 'image/png', data: PNG }];
    expect((await upload(part, {})).status).toBe(401);
    expect((await upload(part, (await operatorAuth(w.app)).headers)).status).toBe(403);
  });

  it('answers an unknown or malformed stored name with 404 / 400, never a path outside', async () => {
    const unknown = await w.app.inject({ method: 'GET', url: `/api/files/uploads/${'a'.repeat(32)}.png` });
    expect(unknown.statusCode).toBe(404);
    const evil = await w.app.inject({ method: 'GET', url: '/api/files/uploads/..%2F..%2Fetc%2Fpasswd' });
    expect(evil.statusCode).toBeGreaterThanOrEqual(400);
    expect(evil.statusCode).toBeLessThan(500);
  });
});
