import type ExcelJS from 'exceljs';
import {
  ADMIN_CATALOGUE_MSG as MSG,
  PRODUCT_IMPORT_LIMITS,
  PRODUCT_SHEET_COLUMNS,
  PRODUCT_SHEET_OPTIONAL_COLUMNS,
  type ProductImportError,
  type ProductImportReport,
  type ProductSheetColumn,
} from '@mall/shared';
import { badRequest } from '../../../lib/app-error';
import { firstWorksheet, valueText } from '../../../lib/xlsx';

export type SheetCells = Record<ProductSheetColumn, string>;
export type ReadRow = { row: number; cells: SheetCells };

/** The whole file was refused; `report` names every bad row (answered as HTTP 400 with it as data). */
export class ImportRejected extends Error {
  constructor(readonly report: ProductImportReport) {
    const rows = [...new Set(report.errors.map((e) => e.row))];
    const named = rows.slice(0, 5).map((r) => (r === 0 ? '文件' : `第 ${r} 行`));
    super(`${MSG.IMPORT_FAILED(rows.length)}（${named.join('、')}${rows.length > 5 ? ' 等' : ''}）`);
  }
}

/** A cell as the operator sees it: rich text joined, formulas by their result, numbers as typed. */
const cellText = (value: ExcelJS.CellValue) =>
  valueText(value, (v) => (typeof v === 'boolean' ? (v ? '是' : '否') : v.toISOString().slice(0, 10)));

/** What a sheet import expects: its columns (any order; `optional` ones may be absent) and its limits. */
export type SheetSpec<C extends string> = {
  columns: readonly C[];
  optional?: readonly C[];
  maxRows: number;
  /** Named in the message when row 1 is no header, e.g. 商品编号、标题、品牌. */
  headerHint: string;
  /** The message when the sheet holds no data rows. */
  empty: string;
};

/**
 * Reads the first worksheet of an .xlsx upload: a header row naming the spec's columns (any order; the
 * optional ones may be absent) and data rows (blank rows skipped). Not an .xlsx, no header, too many rows → 400;
 * a header without a required column refuses the whole file (ImportRejected, row 1). Every all-or-nothing
 * sheet import (products, agreement prices, pools) reads its file through it.
 */
export async function readSheet<C extends string>(
  data: Buffer,
  spec: SheetSpec<C>,
): Promise<{ rows: { row: number; cells: Record<C, string> }[] }> {
  const sheet = await firstWorksheet(data, '文件不是有效的 .xlsx 表格，请使用导出或模板文件填写');
  if (!sheet || sheet.rowCount < 1) throw badRequest('表格是空的');
  const header = sheet.getRow(1);
  const columnOf = new Map<C, number>();
  header.eachCell((cell, col) => {
    const title = cellText(cell.value) as C;
    if (spec.columns.includes(title) && !columnOf.has(title)) columnOf.set(title, col);
  });
  const missing = spec.columns.filter((c) => !columnOf.has(c) && !(spec.optional ?? []).includes(c));
  if (!columnOf.size) throw badRequest(`第 1 行应为表头（${spec.headerHint}…），请使用导出或模板文件填写`);
  const rows: { row: number; cells: Record<C, string> }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells = Object.fromEntries(
      spec.columns.map((c) => {
        const col = columnOf.get(c);
        return [c, col ? cellText(row.getCell(col).value) : ''];
      }),
    ) as Record<C, string>;
    if (Object.values(cells).some((v) => v !== '')) rows.push({ row: number, cells });
  });
  if (!rows.length) throw badRequest(spec.empty);
  if (rows.length > spec.maxRows) throw badRequest(`一次最多导入 ${spec.maxRows} 行，请分批导入`);
  if (missing.length)
    throw new ImportRejected({
      total: rows.length,
      errors: missing.map((column) => ({ row: 1, column, msg: `表头缺少「${column}」列` })),
    });
  return { rows };
}

/**
 * Checks every row with `check`, which names each bad cell with `fail` and returns what the row holds: the
 * rows without a bad cell (with their row numbers) and one error per bad cell, for an all-or-nothing import.
 */
export function checkRows<C extends string, T extends object>(
  rows: readonly { row: number; cells: Record<C, string> }[],
  check: (cells: Record<C, string>, fail: (column: C, msg: string) => void) => T,
): { parsed: (T & { row: number })[]; errors: ProductImportError[] } {
  const errors: ProductImportError[] = [];
  const parsed: (T & { row: number })[] = [];
  for (const { row, cells } of rows) {
    const before = errors.length;
    const held = check(cells, (column, msg) => errors.push({ row, column, msg }));
    if (errors.length === before) parsed.push({ row, ...held });
  }
  return { parsed, errors };
}

/** The product sheet (商品导入). */
export function readProductSheet(data: Buffer): Promise<{ rows: ReadRow[] }> {
  return readSheet(data, {
    columns: PRODUCT_SHEET_COLUMNS,
    optional: PRODUCT_SHEET_OPTIONAL_COLUMNS,
    maxRows: PRODUCT_IMPORT_LIMITS.MAX_ROWS,
    headerHint: '商品编号、标题、品牌',
    empty: '表格中没有商品数据',
  });
}
