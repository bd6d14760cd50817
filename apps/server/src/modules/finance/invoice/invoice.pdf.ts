import { A4Document, type TableColumn } from '../../../lib/a4-document';
import { invoiceFace } from '../../../lib/invoice-face';
import {
  INVOICE_TYPE_LABEL,
  taxIdCheckChar,
  type InvoiceAmounts,
  type InvoiceLine,
  type InvoiceTitleSnapshot,
} from '@mall/shared';
import type { InvoiceRow } from './invoice.table';

/** The platform as the seller (销售方) printed on its invoices. */
const SELLER_TAX_BASE = '91310115MA1H7G2K3';
export const SELLER = {
  name: '工业品商城（上海）供应链有限公司',
  taxNo: `${SELLER_TAX_BASE}${taxIdCheckChar(SELLER_TAX_BASE) ?? '0'}`,
  addressPhone: '上海市浦东新区张江路 665 号 021-50801234',
  bankAccount: '招商银行上海张江支行 1219 0876 5410 001',
  drawer: '财务部',
} as const;

type InvoicePdfInput = {
  type: number;
  invoiceNo: string;
  issueDate: string;
  applyNo: string;
  title: InvoiceTitleSnapshot;
  lines: InvoiceLine[];
  amounts: InvoiceAmounts;
  orderNos: string[];
  /** 采购单号 of the company orders, when any. */
  poNumbers?: string[];
  remark: string;
  /** A red-letter (负数) invoice reversing blue invoice `blueInvoiceNo`: red title, 红字 mark, the reference. */
  red?: { blueInvoiceNo: string; reason: string };
  /** A shop's invoice: the shop is 销售方 (its tax details are not kept by the mall yet); else the platform. */
  sellerName?: string;
};

/**
 * The PDF of invoice `row` under the number and date the tax system gave it; `over` replaces what a red
 * letter prints differently (its negated figures, no remark, the reference).
 */
export function renderRowPdf(
  row: InvoiceRow,
  issued: { invoiceNo: string; issueDate: string },
  over: Partial<InvoicePdfInput> = {},
): Promise<Buffer> {
  return renderInvoicePdf({
    type: row.type,
    ...issued,
    applyNo: row.applyNo,
    title: row.title,
    lines: row.lines,
    amounts: row.amounts,
    orderNos: row.orderNos,
    poNumbers: row.poNumbers,
    remark: row.remark,
    sellerName: row.merchantId === 0 ? undefined : row.sellerName,
    ...over,
  });
}

/** The 销售方 block: the platform's details, or the shop's name alone. */
const sellerOf = (name: string | undefined) =>
  name === undefined ? SELLER : { name, taxNo: '', addressPhone: '', bankAccount: '', drawer: '财务' };

/**
 * Renders an issued electronic special VAT invoice (增值税电子专用发票) as a PDF; with `red`, the red-letter
 * invoice that reverses one (amounts already negative in `lines`/`amounts`).
 */
async function renderInvoicePdf(inv: InvoicePdfInput): Promise<Buffer> {
  const seller = sellerOf(inv.sellerName);
  const a4 = new A4Document({
    layout: 'landscape',
    margin: 36,
    title: `${INVOICE_TYPE_LABEL[inv.type as 2] ?? '发票'}${inv.red ? '（红字）' : ''} ${inv.invoiceNo}`,
    author: seller.name,
  });
  const { doc, left, width } = a4;
  const brown = inv.red ? '#c00000' : '#8b4513';
  const heading = `${INVOICE_TYPE_LABEL[inv.type as 2] ?? '增值税专用发票'}${inv.red ? '（红字）' : ''}`;
  doc.fillColor(brown).fontSize(20).text(heading, left, 36, { width, align: 'center' });
  if (inv.red) {
    // The 负数 mark red-letter invoices carry in the top left corner.
    doc.rect(left, 30, 64, 22).strokeColor(brown).stroke();
    doc.fillColor(brown).fontSize(12).text('红字 负数', left, 35, { width: 64, align: 'center' });
  }
  doc.fontSize(9).fillColor('#333');
  doc.text(`发票号码：${inv.invoiceNo}`, left + width - 220, 40, { width: 220 });
  doc.text(`开票日期：${inv.issueDate}`, left + width - 220, 54, { width: 220 });
  doc.text(`申请单号：${inv.applyNo}`, left, 54, { width: 300 });

  // Buyer and seller boxes.
  let y = 76;
  const face = invoiceFace(a4, brown);
  const party = (label: string, rows: [string, string][], x: number, w: number) =>
    face.party(
      { x, y, w, height: 78, top: 6, gap: 17 },
      label,
      rows.map(([k, v]) => `${k}：${v}`),
    );
  const half = width / 2;
  party(
    '购买方',
    [
      ['名称', inv.title.companyName],
      ['纳税人识别号', inv.title.taxNo],
      ['地址、电话', `${inv.title.regAddress} ${inv.title.regPhone}`],
      ['开户行及账号', `${inv.title.bankName} ${inv.title.bankAccount}`],
    ],
    left,
    half,
  );
  party(
    '销售方',
    [
      ['名称', seller.name],
      ['纳税人识别号', seller.taxNo],
      ['地址、电话', seller.addressPhone],
      ['开户行及账号', seller.bankAccount],
    ],
    left + half,
    half,
  );

  // Lines (a long invoice continues on the next page under the header again).
  y += 88;
  const cols: TableColumn[] = [
    { header: '货物或应税劳务、服务名称', share: 0.3 },
    { header: '规格型号', share: 0.16 },
    { header: '单位', share: 0.05, align: 'center' },
    { header: '数量', share: 0.07, align: 'right' },
    { header: '单价（不含税）', share: 0.1, align: 'right' },
    { header: '金额', share: 0.1, align: 'right' },
    { header: '税率', share: 0.06, align: 'center' },
    { header: '税额', share: 0.08, align: 'right' },
    { header: '价税合计', share: 0.08, align: 'right' },
  ];
  a4.y = y;
  a4.table(
    cols,
    inv.lines.map((l) => ({
      cells: [
        l.name,
        l.spec,
        l.unit,
        String(l.quantity),
        l.unitPriceExclTax,
        l.amountExclTax,
        l.taxRate,
        l.taxAmount,
        l.amountInclTax,
      ],
    })),
    { headerColor: brown, rule: brown, rowHeight: 16, footRoom: 150 },
  );
  y = a4.y;
  doc
    .moveTo(left, y + 2)
    .lineTo(left + width, y + 2)
    .strokeColor(brown)
    .stroke();
  y = face.totals(y + 8, {
    amount: { at: 0.68, share: 0.1, text: `¥${inv.amounts.amountExclTax}` },
    tax: { at: 0.84, share: 0.08, text: `¥${inv.amounts.taxAmount}` },
    words: inv.amounts.totalAmountCapital,
    total: `¥${inv.amounts.totalAmount}`,
    remark: inv.red
      ? `对应正数发票号码：${inv.red.blueInvoiceNo}；冲红原因：${inv.red.reason}；订单号：${inv.orderNos.join('、')}`
      : `订单号：${inv.orderNos.join('、')}${inv.poNumbers?.length ? `；采购单号：${inv.poNumbers.join('、')}` : ''}${inv.remark ? `；${inv.remark}` : ''}`,
  });
  y = Math.max(y + 30, doc.y + 10);
  doc.fontSize(9).text(`开票人：${seller.drawer}`, left, y);
  doc.text(`销售方：${seller.name}（电子发票，无需盖章）`, left + half, y, { width: half, align: 'right' });
  return a4.finish();
}
