import ExcelJS from 'exceljs';
import { QUOTATION_TAX_NOTE, type QuotationDetail, type SiteConfig } from '@mall/shared';
import { SELLER } from '../../finance/invoice';

const COLUMNS = [
  { header: '序号', width: 6 },
  { header: '商品编码', width: 16 },
  { header: '物料编码', width: 16 },
  { header: '商品名称', width: 40 },
  { header: '品牌', width: 14 },
  { header: '规格型号', width: 24 },
  { header: '单位', width: 6 },
  { header: '数量', width: 9 },
  { header: '含税单价（元）', width: 14 },
  { header: '含税金额（元）', width: 15 },
] as const;
type Header = (typeof COLUMNS)[number]['header'];
const MONEY = '#,##0.00';

const thin = { style: 'thin' as const, color: { argb: 'FF999999' } };
const box = { top: thin, left: thin, bottom: thin, right: thin };
/** Yuan as a spreadsheet number, from the exact decimal string (never fen / 100 arithmetic on floats). */
const yuanNumber = (yuan: string) => Number(yuan);

/** The quotation (报价单) as an .xlsx workbook: the same content as its PDF, amounts as numbers. */
export async function buildQuotationSheet(
  q: QuotationDetail,
  print: { site: SiteConfig; validTo: string },
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = print.site.siteName;
  book.created = new Date();
  // 物料编码: the buyer's company's codes, a column only when a line has one.
  const columns = COLUMNS.filter((c) => c.header !== '物料编码' || q.lines.some((l) => l.materialCode));
  const at = (header: Header) => columns.findIndex((c) => c.header === header) + 1;
  const LAST_COL = String.fromCharCode(64 + columns.length);
  const sheet = book.addWorksheet('报价单', {
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = columns.map((c) => ({ width: c.width }));
  // The table header repeats on each printed page.
  sheet.pageSetup.printTitlesRow = '7:7';

  const merged = (row: number, text: string, opts: Partial<ExcelJS.Style> = {}) => {
    sheet.mergeCells(`A${row}:${LAST_COL}${row}`);
    const cell = sheet.getCell(`A${row}`);
    cell.value = text;
    Object.assign(cell, opts);
  };
  merged(1, `${print.site.siteName} 报价单`, {
    font: { bold: true, size: 16 },
    alignment: { horizontal: 'center', vertical: 'middle' },
  });
  sheet.getRow(1).height = 30;
  merged(
    2,
    `报价单号：${q.quotationNo}    报价日期：${q.date}    有效期：${q.validDays} 天（至 ${print.validTo}）`,
  );
  merged(
    3,
    `需方：${q.companyName || '—'}    联系人：${q.contactName || '—'}    联系电话：${q.contactMobile || '—'}`,
  );
  merged(4, `供方：${SELLER.name}    纳税人识别号：${SELLER.taxNo}`);
  merged(
    5,
    `地址、电话：${SELLER.addressPhone}    开户行及账号：${SELLER.bankAccount}    客服电话：${print.site.phone}`,
  );

  const headerRow = sheet.getRow(7);
  headerRow.values = columns.map((c) => c.header);
  headerRow.eachCell((cell) => {
    cell.font = { bold: true };
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F0FF' } };
    cell.border = box;
  });

  let rowNo = 8;
  q.lines.forEach((line, i) => {
    const row = sheet.getRow(rowNo++);
    const cells: Record<Header, string | number> = {
      序号: i + 1,
      商品编码: line.code,
      物料编码: line.materialCode ?? '',
      商品名称: line.title,
      品牌: line.brandName,
      规格型号: [line.modelNo, line.spec].filter(Boolean).join(' '),
      单位: line.unit,
      数量: line.quantity,
      '含税单价（元）': yuanNumber(line.price),
      '含税金额（元）': yuanNumber(line.amount),
    };
    row.values = columns.map((c) => cells[c.header]);
    row.getCell(at('含税单价（元）')).numFmt = MONEY;
    row.getCell(at('含税金额（元）')).numFmt = MONEY;
    row.getCell(at('商品名称')).alignment = { wrapText: true, vertical: 'middle' };
    row.eachCell({ includeEmpty: true }, (cell) => (cell.border = box));
  });

  const total = (label: string, yuan: string) => {
    const row = sheet.getRow(rowNo);
    const amount = at('含税金额（元）');
    sheet.mergeCells(`A${rowNo}:${String.fromCharCode(63 + amount)}${rowNo}`);
    row.getCell(1).value = label;
    row.getCell(1).alignment = { horizontal: 'right' };
    row.getCell(1).font = { bold: true };
    row.getCell(amount).value = yuanNumber(yuan);
    row.getCell(amount).numFmt = MONEY;
    row.getCell(amount).font = { bold: true };
    row.eachCell({ includeEmpty: true }, (cell) => (cell.border = box));
    rowNo++;
  };
  total('合计（含税，人民币元）', q.total);
  total('其中税额（13%）', q.tax);
  merged(rowNo++, `合计大写：${q.totalCapital}`, { font: { bold: true } });
  rowNo++;
  merged(
    rowNo++,
    `说明：1. ${QUOTATION_TAX_NOTE}；2. 本报价单自报价日期起 ${q.validDays} 天内（至 ${print.validTo}）有效，有效期内按报价单下单即按本单价格结算；3. 库存以下单时为准；4. 如有疑问请致电 ${print.site.phone}。`,
    { alignment: { wrapText: true, vertical: 'top' } },
  );
  sheet.getRow(rowNo - 1).height = 36;
  merged(rowNo, `供方（盖章）：${SELLER.name}    日期：${q.date}`, { alignment: { horizontal: 'right' } });

  return Buffer.from(await book.xlsx.writeBuffer());
}
