import { XLSX_TYPE } from '../modules/catalogue/catalogue-admin';

/**
 * A multipart/form-data body holding one file in the field `file`, as a browser uploads it: the payload and
 * the request's content-type header (with its boundary).
 */
export function fileForm(data: Buffer | string, filename: string, type = XLSX_TYPE) {
  const boundary = '----mallTestUpload7f3a';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      Buffer.isBuffer(data) ? data : Buffer.from(data),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
