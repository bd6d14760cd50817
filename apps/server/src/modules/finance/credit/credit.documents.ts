import ExcelJS from 'exceljs';
import { fenToChineseCapital, fenToYuan, yuanToFen, type CreditStatementDetail } from '@mall/shared';
import { A4Document, type TableColumn } from '../../../lib/a4-document';
import { SELLER } from '../invoice';
import type { StatementGoodsLine } from './credit.goods';

/** A deduction: "-¥12.00", and plain "¥0.00" when there is none. */
const minus = (amount: string) => (yuanToFen(amount) === 0 ? `¥${amount}` : `-¥${amount}`);

const summaryRows = (s: CreditStatementDetail): [string, string][] => [
  ['期初余额', `¥${s.openingBalance}`],
  ['本期账期订单', `¥${s.ordersAmount}`],
  ['本期退款', minus(s.refundsAmount)],
  ['本期还款', minus(s.repaymentsAmount)],
  ['期末余额', `¥${s.closingBalance}`],
  ['本期应还', `¥${s.amountDue}`],
  ['已还金额', `¥${s.paidAmount}`],
  ['待还金额', `¥${s.outstanding}`],
];

const fileBase = (s: CreditStatementDetail) => `对账单-${s.statementNo}`;

/** The statement (对账单) as an A4 portrait PDF with the CJK font embedded (the invoices' font). */
export async function renderStatementPdf(s: CreditStatementDetail): Promise<{ name: string; data: Buffer }> {
  const a4 = new A4Document({ title: `对账单 ${s.statementNo}`, author: SELLER.name });
  const { doc, left, width } = a4;

  doc.fillColor('#000').fontSize(18).text('账期对账单', left, 40, { width, align: 'center' });
  doc.fontSize(9).fillColor('#555');
  doc.text(`对账单号：${s.statementNo}${s.replaces ? `（重开，替代 ${s.replaces}）` : ''}`, left, 70);
  doc.text(`状态：${s.statusLabel}`, left + width - 150, 70, { width: 150, align: 'right' });
  doc.fillColor('#000').fontSize(10);
  let y = 92;
  const info: [string, string][] = [
    ['客户', s.companyName],
    ['对账期间', `${s.periodFrom} 至 ${s.periodTo}`],
    ['账期', `出账后 ${s.termDays} 天`],
    ['还款截止日', s.dueDate],
    ['供应商', SELLER.name],
    ['收款账户', SELLER.bankAccount],
  ];
  info.forEach(([k, v], i) => {
    const x = left + (i % 2) * (width / 2);
    doc.text(`${k}：${v}`, x, y, { width: width / 2 - 8 });
    if (i % 2 === 1) y += 18;
  });

  // Summary boxes: 4 per row.
  y += 8;
  const rows = summaryRows(s);
  const boxW = width / 4;
  rows.forEach(([k, v], i) => {
    const x = left + (i % 4) * boxW;
    const by = y + Math.floor(i / 4) * 44;
    doc.rect(x, by, boxW, 44).strokeColor('#bbb').stroke();
    doc
      .fontSize(8.5)
      .fillColor('#666')
      .text(k, x + 8, by + 7, { width: boxW - 16 });
    doc
      .fontSize(12)
      .fillColor(k === '待还金额' ? '#c00000' : '#000')
      .text(v, x + 8, by + 22, { width: boxW - 16 });
  });
  y += 100;

  // Lines (the header again on each new page).
  const cols: TableColumn[] = [
    { header: '日期', share: 0.13 },
    { header: '类型', share: 0.11 },
    { header: '订单号 / 说明', share: 0.34 },
    { header: '采购单号', share: 0.13 },
    { header: '下单人', share: 0.13 },
    { header: '金额（元）', share: 0.16, align: 'right' },
  ];
  a4.y = y - 4;
  a4.table(
    cols,
    s.lines.map((l) => ({
      cells: [l.date, l.kindLabel, l.orderNo ?? l.note, l.poNumber, l.buyerName, l.amount],
      color: l.amount.startsWith('-') ? '#237804' : '#000',
    })),
    { headerFill: '#eef3fb', rowRules: true, footRoom: 110 },
  );
  y = a4.y;
  if (!s.lines.length) {
    doc
      .fontSize(9)
      .fillColor('#888')
      .text('本期没有账期交易', left, y + 4, { width, align: 'center' });
    y += 18;
  }
  y += 8;
  doc
    .fontSize(10)
    .fillColor('#000')
    .text(`本期应还：¥${s.amountDue}（大写：${fenToChineseCapital(yuanToFen(s.amountDue))}）`, left, y, {
      width,
    });
  y += 20;
  if (s.disputeComment) {
    doc.fontSize(9).fillColor('#a8071a').text(`客户异议：${s.disputeComment}`, left, y, { width });
    y += 16;
  }
  if (s.reply) {
    doc.fontSize(9).fillColor('#555').text(`平台回复：${s.reply}`, left, y, { width });
    y += 16;
  }
  doc
    .fontSize(8.5)
    .fillColor('#666')
    .text(
      '说明：本对账单列示对账期间内已发货或已完成的账期订单、退款及还款。请于还款截止日前对公转账至上述账户，' +
        '转账备注请填写对账单号；如有异议，请在商城“企业采购 → 账期与对账”中提出。',
      left,
      Math.max(y + 8, doc.page.height - 90),
      { width },
    );
  return { name: `${fileBase(s)}.pdf`, data: await a4.finish() };
}

const MONEY = '#,##0.00';
/** The statement as an .xlsx workbook: a summary block and the lines (amounts as numbers). */
export async function buildStatementSheet(
  s: CreditStatementDetail,
  goods: StatementGoodsLine[],
): Promise<{ name: string; data: Buffer }> {
  const book = new ExcelJS.Workbook();
  book.creator = SELLER.name;
  book.created = new Date();
  const sheet = book.addWorksheet('对账单', {
    pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  sheet.columns = [{ width: 12 }, { width: 12 }, { width: 30 }, { width: 18 }, { width: 12 }, { width: 14 }];
  sheet.mergeCells('A1:F1');
  sheet.getCell('A1').value = `账期对账单 ${s.statementNo}`;
  sheet.getCell('A1').font = { bold: true, size: 15 };
  sheet.getCell('A1').alignment = { horizontal: 'center' };
  const info: [string, string][] = [
    ['客户', s.companyName],
    ['对账期间', `${s.periodFrom} 至 ${s.periodTo}`],
    ['还款截止日', s.dueDate],
    ['状态', s.statusLabel],
  ];
  let r = 3;
  for (const [k, v] of info) {
    sheet.getCell(`A${r}`).value = k;
    sheet.getCell(`A${r}`).font = { bold: true };
    sheet.mergeCells(`B${r}:F${r}`);
    sheet.getCell(`B${r}`).value = v;
    r++;
  }
  r++;
  for (const [k, v] of summaryRows(s)) {
    sheet.getCell(`A${r}`).value = k;
    sheet.getCell(`A${r}`).font = { bold: true };
    const cell = sheet.getCell(`B${r}`);
    cell.value = Number(v.replace(/[¥,]/g, ''));
    cell.numFmt = MONEY;
    r++;
  }
  r++;
  const head = sheet.getRow(r);
  head.values = ['日期', '类型', '订单号 / 说明', '采购单号', '下单人', '金额（元）'];
  head.font = { bold: true };
  head.eachCell((c) => {
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE6F0FF' } };
  });
  r++;
  for (const l of s.lines) {
    const row = sheet.getRow(r++);
    row.values = [l.date, l.kindLabel, l.orderNo ?? l.note, l.poNumber, l.buyerName, Number(l.amount)];
    row.getCell(6).numFmt = MONEY;
  }
  goodsSheet(book, goods);
  return { name: `${fileBase(s)}.xlsx`, data: Buffer.from(await book.xlsx.writeBuffer()) };
}

/** 商品明细: the goods of the statement's orders, with the company's 物料编码 (amounts as numbers). */
function goodsSheet(book: ExcelJS.Workbook, goods: StatementGoodsLine[]) {
  const sheet = book.addWorksheet('商品明细');
  sheet.columns = [
    { header: '订单号', width: 24 },
    { header: '物料编码', width: 16 },
    { header: '商品名称', width: 36 },
    { header: '规格型号', width: 22 },
    { header: '单位', width: 6 },
    { header: '数量', width: 8 },
    { header: '单价（元）', width: 12 },
    { header: '金额（元）', width: 14 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const g of goods) {
    const row = sheet.addRow([
      g.orderNo,
      g.materialCode,
      g.title,
      g.spec,
      g.unit,
      g.quantity,
      Number(fenToYuan(g.priceFen)),
      Number(fenToYuan(g.amountFen)),
    ]);
    row.getCell(7).numFmt = MONEY;
    row.getCell(8).numFmt = MONEY;
  }
}
