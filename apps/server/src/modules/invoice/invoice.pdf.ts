import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import {
  INVOICE_TYPE_LABEL,
  taxIdCheckChar,
  type InvoiceAmounts,
  type InvoiceLine,
  type InvoiceTitleSnapshot,
} from '@mall/shared';

/** The platform as the seller (销售方) printed on its invoices. */
const SELLER_TAX_BASE = '91310115MA1H7G2K3';
export const SELLER = {
  name: '工业品商城（上海）供应链有限公司',
  taxNo: `${SELLER_TAX_BASE}${taxIdCheckChar(SELLER_TAX_BASE) ?? '0'}`,
  addressPhone: '上海市浦东新区张江路 665 号 021-50801234',
  bankAccount: '招商银行上海张江支行 1219 0876 5410 001',
  drawer: '财务部',
} as const;

let fontCache: Buffer | null = null;
/**
 * Noto Sans SC (GB 2312 coverage) from the @embedpdf/fonts-sc package, read once per process. pdfkit embeds
 * only the glyphs a document uses, so an invoice stays around 50 KB.
 */
export function cjkFont(): Buffer {
  if (!fontCache) {
    const require = createRequire(import.meta.url);
    const dir = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
    fontCache = readFileSync(path.join(dir, 'NotoSansHans-Regular.otf'));
  }
  return fontCache;
}

export type InvoicePdfInput = {
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
};

/**
 * Renders an issued electronic special VAT invoice (增值税电子专用发票) as a PDF; with `red`, the red-letter
 * invoice that reverses one (amounts already negative in `lines`/`amounts`).
 */
export async function renderInvoicePdf(inv: InvoicePdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: {
      Title: `${INVOICE_TYPE_LABEL[inv.type as 2] ?? '发票'}${inv.red ? '（红字）' : ''} ${inv.invoiceNo}`,
      Author: SELLER.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('cjk', cjkFont());
  doc.font('cjk');

  const left = 36;
  const width = doc.page.width - 72;
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
  const party = (label: string, rows: [string, string][], x: number, w: number) => {
    doc.rect(x, y, w, 78).strokeColor(brown).stroke();
    doc
      .fillColor(brown)
      .fontSize(10)
      .text(label, x + 6, y + 6);
    doc.fillColor('#000').fontSize(9);
    rows.forEach(([k, v], i) => doc.text(`${k}：${v}`, x + 60, y + 6 + i * 17, { width: w - 66 }));
  };
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
      ['名称', SELLER.name],
      ['纳税人识别号', SELLER.taxNo],
      ['地址、电话', SELLER.addressPhone],
      ['开户行及账号', SELLER.bankAccount],
    ],
    left + half,
    half,
  );

  // Lines.
  y += 88;
  const cols: [string, number, 'left' | 'right' | 'center'][] = [
    ['货物或应税劳务、服务名称', 0.3, 'left'],
    ['规格型号', 0.16, 'left'],
    ['单位', 0.05, 'center'],
    ['数量', 0.07, 'right'],
    ['单价（不含税）', 0.1, 'right'],
    ['金额', 0.1, 'right'],
    ['税率', 0.06, 'center'],
    ['税额', 0.08, 'right'],
    ['价税合计', 0.08, 'right'],
  ];
  const row = (cells: string[], at: number, size = 8.5, color = '#000') => {
    let x = left;
    doc.fontSize(size).fillColor(color);
    cells.forEach((c, i) => {
      const [, share, align] = cols[i]!;
      doc.text(c, x + 3, at, { width: width * share - 6, align, lineBreak: false, ellipsis: true });
      x += width * share;
    });
  };
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor(brown)
    .stroke();
  row(
    cols.map((c) => c[0]),
    y + 4,
    9,
    brown,
  );
  y += 20;
  for (const l of inv.lines) {
    if (y > doc.page.height - 150) {
      doc.addPage({ size: 'A4', layout: 'landscape', margin: 36 });
      doc.font('cjk');
      y = 40;
    }
    row(
      [
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
      y,
    );
    y += 16;
  }
  doc
    .moveTo(left, y + 2)
    .lineTo(left + width, y + 2)
    .strokeColor(brown)
    .stroke();
  y += 8;
  doc.fillColor('#000').fontSize(9);
  doc.text('合计', left + 3, y);
  doc.text(`¥${inv.amounts.amountExclTax}`, left + width * 0.68, y, {
    width: width * 0.1 - 6,
    align: 'right',
  });
  doc.text(`¥${inv.amounts.taxAmount}`, left + width * 0.84, y, { width: width * 0.08 - 6, align: 'right' });
  y += 20;
  doc
    .rect(left, y - 4, width, 22)
    .strokeColor(brown)
    .stroke();
  doc.fillColor(brown).text('价税合计（大写）', left + 6, y);
  doc
    .fillColor('#000')
    .fontSize(10)
    .text(inv.amounts.totalAmountCapital, left + 110, y - 1);
  doc
    .fillColor(brown)
    .fontSize(9)
    .text('（小写）', left + width * 0.66, y);
  doc
    .fillColor('#000')
    .fontSize(10)
    .text(`¥${inv.amounts.totalAmount}`, left + width * 0.66 + 50, y - 1);
  y += 30;
  doc
    .fillColor(brown)
    .fontSize(9)
    .text('备注', left + 6, y);
  doc
    .fillColor('#000')
    .text(
      inv.red
        ? `对应正数发票号码：${inv.red.blueInvoiceNo}；冲红原因：${inv.red.reason}；订单号：${inv.orderNos.join('、')}`
        : `订单号：${inv.orderNos.join('、')}${inv.poNumbers?.length ? `；采购单号：${inv.poNumbers.join('、')}` : ''}${inv.remark ? `；${inv.remark}` : ''}`,
      left + 50,
      y,
      { width: width - 56 },
    );
  y = Math.max(y + 30, doc.y + 10);
  doc.fontSize(9).text(`开票人：${SELLER.drawer}`, left, y);
  doc.text(`销售方：${SELLER.name}（电子发票，无需盖章）`, left + half, y, { width: half, align: 'right' });
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
