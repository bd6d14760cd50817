import ExcelJS from 'exceljs';
import { TAX_RATE_LABEL } from '@mall/shared';
import { workOut } from './einvoice.amounts';
import type { FolderInvoice } from './folder.reads';

/** The 入账表's header rows, in order (docs/integration/einvoice-folder.md documents each column). */
export const LEDGER_COLUMNS = [
  '发票代码',
  '发票号码',
  '数电票号码',
  '开票日期',
  '发票类型',
  '红蓝字',
  '销方名称',
  '销方税号',
  '购方名称',
  '购方税号',
  '金额',
  '税额',
  '价税合计',
  '税率',
  '原蓝字发票号码',
  '校验码',
  '订单号',
  '备注',
  'XML SHA-256',
] as const;
const LINE_COLUMNS = [
  '数电票号码',
  '行号',
  '项目名称',
  '规格型号',
  '单位',
  '数量',
  '单价',
  '金额',
  '税率',
  '税额',
  '税收分类编码',
] as const;

const yuan = (fen: number) => Math.round(fen) / 100;

/**
 * The 入账 export as .xlsx: sheet 发票台账 (one row per invoice, the columns 用友 U8/YonSuite 进项发票导入 and
 * 金蝶 云星空/KIS 发票采集 map by name) and sheet 发票明细 (one row per line). Money as numbers in yuan with two
 * decimals (negative on a red invoice), dates as YYYY-MM-DD text, numbers and tax ids as text.
 */
export async function folderWorkbook(rows: FolderInvoice[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.created = new Date();
  const ledger = book.addWorksheet('发票台账');
  ledger.columns = LEDGER_COLUMNS.map((header) => ({
    header,
    width: /名称|备注|SHA/.test(header) ? 36 : 16,
  }));
  const details = book.addWorksheet('发票明细');
  details.columns = LINE_COLUMNS.map((header) => ({ header, width: header === '项目名称' ? 36 : 14 }));
  for (const sheet of [ledger, details]) sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    const { lines, totals } = workOut(r.request.lines);
    const rates = [...new Set(lines.map((l) => TAX_RATE_LABEL[l.rate]))].join('/');
    ledger.addRow([
      '',
      r.number,
      r.number,
      r.issueDate,
      r.type === '81' ? '数电票（增值税专用发票）' : '数电票（普通发票）',
      r.kind === 'red' ? '红字' : '蓝字',
      r.sellerName,
      r.sellerTaxId,
      r.buyerName,
      r.buyerTaxId,
      yuan(totals.amountFen),
      yuan(totals.taxFen),
      yuan(totals.totalFen),
      rates,
      r.blueNumber ?? '',
      r.checkCode ?? '',
      r.orderNos.join('、'),
      r.request.remark,
      r.xmlSha256,
    ]);
    lines.forEach((l, i) =>
      details.addRow([
        r.number,
        i + 1,
        l.name,
        l.spec,
        l.unit,
        l.quantity,
        l.unitPrice === '' ? '' : Number(l.unitPrice),
        yuan(l.amountFen),
        TAX_RATE_LABEL[l.rate],
        yuan(l.taxFen),
        l.taxCode,
      ]),
    );
  }
  for (const [sheet, cols] of [
    [ledger, ['K', 'L', 'M']],
    [details, ['H', 'J']],
  ] as const)
    for (const c of cols) sheet.getColumn(c).numFmt = '0.00';
  return Buffer.from(await book.xlsx.writeBuffer());
}
