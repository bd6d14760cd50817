import ExcelJS from 'exceljs';
import { badRequest } from './app-error';

/** Every .xlsx is a zip archive: it starts with PK\x03\x04 (a cheap check before reading it as a sheet). */
export const isZip = (data: Buffer) => data.length > 4 && data.readUInt32LE(0) === 0x04034b50;

/** The first worksheet of an .xlsx (undefined when it has none); bytes that are no workbook → 400 `broken`. */
export async function firstWorksheet(data: Buffer, broken: string): Promise<ExcelJS.Worksheet | undefined> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest(broken);
  }
  return book.worksheets[0];
}
