import {
  BULK_SHIP_MAX_ROWS,
  ORDER_CARRIERS,
  SHIP_SHEET_HEADER,
  SHIP_SHEET_ORDER_COLUMNS,
  type BulkReportRow,
  shipOrderBody,
} from '@mall/shared';
import { badRequest } from '../../../lib/app-error';
import { addNotesSheet, firstWorksheet, headedBook, typedText } from '../../../lib/xlsx';

/**
 * One data row of a bulk-ship sheet; `row` is the spreadsheet row number (the header is row 1). `lineNo`
 * null: the whole order (every line still unshipped); else that line, `quantity` null meaning all of it
 * still unshipped.
 */
export type ShipSheetRow = {
  row: number;
  orderNo: string;
  carrier: string;
  trackingNo: string;
  lineNo: number | null;
  quantity: number | null;
};

const TEXT = '@';

/**
 * The bulk-ship template: header 订单号 / 物流公司 / 运单号 / 行号 / 发货数量, text columns, a carrier
 * drop-down, a notes sheet.
 */
export async function buildShipTemplate(): Promise<Buffer> {
  const { book, sheet } = headedBook('批量发货', [
    { header: SHIP_SHEET_HEADER[0], key: 'orderNo', width: 26, style: { numFmt: TEXT } },
    { header: SHIP_SHEET_HEADER[1], key: 'carrier', width: 16, style: { numFmt: TEXT } },
    { header: SHIP_SHEET_HEADER[2], key: 'trackingNo', width: 24, style: { numFmt: TEXT } },
    { header: SHIP_SHEET_HEADER[3], key: 'lineNo', width: 8 },
    { header: SHIP_SHEET_HEADER[4], key: 'quantity', width: 10 },
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
    '1. 整单发货：一行一个订单，填写订单号、物流公司、运单号，行号和发货数量留空，订单中尚未发货的商品全部发出。',
    '2. 分行发货：填写行号（订单详情中商品的顺序，第一个商品为 1）和发货数量；发货数量留空即该行尚未发货的全部数量。同一订单、同一运单号的各行为一个包裹；同一订单可用不同运单号分成几个包裹。',
    '3. 订单号、运单号按文本填写（订单号请勿改成数字格式）。',
    `4. 物流公司须为：${ORDER_CARRIERS.join('、')}；同一包裹的各行物流公司须相同。`,
    '5. 运单号为 6-40 位字母、数字或短横线，且须符合所选物流公司的单号格式。',
    '6. 只有“待发货”的订单可以发货；整单发货的订单不能再出现在其他行；发货数量不能超过该行尚未发货的数量；发往不同收货地址的商品须分包裹发货。',
    `7. 一次最多 ${BULK_SHIP_MAX_ROWS} 行。任何一行有误时整表不导入，请按提示修改后重新上传。`,
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A positive whole number typed in a cell ('' → null); NaN when it is something else. */
function wholeNumber(text: string): number | null {
  if (!text) return null;
  return /^\d{1,6}$/.test(text) && Number(text) > 0 ? Number(text) : Number.NaN;
}

/**
 * Reads a bulk-ship workbook: checks the header (the five columns, or the older three), then every non-empty
 * row's shape (order number format, carrier from the list, tracking number format, 行号 and 发货数量 whole
 * numbers), and how the rows fit together: a whole-order row is its order's only row, a line appears once
 * per parcel, and a parcel (order and 运单号) has one carrier. Returns the rows and the problems found so far;
 * order states and quantities are checked by the caller under lock.
 */
export async function readShipSheet(
  data: Buffer,
): Promise<{ rows: ShipSheetRow[]; problems: BulkReportRow[] }> {
  const sheet = await firstWorksheet(data, '文件不是有效的 .xlsx 表格，请使用下载的模板');
  if (!sheet) throw badRequest('表格中没有工作表');
  const header = SHIP_SHEET_HEADER.map((_, i) => typedText(sheet.getRow(1).getCell(i + 1)));
  const older = header.slice(SHIP_SHEET_ORDER_COLUMNS).every((h) => !h);
  const expected = older ? SHIP_SHEET_HEADER.slice(0, SHIP_SHEET_ORDER_COLUMNS) : SHIP_SHEET_HEADER;
  if (header.slice(0, expected.length).join() !== expected.join())
    throw badRequest(`表头应为：${SHIP_SHEET_HEADER.join('、')}（请使用下载的模板）`);
  const rows: ShipSheetRow[] = [];
  const problems: BulkReportRow[] = [];
  /** Where each order was first seen, and whether that row shipped the whole order. */
  const orderAt = new Map<string, { row: number; whole: boolean }>();
  const lineAt = new Map<string, number>();
  const parcelCarrier = new Map<string, { row: number; carrier: string }>();
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const [orderNo, carrier, trackingNo, lineText, quantityText] = SHIP_SHEET_HEADER.map((_, i) =>
      i < expected.length ? typedText(row.getCell(i + 1)) : '',
    ) as [string, string, string, string, string];
    if (!orderNo && !carrier && !trackingNo && !lineText && !quantityText) continue;
    if (rows.length + problems.length >= BULK_SHIP_MAX_ROWS)
      throw badRequest(`一次最多导入 ${BULK_SHIP_MAX_ROWS} 行，请分批上传`);
    const fail = (msg: string) => problems.push({ row: r, orderNo, msg });
    const raw = row.getCell(1).value;
    const lostDigits = typeof raw === 'number' && !Number.isSafeInteger(raw);
    const parsed = shipOrderBody.safeParse({ orderNo, carrier, trackingNo });
    const lineNo = wholeNumber(lineText);
    const quantity = wholeNumber(quantityText);
    if (!orderNo) fail('请填写订单号');
    else if (lostDigits || /e\+/i.test(orderNo))
      fail('订单号被表格存成了数字，已丢失位数，请将该列设为文本后重新填写');
    else if (!parsed.success) fail(parsed.error.issues[0]?.message ?? '内容不正确');
    else if (!(ORDER_CARRIERS as readonly string[]).includes(parsed.data.carrier))
      fail(`物流公司“${carrier}”不在可选列表中`);
    else if (Number.isNaN(lineNo)) fail('行号应为正整数（订单详情中商品的顺序，从 1 起）');
    else if (Number.isNaN(quantity)) fail('发货数量应为正整数');
    else if (lineNo === null && quantity !== null) fail('填写发货数量时请同时填写行号');
    else {
      const { orderNo: no, carrier: name, trackingNo: number } = parsed.data;
      const first = orderAt.get(no);
      const parcel = `${no}|${number}`;
      const line = `${parcel}|${lineNo}`;
      const sameParcel = parcelCarrier.get(parcel);
      if (first && (first.whole || lineNo === null)) fail(`订单号与第 ${first.row} 行重复`);
      else if (lineAt.has(line)) fail(`与第 ${lineAt.get(line)} 行是同一包裹的同一行，请合并为一行`);
      else if (sameParcel && sameParcel.carrier !== name)
        fail(`同一运单号的物流公司与第 ${sameParcel.row} 行不一致`);
      else {
        if (!first) orderAt.set(no, { row: r, whole: lineNo === null });
        if (!sameParcel) parcelCarrier.set(parcel, { row: r, carrier: name });
        lineAt.set(line, r);
        rows.push({ row: r, ...parsed.data, lineNo, quantity });
      }
    }
  }
  if (!rows.length && !problems.length) throw badRequest('表格中没有可导入的数据');
  return { rows, problems };
}
