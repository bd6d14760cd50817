import multipart, { type MultipartFile } from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, badRequest } from './app-error';
import type { App } from './types';

/**
 * What a scope's upload calls may carry: one file of at most `fileSize` bytes, and at most `fields` form
 * fields (5 unless told) of `fieldSize` bytes (1 KB unless told) each.
 */
export type OneFile = { fileSize: number; fields?: number; fieldSize?: number };

/**
 * Registers upload calls in a scope of their own that parses multipart within `upload`'s limits: every other
 * call stays JSON-only.
 */
export async function multipartScope(app: App, upload: OneFile, routes: (scope: App) => void) {
  const { fileSize, fields = 5, fieldSize = 1024 } = upload;
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, { limits: { fileSize, files: 1, fields, fieldSize, parts: fields + 1 } });
    routes(scope);
  });
}

const hasCode = (err: unknown, code: string) =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === code;

/** What an upload call answers when its file is missing, of the wrong type or too large. */
export type UploadTexts = {
  missing: string;
  tooLarge: string;
  /** 413 for the image uploads; 400 (the default) for the spreadsheet imports. */
  tooLargeStatus?: number;
  /** The file names accepted, and the 400 for any other; checked before the file is read. */
  type?: { accept: RegExp; refused: string };
};

/**
 * The one file a multipart call carries in field `file`, read whole within `maxBytes` (by default the limit
 * its scope registered multipart with). Not multipart or no such field → 400 `missing`.
 */
export async function readUploadedFile(
  request: { file: (options?: { limits: { fileSize: number } }) => Promise<MultipartFile | undefined> },
  texts: UploadTexts,
  maxBytes?: number,
): Promise<{ filename: string; mimetype: string; data: Buffer }> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file(maxBytes === undefined ? undefined : { limits: { fileSize: maxBytes } });
  } catch (err) {
    if (hasCode(err, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw badRequest(texts.missing);
    throw err;
  }
  if (!part || part.fieldname !== 'file') throw badRequest(texts.missing);
  if (texts.type && !texts.type.accept.test(part.filename)) throw badRequest(texts.type.refused);
  try {
    return { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
  } catch (err) {
    if (hasCode(err, 'FST_REQ_FILE_TOO_LARGE'))
      throw new AppError(texts.tooLargeStatus ?? 400, texts.tooLarge);
    throw err;
  }
}
