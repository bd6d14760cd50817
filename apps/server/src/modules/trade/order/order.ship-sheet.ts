import {
  BULK_SHIP_MAX_ROWS,
  ORDER_CARRIERS,
  SHIP_SHEET_HEADER,
  type BulkReportRow,
  shipOrderBody,
} from '@mall/shared';
import { badRequest } from '../../../lib/app-error';
import { addNotesSheet, firstWorksheet, headedBook, typedText } from '../../../lib/xlsx';

/** One data row of a bulk-ship sheet; `row` is the spreadsheet row number (the header is row 1). */
export type ShipSheetRow = { row: number; orderNo: string; carrier: string; trackingNo: string };

const TEXT = '@';

/** The bulk-ship template: header 订单号 / 物流公司 / 运单号, text columns, a carrier drop-down, a notes sheet. */
export async function buildShipTemplate(): Promise<Buffer> {
  const { book, sheet } = headedBook('批量发货', [
    { header: SHIP_SHEET_HEADER[0], key: 'orderNo', width: 26, style: { numFmt: TEXT } },
    { header: SHIP_SHEET_HEADER[1], key: 'carrier', width: 16, style: { numFmt: TEXT } },
    { header: SHIP_SHEET_HEADER[2], key: 'trackingNo', width: 24, style: { numFmt: TEXT } },
  ]);
  for (let r = 2; r <= BULK_SHIP_MAX_ROWS + 1; r++)
    sheet.getCell(`B${r}`).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: [`"${ORDER_CARRIERS.join(',')}"`],
      showErrorMessage: true,
      errorTitle: '物流公司',
      error: '请从列表中选择物流公司',
    };
  addNotesSheet(book, '填写说明', [
    '1. 每行一个订单：订单号、物流公司、运单号，均按文本填写（订单号请勿改成数字格式）。',
    `2. 物流公司须为：${ORDER_CARRIERS.join('、')}。`,
    '3. 运单号为 6-40 位字母、数字或短横线。',
    '4. 只有“待发货”的订单可以发货；同一订单不能出现两次。',
    `5. 一次最多 ${BULK_SHIP_MAX_ROWS} 行。任何一行有误时整表不导入，请按提示修改后重新上传。`,
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * Reads a bulk-ship workbook: checks the header, then every non-empty row's shape (order number format,
 * carrier from the list, tracking number format, no repeated order). Returns the rows and the problems
 * found so far; order states are checked by the caller under lock.
 */
export async function readShipSheet(
  data: Buffer,
): Promise<{ rows: ShipSheetRow[]; problems: BulkReportRow[] }> {
  const sheet = await firstWorksheet(data, '文件不是有效的 .xlsx 表格，请使用下载的模板');
  if (!sheet) throw badRequest('表格中没有工作表');
  const header = [1, 2, 3].map((c) => typedText(sheet.getRow(1).getCell(c)));
  if (header.join() !== SHIP_SHEET_HEADER.join())
    throw badRequest(`表头应为：${SHIP_SHEET_HEADER.join('、')}（请使用下载的模板）`);
  const rows: ShipSheetRow[] = [];
  const problems: BulkReportRow[] = [];
  const seen = new Map<string, number>();
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const [orderNo, carrier, trackingNo] = [1, 2, 3].map((c) => typedText(row.getCell(c))) as [
      string,
      string,
      string,
    ];
    if (!orderNo && !carrier && !trackingNo) continue;
    if (rows.length + problems.length >= BULK_SHIP_MAX_ROWS)
      throw badRequest(`一次最多导入 ${BULK_SHIP_MAX_ROWS} 行，请分批上传`);
    const fail = (msg: string) => problems.push({ row: r, orderNo, msg });
    const raw = row.getCell(1).value;
    const lostDigits = typeof raw === 'number' && !Number.isSafeInteger(raw);
    const parsed = shipOrderBody.safeParse({ orderNo, carrier, trackingNo });
    if (!orderNo) fail('请填写订单号');
    else if (lostDigits || /e\+/i.test(orderNo))
      fail('订单号被表格存成了数字，已丢失位数，请将该列设为文本后重新填写');
    else if (!parsed.success) fail(parsed.error.issues[0]?.message ?? '内容不正确');
    else if (!(ORDER_CARRIERS as readonly string[]).includes(parsed.data.carrier))
      fail(`物流公司“${carrier}”不在可选列表中`);
    else if (seen.has(parsed.data.orderNo)) fail(`订单号与第 ${seen.get(parsed.data.orderNo)} 行重复`);
    else {
      seen.set(parsed.data.orderNo, r);
      rows.push({ row: r, ...parsed.data });
    }
  }
  if (!rows.length && !problems.length) throw badRequest('表格中没有可导入的数据');
  return { rows, problems };
}
