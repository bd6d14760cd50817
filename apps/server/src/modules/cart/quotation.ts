import ExcelJS from 'exceljs';
import { fenToChineseCapital, fenToYuan, QUOTATION_VALID_DAYS, type SiteConfig } from '@mall/shared';
import type { PricedLine } from './cart.service';

export type QuotationInput = {
  quotationNo: string;
  /** Date of the quotation, YYYY-MM-DD (China time). */
  date: string;
  site: SiteConfig;
  buyer: { companyName: string; contact: string; mobile: string };
  lines: readonly PricedLine[];
};

const COLUMNS = [
  { header: '序号', width: 6 },
  { header: '商品名称', width: 40 },
  { header: '品牌', width: 14 },
  { header: '型号', width: 16 },
  { header: '规格', width: 22 },
  { header: '单位', width: 6 },
  { header: '数量', width: 9 },
  { header: '含税单价（元）', width: 14 },
  { header: '含税金额（元）', width: 15 },
] as const;
const LAST_COL = 'I';
const MONEY = '#,##0.00';

const thin = { style: 'thin' as const, color: { argb: 'FF999999' } };
const box = { top: thin, left: thin, bottom: thin, right: thin };
/** Yuan as a spreadsheet number, from the exact decimal string (never fen / 100 arithmetic on floats). */
const yuanNumber = (fen: number) => Number(fenToYuan(fen));

/** The quotation (报价单) workbook of the chosen cart lines, as an .xlsx buffer. */
export async function buildQuotation(input: QuotationInput): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = input.site.siteName;
  book.created = new Date();
  const sheet = book.addWorksheet('报价单', {
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = COLUMNS.map((c) => ({ width: c.width }));

  const merged = (row: number, text: string, opts: Partial<ExcelJS.Style> = {}) => {
    sheet.mergeCells(`A${row}:${LAST_COL}${row}`);
    const cell = sheet.getCell(`A${row}`);
    cell.value = text;
    Object.assign(cell, opts);
  };
  merged(1, `${input.site.siteName} 报价单`, {
    font: { bold: true, size: 16 },
    alignment: { horizontal: 'center', vertical: 'middle' },
  });
  sheet.getRow(1).height = 30;
  merged(2, `客服电话：${input.site.phone}    地址：${input.site.address}`, {
    alignment: { horizontal: 'center' },
  });
  merged(3, `报价单号：${input.quotationNo}    报价日期：${input.date}`);
  merged(
    4,
    `客户名称：${input.buyer.companyName || '—'}    联系人：${input.buyer.contact || '—'}    联系电话：${input.buyer.mobile}`,
  );

  const headerRow = sheet.getRow(6);
  headerRow.values = COLUMNS.map((c) => c.header);
  headerRow.eachCell((cell) => {
    cell.font = { bold: true };
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F0FF' } };
    cell.border = box;
  });

  let rowNo = 7;
  let totalFen = 0;
  input.lines.forEach((line, i) => {
    const row = sheet.getRow(rowNo++);
    row.values = [
      i + 1,
      line.title,
      line.brandName,
      line.modelNo,
      line.specValues.join(' / '),
      line.unit,
      line.quantity,
      yuanNumber(line.priceFen),
      yuanNumber(line.amountFen),
    ];
    totalFen += line.amountFen;
    row.getCell(8).numFmt = MONEY;
    row.getCell(9).numFmt = MONEY;
    row.getCell(2).alignment = { wrapText: true, vertical: 'middle' };
    row.eachCell({ includeEmpty: true }, (cell) => (cell.border = box));
  });

  const totalRow = sheet.getRow(rowNo);
  sheet.mergeCells(`A${rowNo}:H${rowNo}`);
  totalRow.getCell(1).value = '合计（含税，人民币元）';
  totalRow.getCell(1).alignment = { horizontal: 'right' };
  totalRow.getCell(1).font = { bold: true };
  totalRow.getCell(9).value = yuanNumber(totalFen);
  totalRow.getCell(9).numFmt = MONEY;
  totalRow.getCell(9).font = { bold: true };
  totalRow.eachCell({ includeEmpty: true }, (cell) => (cell.border = box));
  rowNo++;
  merged(rowNo++, `大写金额：${fenToChineseCapital(totalFen)}`, { font: { bold: true } });
  rowNo++;
  merged(
    rowNo++,
    `说明：1. 以上价格均为含税价（含 13% 增值税），可开具增值税专用发票；2. 本报价单自报价日期起 ${QUOTATION_VALID_DAYS} 天内有效，实际价格与库存以下单时为准；3. 如有疑问请致电 ${input.site.phone}。`,
    { alignment: { wrapText: true, vertical: 'top' } },
  );
  sheet.getRow(rowNo - 1).height = 36;
  merged(rowNo, `${input.site.siteName}    ${input.site.copyright}`, { alignment: { horizontal: 'right' } });

  return Buffer.from(await book.xlsx.writeBuffer());
}
