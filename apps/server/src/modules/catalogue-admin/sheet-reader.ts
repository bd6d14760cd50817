import ExcelJS from 'exceljs';
import {
  PRODUCT_IMPORT_LIMITS,
  PRODUCT_SHEET_COLUMNS,
  PRODUCT_SHEET_OPTIONAL_COLUMNS,
  type ProductSheetColumn,
} from '@mall/shared';
import { badRequest } from '../../lib/app-error';

export type SheetCells = Record<ProductSheetColumn, string>;
export type ReadRow = { row: number; cells: SheetCells };

/** A cell as the operator sees it: rich text joined, formulas by their result, numbers as typed. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

/**
 * Reads the first worksheet of an .xlsx upload: a header row naming every column of PRODUCT_SHEET_COLUMNS
 * (any order; the optional ones may be absent) and data rows (blank rows skipped). Not an .xlsx, no header, too many rows → 400.
 */
export async function readProductSheet(data: Buffer): Promise<{ rows: ReadRow[]; missing: string[] }> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest('文件不是有效的 .xlsx 表格，请使用导出或模板文件填写');
  }
  const sheet = book.worksheets[0];
  if (!sheet || sheet.rowCount < 1) throw badRequest('表格是空的');
  const header = sheet.getRow(1);
  const columnOf = new Map<ProductSheetColumn, number>();
  header.eachCell((cell, col) => {
    const title = cellText(cell.value) as ProductSheetColumn;
    if (PRODUCT_SHEET_COLUMNS.includes(title) && !columnOf.has(title)) columnOf.set(title, col);
  });
  const missing = PRODUCT_SHEET_COLUMNS.filter(
    (c) => !columnOf.has(c) && !PRODUCT_SHEET_OPTIONAL_COLUMNS.includes(c),
  );
  if (!columnOf.size) throw badRequest('第 1 行应为表头（商品编号、标题、品牌…），请使用导出或模板文件填写');
  const rows: ReadRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells = Object.fromEntries(
      PRODUCT_SHEET_COLUMNS.map((c) => {
        const col = columnOf.get(c);
        return [c, col ? cellText(row.getCell(col).value) : ''];
      }),
    ) as SheetCells;
    if (Object.values(cells).some((v) => v !== '')) rows.push({ row: number, cells });
  });
  if (!rows.length) throw badRequest('表格中没有商品数据');
  if (rows.length > PRODUCT_IMPORT_LIMITS.MAX_ROWS)
    throw badRequest(`一次最多导入 ${PRODUCT_IMPORT_LIMITS.MAX_ROWS} 行，请分批导入`);
  return { rows, missing };
}
