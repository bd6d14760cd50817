import QRCode from 'qrcode';
import { TAX_RATE_LABEL } from '@mall/shared';
import { A4Document, type TableColumn } from '../../../lib/a4-document';
import { invoiceFace } from '../../../lib/invoice-face';
import { fenText, workOut } from './einvoice.amounts';
import type { FolderInvoice } from './folder.reads';

/**
 * The PDF layout of an issued 数电票, drawn from what was issued (the request the XML was checked against, its
 * number and date): title, QR code (the bureau's 查验 string: 01,type,,number,amount,date), 发票号码 and 开票日期,
 * buyer and seller, the lines, totals with 大写, remark and 开票人; a red one says which blue number it cancels.
 * The XML stays the legal invoice; the provider keeps no PDF in the sandbox, so the folder renders it.
 */
export async function folderPdf(inv: FolderInvoice): Promise<Buffer> {
  const { request } = inv;
  const { lines, totals } = workOut(request.lines);
  const red = inv.kind === 'red';
  const title = `电子发票（${inv.type === '81' ? '增值税专用发票' : '普通发票'}）`;
  const a4 = new A4Document({
    layout: 'landscape',
    margin: 36,
    title: `${title} ${inv.number}`,
    author: inv.sellerName,
  });
  const { doc, left, width } = a4;
  const brown = red ? '#c00000' : '#8b4513';
  const date = inv.issueDate.replaceAll('-', '');
  const qr = await QRCode.toBuffer(
    `01,${inv.type === '81' ? '20' : '10'},,${inv.number},${inv.amount},${date},,`,
    {
      margin: 0,
      width: 160,
    },
  );
  doc.image(qr, left, 30, { width: 64, height: 64 });
  doc
    .fillColor(brown)
    .fontSize(20)
    .text(`${title}${red ? '（红字）' : ''}`, left + 80, 40, { width: width - 320, align: 'center' });
  doc.fontSize(9).fillColor('#333');
  doc.text(`发票号码：${inv.number}`, left + width - 220, 40, { width: 220 });
  doc.text(
    `开票日期：${inv.issueDate.replace(/^(\d+)-(\d+)-(\d+)$/, '$1年$2月$3日')}`,
    left + width - 220,
    56,
    {
      width: 220,
    },
  );

  let y = 100;
  const face = invoiceFace(a4, brown);
  const party = (label: string, name: string, taxId: string, x: number, w: number) =>
    face.party({ x, y, w, height: 52, top: 8, gap: 20 }, label, [
      `名称：${name}`,
      `统一社会信用代码/纳税人识别号：${taxId}`,
    ]);
  party('购买方信息', inv.buyerName, inv.buyerTaxId, left, width / 2);
  party('销售方信息', inv.sellerName, inv.sellerTaxId, left + width / 2, width / 2);

  const cols: TableColumn[] = [
    { header: '项目名称', share: 0.3 },
    { header: '规格型号', share: 0.14 },
    { header: '单位', share: 0.06, align: 'center' },
    { header: '数量', share: 0.08, align: 'right' },
    { header: '单价', share: 0.12, align: 'right' },
    { header: '金额', share: 0.12, align: 'right' },
    { header: '税率/征收率', share: 0.08, align: 'center' },
    { header: '税额', share: 0.1, align: 'right' },
  ];
  a4.y = y + 62;
  a4.table(
    cols,
    lines.map((l) => ({
      cells: [
        l.name,
        l.spec,
        l.unit,
        l.quantity === 0 ? '' : String(l.quantity),
        l.unitPrice,
        fenText(l.amountFen),
        TAX_RATE_LABEL[l.rate],
        fenText(l.taxFen),
      ],
    })),
    { headerColor: brown, rule: brown, rowHeight: 16, footRoom: 140 },
  );
  const remark = red ? `被红冲蓝字数电票号码：${inv.blueNumber ?? ''}；${request.remark}` : request.remark;
  y = face.totals(a4.y + 6, {
    amount: { at: 0.7, share: 0.12, text: `¥${fenText(totals.amountFen)}` },
    tax: { at: 0.9, share: 0.1, text: `¥${fenText(totals.taxFen)}` },
    words: totals.totalInWords,
    total: `¥${fenText(totals.totalFen)}`,
    remark,
  });
  y += 40;
  doc.fillColor('#333').text(`开票人：${request.drawer}`, left, y);
  return a4.finish();
}
