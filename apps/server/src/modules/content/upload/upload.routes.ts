import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UPLOAD_LIMITS, uploadResult } from '@mall/shared';
import { multipartScope, readUploadedFile } from '../../../lib/multipart-file';
import { ok } from '../../../lib/reply';
import { guardedRoutes, publicRoutes } from '../../../lib/route-options';
import type { App } from '../../../lib/types';
import { requireBuyer } from '../../../plugins/auth';
import { STORED_NAME, type UploadService } from './upload.service';

type Guard = (request: FastifyRequest) => Promise<void>;

/**
 * Registers an image upload call (multipart field `file`, PNG/JPG/GIF/WEBP ≤ 2 MB) at `url`, guarded by
 * `guard`. Multipart parsing happens only inside its own scope: every other call stays JSON-only.
 */
export async function registerImageUpload(
  app: App,
  opts: { url: string; guard: Guard; summary: string; tag: string; uploads: UploadService },
) {
  await multipartScope(app, { fileSize: UPLOAD_LIMITS.MAX_BYTES }, (scope) =>
    scope.post(
      opts.url,
      guardedRoutes(opts.guard, opts.tag).upload(opts.summary, uploadResult),
      async (request) => {
        const { mimetype, data } = await readUploadedFile(request, {
          missing: '请选择要上传的图片',
          tooLarge: '图片不能超过 2 MB',
          tooLargeStatus: 413,
        });
        return ok(await opts.uploads.saveImage({ mimetype, data }), '上传成功');
      },
    ),
  );
}

/** POST /api/files/upload (signed-in buyer, multipart field `file`) and GET /api/files/uploads/{name}. */
export async function uploadRoutes(app: App, deps: { uploads: UploadService }) {
  const { uploads } = deps;

  await registerImageUpload(app, {
    url: '/api/files/upload',
    guard: requireBuyer,
    tag: 'files',
    summary: '上传图片（头像等；multipart 字段 file，PNG/JPG/GIF/WEBP，不超过 2 MB）',
    uploads,
  });

  app.get(
    '/api/files/uploads/:name',
    publicRoutes('files').download('读取已上传的图片', {
      params: z.object({ name: z.string().regex(STORED_NAME, '文件不存在') }),
    }),
    async (request, reply) => {
      const file = await uploads.read(request.params.name);
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
}
