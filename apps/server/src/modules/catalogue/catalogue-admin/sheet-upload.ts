import type { FastifyReply } from 'fastify';
import { envelope, productImportReport } from '@mall/shared';
import { badRequest } from '../../../lib/app-error';
import { readUploadedFile } from '../../../lib/multipart-file';
import { ImportRejected } from './sheet-reader';

// The upload half of every all-or-nothing .xlsx import of the console (products, agreement prices).

export { XLSX_TYPE } from '../../../lib/download';
/** The uploaded .xlsx (multipart field `file`, at most `maxBytes`); anything else → 400 in Chinese. */
export async function readXlsxUpload(request: Parameters<typeof readUploadedFile>[0], maxBytes: number) {
  const texts = {
    missing: '请选择要导入的 .xlsx 文件',
    tooLarge: `文件不能超过 ${Math.round(maxBytes / 1024 / 1024)} MB`,
  };
  const file = await readUploadedFile(request, texts, maxBytes);
  const isZip = file.data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (!/\.xlsx$/i.test(file.filename) || !isZip)
    throw badRequest('请上传 .xlsx 格式的表格文件（可先下载导入模板）');
  return file;
}

/** The route options of an import call: a refused file answers 400 with its row-level report (sendImport). */
export function importOptions<O extends { schema: { response: object } }>(options: O) {
  const response = { ...options.schema.response, 400: envelope(productImportReport.nullable()) };
  return { ...options, schema: { ...options.schema, response } };
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
