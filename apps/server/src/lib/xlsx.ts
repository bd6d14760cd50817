import ExcelJS from 'exceljs';
import { fenToYuan } from '@mall/shared';
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

/** A cell's value as text: rich text joined, formulas by their result; booleans and dates by `other`. */
export function valueText(value: ExcelJS.CellValue, other: (v: boolean | Date) => string = () => ''): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean' || value instanceof Date) return other(value);
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return valueText(value.result as ExcelJS.CellValue, other);
  return '';
}

/** A cell as typed: whole numbers in full (never 1.2345E+5), other values as the sheet shows them. */
export function typedText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isSafeInteger(v) ? String(v) : cell.text;
  return (cell.text ?? '').trim();
}

/** A new workbook whose first sheet has `columns` under a bold header row kept in view. */
export function headedBook(sheetName: string, columns: Partial<ExcelJS.Column>[], created = new Date()) {
  const book = new ExcelJS.Workbook();
  book.created = created;
  const sheet = book.addWorksheet(sheetName);
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return { book, sheet };
}

/** A column of a listing sheet: its header, width (and key, style …), and what a row shows in it. */
export type ListColumn<R> = Partial<ExcelJS.Column> & { value: (row: R) => ExcelJS.CellValue };

/** A headed book (see headedBook) listing `rows`, one a sheet row, under `columns`. */
export function listBook<R>(sheetName: string, columns: readonly ListColumn<R>[], rows: Iterable<R>) {
  const made = headedBook(
    sheetName,
    columns.map(({ value: _value, ...column }) => column),
  );
  for (const row of rows) made.sheet.addRow(columns.map((c) => c.value(row)));
  return made;
}

/** A workbook as .xlsx bytes. */
export const xlsxBytes = async (book: ExcelJS.Workbook): Promise<Buffer> =>
  Buffer.from(await book.xlsx.writeBuffer());

/** An amount in 分 as a cell's number of yuan (12345 → 123.45). */
export const yuanCell = (fen: number): number => Number(fenToYuan(fen));

/** A sheet of notes: one line a row in one wide column. */
export function addNotesSheet(book: ExcelJS.Workbook, name: string, lines: readonly string[]): void {
  const notes = book.addWorksheet(name);
  notes.getColumn(1).width = 90;
  lines.forEach((text, i) => (notes.getCell(`A${i + 1}`).value = text));
}
