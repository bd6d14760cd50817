import {
  PURCHASE_LIST_LIMITS,
  PURCHASE_LIST_MSG,
  PURCHASE_SHEET_COLUMNS,
  type PurchaseListDetail,
} from '@mall/shared';
import { badRequest } from '../../../lib/app-error';
import { addNotesSheet, firstWorksheet, headedBook, isZip, valueText } from '../../../lib/xlsx';

const TEXT = '@';
const STATE: Record<string, string> = {
  ok: '有货',
  off_shelf: '已下架',
  not_in_area: '该区域不销售',
  out_of_stock: '缺货',
};

/** Characters Excel refuses in a sheet name, and its 31-character limit. */
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || '常购清单';

/**
 * The export: row 1 the header, one row per line (code as text, so 00123 keeps its zeros), current price
 * and stock state in the area; a second sheet says where and when. Importing the same file back into the
 * list changes nothing (the import reads 商品编码, 数量, 备注 by header and ignores the other columns).
 */
export async function buildListBook(list: PurchaseListDetail, exportedAt: Date): Promise<Buffer> {
  const widths: Record<string, number> = { 商品编码: 18, 商品名称: 40, 规格: 24, 备注: 24, 库存状态: 14 };
  const { book, sheet } = headedBook(
    sheetName(list.name),
    PURCHASE_SHEET_COLUMNS.map((header) => ({
      header,
      key: header,
      width: widths[header] ?? 12,
      ...(header === '商品编码' || header === '备注' ? { style: { numFmt: TEXT } } : {}),
    })),
    exportedAt,
  );
  for (const l of list.lines) {
    const row = sheet.addRow({
      商品编码: l.code,
      商品名称: l.title,
      品牌: l.brandName,
      型号: l.modelNo,
      规格: l.specValues.join(' / '),
      单位: l.unit,
      数量: l.quantity,
      '单价（元）': Number(l.price),
      '金额（元）': Number(l.amount),
      库存状态: l.availability === 'ok' && l.reason ? l.reason : STATE[l.availability],
      备注: l.remark,
    });
    row.getCell('单价（元）').numFmt = '0.00';
    row.getCell('金额（元）').numFmt = '0.00';
  }
  addNotesSheet(book, '说明', [
    `清单：${list.name}（${list.shared ? '企业共享' : '个人'}，创建人 ${list.ownerName}）`,
    `价格与库存：按「${list.areaName}」，导出于 ${exportedAt.toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' })}`,
    '导入时读取第一个工作表的「商品编码」「数量」「备注」三列（第 1 行为表头），其余列仅供查看。',
    `数量为 1–999999 的整数；一个清单最多 ${PURCHASE_LIST_LIMITS.LINES_PER_LIST} 种商品；任何一行有误时整个文件不导入。`,
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Header names read as each column (the export's, and what a buyer's own sheet may call them). */
const HEADERS = {
  code: /^(商品编码|sku编码|编码|商品编号|货号|sku)$/i,
  quantity: /^(数量|采购数量|常购数量|qty|quantity)$/i,
  remark: /^(备注|说明|用途)$/,
};

/** A data row; `remark` is undefined when the sheet has no 备注 column (the lines keep theirs). */
export type SheetRow = { row: number; code: string; quantity: string; remark: string | undefined };

/**
 * The data rows of the first worksheet: the header (row 1) must name 商品编码 and 数量; 备注 is optional.
 * Not an .xlsx, no such header, no rows, more rows than a list holds → 400 with the reason.
 */
export async function readListSheet(data: Buffer): Promise<SheetRow[]> {
  if (!isZip(data)) throw badRequest(PURCHASE_LIST_MSG.FILE_TYPE);
  const sheet = await firstWorksheet(data, PURCHASE_LIST_MSG.FILE_BROKEN);
  if (!sheet) throw badRequest(PURCHASE_LIST_MSG.FILE_BROKEN);
  const col: Partial<Record<keyof typeof HEADERS, number>> = {};
  sheet.getRow(1).eachCell((cell, n) => {
    const title = valueText(cell.value).replace(/\s+/g, '');
    for (const key of Object.keys(HEADERS) as (keyof typeof HEADERS)[])
      if (col[key] === undefined && HEADERS[key].test(title)) col[key] = n;
  });
  if (col.code === undefined || col.quantity === undefined)
    throw badRequest(PURCHASE_LIST_MSG.FILE_NO_HEADER);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, n) => {
    if (n === 1) return;
    const read = (c: number | undefined) => (c === undefined ? '' : valueText(row.getCell(c).value));
    const line = {
      row: n,
      code: read(col.code),
      quantity: read(col.quantity),
      remark: col.remark === undefined ? undefined : read(col.remark),
    };
    if (line.code || line.quantity || line.remark) rows.push(line);
  });
  if (!rows.length) throw badRequest(PURCHASE_LIST_MSG.FILE_NO_ROWS);
  if (rows.length > PURCHASE_LIST_LIMITS.LINES_PER_LIST)
    throw badRequest(
      `表格有 ${rows.length} 行商品，一个清单最多 ${PURCHASE_LIST_LIMITS.LINES_PER_LIST} 种，请分成多个文件导入`,
    );
  return rows;
}
