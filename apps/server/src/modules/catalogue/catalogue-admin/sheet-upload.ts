import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { badRequest } from '../../../lib/app-error';
import { ImportRejected } from './sheet-reader';

// The upload half of every all-or-nothing .xlsx import of the console (products, agreement prices).

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const hasCode = (err: unknown, code: string) =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === code;

/** The one multipart part named `file`, read whole (at most `maxBytes`; larger → 400 `tooLarge`). */
export async function readFile(
  request: { file: (o?: { limits: { fileSize: number } }) => Promise<MultipartFile | undefined> },
  maxBytes: number,
  messages: { missing: string; tooLarge: string },
) {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: maxBytes } });
  } catch (err) {
    if (hasCode(err, 'FST_INVALID_MULTIPART_CONTENT_TYPE')) throw badRequest(messages.missing);
    throw err;
  }
  if (!part || part.fieldname !== 'file') throw badRequest(messages.missing);
  try {
    return { part, data: await part.toBuffer() };
  } catch (err) {
    if (hasCode(err, 'FST_REQ_FILE_TOO_LARGE')) throw badRequest(messages.tooLarge);
    throw err;
  }
}

/** Content-Disposition of a download named in Chinese (`ascii` for old clients). */
export const attachment = (name: string, ascii = 'products.xlsx') =>
  `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;

type FileRequest = Parameters<typeof readFile>[0];

/** The uploaded .xlsx (multipart field `file`, at most `maxBytes`); anything else → 400 in Chinese. */
export async function readXlsxUpload(request: FileRequest, maxBytes: number) {
  const file = await readFile(request, maxBytes, {
    missing: '请选择要导入的 .xlsx 文件',
    tooLarge: `文件不能超过 ${Math.round(maxBytes / 1024 / 1024)} MB`,
  });
  const isZip = file.data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (!/\.xlsx$/i.test(file.part.filename) || !isZip)
    throw badRequest('请上传 .xlsx 格式的表格文件（可先下载导入模板）');
  return file;
}

/** Runs an import; a refused file answers 400 with its row-level report as data. */
export async function sendImport<T>(reply: FastifyReply, run: () => Promise<T>) {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ImportRejected)
      return reply.status(400).send({ code: 400, msg: err.message, data: err.report });
    throw err;
  }
}
