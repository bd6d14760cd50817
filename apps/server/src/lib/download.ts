import type { FastifyReply } from 'fastify';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * How a download is named and kept: its (Chinese) `name`, a plain `ascii` name for old clients, its `type`
 * (a workbook unless told), and `noStore` (the default) to keep it out of every cache, as most downloads are
 * built from the caller's own data at the moment of asking.
 */
export type Download = { name: string; ascii: string; type?: string; noStore?: boolean };

/** Sends `data` as the attachment `file` describes. */
export function sendDownload(reply: FastifyReply, data: Buffer, file: Download) {
  const { name, ascii, type = XLSX_TYPE, noStore = true } = file;
  reply
    .header('content-type', type)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  if (noStore) reply.header('cache-control', 'no-store');
  return reply.send(data);
}
