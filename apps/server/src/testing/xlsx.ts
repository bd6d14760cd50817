import ExcelJS from 'exceljs';
import { expect } from 'vitest';

/** The workbook a download answered, once it is one: status 200 and a spreadsheet's content type. */
export async function downloadedBook(res: {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}): Promise<ExcelJS.Workbook> {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book;
}

/** An .xlsx file of one sheet `name`: `header`, then `rows`, as a person fills in an import template. */
export async function sheetFile(
  name: string,
  header: readonly (string | number)[],
  rows: readonly (readonly (string | number)[])[],
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(name);
  sheet.addRow([...header]);
  for (const r of rows) sheet.addRow([...r]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** An all-or-nothing import refused: 400, with exactly these rows' errors (sheet row, column, message). */
export function expectRowErrors(
  res: { statusCode: number; json: () => { data: { errors: unknown } } },
  errors: { row: number; column: string; msg: string }[],
): void {
  expect(res.statusCode).toBe(400);
  expect(res.json().data.errors).toEqual(errors);
}
