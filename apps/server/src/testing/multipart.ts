import { XLSX_TYPE } from '../modules/catalogue/catalogue-admin';
import type { TestApp } from './build-test-app';

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

/** POSTs one file to `url` as a browser uploads it (see fileForm), with the caller's `headers`. */
export function uploadFile(
  app: TestApp,
  url: string,
  headers: Record<string, string>,
  ...file: Parameters<typeof fileForm>
) {
  const { payload, contentType } = fileForm(...file);
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, 'content-type': contentType } });
}
