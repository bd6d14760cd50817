import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UPLOAD_LIMITS, uploadResult } from '@mall/shared';
import { AppError, badRequest } from '../../../lib/app-error';
import { ok, okSchema } from '../../../lib/reply';
import type { App } from '../../../lib/types';
import { requireBuyer } from '../../../plugins/auth';
import { STORED_NAME, type UploadService } from './upload.service';

const hasCode = (err: unknown, code: string) =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === code;

type Guard = (request: FastifyRequest) => Promise<void>;

/**
 * Registers an image upload call (multipart field `file`, PNG/JPG/GIF/WEBP ≤ 2 MB) at `url`, guarded by
 * `guard`. Multipart parsing happens only inside its own scope: every other call stays JSON-only.
 */
export async function registerImageUpload(
  app: App,
  opts: { url: string; guard: Guard; summary: string; tags: string[]; uploads: UploadService },
) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_LIMITS.MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
    scope.post(
      opts.url,
      {
        onRequest: opts.guard,
        schema: {
          tags: opts.tags,
          summary: opts.summary,
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: okSchema(uploadResult),
        },
      },
      async (request) => {
        let part;
        try {
          part = await request.file();
        } catch (err) {
          if (hasCode(err, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw badRequest('请选择要上传的图片');
          throw err;
        }
        if (!part || part.fieldname !== 'file') throw badRequest('请选择要上传的图片');
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (err) {
          if (hasCode(err, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError(413, '图片不能超过 2 MB');
          throw err;
        }
        return ok(await opts.uploads.saveImage({ mimetype: part.mimetype, data }), '上传成功');
      },
    );
  });
}

/** POST /api/files/upload (signed-in buyer, multipart field `file`) and GET /api/files/uploads/{name}. */
export async function uploadRoutes(app: App, deps: { uploads: UploadService }) {
  const { uploads } = deps;

  await registerImageUpload(app, {
    url: '/api/files/upload',
    guard: requireBuyer,
    tags: ['files'],
    summary: '上传图片（头像等；multipart 字段 file，PNG/JPG/GIF/WEBP，不超过 2 MB）',
    uploads,
  });

  app.get(
    '/api/files/uploads/:name',
    {
      schema: {
        tags: ['files'],
        summary: '读取已上传的图片',
        params: z.object({ name: z.string().regex(STORED_NAME, '文件不存在') }),
      },
    },
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
