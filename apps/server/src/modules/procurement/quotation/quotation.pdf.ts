import { QUOTATION_TAX_NOTE, type QuotationDetail, type SiteConfig } from '@mall/shared';
import { A4Document, type TableColumn } from '../../../lib/a4-document';
import { SELLER } from '../../finance/invoice';

export type QuotationPrint = {
  site: SiteConfig;
  /** The last day the prices hold (YYYY-MM-DD). */
  validTo: string;
  /** The platform's stamp (PNG/JPG) printed over its name, when operators uploaded one. */
  stamp: Buffer | null;
};

const COLUMNS: TableColumn[] = [
  { header: '序号', share: 0.05, align: 'center' },
  { header: '商品编码', share: 0.12, wrap: true },
  { header: '商品名称', share: 0.25, wrap: true },
  { header: '规格型号', share: 0.17, wrap: true },
  { header: '品牌', share: 0.09, wrap: true },
  { header: '单位', share: 0.05, align: 'center' },
  { header: '数量', share: 0.07, align: 'right' },
  { header: '含税单价', share: 0.09, align: 'right' },
  { header: '含税金额', share: 0.11, align: 'right' },
];

/** The formal quotation (报价单) as an A4 portrait PDF: a long one breaks pages and repeats the table header. */
export async function renderQuotationPdf(q: QuotationDetail, print: QuotationPrint): Promise<Buffer> {
  const a4 = new A4Document({ title: `报价单 ${q.quotationNo}`, author: SELLER.name });
  const { doc, left, width } = a4;

  doc.fillColor('#000').fontSize(20).text('报 价 单', left, 40, { width, align: 'center' });
  doc
    .fontSize(9)
    .fillColor('#555')
    .text(`${print.site.siteName} · ${SELLER.name}`, left, 68, { width, align: 'center' });

  // Buyer (需方) and platform (供方) blocks side by side.
  const half = width / 2;
  const block = (x: number, title: string, rows: [string, string][]) => {
    doc
      .rect(x, 88, half - 6, 96)
      .strokeColor('#bbb')
      .stroke();
    doc
      .fontSize(10)
      .fillColor('#1f4e9e')
      .text(title, x + 8, 94);
    doc.fontSize(8.5).fillColor('#000');
    rows.forEach(([k, v], i) => doc.text(`${k}：${v}`, x + 8, 112 + i * 14, { width: half - 22 }));
  };
  block(left, '需方（客户）', [
    ['客户名称', q.companyName || '—'],
    ['联系人', q.contactName || '—'],
    ['联系电话', q.contactMobile || '—'],
    ['报价单号', q.quotationNo],
    ['报价日期', q.date],
  ]);
  block(left + half + 6, '供方', [
    ['名称', SELLER.name],
    ['纳税人识别号', SELLER.taxNo],
    ['地址、电话', SELLER.addressPhone],
    ['开户行及账号', SELLER.bankAccount],
    ['客服电话', print.site.phone],
  ]);
  doc
    .fontSize(9)
    .fillColor('#c00000')
    .text(`有效期：${q.validDays} 天（至 ${print.validTo}），有效期内按本单价格下单`, left, 192, { width });

  a4.y = 210;
  a4.table(
    COLUMNS,
    q.lines.map((l, i) => ({
      cells: [
        String(i + 1),
        // The buyer's company's 物料编码 under our code, when it keeps one.
        l.materialCode ? `${l.code}\n物料 ${l.materialCode}` : l.code,
        l.title,
        [l.modelNo, l.spec].filter(Boolean).join(' '),
        l.brandName,
        l.unit,
        String(l.quantity),
        l.price,
        l.amount,
      ],
    })),
    { headerFill: '#eef3fb', rowRules: true, size: 8 },
  );

  // Totals, notes and the stamp stay together.
  a4.ensureRoom(190);
  let y = a4.y + 8;
  doc.rect(left, y, width, 46).strokeColor('#bbb').stroke();
  doc.fontSize(10).fillColor('#000');
  doc.text(`合计（含税）：¥${q.total}`, left + 8, y + 7, { width: half });
  doc.text(`其中税额（13%）：¥${q.tax}`, left + half, y + 7, { width: half - 8, align: 'right' });
  doc.text(`合计大写：${q.totalCapital}`, left + 8, y + 26, { width: width - 16 });
  y += 56;
  doc
    .fontSize(8.5)
    .fillColor('#555')
    .text(
      `说明：1. ${QUOTATION_TAX_NOTE}；2. 本报价单自报价日期起 ${q.validDays} 天内（至 ${print.validTo}）有效，` +
        '有效期内在商城“我的报价单”中点“按报价单下单”即按本单价格结算，逾期按下单时价格；' +
        `3. 库存以下单时为准；4. 如有疑问请致电 ${print.site.phone}。`,
      left,
      y,
      { width },
    );
  y = doc.y + 16;
  const stampX = left + width - 190;
  doc
    .fontSize(10)
    .fillColor('#000')
    .text(`供方（盖章）：${SELLER.name}`, stampX - 40, y, { width: 230 });
  doc.text(`日期：${q.date}`, stampX - 40, y + 18, { width: 230 });
  if (print.stamp) {
    try {
      doc.image(print.stamp, stampX + 40, y - 34, { fit: [96, 96] });
    } catch {
      // A stamp pdfkit cannot read (not PNG/JPG) is left off rather than failing the quotation.
    }
  }
  return a4.finish();
}
