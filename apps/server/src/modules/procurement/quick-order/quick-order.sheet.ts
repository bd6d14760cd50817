import { QUICK_ORDER_MAX_LINES, QUICK_ORDER_MSG, type QuickSourceRow } from '@mall/shared';
import { badRequest } from '../../../lib/app-error';
import { addNotesSheet, firstWorksheet, headedBook, typedText } from '../../../lib/xlsx';

/** The template's header; any first row naming its columns is recognised, this one among them. */
const QUICK_ORDER_SHEET_HEADER = ['商品编码/型号/名称', '数量', '备注（可不填）'] as const;
const TEXT = '@';

/** The upload template: three text columns, two example rows, a notes sheet. */
export async function buildQuickOrderTemplate(examples: readonly [string, number][]): Promise<Buffer> {
  const { book, sheet } = headedBook('快速下单', [
    { header: QUICK_ORDER_SHEET_HEADER[0], key: 'text', width: 36, style: { numFmt: TEXT } },
    { header: QUICK_ORDER_SHEET_HEADER[1], key: 'quantity', width: 10 },
    { header: QUICK_ORDER_SHEET_HEADER[2], key: 'remark', width: 24, style: { numFmt: TEXT } },
  ]);
  for (const [text, quantity] of examples) sheet.addRow({ text, quantity, remark: '示例行，可删除' });
  addNotesSheet(book, '填写说明', [
    '1. 每行一个商品：第一列填商品编码、制造商型号或商品名称（任选其一），第二列填数量（正整数）。',
    '2. 商品编码按原样匹配；型号不区分大小写、全角半角、空格和短横线；名称按搜索匹配，可能给出多个候选。',
    '3. 数量低于起订量或不符合递增量时会自动调整并提示；超出库存时调整为最多可购数量。',
    '4. 商品编码请按文本填写，避免被表格改成数字（如 00123 丢失前导 0）。',
    `5. 一次最多 ${QUICK_ORDER_MAX_LINES} 行，文件不超过 2 MB。也可以上传同样两列的 .csv 文件。`,
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The rows of the first worksheet of an .xlsx (row numbers as in the sheet). */
export async function readXlsxRows(data: Buffer): Promise<QuickSourceRow[]> {
  const sheet = await firstWorksheet(data, QUICK_ORDER_MSG.FILE_BROKEN);
  if (!sheet) throw badRequest(QUICK_ORDER_MSG.FILE_BROKEN);
  const rows: QuickSourceRow[] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    for (let c = 1; c <= Math.min(row.cellCount, 10); c++) cells.push(typedText(row.getCell(c)));
    if (cells.some(Boolean)) rows.push({ lineNo: r, cells });
  }
  return rows;
}

/**
 * The text of a .csv: UTF-8 (with or without a BOM), or GB18030 as Excel saves "CSV" on Chinese Windows.
 * Binary content (a NUL byte, or neither encoding reads it) is refused.
 */
export function decodeCsv(data: Buffer): string {
  if (data.includes(0)) throw badRequest(QUICK_ORDER_MSG.FILE_TYPE);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    try {
      return new TextDecoder('gb18030', { fatal: true }).decode(data);
    } catch {
      throw badRequest(QUICK_ORDER_MSG.FILE_TYPE);
    }
  }
}
